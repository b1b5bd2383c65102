/**
 * Solve along in Excel (SPEC §14, issue 12): watch the puzzle's sheet for changes (ExcelApi 1.7
 * worksheet.onChanged; Office delivers every change on the sheet, so the range is filtered here),
 * mark wrong entries with a fill that is taken off again (never a change of a value), and write
 * the session sheet — one add-in-owned sheet per puzzle, its sessions side by side.
 */

import type { SheetModel } from '../report/sheet-model';
import { otherLanguageNames } from '../report/display-language';
import { sessionSheetLabels } from '../report/session-sheet';
import { parseRangeAddress, rangeAddress } from '../report/sheet-model';
import { readBlock, restoreFills, type GridCell, type Highlight } from './analysis';
import { openOwnedSheet } from './owned-sheet';
import { targetRange, type GridTarget } from './selection';
import { addModelChart, writeModel } from './sheet-writer';

/** Fill of a wrong entry when the person asked for the flag (the analysis sheet's problem colour is for givens). */
export const WRONG_ENTRY_FILL = '#F8CBAD';

/** The parts of Office's WorksheetChangedEventArgs read here. */
export interface SheetChange {
  address: string;
  worksheetId?: string;
}

export type ChangeListener = (change: SheetChange) => Promise<void>;

/** Attaches `listener` to the changes of the puzzle's sheet, in one sync; remove it with `unwatch`. */
export async function watchSheet(
  context: Excel.RequestContext,
  target: GridTarget,
  listener: ChangeListener,
): Promise<OfficeExtension.EventHandlerResult<Excel.WorksheetChangedEventArgs>> {
  const registration = context.workbook.worksheets.getItem(target.sheetId).onChanged.add(listener);
  await context.sync();
  return registration;
}

/** Detaches a listener; Office takes the removal in the context that added it. */
export async function unwatch(
  registration: OfficeExtension.EventHandlerResult<Excel.WorksheetChangedEventArgs>,
): Promise<void> {
  registration.remove();
  await registration.context.sync();
}

/** A block of the puzzle's range, 0-based within it. */
export interface GridArea {
  row: number;
  column: number;
  rows: number;
  columns: number;
}

/**
 * The block of the puzzle's range a change covers (0-based in the range); undefined when it lies
 * outside. Whole rows or columns ("3:3", "C:C", inserted or deleted) and any address that cannot
 * be read are taken as the whole range, read again.
 */
export function areaOfChange(target: GridTarget, address: string): GridArea | undefined {
  const grid = parseRangeAddress(target.address);
  let change: ReturnType<typeof parseRangeAddress>;
  try {
    change = parseRangeAddress(address);
  } catch {
    change = grid;
  }
  const top = Math.max(grid.row, change.row);
  const left = Math.max(grid.column, change.column);
  const bottom = Math.min(grid.row + grid.rows, change.row + change.rows);
  const right = Math.min(grid.column + grid.columns, change.column + change.columns);
  if (top >= bottom || left >= right) return undefined;
  return { row: top - grid.row, column: left - grid.column, rows: bottom - top, columns: right - left };
}

/** The cells of an area (0-based in the puzzle's range), row by row. */
export function cellsOfArea(area: GridArea | undefined): GridCell[] {
  const cells: GridCell[] = [];
  if (!area) return cells;
  for (let row = area.row; row < area.row + area.rows; row++)
    for (let column = area.column; column < area.column + area.columns; column++) cells.push([row, column]);
  return cells;
}

/** What a change left in its block of the puzzle's range: values and fills by cell of the range. */
export interface ChangedCells {
  area: GridArea;
  value(row: number, column: number): unknown;
  fill(row: number, column: number): string;
}

/**
 * The values and fills of only the block a change covers, in one sync: a typed digit costs one
 * cell's answer instead of the whole range's (a 49×49 range is 2,401 cells and fills). A change
 * whose block is not known (areaOfChange) reads the whole range, as before.
 */
export async function readChangedCells(
  context: Excel.RequestContext,
  target: GridTarget,
  area: GridArea,
): Promise<ChangedCells> {
  const grid = parseRangeAddress(target.address);
  const block = context.workbook.worksheets
    .getItem(target.sheetId)
    .getRange(rangeAddress(grid.row + area.row, grid.column + area.column, area.rows, area.columns));
  const read = await readBlock(context, block, area.rows, area.columns);
  return {
    area,
    value: (row, column) => read.values[row - area.row][column - area.column],
    fill: (row, column) => read.fills[row - area.row][column - area.column],
  };
}

/** Fills `flag` cells and puts back the original fill of `unflag` cells, in one sync. */
export async function updateFlags(
  context: Excel.RequestContext,
  target: GridTarget,
  flag: readonly GridCell[],
  unflag: Highlight['cells'],
): Promise<void> {
  const range = targetRange(context, target);
  restoreFills(range, { target, cells: [...unflag] });
  for (const [row, column] of flag) range.getCell(row, column).format.fill.color = WRONG_ENTRY_FILL;
  await context.sync();
}

/** A workbook name for the session sheet of one puzzle (names allow letters, digits, _ and .). */
export function sessionSheetName(puzzle: string): string {
  let hash = 2166136261;
  // Another kind's key holds letters and separators that tell puzzles apart: hashed as it is.
  const text = puzzle.length === 81 ? puzzle.replace(/[^1-9]/g, '.') : puzzle;
  for (const ch of text) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  return `SudokuAnalyzer_SolveAlong_${hash.toString(16).padStart(8, '0')}`;
}

/** Writes (or rewrites) the puzzle's session sheet and shows it: two or three syncs. */
export async function writeSessionSheet(
  context: Excel.RequestContext,
  puzzle: string,
  model: SheetModel,
): Promise<{ sheetName: string; created: boolean }> {
  const { sheet, created } = await openOwnedSheet(
    context,
    sessionSheetName(puzzle),
    model.name,
    otherLanguageNames((language) => sessionSheetLabels(language).sheetName, model.name),
  );
  sheet.load('name');
  writeModel(sheet, model);
  for (const spec of model.charts) addModelChart(sheet, spec);
  sheet.activate();
  await context.sync();
  return { sheetName: sheet.name, created };
}
