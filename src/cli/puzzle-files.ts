/**
 * The one reading of puzzle files for every command (solve, analyze, batch, hint, compare,
 * generate's patterns, transform, ga): arguments and files gathered in input order, each text
 * decided once by TextKindScanner (src/io/file-kind.ts) and read by the reader its kind needs.
 */

import * as path from 'path';
import { PuzzleError, groupedNumber } from '../engine';
import { TextKindScanner, type TextKind } from '../io/file-kind';
import { LineRecordReader, puzzleRecordOf, readPuzzleLine, textLines, type LineGroup } from '../io/parse';
import { readTextRecords, type TextReading } from './text-records';
import type { PuzzleRecord } from '../io/record';
import type { VariantOptions } from '../io/variant-text';
import { CommandError } from './command-error';
import { plainReadError, readOrExplain } from './input-files';
import type { CliIO } from './cli-io';
import type { InputPuzzle } from './input-puzzle';
import type { ParsedArgs } from './parse-args';
import { lineTexts } from './line-stream';
import { TEXT_READ_WHOLE, tooLargeMessage } from './capped-read';
import { MAX_TEXT_BYTES } from './read-limits';
import { BatchBuilder, lineOrigin, type PuzzleBatch } from './puzzle-batch';
import type { readVariantRecords } from './variant-puzzles';
import { isVariantArgument, variantOptions } from './variant-choice';
import type { InputGauge } from './input-gauge';

/** Reads a workbook's puzzles (either book layout); an unreadable file is a CommandError naming it in plain words. */
export function readPuzzleFile(filePath: string, io: CliIO): Promise<PuzzleRecord[]> {
  return readOrExplain(filePath, () => import('./xlsx').then((xlsx) => xlsx.readXlsxPuzzleFile(filePath, io)));
}

function argumentPuzzle(text: string, position: number): PuzzleRecord {
  const labels = {
    index: position,
    id: String(position + 1),
    number: position + 1,
    title: '',
    publisherLevel: '',
    source: text,
    line: 1,
    column: 1,
  };
  return readPuzzleLine(labels, text);
}

/** An argument read by the variant reader (`read`): one puzzle, its messages without the reader's "Line 1:". */
function variantArgument(
  read: typeof readVariantRecords,
  text: string,
  position: number,
  options: VariantOptions,
): PuzzleRecord {
  const unprefixed = (message: string): string => message.replace(/^Line \d+: /, '');
  const { records, warnings } = read(text, options, () => text);
  const record = records[0] ?? { puzzle: text, error: new PuzzleError('bad-input', 'The argument holds no puzzle.') };
  const error =
    record.error && new PuzzleError(record.error.kind, unprefixed(record.error.message), record.error.cells);
  const warning = warnings.length > 0 ? warnings.map(unprefixed).join(' ') : undefined;
  return {
    ...record,
    index: position,
    id: String(position + 1),
    number: position + 1,
    source: text,
    line: 1,
    column: 1,
    error,
    warning,
  };
}

/** What one --file gives as it is read: batches of its puzzles (indexed within the file, unnamed), and warnings about the whole file. */
type FileBatches = AsyncGenerator<{ batch: PuzzleBatch<PuzzleRecord>; warnings: string[] }>;

/** How the input is cut into batches: at most `size` puzzles each; `plain` lines kept as digits only (the commands whose jobs read batches); `gauge` told what is read. */
export interface BatchShape {
  size: number;
  plain: boolean;
  gauge?: InputGauge;
}

/** The bytes a group of lines took: as read, or (lines that came as text) their UTF-8 and a line end each. */
function groupBytes(group: LineGroup): number {
  if (group.bytes !== undefined) return group.bytes;
  let bytes = group.count;
  for (let k = 0; k < group.count; k++) bytes += Buffer.byteLength(group.text(k));
  return bytes;
}

/** Records read whole, in batches of the shape's size. */
function* batchesOfRecords(
  records: readonly PuzzleRecord[],
  warnings: string[],
  size: number,
): Generator<{ batch: PuzzleBatch<PuzzleRecord>; warnings: string[] }> {
  const builder = new BatchBuilder<PuzzleRecord>(size);
  for (const record of records) {
    builder.addRecord(record);
    if (builder.full) yield { batch: builder.take(), warnings: [] };
  }
  if (builder.count > 0 || warnings.length > 0) yield { batch: builder.take(), warnings };
}

/** The lines of a text file in groups: the io's stream, else its text split once; a failure names the file. */
async function* lineGroups(file: string, io: CliIO): AsyncGenerator<LineGroup> {
  try {
    if (io.readLines)
      for await (const group of io.readLines(file))
        yield Array.isArray(group) ? textLines(group) : (group as LineGroup);
    else yield textLines((await io.readFile(file)).split(/\r\n|\r|\n/));
  } catch (error) {
    throw new CommandError(`Cannot read ${file}: ${plainReadError(error)}`);
  }
}

