/**
 * A canonical form of a 9×9 puzzle under its isomorph group (issue 16): relabelled digits, rows
 * within bands, bands, columns within stacks, stacks and transposition. Every isomorph of a puzzle
 * has the same canonical puzzle, so anything computed from it (the analysis, its grade, effort
 * and rating) is a property of the puzzle, not of the way it is turned.
 *
 * The canonical puzzle is the least one in a fixed order, not the classic minlex; the order is
 * chosen so that the search prunes hard:
 *  1. first the pattern of givens, row by row, givens before blanks: the top row is the one with
 *     the most givens packed left, and so on;
 *  2. then, among the transforms giving that pattern, the digits read row by row, relabelled by
 *     first appearance (1 for the first given, …), the least sequence.
 *
 * Step 1 is a depth-first search over the rows (the row placed at each depth: any row of an unused
 * band at a band's start, else a row of the current band) that keeps, instead of enumerating the
 * 6⁴ column orders, the set of column orders that make the rows so far as good as they can be: an
 * order of the columns (and so of the stacks) in which some neighbours are still tied — free to
 * swap because every row so far looks the same in both. Placing a row splits the ties (givens
 * first within each tied block; tied stacks sorted by what they show) and yields the row's best
 * pattern directly, a 9-bit number (the first column the most significant bit). Only rows reaching
 * the best pattern at their depth are followed, and a branch whose prefix falls behind the best
 * known is cut. At a leaf every column order left (identical columns, tied stacks) is tried in
 * step 2. Typically a few dozen rows are tried in all (≈10 µs); puzzles with many symmetries
 * visit every transform that maps them onto themselves.
 */

import { requireDigits } from '../core/arguments';
import { CELL_COUNT } from './layout';
import type { GridTransform } from './transform';

export interface CanonicalForm {
  /** The canonical puzzle: 81 digits, 0 for blanks. */
  readonly digits: Uint8Array;
  /** Maps the puzzle onto the canonical one: applyTransform(transform, puzzle) equals `digits`. */
  readonly transform: GridTransform;
  /** True when the canonical rows are the puzzle's columns (rows and columns swap roles). */
  readonly transposed: boolean;
}

// A column state is STATE numbers: one per stack (positions 3s…3s+2), packing the source column
// at each of its three positions (4 bits each) and whether positions 0~1 and 1~2 are still tied
// (bits 12 and 13); then the stack ties (bit 0: stacks 0~1, bit 1: stacks 1~2).
const STATE = 4;
const STACK_TIES = 3;
const TIE_SHIFT = 12;
const DEPTHS = 9;

/** The states after each candidate row at each depth (9 candidates at most), plus the start state. */
const states = new Int32Array((DEPTHS * 9 + 1) * STATE);
const START = DEPTHS * 9 * STATE;
/** Row givens as 9-bit masks of source columns: [orientation * 9 + row]. */
const rowMasks = new Uint16Array(18);
/** The best pattern row known at each depth, -1 where none is known yet. */
const bestPattern = new Int16Array(DEPTHS);
const candidateRows = new Uint8Array(DEPTHS * 9);
const candidateValues = new Int16Array(DEPTHS * 9);
/** The source row placed at each depth of the current branch. */
const pathRows = new Uint8Array(DEPTHS);

/** The orders a stack's tied columns (or three stacks' ties) allow, by ties: bit 0 for 0~1, bit 1 for 1~2. */
const IN_STACK_ORDERS: readonly (readonly number[])[][] = [
  [[0, 1, 2]],
  [
    [0, 1, 2],
    [1, 0, 2],
  ],
  [
    [0, 1, 2],
    [0, 2, 1],
  ],
  [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ],
];

let puzzle: ArrayLike<number> = new Uint8Array(CELL_COUNT);
let orientation = 0;
let usedRows = 0;
// The least digit sequence so far (over the givens in canonical reading order) and its transform.
let haveBest = false;
const bestLabels = new Uint8Array(CELL_COUNT);
const bestSource = new Uint8Array(CELL_COUNT);
const bestDigitMap = new Uint8Array(10);
let bestTransposed = false;
const labelOf = new Uint8Array(10);
const labelsScratch = new Uint8Array(CELL_COUNT);
const sourceScratch = new Uint8Array(CELL_COUNT);
const columnOrder = new Uint8Array(9);

