/**
 * The analysis sheet of a puzzle of any kind (issue 20): the 9×9 sheet's summary, technique
 * counts, step log and chart, with grids as large as the puzzle's bounding rectangle, drawn with
 * their region lines and extra-unit fills (variant-grid.ts). Cells in the log are named as the
 * command line names them ("(9,15) in grid 2 at (9,3)"), rows and columns 1-based in the
 * bounding rectangle.
 */

import {
  cellName,
  cellPosition,
  findVariantConflicts,
  type Geometry,
  type VariantAnalysisResult,
  type VariantCandidates,
} from '../engine/variants';
import type { AnalysisResult } from '../engine/analyser';
import { analysisForSheet } from '../io/variant-results';
import type { SheetLanguage } from './analysis-labels';
import { analysisSheetOf, type AnalysisSheetModel, type SheetBoard } from './analysis-sheet';
import { gridStyles } from './variant-grid';

export interface VariantAnalysisSheetInput {
  geometry: Geometry;
  result: VariantAnalysisResult;
  /** The analysed range, "Sheet1!B2:V22" or "B2:V22". */
  inputAddress: string;
  language?: SheetLanguage;
  /** The candidates by cell before step `step` (1-based). */
  candidates?: { step: number; cells: VariantCandidates };
}

/** The result as the sheet's summary reads it: E keeps its own count and name (it is not folded into L as in Results). */
export function summaryResult(geometry: Geometry, result: VariantAnalysisResult): AnalysisResult {
  return {
    ...analysisForSheet(geometry, result),
    techniqueCounts: result.techniqueCounts,
    ...(result.nextTechnique ? { nextTechnique: result.nextTechnique } : {}),
  } as AnalysisResult;
}

export function variantBoard(input: VariantAnalysisSheetInput): SheetBoard {
  const { geometry, result } = input;
  const cellOf = (row: number, col: number) => geometry.cellAt[row * geometry.cols + col];
  const solution = result.solution;
  const candidates = input.candidates;
  // Up to 9 symbols a cell's candidates read as one word ("1 2 3" would not fit).
  const separator = geometry.size > 9 ? ' ' : '';
  return {
    rows: geometry.rows,
    cols: geometry.cols,
    symbols: geometry.size,
    given: (row, col) => (cellOf(row, col) < 0 ? 0 : result.puzzle[cellOf(row, col)]),
    ...(solution
      ? { solution: (row: number, col: number) => (cellOf(row, col) < 0 ? 0 : solution[cellOf(row, col)]) }
      : {}),
    isCell: (row, col) => cellOf(row, col) >= 0,
    frame: (top, left, cellStyle) => gridStyles(geometry, top, left, cellStyle),
    cellLabel: (row, col) => cellName(geometry, cellOf(row - 1, col - 1)),
    conflicts: () =>
      result.error?.kind === 'conflict'
        ? findVariantConflicts(geometry, result.puzzle).conflicts.map((conflict) => ({
            value: conflict.value,
            cells: conflict.cells.map((cell) => cellPosition(geometry, cell)),
          }))
        : [],
    ...(candidates
      ? {
          candidates: {
            step: candidates.step,
            text: (row: number, col: number) => {
              const cell = cellOf(row, col);
              const list = candidates.cells[cell] ?? [];
              // A filled cell has no candidates: show its value, as the solution grid does.
              return list.length > 0 ? list.join(separator) : String(solution?.[cell] ?? '');
            },
          },
        }
      : {}),
  };
}

export function buildVariantAnalysisSheet(input: VariantAnalysisSheetInput): AnalysisSheetModel {
  return analysisSheetOf(
    { result: summaryResult(input.geometry, input.result), inputAddress: input.inputAddress, language: input.language },
    variantBoard(input),
  );
}
