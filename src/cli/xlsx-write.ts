/**
 * Writing .xlsx for the command line, through exceljs: SheetModels (src/report) written as a
 * workbook with their styles, borders and print settings, their charts native ones added to the
 * package exceljs writes (xlsx-charts.ts), as the add-in draws them.
 */

import ExcelJS from 'exceljs';
import { parseRangeAddress, type CellStyle, type PrintSetup, type SheetModel } from '../report/sheet-model';
import { withNativeCharts } from './xlsx-charts';

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
