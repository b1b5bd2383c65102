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

// A column state, STATE bytes: the source column at each position, then for each position
// whether it is tied with the next one in its stack (positions 2, 5, 8 never are), then whether
// stack 0 is tied with stack 1 and stack 1 with stack 2.
const COLUMNS = 0;
const TIES = 9;
const STACK_TIES = 18;
const STATE = 20;
const DEPTHS = 9;

/** The states after each candidate row at each depth (9 candidates at most), plus the start state. */
const states = new Uint8Array((DEPTHS * 9 + 1) * STATE);
const START = DEPTHS * 9 * STATE;
/** Row givens as 9-bit masks of source columns: [orientation * 9 + row]. */
const rowMasks = new Uint16Array(18);
/** The best pattern row known at each depth, -1 where none is known yet. */
const bestPattern = new Int16Array(DEPTHS);
const candidateRows = new Uint8Array(DEPTHS * 9);
const candidateValues = new Int16Array(DEPTHS * 9);
/** The source row placed at each depth of the current branch. */
const pathRows = new Uint8Array(DEPTHS);

/** The in-stack orders a stack's ties allow, by tie code (tie after offset 0) | (tie after offset 1) << 1. */
const IN_STACK_ORDERS: readonly (readonly number[])[][] = [
  [[0, 1, 2]],
  [[0, 1, 2], [1, 0, 2]],
  [[0, 1, 2], [0, 2, 1]],
  [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]],
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
const columnOrder = new Uint8Array(9);

/** The canonical form of a puzzle (81 digits, 0 for blanks) and the transform onto it. */
export function canonicalForm(digits: ArrayLike<number>): CanonicalForm {
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
    for (let position = 0; position < 9; position++) {
      states[START + COLUMNS + position] = position;
      states[START + TIES + position] = position % 3 === 2 ? 0 : 1;
    }
    states[START + STACK_TIES] = 1;
    states[START + STACK_TIES + 1] = 1;
    usedRows = 0;
    search(0, START);
  }
  const canonical = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) canonical[cell] = bestDigitMap[digits[bestSource[cell]]];
  return { digits: canonical, transform: { sourceCell: Uint8Array.from(bestSource), digitMap: Uint8Array.from(bestDigitMap) }, transposed: bestTransposed };
}

