/**
 * The rules themselves: a digit at most once per unit. findConflicts names every clash with all
 * its cells (so the add-in can colour them); checkSolution is the final check of a finished grid
 * that decides Conquer. Geometry comes from a Layout, so diagonal and jigsaw variants need no change.
 */

import { PuzzleError } from '../core/errors';
import { positionOf } from './layout';
import type { CellPosition } from '../core/errors';
import { CELL_COUNT, LAYOUTS, SIDE, STANDARD_LAYOUT, cellLabel, unitLabel } from './layout';
import type { Layout } from './layout';
import { requireCells, requireEach, requireInteger, requireList, requireRecord } from '../core/arguments';

export interface Conflict {
  unit: number;
  digit: number;
  /** Every cell of the unit holding the digit (two or more), in reading order. */
  cells: number[];
}

export interface SolutionCheck {
  ok: boolean;
  conflicts: Conflict[];
  /** Cells without a digit 1–9. */
  emptyCells: number[];
  /** Given cells whose digit the grid changed. */
  changedGivens: number[];
}

const MAX_NAMED_CONFLICTS = 4;
const TIMES = ['', 'once', 'twice', 'three times'];

function isDigit(value: number): boolean {
  // Number.isInteger first: it never converts, so no cell's content can throw here.
  return Number.isInteger(value) && value >= 1 && value <= 9;
}

/**
 * Every digit that occurs more than once in a unit. A pair of cells sharing a row and a box is
 * reported once for each unit. Values other than 1–9 are treated as empty.
 */
export function findConflicts(digits: ArrayLike<number>, layout: Layout = STANDARD_LAYOUT): Conflict[] {
  requireCells(digits, 'The grid');
  LAYOUTS.require(layout, 'The layout');
  const conflicts: Conflict[] = [];
  const { unitCells, unitCount } = layout;
  for (let unit = 0; unit < unitCount; unit++) {
    const base = unit * SIDE;
    let seen = 0;
    let repeated = 0;
    for (let i = 0; i < SIDE; i++) {
      const value = digits[unitCells[base + i]];
      if (!isDigit(value)) continue;
      const bit = 1 << value;
      if (seen & bit) repeated |= bit;
      seen |= bit;
    }
    // Conflicts are rare, so the cells are only collected for a unit that has one.
    for (let digit = 1; repeated !== 0 && digit <= 9; digit++) {
      if ((repeated & (1 << digit)) === 0) continue;
      const cells: number[] = [];
      for (let i = 0; i < SIDE; i++) if (digits[unitCells[base + i]] === digit) cells.push(unitCells[base + i]);
      conflicts.push({ unit, digit, cells: cells.sort((a, b) => a - b) });
    }
  }
  return conflicts;
}

function describeConflict(conflict: Conflict, layout: Layout): string {
  const times = TIMES[conflict.cells.length] ?? `${conflict.cells.length} times`;
  const cells = conflict.cells.map(cellLabel);
  const where =
    cells.length === 2 ? cells.join(' and ') : `${cells.slice(0, -1).join(', ')} and ${cells[cells.length - 1]}`;
  return `${conflict.digit} appears ${times} in ${unitLabel(layout, conflict.unit)}, at ${where}`;
}

/** One PuzzleError('conflict') naming every clash (cells as (r,c)) and listing all cells involved. */
export function conflictError(conflicts: readonly Conflict[], layout: Layout = STANDARD_LAYOUT): PuzzleError {
  requireList(conflicts, 'The conflicts');
  LAYOUTS.require(layout, 'The layout');
  requireEach(conflicts, (conflict) => requireConflict(conflict, layout));
  const involved = new Set<number>();
  for (const conflict of conflicts) for (const cell of conflict.cells) involved.add(cell);
  const cells: CellPosition[] = [...involved].sort((a, b) => a - b).map(positionOf);
  const named = conflicts.slice(0, MAX_NAMED_CONFLICTS).map((conflict) => describeConflict(conflict, layout));
  const more =
    conflicts.length > MAX_NAMED_CONFLICTS ? `; and ${conflicts.length - MAX_NAMED_CONFLICTS} more conflicts` : '';
  const message =
    named.length > 0 ? `The same digit twice in a unit: ${named.join('; ')}${more}.` : 'No conflict was found.';
  return new PuzzleError('conflict', message, cells);
}

/** A conflict as findConflicts reports it: a unit of the layout, a digit and cells. */
function requireConflict(conflict: Conflict, layout: Layout): void {
  requireRecord(conflict, 'A conflict');
  requireInteger(conflict.unit, "A conflict's unit", 0, layout.unitCount - 1);
  requireInteger(conflict.digit, "A conflict's digit", 1, 9);
  requireList(conflict.cells, "A conflict's cells", CELL_COUNT);
  requireEach(conflict.cells, (cell) => requireInteger(cell, "A conflict's cell", 0, CELL_COUNT - 1));
}

/** Whether a finished grid solves the puzzle: all 81 cells filled, givens kept, every unit valid. */
export function checkSolution(
  puzzle: ArrayLike<number>,
  grid: ArrayLike<number>,
  layout: Layout = STANDARD_LAYOUT,
): SolutionCheck {
  requireCells(puzzle, 'The puzzle');
  requireCells(grid, 'The grid');
  const emptyCells: number[] = [];
  const changedGivens: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const value = grid[cell];
    if (!isDigit(value)) emptyCells.push(cell);
    const given = puzzle[cell];
    if (isDigit(given) && value !== given) changedGivens.push(cell);
  }
  const conflicts = findConflicts(grid, layout);
  const ok = emptyCells.length === 0 && changedGivens.length === 0 && conflicts.length === 0;
  return { ok, conflicts, emptyCells, changedGivens };
}
