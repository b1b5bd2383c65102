/**
 * The task pane's Batch panel (SPEC §8): pick the book's sheet and an optional from/to range, run,
 * watch a progress bar with the count and the time left, cancel at any moment keeping what is done.
 * The analysis runs in the batch worker; the results are written by the Excel batch adapter once
 * the run ends (or is cancelled), in a bounded number of syncs.
 *
 * Self-contained: the pane mounts it into any element and hands it Excel.run and a worker factory.
 * BatchController holds the logic (tested without a DOM); mountBatchPanel is its thin view.
 */

import type { AnalyseOptions } from '../engine/analyser';
import type { BookItem } from '../io/book';
import { readBookValues, readSelectedResultsPuzzle, writeBatchSheets, type BatchWriteReport } from '../excel/batch';
import { currentAnalyseOptions } from '../excel/settings';
import type { BatchReply, BatchRequest } from './batch-worker';
import { statusLine } from './fluent-dom';
import { runInWorker, type PaneWorker } from './worker-host';
import type { Language } from './language';
import { PanelState } from './panel-state';

export type WorkerLike = PaneWorker<BatchRequest, BatchReply>;

export interface BatchPanelServices {
  /** Excel.run, or a fake in tests. */
  runExcel<T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
  createWorker(): WorkerLike;
  /** The technique switches and effort weights, read at each run; default the workbook's saved ones (the Settings panel). */
  analyseOptions?(): Pick<AnalyseOptions, 'techniques' | 'weights'>;
  /** Called with the puzzle of the selected Results row; the add-in writes its analysis sheet. */
  analysePuzzle?(puzzle: string): Promise<void> | void;
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

export interface BatchState {
  phase: BatchPhase;
  done: number;
  total: number;
  remainingMs: number;
  cancelled: boolean;
  report?: BatchWriteReport;
  message?: string;
}

export class BatchController extends PanelState<BatchState> {
  items: BookItem[] = [];
  private worker: WorkerLike | undefined;

  constructor(private readonly services: BatchPanelServices) {
    super({ phase: 'idle', done: 0, total: 0, remainingMs: 0, cancelled: false });
  }

  get running(): boolean {
    return this.state.phase === 'reading' || this.state.phase === 'running' || this.state.phase === 'writing';
  }

