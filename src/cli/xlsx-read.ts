/**
 * Reading .xlsx for the command line, through exceljs: a sheet's values in the plain form Office.js
 * gives, so the book reader is shared with the add-in; a workbook's bytes checked against the caps
 * of read-limits.ts before exceljs unpacks anything.
 */

import ExcelJS from 'exceljs';
import { isPuzzleError } from '../engine';
import { readBook, type Book, type BookOptions } from '../io/book';
import type { PuzzleRecord } from '../io/record';
import { readBytes } from './input-files';
import type { CliIO } from './cli-io';
import { checkWorkbook } from './workbook-check';

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
