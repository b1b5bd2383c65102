import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { isPuzzleError } from '../../src/engine/core/errors';
import { hintFor } from '../../src/engine/analysis/hints';
import { parseSheetValues } from '../../src/io/parse';
import { parsePuzzleText } from '../../src/engine/board/cell-reader';
import { solve } from '../../src/engine/solver/solver';
import { ANALYSIS_LAYOUT, buildAnalysisSheet } from '../../src/report/analysis-sheet';
import {
  ANALYSIS_NAMED_ITEM,
  clearHighlight,
  FILLED_FONT_COLOUR,
  fillInPlace,
  HINT_FILL,
  highlightCells,
  hintCells,
  previewFill,
  readInputGrid,
  readPuzzleSelection,
  restoreFill,
  writeAnalysisSheet,
  type InputGrid,
} from '../../src/excel/analysis';
import { samplePuzzles } from '../helpers/corpus';
import { puzzleAt, putValues, typedGrid } from '../helpers/sheet-grid';
import { fakeWorkbookWith, withExcelApi, type FakeContext, type FakeWorksheet } from './fake-workbook';
import { nineByNineBoard } from '../../src/io/fill-board';

const [PUZZLE] = samplePuzzles('rated/mixed1000_meta.csv', 1);
const SOLUTION = Array.from(solve(parsePuzzleText(PUZZLE), 2).solutions[0]).join('');

function workbookWithPuzzle(selection = 'B2:J10'): { context: FakeContext; sheet: FakeWorksheet } {
  const context = fakeWorkbookWith('Sheet1', []);
  const sheet = context.workbook.worksheets.getItem('Sheet1');
  putValues(sheet, 'B2', typedGrid(PUZZLE));
  context.workbook.selection = { sheet: 'Sheet1', address: selection };
  return { context, sheet };
}

async function readOk(context: FakeContext): Promise<InputGrid> {
  const read = await readPuzzleSelection(context.asExcel());
  if (read.status !== 'ok') throw new Error(`selection not read: ${JSON.stringify(read)}`);
  return read;
}

describe('reading the selection', () => {
  it.each(['B2:J10', 'B2'])('reads the 9×9 block at %s in one sync', async (selection) => {
    const { context } = workbookWithPuzzle(selection);
    const read = await readOk(context);
    expect(context.syncs).toBe(1);
    expect(read.target).toMatchObject({ sheetName: 'Sheet1', address: 'B2:J10' });
    expect(Array.from(parseSheetValues(read.values)).join('')).toBe(PUZZLE.replace(/\./g, '0'));
    expect(read.fills.flat()).toEqual(new Array(81).fill('#FFFFFF'));
  });

  it.each([7, 9])('reads each cell’s fill in the same sync with ExcelApi 1.%i', async (newestMinor) => {
    const { context, sheet } = workbookWithPuzzle();
    sheet.cell(1, 1).fill = '#00B050';
    const read = await withExcelApi(newestMinor, () => readOk(context));
    expect(context.syncs).toBe(1);
    expect(read.fills[0][0]).toBe('#00B050');
    expect(read.fills.flat().filter((fill) => fill !== '#FFFFFF')).toHaveLength(1);
  });

  it('refuses any other size, and a multi-area selection, with what was selected', async () => {
    const { context } = workbookWithPuzzle('B2:D4');
    expect(await readPuzzleSelection(context.asExcel())).toEqual({ status: 'bad-selection', rows: 3, columns: 3 });
    context.workbook.selection = { sheet: 'Sheet1', address: 'B2:J10,L2' };
    expect((await readPuzzleSelection(context.asExcel())).status).toBe('unreadable');
  });
});

