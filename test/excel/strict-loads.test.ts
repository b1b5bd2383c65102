/**
 * Office.js hands a property back only after load() and a context.sync(); reading it earlier throws
 * PropertyNotLoaded in Excel. The fake enforces that rule when `strictLoads` is on: here every
 * adapter operation runs that way, with and without ExcelApi 1.9 (the fill colours' two paths).
 */

import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { parsePuzzleText } from '../../src/engine/board/cell-reader';
import { solve } from '../../src/engine/solver/solver';
import {
  clearHighlight,
  fillInPlace,
  HINT_FILL,
  highlightCells,
  previewFill,
  readInputGrid,
  readPuzzleSelection,
  restoreFill,
  writeAnalysisSheet,
} from '../../src/excel/analysis';
import { readBookValues, readSelectedResultsPuzzle, writeBatchSheets } from '../../src/excel/batch';
import { confirmRecall, readLibrary, recallPuzzle, restoreRecall, storeSelectedPuzzle } from '../../src/excel/library';
import { readPatternSelection, writePuzzleIntoPattern } from '../../src/excel/pattern';
import { mixedItems } from '../helpers/batch-items';
import { samplePuzzles } from '../helpers/corpus';
import { putValues, typedGrid } from '../helpers/sheet-grid';
import { FakeContext, fakeWorkbookWith, withExcelApi } from './fake-workbook';
import { nineByNineBoard } from '../../src/io/fill-board';

const [PUZZLE] = samplePuzzles('rated/mixed1000_meta.csv', 1);
const SOLUTION = Array.from(solve(parsePuzzleText(PUZZLE), 2).solutions[0]).join('');

function strictWorkbook(): FakeContext {
  const context = fakeWorkbookWith('Sheet1', []);
  putValues(context.workbook.worksheets.getItem('Sheet1'), 'B2', typedGrid(PUZZLE));
  context.workbook.selection = { sheet: 'Sheet1', address: 'B2:J10' };
  context.strictLoads = true;
  return context;
}

describe('properties read only after load and sync', () => {
  it('the strict fake throws PropertyNotLoaded as Excel does', async () => {
    const context = strictWorkbook();
    const range = context.workbook.worksheets.getItem('Sheet1').getRange('B2:J10');
    expect(() => range.values).toThrow(/PropertyNotLoaded/);
    range.load('values');
    expect(() => range.values).toThrow(/PropertyNotLoaded/);
    await context.sync();
    expect(range.values).toHaveLength(9);
    expect(() => range.rowIndex).toThrow(/PropertyNotLoaded/);
    const font = range.getCell(0, 0).format.font;
    (font.load as (properties: string) => void)('color');
    const fills = range.getCellProperties({ format: { fill: { color: true } } });
    expect(() => fills.value).toThrow(/PropertyNotLoaded/);
    await context.sync();
    expect([font.color, fills.value[0][0].format.fill.color]).toEqual(['#000000', '#FFFFFF']);
  });

  it.each([7, 9])('analysis, fill in place, highlights: nothing read early (ExcelApi 1.%i)', async (newestMinor) => {
    await withExcelApi(newestMinor, async () => {
      const context = strictWorkbook();
      const excel = context.asExcel();
      const read = await readPuzzleSelection(excel);
      if (read.status !== 'ok') throw new Error(JSON.stringify(read));
      const result = analyzePuzzle(PUZZLE);
      expect((await writeAnalysisSheet(excel, { result, target: read.target })).created).toBe(true);
      expect((await writeAnalysisSheet(excel, { result, target: read.target })).created).toBe(false);
      expect((await previewFill(excel, read.target, nineByNineBoard(PUZZLE, SOLUTION))).changedGivens).toEqual([]);
      const filled = await fillInPlace(excel, read.target, nineByNineBoard(PUZZLE, SOLUTION));
      if (filled.status !== 'filled') throw new Error(JSON.stringify(filled));
      expect((await restoreFill(excel, filled.restore)).kept).toEqual([]);
      const grid = await readInputGrid(excel, read.target);
      const highlight = await highlightCells(excel, grid, [[0, 0]], HINT_FILL);
      await clearHighlight(excel, highlight);
    });
  });

  it('library: store, list, recall, confirm, restore', async () => {
    const context = strictWorkbook();
    const excel = context.asExcel();
    expect((await storeSelectedPuzzle(excel, { number: 1, title: 'one' })).status).toBe('stored');
    expect((await storeSelectedPuzzle(excel, { number: 1, title: 'again' })).status).toBe('duplicate');
    expect((await readLibrary(excel)).entries).toHaveLength(1);
    context.workbook.selection = { sheet: 'Sheet1', address: 'L2' };
    const written = await recallPuzzle(excel, 1);
    if (written.status !== 'written') throw new Error(JSON.stringify(written));
    context.workbook.selection = { sheet: 'Sheet1', address: 'B2' };
    const asked = await recallPuzzle(excel, 1);
    if (asked.status !== 'needs-confirmation') throw new Error(JSON.stringify(asked));
    const confirmed = await confirmRecall(excel, asked.pending);
    if (confirmed.status !== 'written') throw new Error(JSON.stringify(confirmed));
    expect((await restoreRecall(excel, confirmed.restore)).status).toBe('restored');
  });

  it.each([false, true])('pattern: read (fill colours %s) and write one puzzle into it', async (fills) => {
    const context = strictWorkbook();
    const read = await readPatternSelection(context.asExcel(), fills);
    if (!read.ok) throw new Error(JSON.stringify(read));
    expect((await writePuzzleIntoPattern(context.asExcel(), read.selection, PUZZLE)).written).toBe(true);
  });

  it('batch: read a book, write Results and Summary, pick a Results row', async () => {
    const items = mixedItems(5);
    const context = fakeWorkbookWith('Book', [
      ['No.', 'Puzzle'],
      ...items.map((item) => [item.record.number, item.record.puzzle]),
    ]);
    context.strictLoads = true;
    expect((await readBookValues(context.asExcel(), 'Book')).values).toHaveLength(6);
    await writeBatchSheets(context.asExcel(), items);
    context.workbook.worksheets.active = 'Results';
    context.workbook.activeCell = { sheet: 'Results', row: 2, column: 0 };
    expect(await readSelectedResultsPuzzle(context.asExcel())).toBe(items[1].record.puzzle);
  });
});
