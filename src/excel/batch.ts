/**
 * The batch in Excel (SPEC §8): read a book from a sheet, and write the Results and Summary sheets
 * with few round trips. Excel on the web refuses a request over 5 MB, so the results rows go in
 * chunks whose estimated payload stays well under that; each chunk is one context.sync, so a
 * 1,000-puzzle book takes a handful of syncs rather than one per row.
 *
 * Sheets are always new ("Results", else "Results (2)" …, in the display language): a batch never
 * overwrites a person's sheet.
 */

import type { TechniqueSet } from '../engine/analyser';
import type { BookItem } from '../io/book';
import type { SheetLanguage } from '../report/analysis-labels';
import { buildLegendSheet } from '../report/legend-sheet';
import { buildResultsSheet, puzzleOfResultsRow } from '../report/results-sheet';
import { buildSummarySheet, summariseBatch } from '../report/summary-sheet';
import { parseRangeAddress, rangeAddress, type CellValue } from '../report/sheet-model';
import { addModelChart, applyModelStyles, freeSheetName, writeModel, writeModelRows } from './sheet-writer';

/** Excel on the web's limit on one request's payload. */
export const REQUEST_LIMIT_BYTES = 5 * 1024 * 1024;
/** What a chunk of values may be estimated at: a fifth of the limit leaves room for the request's envelope and formats. */
export const CHUNK_BUDGET_BYTES = REQUEST_LIMIT_BYTES / 5;

/** Bytes of the JSON a value travels as (UTF-8; non-ASCII text counted at its worst, as \u escapes). */
export function estimateJsonBytes(value: unknown): number {
  if (typeof value === 'string') {
    let bytes = 2;
    for (let i = 0; i < value.length; i++) bytes += value.charCodeAt(i) < 0x80 ? 1 : 6;
    return bytes;
  }
  if (Array.isArray(value)) return value.reduce((sum: number, each) => sum + estimateJsonBytes(each) + 1, 1);
  return String(value).length;
}

/** Row counts of consecutive chunks, each estimated under the budget (a single huge row is a chunk of its own). */
export function planChunks(rows: readonly (readonly CellValue[])[], budgetBytes = CHUNK_BUDGET_BYTES): number[] {
  const chunks: number[] = [];
  let count = 0;
  let bytes = 0;
  for (const row of rows) {
    // Each row travels twice: its values and its number formats.
    const rowBytes = 2 * estimateJsonBytes(row);
    if (count > 0 && bytes + rowBytes > budgetBytes) {
      chunks.push(count);
      count = 0;
      bytes = 0;
    }
    count++;
    bytes += rowBytes;
  }
  if (count > 0) chunks.push(count);
  return chunks;
}

export interface SheetValuesAt {
  sheetName: string;
  values: unknown[][];
  /** Sheet position of values[0][0], 0-based. */
  originRow: number;
  originColumn: number;
}

/** Cells read per request when a book is too big for one answer (a puzzle cell travels as about 90 bytes: some 2 MB). */
export const READ_CHUNK_CELLS = 20_000;

function isResponseTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ResponsePayloadSizeLimitExceeded';
}

/**
 * The used range of the named sheet (or the active one), in one sync; an empty sheet gives no values.
 * Excel on the web answers at most 5 MB a request: a book too big for that is read again in bands of rows.
 */
export async function readBookValues(context: Excel.RequestContext, sheetName?: string): Promise<SheetValuesAt> {
  const bookSheet = () =>
    sheetName === undefined
      ? context.workbook.worksheets.getActiveWorksheet()
      : context.workbook.worksheets.getItem(sheetName);
  const sheet = bookSheet();
  const used = sheet.getUsedRangeOrNullObject(true);
  sheet.load('name');
  used.load(['values', 'address']);
  try {
    await context.sync();
  } catch (error) {
    if (!isResponseTooLarge(error)) throw error;
    return readBookValuesInBands(context, bookSheet());
  }
  if (used.isNullObject) return { sheetName: sheet.name, values: [], originRow: 0, originColumn: 0 };
  const { row, column } = parseRangeAddress(used.address);
  return { sheetName: sheet.name, values: used.values, originRow: row, originColumn: column };
}