describe('writing the analysis sheet', () => {
  it('creates an add-in-owned sheet in two syncs, beside a person’s own "Analysis" sheet, with the solution and the chart', async () => {
    const { context } = workbookWithPuzzle();
    const theirs = context.workbook.worksheets.add('Analysis');
    putValues(theirs, 'A1', [['my notes']]);
    const read = await readOk(context);
    const result = analyzePuzzle(parseSheetValues(read.values));
    context.syncs = 0;
    const write = await writeAnalysisSheet(context.asExcel(), { result, target: read.target });
    expect(write).toEqual({ sheetName: 'Analysis (2)', created: true, syncs: 2 });
    expect(theirs.getRange('A1').values).toEqual([['my notes']]);
    const ours = context.workbook.worksheets.getItem('Analysis (2)');
    const solutionBlock = ours
      .getRange(`T${ANALYSIS_LAYOUT.gridRow + 1}:AB${ANALYSIS_LAYOUT.gridRow + 9}`)
      .values.flat()
      .join('');
    expect(solutionBlock).toBe(SOLUTION);
    expect(ours.getRange('B3').values[0][0]).toBe(result.status === 'conquer' ? 'Conquer' : 'Not Conquer');
    expect(ours.charts.items).toHaveLength(1);
    expect(context.workbook.names.getItem(ANALYSIS_NAMED_ITEM).getRange().worksheet).toBe(ours);
    expect(context.workbook.worksheets.active).toBe('Analysis (2)');
    for (const bytes of context.requestBytes) expect(bytes).toBeLessThan(1024 * 1024);
  });

  it('rewrites its own sheet (even renamed) in three syncs, leaving one chart and no stale rows', async () => {
    const { context } = workbookWithPuzzle();
    const read = await readOk(context);
    const full = analyzePuzzle(parseSheetValues(read.values));
    await writeAnalysisSheet(context.asExcel(), { result: full, target: read.target });
    const sheet = context.workbook.worksheets.getItem('Analysis');
    (sheet as unknown as { name: string }).name = 'Renamed';
    const rowsBefore = sheet.valuesBlock().length;
    const partial = analyzePuzzle(parseSheetValues(read.values), { techniques: 'B' });
    context.syncs = 0;
    const write = await writeAnalysisSheet(context.asExcel(), { result: partial, target: read.target, language: 'ja' });
    expect(write).toEqual({ sheetName: 'Renamed', created: false, syncs: 3 });
    expect(sheet.charts.items.length).toBe(partial.steps.length > 0 ? 1 : 0);
    if (partial.steps.length < full.steps.length) expect(sheet.valuesBlock().length).toBeLessThan(rowsBefore);
    expect(context.workbook.worksheets.items.map((each) => each.name)).toEqual(['Sheet1', 'Renamed']);
  });

  it('puts effort on the secondary axis when ExcelApi 1.8 is there', async () => {
    const { context } = workbookWithPuzzle();
    const read = await readOk(context);
    await withExcelApi(8, () =>
      writeAnalysisSheet(context.asExcel(), { result: analyzePuzzle(PUZZLE), target: read.target }),
    );
    const [chart] = context.workbook.worksheets.getItem('Analysis').charts.items;
    expect(chart.secondary).toEqual([1]);
    // Each value axis says what it measures: the series names of the model's chart.
    const spec = buildAnalysisSheet({ result: analyzePuzzle(PUZZLE), inputAddress: 'Sheet1!B2:J10' }).charts[0];
    expect([chart.axes.valueAxis.title.text, chart.axisTitles['Value/Secondary']?.text]).toEqual([
      spec.series[0].name,
      spec.series[1].name,
    ]);
  });
});

