/**
 * The exact solver: counts a puzzle's solutions up to a limit and returns them. It is the truth
 * the rest of the engine is checked against and the uniqueness check inside the generator, so
 * the work is done by the bitboard core in solver-bitboard.ts (standard 9×9 geometry);
 * test/helpers/solver-reference.ts is a plain independent implementation the tests compare it with.
 */

import { PuzzleError } from './errors';
import { digitsToString, type Digits } from './grid';
import { CELL_COUNT } from './layout';
import { loadPuzzle, searchLoaded } from './solver-bitboard';
import { requireCellList } from './arguments';

export interface SolveResult {
  /** 0, 1, or `limit` meaning "limit or more". */
  count: number;
  /** The solutions found (at most `limit`). */
  solutions: Digits[];
}

/** Throws PuzzleError('bad-input') unless `puzzle` is 81 integers 0–9 (callers pass parsed digits). */
export function assertDigits(puzzle: ArrayLike<number>): void {
  requireCellList(puzzle, 'The puzzle');
  if (puzzle.length !== CELL_COUNT) throw new PuzzleError('bad-input', `a puzzle has 81 cells, not ${puzzle.length}`);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const value = puzzle[cell];
    if (!(value >= 0 && value <= 9 && value === Math.floor(value))) {
      throw new PuzzleError('bad-input', `cell ${cell} holds ${value}, not a digit 0–9`);
    }
  }
}

/**
 * Finds up to `limit` solutions (limit 2, the default, is a uniqueness check: the search goes on
 * after the first). Conflicting givens give count 0 at once; an empty grid gives 2 quickly.
 * Throws PuzzleError('bad-input') only when `puzzle` is not 81 digits 0–9.
 */
export function solve(puzzle: ArrayLike<number>, limit = 2): SolveResult {
  assertDigits(puzzle);
  const solutions: Digits[] = [];
  if (!loadPuzzle(puzzle)) return { count: 0, solutions };
  const count = searchLoaded(Math.max(1, Math.floor(limit)), (grid) => solutions.push(grid));
  return { count, solutions };
}

/**
 * The puzzle's only solution as 81 characters, or undefined when it has none or several: the
 * command line's path for the common answer, building nothing but the text.
 */
export function uniqueSolution(puzzle: ArrayLike<number>): string | undefined {
  assertDigits(puzzle);
  if (!loadPuzzle(puzzle)) return undefined;
  let first: Digits | undefined;
  return searchLoaded(2, (grid) => (first ??= grid)) === 1 && first ? digitsToString(first) : undefined;
}

/** Counts solutions up to `limit` without building them (the generator's and benchmark's path). */
export function countSolutions(puzzle: ArrayLike<number>, limit = 2): number {
  assertDigits(puzzle);
  return loadPuzzle(puzzle) ? searchLoaded(Math.max(1, Math.floor(limit))) : 0;
}

export function hasUniqueSolution(puzzle: ArrayLike<number>): boolean {
  return countSolutions(puzzle, 2) === 1;
}
