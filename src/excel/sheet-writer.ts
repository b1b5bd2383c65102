/**
 * Applies a SheetModel (src/report) to an Excel sheet: number formats and values, styles, column
 * widths, frozen rows, native charts; and picks a free name for a new sheet. Every adapter that
 * writes a model (analysis, batch, library, pattern) uses these; none makes a context.sync.
 */

import { applyPrintSetup } from './print-setup';
import {
  parseRangeAddress,
  rangeAddress,
  type CellStyle,
  type ChartSpec,
  type SheetModel,
  type StyledRange,
} from '../report/sheet-model';
import { supportsExcelApi } from './selection';

/**
 * A model's column width (characters of the default font, as Excel counts them) in the points
 * Office.js takes: Calibri 11 at 96 dpi is 7 px a digit plus 5 px of padding, and a pixel is 0.75 pt
 * (Excel's default 8.43 characters = 64 px = 48 pt).
 */
export function columnWidthPoints(characters: number): number {
  return (characters * 7 + 5) * 0.75;
}

/** `base`, or `base (2)`, `base (3)` … whichever no sheet has yet (names compare without case, as Excel does). */
export function freeSheetName(existing: readonly string[], base: string): string {
  const taken = new Set(existing.map((name) => name.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} (${n})`.toLowerCase())) return `${base} (${n})`;
}

function applyStyle(range: Excel.Range, style: CellStyle): void {
  const font = range.format.font;
  if (style.bold !== undefined) font.bold = style.bold;
  if (style.italic !== undefined) font.italic = style.italic;
  if (style.fontColor) font.color = style.fontColor;
  if (style.fontSize) font.size = style.fontSize;
  if (style.fill) range.format.fill.color = style.fill;
  if (style.horizontalAlignment) range.format.horizontalAlignment = style.horizontalAlignment;
  if (style.verticalAlignment) range.format.verticalAlignment = style.verticalAlignment;
  if (style.border) {
    for (const edge of [
      'EdgeTop',
      'EdgeBottom',
      'EdgeLeft',
      'EdgeRight',
      'InsideHorizontal',
      'InsideVertical',
    ] as const) {
      range.format.borders.getItem(edge).style = 'Continuous';
    }
  }
  if (style.outline) {
    for (const edge of ['EdgeTop', 'EdgeBottom', 'EdgeLeft', 'EdgeRight'] as const) {
      const border = range.format.borders.getItem(edge);
      border.style = 'Continuous';
      border.weight = style.outline;
    }
  }
  for (const edge of style.edges ?? []) {
    const border = range.format.borders.getItem(EDGE_NAMES[edge]);
    border.style = 'Continuous';
    border.weight = 'Medium';
  }
}

const EDGE_NAMES = { top: 'EdgeTop', bottom: 'EdgeBottom', left: 'EdgeLeft', right: 'EdgeRight' } as const;

/**
 * Number formats go in before values, so that Excel keeps an all-digit solution as text. Excel
 * reads a string written to a General cell as if it were typed: "=…" (or "+…", "-…") becomes a
 * formula, "007" a number, "1-2" a date. So every text cell without a format of its own is text
 * ('@'): a title from a puzzle file is kept exactly and never runs as a formula.
 */
function numberFormatGrid(model: SheetModel, row: number, rows: number, columns: number): string[][] {
  const grid = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c): string => (isText(model.values[row + r]?.[c]) ? '@' : 'General')),
  );
  for (const { address, style } of model.styles) {
    if (!style.numberFormat) continue;
    const range = parseRangeAddress(address);
    for (let r = Math.max(range.row, row); r < Math.min(range.row + range.rows, row + rows); r++) {
      for (let c = range.column; c < Math.min(range.column + range.columns, columns); c++)
        grid[r - row][c] = style.numberFormat;
    }
  }
  return grid;
}

function isText(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}

/** Writes rows row…row+rows-1 of a model, its first `columns` columns (number formats first, then values) as two property sets on one range. */
export function writeModelRows(
  sheet: Excel.Worksheet,
  model: SheetModel,
  row: number,
  rows: number,
  columns = model.values[0]?.length ?? 0,
): void {
  if (rows === 0 || columns === 0) return;
  const range = sheet.getRange(rangeAddress(row, 0, rows, columns));
  range.numberFormat = numberFormatGrid(model, row, rows, columns);
  const values = model.values.slice(row, row + rows);
  range.values = columns === model.values[0].length ? values : values.map((line) => line.slice(0, columns));
}

/** The columns row `row` uses: up to its last value or styled number format (the rest of a new or emptied sheet is blank already). */
function usedColumns(
  model: SheetModel,
  row: number,
  formatted: readonly { row: number; rows: number; end: number }[],
): number {
  const line = model.values[row];
  let end = line.length;
  while (end > 0 && line[end - 1] === '') end--;
  for (const range of formatted) if (row >= range.row && row < range.row + range.rows) end = Math.max(end, range.end);
  return end;
}

/**
 * Row slices of at most CELLS_PER_REQUEST cells counted by each slice's used width, so that a
 * long narrow step log under wide grids (the record's Analysis sheet is 938 columns wide above
 * 13,000 rows of 8) goes in a few requests, not hundreds.
 */
function rowSlices(model: SheetModel): { row: number; rows: number; columns: number }[] {
  const formatted = model.styles
    .filter(({ style }) => style.numberFormat)
    .map(({ address }) => parseRangeAddress(address))
    .map((range) => ({ row: range.row, rows: range.rows, end: range.column + range.columns }));
  const slices: { row: number; rows: number; columns: number }[] = [];
  for (let row = 0; row < model.values.length; row++) {
    const columns = Math.max(1, usedColumns(model, row, formatted));
    // Not slices.at(-1): the pane is ES2020 for older Office hosts (Safari before 15.4 has no Array.prototype.at).
    const last = slices.length > 0 ? slices[slices.length - 1] : undefined;
    if (last && (last.rows + 1) * Math.max(last.columns, columns) <= CELLS_PER_REQUEST) {
      last.rows++;
      last.columns = Math.max(last.columns, columns);
    } else slices.push({ row, rows: 1, columns });
  }
  return slices;
}

/** Styled ranges other than their number formats (those go in with the values: see numberFormatGrid). */
export function applyStyles(sheet: Excel.Worksheet, styles: readonly StyledRange[]): void {
  for (const { address, style } of styles) {
    const { numberFormat, ...rest } = style;
    if (Object.keys(rest).length > 0) applyStyle(sheet.getRange(address), rest);
  }
}

/** A model's styles other than number formats (those went in with the values), column widths, row heights, frozen rows, AutoFilter, print titles and page setup. */
export function applyModelStyles(sheet: Excel.Worksheet, model: SheetModel): void {
  applyStyles(sheet, model.styles);
  model.columnWidths?.forEach((width, column) => {
    if (width) sheet.getRange(rangeAddress(0, column)).format.columnWidth = columnWidthPoints(width);
  });
  model.rowHeights?.forEach((height, row) => {
    if (height) sheet.getRange(`${row + 1}:${row + 1}`).format.rowHeight = height;
  });
  if (model.frozenRows) sheet.freezePanes.freezeRows(model.frozenRows);
  // AutoFilter, print titles and page setup need ExcelApi 1.9; an older Excel gets the sheet without them.
  if (!supportsExcelApi('1.9')) return;
  if (model.print) applyPrintSetup(sheet, model.print);
  if (model.autoFilter) sheet.autoFilter.apply(sheet.getRange(model.autoFilter));
  if (model.printTitleRows) sheet.pageLayout.setPrintTitleRows(`$${model.printTitleRows.replace(':', ':$')}`);
}

/** A whole model: all its rows, then its styles. */
export function writeModel(sheet: Excel.Worksheet, model: SheetModel): void {
  writeModelRows(sheet, model, 0, model.values.length);
  applyModelStyles(sheet, model);
}

/** Cells (values or styled ranges) one request may carry: a 49×49 analysis goes in several, each well under Excel on the web's 5 MB. */
export const CELLS_PER_REQUEST = 20_000;
const STYLES_PER_REQUEST = 1_500;

/**
 * A large model in slices, `sync` after each so no request grows too big: rows of values (with
 * their number formats), then styles; the last slice of styles, widths and the rest are left for
 * the caller's final sync. `progress(k, n)` comes before request k of n is sent.
 */
export async function writeLargeModel(
  sheet: Excel.Worksheet,
  model: SheetModel,
  sync: () => Promise<void>,
  progress?: (done: number, total: number) => void,
): Promise<void> {
  const slices = rowSlices(model);
  const lastSlice = Math.max(0, Math.ceil(model.styles.length / STYLES_PER_REQUEST) - 1) * STYLES_PER_REQUEST;
  // Every slice, and the caller's final request.
  const total = slices.length + lastSlice / STYLES_PER_REQUEST + 1;
  let sent = 0;
  // Told before each request, so a listener that throws keeps the rest from being sent.
  const synced = async () => {
    progress?.(++sent, total);
    await sync();
  };
  for (const { row, rows, columns } of slices) {
    writeModelRows(sheet, model, row, rows, columns);
    await synced();
  }
  for (let start = 0; start < lastSlice; start += STYLES_PER_REQUEST) {
    applyStyles(sheet, model.styles.slice(start, start + STYLES_PER_REQUEST));
    await synced();
  }
  applyModelStyles(sheet, { ...model, styles: model.styles.slice(lastSlice) });
  progress?.(total, total);
}

const CHART_TYPES = {
  line: 'Line',
  column: 'ColumnClustered',
  stackedColumn: 'ColumnStacked',
  bar: 'BarClustered',
  pie: 'Pie',
} as const;

/** A native chart from a ChartSpec, axis titles included (ExcelApi 1.7: series x-values set from the categories range); returned for further formatting. */
export function addModelChart(sheet: Excel.Worksheet, spec: ChartSpec): Excel.Chart {
  const chart = sheet.charts.add(CHART_TYPES[spec.kind], sheet.getRange(spec.series[0].values), 'Columns');
  chart.title.text = spec.title;
  // A pie has no axes: Excel would fail the whole request on its axis titles.
  if (spec.kind !== 'pie') {
    if (spec.xAxisTitle) chart.axes.categoryAxis.title.text = spec.xAxisTitle;
    if (spec.yAxisTitle) chart.axes.valueAxis.title.text = spec.yAxisTitle;
  }
  const first = chart.series.getItemAt(0);
  first.name = spec.series[0].name;
  first.setXAxisValues(sheet.getRange(spec.categories));
  for (const extra of spec.series.slice(1)) {
    const series = chart.series.add(extra.name);
    series.setValues(sheet.getRange(extra.values));
    series.setXAxisValues(sheet.getRange(spec.categories));
  }
  const place = parseRangeAddress(spec.placeAt);
  chart.setPosition(
    rangeAddress(place.row, place.column),
    rangeAddress(place.row + place.rows - 1, place.column + place.columns - 1),
  );
  return chart;
}