describe('fill in place and restore', () => {
  it('writes only the blank cells, in another colour, never a cell the person filled; Restore empties them again', async () => {
    const { context, sheet } = workbookWithPuzzle();
    const read = await readOk(context);
    const blank = PUZZLE.indexOf('.');
    const wrong = ((Number(SOLUTION[blank]) % 9) + 1) as number;
    sheet.cell(1 + Math.floor(blank / 9), 1 + (blank % 9)).value = wrong;
    const preview = await previewFill(context.asExcel(), read.target, nineByNineBoard(PUZZLE, SOLUTION));
    const blanks = [...PUZZLE].filter((ch) => ch === '.').length;
    expect(preview.blanks).toHaveLength(blanks - 1);
    context.syncs = 0;
    context.workbook.worksheets.add('Analysis').activate();
    const outcome = await fillInPlace(context.asExcel(), read.target, nineByNineBoard(PUZZLE, SOLUTION));
    expect(outcome.status).toBe('filled');
    expect(context.syncs).toBe(2);
    expect(context.workbook.worksheets.active).toBe('Sheet1');
    const after = puzzleAt(sheet, 'B2:J10');
    for (let cell = 0; cell < 81; cell++) {
      if (cell === blank) expect(after[cell]).toBe(String(wrong));
      else expect(after[cell]).toBe(PUZZLE[cell] === '.' ? SOLUTION[cell] : PUZZLE[cell]);
    }
    const second = PUZZLE.indexOf('.', blank + 1);
    const at = sheet.getRange('B2:J10').getCell(Math.floor(second / 9), second % 9);
    expect(at.format.font.color).toBe(FILLED_FONT_COLOUR);
    expect(sheet.getRange('B2:J10').getCell(Math.floor(blank / 9), blank % 9).format.font.color).toBe('#000000');

    // The person edits one filled cell; Restore keeps it and names it.
    const third = PUZZLE.indexOf('.', second + 1);
    sheet.cell(1 + Math.floor(third / 9), 1 + (third % 9)).value = 0;
    if (outcome.status !== 'filled') return;
    context.syncs = 0;
    const restored = await restoreFill(context.asExcel(), outcome.restore);
    expect(context.syncs).toBe(2);
    expect(restored.kept).toHaveLength(1);
    expect(restored.restored).toBe(blanks - 2);
    const back = puzzleAt(sheet, 'B2:J10');
    for (let cell = 0; cell < 81; cell++) if (cell !== blank && cell !== third) expect(back[cell]).toBe(PUZZLE[cell]);
    expect(at.format.font.color).toBe('#000000');
  });

  it('fills a grid that uses "." for its blanks, and Restore puts the dots back', async () => {
    const { context, sheet } = workbookWithPuzzle();
    putValues(
      sheet,
      'B2',
      typedGrid(PUZZLE).map((cells) => cells.map((value) => (value === '' ? '.' : value))),
    );
    const read = await readOk(context);
    const blanks = [...PUZZLE].filter((ch) => ch === '.').length;
    expect((await previewFill(context.asExcel(), read.target, nineByNineBoard(PUZZLE, SOLUTION))).blanks).toHaveLength(
      blanks,
    );
    const outcome = await fillInPlace(context.asExcel(), read.target, nineByNineBoard(PUZZLE, SOLUTION));
    expect(outcome.status).toBe('filled');
    expect(puzzleAt(sheet, 'B2:J10')).toBe(SOLUTION);
    if (outcome.status !== 'filled') return;
    await restoreFill(context.asExcel(), outcome.restore);
    expect(puzzleAt(sheet, 'B2:J10')).toBe(PUZZLE);
  });

  it('reads full-width digits as those digits, not as changed givens', async () => {
    const { context, sheet } = workbookWithPuzzle();
    const fullWidth = (digit: number) => String.fromCharCode(0xff10 + digit);
    putValues(
      sheet,
      'B2',
      typedGrid(PUZZLE).map((cells) => cells.map((value) => (value === '' ? '' : fullWidth(Number(value))))),
    );
    const read = await readOk(context);
    const outcome = await fillInPlace(context.asExcel(), read.target, nineByNineBoard(PUZZLE, SOLUTION));
    expect(outcome).toMatchObject({ status: 'filled' });
    const after = puzzleAt(sheet, 'B2:J10');
    for (let cell = 0; cell < 81; cell++)
      expect(after[cell]).toBe(PUZZLE[cell] === '.' ? SOLUTION[cell] : fullWidth(Number(PUZZLE[cell])));
  });

  it('writes nothing when a given changed since the analysis', async () => {
    const { context, sheet } = workbookWithPuzzle();
    const read = await readOk(context);
    const given = [...PUZZLE].findIndex((ch) => ch !== '.');
    sheet.cell(1 + Math.floor(given / 9), 1 + (given % 9)).value = '';
    const outcome = await fillInPlace(context.asExcel(), read.target, nineByNineBoard(PUZZLE, SOLUTION));
    expect(outcome.status).toBe('changed');
    expect(puzzleAt(sheet, 'B2:J10').replace(/\./g, '').length).toBe(PUZZLE.replace(/\./g, '').length - 1);
  });
});

