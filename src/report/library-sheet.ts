/**
 * The Library sheet (SPEC §2 "Store Problem / ReInput Problem"): puzzles kept in the workbook under
 * a number and a title, one row each, recalled by number into a range of the puzzle's shape. This
 * module decides the layout and what storing or recalling means for the rows; src/excel/library.ts
 * only applies it.
 *
 * A 9×9 row is its 81 characters with the kind columns empty, as the first Library sheets were
 * written (five columns), so those still read. A puzzle of another kind (issue 20) keeps its kind,
 * box, grids and map in the columns a book's rows use (src/io/book.ts), its puzzle in the sheet text
 * the Results sheet writes: the Library sheet is a book the batch reads too.
 *
 * People may edit the sheet by hand (retitle, delete rows, type a row themselves), so reading is
 * lenient: a row counts when its No. is a positive whole number; everything else is left alone.
 */

import type { Geometry } from '../engine/variants';
import { countGivens, digitsToString, type Digits } from '../engine';
import { valuesForSheet, type VariantColumns } from '../io/variant-results';
import { variantMaps } from '../io/variant-text';
import type { SheetLanguage } from './analysis-labels';
import { rangeAddress, type CellStyle, type CellValue, type SheetModel, type StyledRange } from './sheet-model';

export const LIBRARY_SHEET_NAMES: Readonly<Record<SheetLanguage, string>> = { en: 'Library', ja: '保存した問題' };
export const LIBRARY_HEADERS = [
  'No.',
  'Title',
  'Puzzle',
  'Givens',
  'Stored at',
  'Kind',
  'Box',
  'Grids',
  'Map',
] as const;
export const LIBRARY_COLUMNS = LIBRARY_HEADERS.length;
/** The same columns in Japanese (the sheet is read by position, so either header works). */
const JAPANESE_LIBRARY_HEADERS = [
  'No.',
  'タイトル',
  '問題',
  'ヒント数',
  '保存日時',
  '種類',
  'ボックス',
  'グリッド',
  'マップ',
] as const;

const NUMBER_COLUMN = 0;
const TITLE_COLUMN = 1;
const PUZZLE_COLUMN = 2;
/** The kind columns, in the order of LIBRARY_HEADERS from 'Kind'. */
const KIND_FIELDS = ['kind', 'box', 'grids', 'map'] as const;
const KIND_COLUMN = 5;
const HEADER_CELLS: CellStyle = { bold: true, fill: '#DDEBF7', border: true };

/**
 * Number formats of a library row, set before its values: text ('@') keeps a title like "007" and
 * a puzzle's leading dots or zeros exactly as stored, and a completely filled grid from turning into
 * an 81-digit number.
 */
export const LIBRARY_ROW_FORMATS: readonly string[] = ['0', '@', '@', '0', 'yyyy-mm-dd hh:mm', '@', '@', '@', '@'];

export interface LibraryEntry {
  number: number;
  title: string;
  /** As found in the sheet: normally the 81 characters of the puzzle, '.' for an empty cell; another kind's sheet text. */
  puzzle: string;
  /** Another kind's columns (kind, box, grids, map); absent for a 9×9. */
  kind?: VariantColumns;
  /** 0-based sheet row. */
  row: number;
}

export interface LibraryContents {
  entries: LibraryEntry[];
  /** 0-based sheet row below the last used one (never the header row). */
  nextRow: number;
  /** Header cells found in row 0 (when it is used): a Library sheet written before the kind columns has 5. */
  headerColumns?: number;
}

/** The sheet as the add-in creates it: the header row only (English or Japanese), frozen, with widths for an 81-character puzzle. */
export function buildLibrarySheet(language: SheetLanguage = 'en'): SheetModel {
  return {
    name: LIBRARY_SHEET_NAMES[language],
    values: [[...(language === 'ja' ? JAPANESE_LIBRARY_HEADERS : LIBRARY_HEADERS)]],
    styles: [{ address: rangeAddress(0, 0, 1, LIBRARY_COLUMNS), style: HEADER_CELLS }],
    charts: [],
    columnWidths: [6, 24, 84, 7, 17, 10, 6, 14, 20],
    frozenRows: 1,
  };
}

/** Excel's date serial of a moment in local time (days since 1899-12-30), as Excel shows a typed date. */
export function excelDateSerial(moment: Date): number {
  const localMs = moment.getTime() - moment.getTimezoneOffset() * 60_000;
  return localMs / 86_400_000 + 25_569;
}

/** The header cells from the kind columns on, for a Library sheet written before them. */
export function kindHeaders(language: SheetLanguage = 'en'): {
  address: string;
  values: CellValue[][];
  style: StyledRange['style'];
} {
  const headers = language === 'ja' ? JAPANESE_LIBRARY_HEADERS : LIBRARY_HEADERS;
  return {
    address: rangeAddress(0, KIND_COLUMN, 1, LIBRARY_COLUMNS - KIND_COLUMN),
    values: [headers.slice(KIND_COLUMN)],
    style: HEADER_CELLS,
  };
}

