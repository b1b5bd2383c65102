/**
 * The exact solver: counts a puzzle's solutions up to a limit and returns them. It is the truth
 * the rest of the engine is checked against and the uniqueness check inside the generator, so
 * the work is done by the bitboard core in solver-bitboard.ts (standard 9×9 geometry);
 * test/helpers/solver-reference.ts is a plain independent implementation the tests compare it with.
 */

import { digitsToString, type Digits } from '../board/grid';
import { MAX_SOLUTION_LIMIT } from '../core/limits';
import { loadDigits, searchLoaded } from './solver-bitboard';
import { requireDigits, requireInteger } from '../core/arguments';

export interface SolveResult {
  /** 0, 1, or `limit` meaning "limit or more". */
  count: number;
  /** The solutions found (at most `limit`). */
  solutions: Digits[];
}

/** Throws PuzzleError('bad-input') unless `puzzle` is 81 integers 0–9 and `limit` a count the search may go to. */
function checkCall(puzzle: ArrayLike<number>, limit: number): void {
  requireDigits(puzzle, 'The puzzle');
  requireInteger(limit, 'The solution limit', 1, MAX_SOLUTION_LIMIT);
}

/**
 * Finds up to `limit` solutions (limit 2, the default, is a uniqueness check: the search goes on
 * after the first). Conflicting givens give count 0 at once; an empty grid gives 2 quickly.
 * Throws PuzzleError('bad-input') only when `puzzle` is not 81 digits 0–9.
 */
export function solve(puzzle: ArrayLike<number>, limit = 2): SolveResult {
  checkCall(puzzle, limit);
  const solutions: Digits[] = [];
  if (!loadDigits(puzzle)) return { count: 0, solutions };
  const count = searchLoaded(limit, (grid) => solutions.push(grid));
  return { count, solutions };
}

/**
 * The puzzle's only solution as 81 characters, or undefined when it has none or several: the
 * command line's path for the common answer, building nothing but the text.
 */
export function uniqueSolution(puzzle: ArrayLike<number>): string | undefined {
  checkCall(puzzle, 2);
  if (!loadDigits(puzzle)) return undefined;
  let first: Digits | undefined;
  return searchLoaded(2, (grid) => (first ??= grid)) === 1 && first ? digitsToString(first) : undefined;
}

/** Counts solutions up to `limit` without building them (the generator's and benchmark's path). */
export function countSolutions(puzzle: ArrayLike<number>, limit = 2): number {
  checkCall(puzzle, limit);
  return loadDigits(puzzle) ? searchLoaded(limit) : 0;
}

export function hasUniqueSolution(puzzle: ArrayLike<number>): boolean {
  return countSolutions(puzzle, 2) === 1;
}
