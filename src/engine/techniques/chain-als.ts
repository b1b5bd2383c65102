/**
 * Almost locked sets as nodes of grouped chains (HoDoKu's "ALS nodes", its TablingSolver): N cells
 * of one unit holding N + 1 digits. The node (set, digit) is true when the digit is in one of the
 * set's cells holding it. Without digit Y the set is locked, so it holds every other digit Z: a
 * strong link between (set, Y) and (set, Z) for every two digits of the set.
 *
 * The sets are collected once a position (all-steps view only), every size from two cells up to
 * `MAX_CHAIN_ALS_CELLS`, each set once however many units hold it.
 */

import type { Board } from '../board/board';
import { BIT_COUNT } from '../board/bits';
import { SIDE } from '../board/layout';
import { peerBits, sees } from './peer-sets';

/** Larger sets than HoDoKu's library ever needs cost time and find nothing new there. */
export const MAX_CHAIN_ALS_CELLS = 7;

export interface ChainAls {
  cells: number[];
  /** The set's digits as a mask (bit d for digit d + 1). */
  digits: number;
  /** Per digit index: the set's cells holding it (empty when the set lacks the digit). */
  holders: number[][];
}

/** Every ALS of two to MAX_CHAIN_ALS_CELLS cells, each once, by unit and cell order. */
export function chainAlmostLockedSets(board: Board): ChainAls[] {
  const { candidates, values, layout } = board;
  const found: ChainAls[] = [];
  const seen = new Set<string>();
  const chosen: number[] = [];
  for (let unit = 0; unit < layout.unitCount; unit++) {
    const empty: number[] = [];
    for (let i = 0; i < SIDE; i++) {
      const cell = layout.unitCells[unit * SIDE + i];
      if (values[cell] === 0) empty.push(cell);
    }
    const extend = (from: number, digits: number) => {
      if (chosen.length >= 2 && BIT_COUNT[digits] === chosen.length + 1) {
        const key = chosen.join(',');
        if (!seen.has(key)) {
          seen.add(key);
          const cells = [...chosen];
          const holders = Array.from({ length: SIDE }, (_, digit) =>
            cells.filter((cell) => (candidates[cell] >> digit) & 1),
          );
          found.push({ cells, digits, holders });
        }
      }
      if (chosen.length === MAX_CHAIN_ALS_CELLS) return;
      for (let i = from; i < empty.length; i++) {
        const union = digits | candidates[empty[i]];
        // Adding cells never removes digits: a union past the largest set's digit count stays too big.
        if (BIT_COUNT[union] > MAX_CHAIN_ALS_CELLS + 1) continue;
        chosen.push(empty[i]);
        extend(i + 1, union);
        chosen.pop();
      }
    };
    extend(0, 0);
  }
  return found;
}

/**
 * What a set removes in a continuous loop that passes it through (set, Y) = (set, Z), or through
 * (set, Y) = X in a cell outside: one of the two is true, so the set lacks at most one digit of
 * `free` (Y and Z; or Y and the digits that cell sees every holder of) and holds every other
 * digit, which leaves each cell outside seeing all the set's cells holding it (as eliminations
 * cell * 9 + digit index).
 */
export function lockedAlsEliminations(board: Board, als: ChainAls, free: number): number[] {
  const { candidates, layout } = board;
  const peers = peerBits(layout);
  const out: number[] = [];
  for (let digit = 0; digit < SIDE; digit++) {
    if ((free >> digit) & 1) continue;
    const held = als.holders[digit];
    if (held.length === 0) continue;
    for (const cell of layout.peers[held[0]]) {
      if (!((candidates[cell] >> digit) & 1) || als.cells.includes(cell)) continue;
      if (held.every((holder) => sees(peers, cell, holder))) out.push(cell * SIDE + digit);
    }
  }
  return out;
}
