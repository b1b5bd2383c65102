/**
 * `sudoku-analyzer batch BOOK.xlsx|.csv|.txt [--sheet S] [--from N] [--to M] [--techniques LETTERS] --out OUT.xlsx`
 * (SPEC §8, §12): analyses every puzzle of a book and writes the Results and Summary sheets the
 * add-in writes, with progress on standard error and the summary on standard output.
 */

import * as fs from 'fs';
import * as path from 'path';
import { runBatch, type BatchOutcome, type BatchProgress } from '../engine/batch';
import { inRange, readBook } from '../io/book';
import type { PuzzleRecord } from '../io/record';
import { csvValues } from '../io/csv';
import { parsePuzzleFile } from '../io/parse';
import { buildResultsSheet } from '../report/results-sheet';
import { buildSummarySheet, summariseBatch, summaryText, type BatchSummary } from '../report/summary-sheet';
import { CommandError, readBytes, runWithArgs, type CliIO, type OptionTable, type ParsedArgs } from './io';
import { readXlsxBook, workbookBuffer } from './xlsx';

export const BATCH_USAGE = 'usage: sudoku-analyzer batch BOOK.xlsx|.csv|.txt [--sheet S] [--from N] [--to M] [--techniques LETTERS] --out OUT.xlsx';

export interface BatchCommandOptions {
  book: string;
  out: string;
  sheet?: string;
  from?: number;
  to?: number;
  techniques?: string;
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

const BATCH_OPTIONS: OptionTable = { out: 'value', sheet: 'value', from: 'value', to: 'value', techniques: 'value' };

function puzzleNumber(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new CommandError(`--${flag} needs a puzzle number, found "${text}".`, true);
  return value;
}

export function batchOptions(parsed: ParsedArgs): BatchCommandOptions {
  const books = parsed.positionals;
  if (books.length !== 1) throw new CommandError(books.length === 0 ? 'Name the book to analyse.' : `One book at a time; found ${books.length}.`, true);
  const out = parsed.value('out');
  if (!out) throw new CommandError('--out OUT.xlsx is required.', true);
  const from = puzzleNumber('from', parsed.value('from'));
  const to = puzzleNumber('to', parsed.value('to'));
  if (from !== undefined && to !== undefined && from > to) throw new CommandError(`--from ${from} is after --to ${to}.`, true);
  return { book: books[0], out, sheet: parsed.value('sheet'), from, to, techniques: parsed.value('techniques') };
}

export async function readBookFile(options: BatchCommandOptions, io: CliIO): Promise<PuzzleRecord[]> {
  const extension = path.extname(options.book).toLowerCase();
  const range = { from: options.from, to: options.to };
  if (extension === '.xlsx') {
    return (await readXlsxBook(await readBytes(io, options.book), options.sheet, range)).records;
  }
  const text = await io.readFile(options.book);
  if (extension === '.csv') return readBook(csvValues(text, 'puzzle'), range).records;
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
  const outcome = runBatch(records, { techniques: options.techniques, now }, progressReporter(io));
  const analysed = now();
  const summary = summariseBatch(outcome.items);
  const buffer = await workbookBuffer([buildResultsSheet(outcome.items), buildSummarySheet(summary)]);
  fs.mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
  await (io.writeFile ? io.writeFile(options.out, buffer) : fs.promises.writeFile(options.out, buffer));
  const written = now();
  return { outcome, summary, timings: { readMs: read - started, analysisMs: analysed - read, writeMs: written - analysed, totalMs: written - started } };
}

export async function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, BATCH_USAGE, BATCH_OPTIONS, async (parsed) => {
    const options = batchOptions(parsed);
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
