/**
 * A geometry's units read as the analysers read them: their kinds as small integers (compared in
 * every scan), and the short lookups the technique modules share. Derived once per geometry and
 * cached. The codes sit beside the one declaration of UnitKind, so every kind names units alike.
 */

import type { Geometry, UnitKind } from './geometry';

export const ROW = 0;
export const COLUMN = 1;
/** Boxes of standard kinds and combined grids, and jigsaw regions. */
export const BOX = 2;
/** Diagonals, windoku windows, colour units. */
export const EXTRA = 3;
const KIND_CODES: Record<UnitKind, number> = { row: ROW, column: COLUMN, box: BOX, extra: EXTRA };

const kindTables = new WeakMap<Geometry, Uint8Array>();

/** unitKinds(g)[u]: ROW, COLUMN, BOX or EXTRA. */
export function unitKinds(geometry: Geometry): Uint8Array {
  let kinds = kindTables.get(geometry);
  if (!kinds) kindTables.set(geometry, (kinds = Uint8Array.from(geometry.units, (unit) => KIND_CODES[unit.kind])));
  return kinds;
}

/** Whether the cell belongs to the unit (a cell is in a handful of units: a short scan). */
export function unitHasCell(geometry: Geometry, unit: number, cell: number): boolean {
  const { cellUnits, cellUnitStart } = geometry;
  for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) if (cellUnits[k] === unit) return true;
  return false;
}

/** The first unit of the cell of the given kind, or -1. */
export function unitOfKind(geometry: Geometry, cell: number, kind: number): number {
  const { cellUnits, cellUnitStart } = geometry;
  const kinds = unitKinds(geometry);
  for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++)
    if (kinds[cellUnits[k]] === kind) return cellUnits[k];
  return -1;
}