/** One sync for the used range's size, then one per band of about READ_CHUNK_CELLS cells. */
async function readBookValuesInBands(context: Excel.RequestContext, sheet: Excel.Worksheet): Promise<SheetValuesAt> {
  const used = sheet.getUsedRangeOrNullObject(true);
  sheet.load('name');
  used.load(['address', 'rowCount', 'columnCount']);
  await context.sync();
  if (used.isNullObject) return { sheetName: sheet.name, values: [], originRow: 0, originColumn: 0 };
  const { row, column } = parseRangeAddress(used.address);
  const { rowCount, columnCount } = used;
  const bandRows = Math.max(1, Math.floor(READ_CHUNK_CELLS / columnCount));
  const values: unknown[][] = [];
  for (let start = 0; start < rowCount; start += bandRows) {
    const band = sheet.getRange(rangeAddress(row + start, column, Math.min(bandRows, rowCount - start), columnCount));
    band.load('values');
    await context.sync();
    for (const line of band.values) values.push(line);
  }
  return { sheetName: sheet.name, values, originRow: row, originColumn: column };
}

export interface BatchWriteReport {
  resultsSheet: string;
  summarySheet: string;
  legendSheet: string;
  /** The ids of the Results, Summary and legend sheets, by which a resumed run finds them again (a rename or a sheet of the person's under the same name never misleads it). */
  sheetIds: string[];
  syncs: number;
  chunks: number[];
}

/**
 * Writes the Results, Summary and technique legend sheets of a finished (or cancelled) batch: one
 * sync to learn the sheets, one per chunk of rows, one for the header, styles, the Summary and its
 * charts and the legend. `into` (a resumed batch) is the earlier run's report: its sheets, found by
 * id, are rewritten with all the items under the names they have now, so one Results and one
 * Summary cover the whole book.
 */
export async function writeBatchSheets(
  context: Excel.RequestContext,
  items: readonly BookItem[],
  budgetBytes = CHUNK_BUDGET_BYTES,
  into?: Pick<BatchWriteReport, 'sheetIds'>,
  language: SheetLanguage = 'en',
  techniqueSet: TechniqueSet = 'model',
): Promise<BatchWriteReport> {
  let syncs = 0;
  const sync = async () => {
    await context.sync();
    syncs++;
  };
  const worksheets = context.workbook.worksheets;
  worksheets.load('items/name,items/id');
  await sync();
  const earlier = (into?.sheetIds ?? []).map((id) => worksheets.items.find((sheet) => sheet.id === id));
  for (const sheet of earlier) sheet?.delete();
  const existing = worksheets.items.filter((sheet) => !earlier.includes(sheet)).map((sheet) => sheet.name);
  const results = buildResultsSheet(items, language, techniqueSet);
  const summary = buildSummarySheet(summariseBatch(items, techniqueSet), language);
  const legend = buildLegendSheet(language, techniqueSet);
  const names: string[] = [];
  const [resultsSheet, summarySheet, legendSheet] = [results, summary, legend].map((model, i) => {
    const name = freeSheetName([...existing, ...names], earlier[i]?.name ?? model.name);
    names.push(name);
    const sheet = worksheets.add(name);
    sheet.load('id');
    return sheet;
  });

  const chunks = planChunks(results.values, budgetBytes);
  let row = 0;
  for (const rows of chunks) {
    writeModelRows(resultsSheet, results, row, rows);
    row += rows;
    await sync();
  }
  applyModelStyles(resultsSheet, results);
  writeModel(summarySheet, summary);
  for (const chart of summary.charts) addModelChart(summarySheet, chart);
  writeModel(legendSheet, legend);
  summarySheet.activate();
  await sync();
  const [resultsName, summaryName, legendName] = names;
  return {
    resultsSheet: resultsName,
    summarySheet: summaryName,
    legendSheet: legendName,
    sheetIds: [resultsSheet.id, summarySheet.id, legendSheet.id],
    syncs,
    chunks,
  };
}

/**
 * The puzzle of the Results row holding the active cell, read with the sheet's header in one sync
 * (undefined when the active sheet is not a Results sheet or the row has no puzzle). The add-in
 * analyses it and writes the single-puzzle analysis sheet.
 */
export async function readSelectedResultsPuzzle(context: Excel.RequestContext): Promise<string | undefined> {
  const active = context.workbook.getActiveCell();
  active.load('rowIndex');
  const sheet = context.workbook.worksheets.getActiveWorksheet();
  const header = sheet.getRange('1:1').getUsedRangeOrNullObject(true);
  header.load('values');
  await context.sync();
  if (header.isNullObject || active.rowIndex === 0) return undefined;
  const width = header.values[0].length;
  const row = sheet.getRange(rangeAddress(active.rowIndex, 0, 1, width));
  row.load('values');
  await context.sync();
  return puzzleOfResultsRow(header.values[0], row.values[0]);
}
