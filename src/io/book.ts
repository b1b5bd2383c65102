/**
 * A book of puzzles read from a sheet's 2-D values (what the Office JavaScript API or exceljs gives), in either
 * layout of SPEC §8: one puzzle per row as an 81-character string with optional No./Title/Level
 * columns found by their headers (English or Japanese), or 9×9 grids under title rows, stacked
 * or side by side. A puzzle that cannot be read keeps its record with the error, so one bad
 * puzzle never stops a book.
 */

import { PuzzleError, cellSymbol, isPuzzleLine } from '../engine';
import type { BatchItem } from '../engine/analyser';
import { parseSheetValues, readPuzzleLine } from './parse';
import { readRecord, type PuzzleRecord, type RecordLabels } from './record';
import { readSheetText, type VariantColumns } from './variant-results';

/** A book record with its analysis, as the Results and Summary sheets show it. */
export type BookItem = BatchItem<PuzzleRecord>;

export type BookLayout = 'rows' | 'grids';

export interface BookOptions {
  /** Only puzzles whose number lies in from…to (inclusive). */
  from?: number;
  to?: number;
  /** Sheet position of values[0][0] (0-based), so that sources are real addresses. */
  originRow?: number;
  originColumn?: number;
}

export interface Book {
  layout: BookLayout;
  records: PuzzleRecord[];
}

type Field = 'number' | 'title' | 'level' | 'puzzle' | VariantField;

/** Columns that name a row's puzzle kind (issue 20): a row with any of them is read by the variant reader. */
type VariantField = 'kind' | 'box' | 'grids' | 'map';
const VARIANT_FIELDS: readonly VariantField[] = ['kind', 'box', 'grids', 'map'];

const HEADER_NAMES: Record<Field, readonly string[]> = {
  number: ['no', 'no.', 'number', '#', 'id', '番号', '問題番号', 'ｎｏ．', 'ｎｏ'],
  title: ['title', 'name', 'タイトル', '題名', '名前'],
  level: ['level', 'grade', 'difficulty', 'publisher level', 'publisher grade', 'レベル', '難易度', '難度', '級'],
  puzzle: ['puzzle', 'problem', 'givens', 'grid', '問題', 'パズル'],
  kind: ['kind', '種類'],
  box: ['box', 'box shape', 'ボックス'],
  grids: ['grids', 'grid offsets', 'グリッド'],
  map: ['map', 'region map', 'regions', 'colour map', 'color map', 'マップ'],
};

/** Excel turns an all-digit 81-character entry into a number; its digits are gone by then. */
const LOST_NUMBER_THRESHOLD = 1e79;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