/**
 * A text file as a stream. The kind is decided on the lines up to the first puzzle line
 * (TextKindScanner): a 9×9 file is read by the line reader as each group of lines arrives, in
 * batches (a group's last batch may be short, so a slow pipe's puzzles are not kept waiting); a
 * CSV or a variant text is read whole by its own reader (a CSV as a book when `book` is given), so
 * it may hold MAX_TEXT_BYTES at most, as may the blank and comment lines before a 9×9 file's first puzzle.
 */
async function* streamTextFile(
  file: string,
  io: CliIO,
  options: VariantOptions,
  { size, plain, gauge }: BatchShape,
  book?: TextReading['book'],
): FileBatches {
  const groups = lineGroups(file, io);
  const scanner = new TextKindScanner(options, file);
  // The text held so far, a part per group of lines (one string each, not one a line: a flood of blank lines costs its bytes, not a pointer each).
  const head: string[] = [];
  let headBytes = 0;
  const hold = (lines: string[]) => {
    if (lines.length === 0) return;
    const part = lines.join('\n');
    headBytes += Buffer.byteLength(part) + 1;
    if (headBytes > MAX_TEXT_BYTES)
      throw new CommandError(`Cannot read ${file}: ${tooLargeMessage(MAX_TEXT_BYTES, TEXT_READ_WHOLE)}`);
    head.push(part);
  };
  let kind: TextKind | undefined;
  while (kind === undefined) {
    const next = await groups.next();
    if (next.done) {
      kind = scanner.end();
      break;
    }
    gauge?.readBytes(groupBytes(next.value));
    const lines = lineTexts(next.value);
    if (head.length === 0 && lines.length > 0) lines[0] = lines[0].replace(/^\uFEFF/, '');
    for (const line of lines) kind ??= scanner.push(line);
    hold(lines);
  }
  if (kind !== 'nine') {
    for await (const group of groups) {
      gauge?.readBytes(groupBytes(group));
      hold(lineTexts(group));
    }
    const { records, warnings } = await readTextRecords(file, head.join('\n'), options, { kind, book });
    gauge?.foundPuzzles(records.length);
    yield* batchesOfRecords(records, warnings, size);
    return;
  }
  const reader = new LineRecordReader();
  const builder = new BatchBuilder<PuzzleRecord>(size);
  let index = 0;
  // Until a puzzle has been read, batches wait: a file whose first NO_PUZZLE_RECORDS hold none is refused before any output.
  let waiting: PuzzleBatch<PuzzleRecord>[] | undefined = [];
  let found = false;
  const batchesOf = (lines: LineGroup, last: boolean): PuzzleBatch<PuzzleRecord>[] => {
    const batches: PuzzleBatch<PuzzleRecord>[] = [];
    const add = (record: PuzzleRecord) => {
      found ||= record.digits !== undefined;
      builder.addRecord(record);
      if (builder.full) batches.push(builder.take());
    };
    for (let k = 0; k < lines.count; k++) {
      if (plain && reader.takePlain(lines, k, builder.digits, builder.plainOffset)) {
        builder.addPlain(reader.lineCount);
        found = true;
        index++;
        if (builder.full) batches.push(builder.take());
      } else for (const record of reader.push(lines.text(k))) add(puzzleRecordOf(record, index++));
    }
    if (last) for (const record of reader.end()) add(puzzleRecordOf(record, index++));
    if (builder.count > 0) batches.push(builder.take());
    gauge?.foundPuzzles(batches.reduce((count, batch) => count + batch.lines.length, 0));
    if (!waiting) return batches;
    waiting.push(...batches);
    if (!found) {
      const held = waiting.reduce((count, batch) => count + batch.lines.length, 0);
      if (held >= NO_PUZZLE_RECORDS)
        throw new CommandError(
          `Cannot read ${file}: its first ${groupedNumber(NO_PUZZLE_RECORDS)} records hold no puzzle, so this is no puzzle file.`,
        );
      return last ? waiting : [];
    }
    const all = waiting;
    waiting = undefined;
    return all;
  };
  for (const batch of batchesOf(textLines(head.length === 0 ? [] : head.join('\n').split('\n')), false))
    yield { batch, warnings: [] };
  for await (const group of groups) {
    gauge?.readBytes(groupBytes(group));
    for (const batch of batchesOf(group, false)) yield { batch, warnings: [] };
  }
  for (const batch of batchesOf(textLines([]), true)) yield { batch, warnings: [] };
}

/** A text file whose first this many records are all unreadable is no puzzle file. */
const NO_PUZZLE_RECORDS = 1000;

