/**
 * The batch loop of SPEC §8: analyses a book's records one after another, reports progress and
 * stops when asked, keeping everything done so far. Pure and synchronous, so it runs the same in
 * a Web Worker, in the command line and in tests; a caller that must stay responsive runs it on
 * slices of the records.
 */

import { analyzePuzzle, invalidResult, type AnalyseOptions } from './analyser';
import type { BookRecord } from './book';
import type { AnalysisResult } from './types';

export type Analyse = (puzzle: string | ArrayLike<number>, options?: AnalyseOptions) => AnalysisResult;

export interface BatchOptions {
  /** Technique letters enabled (default all). */
  techniques?: string;
  weights?: AnalyseOptions['weights'];
  /** Keep each result's step log (off by default: a book's logs are large, and one puzzle's analysis is redone on demand). */
  keepSteps?: boolean;
  /** The analyser; tests and benchmarks may pass another. */
  analyse?: Analyse;
  now?: () => number;
  /** Index of the first record in the whole book, when a caller runs the book in slices. */
  firstIndex?: number;
}

export interface BatchItem {
  record: BookRecord;
  result: AnalysisResult;
}

export interface BatchProgress {
  done: number;
  total: number;
  elapsedMs: number;
  /** Estimated from the mean time per puzzle so far. */
  remainingMs: number;
  latest: BatchItem;
}

export interface BatchOutcome {
  items: BatchItem[];
  cancelled: boolean;
  elapsedMs: number;
}

/** The result a record gets when its puzzle could not even be read. */
export function unreadableResult(record: BookRecord, index: number): AnalysisResult {
  return invalidResult({ index, id: String(record.number), puzzle: record.puzzle }, record.error);
}

export function analyseRecord(record: BookRecord, index: number, options: BatchOptions = {}): AnalysisResult {
  if (!record.digits) return unreadableResult(record, index);
  const analyse = options.analyse ?? analyzePuzzle;
  const result = analyse(record.digits, { techniques: options.techniques, weights: options.weights, index, id: String(record.number), now: options.now });
  return options.keepSteps ? result : { ...result, steps: [] };
}

export function runBatch(
  records: readonly BookRecord[],
  options: BatchOptions = {},
  onProgress?: (progress: BatchProgress) => void,
  shouldCancel?: () => boolean,
): BatchOutcome {
  const now = options.now ?? (() => Date.now());
  const started = now();
  const items: BatchItem[] = [];
  for (const record of records) {
    if (shouldCancel?.()) return { items, cancelled: true, elapsedMs: now() - started };
    const latest = { record, result: analyseRecord(record, (options.firstIndex ?? 0) + items.length, options) };
    items.push(latest);
    if (onProgress) {
      const elapsedMs = now() - started;
      const done = items.length;
      onProgress({ done, total: records.length, elapsedMs, remainingMs: (elapsedMs / done) * (records.length - done), latest });
    }
  }
  return { items, cancelled: false, elapsedMs: now() - started };
}