describe('hints and highlights', () => {
  it('points at a wrong entry first, then the unit, then the cell, and clearing restores each original fill', async () => {
    const { context, sheet } = workbookWithPuzzle();
    sheet.cell(1, 1).fill = '#00B050';
    const read = await readOk(context);
    const blank = PUZZLE.indexOf('.');
    const wrong = (Number(SOLUTION[blank]) % 9) + 1;
    sheet.cell(1 + Math.floor(blank / 9), 1 + (blank % 9)).value = wrong;

    context.syncs = 0;
    let grid = await readInputGrid(context.asExcel(), read.target);
    expect(context.syncs).toBe(1);
    let hint = hintFor(PUZZLE, parseSheetValues(grid.values));
    expect(hint.wrong).toEqual([
      { row: Math.floor(blank / 9) + 1, col: (blank % 9) + 1, value: wrong, correct: Number(SOLUTION[blank]) },
    ]);
    context.workbook.worksheets.add('Analysis').activate();
    let highlight = await highlightCells(context.asExcel(), grid, hintCells(hint, 1), HINT_FILL);
    expect(sheet.cell(1 + Math.floor(blank / 9), 1 + (blank % 9)).fill).toBe(HINT_FILL);
    // The highlight is shown: the input's sheet comes to the front (the analysis sheet was).
    expect(context.workbook.worksheets.active).toBe('Sheet1');

    // The person corrects it: level 1 lights the unit, level 2 the cell, replacing the previous highlight.
    sheet.cell(1 + Math.floor(blank / 9), 1 + (blank % 9)).value = '';
    grid = await readInputGrid(context.asExcel(), read.target);
    hint = hintFor(PUZZLE, parseSheetValues(grid.values));
    const next = hint.next!;
    expect(next.value).toBe(Number(SOLUTION[(next.row - 1) * 9 + next.col - 1]));
    const unit = hintCells(hint, 1);
    expect(unit).toHaveLength(9);
    expect(unit).toContainEqual([next.row - 1, next.col - 1]);
    highlight = await highlightCells(context.asExcel(), grid, unit, HINT_FILL, highlight);
    highlight = await highlightCells(
      context.asExcel(),
      await readInputGrid(context.asExcel(), read.target),
      hintCells(hint, 2),
      HINT_FILL,
      highlight,
    );
    const lit = [...sheet.cells.entries()].filter(([, cell]) => cell.fill === HINT_FILL).map(([key]) => key);
    expect(lit).toEqual([`${next.row},${next.col}`]);
    await clearHighlight(context.asExcel(), highlight);
    expect([...sheet.cells.values()].filter((cell) => cell.fill === HINT_FILL)).toHaveLength(0);
    expect(sheet.cell(1, 1).fill).toBe('#00B050');
  });

  it('points level 1 at the unit, level 2 at the pattern and the cell, level 3 at the cell', () => {
    // A pointing pair in box 1 at (1,1),(1,2) that leaves (1,7) a hidden single in row 1.
    const next = {
      technique: 'VL',
      unit: 'box 1',
      areaCells: [
        [1, 1],
        [1, 2],
      ] as [number, number][],
      placingUnit: 'row 1',
      row: 1,
      col: 7,
      value: 4,
      eliminated: [],
      deductions: [],
      hints: ['', '', ''],
    };
    const hint = { wrong: [], next };
    expect(hintCells(hint, 1)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 0],
      [2, 1],
      [2, 2],
    ]);
    expect(hintCells(hint, 2)).toEqual([
      [0, 0],
      [0, 1],
      [0, 6],
    ]);
    expect(hintCells(hint, 3)).toEqual([[0, 6]]);
    expect(hintCells({ wrong: [], next: { ...next, areaCells: [[1, 7]] } }, 2)).toEqual([[0, 6]]);
    expect(hintCells({ wrong: [{ row: 5, col: 6, value: 1, correct: 2 }], next }, 3)).toEqual([[4, 5]]);
  });

  it('marks the cells of an unreadable input', async () => {
    const { context, sheet } = workbookWithPuzzle();
    sheet.cell(3, 4).value = 'x';
    const read = await readOk(context);
    let cells: [number, number][] = [];
    try {
      parseSheetValues(read.values);
    } catch (error) {
      if (!isPuzzleError(error)) throw error;
      cells = error.cells.map(([r, c]) => [r - 1, c - 1]);
    }
    expect(cells).toEqual([[2, 3]]);
    await highlightCells(context.asExcel(), read, cells, HINT_FILL);
    expect(sheet.cell(3, 4).fill).toBe(HINT_FILL);
  });
});
