/**
 * A puzzle typed into a fake sheet and read back, for the adapter and panel tests: digits as the
 * numbers a person types, empty cells left empty; read back with '.' for an empty cell.
 */

import { parseRangeAddress } from '../../src/report/sheet-model';
import type { FakeWorksheet } from '../excel/fake-workbook';

/** The 9×9 values a person types for a puzzle: digits as numbers, blanks as "". */
export function typedGrid(puzzle: string): unknown[][] {
  return Array.from({ length: 9 }, (_, r) =>
    Array.from({ length: 9 }, (_, c) => (puzzle[r * 9 + c] === '.' ? '' : Number(puzzle[r * 9 + c]))),
  );
}

/** Puts a block of values into the sheet from the top-left cell `address`. */
export function putValues(sheet: FakeWorksheet, address: string, values: unknown[][]): void {
  const { row, column } = parseRangeAddress(address);
  values.forEach((cells, r) => cells.forEach((value, c) => (sheet.cell(row + r, column + c).value = value)));
}

/** What a block reads as, '.' for an empty cell. */
export function puzzleAt(sheet: FakeWorksheet, address: string): string {
  return sheet
    .getRange(address)
    .values.flat()
    .map((value) => (value === '' ? '.' : String(value)))
    .join('');
}
