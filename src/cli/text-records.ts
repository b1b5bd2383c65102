/**
 * A whole text's puzzle records, by the reader its kind needs (puzzle-files.ts streams the 9×9
 * line files instead): CSV, the variant reader, or the 9×9 line reader; and a text's first record
 * alone, for the commands that take one puzzle (hint, compare).
 */

import { csvValues } from '../io/csv';
import { textKind, type TextKind } from '../io/file-kind';
import { LineRecordReader, parsePuzzleFile, puzzleRecordOf } from '../io/parse';
import type { PuzzleRecord } from '../io/record';
import type { VariantOptions } from '../io/variant-text';
import { readOrExplain } from './input-files';

const KIND_COLUMNS = /(^|[,;\t])\s*"?(kind|box|grids|map)"?\s*([,;\t]|$)/i;

/** How a whole text is read: `kind` when the caller has decided it already; `book` reads a CSV as batch reads a book (its level and kind columns), from puzzle `from` to `to`. */
export interface TextReading {
  kind?: TextKind;
  book?: { from?: number; to?: number };
}

/**
 * The records of a whole text, by the reader its kind needs: CSV (a book's reader when it has kind
 * columns or is read as a book), the variant reader, or the 9×9 line reader. Throws a
 * CommandError naming the file when it cannot be read at all (a CSV without a puzzle column).
 */
export async function readTextRecords(
  file: string,
  text: string,
  options: VariantOptions,
  reading: TextReading = {},
): Promise<{ records: PuzzleRecord[]; warnings: string[] }> {
  const kind = reading.kind ?? textKind(text, options, file);
  if (kind === 'variant') {
    const lines = text.split(/\r?\n/);
    const { readVariantRecords } = await import('./variant-puzzles');
    return readVariantRecords(text, options, (line) => lines[line - 1]?.trim() ?? '');
  }
  if (kind === 'csv' && (reading.book || KIND_COLUMNS.test(text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0]))) {
    // Loaded here only: the book reader brings the analysers (for stored results), which reading plain puzzles never needs.
    const { readBook } = await import('../io/book');
    return { records: readBook(csvValues(text, 'puzzle'), reading.book).records, warnings: [] };
  }
  return { records: await readOrExplain(file, () => parsePuzzleFile(text, file)), warnings: [] };
}

/**
 * The first record of a whole text, as readTextRecords would give it first: a 9×9 text is read
 * line by line only up to its first record, so a long file (or no puzzle text at all) is not read
 * whole for the one puzzle hint and compare take.
 */
export async function firstTextRecord(
  file: string,
  text: string,
  options: VariantOptions,
  kind: TextKind = textKind(text, options, file),
): Promise<PuzzleRecord | undefined> {
  if (kind !== 'nine') return (await readTextRecords(file, text, options, { kind })).records[0];
  const reader = new LineRecordReader();
  let start = 0;
  while (start <= text.length) {
    const end = nextLineEnd(text, start);
    const [record] = reader.push(text.slice(start, end));
    if (record) return puzzleRecordOf(record, 0);
    start = end + (text.startsWith('\r\n', end) ? 2 : 1);
  }
  const [last] = reader.end();
  return last && puzzleRecordOf(last, 0);
}

/** Where the line from `start` ends: its \r, \n or the text's end. */
function nextLineEnd(text: string, start: number): number {
  const newline = text.indexOf('\n', start);
  const carriage = text.indexOf('\r', start);
  const ends = [newline, carriage].filter((at) => at >= 0);
  return ends.length > 0 ? Math.min(...ends) : text.length;
}