function search(depth: number, state: number): void {
  if (depth === DEPTHS) {
    tryColumnOrders(state);
    return;
  }
  const base = depth * 9;
  let count = 0;
  if (depth % 3 === 0) {
    for (let row = 0; row < 9; row++) if (((usedRows >> (row - (row % 3))) & 7) === 0) candidateRows[base + count++] = row;
  } else {
    const first = pathRows[depth - 1] - (pathRows[depth - 1] % 3);
    for (let row = first; row < first + 3; row++) if (((usedRows >> row) & 1) === 0) candidateRows[base + count++] = row;
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
 * Copies the column state at `from` to `to`, splits its ties by the row's givens (`mask` over
 * source columns) and returns the row's best pattern under it: the stacks' 3-bit patterns, first
 * stack in the top bits, each with its first column in the top bit (givens first = larger).
 */
function placeRow(from: number, to: number, mask: number): number {
  for (let k = 0; k < STATE; k++) states[to + k] = states[from + k]; // cheaper than copyWithin for 20 bytes
  const s0 = stackPattern(to, 0, mask);
  const s1 = stackPattern(to, 3, mask);
  const s2 = stackPattern(to, 6, mask);
  const tie01 = states[to + STACK_TIES] === 1;
  const tie12 = states[to + STACK_TIES + 1] === 1;
  let a = s0;
  let b = s1;
  let c = s2;
  if (tie01 && tie12) {
    // Sort the three stacks by pattern, largest first, carrying their columns and ties along.
    if (a < b) { swapStacks(to, 0, 3); [a, b] = [b, a]; }
    if (b < c) { swapStacks(to, 3, 6); [b, c] = [c, b]; }
    if (a < b) { swapStacks(to, 0, 3); [a, b] = [b, a]; }
  } else if (tie01) {
    if (a < b) { swapStacks(to, 0, 3); [a, b] = [b, a]; }
  } else if (tie12) {
    if (b < c) { swapStacks(to, 3, 6); [b, c] = [c, b]; }
  }
  states[to + STACK_TIES] = tie01 && a === b ? 1 : 0;
  states[to + STACK_TIES + 1] = tie12 && b === c ? 1 : 0;
  return (a << 6) | (b << 3) | c;
}

/** Orders the tied columns of the stack at `first` givens first, splits their ties, and returns its 3-bit pattern. */
function stackPattern(state: number, first: number, mask: number): number {
  const col = state + COLUMNS + first;
  const tie = state + TIES + first;
  let b0 = (mask >> states[col]) & 1;
  let b1 = (mask >> states[col + 1]) & 1;
  let b2 = (mask >> states[col + 2]) & 1;
  const tiedFirst = states[tie] === 1;
  const tiedSecond = states[tie + 1] === 1;
  if (tiedFirst && tiedSecond) {
    // Stable partition of the three: givens first.
    const c0 = states[col];
    const c1 = states[col + 1];
    const c2 = states[col + 2];
    let at = col;
    if (b0) states[at++] = c0;
    if (b1) states[at++] = c1;
    if (b2) states[at++] = c2;
    if (!b0) states[at++] = c0;
    if (!b1) states[at++] = c1;
    if (!b2) states[at++] = c2;
    const givens = b0 + b1 + b2;
    states[tie] = givens !== 1 ? 1 : 0;
    states[tie + 1] = givens !== 2 ? 1 : 0;
    return (7 << (3 - givens)) & 7;
  }
  if (tiedFirst) {
    if (b0 < b1) {
      swapColumns(col);
      b0 = 1;
      b1 = 0;
    }
    if (b0 !== b1) states[tie] = 0;
  } else if (tiedSecond) {
    if (b1 < b2) {
      swapColumns(col + 1);
      b1 = 1;
      b2 = 0;
    }
    if (b1 !== b2) states[tie + 1] = 0;
  }
  return (b0 << 2) | (b1 << 1) | b2;
}

function swapColumns(at: number): void {
  const kept = states[at];
  states[at] = states[at + 1];
  states[at + 1] = kept;
}

/** Swaps the stacks at offsets `a` and `b` (positions) with their columns and in-stack ties. */
function swapStacks(state: number, a: number, b: number): void {
  for (let k = 0; k < 3; k++) {
    const col = states[state + COLUMNS + a + k];
    states[state + COLUMNS + a + k] = states[state + COLUMNS + b + k];
    states[state + COLUMNS + b + k] = col;
    const tie = states[state + TIES + a + k];
    states[state + TIES + a + k] = states[state + TIES + b + k];
    states[state + TIES + b + k] = tie;
  }
}

/** At a leaf (all rows placed, the pattern the best known): every column order the ties leave, step 2. */
function tryColumnOrders(state: number): void {
  const tie01 = states[state + STACK_TIES] === 1;
  const tie12 = states[state + STACK_TIES + 1] === 1;
  const stackOrders = tie01 && tie12 ? IN_STACK_ORDERS[3] : tie01 ? IN_STACK_ORDERS[1] : tie12 ? IN_STACK_ORDERS[2] : IN_STACK_ORDERS[0];
  for (const stacks of stackOrders) {
    const orders0 = inStackOrders(state, stacks[0]);
    const orders1 = inStackOrders(state, stacks[1]);
    const orders2 = inStackOrders(state, stacks[2]);
    for (const o0 of orders0) {
      for (const o1 of orders1) {
        for (const o2 of orders2) {
          for (let k = 0; k < 3; k++) {
            columnOrder[k] = states[state + COLUMNS + stacks[0] * 3 + o0[k]];
            columnOrder[3 + k] = states[state + COLUMNS + stacks[1] * 3 + o1[k]];
            columnOrder[6 + k] = states[state + COLUMNS + stacks[2] * 3 + o2[k]];
          }
          tryDigits();
        }
      }
    }
  }
}

function inStackOrders(state: number, stack: number): readonly (readonly number[])[] {
  const tie = state + TIES + stack * 3;
  return IN_STACK_ORDERS[states[tie] | (states[tie + 1] << 1)];
}

/** The puzzle's cell at canonical position (row, column) of the current branch and column order. */
function sourceCell(row: number, col: number): number {
  const r = pathRows[row];
  const c = columnOrder[col];
  return orientation === 0 ? r * 9 + c : c * 9 + r;
}

/** Step 2 for the current rows and column order: keeps it when its relabelled digits are the least so far. */
function tryDigits(): void {
  labelOf.fill(0);
  let next = 1;
  let given = 0;
  let comparison = haveBest ? 0 : -1; // -1: already less than the best (or none yet), 0: equal so far
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const digit = puzzle[sourceCell((cell / 9) | 0, cell % 9)];
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
  for (let cell = 0; cell < CELL_COUNT; cell++) bestSource[cell] = sourceCell((cell / 9) | 0, cell % 9);
  // Digits that are no given take the labels left, in increasing order (at most one is missing in a unique puzzle).
  for (let digit = 1; digit <= 9; digit++) if (labelOf[digit] === 0) labelOf[digit] = next++;
  bestDigitMap.set(labelOf);
  bestDigitMap[0] = 0;
  bestTransposed = orientation === 1;
}
