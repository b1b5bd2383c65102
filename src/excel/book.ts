/**
 * A book's sheets (issue 40: puzzle pages, solution pages, analysis, plan — src/report/book-sheets.ts)
 * written from the pane, each into a new sheet under a free name ("Puzzles", else "Puzzles (2)" …)
 * so that no sheet of the person's and no earlier book is ever overwritten. A sheet goes in
 * slices (writeLargeModel) so that a book of many pages keeps every request small; the page setup
 * (print area, paper, breaks, margins, header) comes with ExcelApi 1.9, and an older Excel gets
 * the same sheets without it (sheet-writer.ts decides, print-setup.ts writes it).
 */

import type { SheetModel } from '../report/sheet-model';
import { freeSheetName, writeLargeModel } from './sheet-writer';
import { supportsExcelApi } from './selection';

/** The requirement set of the page layout the book's print settings use. */
export const PRINT_SETUP_API = '1.9';

export interface BookWriteReport {
  /** The sheets written, in the models' order (the names they got). */
  sheetNames: string[];
  /** Whether the print settings were written (ExcelApi 1.9 supported). */
  printSetup: boolean;
  syncs: number;
}

export async function writeBookSheets(
  context: Excel.RequestContext,
  models: readonly SheetModel[],
  progress?: (sheet: number, sheets: number) => void,
): Promise<BookWriteReport> {
  const worksheets = context.workbook.worksheets;
  worksheets.load('items/name');
  await context.sync();
  let syncs = 1;
  const taken = worksheets.items.map((sheet) => sheet.name);
  const sheetNames: string[] = [];
  const sync = async () => {
    syncs++;
    await context.sync();
  };
  let first: Excel.Worksheet | undefined;
  for (const [index, model] of models.entries()) {
    progress?.(index, models.length);
    const name = freeSheetName([...taken, ...sheetNames], model.name);
    const sheet = worksheets.add(name);
    first ??= sheet;
    sheetNames.push(name);
    await writeLargeModel(sheet, model, sync);
    await sync();
  }
  // The first page of the book is what the person wants to see.
  first?.activate();
  await sync();
  return { sheetNames, printSetup: supportsExcelApi(PRINT_SETUP_API), syncs };
}
