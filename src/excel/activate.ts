/**
 * Small workbook moves of the pane: bring a sheet to the front ("Show the analysis sheet"), and
 * find out whether the active sheet is blank (a first run, where the pane offers a sample puzzle).
 */

import { rangeAddress } from '../report/sheet-model';
import type { GridTarget } from './selection';

/** Brings a sheet to the front, in one sync. */
export async function activateSheet(context: Excel.RequestContext, sheetName: string): Promise<void> {
  context.workbook.worksheets.getItem(sheetName).activate();
  await context.sync();
}

/** The active sheet's A1:I9 when the sheet holds nothing at all, else undefined; one sync. */
export async function blankActiveSheet(context: Excel.RequestContext): Promise<GridTarget | undefined> {
  const sheet = context.workbook.worksheets.getActiveWorksheet();
  sheet.load(['id', 'name']);
  const used = sheet.getUsedRangeOrNullObject(true);
  await context.sync();
  return used.isNullObject
    ? { sheetId: sheet.id, sheetName: sheet.name, address: rangeAddress(0, 0, 9, 9) }
    : undefined;
}

/** Selects a grid, so the next Analyse reads it; one sync. */
export async function selectTarget(context: Excel.RequestContext, target: GridTarget): Promise<void> {
  context.workbook.worksheets.getItem(target.sheetId).getRange(target.address).select();
  await context.sync();
}
