/**
 * `sudoku-analyzer batch BOOK.xlsx|.csv|.txt [--out OUT.xlsx] …`
 * (SPEC §8, §12): analyses every puzzle of a book and writes the Results and Summary sheets the
 * add-in writes, with progress on standard error and the summary on standard output.
 */

import * as fs from 'fs';
import * as path from 'path';
import {
  progressAfter,
  type BatchItem,
  type BatchOutcome,
  type BatchProgress,
  type RatingPath,
  type TechniqueSet,
} from '../engine/analyser';
import { groupedNumber } from '../engine';
import { inRange } from '../io/book';
import type { PuzzleRecord } from '../io/record';
import { mapInOrder } from './worker-pool';
import { rampFor } from './worker-costs';
import { streamBookRecords } from './puzzle-files';
import { sameFile } from './atomic-write';
import { buildResultsSheet, RESULTS_SHEET_NAMES } from '../report/results-sheet';
import { buildLegendSheet, LEGEND_SHEET_NAMES } from '../report/legend-sheet';
import type { Language } from '../report/display-language';
import type { SheetModel } from '../report/sheet-model';
import { languageChoice } from './language-option';
import {
  buildSummarySheet,
  summariseBatch,
  summaryText,
  SUMMARY_SHEET_NAMES,
  type BatchSummary,
} from '../report/summary-sheet';
import { CommandError } from './command-error';
import { jobsByWork, jobsOption } from './option-values';
import { readOrExplain } from './input-files';
import { refuseToReplace, writeOutput } from './output-files';
import { runWithArgs } from './run-command';
import type { CliIO } from './cli-io';
import type { ParsedArgs } from './parse-args';
import { ratingPathChoice, techniqueChoice, weightsChoice, type TechniqueChoice } from './technique-option';
import { BATCH } from './options';
import { commandUsage } from './command-help';
import { readWorkbookBytes, readXlsxBook } from './xlsx-read';
import { workbookBuffer } from './xlsx-write';
import { MAX_TEXT_BYTES, MIB, WORKBOOK_SHEET_CAPS, WORKBOOK_SIZE_CAPS, sizeText } from './read-limits';
import type { VariantOptions } from '../io/variant-text';
import { variantOptions } from './variant-puzzles';
import { asBatchRecord } from '../io/variant-results';
import { batchJob, batchTask, type BatchSettings, type BatchTask } from './batch-job';

/**
 * More puzzles than this are refused before any work: the results and the workbook are built
 * whole in memory (exceljs; 5,000 puzzles peaked at 250 MB, so this many need about 1 GB), and a
 * 300,000-row book ran out of memory after all its analyses. A longer book is batched in parts
 * with --from and --to.
 */
export const MAX_BATCH_PUZZLES = 20_000;

/** A book file above this size (far more than 20,000 puzzles in any layout) is refused before it is read. */
export const MAX_BOOK_BYTES = 8 * MIB;

