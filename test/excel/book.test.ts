/**
 * writeBookSheets (issue 40 item 4): a book's four sheet models written from the pane into new
 * sheets of the strict fake workbook, under free names beside a person's sheets of the same names;
 * the print settings read back where ExcelApi 1.9 is there; a book of many pages sent in requests
 * that each stay small.
 */

import { assembleBook, readBookPlan, type BookPuzzle } from '../../src/engine/book';
import { writeBookSheets } from '../../src/excel/book';
import { buildBookSheets } from '../../src/report/book-sheets';
import { puzzlesWithSolutions } from '../helpers/corpus';
import { FakeContext, withExcelApi } from './fake-workbook';

/** Published puzzles with their solutions stand in for generated ones: the writer only places them. */
function sheetsOf(count: number, paper: 'A4' | 'Letter') {
  const plan = readBookPlan({
    title: 'Print test',
    paper,
    sections: [{ count, grade: 'Beginner..Ultra Hard', patterns: { givens: '17..80' } }],
  });
  const answers: BookPuzzle[] = puzzlesWithSolutions(count).map(({ puzzle, solution }, k) => ({
    section: 0,
    k,
    puzzle,
    solution,
    givens: puzzle.replace(/\./g, '').length,
    grade: { level: 3, name: 'Easy' },
    rating: 1.5 + k / 1000,
    steps: 40,
    techniqueCounts: { S: 40 },
    timeMs: 1,
    attempts: 1,
    seed: k,
    retry: 0,
  }));
  return buildBookSheets(assembleBook(plan, 1, answers), '{}');
}

function workbook(...names: string[]): FakeContext {
  const context = new FakeContext();
  context.strictLoads = true;
  for (const name of names) context.workbook.worksheets.add(name).getRange('A1').values = [[`${name}: a person’s`]];
  context.discardPending();
  return context;
}

describe('a book’s sheets written from the pane', () => {
  it('go to new sheets beside a person’s sheets of the same names, which stay as they were, the first page shown', async () => {
    const context = workbook('Puzzles', 'Plan');
    const report = await withExcelApi(9, () => writeBookSheets(context.asExcel(), sheetsOf(7, 'A4')));
    expect(report.sheetNames).toEqual(['Puzzles (2)', 'Solutions', 'Analysis', 'Plan (2)']);
    expect(report.printSetup).toBe(true);
    expect(context.workbook.worksheets.getItem('Puzzles').getRange('A1').currentValues()).toEqual([
      ['Puzzles: a person’s'],
    ]);
    expect(context.workbook.worksheets.getItem('Plan').getRange('A1').currentValues()).toEqual([['Plan: a person’s']]);
    expect(context.workbook.worksheets.getActiveWorksheet().name).toBe('Puzzles (2)');
  });

  it('with their print settings where ExcelApi 1.9 is there: print area, a break after each page, paper, one page wide, title and page numbers', async () => {
    const context = workbook();
    await withExcelApi(9, () => writeBookSheets(context.asExcel(), sheetsOf(13, 'Letter')));
    const puzzles = context.workbook.worksheets.getItem('Puzzles');
    // 13 puzzles, six a page: three pages of 3 × 11 rows, two grids of 9 columns and a gap across.
    expect(puzzles.printArea).toBe('A1:S99');
    expect(puzzles.pageBreaks).toEqual(['A34', 'A67']);
    expect(puzzles.pageLayout).toMatchObject({
      paperSize: 'Letter',
      orientation: 'Portrait',
      zoom: { horizontalFitToPages: 1 },
      leftMargin: 36,
      rightMargin: 36,
    });
    expect(puzzles.pageLayout.headersFooters.defaultForAllPages).toEqual({
      centerHeader: '&"-,Bold"&14Print test',
      centerFooter: 'Puzzles · &P / &N',
    });
    const solutions = context.workbook.worksheets.getItem('Solutions');
    // Twelve a page: two pages of 4 × 11 rows, three grids across.
    expect(solutions.printArea).toBe('A1:AC88');
    expect(solutions.pageBreaks).toEqual(['A45']);
    const analysis = context.workbook.worksheets.getItem('Analysis');
    expect(analysis.pageLayout).toMatchObject({ orientation: 'Landscape', paperSize: 'Letter' });
    expect(analysis.pageBreaks).toEqual([]);
  });

  it('without them on an older Excel, which gets the same grids', async () => {
    const context = workbook();
    const report = await withExcelApi(8, () => writeBookSheets(context.asExcel(), sheetsOf(7, 'A4')));
    expect(report.printSetup).toBe(false);
    const puzzles = context.workbook.worksheets.getItem('Puzzles');
    expect(puzzles.printArea).toBeUndefined();
    expect(puzzles.pageBreaks).toEqual([]);
    expect(puzzles.getRange('A1').currentValues()).toEqual([[expect.stringMatching(/^No\. 1 · Easy · \d+ givens$/)]]);
  });

  it('a book of many pages in several requests, each within the writer’s bound', async () => {
    const context = workbook();
    const report = await withExcelApi(9, () => writeBookSheets(context.asExcel(), sheetsOf(180, 'A4')));
    // 30 puzzle pages with twelve styles a grid: the styles go in slices (1,500 a request), so more than one request a sheet.
    expect(report.syncs).toBeGreaterThan(4 + 2);
    expect(context.workbook.worksheets.getItem('Puzzles').printArea).toBe('A1:S990');
    expect(context.workbook.worksheets.getItem('Solutions').printArea).toBe('A1:AC660');
  });
});
