/**
 * The selection read as a puzzle of any kind (issue 20) in two syncs: where it is and its size,
 * then its values (a combined layout's in bands of rows, one sync each: issue 21), and — only for jigsaw and colour — each cell's fill colour and the block of
 * region numbers right of the puzzle (touching it, or after one empty column), if there is one.
 * The decoding is src/io/sheet-puzzle.ts; this file only reads (readSelectedPuzzle hands what it
 * read to the decoder and names the problem cells by their sheet addresses).
 */

import { isPuzzleError } from '../engine';
import {
  isCombined,
  layoutBounds,
  needsFills,
  readSheetPuzzle,
  type KindChoice,
  type SheetKind,
  type SheetPuzzle,
} from '../io/sheet-puzzle';
import { inputCellAddress } from '../report/analysis-sheet';
import { rangeAddress } from '../report/sheet-model';
import { queueFills } from './analysis';
import { readBlockInBands } from './large-range';
import type { BadSelection, GridTarget } from './selection';

/** The largest range read as a puzzle: a 49×49, or a combined layout of 9×9 grids within it. */
export const MAX_PUZZLE_SQUARES = 60;
/** The largest range read as a combined puzzle (the record layout is 69×309): read in bands of rows, each request under 5 MB. */
export const MAX_COMBINED_SQUARES = 1_000;

export interface VariantRange {
  target: GridTarget;
  values: unknown[][];
  /** Each cell's fill ('#RRGGBB', white = none), when asked for. */
  fills?: string[][];
  /** The N×N block of region numbers right of the puzzle, when every one of its cells holds something. */
  regions?: unknown[][];
}

export type VariantRangeRead =
  ({ status: 'ok' } & VariantRange) | BadSelection | { status: 'unreadable'; detail: string };

export interface VariantRangeRequest {
  /** The block a single selected cell stands for (its top-left corner); a larger selection is read as it is. */
  blockRows: number;
  blockColumns: number;
  fills: boolean;
  /** Look for a grid of region numbers right of the puzzle. */
  regions: boolean;
  /** A combined layout: any size up to MAX_COMBINED_SQUARES, its values read in bands (no fills or regions). */
  combined?: boolean;
}

function isFilled(value: unknown): boolean {
  return !(value === null || value === undefined || (typeof value === 'string' && value.trim() === ''));
}

/** The selection's sheet, top-left cell and size, once loaded. */
export interface SelectedBlock {
  sheet: Excel.Worksheet;
  rowIndex: number;
  columnIndex: number;
  rows: number;
  columns: number;
}

/** Where the selection is and its size, in one sync; a single selected cell stands for the block `blockOfCell()` gives, from that cell. */
export async function readSelectedBlock(
  context: Excel.RequestContext,
  blockOfCell: () => { rows: number; columns: number },
): Promise<SelectedBlock> {
  const selection = context.workbook.getSelectedRange();
  selection.load(['rowIndex', 'columnIndex', 'rowCount', 'columnCount']);
  const sheet = selection.worksheet;
  sheet.load(['id', 'name']);
  await context.sync();
  const single = selection.rowCount === 1 && selection.columnCount === 1;
  const size = single ? blockOfCell() : { rows: selection.rowCount, columns: selection.columnCount };
  return { sheet, rowIndex: selection.rowIndex, columnIndex: selection.columnIndex, ...size };
}

