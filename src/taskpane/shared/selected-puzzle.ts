/**
 * The selected 9×9 puzzle for the pane's tabs that work on one (GA, Transform): read with the same
 * reader as Analyse, every cell that is not a digit or a blank and every clash named by its sheet
 * address (sheet-puzzle.ts), in the person's language (sheet-puzzle-strings.ts).
 */

import { countGivens } from '../../engine';
import { readPuzzleSelection } from '../../excel/analysis';
import type { GridTarget } from '../../excel/selection';
import { puzzleOfSheetValues, type SelectionProblem } from './sheet-puzzle';

export type SelectedPuzzle =
  { ok: true; digits: number[]; target: GridTarget; source: string } | { ok: false; problem: SelectionProblem };

/** The selected puzzle (81 digits, 0 = blank) and where it is ("Sheet1!B2:J10"), or what is wrong with it. */
export async function readSelectedPuzzle(
  runExcel: <T>(work: (context: Excel.RequestContext) => Promise<T>) => Promise<T>,
): Promise<SelectedPuzzle> {
  const read = await runExcel((context) => readPuzzleSelection(context));
  if (read.status === 'bad-selection')
    return { ok: false, problem: { reason: 'bad-selection', rows: read.rows, columns: read.columns } };
  if (read.status === 'unreadable') return { ok: false, problem: { reason: 'unreadable', detail: read.detail } };
  const source = `${read.target.sheetName}!${read.target.address}`;
  const puzzle = puzzleOfSheetValues(read.values, read.target);
  if ('problem' in puzzle) return { ok: false, problem: puzzle.problem };
  if (countGivens(puzzle.digits) === 0) return { ok: false, problem: { reason: 'empty', address: source } };
  return { ok: true, digits: puzzle.digits, target: read.target, source };
}
