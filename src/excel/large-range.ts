/**
 * Reading and writing a block too big for one request (issue 21: the record puzzle is 69×309):
 * the block goes in bands of whole rows, each band one request of at most `maxBytes` (Excel on the
 * web refuses requests and answers above 5 MB), measured as the JSON of its values, the way the
 * request carries them. Reads budget each cell at READ_CELL_BYTES, as their size is not known
 * before they arrive.
 */

import { rangeAddress } from '../report/sheet-model';

export const REQUEST_LIMIT_BYTES = 5 * 1024 * 1024;
/** Room left under the limit for the request's own wrapping. */
const DEFAULT_CHUNK_BYTES = REQUEST_LIMIT_BYTES - 64 * 1024;
/** A read's budget per cell: a short number or text and its JSON quoting. */
const READ_CELL_BYTES = 24;

export type SheetValue = string | number | boolean;

/** Bands of rows [start, end) whose byte sizes (by `rowBytes`) each stay within `maxBytes` (a single row that is larger gets a band to itself). */
export function rowBands(rows: number, rowBytes: (row: number) => number, maxBytes: number): [number, number][] {
  const bands: [number, number][] = [];
  let start = 0;
  let bytes = 0;
  for (let row = 0; row < rows; row++) {
    const size = rowBytes(row) + 1;
    if (row > start && bytes + size > maxBytes) {
      bands.push([start, row]);
      start = row;
      bytes = 0;
    }
    bytes += size;
  }
  if (rows > start) bands.push([start, rows]);
  return bands;
}

/** Writes `values` with its top-left at (top, left), one sync per band; returns the number of syncs. */
export async function writeBlockInBands(
  context: Excel.RequestContext,
  sheet: Excel.Worksheet,
  top: number,
  left: number,
  values: SheetValue[][],
  maxBytes = DEFAULT_CHUNK_BYTES,
): Promise<number> {
  const encoder = new TextEncoder();
  const bands = rowBands(values.length, (row) => encoder.encode(JSON.stringify(values[row])).length, maxBytes);
  for (const [start, end] of bands) {
    sheet.getRange(rangeAddress(top + start, left, end - start, values[0].length)).values = values.slice(start, end);
    await context.sync();
  }
  return bands.length;
}

/** Reads a rows × columns block from (top, left), one sync per band. */
export async function readBlockInBands(
  context: Excel.RequestContext,
  sheet: Excel.Worksheet,
  top: number,
  left: number,
  rows: number,
  columns: number,
  maxBytes = DEFAULT_CHUNK_BYTES,
): Promise<SheetValue[][]> {
  const block: SheetValue[][] = [];
  for (const [start, end] of rowBands(rows, () => columns * READ_CELL_BYTES, maxBytes)) {
    const range = sheet.getRange(rangeAddress(top + start, left, end - start, columns));
    range.load('values');
    await context.sync();
    block.push(...(range.values as SheetValue[][]));
  }
  return block;
}
