/**
 * The batch inside a Web Worker, so the task pane never freezes. The worker reads the book from
 * the sheet values it is sent, analyses it in slices of about a tenth of a second, and posts the
 * results of each slice; between slices it returns to its event loop, so a cancel message is seen
 * within one slice and everything analysed so far has already been posted.
 *
 * The message handling is a plain function (tested under Node); the last line attaches it when this
 * file runs as a worker script (worker-host runs one batch at a time and turns errors into replies).
 */

import { runBatch, switchesForOtherKinds, type Analyse, type BatchOptions } from '../../engine/analyser';
import { readBook, type BookItem, type BookOptions } from '../../io/book';
import { asBatchRecord, variantAnalyser } from '../../io/variant-results';
import type { PuzzleRecord } from '../../io/record';
import { attachToWorkerScope, singleRunHandler, type CancellableRequest } from '../shared/worker-host';

export interface BatchStartRequest {
  type: 'start';
  /** The sheet's values; absent: the book this worker read for its previous start (a pool's next slice). */
  values?: unknown[][];
  book: BookOptions;
  options: Pick<BatchOptions, 'techniques' | 'weights' | 'techniqueSet' | 'ratingPath'>;
  /** Only the book's puzzles start…end-1 (positions among its records); default all. */
  range?: { start: number; end: number };
}

export type BatchRequest = CancellableRequest<BatchStartRequest>;

export type BatchReply =
  | { type: 'progress'; done: number; total: number; elapsedMs: number; remainingMs: number; items: BookItem[] }
  | { type: 'done'; cancelled: boolean; total: number; elapsedMs: number }
  | { type: 'error'; message: string };

/** Wall time one slice aims at: short enough for a prompt cancel, long enough to keep messages few. */
export const SLICE_TARGET_MS = 100;
const MAX_SLICE = 200;

/** An error object does not survive postMessage with its kind; the result carries it already (and a variant's geometry is not needed back). */
function postable(item: BookItem): BookItem {
  const { error, variant, ...record } = item.record;
  return { record, result: item.result };
}

export interface BatchWorkerHooks {
  post(reply: BatchReply): void;
  /** Lets queued messages (a cancel) in; a macrotask in a real worker. */
  yieldToEvents?: () => Promise<void>;
  now?: () => number;
}

/** The Settings' technique switches reach a row of another kind as they reach the pane's own analysis of one (switchesForOtherKinds). */
function withPaneSwitches(analyse: Analyse | undefined, records: readonly PuzzleRecord[]): Analyse | undefined {
  return (
    analyse &&
    ((values, options = {}) =>
      analyse(
        values,
        records[options.index ?? 0]?.variant
          ? { ...options, techniques: switchesForOtherKinds(options.techniques) }
          : options,
      ))
  );
}

export function createBatchWorker(hooks: BatchWorkerHooks): (request: BatchRequest) => Promise<void> {
  const yieldToEvents = hooks.yieldToEvents ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const now = hooks.now ?? (() => performance.now());
  let records: PuzzleRecord[] = [];
  return singleRunHandler<BatchStartRequest, BatchReply>(
    hooks.post,
    async (request, isCancelled) => {
      if (request.values) records = readBook(request.values, request.book).records;
      // A book with kind, box, grids or map columns: each such row on its own geometry (as the command line's batch).
      const analyse = withPaneSwitches(variantAnalyser(records), records);
      const batchRecords = records.map(asBatchRecord);
      const first = request.range?.start ?? 0;
      const total = Math.min(request.range?.end ?? records.length, records.length) - first;
      const started = now();
      let done = 0;
      let slice = 1;
      while (done < total && !isCancelled()) {
        const sliceStarted = now();
        const start = first + done;
        const outcome = runBatch(
          batchRecords.slice(start, Math.min(start + slice, first + total)),
          { ...request.options, firstIndex: start, now, analyse },
          undefined,
          isCancelled,
        );
        done += outcome.items.length;
        const elapsedMs = now() - started;
        hooks.post({
          type: 'progress',
          done,
          total,
          elapsedMs,
          remainingMs: done ? (elapsedMs / done) * (total - done) : 0,
          items: outcome.items.map(postable),
        });
        const sliceMs = Math.max(now() - sliceStarted, 1);
        slice = Math.max(1, Math.min(MAX_SLICE, Math.round((slice * SLICE_TARGET_MS) / sliceMs)));
        await yieldToEvents();
      }
      hooks.post({ type: 'done', cancelled: done < total, total, elapsedMs: now() - started });
    },
    'a batch is already running',
  );
}

attachToWorkerScope<BatchRequest, BatchReply>((post) => createBatchWorker({ post }));
