/**
 * The one reader from what a person typed in a cell — a sheet value, a token of a grid, a
 * character of a puzzle line — to a puzzle symbol (a digit, or a blank), and the 81-character line
 * reader the engine's string API needs. File formats build on these in src/io; the Excel adapter
 * reads a person's grid with them, so every front end agrees on what a cell holds.
 *
 * Every problem becomes a PuzzleError('bad-input') naming each offending cell (row, column and its
 * A1 name inside the grid) and what was found there.
 */

import {
  clipped,
  describeValue,
  namedCharacter,
  requireBytes,
  requireCells,
  requireFunction,
  requireInteger,
  requireText,
} from '../core/arguments';
import { PuzzleError } from '../core/errors';
import { positionOf } from './layout';
import type { CellPosition } from '../core/errors';
import { CELL_COUNT } from './layout';
import { emptyDigits } from './grid';
import { MAX_SYMBOLS, MIN_SYMBOLS } from '../core/limits';
import type { Digits } from './grid';

export { describeValue } from '../core/arguments';

export const BLANK_MARKS = '. 0 - _ *';
export const CELL_RULE = `A cell holds a digit 1–9, or is empty (left blank, or ${BLANK_MARKS}).`;
/** Returned by cellSymbol for a value that is neither a digit nor a blank. */
export const NOT_A_SYMBOL = -1;
const MAX_NAMED_CELLS = 3;

/**
 * "row 3, column 8" of the puzzle. No A1 name: only a front end knows where the grid sits on a
 * sheet, and names the cell by its real address (a name computed from A1 was wrong elsewhere).
 */
export function describeCell(cell: number): string {
  const [row, column] = positionOf(cell);
  return `row ${row}, column ${column}`;
}

/** A puzzle line's characters: its code points, so an astral character is one cell (UTF-16 alone would make it two). */
function characters(text: string): ArrayLike<string> & { slice(start: number, end?: number): ArrayLike<string> } {
  return /[\ud800-\udfff]/.test(text) ? Array.from(text) : text;
}

/** What a cell holds as a person would see it: a text as typed (cut short), anything else as describeValue says it. */
export function foundText(value: unknown): string {
  return typeof value === 'string' ? (namedCharacter(value) ?? clipped(value)) : describeValue(value);
}

/**
 * The digit of a one-character mark, 0 for a blank mark, NOT_A_SYMBOL for anything else (a space
 * too: within a puzzle line it would shift every cell after it); full-width forms count.
 */
function markValue(mark: string): number {
  return typeof mark === 'string' && mark.length === 1 ? markCodeValue(mark.charCodeAt(0)) : NOT_A_SYMBOL;
}

/** markValue of the mark with this character code. */
function markCodeValue(code: number): number {
  // Japanese input methods type full-width forms (１, ．, －); they sit 0xFEE0 above ASCII.
  if (code >= 0xff01 && code <= 0xff5e) code -= 0xfee0;
  if (code >= 49 && code <= 57) return code - 48;
  return code === 48 || code === 46 || code === 45 || code === 95 || code === 42 ? 0 : NOT_A_SYMBOL;
}

/**
 * Whether `text` is exactly 81 cell marks, read then into `digits` from `offset`: the plain line
 * of a big puzzle file, read without building anything (a line that is not plain is left to
 * parsePuzzleText, which names what is wrong).
 */
export function readPlainLine(text: string, digits: Uint8Array, offset = 0): boolean {
  requireText(text, 'The line');
  requireDigitsAt(digits, offset);
  if (text.length !== CELL_COUNT) return false;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const value = markCodeValue(text.charCodeAt(cell));
    if (value < 0) return false;
    digits[offset + cell] = value;
  }
  return true;
}

/** markCodeValue of each byte's code, NOT_A_SYMBOL above ASCII: a full-width mark takes 3 bytes in UTF-8, so 81 bytes of marks are all ASCII. */
const BYTE_MARK_VALUES = Int8Array.from({ length: 256 }, (_, code) =>
  code < 128 ? markCodeValue(code) : NOT_A_SYMBOL,
);

/**
 * readPlainLine of a line's UTF-8 bytes, for a line of exactly 81 bytes from `start`: the plain
 * lines of a big file read straight from what was read, without a string made of them.
 */
export function readPlainBytes(bytes: Uint8Array, start: number, digits: Uint8Array, offset = 0): boolean {
  requireBytes(bytes, 'The bytes');
  requireInteger(start, 'The line start', 0, bytes.length - CELL_COUNT);
  requireDigitsAt(digits, offset);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const value = BYTE_MARK_VALUES[bytes[start + cell]];
    if (value < 0) return false;
    digits[offset + cell] = value;
  }
  return true;
}

/** Room for a puzzle's 81 digits in `digits` from `offset`. */
function requireDigitsAt(digits: Uint8Array, offset: number): void {
  requireBytes(digits, 'The digits');
  requireInteger(offset, 'The offset', 0, digits.length - CELL_COUNT);
}

/**
 * The digit 1–9 a cell holds, 0 for a blank, NOT_A_SYMBOL when it is neither. A cell is a sheet
 * value (number, string, null) or a token of a file; an empty or all-space cell is blank, and
 * surrounding spaces (also the full-width U+3000) do not count.
 */