/** The values of one library row: a 9×9 leaves the kind columns empty (clearing them when it replaces another kind). */
export function libraryRow(number: number, title: string, digits: Digits, storedAt: Date): CellValue[] {
  return [number, title, digitsToString(digits), countGivens(digits), excelDateSerial(storedAt), '', '', '', ''];
}

/**
 * The values of a library row for a puzzle of another kind: `kind` as the pane names it (a combined
 * preset by its name), the box of a square kind, a combined layout's offsets, the maps.
 */
export function variantLibraryRow(
  number: number,
  title: string,
  kind: string,
  geometry: Geometry,
  givens: ArrayLike<number>,
  storedAt: Date,
): CellValue[] {
  const box = geometry.box && geometry.grids.length === 0 ? `${geometry.box.rows}x${geometry.box.cols}` : '';
  const grids = kind === 'combined' ? geometry.grids.map((grid) => `${grid.row},${grid.col}`).join(';') : '';
  const givenCount = Array.from(givens).filter((value) => value > 0).length;
  return [
    number,
    title,
    valuesForSheet(geometry, givens),
    givenCount,
    excelDateSerial(storedAt),
    kind,
    box,
    grids,
    variantMaps(geometry).join(' '),
  ];
}

/** "12" → 12; anything but a positive whole number (blank, 0, 1.5, "12a") → undefined. */
export function parseLibraryNumber(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const number = Number(text);
  return number > 0 ? number : undefined;
}

/**
 * The entries of a library sheet's used range, whose top-left cell sits at (originRow, originColumn).
 * The header row (sheet row 0) and rows without a valid No. are skipped.
 */
export function readLibraryContents(
  values: readonly (readonly unknown[])[],
  originRow = 0,
  originColumn = 0,
): LibraryContents {
  const at = (cells: readonly unknown[], column: number) => cells[column - originColumn];
  const entries: LibraryEntry[] = [];
  values.forEach((cells, r) => {
    const row = originRow + r;
    if (row === 0) return;
    const number = parseLibraryNumber(at(cells, NUMBER_COLUMN));
    if (number === undefined) return;
    const text = (column: number) => {
      const value = at(cells, column);
      return value === undefined || value === null ? '' : String(value);
    };
    const kind: VariantColumns = {};
    KIND_FIELDS.forEach((field, i) => {
      const value = text(KIND_COLUMN + i).trim();
      if (value !== '') kind[field] = value;
    });
    entries.push({
      number,
      title: text(TITLE_COLUMN),
      puzzle: text(PUZZLE_COLUMN).trim(),
      row,
      ...(Object.keys(kind).length > 0 ? { kind } : {}),
    });
  });
  const nextRow = Math.max(1, originRow + values.length);
  if (originRow !== 0) return { entries, nextRow };
  const headerColumns = (values[0] ?? []).reduce<number>(
    (last, value, c) => (value === '' || value === null || value === undefined ? last : originColumn + c + 1),
    0,
  );
  return { entries, nextRow, headerColumns };
}

/** The first entry with this number (a hand-edited sheet may hold the number twice). */
export function findLibraryEntry(contents: LibraryContents, number: number): LibraryEntry | undefined {
  return contents.entries.find((entry) => entry.number === number);
}

/** One more than the largest number stored (1 for an empty library). */
export function nextLibraryNumber(contents: LibraryContents): number {
  return contents.entries.reduce((max, entry) => Math.max(max, entry.number), 0) + 1;
}

export type StorePlan =
  | { action: 'append'; row: number }
  | { action: 'replace'; row: number; existing: LibraryEntry }
  /** The number is taken and replacing it was not confirmed: nothing is written. */
  | { action: 'refuse'; existing: LibraryEntry };

/** Where a puzzle stored under `number` goes: a new row, or the taken number's row once replacing is confirmed. */
export function planLibraryStore(contents: LibraryContents, number: number, replaceConfirmed: boolean): StorePlan {
  const existing = findLibraryEntry(contents, number);
  if (!existing) return { action: 'append', row: contents.nextRow };
  return replaceConfirmed ? { action: 'replace', row: existing.row, existing } : { action: 'refuse', existing };
}

/** The cells of a library row: "A5:E5" for 0-based row 4. */
export function libraryRowAddress(row: number): string {
  return rangeAddress(row, 0, 1, LIBRARY_COLUMNS);
}

/** Values for a 9×9 range: digits as numbers, empty cells as "" (which clears a cell). */
export function gridValues(digits: Digits): CellValue[][] {
  return Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => digits[r * 9 + c] || ''));
}

/** Sheet addresses of the cells of a block at (originRow, originColumn) that hold anything. */
export function filledCellAddresses(
  values: readonly (readonly unknown[])[],
  originRow: number,
  originColumn: number,
): string[] {
  const filled: string[] = [];
  values.forEach((cells, r) =>
    cells.forEach((value, c) => {
      if (!(value === '' || value === null || value === undefined))
        filled.push(rangeAddress(originRow + r, originColumn + c));
    }),
  );
  return filled;
}
