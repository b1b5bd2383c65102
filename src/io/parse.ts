/**
 * Reading puzzle files and ranges: 81-character lines, the title-and-grid records of the timedia
 * files, CSV with a `puzzle` column, and the 2-D values the Office JavaScript API reads from a sheet.
 * What a single cell holds is decided by the engine's cell reader.
 *
 * Every problem becomes a PuzzleError('bad-input') naming each offending cell, so the add-in can
 * highlight the cells and the command line can print them. Nothing else ever escapes: front ends
 * pass raw user input straight in.
 */

import {
  PuzzleError,
  CELL_COUNT,
  SIDE,
  type Digits,
  describeValue,
  digitsFromCells,
  isPuzzleLine,
  lineTail,
  lineTokens,
  parseCellTokens,
  parsePuzzleText,
  readPlainLine,
  cellSymbol,
} from '../engine';
import { csvHeaderDelimiter, isCsvStart, splitCsvRows } from './csv';
import { isCommentLine } from './file-kind';

export { isCsvStart } from './csv';
import { readRecord, type PuzzleRecord, type RecordLabels } from './record';
import {
  candidateGridRow,
  isCandidateGridLine,
  isGridFrameLine,
  isLibraryLine,
  isPositionText,
  readLibraryPosition,
  readPosition,
  type PencilPosition,
} from './position-text';

/**
 * A record cut out of a file but not yet interpreted: 81 cell tokens (characters of a line or
 * tokens of a grid), or the shape error that kept it from having them: the part of a PuzzleRecord
 * a file gives before its cells are read.
 */
export type CellRecord = Pick<PuzzleRecord, 'id' | 'source' | 'line' | 'error' | 'warning'> & {
  title?: string;
  tokens?: ArrayLike<string>;
  /** A position with pencil marks (issue 37): its text, for readPosition, in place of tokens. */
  position?: string;
};

const COMBINED_IN_NINE =
  'This line is a combined puzzle (it begins with # squares, no cells) in a file of 9×9 puzzles; give it a file of its own, or a "# kind:" header.';
const TIMEDIA_TITLE = /^No\.\s*(\d+)/;
const WHITESPACE = /\s+/;

/**
 * A 9×9 block of sheet values as the Office JavaScript API returns them: numbers, numeric strings, "" or null for
 * a blank, 0, full-width digits and spaces, strings with surrounding spaces.
 */
export function parseSheetValues(values: unknown): Digits {
  return digitsFromCells(sheetCells(values));
}

/** A 9×9 block of sheet values: the standard puzzle's digits, and the position when some cell holds pencil marks. */
export interface SheetNine {
  /** The filled cells' digits, 0 for a blank or a cell of pencil marks. */
  digits: Digits;
  /** Present when some cell holds two or more digits (cellMarks). */
  position?: PencilPosition;
}

/** The 9×9 block of sheet values as parseSheetValues reads it, or as a position when some cell holds pencil marks (readSheetCells). */
export function readSheetNine(values: unknown): SheetNine {
  return readSheetCells(sheetCells(values));
}

/**
 * 81 sheet cells as a puzzle, or, when some cell holds pencil marks (two or more digits, "129"
 * or 129), as a position (issue 37): a cell of one digit is a given, a cell of marks has those
 * candidates, a blank cell every candidate its filled peers leave. The position is read by
 * readLibraryPosition from its library form, so its rules (no cell left without a candidate)
 * are that reader's; a mark a filled peer holds is dropped as the library form drops it.
 */
export function readSheetCells(cells: readonly unknown[]): SheetNine {
  const marks = cells.map(cellMarks);
  if (!marks.some((mark) => mark !== undefined)) return { digits: digitsFromCells(cells) };
  const digits = digitsFromCells(cells, (value) => (cellMarks(value) === undefined ? cellSymbol(value) : 0));
  const deleted: string[] = [];
  marks.forEach((mark, cell) => {
    if (mark === undefined) return;
    for (let digit = 1; digit <= SIDE; digit++)
      if (!mark.includes(String(digit))) deleted.push(`${digit}${Math.floor(cell / SIDE) + 1}${(cell % SIDE) + 1}`);
  });
  const givens = Array.from(digits, (digit) => (digit === 0 ? '.' : String(digit))).join('');
  const position = readLibraryPosition(`${givens}:${deleted.join(' ')}`);
  return { digits: position.digits, position };
}

