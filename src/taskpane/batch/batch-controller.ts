/**
 * The logic of the task pane's Batch tab (SPEC §8): pick the book's sheet and an
 * optional from/to range, run, watch the count and the time left, cancel at any moment keeping
 * what is done, and resume from the next puzzle into the same Results and Summary sheets. At the
 * end the summary the command line prints (counts by status and grade). The analysis runs in the
 * batch worker; the Excel batch adapter writes the sheets once the run ends (or is cancelled).
 *
 * BatchController is tested without a DOM; batch-tab.tsx is its view, batch-strings.ts its words.
 */

import type { AnalyseOptions } from '../../engine/analyser';
import { readBook, type BookItem } from '../../io/book';
import { summariseBatch, type BatchSummary } from '../../report/summary-sheet';
import { readBookValues, readSelectedResultsPuzzle, writeBatchSheets, type BatchWriteReport } from '../../excel/batch';
import { currentAnalyseOptions } from '../../excel/settings';
import type { BatchReply, BatchRequest, BatchStartRequest } from './batch-worker';
import type { PaneWorker } from '../shared/worker-host';
import { paneWorkerCount, runOrdered, type PoolRun } from '../shared/ordered-pool';
import type { Language } from '../shared/language';
import { PanelState, type BusyRefusal } from '../shared/panel-state';

export type WorkerLike = PaneWorker<BatchRequest, BatchReply>;

export interface BatchPanelServices {
  /** Excel.run, or a fake in tests. */
  runExcel<T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
  createWorker(): WorkerLike;
  /** Workers run at once at most (default: the browser's cores, at most 4); the first one's pace decides when each next one starts. */
  workerCount?(): number;
  /** What a worker costs before it pays, in ms (default BATCH_WORKER_COST_MS), and the clock its pace is measured on (default performance.now). */
  workerCostMs?: number;
  now?(): number;
  /** The technique switches and effort weights, read at each run; default the workbook's saved ones (the Settings panel). */
  analyseOptions?(): Pick<AnalyseOptions, 'techniques' | 'weights' | 'techniqueSet' | 'ratingPath'>;
  /** Called with the puzzle of the selected Results row; the add-in writes its analysis sheet. */
  analysePuzzle?(puzzle: string): Promise<void> | void;
  /** The language of the Results sheet's headers and words (default English). */
  language?: Language;
}

export interface BatchRunRequest {
  /** Blank: the active sheet. */
  sheet?: string;
  from?: number;
  to?: number;
  techniques?: string;
  weights?: AnalyseOptions['weights'];
}

export type BatchPhase = 'idle' | 'reading' | 'running' | 'writing' | 'done' | 'failed';

export interface BatchState extends BusyRefusal {
  phase: BatchPhase;
  done: number;
  total: number;
  remainingMs: number;
  cancelled: boolean;
  report?: BatchWriteReport;
  /** Counts by status and grade of everything in the sheets (a resumed run included). */
  summary?: BatchSummary;
  /** After a cancelled run: the No. to start from to go on into the same sheets. */
  resumeFrom?: number;
  message?: string;
}

/** What a cancelled run left: a run from `from` goes on into the same sheets. */
interface Resumable {
  from: number;
  /** The book's sheet: Summary is the active sheet by then. */
  sheet: string;
  items: BookItem[];
  report: BatchWriteReport;
}

/** A slice is small enough that a worker's work stays near the front of the book, so a cancel loses little. */
const MAX_SLICE_PUZZLES = 50;
const SLICES_PER_WORKER = 4;

/**
 * What one more batch worker costs before it pays, in ms: its start-up, loading and compiling the
 * analyser (the command line's analyze measured about 450 ms of CPU for that, src/cli/worker-costs.ts)
 * and reading the book again. A second worker starts only when the work left repays this several
 * times over (src/engine/core/worker-ramp.ts), so a short book keeps to one.
 */
export const BATCH_WORKER_COST_MS = 500;

export class BatchController extends PanelState<BatchState> {
  items: BookItem[] = [];
  private pool: PoolRun | undefined;
  private resumable: Resumable | undefined;

  constructor(private readonly services: BatchPanelServices) {
    super({ phase: 'idle', done: 0, total: 0, remainingMs: 0, cancelled: false });
  }

  override get busy(): boolean {
    return this.state.phase === 'reading' || this.state.phase === 'running' || this.state.phase === 'writing';
  }

