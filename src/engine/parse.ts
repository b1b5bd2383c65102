/**
 * Reading puzzles from what people hand us: 81-character lines, the title-and-grid records of the
 * timedia files, CSV with a `puzzle` column, and the 2-D values the Office JavaScript API reads from a sheet.
 *
 * Every problem becomes a PuzzleError('bad-input') naming each offending cell (row and column of
 * the puzzle) and what was found there, so the add-in can highlight the cells and the
 * command line can print them. Nothing else ever escapes: front ends pass raw user input straight in.
 */

import { PuzzleError, positionOf } from './errors';
import type { CellPosition } from './errors';
import { CELL_COUNT, SIDE } from './layout';
import { emptyDigits } from './grid';
import type { Digits } from './grid';
import { csvHeaderDelimiter, splitCsvRows } from './csv';

export interface PuzzleRecord {
  /** 0-based position among all records of the input, readable or not. */
  index: number;
  /** The CSV's id (or no) column, the timedia title's `No.<n>`, else the 1-based line number. */
  id: string;
  title?: string;
  /** Present when the record could be read. */
  digits?: Digits;
  /** Present when it could not (always a bad-input PuzzleError). */
  error?: PuzzleError;
  /** The record as found in the input: a line, a title-and-grid block, or a CSV puzzle field. */
  source: string;
  /** 1-based line of the input where the record starts. */
  line: number;
}

/**
 * A record cut out of a file but not yet interpreted: 81 cell tokens (characters of a line or
 * tokens of a grid), or the shape error that kept it from having them. The puzzle reader and the
 * generator's pattern reader share this, and differ only in what a token means.
 */
export interface CellRecord {
  id: string;
  title?: string;
  source: string;
  line: number;
  tokens?: ArrayLike<string>;
  error?: PuzzleError;
}

export const BLANK_MARKS = '. 0 - _ *';
const CELL_RULE = `A cell holds a digit 1–9, or is empty (left blank, or ${BLANK_MARKS}).`;
const TIMEDIA_TITLE = /^No\.\s*(\d+)/;
const WHITESPACE = /\s+/;
const MAX_NAMED_CELLS = 3;

/**
 * "row 3, column 8" of the puzzle. No A1 name: only a front end knows where the grid sits on a
 * sheet, and names the cell by its real address (a name computed from A1 was wrong elsewhere).
 */
export function describeCell(cell: number): string {
  const [row, column] = positionOf(cell);
  return `row ${row}, column ${column}`;
}

