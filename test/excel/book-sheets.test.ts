/**
 * A book's sheets written into Excel through the pane's sheet writer (issue 40): the grids with
 * their row heights and thick box lines, and with ExcelApi 1.9 the page setup a printer needs
 * (print area, paper, one page wide, margins, the title as header, a page break after each page).
 */

import { assembleBook, type BookPuzzle } from '../../src/engine/book/book';
import { readBookPlan } from '../../src/engine/book/plan';
import { writeModel } from '../../src/excel/sheet-writer';
import { buildBookSheets } from '../../src/report/book-sheets';
import { puzzlesWithSolutions } from '../helpers/corpus';
import { FakeContext, withExcelApi } from './fake-workbook';

const PLAN = readBookPlan({
  title: 'R&D 数独',
  paper: 'A4',
  sections: [{ count: 7, grade: 'Beginner..Ultra Hard', patterns: { givens: '17..80' } }],
});
/** Seven published puzzles with their solutions stand in for generated ones: the layout only places them. */
const ANSWERS: BookPuzzle[] = puzzlesWithSolutions(7).map(({ puzzle, solution }, k) => ({
  section: 0,
  k,
  puzzle,
  solution,
  pattern: puzzle.replace(/[1-9]/g, 'X'),
  givens: puzzle.replace(/\./g, '').length,
  grade: { level: 4, name: 'Pleasant' },
  rating: 2 + k / 10,
  steps: 50,
  techniqueCounts: { S: 40 },
  timeMs: 1,
  attempts: 1,
  seed: k,
  retry: 0,
}));
const [PUZZLES] = buildBookSheets(assembleBook(PLAN, 1, ANSWERS));

describe('a book written into Excel', () => {
  it('sets up the puzzle pages for print where ExcelApi 1.9 is there', async () => {
    const context = new FakeContext();
    const sheet = context.workbook.worksheets.add('Puzzles');
    await withExcelApi(9, async () => writeModel(sheet as unknown as Excel.Worksheet, PUZZLES));
    expect(sheet.printArea).toBe('A1:S66');
    expect(sheet.pageBreaks).toEqual(['A34']);
    expect(sheet.pageLayout).toMatchObject({
      paperSize: 'A4',
      orientation: 'Portrait',
      zoom: { horizontalFitToPages: 1 },
      leftMargin: 36,
      centerHorizontally: true,
    });
    expect(sheet.pageLayout.topMargin).toBeCloseTo(43.2, 6);
    expect(sheet.pageLayout.headersFooters.defaultForAllPages).toEqual({
      centerHeader: '&"-,Bold"&14R&&D 数独',
      centerFooter: 'Puzzles · &P / &N',
    });
    expect(sheet.getRange('B2').values).toEqual([[Number(ANSWERS[0].puzzle![1]) || '']]);
    expect(sheet.styled).toContainEqual({
      address: 'Puzzles!A2:I10',
      property: 'format.horizontalAlignment',
      value: 'Center',
    });
    expect(sheet.styled.filter(({ property, value }) => property === 'format.rowHeight' && value === 22)).toHaveLength(
      2 * 3 * 9,
    );
  });

  it('writes the same grids without the page setup on an older Excel', async () => {
    const context = new FakeContext();
    const sheet = context.workbook.worksheets.add('Puzzles');
    await withExcelApi(8, async () => writeModel(sheet as unknown as Excel.Worksheet, PUZZLES));
    expect(sheet.printArea).toBeUndefined();
    expect(sheet.pageBreaks).toEqual([]);
    expect(sheet.getRange('A1').values).toEqual([[`No. 1 · Pleasant · ${ANSWERS[0].givens} givens`]]);
  });
});