export const BATCH_USAGE = commandUsage(
  BATCH,
  `Analyses every puzzle of a book (a sheet or CSV with a puzzle column, 81-character lines, or
9-line grids under title lines) and writes a workbook with the Results and Summary sheets the
add-in writes, and the legend of the technique letters. Progress goes to standard error, the
summary to standard output. Lines and grids may be 9×9 positions with pencil marks (HoDoKu's
library form, candidate grids: docs/formats.md), analysed from their marks.`,
  `Without --out the results go next to the book: samples/book.xlsx gives samples/book-results.xlsx.
When the file to write exists already the batch stops before any work and names it; --force
replaces it (never the book itself).

A book of more than ${groupedNumber(MAX_BATCH_PUZZLES)} puzzles in range (or a file over ${sizeText(MAX_BOOK_BYTES)} without --from
and --to) is refused before any analysis. A book of lines or grids is streamed, only the
puzzles in range kept; a CSV is read whole, at most ${sizeText(MAX_TEXT_BYTES)}; an .xlsx at most ${WORKBOOK_SIZE_CAPS},
${WORKBOOK_SHEET_CAPS}.

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
  /** --rating-path standard: the standard rating instead of the full set's path (the default). */
  ratingPath?: RatingPath;
  /** --weights: the effort's weights that differ from the defaults. */
  weights?: TechniqueChoice['weights'];
  /** --kind, --box, --grids. */
  variant?: VariantOptions;
  /** --language: the workbook's language (default en). */
  language?: Language;
  /** Worker threads for the analyses (default 1). */
  jobs?: number;
  /** --jobs left to its default: `jobs` is the most, each worker started only when it pays. */
  jobsByWork?: boolean;
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
  if (!Number.isInteger(value) || value < 0)
    throw new CommandError(`--${flag} needs a puzzle number, found "${text}".`, true);
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
  if (books.length !== 1)
    throw new CommandError(
      books.length === 0 ? 'Name the book to analyse.' : `One book at a time; found ${books.length}.`,
      true,
    );
  const out = parsed.value('out') ?? defaultOut(books[0]);
  const from = puzzleNumber('from', parsed.value('from'));
  const to = puzzleNumber('to', parsed.value('to'));
  if (from !== undefined && to !== undefined && from > to)
    throw new CommandError(`--from ${from} is after --to ${to}.`, true);
  return {
    book: books[0],
    out,
    force: parsed.flag('force'),
    language: languageChoice(parsed),
    sheet: parsed.value('sheet'),
    from,
    to,
    ...techniqueChoice(parsed),
    ...ratingPathChoice(parsed),
    ...weightsChoice(parsed),
    variant: variantOptions(parsed),
    jobs: jobsOption(parsed),
    jobsByWork: jobsByWork(parsed),
  };
}

/** Stops before any work when the output would replace a file nobody asked to replace, or the book itself. */
function checkOut(options: BatchCommandOptions): void {
  if (sameFile(options.out, options.book))
    throw new CommandError(`The results would replace the book ${options.book}; name another file with --out.`, true);
  refuseToReplace(options.out, options.force === true);
}

/**
 * The book's puzzles from --from to --to: a workbook within the caps of read-limits.ts, a text
 * streamed (only the puzzles in range are kept, and more than MAX_BATCH_PUZZLES of them are
 * refused at once, since a pipe may never end), a CSV read whole as a book.
 */
export async function readBookFile(options: BatchCommandOptions, io: CliIO): Promise<PuzzleRecord[]> {
  const range = { from: options.from, to: options.to };
  if (path.extname(options.book).toLowerCase() === '.xlsx') {
    return (
      await readXlsxBook(
        await readOrExplain(options.book, () => readWorkbookBytes(io, options.book)),
        options.sheet,
        range,
      )
    ).records;
  }
  const records: PuzzleRecord[] = [];
  for await (const read of streamBookRecords(options.book, io, options.variant ?? {}, range)) {
    for (const warning of read.warnings) io.stderr(`${path.basename(options.book)}: ${warning}`);
    for (const record of read.records) {
      if (!inRange(record.number, range)) continue;
      if (records.length === MAX_BATCH_PUZZLES)
        throw new CommandError(
          `${options.book} holds more than ${groupedNumber(MAX_BATCH_PUZZLES)} puzzles in range: ${TOO_MANY}.`,
        );
      records.push(record);
    }
  }
  return records;
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
    io.stderr(
      `analysed ${done}/${total} (${Math.round((done / total) * 100)}%) in ${seconds(elapsedMs)}, about ${seconds(remainingMs)} left`,
    );
  };
}

/** Why a book too long is refused. */
const TOO_MANY = `at most ${groupedNumber(MAX_BATCH_PUZZLES)} puzzles make one workbook; batch it in parts with --from and --to`;

/** Refuses a book too large to batch in one workbook, before its puzzles are analysed. */
function checkBookSize(options: BatchCommandOptions, records?: readonly PuzzleRecord[]): void {
  if (records && records.length > MAX_BATCH_PUZZLES)
    throw new CommandError(`${options.book} holds ${groupedNumber(records.length)} puzzles in range: ${TOO_MANY}.`);
  if (!records && options.book !== '-' && options.from === undefined && options.to === undefined) {
    // A regular file's size only: a device says 0, and is held to the caps as it is read.
    const bytes = fs.statSync(options.book, { throwIfNoEntry: false })?.size ?? 0;
    if (bytes > MAX_BOOK_BYTES)
      throw new CommandError(`${options.book} is ${(bytes / MIB).toFixed(0)} MiB: ${TOO_MANY}.`);
  }
}

/** The Results, Summary and legend sheets, as the add-in writes them in the chosen language. */
export function batchSheets(
  items: BatchOutcome<PuzzleRecord>['items'],
  summary: BatchSummary,
  options: Pick<BatchCommandOptions, 'language' | 'techniqueSet'>,
): SheetModel[] {
  const language = options.language ?? 'en';
  return [
    buildResultsSheet(items, language, options.techniqueSet),
    buildSummarySheet(summary, language),
    buildLegendSheet(language, options.techniqueSet),
  ];
}

export async function runBookBatch(
  options: BatchCommandOptions,
  io: CliIO,
  now: () => number = () => performance.now(),
): Promise<BookBatch> {
  const started = now();
  checkBookSize(options);
  // Each variant row's givens stand for its digits, so the Results count them on its own geometry.
  const records = (await readBookFile(options, io)).map(asBatchRecord);
  checkBookSize(options, records);
  for (const { line, warning } of records)
    if (warning) io.stderr(`${path.basename(options.book)} line ${line}: ${warning}`);
  const read = now();
  const settings: BatchSettings = {
    techniques: options.techniques,
    techniqueSet: options.techniqueSet,
    ratingPath: options.ratingPath,
    weights: options.weights,
  };
  const report = progressReporter(io);
  const items: BatchItem<PuzzleRecord>[] = [];
  const tasks = records.map(batchTask);
  const ramp = rampFor<BatchTask>('batch', options.jobsByWork === true, { inputUnits: () => tasks.length });
  for await (const result of mapInOrder([tasks], (task) => batchJob(task, settings), {
    jobs: options.jobs ?? 1,
    workerData: { command: 'batch', settings },
    chunk: 4,
    ramp,
  })) {
    const latest = { record: records[items.length], result };
    items.push(latest);
    report(progressAfter(items.length, records.length, now() - read, latest));
  }
  const analysed = now();
  const outcome: BatchOutcome<PuzzleRecord> = { items, cancelled: false, elapsedMs: analysed - read };
  const summary = summariseBatch(outcome.items, options.techniqueSet);
  const buffer = await workbookBuffer(batchSheets(outcome.items, summary, options));
  await writeOutput(io, options.out, buffer);
  const written = now();
  return {
    outcome,
    summary,
    timings: {
      readMs: read - started,
      analysisMs: analysed - read,
      writeMs: written - analysed,
      totalMs: written - started,
    },
  };
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
    if (batch.outcome.items.length === 0)
      io.stderr(`No puzzles found in ${options.book}${(options.from ?? options.to) ? ' in that range' : ''}.`);
    for (const line of summaryText(batch.summary)) io.stdout(line);
    const language = options.language ?? 'en';
    const [results, summary, legend] = [
      RESULTS_SHEET_NAMES[language],
      SUMMARY_SHEET_NAMES[language],
      LEGEND_SHEET_NAMES[language],
    ];
    io.stdout(
      `wrote ${options.out} (sheets ${results}, ${summary} and ${legend}) in ${seconds(batch.timings.totalMs)}`,
    );
    return 0;
  });
}
