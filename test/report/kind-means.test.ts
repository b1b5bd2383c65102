import type { BookItem } from '../../src/io/book';
import type { PuzzleKind } from '../../src/io/record';
import { kindLabel } from '../../src/report/kind-means';
import { buildResultsSheet } from '../../src/report/results-sheet';
import { buildSummarySheet, summariseBatch, summaryText } from '../../src/report/summary-sheet';
import { parseRangeAddress, type SheetModel } from '../../src/report/sheet-model';
import { conqueredItem, invalidItem } from '../helpers/batch-items';
import { puzzlesWithSolutions } from '../helpers/corpus';

/** A puzzle of another kind as a batch hands it to the sheets: its givens as the record's digits, one value per cell. */
function variantItem(index: number, kind: PuzzleKind, cells: number, givens: number, timeMs: number): BookItem {
  const [{ puzzle, solution }] = puzzlesWithSolutions(1);
  const base = conqueredItem(index, puzzle, solution, 2, 'Hard');
  const digits = new Uint8Array(cells);
  for (let cell = 0; cell < givens; cell++) digits[cell * Math.floor(cells / givens)] = 1 + (cell % kind.size);
  return { record: { ...base.record, digits, puzzleKind: kind }, result: { ...base.result, givens, timeMs } };
}

const SIXTEEN: PuzzleKind = { name: 'diagonal', size: 16, grids: 1 };
const SAMURAI: PuzzleKind = { name: 'samurai', size: 9, grids: 5 };

describe('means by kind', () => {
  const nines = puzzlesWithSolutions(2).map(({ puzzle, solution }, i) => conqueredItem(i, puzzle, solution, 1, 'Easy'));
  const items: BookItem[] = [
    nines[0],
    variantItem(1, SIXTEEN, 256, 110, 8),
    variantItem(2, SAMURAI, 369, 200, 3),
    invalidItem(3),
    variantItem(4, SIXTEEN, 256, 100, 12),
    nines[1],
  ];
  const summary = summariseBatch(items);
  const nineGivens = nines.map(({ record }) => [...record.puzzle].filter((char) => char !== '.').length);

  it('fills Givens and Blanks of every readable row on its own grid', () => {
    const sheet = buildResultsSheet(items);
    const header = sheet.values[0];
    const cells = (row: number) => [
      sheet.values[row][header.indexOf('Givens')],
      sheet.values[row][header.indexOf('Blanks')],
    ];
    expect([1, 2, 3, 4, 5, 6].map(cells)).toEqual([
      [nineGivens[0], 81 - nineGivens[0]],
      [110, 146],
      [200, 169],
      ['', ''],
      [100, 156],
      [nineGivens[1], 81 - nineGivens[1]],
    ]);
  });

  it('averages givens, blanks and time per kind in the order the book first has each, leaving the unreadable puzzle out', () => {
    const nineTime = (nines[0].result.timeMs + nines[1].result.timeMs) / 2;
    expect(
      summary.kinds.map(({ kind, puzzles, meanGivens, meanBlanks }) => [kind.name, puzzles, meanGivens, meanBlanks]),
    ).toEqual([
      ['standard', 2, (nineGivens[0] + nineGivens[1]) / 2, 81 - (nineGivens[0] + nineGivens[1]) / 2],
      ['diagonal', 2, 105, 151],
      ['samurai', 1, 200, 169],
    ]);
    expect(summary.kinds.map((means) => means.meanTimeMs)).toEqual([nineTime, 10, 3]);
    expect(summary.meanGivens).toBeCloseTo((nineGivens[0] + nineGivens[1] + 110 + 200 + 100) / 5, 9);
  });

  it('writes a table of them below the cross-table, clear of the charts', () => {
    const sheet = buildSummarySheet(summary);
    const at = sheet.values.findIndex((row) => row[0] === 'Means by kind');
    const crossTotal = sheet.values.findIndex((row) => row[0] === 'Total');
    expect(at).toBeGreaterThan(crossTotal);
    expect(sheet.values[at + 1].slice(0, 5)).toEqual([
      'Kind',
      'Puzzles',
      'Mean givens',
      'Mean blanks',
      'Mean time (ms)',
    ]);
    expect(sheet.values.slice(at + 2, at + 5).map((row) => row.slice(0, 3))).toEqual([
      ['9×9', 2, (nineGivens[0] + nineGivens[1]) / 2],
      ['16×16 diagonal', 2, 105],
      ['samurai (5 grids)', 1, 200],
    ]);
    for (const chart of sheet.charts) {
      const place = parseRangeAddress(chart.placeAt);
      expect(place.row + place.rows).toBeLessThanOrEqual(at);
    }
    expect(summaryText(summary).join('\n')).toContain('16×16 diagonal 2 puzzles, mean 105.0 givens, 151.0 blanks');
  });

  it('names each kind in Japanese too', () => {
    const japanese: SheetModel = buildSummarySheet(summary, 'ja');
    const at = japanese.values.findIndex((row) => row[0] === '種類別の平均');
    expect(japanese.values.slice(at + 2, at + 5).map((row) => row[0])).toEqual([
      '9×9',
      '16×16 対角線',
      'サムライ (5 盤)',
    ]);
    expect(kindLabel({ name: 'combined', size: 9, grids: 12 }, 'en')).toBe('combined (12 grids)');
    expect(kindLabel({ name: 'standard', size: 25, grids: 1 }, 'ja')).toBe('25×25');
  });
});