/**
 * The pencil marks a sheet cell holds: two or more different digits 1–9 in any order, typed as
 * text ("129", "1 2 9", full-width too) or as a number (129); undefined for anything else.
 */
export function cellMarks(value: unknown): string | undefined {
  const raw = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : '') : value;
  if (typeof raw !== 'string') return undefined;
  const text = raw
    .replace(/[\uff11-\uff19]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/[\s,\u3000]/g, '');
  if (!/^[1-9]{2,9}$/.test(text) || new Set(text).size !== text.length) return undefined;
  return text;
}

/** The 81 cells of a 9×9 block of sheet values, row by row, or the shape's PuzzleError. */
function sheetCells(values: unknown): unknown[] {
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
      throw new PuzzleError(
        'bad-input',
        `Row ${r + 1} of the range is ${describeValue(row)}, not a row of cells; ${shapeRule}.`,
      );
    }
    if (row.length !== SIDE) {
      throw new PuzzleError('bad-input', `Row ${r + 1} of the range has ${row.length} cells; ${shapeRule}.`);
    }
    for (let c = 0; c < SIDE; c++) cells.push(row[c]);
  }
  return cells;
}

function shapeError(message: string): PuzzleError {
  return new PuzzleError('bad-input', message);
}

/** After the 81 cells a line may go on with a comment or another field, set off by a space, `#`, `,`, `;` or `|`. */
const SET_OFF_TAIL = /^(\s|#|,|;|\|)/;

/**
 * The warning for characters right after a puzzle line's 81st that are not set off from it
 * ("…4......x12"): they may be a mistyped 82nd cell, so the person hears they were not read.
 */
export function trailingTextWarning(text: string): string | undefined {
  const tail = lineTail(text);
  if (tail === '' || SET_OFF_TAIL.test(tail)) return undefined;
  return `The characters after the 81st, ${describeValue(tail)}, were not read; a puzzle has 81 cells (set a comment off with a space or #).`;
}

/** The record of a one-line puzzle (an argument, a book's cell), with the warning about characters glued to its 81st; a position's text (isPositionText) is read as a position. */
export function readPuzzleLine(labels: RecordLabels, text: string): PuzzleRecord {
  if (typeof text === 'string' && isPositionText(text)) return positionRecord(labels, text);
  const record = readRecord(labels, () => parsePuzzleText(text));
  const warning = record.digits && trailingTextWarning(text);
  return warning ? { ...record, warning } : record;
}

/**
 * The record of a position with pencil marks: its digits (given and placed) are the puzzle, its
 * candidates the analysis's starting candidates; a text readPosition refuses is the record's error.
 */
function positionRecord(labels: RecordLabels, text: string): PuzzleRecord {
  let candidates: Uint16Array | undefined;
  const record = readRecord(labels, () => {
    const position = readPosition(text);
    candidates = position.candidates;
    return position.digits;
  });
  return candidates ? { ...record, candidates } : record;
}

/** A one-line record; a PuzzleError from lineTokens (too short) becomes the record's error. */
function lineRecord(text: string, line: number, id: string, title?: string, source = text): CellRecord {
  try {
    const record: CellRecord = { id, title, source, line, tokens: lineTokens(text) };
    const warning = trailingTextWarning(text);
    if (warning) record.warning = warning;
    return record;
  } catch (error) {
    return { id, title, source, line, error: error as PuzzleError };
  }
}

function isGridRow(text: string | undefined): boolean {
  const tokens = text?.trim().split(WHITESPACE) ?? [];
  return tokens.length === SIDE && tokens.every((token) => token.length === 1);
}

interface OpenGrid {
  id: string;
  title?: string;
  line: number;
  rows: string[][];
  sourceLines: string[];
  /** A row of several candidates in a cell (candidateGridRow) was read: the grid is a position. */
  candidates?: boolean;
}

/** The cells of a grid row: nine single marks, or a candidate grid's row. */
function gridRowTokens(text: string): { tokens: string[]; candidates: boolean } | undefined {
  if (isGridRow(text)) return { tokens: text.trim().split(WHITESPACE), candidates: false };
  const tokens = candidateGridRow(text);
  return tokens && { tokens, candidates: true };
}

function closedGrid(grid: OpenGrid): CellRecord {
  const { id, title, line } = grid;
  const source = grid.sourceLines.join('\n');
  const badRow = grid.rows.findIndex((tokens) => tokens.length !== SIDE);
  if (badRow >= 0) {
    const count = grid.rows[badRow].length;
    const entries = `${count} ${count === 1 ? 'entry' : 'entries'}`;
    return {
      id,
      title,
      source,
      line,
      error: shapeError(`Grid line ${badRow + 1} has ${entries}; each of the 9 lines needs 9, separated by spaces.`),
    };
  }
  if (grid.rows.length < SIDE) {
    return { id, title, source, line, error: shapeError(`The grid has only ${grid.rows.length} of its 9 lines.`) };
  }
  if (grid.candidates) return { id, title, source, line, position: grid.rows.map((row) => row.join(' ')).join('\n') };
  return { id, title, source, line, tokens: grid.rows.flat() };
}

/**
 * Lines as a stream reader gets them, a group per read: line k's text, and whether it is a plain
 * one-line puzzle (readPlainLine), read then into `digits` from `offset` (a reader of bytes does
 * that without making the line's text).
 */
export interface LineGroup {
  readonly count: number;
  /** The bytes of the input these lines took, line ends included, when they were read as bytes (how far through a file the reading is). */
  readonly bytes?: number;
  text(k: number): string;
  plain(k: number, digits: Uint8Array, offset: number): boolean;
}

/** Lines that are text already as a LineGroup. */
export function textLines(lines: readonly string[]): LineGroup {
  return {
    count: lines.length,
    text: (k) => lines[k],
    plain: (k, digits, offset) => readPlainLine(lines[k], digits, offset),
  };
}

/**
 * Lines of 81 characters, and grids of 9 lines of 9 space-separated tokens, each optionally under
 * a title line: timedia's `No.<n>   H <hints>` (the H count is ignored, as timedia's own reader
 * does: it disagrees with the grid in 9 of Problem500's records), or any other line right above a
 * grid. Blank lines and `#` comments are skipped.
 *
 * Fed one line at a time (push, then end), so a file of any size is read as a stream: a line that
 * may be a grid's title waits only for the next line that is neither blank nor a comment.
 */
export class LineRecordReader {
  private grid: OpenGrid | undefined;
  private maybeTitle: { text: string; line: number } | undefined;
  private lineNumber = 0;

  /** Lines read so far: the number of the last one. */
  get lineCount(): number {
    return this.lineNumber;
  }

  /**
   * Reads line k of `lines` into `digits` from `offset` when it is a plain one-line puzzle (exactly
   * 81 marks) that no open grid or title claims, and counts it: it is then the record of line
   * lineCount, exactly as push would read it, with no object built. Otherwise false: the line goes to push.
   */
  takePlain(lines: LineGroup, k: number, digits: Uint8Array, offset: number): boolean {
    if (this.grid || this.maybeTitle || !lines.plain(k, digits, offset)) return false;
    this.lineNumber++;
    return true;
  }

  /** The records the line completes (usually none or one). */
  push(line: string): CellRecord[] {
    const records: CellRecord[] = [];
    const text = line.trim();
    const number = ++this.lineNumber;
    const title = TIMEDIA_TITLE.exec(text);
    if (!title && (text === '' || text.startsWith('#'))) {
      if (text === '' || isCommentLine(text, {})) return records;
      // A combined puzzle's line, which no 9×9 reader can read: named, not passed over as a comment.
      this.close(records);
      records.push({ id: String(number), source: text, line: number, error: shapeError(COMBINED_IN_NINE) });
      return records;
    }
    if (isGridFrameLine(text) && !isPuzzleLine(text)) {
      // A printed candidate grid's frame: part of the open grid's text, never a title or a record.
      this.grid?.sourceLines.push(text);
      return records;
    }
    if (isLibraryLine(text) || isCandidateGridLine(text)) {
      const titled = this.grid && this.grid.rows.length === 0 ? this.grid : undefined;
      if (titled) this.grid = undefined;
      else this.close(records);
      if (this.maybeTitle)
        records.push(lineRecord(this.maybeTitle.text, this.maybeTitle.line, String(this.maybeTitle.line)));
      this.maybeTitle = undefined;
      records.push(
        titled
          ? {
              id: titled.id,
              title: titled.title,
              source: `${titled.title}\n${text}`,
              line: titled.line,
              position: text,
            }
          : { id: String(number), source: text, line: number, position: text },
      );
      return records;
    }
    if (this.maybeTitle) {
      const { text: titleText, line: titleLine } = this.maybeTitle;
      this.maybeTitle = undefined;
      // Any other title over a grid ("Heart    H 20"), identified by its line.
      if (gridRowTokens(text))
        this.grid = { id: String(titleLine), title: titleText, line: titleLine, rows: [], sourceLines: [titleText] };
      else records.push(lineRecord(titleText, titleLine, String(titleLine)));
    }
    if (title) {
      this.close(records);
      this.grid = { id: `No.${title[1]}`, title: text, line: number, rows: [], sourceLines: [text] };
      return records;
    }
    const tokens = WHITESPACE.test(text) ? text.split(WHITESPACE) : [text];
    const grid = this.grid;
    if (grid && grid.rows.length === 0 && tokens.length === 1) {
      // A title followed by a one-line puzzle instead of a grid.
      records.push(lineRecord(text, grid.line, grid.id, grid.title, `${grid.title}\n${text}`));
      this.grid = undefined;
    } else if (grid && tokens.length === 1 && text.length >= CELL_COUNT) {
      // A grid cut short by a one-line puzzle: the grid is reported broken, the puzzle still read.
      this.close(records);
      records.push(lineRecord(text, number, String(number)));
    } else if (grid || gridRowTokens(text)) {
      const open = (this.grid ??= { id: String(number), line: number, rows: [], sourceLines: [] });
      const row = gridRowTokens(text);
      if (row?.candidates) open.candidates = true;
      open.rows.push(row?.tokens ?? tokens);
      open.sourceLines.push(text);
      if (open.rows.length === SIDE) this.close(records);
    } else if (!isPuzzleLine(text)) {
      this.maybeTitle = { text, line: number };
    } else {
      records.push(lineRecord(text, number, String(number)));
    }
    return records;
  }

  /** The records still open at the end of the input. */
  end(): CellRecord[] {
    const records: CellRecord[] = [];
    if (this.maybeTitle)
      records.push(lineRecord(this.maybeTitle.text, this.maybeTitle.line, String(this.maybeTitle.line)));
    this.maybeTitle = undefined;
    this.close(records);
    return records;
  }

  private close(records: CellRecord[]): void {
    if (this.grid) records.push(closedGrid(this.grid));
    this.grid = undefined;
  }
}

function readLineRecords(lines: readonly string[]): CellRecord[] {
  const reader = new LineRecordReader();
  const records = lines.flatMap((line) => reader.push(line));
  return records.concat(reader.end());
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
      const error = shapeError(
        `This CSV row has ${fields.length} fields and no puzzle column (column ${puzzleColumn + 1}).`,
      );
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
  return isCsvStart(firstLine, fileName) ? readCsvRecords(lines.join('\n'), firstLine) : readLineRecords(lines);
}

/** The puzzle of a cut record, the file's `index`-th: its digits, or its `error`. */
export function puzzleRecordOf(
  { id, title, source, line, tokens, position, error, warning }: CellRecord,
  index: number,
): PuzzleRecord {
  const labels = {
    index,
    id,
    number: recordNumber(id, index),
    title: title ?? '',
    publisherLevel: '',
    source,
    line,
    column: 1,
  };
  if (position !== undefined) return positionRecord(labels, position);
  const record = readRecord(labels, () => {
    if (!tokens) throw error;
    return parseCellTokens(tokens);
  });
  return warning === undefined ? record : { ...record, warning };
}

/** Every puzzle of a file; an unreadable record gets its `error` and does not stop the others. */
export function parsePuzzleFile(text: string, fileName?: string): PuzzleRecord[] {
  return readCellRecords(text, fileName).map(puzzleRecordOf);
}

/** A numeric id (a line number, a CSV number) is the puzzle's number, else its position. */
function recordNumber(id: string, index: number): number {
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? number : index + 1;
}
