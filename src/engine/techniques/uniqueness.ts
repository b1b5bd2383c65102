/**
 * Uniqueness (full set): a puzzle has one solution, so the analysed position can never settle into
 * a deadly pattern — one that could be swapped into a second solution. The unique rectangles are
 * unique-rectangles.ts, the avoidable ones avoidable-rectangles.ts; here BUG+1 and the techniques' entries.
 *
 * BUG+1 (BUG): every empty cell has two candidates but one, which has three, and each digit has
 * two places in every unit except one of the three, which has three in that cell's units. Without
 * it the position would be a "bivalue universal grave", which never has exactly one solution, so
 * the cell is that digit: its other two candidates go.
 */

import type { Board } from '../board/board';
import { BIT_COUNT } from '../board/bits';
import { CELL_COUNT, SIDE } from '../board/layout';
import { eliminationDeduction } from './patterns';
import { offer, scanningTechnique, type Deduction, type Technique, type Visit } from './technique';
import type { TechniqueLetter } from './technique-letter';
import { findAvoidableRectangle } from './avoidable-rectangles';
import { findRectangle } from './unique-rectangles';

function codes(cell: number, digits: number): number[] {
  const list: number[] = [];
  for (let mask = digits; mask !== 0; mask &= mask - 1) list.push(cell * 9 + 31 - Math.clz32(mask & -mask));
  return list;
}

function findBugPlusOne(board: Board, visit: Visit): Deduction | null {
  const candidates = board.candidates;
  let triple = -1;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const count = BIT_COUNT[candidates[cell]];
    if (count === 0 || count === 2) continue;
    if (count !== 3 || triple >= 0) return null;
    triple = cell;
  }
  if (triple < 0) return null;
  const { unitCells, cellUnits } = board.layout;
  const unitCount = unitCells.length / SIDE;
  const tripleUnits = cellUnits[triple];
  let extra = 0;
  for (let unit = 0; unit < unitCount; unit++) {
    const inTripleUnit = tripleUnits.includes(unit);
    for (let digitIndex = 0; digitIndex < 9; digitIndex++) {
      let places = 0;
      for (let i = 0; i < SIDE; i++) if (candidates[unitCells[unit * SIDE + i]] & (1 << digitIndex)) places++;
      if (places === 0 || places === 2) continue;
      if (places !== 3 || !inTripleUnit || (extra !== 0 && extra !== 1 << digitIndex)) return null;
      extra = 1 << digitIndex;
    }
  }
  if (extra === 0 || (candidates[triple] & extra) === 0) return null;
  // Each of the cell's units must count the extra digit three times.
  for (const unit of tripleUnits) {
    let places = 0;
    for (let i = 0; i < SIDE; i++) if (candidates[unitCells[unit * SIDE + i]] & extra) places++;
    if (places !== 3) return null;
  }
  return offer(visit, eliminationDeduction('BUG', codes(triple, candidates[triple] & ~extra), -1, [triple]));
}

/** Uniqueness needs rows, columns and boxes only: on a layout with extra units a swap may break one. */
function plainLayoutTechnique(
  letter: TechniqueLetter,
  scan: (board: Board, visit: Visit) => Deduction | null,
): Technique {
  return scanningTechnique(letter, (board, visit) =>
    board.layout.unitKinds.includes('extra') ? null : scan(board, visit),
  );
}

export const UNIQUE_RECTANGLE_1 = plainLayoutTechnique('UR1', (board, visit) => findRectangle(board, 'UR1', visit));
export const UNIQUE_RECTANGLE_2 = plainLayoutTechnique('UR2', (board, visit) => findRectangle(board, 'UR2', visit));
export const UNIQUE_RECTANGLE_3 = plainLayoutTechnique('UR3', (board, visit) => findRectangle(board, 'UR3', visit));
export const UNIQUE_RECTANGLE_4 = plainLayoutTechnique('UR4', (board, visit) => findRectangle(board, 'UR4', visit));
export const UNIQUE_RECTANGLE_5 = plainLayoutTechnique('UR5', (board, visit) => findRectangle(board, 'UR5', visit));
export const UNIQUE_RECTANGLE_6 = plainLayoutTechnique('UR6', (board, visit) => findRectangle(board, 'UR6', visit));
export const HIDDEN_RECTANGLE = plainLayoutTechnique('HR', (board, visit) => findRectangle(board, 'HR', visit));
export const AVOIDABLE_RECTANGLE_1 = plainLayoutTechnique('AR1', (board, visit) =>
  findAvoidableRectangle(board, 'AR1', visit),
);
export const AVOIDABLE_RECTANGLE_2 = plainLayoutTechnique('AR2', (board, visit) =>
  findAvoidableRectangle(board, 'AR2', visit),
);
export const BUG_PLUS_ONE = plainLayoutTechnique('BUG', findBugPlusOne);
