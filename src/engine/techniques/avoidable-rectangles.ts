/**
 * Avoidable rectangles (full set), on every kind, written once over the candidate store: the
 * unique rectangle's reasoning where some corners are already filled — by the solve, not given,
 * since a given cannot be swapped. Two filled corners a and b on one side of a rectangle on two
 * boxes (a row or column and a box shared) would make the other side b and a a swappable pattern
 * (swappable.ts), a second solution; so that side avoids it.
 *
 * - Type 1 (AR1): one corner of the other side is filled with b (not given) and the last holds a
 *   and one more value: it is not a.
 * - Type 2 (AR2): both corners of the other side are empty, one {b, x} and the other {a, x}: one
 *   of them is x, so x goes from every cell that sees both.
 *
 * Scan order: filled cells ascending, their later partners in the box in cell order, then the
 * other side's lines in cell order; each rectangle once.
 */

import type { CandidateStore } from '../board/candidate-store';
import type { Geometry } from '../geometry/geometry';
import { BOX, COLUMN, ROW, unitHasCell } from '../geometry/unit-kinds';
import type { EliminationsAt, EliminationsVisit } from './patterns';
import { STOP_AT_FIRST } from './technique';
import { valueRemovalsSeeingAll } from './peer-sets';
import { boxesOfPlainGrid, swappable } from './swappable';

export type AvoidableLetter = 'AR1' | 'AR2';

const pair: number[] = [0, 0];
const corners: number[] = [0, 0, 0, 0];
/** boxesOfPlainGrid of the geometry being scanned, read once a scan. */
let scanBoxes: Int32Array | null = null;

/** A filled cell the solve placed (givens: the store's, known): only such cells may be swapped. */
function placedSince(values: Uint8Array, givens: Uint8Array, cell: number): boolean {
  return values[cell] !== 0 && givens[cell] === 0;
}

/** The step, once the rectangle is known to be swappable (checked last: on plain grids it always is). */
function avoidable(store: CandidateStore, eliminations: number[]): EliminationsAt | null {
  return swappable(store.geometry, corners, scanBoxes)
    ? { eliminations, unit: -1, patternCells: corners.slice() }
    : null;
}

/** The other value of a two-candidate cell holding `value`. */
function otherValue(store: CandidateStore, cell: number, value: number): number {
  for (let other = store.lowest(cell); other <= store.geometry.size; other++)
    if (other !== value && store.has(cell, other)) return other;
  return 0;
}

function avoidableStep(
  store: CandidateStore,
  givens: Uint8Array,
  letter: AvoidableLetter,
  far: number,
  near: number,
  a: number,
  b: number,
): EliminationsAt | null {
  const values = store.values;
  if (letter === 'AR1') {
    // far faces the start cell (it would be b), near faces its partner (it would be a).
    if (placedSince(values, givens, far) && values[far] === b && values[near] === 0)
      return store.count(near) === 2 && store.has(near, a) ? avoidable(store, [store.candidateCode(near, a)]) : null;
    if (placedSince(values, givens, near) && values[near] === a && values[far] === 0)
      return store.count(far) === 2 && store.has(far, b) ? avoidable(store, [store.candidateCode(far, b)]) : null;
    return null;
  }
  if (values[far] !== 0 || values[near] !== 0) return null;
  if (store.count(far) !== 2 || store.count(near) !== 2) return null;
  if (!store.has(far, b) || !store.has(near, a)) return null;
  const extra = otherValue(store, far, b);
  if (!store.has(near, extra)) return null;
  pair[0] = far;
  pair[1] = near;
  const eliminations = valueRemovalsSeeingAll(store, extra, pair, 2, corners, 4, null);
  return eliminations && avoidable(store, eliminations);
}

/**
 * Per geometry: each row's and column's class of lines that run side by side through one grid (their j-th cells
 * share a column, for rows, or a row, for columns), -1 for other units. On a plain grid all rows are one class.
 */
const lineClassesOf = new WeakMap<Geometry, Int32Array>();

