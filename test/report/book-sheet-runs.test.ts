/**
 * Fit to width shrinks a whole sheet to its widest page, so a book that mixes 9×9 pages with
 * pages wider than the paper (a 25×25 grid is 25 columns) puts the wide pages on sheets of their
 * own, in print order, and the 9×9 pages keep their size. Made-up puzzles: the layout reads no
 * more than their symbols.
 */

import { madeUpBook } from '../helpers/made-up-book';
import { buildBookSheets } from '../../src/report/book-sheets';

const NINE = { grade: 1, patterns: { symmetry: 'rotate180', givens: '24..30' } };

describe('book sheets of mixed widths', () => {
  it('gives pages wider than the paper sheets of their own, in print order', () => {
    const book = madeUpBook([
      { count: 7, ...NINE },
      { count: 1, kind: 'standard', size: 25, grade: 1, patterns: { givens: '300..320' } },
      { count: 6, ...NINE },
    ]);
    const sheets = buildBookSheets(book);
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      'Puzzles 1',
      'Puzzles 2',
      'Puzzles 3',
      'Solutions',
      'Analysis',
      'Plan',
    ]);
    const [first, wide, last] = sheets;
    // Two 9×9 grids and the gap column between them; 25 columns for the 25×25.
    expect(first.values[0]).toHaveLength(19);
    expect(last.values[0]).toHaveLength(19);
    expect(wide.values[0]).toHaveLength(25);
    // Seven 9×9 puzzles take two pages (a break between them), six take one.
    expect(first.print!.rowBreaks).toHaveLength(1);
    expect(last.print!.rowBreaks).toHaveLength(0);
    expect(first.print!.area).toBe('A1:S66');
    for (const sheet of sheets.slice(0, 3)) expect(sheet.print!.fitToWidth).toBe(true);
  });

  it('keeps one puzzle sheet when every page fits the paper (9×9 and 16×16)', () => {
    const book = madeUpBook([
      { count: 6, ...NINE },
      { count: 2, kind: 'standard', size: 16, grade: 1, patterns: { givens: '120..130' } },
    ]);
    expect(buildBookSheets(book).map((sheet) => sheet.name)).toEqual(['Puzzles', 'Solutions', 'Analysis', 'Plan']);
  });
});