  /** Reads the book, analyses it in the worker, writes Results and Summary; resolves when all is written. */
  async run(request: BatchRunRequest): Promise<BatchState> {
    if (this.busy) return this.refuseWhileBusy();
    const resumed = this.resumable && request.from === this.resumable.from ? this.resumable : undefined;
    this.resumable = undefined;
    this.items = [];
    this.update({
      phase: 'reading',
      done: 0,
      total: 0,
      remainingMs: 0,
      cancelled: false,
      report: undefined,
      summary: undefined,
      resumeFrom: undefined,
      message: undefined,
    });
    try {
      const book = await this.services.runExcel((context) =>
        readBookValues(context, request.sheet || resumed?.sheet || undefined),
      );
      const options = this.optionsFor(request);
      const finished = await this.analyse({
        type: 'start',
        values: book.values,
        book: { from: request.from, to: request.to, originRow: book.originRow, originColumn: book.originColumn },
        options,
      });
      if (finished.message) throw new Error(finished.message);
      if (this.items.length === 0) {
        this.update({ phase: 'done', message: finished.total === 0 ? 'no-puzzles' : undefined });
        return this.state;
      }
      this.update({ phase: 'writing' });
      const all = [...(resumed?.items ?? []), ...this.items];
      const report = await this.services.runExcel((context) =>
        writeBatchSheets(context, all, undefined, resumed?.report, this.services.language, options.techniqueSet),
      );
      const last = this.items[this.items.length - 1];
      if (this.state.cancelled)
        this.resumable = { from: last.record.number + 1, sheet: book.sheetName, items: all, report };
      this.update({
        phase: 'done',
        report,
        summary: summariseBatch(all, options.techniqueSet),
        resumeFrom: this.resumable?.from,
      });
    } catch (error) {
      this.update({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
    return this.state;
  }

  /** The request's own options win; otherwise the workbook's saved settings apply. */
  private optionsFor(request: BatchRunRequest): BatchStartRequest['options'] {
    const saved = (this.services.analyseOptions ?? currentAnalyseOptions)();
    return {
      techniques: request.techniques ?? saved.techniques,
      weights: request.weights ?? saved.weights,
      techniqueSet: saved.techniqueSet,
      ratingPath: saved.ratingPath,
    };
  }

  /**
   * Analyses the book's puzzles in slices over the pool of workers; the items arrive in book
   * order, so after a cancel they are exactly the puzzles before the first one not done.
   */
  private async analyse(start: BatchStartRequest): Promise<{ total: number; message?: string }> {
    this.update({ phase: 'running' });
    const records = readBook(start.values ?? [], start.book).records;
    const total = records.length;
    const workers = (this.services.workerCount ?? paneWorkerCount)();
    const size =
      workers === 1
        ? total
        : Math.max(1, Math.min(MAX_SLICE_PUZZLES, Math.ceil(total / (workers * SLICES_PER_WORKER))));
    const slices: { start: number; end: number }[] = [];
    for (let first = 0; first < total; first += size) slices.push({ start: first, end: Math.min(first + size, total) });
    const started = Date.now();
    this.update({ total });
    this.pool = runOrdered<{ start: number; end: number }, BatchRequest, BatchReply, BookItem>({
      jobs: slices,
      workers,
      createWorker: () => this.services.createWorker(),
      startRequest: (range, fresh) => ({ ...start, values: fresh ? start.values : undefined, range }),
      cancelRequest: { type: 'cancel' },
      readReply: (reply) => {
        if (reply.type === 'progress') return { results: reply.items };
        if (reply.type === 'done') return { end: { complete: !reply.cancelled } };
        return { error: reply.message };
      },
      onResults: (items) => {
        this.items.push(...items);
        const done = this.items.length;
        const elapsedMs = Date.now() - started;
        this.update({ phase: 'running', done, remainingMs: (elapsedMs / done) * (total - done) });
      },
      describeFailure: (range, done) => `puzzle No. ${records[Math.min(range.start + done, range.end - 1)].number}`,
      ramp: {
        workerCostMs: this.services.workerCostMs ?? BATCH_WORKER_COST_MS,
        now: () => (this.services.now ? this.services.now() : performance.now()),
        resultsOf: (range) => range.end - range.start,
      },
    });
    // A worker may answer while the pool is being started: a cancel from that moment applies now.
    if (this.state.cancelled) this.pool.cancel();
    try {
      const outcome = await this.pool.outcome;
      if (outcome.error !== undefined) return { total, message: outcome.error };
      this.update({ cancelled: !outcome.complete });
      return { total };
    } finally {
      this.pool = undefined;
    }
  }

  /** The workers stop after their current slice; what was analysed in book order is then written. */
  cancel(): void {
    if (this.state.phase === 'running' && !this.state.cancelled) {
      this.update({ cancelled: true });
      this.pool?.cancel();
    }
  }

  async analyseSelectedRow(): Promise<boolean> {
    const puzzle = await this.services.runExcel((context) => readSelectedResultsPuzzle(context));
    if (puzzle === undefined || !this.services.analysePuzzle) return false;
    await this.services.analysePuzzle(puzzle);
    return true;
  }
}
