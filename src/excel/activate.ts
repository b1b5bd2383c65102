/** Brings a sheet to the front (the pane's "Show the analysis sheet"), in one sync. */
export async function activateSheet(context: Excel.RequestContext, sheetName: string): Promise<void> {
  context.workbook.worksheets.getItem(sheetName).activate();
  await context.sync();
}
