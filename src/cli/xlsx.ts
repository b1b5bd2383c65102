/**
 * .xlsx for the command line, through exceljs: a sheet's values in the plain form Office.js gives
 * (so the book reader is shared with the add-in), and SheetModels written as a workbook, their
 * charts native ones added to the package exceljs writes (xlsx-charts.ts), as the add-in draws them.
 */

import ExcelJS from 'exceljs';
import { isPuzzleError } from '../engine';
import { readBook, type Book, type BookOptions } from '../io/book';
import type { PuzzleRecord } from '../io/record';
import { readBytes } from './input-files';
import type { CliIO } from './cli-io';
import { checkWorkbook } from './workbook-check';
import { parseRangeAddress, type CellStyle, type PrintSetup, type SheetModel } from '../report/sheet-model';
import { withNativeCharts } from './xlsx-charts';

/** One cell as Office.js would give it: a number, string or boolean, "" when empty. */
export function plainCellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('result' in value) return value.result === undefined ? '' : plainCellValue(value.result as ExcelJS.CellValue);
  if ('text' in value) return value.text;
  if ('error' in value) return value.error;
  return '';
}

export function worksheetValues(sheet: ExcelJS.Worksheet): unknown[][] {
  const values: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
      cells[columnNumber - 1] = plainCellValue(cell.value);
    });
    values[rowNumber - 1] = Array.from(cells, (value) => value ?? '');
  });
  return Array.from(values, (row) => row ?? []);
}

async function loadWorkbook(data: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's typings ask for its own Buffer type; a Node Buffer over the same bytes is what it reads.
    await workbook.xlsx.load(Buffer.from(data.buffer, data.byteOffset, data.byteLength) as unknown as ExcelJS.Buffer);
  } catch (error) {
    if (isPuzzleError(error)) throw error;
    // The reader's own words ("3:136: undefined entity", a TypeError from a part it expected) tell a person nothing.
    throw new Error(
      'it is no workbook a spreadsheet program wrote: a part of it is damaged, missing or not what an .xlsx holds.',
    );
  }
  return workbook;
}

export interface WorkbookBook extends Book {
  sheetName: string;
}

/**
 * The book in the named sheet, or else in the first sheet that holds any puzzle (a workbook often
 * starts with a cover or notes sheet). Throws an Error in plain words when the named sheet is missing.
 */
export async function readXlsxBook(
  data: Uint8Array,
  sheetName?: string,
  options: BookOptions = {},
): Promise<WorkbookBook> {
  const workbook = await loadWorkbook(data);
  if (sheetName !== undefined) {
    const sheet = workbook.getWorksheet(sheetName);
    if (!sheet) {
      const names = workbook.worksheets.map((each) => `"${each.name}"`).join(', ') || 'none';
      throw new Error(`the workbook has no sheet named "${sheetName}" (it has ${names})`);
    }
    return { sheetName: sheet.name, ...readBook(worksheetValues(sheet), options) };
  }
  if (workbook.worksheets.length === 0) throw new Error('the workbook has no sheet');
  const books = workbook.worksheets.map((sheet) => ({ sheetName: sheet.name, values: worksheetValues(sheet) }));
  // The range applies to the chosen sheet only: the sheet is the one holding puzzles at all.
  const chosen = books.find(({ values }) => readBook(values).records.length > 0) ?? books[0];
  return { sheetName: chosen.sheetName, ...readBook(chosen.values, options) };
}

/** A workbook's bytes, refused (an Error) past the caps of read-limits.ts before exceljs unpacks anything. */
export async function readWorkbookBytes(io: CliIO, filePath: string): Promise<Uint8Array> {
  const data = await readBytes(io, filePath);
  await checkWorkbook(data);
  return data;
}

/** The puzzles of a workbook's first sheet holding any, in either book layout, for commands that read puzzle files. */
export async function readXlsxPuzzleFile(filePath: string, io: CliIO): Promise<PuzzleRecord[]> {
  return (await readXlsxBook(await readWorkbookBytes(io, filePath))).records;
}

function argb(colour: string): string {
  return `FF${colour.replace('#', '').toUpperCase()}`;
}

const THIN = { style: 'thin' as const };

function applyStyle(cell: ExcelJS.Cell, style: CellStyle): void {
  if (style.bold !== undefined || style.italic !== undefined || style.fontColor || style.fontSize) {
    cell.font = {
      ...cell.font,
      ...(style.bold !== undefined && { bold: style.bold }),
      ...(style.italic !== undefined && { italic: style.italic }),
      ...(style.fontColor && { color: { argb: argb(style.fontColor) } }),
      ...(style.fontSize && { size: style.fontSize }),
    };
  }
  if (style.fill) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(style.fill) } };
  if (style.numberFormat) cell.numFmt = style.numberFormat;
  if (style.horizontalAlignment)
    cell.alignment = {
      ...cell.alignment,
      horizontal: style.horizontalAlignment.toLowerCase() as 'left' | 'center' | 'right',
    };
  if (style.verticalAlignment)
    cell.alignment = {
      ...cell.alignment,
      vertical:
        style.verticalAlignment === 'Center' ? 'middle' : (style.verticalAlignment.toLowerCase() as 'top' | 'bottom'),
    };
  if (style.border) cell.border = { top: THIN, left: THIN, bottom: THIN, right: THIN };
}

