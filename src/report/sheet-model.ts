/**
 * A worksheet described as plain data, so that what is written where is decided (and tested) without
 * Office or exceljs. The Excel adapter (src/excel) and the command line's .xlsx writer only apply it.
 *
 * Coordinates are 0-based (row, column) in the model; addresses are A1-style strings relative to the
 * sheet, because both Office.js and exceljs take those directly.
 */

export type CellValue = string | number | boolean;

/** Colours are '#RRGGBB'. */
export interface CellStyle {
  bold?: boolean;
  italic?: boolean;
  fontColor?: string;
  fill?: string;
  numberFormat?: string;
  horizontalAlignment?: 'Left' | 'Center' | 'Right';
  verticalAlignment?: 'Top' | 'Center' | 'Bottom';
  /** Thin border around every cell of the range. */
  border?: boolean;
  /** A border around the range's outside edges only (a sudoku box), at this weight. */
  outline?: 'Thin' | 'Medium' | 'Thick';
  /** Medium lines on these outside edges only (where a jigsaw region's border runs). */
  edges?: readonly ('top' | 'bottom' | 'left' | 'right')[];
  /** Font size in points. */
  fontSize?: number;
}

/** A table's header row: bold on light blue, every cell bordered. */
export const HEADER_STYLE: CellStyle = { bold: true, fill: '#D9E1F2', border: true };

/** A style applied to one rectangular range ("B2:J10" or "C3"). Later entries win over earlier ones. */
export interface StyledRange {
  address: string;
  style: CellStyle;
}

export interface ChartSeriesSpec {
  name: string;
  /** Range holding the series' values (one column). */
  values: string;
  /** Draw on the secondary value axis. */
  secondaryAxis?: boolean;
}

export interface ChartSpec {
  /** stackedColumn: each category's series one on top of another (a cross-table's rows as columns). */
  kind: 'line' | 'column' | 'stackedColumn' | 'bar' | 'pie';
  title: string;
  /** Range holding the category (x) labels (one column). */
  categories: string;
  series: ChartSeriesSpec[];
  /** Where the chart sits: the range it covers. */
  placeAt: string;
  xAxisTitle?: string;
  yAxisTitle?: string;
  secondaryAxisTitle?: string;
}

export interface SheetModel {
  name: string;
  /** Rectangular block of values starting at A1; "" is an empty cell. */
  values: CellValue[][];
  styles: StyledRange[];
  charts: ChartSpec[];
  /** Column widths in characters (index = 0-based column); missing entries keep the default. */
  columnWidths?: number[];
  /** Rows frozen at the top (e.g. a header). */
  frozenRows?: number;
  /** The range given an AutoFilter (its first row holds the filter buttons). */
  autoFilter?: string;
  /** Rows repeated at the top of every printed page ("1:1"). */
  printTitleRows?: string;
  /** Row heights in points (index = 0-based row); missing entries keep the default. */
  rowHeights?: number[];
  /** How the sheet prints (a book's pages); without it the program's defaults. */
  print?: PrintSetup;
}

/** Page setup for printing: what a printer needs so that each page holds what the layout meant. */
export interface PrintSetup {
  /** The range that prints ("A1:S99"). */
  area: string;
  /** 0-based rows that start a new page (each after the first page's start). */
  rowBreaks: number[];
  paper: 'A4' | 'Letter';
  orientation: 'portrait' | 'landscape';
  /** Shrink to one page wide (any number of pages tall). */
  fitToWidth: boolean;
  /** In inches. */
  margins: { left: number; right: number; top: number; bottom: number; header: number; footer: number };
  /** Printed at the top of every page, centred (plain text). */
  header?: string;
  /** Printed at the foot of every page, centred, with the page number after it. */
  footer?: string;
  centerHorizontally?: boolean;
}

/** 0 → "A", 25 → "Z", 26 → "AA". */
export function columnLetter(column: number): string {
  let name = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** (0, 0) → "A1". */
export function cellAddress(row: number, column: number): string {
  return `${columnLetter(column)}${row + 1}`;
}

/** The range from (row, column) spanning rows × columns cells; a single cell gives "C3". */
export function rangeAddress(row: number, column: number, rows = 1, columns = 1): string {
  const first = cellAddress(row, column);
  if (rows === 1 && columns === 1) return first;
  return `${first}:${cellAddress(row + rows - 1, column + columns - 1)}`;
}

/** "AB12" → { row: 11, column: 27 }; accepts "$A$1" and a "Sheet1!" prefix. Throws on anything else. */
export function parseCellAddress(address: string): { row: number; column: number } {
  const match = /^(?:.*!)?\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(address.trim());
  if (!match) throw new Error(`not a cell address: ${address}`);
  let column = 0;
  for (const ch of match[1].toUpperCase()) column = column * 26 + (ch.charCodeAt(0) - 64);
  return { row: Number(match[2]) - 1, column: column - 1 };
}

/** "B2:J10" → its corners and size; a single cell "C3" is a 1×1 range. */
export function parseRangeAddress(address: string): { row: number; column: number; rows: number; columns: number } {
  const withoutSheet = address.includes('!') ? address.slice(address.lastIndexOf('!') + 1) : address;
  const [first, last = first] = withoutSheet.split(':');
  const a = parseCellAddress(first);
  const b = parseCellAddress(last);
  const row = Math.min(a.row, b.row);
  const column = Math.min(a.column, b.column);
  return { row, column, rows: Math.abs(b.row - a.row) + 1, columns: Math.abs(b.column - a.column) + 1 };
}

/** A medium line round each box (3×3 unless given) of the N×N grid (9 unless given) whose top-left cell is (row, column). */
export function boxOutlines(row: number, column: number, size = 9, box = { rows: 3, cols: 3 }): StyledRange[] {
  const across = size / box.cols;
  return Array.from({ length: size }, (_, b): StyledRange => ({
    address: rangeAddress(
      row + box.rows * Math.floor(b / across),
      column + box.cols * (b % across),
      box.rows,
      box.cols,
    ),
    style: { outline: 'Medium' },
  }));
}

/** A rectangular values block of the given size filled with "". */
export function emptyBlock(rows: number, columns: number): CellValue[][] {
  return Array.from({ length: rows }, () => new Array<CellValue>(columns).fill(''));
}

/** Pads ragged rows with "" so every row has the same length (Office.js rejects ragged arrays). */
export function rectangular(values: CellValue[][]): CellValue[][] {
  const width = values.reduce((max, row) => Math.max(max, row.length), 0);
  return values.map((row) =>
    row.length === width ? row : [...row, ...new Array<CellValue>(width - row.length).fill('')],
  );
}