/** The records of a text book (batch's), as they are read: a 9×9 text streamed, a CSV read whole as a book of puzzles `book.from` to `book.to`. */
export async function* streamBookRecords(
  file: string,
  io: CliIO,
  options: VariantOptions,
  book: NonNullable<TextReading['book']>,
): AsyncGenerator<{ records: PuzzleRecord[]; warnings: string[] }> {
  for await (const { batch, warnings } of streamTextFile(file, io, options, { size: 1024, plain: false }, book))
    yield { records: batch.records, warnings };
}

/** The records of one --file in batches: a workbook whole, a text file streamed. */
async function* readInputFile(file: string, io: CliIO, options: VariantOptions, shape: BatchShape): FileBatches {
  if (path.extname(file).toLowerCase() === '.xlsx') {
    const records = await readPuzzleFile(file, io);
    shape.gauge?.readBytes(io.fileSize?.(file) ?? 0);
    shape.gauge?.foundPuzzles(records.length);
    yield* batchesOfRecords(records, [], shape.size);
  } else yield* streamTextFile(file, io, options, shape);
}

/**
 * The puzzles given as arguments, then those of each --file, numbered in that order, in batches
 * as they are read (a text file is streamed, so memory does not grow with its size). Throws
 * CommandError when there are none to read or a file cannot be read. A standard 9×9 keeps the
 * 9×9 reader; any other kind (named by --kind/--box/--grids, a file's headers, or an argument that
 * is no 81-symbol puzzle) is read by the variant reader into `variant`.
 */
export async function* streamPuzzleBatches(
  parsed: ParsedArgs,
  io: CliIO,
  shape: BatchShape,
): AsyncGenerator<PuzzleBatch<InputPuzzle>> {
  const files = parsed.list('file');
  if (parsed.positionals.length === 0 && files.length === 0) {
    throw new CommandError('Give puzzles as arguments or with --file.', true);
  }
  const options = variantOptions(parsed);
  // The variant reader (and the geometry it brings) is loaded only for an argument of another kind.
  const variant = parsed.positionals.some((text) => isVariantArgument(text, options))
    ? await import('./variant-puzzles')
    : undefined;
  const puzzles: InputPuzzle[] = parsed.positionals.map((text, position) => ({
    ...(variant && isVariantArgument(text, options)
      ? variantArgument(variant.readVariantRecords, text, position, options)
      : argumentPuzzle(text, position)),
    origin: `argument ${position + 1}`,
  }));
  for (const { origin, warning } of puzzles) if (warning) io.stderr(`${origin}: ${warning}`);
  shape.gauge?.addPuzzles(puzzles.length);
  for (const file of files) shape.gauge?.expectFile(io.fileSize?.(file));
  let index = 0;
  for (const { batch } of batchesOfRecords(puzzles, [], shape.size)) {
    batch.firstIndex = index;
    batch.name = 'argument';
    index += batch.lines.length;
    yield batch as PuzzleBatch<InputPuzzle>;
  }
  for (const file of files) {
    const name = file === '-' ? 'standard input' : path.basename(file);
    let found = 0;
    for await (const { batch, warnings } of readInputFile(file, io, options, shape)) {
      for (const warning of warnings) io.stderr(`${name}: ${warning}`);
      batch.firstIndex = index;
      batch.name = name;
      // The readers' records are fresh objects: numbered and named in place rather than copied.
      let next = 0;
      for (let k = 0; k < batch.lines.length; k++) {
        if (batch.lines[k] !== 0) continue;
        const record = batch.records[next++];
        const origin = lineOrigin(name, record.line, record.id);
        if (record.warning) io.stderr(`${origin}: ${record.warning}`);
        const puzzle = record as InputPuzzle;
        puzzle.index = index + k;
        puzzle.origin = origin;
      }
      index += batch.lines.length;
      found += batch.lines.length;
      if (batch.lines.length > 0) yield batch as PuzzleBatch<InputPuzzle>;
    }
    if (found === 0) io.stderr(`No puzzles found in ${file}.`);
  }
}

/** The puzzles of the input as records, in groups as they are read (see streamPuzzleBatches). */
export async function* streamPuzzleInputs(parsed: ParsedArgs, io: CliIO): AsyncGenerator<InputPuzzle[]> {
  for await (const batch of streamPuzzleBatches(parsed, io, { size: Infinity, plain: false })) yield batch.records;
}

/** Every puzzle of the input at once, for commands whose inputs are few (ga, transform). */
export async function readPuzzleInputs(parsed: ParsedArgs, io: CliIO): Promise<InputPuzzle[]> {
  const puzzles: InputPuzzle[] = [];
  for await (const group of streamPuzzleInputs(parsed, io)) puzzles.push(...group);
  return puzzles;
}
