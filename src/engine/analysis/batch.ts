/**
 * The batch loop of SPEC §8: analyses a book's records one after another, reports progress and
 * stops when asked, keeping everything done so far. Pure and synchronous, so it runs the same in
 * a Web Worker, in the command line and in tests; a caller that must stay responsive runs it on
 * slices of the records.
 */

import { analyzePuzzle, checkAnalyseOptions, invalidResult, type AnalyseOptions } from './analyser';
import {
  requireFunction,
  requireInstance,
  requireInteger,
  requireList,
  requireNumber,
  requireRecord,
  requireText,
} from '../core/arguments';
import { PuzzleError } from '../core/errors';
import type { Digits } from '../board/grid';
import type { AnalysisResult } from './types';

/** What the batch needs of a record; readers of books and files give records with more. */
export interface BatchRecord {
  number: number;
  /** The puzzle's text, kept for a result whose puzzle could not be read. */
  puzzle: string;
  digits?: Digits;
  error?: PuzzleError;
}

export type Analyse = (puzzle: string | ArrayLike<number>, options?: AnalyseOptions) => AnalysisResult;

export interface BatchOptions {
  /** Technique letters enabled (default all of the technique set). */
  techniques?: string;
  techniqueSet?: AnalyseOptions['techniqueSet'];
  /** The path the rating reads (default the analysis's own). */
  ratingPath?: AnalyseOptions['ratingPath'];
  weights?: AnalyseOptions['weights'];
  /** Keep each result's step log (off by default: a book's logs are large, and one puzzle's analysis is redone on demand). */
  keepSteps?: boolean;
  /** The analyser; tests and benchmarks may pass another. */
  analyse?: Analyse;
  now?: () => number;
  /** Index of the first record in the whole book, when a caller runs the book in slices. */
  firstIndex?: number;
}

export interface BatchItem<R extends BatchRecord = BatchRecord> {
  record: R;
  result: AnalysisResult;
}

export interface BatchProgress<R extends BatchRecord = BatchRecord> {
  done: number;
  total: number;
  elapsedMs: number;
  /** Estimated from the mean time per puzzle so far. */
  remainingMs: number;
  latest: BatchItem<R>;
}

export interface BatchOutcome<R extends BatchRecord = BatchRecord> {
  items: BatchItem<R>[];
  cancelled: boolean;
  elapsedMs: number;
}

/** The result a record gets when its puzzle could not even be read. */
export function unreadableResult(record: BatchRecord, index: number): AnalysisResult {
  return invalidResult({ index, id: String(record.number), puzzle: record.puzzle }, record.error);
}

/** The options, checked once for a whole batch. */
function checkBatchOptions(given: BatchOptions | undefined): BatchOptions {
  const options = checkAnalyseOptions(given);
  if (options.analyse !== undefined) requireFunction(options.analyse, 'The analyser');
  if (options.firstIndex !== undefined)
    requireInteger(options.firstIndex, 'The first index', 0, Number.MAX_SAFE_INTEGER);
  return options;
}

function requireRecordOfBook(record: BatchRecord): void {
  requireRecord(record, 'The record');
  requireInteger(record.number, 'The record number', 0, Number.MAX_SAFE_INTEGER);
  requireText(record.puzzle, "The record's puzzle");
  if (record.error !== undefined) requireInstance(record.error, PuzzleError, "The record's error");
}

export function analyseRecord(record: BatchRecord, index: number, options?: BatchOptions): AnalysisResult {
  requireInteger(index, 'The index', 0, Number.MAX_SAFE_INTEGER);
  return analyseChecked(record, index, checkBatchOptions(options));
}

function analyseChecked(record: BatchRecord, index: number, options: BatchOptions): AnalysisResult {
  requireRecordOfBook(record);
  if (!record.digits) return unreadableResult(record, index);
  const analyse = options.analyse ?? analyzePuzzle;
  const result = analyse(record.digits, {
    techniques: options.techniques,
    techniqueSet: options.techniqueSet,
    ratingPath: options.ratingPath,
    weights: options.weights,
    index,
    id: String(record.number),
    now: options.now,
  });
  return options.keepSteps ? result : { ...result, steps: [] };
}

/** The progress after `done` of `total` records, the remaining time estimated from the mean so far. */
export function progressAfter<R extends BatchRecord>(
  done: number,
  total: number,
  elapsedMs: number,
  latest: BatchItem<R>,
): BatchProgress<R> {
  requireInteger(total, 'The total', 0, Number.MAX_SAFE_INTEGER);
  requireInteger(done, 'The number done', 0, total);
  requireNumber(elapsedMs, 'The time elapsed', 0);
  requireRecord(latest, 'The latest item');
  return { done, total, elapsedMs, remainingMs: (elapsedMs / done) * (total - done), latest };
}

export function runBatch<R extends BatchRecord>(
  records: readonly R[],
  given?: BatchOptions,
  onProgress?: (progress: BatchProgress<R>) => void,
  shouldCancel?: () => boolean,
): BatchOutcome<R> {
  requireList(records, 'The records');
  const options = checkBatchOptions(given);
  if (onProgress !== undefined) requireFunction(onProgress, 'The progress callback');
  if (shouldCancel !== undefined) requireFunction(shouldCancel, 'The cancel check');
  const now = options.now ?? (() => Date.now());
  const started = now();
  const items: BatchItem<R>[] = [];
  for (const record of records) {
    if (shouldCancel?.()) return { items, cancelled: true, elapsedMs: now() - started };
    const latest = { record, result: analyseChecked(record, (options.firstIndex ?? 0) + items.length, options) };
    items.push(latest);
    onProgress?.(progressAfter(items.length, records.length, now() - started, latest));
  }
  return { items, cancelled: false, elapsedMs: now() - started };
}
