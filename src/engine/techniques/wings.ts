/**
 * Wings (full set), on every kind, written once over the candidate store. XY-Wing (XYW): a pivot
 * {x,y} sees two pincers {x,z} and {y,z}; whichever value the pivot takes, one pincer is z, so z
 * goes from every cell that sees both pincers. XYZ-Wing (XYZ): the same with a pivot {x,y,z}, so
 * the cell must also see the pivot. W-Wing (WW): two cells {x,y} that do not see each other, joined
 * by a strong link on x (a unit where x has only two places, one seeing each cell): one of them is
 * y, so y goes from every cell that sees both. "Sees" is "shares a unit" of the geometry, so extra
 * units, jigsaw regions and the overlaps of a combined puzzle take part as every unit does.
 *
 * Scan order: pivots (or first cells) ascending, then their peers in ascending order; a W-Wing's
 * link values ascending, then units in index order.
 *
 * Value sets are word pairs (lo: values 1–32, hi: 33–64; hi is 0 on stores of one word).
 */

import { popcountPair } from '../board/bits';
import type { CandidateStore } from '../board/candidate-store';
import type { EliminationsAt } from './intersections';
import { deductionsOf, type EliminationsVisit } from './patterns';
import { valueRemovalsSeeingAll, peerTable, seesIn, type PeerTable } from './peer-sets';
import { UNIT_STRIDE, unitPlaces } from './position-tables';
import { buildUnitPlaces, lowestPosition, type UnitPlaceTable } from './unit-place-table';
import { scanningTechnique, STOP_AT_FIRST } from './technique';

const ends = new Int32Array(3);

/** The value of a one-value set (lo, hi). */
function valueOf(lo: number, hi: number): number {
  return lo !== 0 ? 32 - Math.clz32(lo) : 64 - Math.clz32(hi);
}

/** XY-Wing, or with `pivotSize` 3 XYZ-Wing: each one that removes a candidate, shown to `visit` until it stops the scan. */
export function wingAt(
  store: CandidateStore,
  pivotSize: 2 | 3,
  visit: EliminationsVisit = STOP_AT_FIRST,
): EliminationsAt | null {
  const { cellCount, peerStart, peers } = store.geometry;
  const twoWords = store.wordsPerCell === 2;
  for (let pivot = 0; pivot < cellCount; pivot++) {
    if (store.count(pivot) !== pivotSize) continue;
    const pivotLo = store.word(pivot, 0);
    const pivotHi = twoWords ? store.word(pivot, 1) : 0;
    // The peers that could be pincers, in peer order: pairs of them are then tried without rereading every peer.
    let pincers = 0;
    for (let i = peerStart[pivot]; i < peerStart[pivot + 1]; i++) {
      const cell = peers[i];
      if (store.count(cell) !== 2) continue;
      const lo = store.word(cell, 0);
      const hi = twoWords ? store.word(cell, 1) : 0;
      if (!couldBePincer(pivotLo, pivotHi, lo, hi, pivotSize)) continue;
      if (pincers === pincerCells.length) growPincers();
      pincerCells[pincers] = cell;
      pincerLo[pincers] = lo;
      pincerHi[pincers++] = hi;
    }
    for (let i = 0; i < pincers; i++) {
      const firstLo = pincerLo[i];
      const firstHi = pincerHi[i];
      for (let j = i + 1; j < pincers; j++) {
        const secondLo = pincerLo[j];
        const secondHi = pincerHi[j];
        if (secondLo === firstLo && secondHi === firstHi) continue;
        const zLo = firstLo & secondLo;
        const zHi = firstHi & secondHi;
        if (popcountPair(zLo, zHi) !== 1) continue;
        if (
          !isWing(
            pivotLo,
            pivotHi,
            firstLo & ~zLo,
            firstHi & ~zHi,
            secondLo & ~zLo,
            secondHi & ~zHi,
            zLo,
            zHi,
            pivotSize,
          )
        )
          continue;
        const first = pincerCells[i];
        const second = pincerCells[j];
        ends[0] = first;
        ends[1] = second;
        ends[2] = pivot;
        const eliminations = valueRemovalsSeeingAll(store, valueOf(zLo, zHi), ends, pivotSize, ends, 3, null);
        if (!eliminations) continue;
        const found = { eliminations, unit: -1, patternCells: [pivot, first, second] };
        if (visit(found)) return found;
      }
    }
  }
  return null;
}

/** The pincer candidates of the pivot under study: cells and candidate words. */
let pincerCells = new Int32Array(64);
let pincerLo = new Uint32Array(64);
let pincerHi = new Uint32Array(64);

function growPincers(): void {
  const length = pincerCells.length * 2;
  const cells = new Int32Array(length);
  const lo = new Uint32Array(length);
  const hi = new Uint32Array(length);
  cells.set(pincerCells);
  lo.set(pincerLo);
  hi.set(pincerHi);
  [pincerCells, pincerLo, pincerHi] = [cells, lo, hi];
}

/** A pincer holds two values, z and one of the pivot's: XY-Wing's z is not the pivot's, XYZ-Wing's is. */
function couldBePincer(pivotLo: number, pivotHi: number, lo: number, hi: number, pivotSize: 2 | 3): boolean {
  return pivotSize === 2
    ? popcountPair(lo & pivotLo, hi & pivotHi) === 1
    : (lo & ~pivotLo) === 0 && (hi & ~pivotHi) === 0;
}

