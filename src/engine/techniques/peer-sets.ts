/**
 * "Does cell a see cell b?" in constant time, and the candidates a pattern removes from every cell
 * that sees all of its ends: the building blocks of wings, single-digit patterns and uniqueness
 * finders. One peer bitset per geometry (⌈cells / 32⌉ words per cell, three on 9×9) is built on
 * first use and kept; peers are the geometry's, so extra units, jigsaw regions and the overlaps of
 * a combined puzzle count as they do for every other search.
 */

import type { CandidateStore } from '../board/candidate-store';
import type { Layout } from '../board/layout';
import type { Geometry } from '../geometry/geometry';

/** Bit b of word (a · words + b / 32) is set when cells a and b share a unit. */
export interface PeerTable {
  readonly words: number;
  readonly bits: Uint32Array;
}

const tables = new WeakMap<Geometry, PeerTable>();

export function peerTable(geometry: Geometry): PeerTable {
  let table = tables.get(geometry);
  if (!table) {
    const { cellCount, peerStart, peers } = geometry;
    const words = (cellCount + 31) >> 5;
    const bits = new Uint32Array(cellCount * words);
    for (let cell = 0; cell < cellCount; cell++) {
      for (let k = peerStart[cell]; k < peerStart[cell + 1]; k++)
        bits[cell * words + (peers[k] >> 5)] |= 1 << (peers[k] & 31);
    }
    table = { words, bits };
    tables.set(geometry, table);
  }
  return table;
}

/** The 9×9 layout's peer bitsets (three words per cell), for `sees`. */
export function peerBits(layout: Layout): Uint32Array {
  return peerTable(layout.geometry).bits;
}

/** Whether a and b share a unit, on 9×9 (bitsets of peerBits). */
export function sees(bits: Uint32Array, a: number, b: number): boolean {
  return (bits[a * 3 + (b >> 5)] & (1 << (b & 31))) !== 0;
}

/** Whether a and b share a unit, on any geometry. */
export function seesIn(table: PeerTable, a: number, b: number): boolean {
  return (table.bits[a * table.words + (b >> 5)] & (1 << (b & 31))) !== 0;
}

/**
 * Adds to `into` the removal of `value` from every cell that sees all of `ends[0..count)` and is none
 * of `pattern[0..patternCount)`, in the peer order of ends[0]; null when there is nothing to remove
 * (no allocation until then).
 */
export function valueRemovalsSeeingAll(
  store: CandidateStore,
  value: number,
  ends: ArrayLike<number>,
  count: number,
  pattern: ArrayLike<number>,
  patternCount: number,
  into: number[] | null,
): number[] | null {
  const { peerStart, peers } = store.geometry;
  const { words, bits } = peerTable(store.geometry);
  const first = ends[0];
  scan: for (let i = peerStart[first]; i < peerStart[first + 1]; i++) {
    const cell = peers[i];
    if (!store.has(cell, value)) continue;
    for (let k = 1; k < count; k++) {
      const end = ends[k];
      if (cell === end || (bits[cell * words + (end >> 5)] & (1 << (end & 31))) === 0) continue scan;
    }
    for (let k = 0; k < patternCount; k++) if (cell === pattern[k]) continue scan;
    (into ??= []).push(store.candidateCode(cell, value));
  }
  return into;
}
