/**
 * Intersections on any two units sharing cells. A value's places in a confining unit all lie in
 * one other unit, so the value goes there and leaves the rest of that other unit. The letter
 * follows the confining unit, as on 9×9: a box, jigsaw region or extra unit points (V with two
 * places, X with three or more), a row claims (W), a column claims (Y). On a standard 9×9 this is
 * exactly pointing box→line and claiming line→box. Scan order: confining units in index order,
 * values ascending, then the units of the first place in index order.
 */

import type { Geometry } from '../geometry/geometry';
import { lowestBitIndex } from '../geometry/candidates';
import type { VariantBoard } from './board';
import { VariantDeduction, VariantLetter, eliminationOf } from './deduction';
import { valueOutside } from './patterns';
import { BOX, COLUMN, EXTRA, ROW, unitHasCell, unitKinds } from '../geometry/unit-kinds';

const MAX_UNIT = 64;
const placesScratch = new Int32Array(MAX_UNIT);
const placeLists = new Int32Array(MAX_UNIT * MAX_UNIT);
const placeFill = new Uint8Array(MAX_UNIT);

/** Pointing from a box, region or extra unit: V with exactly two places, X with three or more. */
export function findPointing(board: VariantBoard, letter: 'V' | 'X'): VariantDeduction | null {
  const most = letter === 'V' ? 2 : board.geometry.size;
  return findIntersection(board, letter, (kind) => kind === BOX || kind === EXTRA, letter === 'V' ? 2 : 3, most);
}

/** Claiming from a row (W) or a column (Y): two or more places, all in one other unit. */
export function findClaiming(board: VariantBoard, letter: 'W' | 'Y'): VariantDeduction | null {
  const confining = letter === 'W' ? ROW : COLUMN;
  return findIntersection(board, letter, (kind) => kind === confining, 2, board.geometry.size);
}

function findIntersection(
  board: VariantBoard,
  letter: VariantLetter,
  confines: (kind: number) => boolean,
  fewest: number,
  most: number,
): VariantDeduction | null {
  const geometry = board.geometry;
  const { size, cellUnits, cellUnitStart } = geometry;
  const kinds = unitKinds(geometry);
  const places = board.places;
  for (let confining = 0; confining < kinds.length; confining++) {
    if (!confines(kinds[confining]) || !anyCountWithin(places, confining * size, size, fewest, most)) continue;
    collectAllPlaces(board, confining);
    for (let v = 1; v <= size; v++) {
      const count = places[confining * size + v - 1];
      if (count < fewest || count > most) continue;
      const offset = (v - 1) * MAX_UNIT;
      const first = placeLists[offset];
      for (let k = cellUnitStart[first]; k < cellUnitStart[first + 1]; k++) {
        const target = cellUnits[k];
        if (target === confining || !holdsAllPlaces(geometry, target, offset, count)) continue;
        placesScratch.set(placeLists.subarray(offset, offset + count));
        const eliminations = valueOutside(board, target, v, placesScratch, count, null);
        if (eliminations)
          return eliminationOf(letter, eliminations, confining, Array.from(placesScratch.subarray(0, count)));
      }
    }
  }
  return null;
}

function anyCountWithin(places: Uint8Array, base: number, size: number, fewest: number, most: number): boolean {
  for (let v = 0; v < size; v++) if (places[base + v] >= fewest && places[base + v] <= most) return true;
  return false;
}

/** Every value's places in the unit, in one pass over its cells: placeLists[(v - 1) * MAX_UNIT + k]. */
function collectAllPlaces(board: VariantBoard, unit: number): void {
  const { unitCells, size } = board.geometry;
  placeFill.fill(0);
  for (let i = 0; i < size; i++) {
    const cell = unitCells[unit * size + i];
    for (let word = 0; word < 2; word++) {
      for (let bits = board.candidates[2 * cell + word]; bits !== 0; bits &= bits - 1) {
        const index = lowestBitIndex(bits) + 32 * word;
        placeLists[index * MAX_UNIT + placeFill[index]++] = cell;
      }
    }
  }
}

function holdsAllPlaces(geometry: Geometry, unit: number, offset: number, count: number): boolean {
  for (let k = 1; k < count; k++) if (!unitHasCell(geometry, unit, placeLists[offset + k])) return false;
  return true;
}
