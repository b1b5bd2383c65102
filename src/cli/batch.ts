/**
 * `sudoku-analyzer batch BOOK.xlsx|.csv|.txt [--out OUT.xlsx] …`
 * (SPEC §8, §12): analyses every puzzle of a book and writes the Results and Summary sheets the
 * add-in writes, with progress on standard error and the summary on standard output.
 */

import * as fs from 'fs';
import * as path from 'path';
import { runBatch, type BatchOutcome, type BatchProgress } from '../engine/batch';
import { inRange, readBook } from '../io/book';
import type { PuzzleRecord } from '../io/record';
import type { TechniqueSet } from '../engine/types';
import { csvValues } from '../io/csv';
import { parsePuzzleFile } from '../io/parse';
import { buildResultsSheet } from '../report/results-sheet';
import { buildSummarySheet, summariseBatch, summaryText, type BatchSummary } from '../report/summary-sheet';
import { CommandError, plainReadError, readBytes, readOrExplain, runWithArgs, techniqueChoice, type CliIO, type ParsedArgs } from './io';
import { BATCH, commandUsage } from './options';
import { readXlsxBook, workbookBuffer } from './xlsx';
import type { VariantOptions } from '../io/variant-text';
import { isVariantText, readVariantRecords, variantOptions } from './variant';
import { asBatchRecord, variantAnalyser } from '../io/variant-results';

export const BATCH_USAGE = commandUsage(
  BATCH,
  `Analyses every puzzle of a book (a sheet or CSV with a puzzle column, 81-character lines, or
9-line grids under title lines) and writes a workbook with the Results and Summary sheets the
add-in writes. Progress goes to standard error, the summary to standard output.`,
  `Without --out the results go next to the book: samples/book.xlsx gives samples/book-results.xlsx.
When the file to write exists already the batch stops before any work and names it; --force
replaces it (never the book itself).

Exit status: 0 when the results were written, 2 on bad usage, an unreadable book, or a
workbook that could not be written.`,
);

export interface BatchCommandOptions {
  book: string;
  out: string;
  /** The output may replace an existing file (--force). */
  force?: boolean;
  sheet?: string;
  from?: number;
  to?: number;
  techniques?: string;
  techniqueSet?: TechniqueSet;
  /** --kind, --box, --grids. */
  variant?: VariantOptions;
}

export interface BatchTimings {
  readMs: number;
  analysisMs: number;
  writeMs: number;
  totalMs: number;
}

export interface BookBatch {
  outcome: BatchOutcome<PuzzleRecord>;
  summary: BatchSummary;
  timings: BatchTimings;
}

function puzzleNumber(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new CommandError(`--${flag} needs a puzzle number, found "${text}".`, true);
  return value;
}

/** BOOK-results.xlsx next to the book. */
function defaultOut(book: string): string {
  if (book === '-') throw new CommandError('A book read from standard input needs --out OUT.xlsx.', true);
  const { dir, name } = path.parse(book);
  return path.join(dir, `${name}-results.xlsx`);
}

export function batchOptions(parsed: ParsedArgs): BatchCommandOptions {
  const books = parsed.positionals;
  if (books.length !== 1) throw new CommandError(books.length === 0 ? 'Name the book to analyse.' : `One book at a time; found ${books.length}.`, true);
  const out = parsed.value('out') ?? defaultOut(books[0]);
  const from = puzzleNumber('from', parsed.value('from'));
  const to = puzzleNumber('to', parsed.value('to'));
  if (from !== undefined && to !== undefined && from > to) throw new CommandError(`--from ${from} is after --to ${to}.`, true);
  return { book: books[0], out, force: parsed.flag('force'), sheet: parsed.value('sheet'), from, to, ...techniqueChoice(parsed), variant: variantOptions(parsed) };
}

