/**
 * Issue 39 item 4: the sheets the add-in finds again (Analysis, Library, a Solve along sheet) are
 * found by the workbook name it keeps, not by their sheet names, when Office's language changes
 * between two writes; they then take the current language's name, unless the person named them.
 * A person's sheet that has the add-in's name in either language is never written to.
 */

import { analyzePuzzle } from '../../src/engine/analyser';
import { ANALYSIS_NAMED_ITEM, writeAnalysisSheet } from '../../src/excel/analysis';
import { LIBRARY_NAMED_ITEM, readLibrary, storeSelectedPuzzle } from '../../src/excel/library';
import { defaultNameBase } from '../../src/excel/owned-sheet';
import { writeSessionSheet } from '../../src/excel/solve-along';
import { buildSessionSheet } from '../../src/report/session-sheet';
import { compareSession } from '../../src/engine/analysis/solve-along';
import { samplePuzzles } from '../helpers/corpus';
import { putValues, typedGrid } from '../helpers/sheet-grid';
import { FakeContext, type FakeWorksheet } from './fake-workbook';

const [PUZZLE, OTHER] = samplePuzzles('rated/mixed1000_meta.csv', 2);
const NOW = new Date(2026, 10, 28, 3, 0);

function workbookWithPuzzle(): { context: FakeContext; sheets: FakeContext['workbook']['worksheets'] } {
  const context = new FakeContext();
  const sheets = context.workbook.worksheets;
  putValues(sheets.add('Puzzle'), 'B2', typedGrid(PUZZLE));
  context.workbook.selection = { sheet: 'Puzzle', address: 'B2:J10' };
  return { context, sheets };
}

function mine(sheets: FakeContext['workbook']['worksheets'], name: string): FakeWorksheet {
  const sheet = sheets.add(name);
  putValues(sheet, 'A1', [['my notes'], [42]]);
  return sheet;
}

const target = { sheetId: '', sheetName: 'Puzzle', address: 'B2:J10' };

describe('sheets found again after the display language changes', () => {
  it('Analysis: the same sheet, renamed 解析 (beside a person’s own 解析) and back, never the person’s', async () => {
    const { context, sheets } = workbookWithPuzzle();
    const theirs = mine(sheets, '解析');
    const result = analyzePuzzle(PUZZLE);
    const english = await writeAnalysisSheet(context.asExcel(), {
      result,
      target: { ...target, sheetId: sheets.getItem('Puzzle').id },
      language: 'en',
    });
    expect(english).toMatchObject({ sheetName: 'Analysis', created: true });
    const ours = sheets.getItem('Analysis');
    const japanese = await writeAnalysisSheet(context.asExcel(), {
      result,
      target: { ...target, sheetId: sheets.getItem('Puzzle').id },
      language: 'ja',
    });
    expect(japanese).toMatchObject({ sheetName: '解析 (2)', created: false });
    expect(sheets.getItem('解析 (2)')).toBe(ours);
    expect(ours.getRange('A1').values[0][0]).not.toBe('my notes');
    expect(theirs.valuesBlock()).toEqual([['my notes'], [42]]);
    const again = await writeAnalysisSheet(context.asExcel(), {
      result,
      target: { ...target, sheetId: sheets.getItem('Puzzle').id },
      language: 'en',
    });
    expect(again).toMatchObject({ sheetName: 'Analysis', created: false });
    expect(sheets.items.map((sheet) => sheet.name)).toEqual(['Puzzle', '解析', 'Analysis']);
    expect(context.workbook.names.getItem(ANALYSIS_NAMED_ITEM).getRange().worksheet).toBe(ours);
  });

  it('Library: stores of either language go to the one sheet, which takes the current name; a person’s own 保存した問題 is left alone', async () => {
    const { context, sheets } = workbookWithPuzzle();
    const first = await storeSelectedPuzzle(context.asExcel(), { number: 1, title: 'one', now: NOW, language: 'en' });
    expect(first).toMatchObject({ status: 'stored', sheetName: 'Library', created: true });
    const ours = sheets.getItem('Library');
    const theirs = mine(sheets, '保存した問題');
    putValues(sheets.getItem('Puzzle'), 'B2', typedGrid(OTHER));
    const second = await storeSelectedPuzzle(context.asExcel(), { number: 2, title: '二', now: NOW, language: 'ja' });
    expect(second).toMatchObject({ status: 'stored', sheetName: '保存した問題 (2)', created: false });
    expect(sheets.getItem('保存した問題 (2)')).toBe(ours);
    expect(theirs.valuesBlock()).toEqual([['my notes'], [42]]);
    const listing = await readLibrary(context.asExcel());
    expect(listing.sheetName).toBe('保存した問題 (2)');
    expect(listing.entries.map((entry) => [entry.number, entry.title, entry.puzzle])).toEqual([
      [1, 'one', PUZZLE],
      [2, '二', OTHER],
    ]);
    expect(context.workbook.names.getItem(LIBRARY_NAMED_ITEM).getRange().worksheet).toBe(ours);
  });

  it('keeps a name the person gave the sheet', async () => {
    const { context, sheets } = workbookWithPuzzle();
    await storeSelectedPuzzle(context.asExcel(), { number: 1, title: 'one', now: NOW, language: 'en' });
    sheets.getItem('Library').name = 'My puzzles';
    const stored = await storeSelectedPuzzle(context.asExcel(), { number: 2, title: 'two', now: NOW, language: 'ja' });
    expect(stored).toMatchObject({ sheetName: 'My puzzles', created: false });
  });

  it('Solve along: the puzzle’s session sheet is found again and renamed 解答記録', async () => {
    const { context, sheets } = workbookWithPuzzle();
    const result = analyzePuzzle(PUZZLE);
    const figures = compareSession({ solution: result.solution!, steps: result.steps }, []);
    const model = (language: 'en' | 'ja') =>
      buildSessionSheet({
        source: 'Puzzle!B2:J10',
        inputAddress: 'B2:J10',
        sessions: [{ number: 1, started: 'now', figures }],
        language,
      });
    expect(await writeSessionSheet(context.asExcel(), PUZZLE, model('en'))).toMatchObject({
      sheetName: 'Solve along',
      created: true,
    });
    const ours = sheets.getItem('Solve along');
    expect(await writeSessionSheet(context.asExcel(), PUZZLE, model('ja'))).toMatchObject({
      sheetName: '解答記録',
      created: false,
    });
    expect(sheets.getItem('解答記録')).toBe(ours);
  });

  it('knows its own names, numbered or not, and nothing else', () => {
    expect(defaultNameBase('Library (12)', ['Library'])).toBe('Library');
    expect(defaultNameBase('Library', ['Library'])).toBe('Library');
    for (const name of ['Library (x)', 'Library 2', 'My Library', 'Library (2) old', 'library'])
      expect(defaultNameBase(name, ['Library'])).toBeUndefined();
  });
});
