/**
 * Candidate sets for up to 49 symbols without BigInt: two 32-bit words per cell in one
 * Uint32Array of 2 × cellCount — `lo` at [2·cell] holds values 1–32 (bit v − 1), `hi` at
 * [2·cell + 1] holds values 33–49 (bit v − 33). For N ≤ 32 every `hi` word stays 0, so the same
 * code serves all sizes and hot loops pay one extra AND per word pair.
 */

import { requireInteger } from '../core/arguments';
import { popcount32 } from '../board/bits';
import { MAX_SQUARES, MAX_SYMBOLS } from '../core/limits';

export type CandidateMasks = Uint32Array;

export { MAX_SYMBOLS, MIN_SYMBOLS } from '../core/limits';

/** The lo word with values 1..min(n, 32). */
export function fullLo(n: number): number {
  return n >= 32 ? 0xffffffff : ((1 << n) - 1) >>> 0;
}

/** The hi word with values 33..n. */
export function fullHi(n: number): number {
  return n <= 32 ? 0 : ((1 << (n - 32)) - 1) >>> 0;
}

/** Every cell holding every value 1..n. */
export function fullCandidates(cellCount: number, n: number): CandidateMasks {
  requireInteger(cellCount, 'The cell count', 0, MAX_SQUARES);
  requireInteger(n, 'The symbol count', 1, MAX_SYMBOLS);
  const masks = new Uint32Array(2 * cellCount);
  const lo = fullLo(n);
  const hi = fullHi(n);
  for (let i = 0; i < masks.length; i += 2) {
    masks[i] = lo;
    masks[i + 1] = hi;
  }
  return masks;
}

export function hasCandidate(masks: CandidateMasks, cell: number, value: number): boolean {
  const s = value - 1;
  return (masks[2 * cell + (s >>> 5)] & (1 << (s & 31))) !== 0;
}

/** Removes a value; returns whether it was there. */
export function removeCandidate(masks: CandidateMasks, cell: number, value: number): boolean {
  const s = value - 1;
  const index = 2 * cell + (s >>> 5);
  const bit = 1 << (s & 31);
  if ((masks[index] & bit) === 0) return false;
  masks[index] &= ~bit;
  return true;
}

export function addCandidate(masks: CandidateMasks, cell: number, value: number): void {
  const s = value - 1;
  masks[2 * cell + (s >>> 5)] |= 1 << (s & 31);
}

/** Leaves only `value` in the cell. */
export function setSingle(masks: CandidateMasks, cell: number, value: number): void {
  const s = value - 1;
  masks[2 * cell] = s < 32 ? (1 << s) >>> 0 : 0;
  masks[2 * cell + 1] = s < 32 ? 0 : (1 << (s - 32)) >>> 0;
}

export function candidateCount(masks: CandidateMasks, cell: number): number {
  return popcount32(masks[2 * cell]) + popcount32(masks[2 * cell + 1]);
}

/** Index (0–31) of the lowest set bit of a non-zero word. */
export function lowestBitIndex(word: number): number {
  return 31 - Math.clz32(word & -word);
}

/** The smallest value in a word pair, 0 when both are empty. */
export function lowestValue(lo: number, hi: number): number {
  if (lo !== 0) return lowestBitIndex(lo) + 1;
  if (hi !== 0) return lowestBitIndex(hi) + 33;
  return 0;
}

/** The value when the pair holds exactly one, else 0. */
export function singleValue(lo: number, hi: number): number {
  if (lo !== 0) return hi === 0 && (lo & (lo - 1)) === 0 ? lowestBitIndex(lo) + 1 : 0;
  return hi !== 0 && (hi & (hi - 1)) === 0 ? lowestBitIndex(hi) + 33 : 0;
}

/** Calls visit(value) for every value of a word pair, ascending. */
export function forEachValue(lo: number, hi: number, visit: (value: number) => void): void {
  for (let w = lo; w !== 0; w &= w - 1) visit(lowestBitIndex(w) + 1);
  for (let w = hi; w !== 0; w &= w - 1) visit(lowestBitIndex(w) + 33);
}

/** The cell's values, ascending (allocates: not for hot loops). */
export function candidateValues(masks: CandidateMasks, cell: number): number[] {
  const values: number[] = [];
  forEachValue(masks[2 * cell], masks[2 * cell + 1], (value) => values.push(value));
  return values;
}
