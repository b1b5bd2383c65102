/**
 * Checks on what a JavaScript caller hands the engine's entry points, so that a wrong type or
 * shape is a PuzzleError saying what was expected rather than a TypeError from deep inside.
 */

import { describeValue } from './cell-reader';
import { PuzzleError } from './errors';
import { CELL_COUNT } from './layout';

/** An array, typed array or string: something with cells to read by index. */
export function requireCellList(value: unknown, what: string): asserts value is ArrayLike<number> {
  const hasLength = typeof value === 'string' || (typeof value === 'object' && value !== null && typeof (value as { length?: unknown }).length === 'number');
  if (!hasLength) throw new PuzzleError('bad-input', `${what} should be a list of 81 cells, not ${describeValue(value)}.`);
}

/** A list of exactly 81 cells. */
export function requireCells(value: unknown, what: string): asserts value is ArrayLike<number> {
  requireCellList(value, what);
  if (value.length !== CELL_COUNT) throw new PuzzleError('bad-input', `${what} has ${value.length} cells, not ${CELL_COUNT}.`);
}

export function requireText(value: unknown, what: string): asserts value is string {
  if (typeof value !== 'string') throw new PuzzleError('bad-input', `${what} should be text, not ${describeValue(value)}.`);
}

/** One of the names `known`. */
export function requireName<T extends string>(value: unknown, known: readonly T[], what: string): asserts value is T {
  if (!(known as readonly unknown[]).includes(value)) throw new PuzzleError('bad-input', `${what} is ${describeValue(value)}; use one of ${known.join(', ')}.`);
}

/** The options of an entry point: an object, or nothing for the defaults. */
export function optionsOf<T extends object>(options: T | undefined, what = 'The options'): T {
  if (options === undefined) return {} as T;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new PuzzleError('bad-input', `${what} should be an object, not ${describeValue(options)}.`);
  return options;
}
