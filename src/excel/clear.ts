/**
 * Clear (SPEC §2, the model tool's first button; issue 39 item 6): empties the selected puzzle's
 * range of the chosen kind — its values and formulas only, never its fills (a jigsaw's regions and a
 * colour puzzle's units are fills), fonts or number formats: Excel's clear of contents. A range that
 * holds anything is cleared only once the person confirms, and only while it still holds what they
 * were asked about. Undo is the Library's Restore (restoreRecall): it puts back formulas, numbers,
 * text kept as text and number formats exactly, and asks before going over cells typed in since.
 */

import { layoutBounds, isCombined, type KindChoice } from '../io/sheet-puzzle';
import { filledCellAddresses } from '../report/library-sheet';
import { rangeAddress } from '../report/sheet-model';
import { restoreRecall, type OriginalCells, type RestoreOutcome, type RestorePoint } from './library';
import type { BadSelection, GridTarget } from './selection';
import { targetRange } from './selection';
import { MAX_COMBINED_SQUARES, MAX_PUZZLE_SQUARES, readSelectedBlock } from './variant-range';

/** The most cells a clear reads (formulas, values and number formats, for Undo) in one answer: the 280-grid record layout is 21,321. */
export const MAX_CLEAR_CELLS = 60_000;

/** What a clear would empty, held by the pane while it asks the person. */
export interface PendingClear {
  target: GridTarget;
  /** What the range held when the person was asked. */
  originals: OriginalCells;
}

export type ClearPreview =
  /** Nothing in the range: there is nothing to clear and nothing to ask. */
  | { status: 'empty'; target: GridTarget }
  /** The range holds something: ask, then confirmClear(pending). `changed` when it changed since the last question. */
  | { status: 'needs-confirmation'; pending: PendingClear; filledCells: string[]; changed: boolean }
  | BadSelection
  | { status: 'too-large'; rows: number; columns: number; limit: number }
  | { status: 'unreadable'; detail: string };

export type ClearOutcome =
  | { status: 'cleared'; target: GridTarget; cells: number; undo: RestorePoint }
  | Extract<ClearPreview, { status: 'needs-confirmation' }>;

/** The range of the selected puzzle: the selection, or the block of the chosen kind's layout from a single selected cell (9×9 unless the layout says otherwise). */
async function selectedPuzzleRange(
  context: Excel.RequestContext,
  kindFor: (rows: number, columns: number) => KindChoice | undefined,
): Promise<
  | { target: GridTarget; rows: number; columns: number }
  | BadSelection
  | { status: 'too-large'; rows: number; columns: number; limit: number }
> {
  // A single cell stands for the block of the kind its 9×9 block would be read as (a samurai's 21×21).
  const blockOfCell = () => {
    const first = kindFor(9, 9);
    const bounds = first && layoutBounds(first);
    return { rows: bounds?.rows ?? 9, columns: bounds?.cols ?? 9 };
  };
  const { sheet, rowIndex, columnIndex, rows, columns } = await readSelectedBlock(context, blockOfCell);
  const choice = kindFor(rows, columns);
  const squares = choice && isCombined(choice.kind) ? MAX_COMBINED_SQUARES : MAX_PUZZLE_SQUARES;
  if (!choice || rows > squares || columns > squares) return { status: 'bad-selection', rows, columns };
  if (rows * columns > MAX_CLEAR_CELLS) return { status: 'too-large', rows, columns, limit: MAX_CLEAR_CELLS };
  return {
    target: { sheetId: sheet.id, sheetName: sheet.name, address: rangeAddress(rowIndex, columnIndex, rows, columns) },
    rows,
    columns,
  };
}

/** Queues the read of what a clear empties and Undo puts back. */
function queueOriginals(range: Excel.Range): () => { originals: OriginalCells; filledCells: string[] } {
  range.load(['formulas', 'values', 'numberFormat', 'rowIndex', 'columnIndex']);
  return () => ({
    originals: { formulas: range.formulas, values: range.values, numberFormat: range.numberFormat },
    filledCells: filledCellAddresses(range.formulas, range.rowIndex, range.columnIndex),
  });
}

/** What Clear would empty, in two syncs: nothing is written. */
export async function previewClear(
  context: Excel.RequestContext,
  kindFor: (rows: number, columns: number) => KindChoice | undefined,
): Promise<ClearPreview> {
  try {
    const found = await selectedPuzzleRange(context, kindFor);
    if ('status' in found) return found;
    const read = queueOriginals(targetRange(context, found.target));
    await context.sync();
    const { originals, filledCells } = read();
    if (filledCells.length === 0) return { status: 'empty', target: found.target };
    return { status: 'needs-confirmation', pending: { target: found.target, originals }, filledCells, changed: false };
  } catch (error) {
    // A multi-area selection, or a block reaching past the sheet's edge.
    return { status: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Clears what the person confirmed: one sync checks that the range still holds what they were asked
 * about (else it asks again), one clears the contents. Undo (undoClear) puts them back.
 */
export async function confirmClear(context: Excel.RequestContext, pending: PendingClear): Promise<ClearOutcome> {
  const range = targetRange(context, pending.target);
  const read = queueOriginals(range);
  await context.sync();
  const now = read();
  if (!sameFormulas(now.originals.formulas, pending.originals.formulas)) {
    return {
      status: 'needs-confirmation',
      pending: { target: pending.target, originals: now.originals },
      filledCells: now.filledCells,
      changed: true,
    };
  }
  range.clear('Contents');
  await context.sync();
  const written = now.originals.formulas.map((line) => line.map(() => ''));
  // Undo puts back what is there now (a number format may have changed since the question).
  return {
    status: 'cleared',
    target: pending.target,
    cells: now.filledCells.length,
    undo: { target: pending.target, originals: now.originals, written },
  };
}

function sameFormulas(a: readonly (readonly unknown[])[], b: readonly (readonly unknown[])[]): boolean {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return (
    a.length === b.length &&
    a.every((line, r) => line.length === b[r].length && line.every((value, c) => text(value) === text(b[r][c])))
  );
}

/** Undo: the Library's Restore of what the clear emptied; 'changed' names the cells typed in since (then nothing is written unless `force`). Two syncs. */
export function undoClear(context: Excel.RequestContext, point: RestorePoint, force = false): Promise<RestoreOutcome> {
  return restoreRecall(context, point, force);
}
