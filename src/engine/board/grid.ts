/**
 * A puzzle or a solution is 81 digits in reading order, 0 for an empty cell.
 * Uint8Array keeps it compact and cheap to copy in the generator's and analyser's loops.
 */

import { requireCells, requireDigits, requireText } from '../core/arguments';
import { CELL_COUNT } from './layout';

export type Digits = Uint8Array;

export function emptyDigits(): Digits {
  return new Uint8Array(CELL_COUNT);
}

const charCodes: number[] = new Array<number>(CELL_COUNT).fill(0);

/** The canonical 81-character text: digits and '.' for empty cells. */
export function digitsToString(digits: ArrayLike<number>, blank = '.'): string {
  requireDigits(digits, 'The digits');
  requireText(blank, 'The blank mark');
  // One string from reused character codes: 81 concatenations made garbage on every puzzle of a file.
  if (blank.length === 1) {
    const blankCode = blank.charCodeAt(0);
    let plain = true;
    for (let cell = 0; cell < CELL_COUNT && plain; cell++) {
      const value = digits[cell];
      if (!value) charCodes[cell] = blankCode;
      else if (value >= 1 && value <= 9 && value % 1 === 0) charCodes[cell] = 48 + value;
      else plain = false;
    }
    if (plain) return String.fromCharCode.apply(null, charCodes);
  }
  let text = '';
  for (let cell = 0; cell < CELL_COUNT; cell++) text += digits[cell] ? String(digits[cell]) : blank;
  return text;
}

/** Reads an already-validated 81-character string ('1'–'9' digits, anything else empty). */
export function digitsFromCanonical(text: string): Digits {
  requireText(text, 'The puzzle');
  const digits = emptyDigits();
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const code = text.charCodeAt(cell) - 48;
    digits[cell] = code >= 1 && code <= 9 ? code : 0;
  }
  return digits;
}

export function countGivens(digits: ArrayLike<number>): number {
  requireCells(digits, 'The digits');
  let count = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) if (digits[cell]) count++;
  return count;
}
