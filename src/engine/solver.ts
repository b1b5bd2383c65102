/**
 * The exact solver: counts a puzzle's solutions up to a limit and returns them.
 * (First version: delegates to the plain reference search; the bitboard solver replaces it.)
 */

import { PuzzleError } from './errors';
import type { Digits } from './grid';
import { CELL_COUNT } from './layout';
import { solveReference } from './solver-reference';

export interface SolveResult {
  /** 0, 1, or `limit` meaning "limit or more". */
  count: number;
  /** The solutions found (at most `limit`). */
  solutions: Digits[];
}

/** Throws PuzzleError('bad-input') unless `puzzle` is 81 integers 0–9 (callers pass parsed digits). */
export function assertDigits(puzzle: ArrayLike<number>): void {
  if (puzzle.length !== CELL_COUNT) throw new PuzzleError('bad-input', `a puzzle has 81 cells, not ${puzzle.length}`);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const value = puzzle[cell];
    if (!(value >= 0 && value <= 9 && value === Math.floor(value))) {
      throw new PuzzleError('bad-input', `cell ${cell} holds ${value}, not a digit 0–9`);
    }
  }
}

export function solve(puzzle: ArrayLike<number>, limit = 2): SolveResult {
  assertDigits(puzzle);
  return solveReference(puzzle, Math.max(1, limit));
}

export function hasUniqueSolution(puzzle: ArrayLike<number>): boolean {
  return solve(puzzle, 2).count === 1;
}
