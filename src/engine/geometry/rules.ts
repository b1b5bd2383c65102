/**
 * The rules on any geometry: every value 1..N at most once per unit. Conflicts and values that are
 * no symbol (above N, fractions, negatives) are named by cell, with the grid for combined puzzles.
 */

import { PuzzleError } from '../core/errors';
import type { CellPosition } from '../core/errors';
import { cellName, cellPosition, requireValuesOf } from './geometry';
import type { Geometry } from './geometry';

export interface VariantConflict {
  unit: number;
  value: number;
  /** Every cell of the unit holding the value (two or more), ascending. */
  cells: number[];
}

export interface VariantRuleCheck {
  conflicts: VariantConflict[];
  /** Cells whose value is neither blank (0) nor a symbol 1..N. */
  badCells: number[];
}

const MAX_NAMED = 4;

function isSymbol(value: number, size: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= size;
}

export function findVariantConflicts(geometry: Geometry, values: ArrayLike<number>): VariantRuleCheck {
  requireValuesOf(geometry, values, 'The values');
  const { size, units, unitCells } = geometry;
  const badCells: number[] = [];
  for (let cell = 0; cell < geometry.cellCount; cell++)
    if (values[cell] !== 0 && !isSymbol(values[cell], size)) badCells.push(cell);
  const conflicts: VariantConflict[] = [];
  const seenIn = new Int32Array(size + 1).fill(-1);
  const repeated: number[] = [];
  for (let unit = 0; unit < units.length; unit++) {
    repeated.length = 0;
    for (let k = 0; k < size; k++) {
      const value = values[unitCells[unit * size + k]];
      if (!isSymbol(value, size)) continue;
      if (seenIn[value] === unit && !repeated.includes(value)) repeated.push(value);
      seenIn[value] = unit;
    }
    for (const value of repeated) {
      const cells: number[] = [];
      for (let k = 0; k < size; k++)
        if (values[unitCells[unit * size + k]] === value) cells.push(unitCells[unit * size + k]);
      conflicts.push({ unit, value, cells });
    }
    // Reset only this unit's marks, so the check stays linear in the number of cells.
    for (let k = 0; k < size; k++) {
      const value = values[unitCells[unit * size + k]];
      if (isSymbol(value, size)) seenIn[value] = -1;
    }
  }
  return { conflicts, badCells };
}

function listNames(geometry: Geometry, cells: readonly number[]): string {
  const names = cells.map((cell) => cellName(geometry, cell));
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * One PuzzleError naming bad symbols ('bad-input') or, failing those, clashes ('conflict'); null
 * when the values keep the rules.
 */
export function variantRuleError(geometry: Geometry, values: ArrayLike<number>): PuzzleError | null {
  const { conflicts, badCells } = findVariantConflicts(geometry, values);
  if (badCells.length > 0) {
    const named = badCells
      .slice(0, MAX_NAMED)
      .map((cell) => `${values[cell]} at ${cellName(geometry, cell)}`)
      .join('; ');
    const more = badCells.length > MAX_NAMED ? `; and ${badCells.length - MAX_NAMED} more` : '';
    return new PuzzleError(
      'bad-input',
      `Not a symbol of this ${geometry.size}-symbol puzzle: ${named}${more}. Values are 1 to ${geometry.size}, blank 0.`,
      badCells.map((cell): CellPosition => cellPosition(geometry, cell)),
    );
  }
  if (conflicts.length === 0) return null;
  const involved = new Set<number>();
  for (const conflict of conflicts) for (const cell of conflict.cells) involved.add(cell);
  const named = conflicts
    .slice(0, MAX_NAMED)
    .map(
      (c) =>
        `${c.value} appears ${c.cells.length} times in ${geometry.units[c.unit].name}, at ${listNames(geometry, c.cells)}`,
    )
    .join('; ');
  const more = conflicts.length > MAX_NAMED ? `; and ${conflicts.length - MAX_NAMED} more conflicts` : '';
  return new PuzzleError(
    'conflict',
    `The same value twice in a unit: ${named}${more}.`,
    [...involved].sort((a, b) => a - b).map((cell) => cellPosition(geometry, cell)),
  );
}
