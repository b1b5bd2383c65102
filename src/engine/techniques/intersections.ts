/**
 * Box–line intersections. Pointing (V: two cells, X: three cells): a digit's places in a box all
 * lie on one row or column, so the digit goes there and leaves the rest of that line. Claiming
 * (W: row, Y: column): a digit's places in a line all lie in one box, so it leaves the rest of
 * that box. Scan order: units in index order, digits ascending; a row before a column.
 */

import type { Board } from '../board/board';
import { BIT_COUNT, LOWEST_DIGIT } from '../board/bits';
import { BOX_UNIT_BASE, COLUMN_UNIT_BASE, colOf, rowOf, SIDE } from '../board/layout';
import type { TechniqueLetter } from '../analysis/types';
import { eliminationDeduction, eliminationsOutside } from './patterns';
import { UNIT_STRIDE, unitPlaces } from './position-tables';
import type { Deduction, Technique } from './technique';

/** The places of the digit under study; reused by every scan (finders never run concurrently). */
const placesScratch = new Uint8Array(SIDE);

/** Collects the unit's cells holding the digit bit into placesScratch; returns how many. */
function collectPlaces(board: Board, unit: number, bit: number): number {
  const candidates = board.candidates;
  const unitCells = board.layout.unitCells;
  const base = unit * SIDE;
  let count = 0;
  for (let i = 0; i < SIDE; i++) {
    const cell = unitCells[base + i];
    if (candidates[cell] & bit) placesScratch[count++] = cell;
  }
  return count;
}

/** The row or column unit holding all the collected places, or -1. */
function sharedLine(count: number): number {
  const first = placesScratch[0];
  let sameRow = true;
  let sameColumn = true;
  for (let k = 1; k < count; k++) {
    if (rowOf(placesScratch[k]) !== rowOf(first)) sameRow = false;
    if (colOf(placesScratch[k]) !== colOf(first)) sameColumn = false;
  }
  if (sameRow) return rowOf(first);
  if (sameColumn) return COLUMN_UNIT_BASE + colOf(first);
  return -1;
}

function collectedPlaces(count: number): number[] {
  return Array.from(placesScratch.subarray(0, count));
}

/** Pointing with exactly `size` (2 or 3) places of a digit in a box. */
export function findPointing(board: Board, size: 2 | 3): Deduction | null {
  const { unitCount, unitKinds } = board.layout;
  const letter: TechniqueLetter = size === 2 ? 'V' : 'X';
  const places = unitPlaces(board);
  for (let box = 0; box < unitCount; box++) {
    if (unitKinds[box] !== 'box') continue;
    for (let digit = 1; digit <= 9; digit++) {
      if (BIT_COUNT[places[(digit - 1) * UNIT_STRIDE + box]] !== size) continue;
      const bit = 1 << (digit - 1);
      collectPlaces(board, box, bit);
      const line = sharedLine(size);
      if (line < 0) continue;
      const eliminations = eliminationsOutside(board, line, bit, placesScratch, size, null);
      if (eliminations) return eliminationDeduction(letter, eliminations, box, collectedPlaces(size));
    }
  }
  return null;
}

/** Claiming: in a row (W) or column (Y), a digit's two or more places all lie in one box. */
export function findClaiming(board: Board, kind: 'row' | 'column'): Deduction | null {
  const { unitCount, unitKinds, unitCells, regionOf } = board.layout;
  const letter: TechniqueLetter = kind === 'row' ? 'W' : 'Y';
  const places = unitPlaces(board);
  for (let line = 0; line < unitCount; line++) {
    if (unitKinds[line] !== kind) continue;
    for (let digit = 1; digit <= 9; digit++) {
      const positions = places[(digit - 1) * UNIT_STRIDE + line];
      if (BIT_COUNT[positions] < 2) continue;
      const firstPosition = LOWEST_DIGIT[positions] - 1;
      const region = regionOf[unitCells[line * SIDE + firstPosition]];
      let oneBox = true;
      for (let i = 0; i < SIDE && oneBox; i++) {
        if (positions & (1 << i)) oneBox = regionOf[unitCells[line * SIDE + i]] === region;
      }
      if (!oneBox) continue;
      const bit = 1 << (digit - 1);
      const count = collectPlaces(board, line, bit);
      const eliminations = eliminationsOutside(board, BOX_UNIT_BASE + region, bit, placesScratch, count, null);
      if (eliminations) return eliminationDeduction(letter, eliminations, line, collectedPlaces(count));
    }
  }
  return null;
}

export const POINTING_PAIR: Technique = {
  letter: 'V',
  find: (board) => findPointing(board, 2),
};

export const POINTING_TRIPLE: Technique = {
  letter: 'X',
  find: (board) => findPointing(board, 3),
};

export const CLAIMING_ROW: Technique = {
  letter: 'W',
  find: (board) => findClaiming(board, 'row'),
};

export const CLAIMING_COLUMN: Technique = {
  letter: 'Y',
  find: (board) => findClaiming(board, 'column'),
};