export function cellSymbol(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= 9 ? value : NOT_A_SYMBOL;
  if (typeof value !== 'string') return NOT_A_SYMBOL;
  const text = value.trim();
  return text === '' ? 0 : markValue(text);
}

/**
 * The value 1..size a cell holds for a puzzle of `size` symbols (4–49), 0 for a blank,
 * NOT_A_SYMBOL otherwise: up to 9 symbols exactly as cellSymbol reads it; above 9 also a number
 * up to the size (typed or as text, full-width too) or a letter A–Z (A = 10, G = 16, P = 25).
 */
export function cellValue(value: unknown, size: number): number {
  requireInteger(size, 'The symbol count', MIN_SYMBOLS, MAX_SYMBOLS);
  if (size <= 9) {
    const digit = cellSymbol(value);
    return digit > size ? NOT_A_SYMBOL : digit;
  }
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= size ? value : NOT_A_SYMBOL;
  if (typeof value !== 'string') return cellSymbol(value);
  const text = halfWidth(value.trim());
  if (/^\d{1,2}$/.test(text)) return Number(text) <= size ? Number(text) : NOT_A_SYMBOL;
  const letter = /^[A-Za-z]$/.test(text) ? text.toUpperCase().charCodeAt(0) - 55 : NOT_A_SYMBOL;
  if (letter !== NOT_A_SYMBOL) return letter <= size ? letter : NOT_A_SYMBOL;
  return text === '' ? 0 : markValue(text);
}

/** Full-width forms (１２, Ａ) as their ASCII characters. */
function halfWidth(text: string): string {
  return text.replace(/[\uff01-\uff5e]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));
}

function badCellsError(badCells: number[], found: unknown[]): PuzzleError {
  const named = badCells
    .slice(0, MAX_NAMED_CELLS)
    .map((cell, i) => `${describeCell(cell)} holds ${describeValue(found[i])}`)
    .join('; ');
  const more = badCells.length > MAX_NAMED_CELLS ? ` (and ${badCells.length - MAX_NAMED_CELLS} more cells)` : '';
  const cells: CellPosition[] = badCells.map(positionOf);
  const input = { problem: 'not-a-symbol' as const, found: found.map(foundText) };
  return new PuzzleError('bad-input', `Not a digit or a blank: ${named}${more}. ${CELL_RULE}`, cells, input);
}

/** Turns 81 cells into digits with `symbolOf`, reporting every unreadable cell at once. */
export function digitsFromCells<T>(cells: ArrayLike<T>, symbolOf: (cell: T) => number = cellSymbol): Digits {
  requireCells(cells, 'The cells');
  requireFunction(symbolOf, 'The cell reader');
  const digits = emptyDigits();
  const badCells: number[] = [];
  const found: unknown[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const value = symbolOf(cells[cell]);
    if (!(Number.isInteger(value) && value >= 0 && value <= 9)) {
      badCells.push(cell);
      found.push(cells[cell]);
    } else {
      digits[cell] = value;
    }
  }
  if (badCells.length > 0) throw badCellsError(badCells, found);
  return digits;
}

/** The 81 cell marks of a one-line puzzle: the first 81 characters (code points) after leading whitespace. */
export function lineTokens(text: string): ArrayLike<string> {
  requireText(text, 'The puzzle');
  const trimmed = characters(text.trim());
  if (trimmed.length < CELL_COUNT) {
    const count = trimmed.length;
    const found =
      count === 0 ? 'The puzzle is empty' : `The puzzle has only ${count} character${count === 1 ? '' : 's'}`;
    throw new PuzzleError('bad-input', `${found}; it needs 81, one per cell, row by row. ${CELL_RULE}`, [], {
      problem: 'too-short',
      length: count,
    });
  }
  return trimmed.slice(0, CELL_COUNT);
}

/** What follows a puzzle line's 81st character (code points counted, as lineTokens counts them). */
export function lineTail(text: string): string {
  requireText(text, 'The puzzle line');
  const trimmed = text.trim();
  const marks = characters(trimmed);
  return marks === trimmed ? trimmed.slice(CELL_COUNT) : Array.from(marks).slice(CELL_COUNT).join('');
}

/** Whether the text starts (after spaces) with 81 cell marks, i.e. reads as a one-line puzzle. */
export function isPuzzleLine(text: string): boolean {
  requireText(text, 'The line');
  const trimmed = text.trim();
  if (trimmed.length < CELL_COUNT) return false;
  for (let cell = 0; cell < CELL_COUNT; cell++) if (markValue(trimmed[cell]) < 0) return false;
  return true;
}

/** One puzzle as an 81-character line (blanks . 0 - _ *); characters after the 81st are not read. */
export function parsePuzzleText(text: string): Digits {
  return digitsFromCells(lineTokens(text), markValue);
}

/** Reads 81 tokens (characters of a line, or grid tokens) as a puzzle's digits. */
export function parseCellTokens(tokens: ArrayLike<string>): Digits {
  requireCells(tokens, 'The tokens');
  return digitsFromCells(tokens, markValue);
}
