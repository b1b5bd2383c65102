/**
 * A deliberately plain reference solver for any variant geometry: backtracking over the unit
 * lists of Geometry.units (no peer tables, no bitmasks, nothing shared with the engine's solver),
 * always filling the empty cell with the fewest allowed values. Slow but easy to trust.
 */

import type { Geometry } from '../../src/engine/geometry';

function allowedValues(geometry: Geometry, values: number[], unitsOfCell: number[][], cell: number): number[] {
  const used = new Set<number>();
  for (const unit of unitsOfCell[cell]) for (const other of geometry.units[unit].cells) used.add(values[other]);
  const allowed: number[] = [];
  for (let value = 1; value <= geometry.size; value++) if (!used.has(value)) allowed.push(value);
  return allowed;
}

/** True when every unit holds each value 1..N exactly once. */
export function isVariantSolution(geometry: Geometry, values: ArrayLike<number>): boolean {
  return geometry.units.every((unit) => {
    const seen = new Set(unit.cells.map((cell) => values[cell]));
    if (seen.size !== geometry.size) return false;
    for (let value = 1; value <= geometry.size; value++) if (!seen.has(value)) return false;
    return true;
  });
}

/** Solutions up to `limit` (conflicting givens: 0), and the first one found. */
export function referenceSolve(
  geometry: Geometry,
  givens: ArrayLike<number>,
  limit = 2,
): { count: number; solution: number[] | null } {
  const unitsOfCell: number[][] = Array.from({ length: geometry.cellCount }, () => []);
  geometry.units.forEach((unit, u) => unit.cells.forEach((cell) => unitsOfCell[cell].push(u)));
  const values = Array.from(givens, Number);
  for (let cell = 0; cell < values.length; cell++) {
    if (values[cell] === 0) continue;
    const value = values[cell];
    values[cell] = 0;
    if (!allowedValues(geometry, values, unitsOfCell, cell).includes(value)) return { count: 0, solution: null };
    values[cell] = value;
  }
  let count = 0;
  let solution: number[] | null = null;
  const search = (): void => {
    let best = -1;
    let bestAllowed: number[] = [];
    for (let cell = 0; cell < values.length; cell++) {
      if (values[cell] !== 0) continue;
      const allowed = allowedValues(geometry, values, unitsOfCell, cell);
      if (best < 0 || allowed.length < bestAllowed.length) {
        best = cell;
        bestAllowed = allowed;
        if (allowed.length <= 1) break;
      }
    }
    if (best < 0) {
      if (count++ === 0) solution = [...values];
      return;
    }
    for (const value of bestAllowed) {
      values[best] = value;
      search();
      values[best] = 0;
      if (count >= limit) return;
    }
  };
  search();
  return { count, solution };
}

/** The values of a one-line text of symbols as the book writes them: 1-9, A-Z for 10-35, a-z for 36-61, '.' or '0' blank. */
export function symbolValues(text: string): number[] {
  return [...text].map((char) => {
    if (char === '.' || char === '0') return 0;
    if (char >= '1' && char <= '9') return Number(char);
    if (char >= 'A' && char <= 'Z') return char.charCodeAt(0) - 55;
    return char.charCodeAt(0) - 61;
  });
}