export async function readVariantRange(
  context: Excel.RequestContext,
  request: VariantRangeRequest,
): Promise<VariantRangeRead> {
  try {
    const selection = await readSelectedBlock(context, () => ({
      rows: request.blockRows,
      columns: request.blockColumns,
    }));
    const { sheet, rows, columns } = selection;
    const limit = request.combined ? MAX_COMBINED_SQUARES : MAX_PUZZLE_SQUARES;
    if (rows > limit || columns > limit) return { status: 'bad-selection', rows, columns };
    const address = rangeAddress(selection.rowIndex, selection.columnIndex, rows, columns);
    const target = { sheetId: sheet.id, sheetName: sheet.name, address };
    if (request.combined)
      return {
        status: 'ok',
        target,
        values: await readBlockInBands(context, sheet, selection.rowIndex, selection.columnIndex, rows, columns),
      };
    const range = sheet.getRange(address);
    range.load('values');
    const fills = request.fills ? queueFills(range, rows, columns) : undefined;
    const regionBlocks =
      request.regions && rows === columns
        ? [0, 1].map((gap) => {
            const block = sheet.getRange(
              rangeAddress(selection.rowIndex, selection.columnIndex + columns + gap, rows, columns),
            );
            block.load('values');
            return block;
          })
        : [];
    await context.sync();
    const regions = regionBlocks
      .map((block) => block.values)
      .find((values) => values.every((line) => line.every(isFilled)));
    return {
      status: 'ok',
      target,
      values: range.values,
      ...(fills ? { fills: fills.read() } : {}),
      ...(regions ? { regions } : {}),
    };
  } catch (error) {
    // A multi-area selection, or a block reaching past the sheet's edge.
    return { status: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  }
}

/** The range as read and where its bad cells are (1-based in it), so a caller can mark them. */
export interface BadCellsRead {
  range: VariantRange;
  at: [number, number][];
}

/** Why the selection cannot be stored or read as the chosen kind (cells as sheet addresses; messages the engine's English). */
export type SelectedPuzzleProblem =
  | BadSelection
  | { status: 'unreadable'; detail: string }
  /** A combined layout that is no preset: the grids' offsets are needed. */
  | { status: 'need-grids'; rows: number; columns: number }
  | { status: 'empty'; target: GridTarget }
  /** Cells that hold no symbol of the puzzle's `size`, and what they hold. */
  | ({ status: 'bad-cells'; cells: string[]; message: string; size: number; values: unknown[] } & BadCellsRead)
  /** The range cannot be the kind (its size, a region of the wrong size, no fills). */
  | ({ status: 'bad-layout'; kind: SheetKind; message: string; cells: string[] } & BadCellsRead);

/**
 * The selection read as a puzzle of the kind `kindFor` gives its shape (`first`: the kind for the
 * selection as first seen, whose layout's block a single selected cell stands for), decoded onto its
 * geometry: fills and region numbers read only for jigsaw and colour, a combined layout in bands of
 * rows (so the record layout is read from its top-left cell). Two syncs, or one more per band.
 */
export async function readSelectedPuzzle(
  context: Excel.RequestContext,
  first: KindChoice,
  kindFor: (rows: number, columns: number) => KindChoice | undefined,
): Promise<({ status: 'ok'; puzzle: SheetPuzzle } & VariantRange) | SelectedPuzzleProblem> {
  const bounds = layoutBounds(first);
  const fills = needsFills(first.kind);
  const range = await readVariantRange(context, {
    blockRows: bounds?.rows ?? 9,
    blockColumns: bounds?.cols ?? 9,
    fills,
    regions: fills,
    combined: isCombined(first.kind),
  });
  if (range.status !== 'ok') return range;
  const rows = range.values.length;
  const columns = range.values[0]?.length ?? 0;
  const choice = kindFor(rows, columns);
  if (!choice) return { status: 'bad-selection', rows, columns };
  if (choice.kind === 'combined' && !choice.grids?.trim()) return { status: 'need-grids', rows, columns };
  if (!range.values.some((line) => line.some(isFilled))) return { status: 'empty', target: range.target };
  try {
    return {
      ...range,
      puzzle: readSheetPuzzle({ values: range.values, fills: range.fills, regions: range.regions, choice }),
    };
  } catch (error) {
    if (!isPuzzleError(error)) throw error;
    const at = error.cells;
    const cells = at.map(([row, col]) => inputCellAddress(range.target.address, row, col));
    if (error.input?.problem === 'not-a-symbol') {
      const values = at.map(([row, col]) => range.values[row - 1]?.[col - 1]);
      return {
        status: 'bad-cells',
        cells,
        message: error.message,
        size: isCombined(choice.kind) ? 9 : rows,
        values,
        range,
        at,
      };
    }
    return { status: 'bad-layout', kind: choice.kind, message: error.message, cells, range, at };
  }
}
