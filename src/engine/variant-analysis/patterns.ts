/**
 * Building blocks shared by the elimination modules: a value's places in a unit, and the
 * candidates a pattern removes from a unit. They fill caller-owned scratch arrays so a scan
 * allocates nothing until it finds a deduction.
 */

import type { VariantBoard } from './board';
import { candidateCode } from './candidate-code';

/** Writes the cells of the unit still holding the value into `into`; returns how many. */
export function collectPlaces(board: VariantBoard, unit: number, value: number, into: Int32Array): number {
  const { unitCells, size } = board.geometry;
  let count = 0;
  for (let i = 0; i < size; i++) {
    const cell = unitCells[unit * size + i];
    if (board.has(cell, value)) into[count++] = cell;
  }
  return count;
}

function isAmong(cell: number, cells: ArrayLike<number>, count: number): boolean {
  for (let k = 0; k < count; k++) if (cells[k] === cell) return true;
  return false;
}

/**
 * Adds to `into` the removal of the value from the unit's cells outside the pattern; returns
 * `into`, created on the first elimination (null: nothing to remove).
 */
export function valueOutside(
  board: VariantBoard,
  unit: number,
  value: number,
  pattern: ArrayLike<number>,
  patternCount: number,
  into: number[] | null,
): number[] | null {
  const { unitCells, size } = board.geometry;
  for (let i = 0; i < size; i++) {
    const cell = unitCells[unit * size + i];
    if (!board.has(cell, value) || isAmong(cell, pattern, patternCount)) continue;
    (into ??= []).push(candidateCode(cell, value));
  }
  return into;
}
