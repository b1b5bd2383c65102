/**
 * The GA's fitness (SPEC §10): distinct digits summed over the nine rows and nine columns, 162
 * when solved. Boxes need no term: every individual holds a permutation in each box. Grids are
 * row-major runs of 81 digits inside one shared Uint8Array (offset = individual × 81), so the hot
 * loops allocate nothing.
 */

import { BIT_COUNT } from '../board/bits';
import { CELL_COUNT, SIDE, colOf, rowOf } from '../board/layout';

export const MAX_FITNESS = 2 * SIDE * SIDE;

export const ROW_OF = Uint8Array.from({ length: CELL_COUNT }, (_, cell) => rowOf(cell));
export const COL_OF = Uint8Array.from({ length: CELL_COUNT }, (_, cell) => colOf(cell));

/** Layout of the masks lineMasks fills: the digits seen in each row, seen twice or more, then the same for columns. */
const ROW_SEEN = 0;
const ROW_TWICE = SIDE;
const COL_SEEN = 2 * SIDE;
const COL_TWICE = 3 * SIDE;
export const LINE_MASK_COUNT = 4 * SIDE;

/**
 * For the grid at `offset`, the digits (bit d − 1) each row and column holds and holds more than
 * once; returns the fitness. From these masks swapDelta prices a swap in O(1).
 */
export function lineMasks(grids: Uint8Array, offset: number, masks: Uint16Array): number {
  let fitness = 0;
  for (let line = 0; line < SIDE; line++) {
    let rowSeen = 0;
    let rowTwice = 0;
    let colSeen = 0;
    let colTwice = 0;
    for (let i = 0; i < SIDE; i++) {
      const rowBit = 1 << (grids[offset + line * SIDE + i] - 1);
      rowTwice |= rowSeen & rowBit;
      rowSeen |= rowBit;
      const colBit = 1 << (grids[offset + i * SIDE + line] - 1);
      colTwice |= colSeen & colBit;
      colSeen |= colBit;
    }
    masks[ROW_SEEN + line] = rowSeen;
    masks[ROW_TWICE + line] = rowTwice;
    masks[COL_SEEN + line] = colSeen;
    masks[COL_TWICE + line] = colTwice;
    fitness += BIT_COUNT[rowSeen] + BIT_COUNT[colSeen];
  }
  return fitness;
}

/**
 * Fitness of the grid at `offset`, with each row's and each column's number of distinct digits
 * written at `scoreOffset` (crossover compares bands and stacks by them).
 */
export function scoreGrid(
  grids: Uint8Array,
  offset: number,
  masks: Uint16Array,
  rowScores: Uint8Array,
  colScores: Uint8Array,
  scoreOffset: number,
): number {
  const fitness = lineMasks(grids, offset, masks);
  for (let line = 0; line < SIDE; line++) {
    rowScores[scoreOffset + line] = BIT_COUNT[masks[ROW_SEEN + line]];
    colScores[scoreOffset + line] = BIT_COUNT[masks[COL_SEEN + line]];
  }
  return fitness;
}

/** Distinct-count change of one line that gives up one `lost` digit and gains one `gained` (digits as bits). */
function lineDelta(seen: number, twice: number, lostBit: number, gainedBit: number): number {
  return ((seen & gainedBit) === 0 ? 1 : 0) - ((twice & lostBit) === 0 ? 1 : 0);
}

/**
 * Fitness change if cells a and b (same box, so different digits) swapped their digits, given
 * the grid's masks from lineMasks: only their two rows and two columns change.
 */
export function swapDelta(masks: Uint16Array, a: number, digitA: number, b: number, digitB: number): number {
  const bitA = 1 << (digitA - 1);
  const bitB = 1 << (digitB - 1);
  let delta = 0;
  const rowA = ROW_OF[a];
  const rowB = ROW_OF[b];
  if (rowA !== rowB) {
    delta += lineDelta(masks[ROW_SEEN + rowA], masks[ROW_TWICE + rowA], bitA, bitB);
    delta += lineDelta(masks[ROW_SEEN + rowB], masks[ROW_TWICE + rowB], bitB, bitA);
  }
  const colA = COL_OF[a];
  const colB = COL_OF[b];
  if (colA !== colB) {
    delta += lineDelta(masks[COL_SEEN + colA], masks[COL_TWICE + colA], bitA, bitB);
    delta += lineDelta(masks[COL_SEEN + colB], masks[COL_TWICE + colB], bitB, bitA);
  }
  return delta;
}
