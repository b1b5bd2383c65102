/**
 * The deadly pattern of the uniqueness techniques: two values crosswise on the four corners of a
 * rectangle (each corner's row and column partners holding the other value) can be swapped, keeping every unit whole, when
 * every unit holding a corner holds exactly two of them. A unit holding one corner alone (a
 * diagonal, or the row of an overlapping grid) would lose a value and gain another; two corners of
 * one value in a unit cannot both be that value, so no solution ends in the pattern at all and
 * what the techniques conclude from "not crosswise" still holds.
 */

import type { Geometry } from '../geometry/geometry';
import { BOX, unitHasCell, unitKinds } from '../geometry/unit-kinds';

/**
 * Per geometry: each cell's box when the geometry is a plain grid (every cell in one row, one column and
 * one box or region, nothing else), else null. There the rectangle's rows and columns hold two corners
 * each, and only the boxes are left to count.
 */
const plainBoxes = new WeakMap<Geometry, Int32Array | null>();

export function boxesOfPlainGrid(geometry: Geometry): Int32Array | null {
  let boxes = plainBoxes.get(geometry);
  if (boxes !== undefined) return boxes;
  const { cellCount, cellUnits, cellUnitStart } = geometry;
  const kinds = unitKinds(geometry);
  boxes = new Int32Array(cellCount);
  for (let cell = 0; cell < cellCount && boxes; cell++) {
    const seen = [0, 0, 0, 0];
    for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) {
      seen[kinds[cellUnits[k]]]++;
      if (kinds[cellUnits[k]] === BOX) boxes[cell] = cellUnits[k];
    }
    if (seen[0] !== 1 || seen[1] !== 1 || seen[2] !== 1 || seen[3] !== 0) boxes = null;
  }
  plainBoxes.set(geometry, boxes);
  return boxes;
}

/**
 * Whether the four corners of a rectangle on two rows and two columns of one grid could be swapped;
 * `boxes` is boxesOfPlainGrid(geometry), read once by the caller for its whole scan.
 */
export function swappable(geometry: Geometry, corners: ArrayLike<number>, boxes: Int32Array | null): boolean {
  if (boxes !== null) {
    const a = boxes[corners[0]];
    const b = boxes[corners[1]];
    const c = boxes[corners[2]];
    const d = boxes[corners[3]];
    if (a === b) return c === d && a !== c;
    if (a === c) return b === d;
    return a === d && b === c;
  }
  const { cellUnits, cellUnitStart } = geometry;
  for (let k = 0; k < 4; k++) {
    const cell = corners[k];
    for (let i = cellUnitStart[cell]; i < cellUnitStart[cell + 1]; i++) {
      const unit = cellUnits[i];
      let count = 1;
      for (let m = 0; m < 4; m++) if (m !== k && unitHasCell(geometry, unit, corners[m])) count++;
      if (count !== 2) return false;
    }
  }
  return true;
}
