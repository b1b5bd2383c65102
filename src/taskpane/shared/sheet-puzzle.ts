/**
 * A 9×9 range's values read as a puzzle for the pane's tabs that start from the selection (GA,
 * Solve along): its 81 digits, or the cells that are not digits or whose givens clash, named by
 * their sheet address.
 */

import { describeValue } from '../../engine';
import { isPuzzleError, positionOf } from '../../engine';
import { findConflicts } from '../../engine';
import { parseSheetValues } from '../../io/parse';
import { inputCellAddress } from '../../report/analysis-sheet';
import type { GridTarget } from '../../excel/selection';

export type SheetPuzzleProblem =
  /** Cells (sheet addresses) that hold neither a digit nor a blank, and what each holds. */
  | { reason: 'bad-cells'; cells: string[]; found: string[] }
  /** Givens that clash: the digit and the cells (sheet addresses) of each clash. */
  | { reason: 'conflict'; digit: number; cells: string[] };

/** Why the selection gives no puzzle to start from. */
export type SelectionProblem =
  | { reason: 'bad-selection'; rows: number; columns: number }
  | { reason: 'unreadable'; detail: string }
  | { reason: 'empty'; address: string }
  | SheetPuzzleProblem;

const SELECTION_REASONS: readonly string[] = [
  'bad-selection',
  'unreadable',
  'empty',
  'bad-cells',
  'conflict',
] satisfies SelectionProblem['reason'][];

export function isSelectionProblem<Problem extends { reason: string }>(
  problem: Problem,
): problem is Extract<Problem, SelectionProblem> {
  return SELECTION_REASONS.includes(problem.reason);
}

export function puzzleOfSheetValues(
  values: unknown[][],
  target: GridTarget,
): { digits: number[] } | { problem: SheetPuzzleProblem } {
  const address = (row: number, col: number) => inputCellAddress(target.address, row, col);
  let digits: number[];
  try {
    digits = Array.from(parseSheetValues(values));
  } catch (error) {
    if (!isPuzzleError(error)) throw error;
    const found = error.cells.map(([row, col]) => describeValue(values[row - 1]?.[col - 1]));
    return { problem: { reason: 'bad-cells', cells: error.cells.map(([row, col]) => address(row, col)), found } };
  }
  const [conflict] = findConflicts(digits);
  if (conflict) {
    const cells = conflict.cells.map(positionOf).map(([row, col]) => address(row, col));
    return { problem: { reason: 'conflict', digit: conflict.digit, cells } };
  }
  return { digits };
}
