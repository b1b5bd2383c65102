/**
 * A deliberately plain exact solver: unit masks, fewest-candidates cell first, depth-first search.
 *
 * It is not the product's solver (see solver.ts, many times faster); it exists as an independent
 * second implementation that the tests hold the fast bitboard solver against. It reads the
 * geometry from a Layout, so it also counts solutions of diagonal or jigsaw layouts.
 */

import { BIT_COUNT, LOWEST_DIGIT } from '../../src/engine/board/bits';
import { CELL_COUNT, Layout, STANDARD_LAYOUT } from '../../src/engine/board/layout';
import type { Digits } from '../../src/engine/board/grid';

export interface ReferenceSolveResult {
  /** 0, 1, …, up to `limit` (meaning "limit or more"). */
  count: number;
  solutions: Digits[];
}

/** Counts the solutions of `puzzle` (81 digits, 0 = empty) up to `limit` and returns them. */
export function solveReference(
  puzzle: ArrayLike<number>,
  limit = 2,
  layout: Layout = STANDARD_LAYOUT,
): ReferenceSolveResult {
  const grid = new Uint8Array(CELL_COUNT);
  const used = new Uint16Array(layout.unitCount); // digits already placed in each unit
  const solutions: Digits[] = [];

  const freeDigits = (cell: number): number => {
    let taken = 0;
    for (const unit of layout.cellUnits[cell]) taken |= used[unit];
    return ~taken & 0x1ff;
  };
  const setCell = (cell: number, digit: number): void => {
    grid[cell] = digit;
    for (const unit of layout.cellUnits[cell]) used[unit] ^= 1 << (digit - 1);
  };

  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const digit = puzzle[cell];
    if (!digit) continue;
    if (!(freeDigits(cell) & (1 << (digit - 1)))) return { count: 0, solutions }; // conflicting givens
    setCell(cell, digit);
  }

  const search = (): boolean => {
    // Branch on the empty cell with the fewest candidates; an empty cell with none is a dead end.
    let bestCell = -1;
    let bestMask = 0;
    let bestCount = 10;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (grid[cell]) continue;
      const mask = freeDigits(cell);
      const count = BIT_COUNT[mask];
      if (count < bestCount) {
        bestCell = cell;
        bestMask = mask;
        bestCount = count;
        if (count <= 1) break;
      }
    }
    if (bestCell < 0) {
      solutions.push(grid.slice());
      return solutions.length >= limit;
    }
    for (let mask = bestMask; mask; mask &= mask - 1) {
      setCell(bestCell, LOWEST_DIGIT[mask]);
      const done = search();
      setCell(bestCell, LOWEST_DIGIT[mask]); // xor undoes the placement
      grid[bestCell] = 0;
      if (done) return true;
    }
    return false;
  };
  search();
  return { count: solutions.length, solutions };
}
