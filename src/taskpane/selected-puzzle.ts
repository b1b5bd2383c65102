/**
 * The selected 9×9 puzzle for the pane's tabs that work on one (GA, Transform): read with the same
 * reader as Analyse, every cell that is not a digit or a blank and every clash named by its sheet
 * address, in the person's language.
 */

import { describeValue } from '../engine/cell-reader';
import { isPuzzleError, positionOf } from '../engine/errors';
import { countGivens } from '../engine/grid';
import { findConflicts } from '../engine/rules';
import { parseSheetValues } from '../io/parse';
import { inputCellAddress } from '../report/analysis-sheet';
import { readPuzzleSelection } from '../excel/analysis';
import type { GridTarget } from '../excel/selection';
import type { Language } from './language';

export type SelectedPuzzleProblem =
  | { reason: 'bad-selection'; rows: number; columns: number }
  | { reason: 'unreadable'; detail: string }
  | { reason: 'empty'; address: string }
  /** Cells (sheet addresses) that hold neither a digit nor a blank, and what each holds. */
  | { reason: 'bad-cells'; cells: string[]; found: string[] }
  /** Givens that clash: the digit and the cells (sheet addresses) of each clash. */
  | { reason: 'conflict'; digit: number; cells: string[] };

export type SelectedPuzzle = { ok: true; digits: number[]; target: GridTarget; source: string } | { ok: false; problem: SelectedPuzzleProblem };

/** The selected puzzle (81 digits, 0 = blank) and where it is ("Sheet1!B2:J10"), or what is wrong with it. */
export async function readSelectedPuzzle(runExcel: <T>(work: (context: Excel.RequestContext) => Promise<T>) => Promise<T>): Promise<SelectedPuzzle> {
  const read = await runExcel((context) => readPuzzleSelection(context));
  if (read.status === 'bad-selection') return { ok: false, problem: { reason: 'bad-selection', rows: read.rows, columns: read.columns } };
  if (read.status === 'unreadable') return { ok: false, problem: { reason: 'unreadable', detail: read.detail } };
  const source = `${read.target.sheetName}!${read.target.address}`;
  const address = (row: number, col: number) => inputCellAddress(read.target.address, row, col);
  let digits: number[];
  try {
    digits = Array.from(parseSheetValues(read.values));
  } catch (error) {
    if (!isPuzzleError(error)) throw error;
    const found = error.cells.map(([row, col]) => describeValue(read.values[row - 1]?.[col - 1]));
    return { ok: false, problem: { reason: 'bad-cells', cells: error.cells.map(([row, col]) => address(row, col)), found } };
  }
  const [conflict] = findConflicts(digits);
  if (conflict) {
    const cells = conflict.cells.map(positionOf).map(([row, col]) => address(row, col));
    return { ok: false, problem: { reason: 'conflict', digit: conflict.digit, cells } };
  }
  if (countGivens(digits) === 0) return { ok: false, problem: { reason: 'empty', address: source } };
  return { ok: true, digits, target: read.target, source };
}

const ENGLISH = (problem: SelectedPuzzleProblem): string => {
  switch (problem.reason) {
    case 'bad-selection':
      return `Select a 9×9 range, or a single cell as its top-left corner; the selection is ${problem.rows}×${problem.columns}.`;
    case 'unreadable':
      return `The selection cannot be read as a 9×9 puzzle (select one area with room for 9×9 cells): ${problem.detail}`;
    case 'empty':
      return `${problem.address} is empty: select a puzzle.`;
    case 'bad-cells':
      return `Not a digit 1–9 or a blank: ${problem.cells.map((cell, i) => `${cell} holds ${problem.found[i]}`).join(', ')}.`;
    case 'conflict':
      return `The givens clash: ${problem.digit} appears in ${problem.cells.join(' and ')} of one row, column or box.`;
  }
};

const JAPANESE = (problem: SelectedPuzzleProblem): string => {
  switch (problem.reason) {
    case 'bad-selection':
      return `9×9 の範囲か、その左上となる 1 つのセルを選択してください（選択範囲は ${problem.rows}×${problem.columns}）。`;
    case 'unreadable':
      return `選択範囲を 9×9 の問題として読めません（9×9 のセルが収まる範囲を 1 つ選択してください）: ${problem.detail}`;
    case 'empty':
      return `${problem.address} は空です。問題を選択してください。`;
    case 'bad-cells':
      return `1〜9 の数字でも空欄でもないセルがあります: ${problem.cells.map((cell, i) => `${cell} は ${problem.found[i]}`).join('、')}。`;
    case 'conflict':
      return `ヒントが矛盾しています: ${problem.cells.join(' と ')} に同じ ${problem.digit} があります。`;
  }
};

/** What is wrong with the selected puzzle, in the pane's language. */
export function selectedPuzzleProblemText(problem: SelectedPuzzleProblem, language: Language): string {
  return language === 'ja' ? JAPANESE(problem) : ENGLISH(problem);
}