/** The canonical form of a puzzle (81 digits, 0 for blanks) and the transform onto it. */
export function canonicalForm(digits: ArrayLike<number>): CanonicalForm {
  // A value that is no digit would count as a given in every cell: the search would then visit every transform.
  requireDigits(digits, 'The puzzle');
  puzzle = digits;
  rowMasks.fill(0);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (digits[cell] === 0) continue;
    const row = (cell / 9) | 0;
    const col = cell - row * 9;
    rowMasks[row] |= 1 << col;
    rowMasks[9 + col] |= 1 << row;
  }
  bestPattern.fill(-1);
  haveBest = false;
  for (orientation = 0; orientation < 2; orientation++) {
    for (let stack = 0; stack < 3; stack++)
      states[START + stack] = (3 * stack) | ((3 * stack + 1) << 4) | ((3 * stack + 2) << 8) | (3 << TIE_SHIFT);
    states[START + STACK_TIES] = 3;
    usedRows = 0;
    search(0, START);
  }
  const canonical = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) canonical[cell] = bestDigitMap[digits[bestSource[cell]]];
  return {
    digits: canonical,
    transform: { sourceCell: Uint8Array.from(bestSource), digitMap: Uint8Array.from(bestDigitMap) },
    transposed: bestTransposed,
  };
}

function search(depth: number, state: number): void {
  if (depth === DEPTHS) {
    tryColumnOrders(state);
    return;
  }
  const base = depth * 9;
  let count = 0;
  if (depth % 3 === 0) {
    for (let row = 0; row < 9; row++)
      if (((usedRows >> (row - (row % 3))) & 7) === 0) candidateRows[base + count++] = row;
  } else {
    const first = pathRows[depth - 1] - (pathRows[depth - 1] % 3);
    for (let row = first; row < first + 3; row++)
      if (((usedRows >> row) & 1) === 0) candidateRows[base + count++] = row;
  }
  let best = -1;
  for (let k = 0; k < count; k++) {
    const value = placeRow(state, (base + k) * STATE, rowMasks[orientation * 9 + candidateRows[base + k]]);
    candidateValues[base + k] = value;
    if (value > best) best = value;
  }
  if (best < bestPattern[depth]) return;
  if (best > bestPattern[depth]) {
    bestPattern[depth] = best;
    for (let later = depth + 1; later < DEPTHS; later++) bestPattern[later] = -1;
    haveBest = false;
  }
  for (let k = 0; k < count; k++) {
    if (candidateValues[base + k] !== best) continue;
    const row = candidateRows[base + k];
    pathRows[depth] = row;
    usedRows |= 1 << row;
    search(depth + 1, (base + k) * STATE);
    usedRows &= ~(1 << row);
  }
}

/**
 * How a stack's tied columns reorder under a row: REFINE[ties << 3 | givens] for the stack's ties
 * (bit 0: positions 0~1, bit 1: 1~2) and the row's givens at its three positions (first position
 * in the top bit), packing the old position moved to each new one (2 bits each), the new ties
 * (bits 6–7) and the stack's pattern after the move (bits 8–10). Within each tied block givens
 * come first, in their order; neighbours stay tied only when both are givens or both blanks.
 */
const REFINE = (() => {
  const table = new Uint16Array(32);
  for (let ties = 0; ties < 4; ties++) {
    for (let givens = 0; givens < 8; givens++) {
      const given = (position: number) => (givens >> (2 - position)) & 1;
      const block = [0, ties & 1 ? 0 : 1, 0];
      block[2] = block[1] + (ties & 2 ? 0 : 1);
      const order = [0, 1, 2].sort((x, y) => block[x] - block[y] || given(y) - given(x) || x - y);
      let newTies = 0;
      for (let k = 0; k < 2; k++)
        if (block[order[k]] === block[order[k + 1]] && given(order[k]) === given(order[k + 1])) newTies |= 1 << k;
      const pattern = (given(order[0]) << 2) | (given(order[1]) << 1) | given(order[2]);
      table[(ties << 3) | givens] = order[0] | (order[1] << 2) | (order[2] << 4) | (newTies << 6) | (pattern << 8);
    }
  }
  return table;
})();

/** A packed stack after a row (`mask` over source columns) splits its ties, with its 3-bit pattern in bits 16–18. */
function refineStack(stack: number, mask: number): number {
  const givens =
    (((mask >> (stack & 15)) & 1) << 2) |
    (((mask >> ((stack >> 4) & 15)) & 1) << 1) |
    ((mask >> ((stack >> 8) & 15)) & 1);
  const move = REFINE[((stack >> TIE_SHIFT) << 3) | givens];
  const first = (stack >> ((move & 3) << 2)) & 15;
  const second = (stack >> (((move >> 2) & 3) << 2)) & 15;
  const third = (stack >> (((move >> 4) & 3) << 2)) & 15;
  return first | (second << 4) | (third << 8) | (((move >> 6) & 3) << TIE_SHIFT) | ((move >> 8) << 16);
}