function lineClasses(geometry: Geometry, kinds: Uint8Array): Int32Array {
  let classes = lineClassesOf.get(geometry);
  if (classes) return classes;
  const { unitCells, size, cellRow, cellCol } = geometry;
  const keys = new Map<string, number>();
  classes = new Int32Array(kinds.length).fill(-1);
  for (let unit = 0; unit < kinds.length; unit++) {
    if (kinds[unit] !== ROW && kinds[unit] !== COLUMN) continue;
    const across = kinds[unit] === ROW ? cellCol : cellRow;
    const key = `${kinds[unit]}:${Array.from(unitCells.subarray(unit * size, (unit + 1) * size), (cell) => across[cell])}`;
    if (!keys.has(key)) keys.set(key, keys.size);
    classes[unit] = keys.get(key)!;
  }
  lineClassesOf.set(geometry, classes);
  return classes;
}

/** Every avoidable rectangle of one type in scan order, until `visit` returns true (then that step). */
export function forEachAvoidableRectangle(
  store: CandidateStore,
  letter: AvoidableLetter,
  visit: EliminationsVisit,
): EliminationsAt | null {
  // A store that does not know its givens counts every filled cell as given: nothing can be swapped.
  const { givens, values } = store;
  if (givens === null) return null;
  const geometry = store.geometry;
  const { unitCells, size, cellRow, cellCol, cellCount, cellUnits, cellUnitStart } = geometry;
  const kinds = store.unitKindCodes;
  const classes = lineClasses(geometry, kinds);
  scanBoxes = boxesOfPlainGrid(geometry);
  for (let start = 0; start < cellCount; start++) {
    if (!placedSince(values, givens, start)) continue;
    for (let u = cellUnitStart[start]; u < cellUnitStart[start + 1]; u++) {
      const box = cellUnits[u];
      if (kinds[box] !== BOX) continue;
      for (let i = 0; i < size; i++) {
        const partner = unitCells[box * size + i];
        // Each filled pair once (the rectangle's other side is never both filled where a step is found).
        if (partner <= start || !placedSince(values, givens, partner)) continue;
        const sameRow = cellRow[partner] === cellRow[start];
        if (!sameRow && cellCol[partner] !== cellCol[start]) continue;
        // The other side lies on the lines through start and partner across the shared row or column.
        const found = acrossLines(store, givens, classes, letter, start, partner, box, sameRow ? COLUMN : ROW, visit);
        if (found) return found;
      }
    }
  }
  return null;
}

/** The rectangles whose other side lies on a line of the kind through start and one through partner, side by side. */
function acrossLines(
  store: CandidateStore,
  givens: Uint8Array,
  classes: Int32Array,
  letter: AvoidableLetter,
  start: number,
  partner: number,
  box: number,
  lineKind: number,
  visit: EliminationsVisit,
): EliminationsAt | null {
  const geometry = store.geometry;
  const { unitCells, size, cellUnits, cellUnitStart } = geometry;
  const { values, unitKindCodes: kinds } = store;
  // On a plain grid each cell has one box.
  const plainBoxes = scanBoxes;
  for (let s = cellUnitStart[start]; s < cellUnitStart[start + 1]; s++) {
    const startLine = cellUnits[s];
    if (kinds[startLine] !== lineKind) continue;
    for (let p = cellUnitStart[partner]; p < cellUnitStart[partner + 1]; p++) {
      const partnerLine = cellUnits[p];
      if (kinds[partnerLine] !== lineKind || classes[partnerLine] !== classes[startLine]) continue;
      for (let j = 0; j < size; j++) {
        const far = unitCells[startLine * size + j];
        const near = unitCells[partnerLine * size + j];
        if (values[far] !== 0 && values[near] !== 0) continue;
        if (plainBoxes !== null ? plainBoxes[far] === box : unitHasCell(geometry, box, far)) continue;
        corners[0] = start;
        corners[1] = partner;
        corners[2] = far;
        corners[3] = near;
        const found = avoidableStep(store, givens, letter, far, near, values[start], values[partner]);
        if (found && visit(found)) return found;
      }
    }
  }
  return null;
}

/** The first avoidable rectangle of one type, or null. */
export function avoidableRectangleAt(store: CandidateStore, letter: AvoidableLetter): EliminationsAt | null {
  return forEachAvoidableRectangle(store, letter, STOP_AT_FIRST);
}