/** Pincers {x,z} and {y,z} with pivot {x,y} (XY) or {x,y,z} (XYZ). */
function isWing(
  pivotLo: number,
  pivotHi: number,
  xLo: number,
  xHi: number,
  yLo: number,
  yHi: number,
  zLo: number,
  zHi: number,
  pivotSize: 2 | 3,
): boolean {
  if (xLo === yLo && xHi === yHi) return false;
  if (pivotSize === 2)
    return pivotLo === (xLo | yLo) && pivotHi === (xHi | yHi) && (pivotLo & zLo) === 0 && (pivotHi & zHi) === 0;
  return pivotLo === (xLo | yLo | zLo) && pivotHi === (xHi | yHi | zHi);
}

/**
 * W-Wing: each one that removes a candidate, shown to `visit` until it stops the scan. `places`, when
 * the caller has the table of the position already (the 9×9 board shares one between searches), is
 * read instead of building one.
 */
export function wWingAt(
  store: CandidateStore,
  visit: EliminationsVisit = STOP_AT_FIRST,
  places: UnitPlaceTable | null = null,
): EliminationsAt | null {
  const { cellCount, size, unitCells, units } = store.geometry;
  const unitCount = units.length;
  const peersOf = peerTable(store.geometry);
  const twoWords = store.wordsPerCell === 2;
  let table = places;
  for (let a = 0; a < cellCount; a++) {
    if (store.count(a) !== 2) continue;
    const lo = store.word(a, 0);
    const hi = twoWords ? store.word(a, 1) : 0;
    for (let b = a + 1; b < cellCount; b++) {
      if (store.word(b, 0) !== lo || (twoWords && store.word(b, 1) !== hi) || seesIn(peersOf, a, b)) continue;
      for (let w = 0; w < 2; w++) {
        for (let linkBits = w === 0 ? lo : hi; linkBits !== 0; linkBits &= linkBits - 1) {
          const link = 32 * w + 32 - Math.clz32(linkBits & -linkBits);
          const other = otherValue(lo, hi, link);
          // What goes does not depend on the link: with no cell seeing both that holds the other value, no link helps.
          if (!someCellSeesBoth(store, peersOf, other, a, b)) continue;
          table ??= buildUnitPlaces(store);
          const { lo: placeLos, hi: placeHis } = table;
          const row = (link - 1) * table.stride;
          for (let unit = 0; unit < unitCount; unit++) {
            const placeLo = placeLos[row + unit];
            const placeHi = placeHis === null ? 0 : placeHis[row + unit];
            if (popcountPair(placeLo, placeHi) !== 2) continue;
            const firstAt = lowestPosition(placeLo, placeHi);
            const secondAt =
              firstAt < 32 && (placeLo & (placeLo - 1)) !== 0
                ? lowestPosition(placeLo & (placeLo - 1), 0)
                : lowestPosition(0, firstAt < 32 ? placeHi : placeHi & (placeHi - 1));
            const p = unitCells[unit * size + firstAt];
            const q = unitCells[unit * size + secondAt];
            if (p === a || p === b || q === a || q === b) continue;
            if (!((seesIn(peersOf, p, a) && seesIn(peersOf, q, b)) || (seesIn(peersOf, p, b) && seesIn(peersOf, q, a))))
              continue;
            ends[0] = a;
            ends[1] = b;
            const eliminations = valueRemovalsSeeingAll(store, other, ends, 2, ends, 2, null);
            if (!eliminations) continue;
            const found = { eliminations, unit, patternCells: [a, b, p, q] };
            if (visit(found)) return found;
          }
        }
      }
    }
  }
  return null;
}

/** The value of the two-value set (lo, hi) that is not `value`. */
function otherValue(lo: number, hi: number, value: number): number {
  const withoutLo = value <= 32 ? lo & ~(1 << (value - 1)) : lo;
  const withoutHi = value > 32 ? hi & ~(1 << (value - 33)) : hi;
  return valueOf(withoutLo, withoutHi);
}

/** Whether a cell holding the value sees both a and b (valueRemovalsSeeingAll would find one). */
function someCellSeesBoth(store: CandidateStore, table: PeerTable, value: number, a: number, b: number): boolean {
  const { peerStart, peers } = store.geometry;
  for (let k = peerStart[a]; k < peerStart[a + 1]; k++) {
    const cell = peers[k];
    if (cell !== b && store.has(cell, value) && seesIn(table, cell, b)) return true;
  }
  return false;
}

export const XY_WING = scanningTechnique(
  'XYW',
  deductionsOf('XYW', (board, visit) => wingAt(board, 2, visit)),
);
export const XYZ_WING = scanningTechnique(
  'XYZ',
  deductionsOf('XYZ', (board, visit) => wingAt(board, 3, visit)),
);
export const W_WING = scanningTechnique(
  'WW',
  deductionsOf('WW', (board, visit) => wWingAt(board, visit, { lo: unitPlaces(board), hi: null, stride: UNIT_STRIDE })),
);