/**
 * Writes to `to` the column state at `from` with its ties split by the row's givens (`mask` over
 * source columns) and returns the row's best pattern under it: the stacks' 3-bit patterns, first
 * stack in the top bits, each with its first column in the top bit (givens first = larger).
 * Tied stacks are sorted by pattern, largest first.
 */
function placeRow(from: number, to: number, mask: number): number {
  let s0 = refineStack(states[from], mask);
  let s1 = refineStack(states[from + 1], mask);
  let s2 = refineStack(states[from + 2], mask);
  const stackTies = states[from + STACK_TIES];
  // The pattern sits above bit 16, so comparing the packed numbers compares patterns first.
  if (stackTies & 1 && s0 >>> 16 < s1 >>> 16) [s0, s1] = [s1, s0];
  if (stackTies & 2 && s1 >>> 16 < s2 >>> 16) [s1, s2] = [s2, s1];
  if (stackTies & 1 && s0 >>> 16 < s1 >>> 16) [s0, s1] = [s1, s0];
  const a = s0 >>> 16;
  const b = s1 >>> 16;
  const c = s2 >>> 16;
  states[to] = s0 & 0xffff;
  states[to + 1] = s1 & 0xffff;
  states[to + 2] = s2 & 0xffff;
  states[to + STACK_TIES] = (stackTies & 1 && a === b ? 1 : 0) | (stackTies & 2 && b === c ? 2 : 0);
  return (a << 6) | (b << 3) | c;
}

/** At a leaf (all rows placed, the pattern the best known): every column order the ties leave, step 2. */
function tryColumnOrders(state: number): void {
  for (const stacks of IN_STACK_ORDERS[states[state + STACK_TIES]]) {
    const stack0 = states[state + stacks[0]];
    const stack1 = states[state + stacks[1]];
    const stack2 = states[state + stacks[2]];
    for (const o0 of IN_STACK_ORDERS[stack0 >> TIE_SHIFT]) {
      for (const o1 of IN_STACK_ORDERS[stack1 >> TIE_SHIFT]) {
        for (const o2 of IN_STACK_ORDERS[stack2 >> TIE_SHIFT]) {
          for (let k = 0; k < 3; k++) {
            columnOrder[k] = (stack0 >> (4 * o0[k])) & 15;
            columnOrder[3 + k] = (stack1 >> (4 * o1[k])) & 15;
            columnOrder[6 + k] = (stack2 >> (4 * o2[k])) & 15;
          }
          tryDigits();
        }
      }
    }
  }
}

/** The puzzle's cells in canonical reading order for the current rows and column order. */
function fillSourceCells(into: Uint8Array): void {
  // Transposed, canonical (row, column) is the puzzle's (column, row).
  const rowStep = orientation === 0 ? 9 : 1;
  const colStep = orientation === 0 ? 1 : 9;
  for (let row = 0; row < 9; row++) {
    const base = pathRows[row] * rowStep;
    for (let col = 0; col < 9; col++) into[row * 9 + col] = base + columnOrder[col] * colStep;
  }
}

/** Step 2 for the current rows and column order: keeps it when its relabelled digits are the least so far. */
function tryDigits(): void {
  fillSourceCells(sourceScratch);
  labelOf.fill(0);
  let next = 1;
  let given = 0;
  let comparison = haveBest ? 0 : -1; // -1: already less than the best (or none yet), 0: equal so far
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const digit = puzzle[sourceScratch[cell]];
    if (digit === 0) continue;
    if (labelOf[digit] === 0) labelOf[digit] = next++;
    const label = labelOf[digit];
    if (comparison === 0) {
      if (label > bestLabels[given]) return;
      if (label < bestLabels[given]) comparison = -1;
    }
    labelsScratch[given++] = label;
  }
  if (comparison === 0 && haveBest) return;
  haveBest = true;
  bestLabels.set(labelsScratch.subarray(0, given));
  bestSource.set(sourceScratch);
  // Digits that are no given take the labels left, in increasing order (at most one is missing in a unique puzzle).
  for (let digit = 1; digit <= 9; digit++) if (labelOf[digit] === 0) labelOf[digit] = next++;
  bestDigitMap.set(labelOf);
  bestDigitMap[0] = 0;
  bestTransposed = orientation === 1;
}
