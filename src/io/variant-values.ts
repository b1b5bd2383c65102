/**
 * Values by cell of a puzzle of any kind as JSON and sheet text give them (issue 20): apart from
 * the analysers in variant-results.ts, so that reading and writing puzzles does not load them.
 */

import type { Geometry } from '../engine/variants';
import { formatVariantPuzzle, symbolChar } from './variant-text';

/** The largest N written in the one-line form; above it JSON gives rows of numbers. */
export const ONE_LINE_LIMIT = 35;

/** How text writes a value of an N-symbol puzzle: 1–9 then A–Z up to 35 symbols, else its number. */
export function symbolWriter(size: number): (value: number) => string {
  return size > ONE_LINE_LIMIT ? String : symbolChar;
}

/**
 * Values by cell as JSON gives them: the one-line form up to 35 symbols (a puzzle with its jigsaw
 * or colour maps after a space, so it can be read again; a solution without), else rows of numbers
 * (0 for no cell).
 */
export function valuesForJson(geometry: Geometry, values: ArrayLike<number>, withMaps = false): string | number[][] {
  if (geometry.size <= ONE_LINE_LIMIT) {
    const line = formatVariantPuzzle(geometry, values);
    return withMaps ? line : line.split(' ')[0];
  }
  return Array.from({ length: geometry.rows }, (_, row) =>
    Array.from({ length: geometry.cols }, (_, col) => {
      const cell = geometry.cellAt[row * geometry.cols + col];
      return cell < 0 ? 0 : values[cell];
    }),
  );
}

/** The text of values in a sheet cell: the one-line form up to 35 symbols, else rows of numbers joined by spaces and slashes. */
export function valuesForSheet(geometry: Geometry, values: ArrayLike<number>, withMaps = false): string {
  const form = valuesForJson(geometry, values, withMaps);
  return typeof form === 'string' ? form : form.map((row) => row.join(' ')).join(' / ');
}
