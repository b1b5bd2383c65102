/**
 * The selection read as a 9×9 puzzle range, shared by every adapter that reads one (analysis,
 * Store / ReInput, Generate from pattern): a 9×9 selection, or a single selected cell standing for
 * the 9×9 block starting there. The block is queued in the same request as the selection's size,
 * so one sync serves both cases; a selection of any other size is refused afterwards.
 */

import { rangeAddress } from '../report/sheet-model';

/** Whether this Excel supports ExcelApi `version` (false outside Office, e.g. under Node). */
export function supportsExcelApi(version: string): boolean {
  const office = (globalThis as { Office?: typeof Office }).Office;
  try {
    return Boolean(office?.context?.requirements?.isSetSupported('ExcelApi', version));
  } catch {
    return false;
  }
}

/** Excel reports "no fill" as white: a white cell is no pattern mark, and restoring white means clearing the fill. */
export const NO_FILL = '#FFFFFF';

/** A 9×9 range of a sheet; the sheet is kept by id, which survives a rename. */
export interface GridTarget {
  sheetId: string;
  sheetName: string;
  /** "B2:J10", relative to the sheet. */
  address: string;
}

/** A selection that is neither 9×9 nor a single cell (which stands for the 9×9 block starting there). */
export interface BadSelection {
  status: 'bad-selection';
  rows: number;
  columns: number;
}

export interface QueuedSelection {
  selection: Excel.Range;
  /** The 9×9 block from the selection's top-left cell; its rowIndex and columnIndex are loaded too. */
  block: Excel.Range;
  sheet: Excel.Worksheet;
}

/** Queues the read of the selection's size, its sheet and the 9×9 block from its top-left cell (what is loaded: `blockProperties`). */
export function queueSelectedBlock(
  context: Excel.RequestContext,
  blockProperties: ('values' | 'formulas' | 'numberFormat')[],
): QueuedSelection {
  const selection = context.workbook.getSelectedRange();
  selection.load(['rowCount', 'columnCount']);
  const block = selection.getCell(0, 0).getResizedRange(8, 8);
  block.load([...blockProperties, 'rowIndex', 'columnIndex']);
  const sheet = selection.worksheet;
  sheet.load(['id', 'name']);
  return { selection, block, sheet };
}

/** After the sync: why the selection is no puzzle range, or undefined when it is 9×9 or a single cell. */
export function selectionProblem({ selection }: QueuedSelection): BadSelection | undefined {
  const { rowCount: rows, columnCount: columns } = selection;
  if ((rows === 9 && columns === 9) || (rows === 1 && columns === 1)) return undefined;
  return { status: 'bad-selection', rows, columns };
}

/** After the sync: the block as a target to come back to. */
export function targetOf({ block, sheet }: QueuedSelection): GridTarget {
  return { sheetId: sheet.id, sheetName: sheet.name, address: rangeAddress(block.rowIndex, block.columnIndex, 9, 9) };
}

export function targetRange(context: Excel.RequestContext, target: GridTarget): Excel.Range {
  return context.workbook.worksheets.getItem(target.sheetId).getRange(target.address);
}