function normaliseHeader(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

function headerField(value: unknown): Field | undefined {
  const text = normaliseHeader(cellText(value));
  if (!text) return undefined;
  for (const field of Object.keys(HEADER_NAMES) as Field[]) {
    if (HEADER_NAMES[field].some((name) => normaliseHeader(name) === text)) return field;
  }
  return undefined;
}

function looksLikePuzzle(value: unknown): boolean {
  if (typeof value === 'number') return value >= LOST_NUMBER_THRESHOLD;
  return typeof value === 'string' && isPuzzleLine(value);
}

/** Reads a book from a sheet's values, finding its layout. */
export function readBook(values: readonly (readonly unknown[])[], options: BookOptions = {}): Book {
  const layout: BookLayout =
    values.some((row) => row.some(looksLikePuzzle)) || findHeaderRow(values) ? 'rows' : 'grids';
  const records = layout === 'rows' ? readPuzzleRows(values, options) : readGrids(values, options);
  return { layout, records: records.filter((record) => inRange(record.number, options)) };
}

/** Whether a puzzle number lies in the options' from…to (inclusive; an absent bound is open). */
export function inRange(number: number, { from, to }: BookOptions): boolean {
  return (from === undefined || number >= from) && (to === undefined || number <= to);
}

interface HeaderRow {
  row: number;
  columns: Partial<Record<Field, number>>;
}

function findHeaderRow(values: readonly (readonly unknown[])[]): HeaderRow | undefined {
  // A header sits above the data: only the first rows are searched, so that a title like "No." inside a grid book is not mistaken for one.
  for (let row = 0; row < Math.min(values.length, 10); row++) {
    const columns: Partial<Record<Field, number>> = {};
    values[row].forEach((value, column) => {
      const field = headerField(value);
      if (field && columns[field] === undefined) columns[field] = column;
    });
    if (
      columns.puzzle !== undefined ||
      (Object.keys(columns).length >= 2 && values.slice(row + 1).some((r) => r.some(looksLikePuzzle)))
    ) {
      return { row, columns };
    }
  }
  return undefined;
}

/** Without a Puzzle header, the puzzle column is the one holding the most puzzle-like cells. */
function findPuzzleColumn(values: readonly (readonly unknown[])[], firstRow: number): number {
  const counts = new Map<number, number>();
  for (let row = firstRow; row < values.length; row++) {
    values[row].forEach((value, column) => {
      if (looksLikePuzzle(value)) counts.set(column, (counts.get(column) ?? 0) + 1);
    });
  }
  let best = 0;
  let bestCount = -1;
  for (const [column, count] of counts) if (count > bestCount) [best, bestCount] = [column, count];
  return best;
}

function readPuzzleRows(values: readonly (readonly unknown[])[], options: BookOptions): PuzzleRecord[] {
  const header = findHeaderRow(values);
  const firstRow = header ? header.row + 1 : 0;
  const columns = { ...header?.columns };
  columns.puzzle ??= findPuzzleColumn(values, firstRow);
  const records: PuzzleRecord[] = [];
  // The rows read so far, in range or not: a puzzle's index and, without a number column, its number.
  let count = 0;
  for (let row = firstRow; row < values.length; row++) {
    const cells = values[row];
    if (!cells.some((value) => cellText(value) !== '')) continue;
    const puzzleValue = cells[columns.puzzle];
    const numberText = columns.number === undefined ? '' : cellText(cells[columns.number]);
    const parsedNumber = Number(numberText.normalize('NFKC').replace(/^(no\.?|#)\s*/i, ''));
    const number = numberText && Number.isFinite(parsedNumber) ? parsedNumber : count + 1;
    const index = count++;
    // A puzzle out of range is never read: --from/--to on a long book keeps only the records it asks for.
    if (!inRange(number, options)) continue;
    const variant = variantColumns(cells, columns);
    const read = variant
      ? (value: unknown, labels: Omit<RecordLabels, 'source'>) => readVariantPuzzle(value, variant, labels)
      : readPuzzle;
    const record = read(puzzleValue, {
      index,
      id: String(number),
      number,
      title: columns.title === undefined ? '' : cellText(cells[columns.title]),
      publisherLevel: columns.level === undefined ? '' : cellText(cells[columns.level]),
      line: (options.originRow ?? 0) + row + 1,
      column: (options.originColumn ?? 0) + columns.puzzle + 1,
    });
    records.push(record);
  }
  return records;
}

/** The row's kind, box, grids and map cells, or undefined when it has none (a standard 9×9 row). */
function variantColumns(
  cells: readonly unknown[],
  columns: Partial<Record<Field, number>>,
): VariantColumns | undefined {
  const found: VariantColumns = {};
  for (const field of VARIANT_FIELDS) {
    const column = columns[field];
    const text = column === undefined ? '' : cellText(cells[column]);
    if (text !== '') found[field] = text;
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

/** A row of another kind: its puzzle (and map) through the variant reader, the kind from its own columns. */
function readVariantPuzzle(
  value: unknown,
  columns: VariantColumns,
  labels: Omit<RecordLabels, 'source'>,
): PuzzleRecord {
  const text = cellText(value);
  try {
    return {
      ...labels,
      source: text,
      puzzle: columns.map ? `${text} ${columns.map}` : text,
      variant: readSheetText(text, columns),
    };
  } catch (error) {
    if (!(error instanceof PuzzleError)) throw error;
    return { ...labels, source: text, puzzle: text, error };
  }
}

function readPuzzle(value: unknown, labels: Omit<RecordLabels, 'source'>): PuzzleRecord {
  if (typeof value === 'number' && value >= LOST_NUMBER_THRESHOLD) {
    const error = new PuzzleError(
      'bad-input',
      'the puzzle was stored as a number, which lost its digits: format the puzzle column as Text and enter it again',
      [],
      {
        problem: 'stored-as-number',
      },
    );
    return { ...labels, source: String(value), puzzle: String(value), error };
  }
  const text = cellText(value);
  return readPuzzleLine({ ...labels, source: text }, text);
}

function isDigitCell(value: unknown): boolean {
  return cellSymbol(value) > 0;
}

function isBlankCell(value: unknown): boolean {
  return cellSymbol(value) === 0;
}

function gridBlock(values: readonly (readonly unknown[])[], top: number, left: number): unknown[][] {
  const block: unknown[][] = [];
  for (let row = top; row < top + 9; row++) {
    const cells = values[row] ?? [];
    const blockRow: unknown[] = [];
    for (let column = left; column < left + 9; column++) blockRow.push(cells[column] ?? '');
    block.push(blockRow);
  }
  return block;
}

/**
 * A 9×9 block under a title is a grid when digits dominate it. Stray entries are allowed (up to a
 * third as many as the digits, and always four) so that a mistyped grid still becomes a record with
 * its error in its place; were it refused, a stray cell inside it would be taken for the title of
 * a shifted block below it.
 */
function isGrid(block: unknown[][]): boolean {
  let digits = 0;
  let other = 0;
  for (const row of block) {
    for (const value of row) {
      if (isDigitCell(value)) digits++;
      else if (!isBlankCell(value)) other++;
    }
  }
  return digits >= 9 && other <= Math.max(4, Math.floor(digits / 3));
}

function titleNumber(title: string): number | undefined {
  const match = /^(?:no\.?|#|番号|問題|problem|puzzle)?\s*(\d+)\b/i.exec(title.normalize('NFKC'));
  return match ? Number(match[1]) : undefined;
}

const LEVEL_LABEL = /^(level|grade|difficulty|レベル|難易度)\s*[:：]?\s*/i;

/** The publisher's level in a grid's title row: "Level: Hard", or "Level" then "Hard", or just "Hard" after the title. */
function titleRowLevel(rest: string[]): string {
  const first = rest[0] ?? '';
  const label = LEVEL_LABEL.exec(first);
  if (!label) return first;
  return label[0].length === first.length ? (rest[1] ?? '') : first.slice(label[0].length);
}

function readGrids(values: readonly (readonly unknown[])[], options: BookOptions): PuzzleRecord[] {
  const used = new Set<string>();
  const records: PuzzleRecord[] = [];
  for (let row = 0; row < values.length; row++) {
    for (let column = 0; column < values[row].length; column++) {
      const title = cellText(values[row][column]);
      if (!title || used.has(`${row},${column}`) || isDigitCell(title)) continue;
      const block = gridBlock(values, row + 1, column);
      if (!isGrid(block)) continue;
      // Cells of the title row and the grid belong to this puzzle and are not titles of others.
      for (let r = row; r <= row + 9; r++) for (let c = column; c < column + 9; c++) used.add(`${r},${c}`);
      const rest = values[row]
        .slice(column + 1, column + 9)
        .map(cellText)
        .filter((text) => text !== '');
      const number = titleNumber(title) ?? records.length + 1;
      const labels: RecordLabels = {
        index: records.length,
        id: String(number),
        number,
        title,
        publisherLevel: titleRowLevel(rest),
        source: block.map((cells) => cells.map(cellText).join(' ')).join('/'),
        line: (options.originRow ?? 0) + row + 2,
        column: (options.originColumn ?? 0) + column + 1,
        grid: true,
      };
      records.push(readRecord(labels, () => parseSheetValues(block)));
    }
  }
  return records;
}
