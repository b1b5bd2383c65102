/**
 * One pass of the naked and hidden singles over a board, placing every single it sees: the
 * propagation under an assumption (assumption.ts) and under each branch of a forcing chain
 * (forcing-chains.ts). Callers loop over passes so that each can count its own work.
 */

import type { Board } from '../board/board';
import type { VariantBoard } from '../board/variant-board';
import { ALL_DIGITS, LOWEST_DIGIT, SINGLE_DIGIT, digitBit } from '../board/bits';
import { CELL_COUNT, SIDE } from '../board/layout';

export const PASS_CONTRADICTION = 0;
export const PASS_PLACED = 1;
export const PASS_NOTHING = 2;
export type PassOutcome = typeof PASS_CONTRADICTION | typeof PASS_PLACED | typeof PASS_NOTHING;

/** Places every naked and hidden single once; a cell without candidates or a unit missing a digit is a contradiction. */
export function singlesPass(board: Board): PassOutcome {
  const { values, candidates } = board;
  const { unitCount, unitCells } = board.layout;
  let placed = false;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell] !== 0) continue;
    const mask = candidates[cell];
    if (mask === 0) return PASS_CONTRADICTION;
    const digit = SINGLE_DIGIT[mask];
    if (digit !== 0) {
      board.place(cell, digit);
      placed = true;
    }
  }
  for (let unit = 0; unit < unitCount; unit++) {
    const base = unit * SIDE;
    let once = 0;
    let twice = 0;
    let present = 0;
    for (let i = 0; i < SIDE; i++) {
      const cell = unitCells[base + i];
      if (values[cell] !== 0) present |= digitBit(values[cell]);
      else {
        const mask = candidates[cell];
        twice |= once & mask;
        once |= mask;
      }
    }
    if ((once | present) !== ALL_DIGITS) return PASS_CONTRADICTION;
    let singles = once & ~twice & ~present;
    while (singles !== 0) {
      const bit = singles & -singles;
      singles &= ~bit;
      for (let i = 0; i < SIDE; i++) {
        const cell = unitCells[base + i];
        if (candidates[cell] & bit) {
          board.place(cell, LOWEST_DIGIT[bit]);
          placed = true;
          break;
        }
      }
    }
  }
  return placed ? PASS_PLACED : PASS_NOTHING;
}

/** The values of one unit that have one place as the pass reaches it (a unit has at most 64 cells). */
const unitSingles = new Int32Array(64);

/**
 * The same pass on the board of every other kind, from its counts of candidates and places: naked
 * singles in reading order, then each unit's hidden singles as they stand before any is placed (as
 * above: a value left with one place by a placement in this unit waits for the next pass).
 */
export function variantSinglesPass(board: VariantBoard): PassOutcome {
  const { cellCount, units, size } = board.geometry;
  const { values, counts, places, holds } = board;
  let placed = false;
  for (let cell = 0; cell < cellCount; cell++) {
    if (values[cell] !== 0) continue;
    if (counts[cell] === 0) return PASS_CONTRADICTION;
    if (counts[cell] === 1) {
      board.place(cell, board.lowest(cell));
      placed = true;
    }
  }
  for (let unit = 0; unit < units.length; unit++) {
    const base = unit * size;
    let singles = 0;
    for (let v = 0; v < size; v++) {
      const count = places[base + v];
      if (count === 1) unitSingles[singles++] = v + 1;
      else if (count === 0 && holds[base + v] === 0) return PASS_CONTRADICTION;
    }
    for (let k = 0; k < singles; k++) {
      const cell = board.placeOf(unit, unitSingles[k]);
      if (cell < 0) continue;
      board.place(cell, unitSingles[k]);
      placed = true;
    }
  }
  return placed ? PASS_PLACED : PASS_NOTHING;
}
