/**
 * "Does cell a see cell b?" in constant time, and the candidates a pattern removes from every cell
 * that sees all of its ends: the building blocks of wings, single-digit patterns and uniqueness
 * finders. One peer bitset (three 32-bit words per cell) is built per layout and kept.
 */

import type { Board } from '../board/board';
import { CELL_COUNT, type Layout } from '../board/layout';

const WORDS = 3;
const tables = new WeakMap<Layout, Uint32Array>();

/** The layout's peer bitsets: bit b of cell a's three words is set when a and b share a unit. */
export function peerBits(layout: Layout): Uint32Array {
  let bits = tables.get(layout);
  if (!bits) {
    bits = new Uint32Array(CELL_COUNT * WORDS);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      for (const peer of layout.peers[cell]) bits[cell * WORDS + (peer >> 5)] |= 1 << (peer & 31);
    }
    tables.set(layout, bits);
  }
  return bits;
}

export function sees(bits: Uint32Array, a: number, b: number): boolean {
  return (bits[a * WORDS + (b >> 5)] & (1 << (b & 31))) !== 0;
}

/**
 * Adds to `into` the removal of `bit` from every cell that sees all of `ends[0..count)` and is none
 * of `pattern[0..patternCount)`; null when there is nothing to remove (no allocation until then).
 */
export function eliminationsSeeingAll(
  board: Board,
  bit: number,
  ends: ArrayLike<number>,
  count: number,
  pattern: ArrayLike<number>,
  patternCount: number,
  into: number[] | null,
): number[] | null {
  const bits = peerBits(board.layout);
  const candidates = board.candidates;
  const digitIndex = 31 - Math.clz32(bit);
  const first = board.layout.peers[ends[0]];
  scan: for (let i = 0; i < first.length; i++) {
    const cell = first[i];
    if ((candidates[cell] & bit) === 0) continue;
    for (let k = 1; k < count; k++) if (cell === ends[k] || !sees(bits, cell, ends[k])) continue scan;
    for (let k = 0; k < patternCount; k++) if (cell === pattern[k]) continue scan;
    (into ??= []).push(cell * 9 + digitIndex);
  }
  return into;
}