  /** Reads the book, analyses it in the worker, writes Results and Summary; resolves when all is written. */
  async run(request: BatchRunRequest): Promise<BatchState> {
    if (this.running) return this.state;
    this.items = [];
    this.update({ phase: 'reading', done: 0, total: 0, remainingMs: 0, cancelled: false, report: undefined, message: undefined });
    try {
      const book = await this.services.runExcel((context) => readBookValues(context, request.sheet || undefined));
      const finished = await this.analyse({
        type: 'start',
        values: book.values,
        book: { from: request.from, to: request.to, originRow: book.originRow, originColumn: book.originColumn },
        options: this.optionsFor(request),
      });
      if (finished.message) throw new Error(finished.message);
      if (this.items.length === 0) {
        this.update({ phase: 'done', message: finished.total === 0 ? 'no-puzzles' : undefined });
        return this.state;
      }
      this.update({ phase: 'writing' });
      const report = await this.services.runExcel((context) => writeBatchSheets(context, this.items));
      this.update({ phase: 'done', report });
    } catch (error) {
      this.update({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
    return this.state;
  }

  /** The request's own options win; otherwise the workbook's saved settings apply. */
  private optionsFor(request: BatchRunRequest): Pick<AnalyseOptions, 'techniques' | 'weights'> {
    const saved = (this.services.analyseOptions ?? currentAnalyseOptions)();
    return { techniques: request.techniques ?? saved.techniques, weights: request.weights ?? saved.weights };
  }

  private async analyse(start: BatchRequest): Promise<{ total: number; message?: string }> {
    this.update({ phase: 'running' });
    this.worker = this.services.createWorker();
    try {
      return await runInWorker<BatchRequest, BatchReply, { total: number; message?: string }>(this.worker, start, (data, finish) => {
        if (data.type === 'progress') {
          this.items.push(...data.items);
          this.update({ phase: 'running', done: data.done, total: data.total, remainingMs: data.remainingMs });
        } else if (data.type === 'done') {
          this.update({ cancelled: data.cancelled, total: data.total });
          finish({ total: data.total });
        } else {
          finish({ total: 0, message: data.message });
        }
      });
    } finally {
      this.worker = undefined;
    }
  }

  /** The worker stops after its current slice and reports; what was analysed is then written. */
  cancel(): void {
    if (this.worker) {
      this.update({ cancelled: true });
      this.worker.postMessage({ type: 'cancel' });
    }
  }

  async analyseSelectedRow(): Promise<boolean> {
    const puzzle = await this.services.runExcel((context) => readSelectedResultsPuzzle(context));
    if (puzzle === undefined || !this.services.analysePuzzle) return false;
    await this.services.analysePuzzle(puzzle);
    return true;
  }
}

const STRINGS = {
  en: {
    heading: 'Batch: a book of puzzles',
    sheet: 'Sheet with the book (blank: the active sheet)',
    from: 'From No.',
    to: 'To No.',
    run: 'Run batch',
    cancel: 'Cancel',
    analyseRow: 'Analyse the selected Results row',
    progress: (done: number, total: number, seconds: number) => `${done} / ${total} puzzles — about ${seconds} s left`,
    reading: 'Reading the book…',
    writing: 'Writing Results and Summary…',
    done: (report: BatchWriteReport, cancelled: boolean) => `${cancelled ? 'Cancelled; what was done is' : 'Done:'} written to the sheets "${report.resultsSheet}" and "${report.summarySheet}".`,
    noPuzzles: 'No puzzles found: one 81-character puzzle per row, or 9×9 grids under title rows.',
    notAResultsRow: 'Select a row of a Results sheet first.',
    failed: (message: string) => `The batch stopped: ${message}`,
  },
  ja: {
    heading: '連続計算（問題集）',
    sheet: '問題集のシート（空欄: 表示中のシート）',
    from: '開始番号',
    to: '終了番号',
    run: '連続計算を実行',
    cancel: '中止',
    analyseRow: '選択した結果行を解析',
    progress: (done: number, total: number, seconds: number) => `${done} / ${total} 問 — 残り約 ${seconds} 秒`,
    reading: '問題集を読み込んでいます…',
    writing: '結果と集計を書き込んでいます…',
    done: (report: BatchWriteReport, cancelled: boolean) => `${cancelled ? '中止しました。済んだ分を' : '完了:'}シート「${report.resultsSheet}」「${report.summarySheet}」に書き込みました。`,
    noPuzzles: '問題が見つかりません（1 行に 81 文字の問題、またはタイトル行付きの 9×9 盤面）。',
    notAResultsRow: '先に結果シートの行を選択してください。',
    failed: (message: string) => `連続計算が止まりました: ${message}`,
  },
};

function element<K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]> = {}, children: Node[] = []): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

function labelled(text: string, input: HTMLInputElement): HTMLLabelElement {
  return element('label', {}, [document.createTextNode(text), input]);
}

/** Builds the panel inside `root` (plain elements, each with an accessible name). */
export function mountBatchPanel(root: HTMLElement, services: BatchPanelServices, language: Language = 'en'): { controller: BatchController; destroy(): void } {
  const text = STRINGS[language];
  const controller = new BatchController(services);
  const sheet = element('input', { type: 'text', name: 'batch-sheet' });
  const from = element('input', { type: 'number', min: '1', name: 'batch-from' });
  const to = element('input', { type: 'number', min: '1', name: 'batch-to' });
  const run = element('button', { type: 'button', textContent: text.run });
  const cancel = element('button', { type: 'button', textContent: text.cancel, disabled: true });
  const analyseRow = element('button', { type: 'button', textContent: text.analyseRow });
  const bar = element('progress', { max: 1, value: 0 });
  bar.setAttribute('aria-label', text.heading);
  const status = statusLine();
  const section = element('section', {}, [element('h2', { textContent: text.heading }), labelled(text.sheet, sheet), labelled(text.from, from), labelled(text.to, to), run, cancel, bar, status, analyseRow]);
  section.setAttribute('aria-label', text.heading);
  root.append(section);

  const numberOf = (input: HTMLInputElement) => (input.value.trim() === '' ? undefined : Number(input.value));
  controller.onChange((state) => {
    run.disabled = controller.running;
    cancel.disabled = state.phase !== 'running' || state.cancelled;
    bar.max = Math.max(state.total, 1);
    bar.value = state.done;
    if (state.phase === 'reading') status.textContent = text.reading;
    else if (state.phase === 'running') status.textContent = text.progress(state.done, state.total, Math.ceil(state.remainingMs / 1000));
    else if (state.phase === 'writing') status.textContent = text.writing;
    else if (state.phase === 'done') status.textContent = state.report ? text.done(state.report, state.cancelled) : text.noPuzzles;
    else if (state.phase === 'failed') status.textContent = text.failed(state.message ?? '');
    // A cancelled run resumes where it stopped: the next run starts after the last puzzle done.
    const last = controller.items[controller.items.length - 1];
    if (state.phase === 'done' && state.cancelled && last) from.value = String(last.record.number + 1);
  });
  run.addEventListener('click', () => void controller.run({ sheet: sheet.value.trim(), from: numberOf(from), to: numberOf(to) }));
  cancel.addEventListener('click', () => controller.cancel());
  analyseRow.addEventListener('click', () => {
    void controller.analyseSelectedRow().then((found) => {
      if (!found) status.textContent = text.notAResultsRow;
    });
  });
  return { controller, destroy: () => section.remove() };
}
