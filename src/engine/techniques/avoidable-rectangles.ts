/**
 * Avoidable rectangles (full set): the unique rectangle's reasoning where some corners are
 * already filled — by the solve, not given, since a given cannot be swapped. Two filled corners
 * a and b on one side of a rectangle on two boxes (a row or column and a box shared) would make
 * the other side b and a a swappable pattern, a second solution; so that side avoids it.
 *
 * - Type 1 (AR1): one corner of the other side is filled with b (not given) and the last holds a
 *   and one more digit: it is not a.
 * - Type 2 (AR2): both corners of the other side are empty, one {b, x} and the other {a, x}: one
 *   of them is x, so x goes from every cell that sees both.
 *
 * Scan order: filled cells ascending, their later partners in the box in cell order, then the
 * other side's lines in cell order; each rectangle once.
 */

import type { Board } from '../board/board';
import { BIT_COUNT } from '../board/bits';
import { SIDE } from '../board/layout';
import { eliminationDeduction } from './patterns';
import { valueRemovalsSeeingAll } from './peer-sets';
import { offer, type Deduction, type Visit } from './technique';

export type AvoidableLetter = 'AR1' | 'AR2';

const pair: number[] = [0, 0];

/** A filled cell the solve placed: only such cells may be swapped. */
function placedSince(board: Board, cell: number): boolean {
  return board.values[cell] !== 0 && !board.isGiven(cell);
}

function avoidableStep(
  board: Board,
  letter: AvoidableLetter,
  start: number,
  partner: number,
  far: number,
  near: number,
  a: number,
  b: number,
  visit: Visit,
): Deduction | null {
  const { values, candidates } = board;
  const bitA = 1 << (a - 1);
  const bitB = 1 << (b - 1);
  if (letter === 'AR1') {
    // far faces the start cell (it would be b), near faces its partner (it would be a).
    if (placedSince(board, far) && values[far] === b && values[near] === 0)
      return BIT_COUNT[candidates[near]] === 2 && candidates[near] & bitA
        ? offer(visit, eliminationDeduction('AR1', [near * 9 + a - 1], -1, [start, partner, far, near]))
        : null;
    if (placedSince(board, near) && values[near] === a && values[far] === 0)
      return BIT_COUNT[candidates[far]] === 2 && candidates[far] & bitB
        ? offer(visit, eliminationDeduction('AR1', [far * 9 + b - 1], -1, [start, partner, far, near]))
        : null;
    return null;
  }
  if (values[far] !== 0 || values[near] !== 0) return null;
  if (BIT_COUNT[candidates[far]] !== 2 || BIT_COUNT[candidates[near]] !== 2) return null;
  if ((candidates[far] & bitB) === 0 || (candidates[near] & bitA) === 0) return null;
  const extra = candidates[far] & ~bitB;
  if ((candidates[near] & extra) === 0) return null;
  pair[0] = far;
  pair[1] = near;
  const corners = [start, partner, far, near];
  const eliminations = valueRemovalsSeeingAll(board, 32 - Math.clz32(extra), pair, 2, corners, 4, null);
  return eliminations ? offer(visit, eliminationDeduction('AR2', eliminations, -1, corners)) : null;
}

/** The first (or, through `visit`, every) avoidable rectangle of one type. */
export function findAvoidableRectangle(board: Board, letter: AvoidableLetter, visit: Visit): Deduction | null {
  // A board that does not know its givens counts every filled cell as given: nothing can be swapped.
  if (board.givens === null) return null;
  const { values } = board;
  const { regionOf, unitCells } = board.layout;
  for (let start = 0; start < 81; start++) {
    if (!placedSince(board, start)) continue;
    const row = (start / SIDE) | 0;
    const column = start % SIDE;
    const box = regionOf[start];
    for (let i = 0; i < SIDE; i++) {
      const partner = unitCells[(2 * SIDE + box) * SIDE + i];
      // Each filled pair once (the rectangle's other side is never both filled where a step is found).
      if (partner <= start || !placedSince(board, partner)) continue;
      const sameRow = ((partner / SIDE) | 0) === row;
      if (!sameRow && partner % SIDE !== column) continue;
      // The other side lies on the lines through start and partner across the shared row or column.
      const startLine = sameRow ? SIDE + column : row;
      const partnerLine = sameRow ? SIDE + (partner % SIDE) : (partner / SIDE) | 0;
      for (let j = 0; j < SIDE; j++) {
        const far = unitCells[startLine * SIDE + j];
        const near = unitCells[partnerLine * SIDE + j];
        if (regionOf[far] === box || (values[far] !== 0 && values[near] !== 0)) continue;
        const found = avoidableStep(board, letter, start, partner, far, near, values[start], values[partner], visit);
        if (found) return found;
      }
    }
  }
  return null;
}
