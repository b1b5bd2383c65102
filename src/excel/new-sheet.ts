/**
 * A sheet model written to a new sheet under a free name (the model's name, else "name (2)" …), so
 * no earlier run and no sheet of the person's is ever overwritten; the new sheet is shown. Two
 * context.sync calls: the sheet names, then the sheet with its values, styles and charts in one
 * request. Used by Generate and the GA tab.
 */

import type { SheetModel } from '../report/sheet-model';
import { addModelChart, freeSheetName, writeModel } from './sheet-writer';

export interface NewSheetReport {
  sheetName: string;
  syncs: number;
}

export async function writeModelToNewSheet(context: Excel.RequestContext, model: SheetModel): Promise<NewSheetReport> {
  const worksheets = context.workbook.worksheets;
  worksheets.load('items/name');
  await context.sync();
  const sheetName = freeSheetName(
    worksheets.items.map((sheet) => sheet.name),
    model.name,
  );
  const sheet = worksheets.add(sheetName);
  writeModel(sheet, model);
  for (const spec of model.charts) addModelChart(sheet, spec);
  sheet.activate();
  await context.sync();
  return { sheetName, syncs: 2 };
}