type Edge = 'top' | 'bottom' | 'left' | 'right';

/** An outline or edges of a range: a line on the outer side of each edge cell, at the style's weight (edges medium). */
function applyEdges(sheet: ExcelJS.Worksheet, range: ReturnType<typeof parseRangeAddress>, style: CellStyle): void {
  const lines: [Edge, ExcelJS.BorderStyle][] = [];
  if (style.outline)
    for (const edge of ['top', 'bottom', 'left', 'right'] as const)
      lines.push([edge, style.outline.toLowerCase() as ExcelJS.BorderStyle]);
  for (const edge of style.edges ?? []) lines.push([edge, 'medium']);
  for (const [edge, weight] of lines) {
    const vertical = edge === 'top' || edge === 'bottom';
    const fixed =
      edge === 'top'
        ? range.row
        : edge === 'bottom'
          ? range.row + range.rows - 1
          : edge === 'left'
            ? range.column
            : range.column + range.columns - 1;
    const length = vertical ? range.columns : range.rows;
    for (let i = 0; i < length; i++) {
      const cell = vertical
        ? sheet.getCell(fixed + 1, range.column + i + 1)
        : sheet.getCell(range.row + i + 1, fixed + 1);
      cell.border = { ...cell.border, [edge]: { style: weight } };
    }
  }
}

const PAPER_SIZES = { A4: 9, Letter: 1 } as const;

/** Excel's header and footer codes treat & as a code's start: a title's own & is doubled. */
function headerText(text: string): string {
  return text.replace(/&/g, '&&');
}

function applyPrint(sheet: ExcelJS.Worksheet, print: PrintSetup): void {
  sheet.pageSetup = {
    ...sheet.pageSetup,
    // exceljs puts a $ before each corner's column only; without the rows' own, Excel would read the area relative to the selected cell.
    printArea: print.area.replace(/([A-Z]+)(\d+)/g, '$1$$$2'),
    // exceljs's typings list the paper sizes as an enum of these very numbers.
    paperSize: PAPER_SIZES[print.paper] as unknown as ExcelJS.PaperSize,
    orientation: print.orientation,
    fitToPage: print.fitToWidth,
    fitToWidth: 1,
    fitToHeight: 0,
    horizontalCentered: print.centerHorizontally ?? false,
    margins: print.margins,
  };
  if (print.header !== undefined) sheet.headerFooter.oddHeader = `&C&"-,Bold"&14${headerText(print.header)}`;
  sheet.headerFooter.oddFooter = `&C${print.footer === undefined ? '' : `${headerText(print.footer)} · `}&P / &N`;
  for (const row of print.rowBreaks) sheet.getRow(row).addPageBreak();
}

export function addSheet(workbook: ExcelJS.Workbook, model: SheetModel): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(
    model.name,
    model.frozenRows ? { views: [{ state: 'frozen', ySplit: model.frozenRows }] } : {},
  );
  model.values.forEach((cells, row) => {
    const sheetRow = sheet.getRow(row + 1);
    cells.forEach((value, column) => {
      if (value !== '') sheetRow.getCell(column + 1).value = value;
    });
  });
  for (const { address, style } of model.styles) {
    const range = parseRangeAddress(address);
    for (let row = range.row; row < range.row + range.rows; row++) {
      for (let column = range.column; column < range.column + range.columns; column++)
        applyStyle(sheet.getCell(row + 1, column + 1), style);
    }
    if (style.outline || style.edges) applyEdges(sheet, range, style);
  }
  model.rowHeights?.forEach((height, row) => {
    if (height) sheet.getRow(row + 1).height = height;
  });
  model.columnWidths?.forEach((width, column) => {
    if (width) sheet.getColumn(column + 1).width = width;
  });
  if (model.autoFilter) sheet.autoFilter = model.autoFilter;
  if (model.printTitleRows) sheet.pageSetup.printTitlesRow = model.printTitleRows;
  if (model.print) applyPrint(sheet, model.print);
  return sheet;
}

export async function workbookBuffer(models: readonly SheetModel[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'sudoku-analyzer';
  for (const model of models) addSheet(workbook, model);
  return withNativeCharts(new Uint8Array(await workbook.xlsx.writeBuffer()), models);
}