/** A short, safe description of any value, for messages (never throws, even on odd objects). */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value);
    case 'number':
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${String(value)}n`;
    case 'undefined':
      return 'nothing';
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      return value === null ? 'null' : Array.isArray(value) ? 'a list' : 'an object';
  }
}

/** The digit of a one-character mark, 0 for a blank mark, -1 for anything else; full-width forms count. */
function markValue(mark: string): number {
  if (mark.length !== 1) return -1;
  let code = mark.charCodeAt(0);
  // Japanese input methods type full-width forms (１, ．, －); they sit 0xFEE0 above ASCII.
  if (code >= 0xff01 && code <= 0xff5e) code -= 0xfee0;
  if (code >= 49 && code <= 57) return code - 48;
  return code === 48 || code === 46 || code === 45 || code === 95 || code === 42 ? 0 : -1;
}

/** The digit a sheet value stands for, 0 for blank, -1 when it is neither. */
function sheetCellValue(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= 9 ? value : -1;
  // trim() also removes the full-width space U+3000.
  if (typeof value === 'string') return value.trim() === '' ? 0 : markValue(value.trim());
  return -1;
}

function badCellsError(badCells: number[], found: unknown[]): PuzzleError {
  const named = badCells
    .slice(0, MAX_NAMED_CELLS)
    .map((cell, i) => `${describeCell(cell)} holds ${describeValue(found[i])}`)
    .join('; ');
  const more = badCells.length > MAX_NAMED_CELLS ? ` (and ${badCells.length - MAX_NAMED_CELLS} more cells)` : '';
  const cells: CellPosition[] = badCells.map(positionOf);
  return new PuzzleError('bad-input', `Not a digit or a blank: ${named}${more}. ${CELL_RULE}`, cells);
}

/** Turns 81 cell values into digits with `valueOf`, reporting every unreadable cell at once. */
function digitsFromCells<T>(cells: ArrayLike<T>, valueOf: (cell: T) => number): Digits {
  const digits = emptyDigits();
  const badCells: number[] = [];
  const found: unknown[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const value = valueOf(cells[cell]);
    if (value < 0) {
      badCells.push(cell);
      found.push(cells[cell]);
    } else {
      digits[cell] = value;
    }
  }
  if (badCells.length > 0) throw badCellsError(badCells, found);
  return digits;
}

/** The 81 cell marks of a one-line puzzle: the first 81 characters after leading whitespace. */
function lineTokens(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < CELL_COUNT) {
    const count = trimmed.length;
    const found = count === 0 ? 'The puzzle is empty' : `The puzzle has only ${count} character${count === 1 ? '' : 's'}`;
    throw new PuzzleError('bad-input', `${found}; it needs 81, one per cell, row by row. ${CELL_RULE}`);
  }
  return trimmed.slice(0, CELL_COUNT);
}

/** One puzzle as an 81-character line (blanks . 0 - _ *); characters after the 81st are ignored. */
export function parsePuzzleText(text: string): Digits {
  if (typeof text !== 'string') {
    throw new PuzzleError('bad-input', `Expected the 81 characters of a puzzle, found ${describeValue(text)}.`);
  }
  return digitsFromCells(lineTokens(text), markValue);
}

/** Reads 81 tokens (characters of a line, or grid tokens) as a puzzle's digits. */
export function parseCellTokens(tokens: ArrayLike<string>): Digits {
  return digitsFromCells(tokens, markValue);
}

/**
 * A 9×9 block of sheet values as the Office JavaScript API returns them: numbers, numeric strings, "" or null for
 * a blank, 0, full-width digits and spaces, strings with surrounding spaces.
 */
export function parseSheetValues(values: unknown): Digits {
  const shapeRule = 'a sudoku is 9 rows of 9 cells';
  if (!Array.isArray(values)) {
    throw new PuzzleError('bad-input', `Expected a 9×9 range of cells, found ${describeValue(values)}.`);
  }
  if (values.length !== SIDE) {
    throw new PuzzleError('bad-input', `The range has ${values.length} rows; ${shapeRule}.`);
  }
  const cells: unknown[] = [];
  for (let r = 0; r < SIDE; r++) {
    const row: unknown = values[r];
    if (!Array.isArray(row)) {
      throw new PuzzleError('bad-input', `Row ${r + 1} of the range is ${describeValue(row)}, not a row of cells; ${shapeRule}.`);
    }
    if (row.length !== SIDE) {
      throw new PuzzleError('bad-input', `Row ${r + 1} of the range has ${row.length} cells; ${shapeRule}.`);
    }
    for (let c = 0; c < SIDE; c++) cells.push(row[c]);
  }
  return digitsFromCells(cells, sheetCellValue);
}

function shapeError(message: string): PuzzleError {
  return new PuzzleError('bad-input', message);
}

/** A one-line record; a PuzzleError from lineTokens (too short) becomes the record's error. */
function lineRecord(text: string, line: number, id: string, title?: string, source = text): CellRecord {
  try {
    return { id, title, source, line, tokens: lineTokens(text) };
  } catch (error) {
    return { id, title, source, line, error: error as PuzzleError };
  }
}

interface OpenGrid {
  id: string;
  title?: string;
  line: number;
  rows: string[][];
  sourceLines: string[];
}

function closedGrid(grid: OpenGrid): CellRecord {
  const { id, title, line } = grid;
  const source = grid.sourceLines.join('\n');
  const badRow = grid.rows.findIndex((tokens) => tokens.length !== SIDE);
  if (badRow >= 0) {
    const count = grid.rows[badRow].length;
    const entries = `${count} ${count === 1 ? 'entry' : 'entries'}`;
    return { id, title, source, line, error: shapeError(`Grid line ${badRow + 1} has ${entries}; each of the 9 lines needs 9, separated by spaces.`) };
  }
  if (grid.rows.length < SIDE) {
    return { id, title, source, line, error: shapeError(`The grid has only ${grid.rows.length} of its 9 lines.`) };
  }
  return { id, title, source, line, tokens: grid.rows.flat() };
}

/**
 * Lines of 81 characters, and grids of 9 lines of 9 space-separated tokens, each optionally under
 * a timedia title `No.<n>   H <hints>` (the H count is ignored, as timedia's own reader does: it
 * disagrees with the grid in 9 of Problem500's records). Blank lines and `#` comments are skipped.
 */
