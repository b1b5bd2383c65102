/**
 * A plain reference solver for large combined puzzles, independent of the engine: backtracking
 * over Geometry.units with a used-digit mask per unit, always taking the tightest choice among
 * "values left for an empty cell" and "places left for a missing value in a unit" (so puzzles
 * that hidden singles solve need no guessing). variant-reference.ts branches on cells only, which
 * is easier to read but guesses far too often on puzzles of a thousand sparse cells.
 */

import type { Geometry } from '../../src/engine/geometry';

export function referenceSolveByUnits(
  geometry: Geometry,
  givens: ArrayLike<number>,
  limit = 2,
): { count: number; solution: number[] | null } {
  const { size, units } = geometry;
  const unitsOfCell: number[][] = Array.from({ length: geometry.cellCount }, () => []);
  units.forEach((unit, u) => unit.cells.forEach((cell) => unitsOfCell[cell].push(u)));
  const full = (1 << (size + 1)) - 2;
  const used = new Int32Array(units.length);
  const values = Array.from(givens, Number);
  for (let cell = 0; cell < values.length; cell++) {
    const value = values[cell];
    if (value === 0) continue;
    for (const u of unitsOfCell[cell]) {
      if (used[u] & (1 << value)) return { count: 0, solution: null };
      used[u] |= 1 << value;
    }
  }
  const allowed = (cell: number): number => {
    let mask = full;
    for (const u of unitsOfCell[cell]) mask &= ~used[u];
    return mask;
  };
  const set = (cell: number, value: number, on: boolean): void => {
    values[cell] = on ? value : 0;
    for (const u of unitsOfCell[cell]) used[u] ^= 1 << value;
  };
  let count = 0;
  let solution: number[] | null = null;
  const search = (): void => {
    let bestCell = -1;
    let bestMask = 0;
    let bestCount = size + 1;
    for (let cell = 0; cell < values.length && bestCount > 1; cell++) {
      if (values[cell] !== 0) continue;
      const mask = allowed(cell);
      const n = bitCount(mask);
      if (n === 0) return;
      if (n < bestCount) [bestCell, bestMask, bestCount] = [cell, mask, n];
    }
    if (bestCell < 0) {
      if (count++ === 0) solution = [...values];
      return;
    }
    let placeValue = 0;
    let placeCells: number[] = [];
    for (let u = 0; u < units.length && bestCount > 1; u++) {
      for (let value = 1; value <= size && bestCount > 1; value++) {
        if (used[u] & (1 << value)) continue;
        const cells = units[u].cells.filter((cell) => values[cell] === 0 && allowed(cell) & (1 << value));
        if (cells.length === 0) return;
        if (cells.length < bestCount) [placeValue, placeCells, bestCount] = [value, cells, cells.length];
      }
    }
    if (placeValue !== 0) {
      for (const cell of placeCells) {
        set(cell, placeValue, true);
        search();
        set(cell, placeValue, false);
        if (count >= limit) return;
      }
      return;
    }
    for (let value = 1; value <= size; value++) {
      if (!(bestMask & (1 << value))) continue;
      set(bestCell, value, true);
      search();
      set(bestCell, value, false);
      if (count >= limit) return;
    }
  };
  search();
  return { count, solution };
}

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}
