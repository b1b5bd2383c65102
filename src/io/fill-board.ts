/**
 * What Fill in place writes into a puzzle's own range (issue 20): its givens and solution square by
 * square of the range, how a person's entry reads, and how a value is written back — a 9×9 from its
 * 81-character strings, any other kind from its geometry, where squares that are no cell (between
 * the grids of a combined puzzle) are never touched.
 */

import { cellSymbol, cellValue } from '../engine';
import type { Geometry } from '../engine/variants';
import { symbolChar } from './variant-text';

export interface FillBoard {
  rows: number;
  columns: number;
  /** The symbols; an entry reads as cellValue(entry, size). */
  size: number;
  /** The given at a square (0-based in the range): its value, 0 for a blank cell, -1 for a square that is no cell. */
  given(row: number, column: number): number;
  solution(row: number, column: number): number;
  /** Values above 9 are written as letters (A = 10), as the puzzle was typed. */
  letters: boolean;
}

export function nineByNineBoard(puzzle: string, solution: string): FillBoard {
  return {
    rows: 9,
    columns: 9,
    size: 9,
    letters: false,
    given: (row, column) => cellSymbol(puzzle[row * 9 + column]),
    solution: (row, column) => Number(solution[row * 9 + column]),
  };
}

/** A puzzle of another kind: `givens` and `solution` by cell of the geometry. */
export function variantBoard(
  geometry: Geometry,
  givens: ArrayLike<number>,
  solution: ArrayLike<number>,
  letters: boolean,
): FillBoard {
  const cellAt = (row: number, column: number) => geometry.cellAt[row * geometry.cols + column];
  return {
    rows: geometry.rows,
    columns: geometry.cols,
    size: geometry.size,
    letters: letters && geometry.size > 9 && geometry.size <= 35,
    given: (row, column) => (cellAt(row, column) < 0 ? -1 : givens[cellAt(row, column)]),
    solution: (row, column) => solution[cellAt(row, column)],
  };
}

/** What a cell of the board reads as: its value, 0 for a blank. */
export function entryValue(board: Pick<FillBoard, 'size'>, entry: unknown): number {
  return cellValue(entry, board.size);
}

/** A value as Fill in place writes it: a number, or its letter on a puzzle typed with letters. */
export function writtenSymbol(board: FillBoard, value: number): number | string {
  return board.letters && value > 9 ? symbolChar(value) : value;
}

/** Whether a puzzle's range was typed with letters for the values above 9 (A = 10, G = 16). */
export function typedWithLetters(values: readonly (readonly unknown[])[]): boolean {
  return values.some((line) =>
    line.some((value) => typeof value === 'string' && /^[A-Za-zＡ-Ｚａ-ｚ]$/.test(value.trim())),
  );
}