function readLineRecords(lines: readonly string[]): CellRecord[] {
  const records: CellRecord[] = [];
  let grid: OpenGrid | undefined;
  const close = () => {
    if (grid) records.push(closedGrid(grid));
    grid = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i].trim();
    const title = TIMEDIA_TITLE.exec(text);
    if (title) {
      close();
      grid = { id: `No.${title[1]}`, title: text, line: i + 1, rows: [], sourceLines: [text] };
      continue;
    }
    if (text === '' || text.startsWith('#')) continue;
    const tokens = WHITESPACE.test(text) ? text.split(WHITESPACE) : [text];
    const startsGrid = tokens.length === SIDE && tokens.every((token) => token.length === 1);
    const isOneLinePuzzle = tokens.length === 1 && text.length >= CELL_COUNT;
    if (grid && grid.rows.length === 0 && tokens.length === 1) {
      // A title followed by a one-line puzzle instead of a grid.
      records.push(lineRecord(text, grid.line, grid.id, grid.title, `${grid.title}\n${text}`));
      grid = undefined;
    } else if (grid && isOneLinePuzzle) {
      // A grid cut short by a one-line puzzle: the grid is reported broken, the puzzle still read.
      close();
      records.push(lineRecord(text, i + 1, String(i + 1)));
    } else if (grid || startsGrid) {
      grid ??= { id: String(i + 1), line: i + 1, rows: [], sourceLines: [] };
      grid.rows.push(tokens);
      grid.sourceLines.push(text);
      if (grid.rows.length === SIDE) close();
    } else {
      records.push(lineRecord(text, i + 1, String(i + 1)));
    }
  }
  close();
  return records;
}

/** CSV with a header naming a `puzzle` column (any case), and optionally id, no and title. */
function readCsvRecords(text: string, firstLine: string): CellRecord[] {
  const delimiter = csvHeaderDelimiter(firstLine, 'puzzle');
  if (delimiter === undefined) {
    throw new PuzzleError('bad-input', `The CSV header has no "puzzle" column (it reads ${describeValue(firstLine)}).`);
  }
  const [header, ...rows] = splitCsvRows(text, delimiter);
  if (!header) return [];
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const puzzleColumn = names.indexOf('puzzle');
  const idColumn = names.includes('id') ? names.indexOf('id') : names.indexOf('no');
  const titleColumn = names.indexOf('title');
  const records: CellRecord[] = [];
  for (const { fields, line } of rows) {
    if (fields.every((field) => field.trim() === '')) continue;
    const id = (idColumn >= 0 ? fields[idColumn]?.trim() : '') || String(line);
    const title = titleColumn >= 0 ? fields[titleColumn]?.trim() || undefined : undefined;
    const puzzle = fields[puzzleColumn];
    if (puzzle === undefined) {
      const error = shapeError(`This CSV row has ${fields.length} fields and no puzzle column (column ${puzzleColumn + 1}).`);
      records.push({ id, title, source: fields.join(delimiter), line, error });
    } else {
      records.push(lineRecord(puzzle, line, id, title));
    }
  }
  return records;
}

/**
 * Cuts a file's text into records of 81 cell tokens. CSV is recognised by a `.csv` name or by a
 * first line with a `puzzle` column; a CSV without that column throws (the file cannot be read).
 */
export function readCellRecords(text: string, fileName = ''): CellRecord[] {
  if (typeof text !== 'string') {
    throw new PuzzleError('bad-input', `Expected the text of a puzzle file, found ${describeValue(text)}.`);
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const firstLine = lines.find((line) => line.trim() !== '');
  if (firstLine === undefined) return [];
  const isCsv = (typeof fileName === 'string' && /\.csv$/i.test(fileName)) || csvHeaderDelimiter(firstLine, 'puzzle') !== undefined;
  return isCsv ? readCsvRecords(lines.join('\n'), firstLine) : readLineRecords(lines);
}

/** Every puzzle of a file; an unreadable record gets its `error` and does not stop the others. */
export function parsePuzzleFile(text: string, fileName?: string): PuzzleRecord[] {
  return readCellRecords(text, fileName).map(({ id, title, source, line, tokens, error }, index) => {
    const record: PuzzleRecord = { index, id, source, line };
    if (title !== undefined) record.title = title;
    if (tokens) {
      try {
        record.digits = parseCellTokens(tokens);
      } catch (tokenError) {
        record.error = tokenError as PuzzleError;
      }
    } else {
      record.error = error;
    }
    return record;
  });
}