/** Stops before any work when the output would replace a file nobody asked to replace, or the book itself. */
function checkOut(options: BatchCommandOptions): void {
  if (path.resolve(options.out) === path.resolve(options.book)) throw new CommandError(`The results would replace the book ${options.book}; name another file with --out.`, true);
  if (!options.force && fs.existsSync(options.out)) {
    throw new CommandError(`${options.out} exists already; add --force to replace it, or name another file with --out.`, true);
  }
}

export async function readBookFile(options: BatchCommandOptions, io: CliIO): Promise<PuzzleRecord[]> {
  const extension = path.extname(options.book).toLowerCase();
  const range = { from: options.from, to: options.to };
  if (extension === '.xlsx') {
    return (await readXlsxBook(await readOrExplain(options.book, () => readBytes(io, options.book)), options.sheet, range)).records;
  }
  const text = await readOrExplain(options.book, () => io.readFile(options.book));
  if (extension === '.csv') return readBook(csvValues(text, 'puzzle'), range).records;
  if (isVariantText(text, options.variant ?? {})) {
    const lines = text.split(/\r?\n/);
    const { records, warnings } = readVariantRecords(text, options.variant ?? {}, (line) => lines[line - 1]?.trim() ?? '');
    for (const warning of warnings) io.stderr(`${path.basename(options.book)}: ${warning}`);
    return records.filter((record) => inRange(record.number, range));
  }
  return parsePuzzleFile(text, options.book).filter((record) => inRange(record.number, range));
}

function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}

/** Progress lines at every tenth of the book (and at the end), so a long run is visible but quiet. */
function progressReporter(io: CliIO): (progress: BatchProgress<PuzzleRecord>) => void {
  let nextTenth = 1;
  return ({ done, total, elapsedMs, remainingMs }) => {
    if (done * 10 < nextTenth * total && done !== total) return;
    while (nextTenth * total <= done * 10) nextTenth++;
    io.stderr(`analysed ${done}/${total} (${Math.round((done / total) * 100)}%) in ${seconds(elapsedMs)}, about ${seconds(remainingMs)} left`);
  };
}

export async function runBookBatch(options: BatchCommandOptions, io: CliIO, now: () => number = () => performance.now()): Promise<BookBatch> {
  const started = now();
  const records = await readBookFile(options, io);
  for (const { line, warning } of records) if (warning) io.stderr(`${path.basename(options.book)} line ${line}: ${warning}`);
  const read = now();
  const outcome = runBatch(records.map(asBatchRecord), { techniques: options.techniques, techniqueSet: options.techniqueSet, now, analyse: variantAnalyser(records) }, progressReporter(io));
  const analysed = now();
  const summary = summariseBatch(outcome.items);
  const buffer = await workbookBuffer([buildResultsSheet(outcome.items), buildSummarySheet(summary)]);
  try {
    fs.mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
    await (io.writeFile ? io.writeFile(options.out, buffer) : fs.promises.writeFile(options.out, buffer));
  } catch (error) {
    throw new CommandError(`Cannot write ${options.out}: ${plainReadError(error)}`);
  }
  const written = now();
  return { outcome, summary, timings: { readMs: read - started, analysisMs: analysed - read, writeMs: written - analysed, totalMs: written - started } };
}

export async function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, BATCH, BATCH_USAGE, async (parsed) => {
    const options = batchOptions(parsed);
    checkOut(options);
    let batch: BookBatch;
    try {
      batch = await runBookBatch(options, io);
    } catch (error) {
      if (error instanceof CommandError) throw error;
      throw new CommandError(`Cannot batch ${options.book}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (batch.outcome.items.length === 0) io.stderr(`No puzzles found in ${options.book}${options.from ?? options.to ? ' in that range' : ''}.`);
    for (const line of summaryText(batch.summary)) io.stdout(line);
    io.stdout(`wrote ${options.out} (sheets Results and Summary) in ${seconds(batch.timings.totalMs)}`);
    return 0;
  });
}
