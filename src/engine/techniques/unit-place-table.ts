/**
 * Every value's places in every unit of a position, as one table the single-value searches over the
 * candidate store read (wings, two-link chains): the 9×9 board shares its own between searches
 * (position-tables.ts), any other store builds one here.
 */

import type { CandidateStore } from '../board/candidate-store';

/**
 * Each value's positions in every unit, as masks in the unit's cell order: lo[(value − 1) · stride + unit]
 * (positions 0–31), hi likewise (32–63; null when units have at most 32 cells).
 */
export interface UnitPlaceTable {
  lo: ArrayLike<number>;
  hi: ArrayLike<number> | null;
  stride: number;
}

const ownTable = { lo: new Uint32Array(0), hi: new Uint32Array(0), stride: 0 };
const unitLo = new Uint32Array(64);
const unitHi = new Uint32Array(64);

/** The table of the store's places, built in scratch arrays (valid until the next build). */
export function buildUnitPlaces(store: CandidateStore): UnitPlaceTable {
  const { size, units } = store.geometry;
  const unitCount = units.length;
  if (ownTable.lo.length < unitCount * size) {
    ownTable.lo = new Uint32Array(unitCount * size);
    ownTable.hi = new Uint32Array(unitCount * size);
  }
  const { lo, hi } = ownTable;
  const wide = size > 32;
  for (let unit = 0; unit < unitCount; unit++) {
    store.collectPositions(unit, unitLo, unitHi);
    for (let v = 0, at = unit; v < size; v++, at += unitCount) {
      lo[at] = unitLo[v];
      if (wide) hi[at] = unitHi[v];
    }
  }
  ownTable.stride = unitCount;
  return { lo, hi: wide ? hi : null, stride: unitCount };
}

/** The position of the lowest set bit of the pair (lo, hi), the pair non-empty. */
export function lowestPosition(lo: number, hi: number): number {
  return lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(hi & -hi);
}
