/**
 * Singles on any geometry. A hidden single is named by the kind of unit it is found in: B for a
 * box or jigsaw region, L for a row, C for a column (of any grid of a combined puzzle), E for an
 * extra unit (diagonal, window, colour unit). M is the naked single. Scan order as on 9×9: units
 * in index order, values ascending; naked singles in reading order.
 */

import type { VariantBoard } from './board';
import { VariantDeduction, VariantLetter, placementOf } from './deduction';
import { BOX, unitKinds, unitOfKind } from '../geometry/unit-kinds';

/** The first hidden single in a unit of the kind, or null. */
export function findHiddenSingle(board: VariantBoard, kind: number, letter: VariantLetter): VariantDeduction | null {
  const { size } = board.geometry;
  const kinds = unitKinds(board.geometry);
  const places = board.places;
  if (board.hiddenSingles[kind] === 0) return null;
  for (let unit = 0; unit < kinds.length; unit++) {
    if (kinds[unit] !== kind) continue;
    const base = unit * size;
    for (let v = 0; v < size; v++) {
      if (places[base + v] === 1) return placementOf(letter, board.placeOf(unit, v + 1), v + 1, unit);
    }
  }
  return null;
}

/** The first empty cell (reading order) with exactly one candidate, or null. */
export function findNakedSingle(board: VariantBoard): VariantDeduction | null {
  const { counts, values, geometry } = board;
  if (board.nakedSingles === 0) return null;
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (values[cell] !== 0 || counts[cell] !== 1) continue;
    // The box is where a person looks to see the other values (a jigsaw region is a box here).
    const box = unitOfKind(geometry, cell, BOX);
    return placementOf('M', cell, board.lowest(cell), box >= 0 ? box : geometry.cellUnits[geometry.cellUnitStart[cell]]);
  }
  return null;
}
