/**
 * The logic of the pane's Analyse, Fill in place, Candidates and Hint sections, without a DOM
 * (taskpane.ts is its view). Office.js work goes through src/excel/analysis.ts; the analyser runs in
 * the analysis worker. Questions (fill in place) are asked inside the pane: add-ins cannot use
 * alert/confirm.
 */

import { switchesForOtherKinds, type AnalyseOptions, type StepWithCandidates } from '../../engine/analyser';
import { isPuzzleError } from '../../engine';
import type { NextStep } from '../../engine/analyser';
import { digitsToString } from '../../engine';
import { cellMarks, readSheetNine } from '../../io/parse';
import { nineByNineBoard, typedWithLetters, variantBoard, type FillBoard } from '../../io/fill-board';
import type { AnalysisResult, StopReason, TechniqueLetter, TechniqueSet } from '../../engine/analyser';
import { inputCellAddress } from '../../report/analysis-sheet';
import { parseRangeAddress } from '../../report/sheet-model';
import { writePuzzleIntoPattern } from '../../excel/pattern';
import { activateSheet, blankActiveSheet, selectTarget } from '../../excel/activate';
import {
  clearHighlight,
  fillInPlace,
  HINT_FILL,
  highlightCells,
  hintCells,
  previewFill,
  PROBLEM_FILL,
  readInputGrid,
  readPuzzleSelection,
  restoreFill,
  writeAnalysisSheet,
  type FillRestorePoint,
  type GridCell,
  type Highlight,
  type InputGrid,
} from '../../excel/analysis';
import type { GridTarget } from '../../excel/library';
import type { AnalysisProgress, AnalysisWorkerReply, AnalysisWorkerRequest } from './analysis-worker';
import { readSelectedPuzzle, type VariantRange } from '../../excel/variant-range';
import type { Geometry } from '../../engine/variants';
import type { VariantAnalysisResult } from '../../engine/variants';
import { geometryOfSpec, givensOf, gridsAt, isCombined, type KindChoice, type PuzzleSpec } from '../../io/sheet-puzzle';
import {
  DEFAULT_KIND_SETTING,
  isNineByNine,
  kindChoiceFor,
  KindPanelState,
  type KindSettingState,
} from '../shared/kind-setting';
import { summaryResult } from '../../report/variant-analysis-sheet';
import type { VariantCandidates, VariantStepWithCandidates } from '../../engine/variants';
import type { Language } from '../shared/language';
import type { BusyRefusal } from '../shared/panel-state';
import { onWorkerCrash, WorkerCrashed, type CancellableRequest, type PaneWorker } from '../shared/worker-host';
import { ClearController } from './clear-controller';

export type AnalysisWorkerLike = PaneWorker<CancellableRequest<AnalysisWorkerRequest>, AnalysisWorkerReply>;

export interface AnalysisPanelDeps {
  runExcel<T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
  createWorker(): AnalysisWorkerLike;
  /** The workbook's technique switches and weights (Settings section). */
  analyseOptions(): {
    techniques?: string;
    weights?: Partial<Record<TechniqueLetter, number>>;
    techniqueSet?: TechniqueSet;
    ratingPath?: AnalyseOptions['ratingPath'];
  };
  language: Language;
}

export type AnalysisNotice =
  | { kind: 'busy' | 'still-busy' | 'need-analysis' | 'nothing-to-fill' | 'cleared' | 'cancelled' }
  | { kind: 'bad-selection'; rows: number; columns: number }
  | { kind: 'unreadable'; detail: string }
  /** Cells (real sheet addresses) that hold neither a digit nor a blank, and the value each holds; for other kinds N and each cell's grid (combined). */
  | { kind: 'bad-cells'; cells: string[]; values: unknown[]; size?: number; grids?: (number | undefined)[] }
  /** The range cannot be the chosen kind (its size, a region of the wrong size, no fills): the English detail and the cells concerned. */
  | { kind: 'bad-layout'; choice: KindChoice; message: string; cells: string[] }
  /** A combined puzzle whose layout is no preset: the grids' offsets are needed. */
  | { kind: 'need-grids'; rows: number; columns: number }
  /** The selected 9×9 block is blank: nothing was read, written or coloured. */
  | { kind: 'empty-selection'; address: string }
  /** The pane opened on a blank sheet: a sample puzzle is offered. */
  | { kind: 'blank-workbook' }
  | { kind: 'sample-inserted'; address: string }
  /** The worker crashed (a script error, a message it could not read): Retry runs the action again. */
  | { kind: 'worker-failed'; message: string }
  | { kind: 'analysed'; result: AnalysisResult; sheetName: string; cells: string[]; readAs?: ReadAs; marked?: number }
  | { kind: 'fill-question'; count: number; address: string }
  | { kind: 'changed'; cells: string[] }
  | { kind: 'filled'; count: number }
  | { kind: 'restored'; count: number; kept: string[] }
  | { kind: 'candidates'; step: number; sheetName: string }
  | { kind: 'bad-step'; last: number }
  | { kind: 'wrong'; cells: string[] }
  /** Hint `level` of `of`: one per deduction of the step (or the single's unit), then the cell, then the value. */
  | { kind: 'hint'; level: number; of: number; next: NextStep }
  /** No next step: the grid is complete (no `stopped`), or the analysis stopped (English note, and why as data). */
  | { kind: 'no-hint'; note: string; stopped?: StopReason; nextTechnique?: TechniqueLetter }
  | { kind: 'failed'; message: string };

/** The kind a puzzle was read as, for the pane to say: the choice and the range's size. */
export interface ReadAs extends KindChoice {
  rows: number;
  columns: number;
}

export type { KindSetting } from '../shared/kind-setting';

export interface AnalysisState extends KindSettingState, BusyRefusal {
  busy: boolean;
  notice?: AnalysisNotice;
  /** Fill in place waits for the person's answer. */
  asking: boolean;
  /** An analysis of a puzzle in a sheet exists: fill, candidates and hints can work. */
  analysed: boolean;
  steps: number;
  canRestore: boolean;
  highlighted: boolean;
  /** The last action stopped because the worker crashed; retry() runs it again. */
  canRetry: boolean;
  /** How far the running analysis has got (a large puzzle's reading, solving, analysing, writing); none when idle. */
  progress?: AnalysisProgress;
  /** The latest analysis, shown in the pane: the result, its sheet, its problem cells (sheet addresses). */
  shown?: { result: AnalysisResult; sheetName: string; cells: string[]; readAs?: ReadAs; marked?: number };
}

/** The analysis of a puzzle of another kind, kept for candidates and hints. */
interface VariantAnalysed {
  spec: PuzzleSpec;
  geometry: Geometry;
  result: VariantAnalysisResult;
  /** The range was typed with letters above 9 (A = 10): Fill in place writes letters too. */
  letters: boolean;
  /** The options it ran with: a replay to a step must take the same path. */
  options: Pick<AnalyseOptions, 'techniques' | 'weights'>;
}

class Cancelled extends Error {}

/** An empty cell as Office reads it: "", null, or spaces. */
function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The sample offered in a blank workbook: a classic with one solution that the singles finish. */
export const SAMPLE_PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** The engine's 1-based (row, column) cells as 0-based cells of the grid. */
/** A range read as a puzzle, as the grid whose cells can be marked (unread fills as white). */
function inputGridOf(range: VariantRange): InputGrid {
  return {
    target: range.target,
    values: range.values,
    fills: range.fills ?? range.values.map((line) => line.map(() => '#FFFFFF')),
  };
}

function zeroBased(cells: readonly (readonly [number, number])[]): GridCell[] {
  return cells.map(([r, c]) => [r - 1, c - 1]);
}

/** The cells (0-based squares) of a unit named as the geometry names it. */
function unitCellsOf(geometry: Geometry): (name: string) => GridCell[] | undefined {
  return (name) =>
    geometry.units
      .find((unit) => unit.name === name)
      ?.cells.map((cell): GridCell => [geometry.cellRow[cell], geometry.cellCol[cell]]);
}

/** The grids of cells of a combined range that could not be read (the layout is known even when its values are not). */
function gridsOfChoice(choice: KindChoice, cells: [number, number][]): (number | undefined)[] {
  try {
    return gridsAt(geometryOfSpec({ ...choice, size: 9, maps: [] }), cells);
  } catch {
    return [];
  }
}

export class AnalysisController extends KindPanelState<AnalysisState> {
  private worker: AnalysisWorkerLike | undefined;
  private pending: { resolve(reply: AnalysisWorkerReply): void; reject(error: Error): void } | undefined;
  private last: { result: AnalysisResult; target?: GridTarget } | undefined;
  private highlight: Highlight | undefined;
  private restorePoint: FillRestorePoint | undefined;
  private lastHint: { key: string; level: number } | undefined;
  private lastAction: (() => Promise<AnalysisNotice>) | undefined;
  private emptyTarget: GridTarget | undefined;
  private variant: VariantAnalysed | undefined;
  private cancelRequested = false;
  /** Clear (SPEC §2) at the top of the tab: the selected puzzle's range of the kind chosen here. */
  readonly clearing: ClearController;

  constructor(private readonly deps: AnalysisPanelDeps) {
    super({
      busy: false,
      ...DEFAULT_KIND_SETTING,
      asking: false,
      analysed: false,
      steps: 0,
      canRestore: false,
      highlighted: false,
      canRetry: false,
    });
    this.clearing = new ClearController({
      runExcel: deps.runExcel,
      kindFor: (rows, columns) => this.choiceFor(rows, columns),
    });
  }

  private choiceFor(rows: number, columns: number): KindChoice | undefined {
    return kindChoiceFor(this.state, rows, columns);
  }

  protected override derived(): Partial<AnalysisState> {
    return { highlighted: this.highlight !== undefined, canRestore: this.restorePoint !== undefined };
  }

  /** Runs one action: busy while it lasts, its notice at the end, an error as a 'failed' notice; refused aloud while another runs. */
  private async act(work: () => Promise<AnalysisNotice>): Promise<void> {
    if (this.state.busy) {
      this.refuseWhileBusy();
      return;
    }
    this.lastAction = work;
    this.cancelRequested = false;
    this.update({ busy: true, asking: false, canRetry: false, notice: { kind: 'busy' } });
    let notice: AnalysisNotice;
    try {
      notice = await work();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof Cancelled) notice = { kind: 'cancelled' };
      else if (error instanceof WorkerCrashed) notice = { kind: 'worker-failed', message };
      else notice = { kind: 'failed', message };
    }
    this.update({
      busy: false,
      notice,
      progress: undefined,
      asking: notice.kind === 'fill-question',
      canRetry: notice.kind === 'worker-failed',
    });
  }

  /** Runs the action the crashed worker stopped, in a fresh worker. */
  retry(): Promise<void> {
    const action = this.lastAction;
    return this.state.canRetry && action ? this.act(action) : Promise.resolve();
  }

  private ask(request: AnalysisWorkerRequest): Promise<AnalysisWorkerReply> {
    this.worker ??= this.deps.createWorker();
    const worker = this.worker;
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      worker.onmessage = (event) => {
        if (event.data.type === 'progress') {
          this.update({ progress: event.data.progress });
          return;
        }
        this.pending = undefined;
        if (event.data.type === 'error') reject(new Error(event.data.message));
        else resolve(event.data);
      };
      // A crashed worker never answers: drop it (the next action starts a fresh one) and end the wait.
      onWorkerCrash(worker, (error) => {
        this.pending = undefined;
        if (this.worker === worker) this.worker = undefined;
        reject(error);
      });
      worker.postMessage(request);
    });
  }

  /** Stops a running analysis: the worker cannot be interrupted, so it is replaced; a large sheet being written stops after its current request. */
  cancel(): void {
    if (this.state.busy) this.cancelRequested = true;
    if (!this.pending) return;
    this.worker?.terminate();
    this.worker = undefined;
    this.pending.reject(new Cancelled());
    this.pending = undefined;
  }

  private addresses(target: GridTarget, cells: readonly (readonly [number, number])[]): string[] {
    return cells.map(([row, col]) => inputCellAddress(target.address, row, col));
  }

  /** Highlights cells (0-based) of the grid, replacing the previous highlight; no cells: just removes it. */
  private async mark(grid: InputGrid, cells: readonly GridCell[], colour: string): Promise<void> {
    const previous = this.highlight;
    if (cells.length === 0) {
      if (previous) await this.deps.runExcel((context) => clearHighlight(context, previous));
      this.highlight = undefined;
      return;
    }
    this.highlight = await this.deps.runExcel((context) => highlightCells(context, grid, cells, colour, previous));
  }

  /**
   * The grid's digits, with its pencil marks when cells hold several digits (a position, issue
   * 37: `marked` such cells); or the bad cells marked and named.
   */
  private async readable(
    grid: InputGrid,
  ): Promise<{ digits: string; candidates?: number[]; marked?: number } | { notice: AnalysisNotice }> {
    try {
      const { digits, position } = readSheetNine(grid.values);
      if (!position) return { digits: digitsToString(digits) };
      const marked = grid.values.flat().filter((value) => cellMarks(value) !== undefined).length;
      return { digits: digitsToString(digits), candidates: Array.from(position.candidates), marked };
    } catch (error) {
      if (!isPuzzleError(error)) throw error;
      await this.mark(grid, zeroBased(error.cells), PROBLEM_FILL);
      // A position's own rules (a cell left without candidates, a clash) say what is wrong in the reader's words.
      if (error.input?.problem !== 'not-a-symbol') return { notice: { kind: 'failed', message: error.message } };
      const values = error.cells.map(([row, col]) => grid.values[row - 1]?.[col - 1]);
      return { notice: { kind: 'bad-cells', cells: this.addresses(grid.target, error.cells), values } };
    }
  }

  analyse(): Promise<void> {
    return this.act(async () => {
      const read = await this.deps.runExcel((context) => readPuzzleSelection(context));
      if (read.status === 'unreadable') return { kind: 'unreadable', detail: read.detail };
      const shape =
        read.status === 'bad-selection' ? { rows: read.rows, columns: read.columns } : { rows: 9, columns: 9 };
      const choice = this.choiceFor(shape.rows, shape.columns);
      this.offerBoxShapesFor(shape.rows, shape.columns);
      if (read.status === 'bad-selection' || (choice && !isNineByNine(choice))) {
        if (!choice) return { kind: 'bad-selection', rows: shape.rows, columns: shape.columns };
        return this.analyseVariant(choice);
      }
      this.emptyTarget = undefined;
      if (read.values.every((line) => line.every(isBlank))) {
        this.emptyTarget = read.target;
        return { kind: 'empty-selection', address: `${read.target.sheetName}!${read.target.address}` };
      }
      const readable = await this.readable(read);
      if ('notice' in readable) return readable.notice;
      const result = await this.analysis(readable.digits, readable.candidates);
      const problemCells = result.error?.cells ?? [];
      await this.mark(read, zeroBased(problemCells), PROBLEM_FILL);
      return this.written(
        result,
        read.target,
        this.addresses(read.target, problemCells),
        undefined,
        undefined,
        readable.marked,
      );
    });
  }

  /** A puzzle of another kind than the 9×9: read (fills only for jigsaw and colour), decoded, analysed in the worker, written. */
  private async analyseVariant(choice: KindChoice): Promise<AnalysisNotice> {
    this.update({ progress: { phase: 'reading' } });
    const read = await this.deps.runExcel((context) => readSelectedPuzzle(context, choice, () => choice));
    switch (read.status) {
      case 'bad-selection':
        return { kind: 'bad-selection', rows: read.rows, columns: read.columns };
      case 'unreadable':
        return { kind: 'unreadable', detail: read.detail };
      case 'need-grids':
        return { kind: 'need-grids', rows: read.rows, columns: read.columns };
    }
    this.emptyTarget = undefined;
    switch (read.status) {
      case 'empty':
        return { kind: 'empty-selection', address: `${read.target.sheetName}!${read.target.address}` };
      case 'bad-cells':
        await this.mark(inputGridOf(read.range), zeroBased(read.at), PROBLEM_FILL);
        return {
          kind: 'bad-cells',
          cells: read.cells,
          values: read.values,
          size: read.size,
          grids: isCombined(choice.kind) ? gridsOfChoice(choice, read.at) : undefined,
        };
      case 'bad-layout':
        await this.mark(inputGridOf(read.range), zeroBased(read.at), PROBLEM_FILL);
        return { kind: 'bad-layout', choice, message: read.message, cells: read.cells };
    }
    const rows = read.values.length;
    const columns = read.values[0]?.length ?? 0;
    const grid = inputGridOf(read);
    const { spec, geometry, givens } = read.puzzle;
    const { techniques, weights } = this.deps.analyseOptions();
    const options = { techniques: switchesForOtherKinds(techniques), weights };
    const reply = await this.ask({ type: 'analyse-variant', spec, givens: Array.from(givens), options });
    if (reply.type !== 'variant-analysis') throw new Error(`unexpected reply ${reply.type}`);
    const variant = { spec, geometry, result: reply.result, letters: typedWithLetters(read.values), options };
    const problemCells = reply.result.error?.cells ?? [];
    await this.mark(grid, zeroBased(problemCells), PROBLEM_FILL);
    return this.written(
      summaryResult(variant.geometry, variant.result),
      read.target,
      this.addresses(read.target, problemCells),
      variant,
      { ...choice, rows, columns },
    );
  }

  /** On a first run in a blank sheet, offers the sample puzzle; says nothing otherwise (and never fails the pane). */
  async offerSampleIfBlank(): Promise<void> {
    if (this.state.busy || this.state.notice) return;
    let blank: GridTarget | undefined;
    try {
      blank = await this.deps.runExcel((context) => blankActiveSheet(context));
    } catch {
      return;
    }
    if (!blank || this.state.busy || this.state.notice) return;
    this.emptyTarget = blank;
    this.update({ notice: { kind: 'blank-workbook' } });
  }

  /** Writes the sample puzzle into the blank block found (and selects it), unless something was typed there since. */
  insertSample(): Promise<void> {
    return this.act(async () => {
      const target = this.emptyTarget;
      if (!target) return { kind: 'need-analysis' };
      const { row, column } = parseRangeAddress(target.address);
      const blank = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ''));
      const report = await this.deps.runExcel((context) =>
        writePuzzleIntoPattern(context, { sheetName: target.sheetName, row, column, values: blank }, SAMPLE_PUZZLE),
      );
      this.emptyTarget = undefined;
      if (!report.written) return { kind: 'changed', cells: [target.address] };
      await this.deps.runExcel((context) => selectTarget(context, target));
      return { kind: 'sample-inserted', address: `${target.sheetName}!${target.address}` };
    });
  }

  /** Analyses a puzzle that is not in a grid of the sheet (the Batch panel's Results row). */
  analysePuzzleText(puzzle: string): Promise<void> {
    return this.act(async () => this.written(await this.analysis(puzzle), undefined, []));
  }

  /** The worker's analysis of a puzzle, with the workbook's options. */
  private async analysis(puzzle: string, candidates?: number[]): Promise<AnalysisResult> {
    const options = { ...this.deps.analyseOptions(), ...(candidates ? { candidates } : {}) };
    const reply = await this.ask({ type: 'analyse', puzzle, options });
    if (reply.type !== 'analysis') throw new Error(`unexpected reply ${reply.type}`);
    return reply.result;
  }

  private async written(
    result: AnalysisResult,
    target: GridTarget | undefined,
    cells: string[],
    variant?: VariantAnalysed,
    readAs?: ReadAs,
    marked?: number,
  ): Promise<AnalysisNotice> {
    const write = await this.deps.runExcel((context) =>
      writeAnalysisSheet(context, {
        result,
        target,
        language: this.deps.language,
        ...(variant
          ? { variant: { geometry: variant.geometry, result: variant.result }, progress: this.writingProgress }
          : {}),
      }),
    );
    this.last = { result, target };
    this.variant = variant;
    this.restorePoint = undefined;
    this.lastHint = undefined;
    this.update({
      analysed: target !== undefined && result.status !== 'invalid',
      steps: result.steps.length,
      shown: { result, sheetName: write.sheetName, cells, readAs, marked },
    });
    return { kind: 'analysed', result, sheetName: write.sheetName, cells, readAs, marked };
  }

  private analysedInSheet(): { result: AnalysisResult; target: GridTarget } | undefined {
    const last = this.last;
    return last?.target && last.result.status !== 'invalid' ? { result: last.result, target: last.target } : undefined;
  }

  /** The analysed puzzle's givens and solution as Fill in place lays them on its range (any kind). */
  private fillBoard(result: AnalysisResult): FillBoard | undefined {
    const variant = this.variant;
    if (variant)
      return (
        variant.result.solution &&
        variantBoard(variant.geometry, variant.result.puzzle, variant.result.solution, variant.letters)
      );
    return result.solution ? nineByNineBoard(result.puzzle, result.solution) : undefined;
  }

  /** Asks (inside the pane) before writing the solution into the blank cells. */
  fill(): Promise<void> {
    return this.act(async () => {
      const last = this.analysedInSheet();
      const board = last && this.fillBoard(last.result);
      if (!last || !board) return { kind: 'need-analysis' };
      const preview = await this.deps.runExcel((context) => previewFill(context, last.target, board));
      if (preview.changedGivens.length > 0) return { kind: 'changed', cells: preview.changedGivens };
      if (preview.blanks.length === 0) return { kind: 'nothing-to-fill' };
      return {
        kind: 'fill-question',
        count: preview.blanks.length,
        address: `${last.target.sheetName}!${last.target.address}`,
      };
    });
  }

  confirmFill(): Promise<void> {
    return this.act(async () => {
      const last = this.analysedInSheet();
      const board = last && this.fillBoard(last.result);
      if (!last || !board) return { kind: 'need-analysis' };
      const outcome = await this.deps.runExcel((context) => fillInPlace(context, last.target, board));
      if (outcome.status === 'changed') return { kind: 'changed', cells: outcome.changedGivens };
      this.restorePoint = outcome.restore;
      return { kind: 'filled', count: outcome.restore.cells.length };
    });
  }

  declineFill(): void {
    this.update({ asking: false, notice: { kind: 'cancelled' } });
  }

  restore(): Promise<void> {
    return this.act(async () => {
      const point = this.restorePoint;
      if (!point) return { kind: 'nothing-to-fill' };
      const outcome = await this.deps.runExcel((context) => restoreFill(context, point));
      this.restorePoint = undefined;
      return { kind: 'restored', count: outcome.restored, kept: outcome.kept };
    });
  }

  /** Rewrites the analysis sheet with the candidate grid just before step `step` (1-based). */
  showCandidates(stepText: string): Promise<void> {
    return this.act(async () => {
      const last = this.last;
      if (!last || last.result.steps.length === 0) return { kind: 'need-analysis' };
      const step = Number(stepText);
      const steps = last.result.steps as StepWithCandidates[];
      if (!Number.isInteger(step) || step < 1 || step > steps.length) return { kind: 'bad-step', last: steps.length };
      const variant = this.variant;
      const grid = steps[step - 1].candidates;
      const variantCells = variant ? await this.variantCandidates(variant, step) : undefined;
      const write = await this.deps.runExcel((context) =>
        writeAnalysisSheet(context, {
          result: last.result,
          target: last.target,
          language: this.deps.language,
          ...(variant && variantCells
            ? {
                variant: {
                  geometry: variant.geometry,
                  result: variant.result,
                  candidates: { step, cells: variantCells },
                },
                progress: this.writingProgress,
              }
            : { candidates: { step, grid } }),
        }),
      );
      return { kind: 'candidates', step, sheetName: write.sheetName };
    });
  }

  /** The candidates before a step of another kind: kept with the step, or (a puzzle too large to keep them) replayed in the worker. */
  private async variantCandidates(variant: VariantAnalysed, step: number): Promise<VariantCandidates> {
    const kept = (variant.result.steps as Partial<VariantStepWithCandidates>[])[step - 1].candidates;
    if (kept) return kept;
    const reply = await this.ask({
      type: 'variant-candidates',
      spec: variant.spec,
      givens: variant.result.puzzle,
      step,
      options: variant.options,
    });
    if (reply.type !== 'variant-candidates') throw new Error(`unexpected reply ${reply.type}`);
    return reply.cells;
  }

  private readonly writingProgress = (done: number, total: number): void => {
    // The add-in's own sheet is left part-written: nothing of the person's is touched.
    if (this.cancelRequested) throw new Cancelled();
    this.update({ progress: { phase: 'writing', done, total } });
  };

  /** Wrong entries first; else the next step, one level more detailed each time it is asked again. */
  hint(): Promise<void> {
    return this.act(async () => {
      const last = this.analysedInSheet();
      if (!last) return { kind: 'need-analysis' };
      return this.hintNotice(last.target, last.result.puzzle, this.variant);
    });
  }

  /**
   * The same hint on any puzzle range of the workbook (Solve along's live grid): a 9×9 by its
   * givens' text, another kind by its spec and givens (`puzzle` then only names it); its notice, also shown here.
   */
  async hintOn(
    target: GridTarget,
    puzzle: string,
    other?: { spec: PuzzleSpec; givens: number[] },
  ): Promise<AnalysisNotice | undefined> {
    // The hint path reads only the geometry, the spec and the givens of an analysis of another kind.
    const variant: VariantAnalysed | undefined = other && {
      spec: other.spec,
      geometry: geometryOfSpec(other.spec),
      result: { puzzle: other.givens } as VariantAnalysisResult,
      letters: false,
      options: {},
    };
    await this.act(() => this.hintNotice(target, puzzle, variant));
    // Refused while another action of this tab runs: its notice is not this hint's.
    return this.state.stillBusy ? { kind: 'still-busy' } : this.state.notice;
  }

  private async hintNotice(
    target: GridTarget,
    puzzle: string,
    variant: VariantAnalysed | undefined,
  ): Promise<AnalysisNotice> {
    const grid = await this.deps.runExcel((context) => readInputGrid(context, target));
    const request = variant ? await this.variantHintRequest(variant, grid) : await this.readable(grid);
    if ('notice' in request) return request.notice;
    const { techniques, techniqueSet } = this.deps.analyseOptions();
    const reply = await this.ask(
      'digits' in request
        ? { type: 'hint', puzzle, grid: request.digits, candidates: request.candidates, techniques, techniqueSet }
        : request,
    );
    if (reply.type === 'hint-problem') {
      await this.mark(grid, zeroBased(reply.cells), PROBLEM_FILL);
      return { kind: 'failed', message: reply.message };
    }
    if (reply.type !== 'hint') throw new Error(`unexpected reply ${reply.type}`);
    const { hint } = reply;
    const unitCells = variant && unitCellsOf(variant.geometry);
    if (hint.wrong.length > 0) {
      this.lastHint = undefined;
      await this.mark(grid, hintCells(hint, 1, unitCells), PROBLEM_FILL);
      return {
        kind: 'wrong',
        cells: this.addresses(
          target,
          hint.wrong.map(({ row, col }) => [row, col] as const),
        ),
      };
    }
    const next = hint.next;
    if (!next) {
      await this.mark(grid, [], HINT_FILL);
      return { kind: 'no-hint', note: hint.note ?? '', stopped: hint.stopped, nextTechnique: hint.nextTechnique };
    }
    const key = `${next.row},${next.col},${next.value}`;
    const of = next.hints.length;
    const level = this.lastHint?.key === key ? Math.min(this.lastHint.level + 1, of) : 1;
    this.lastHint = { key, level };
    // The links of the step light its area, the cell hint the cell and its pattern, the value the cell.
    await this.mark(grid, hintCells(hint, level === of ? 3 : level === of - 1 ? 2 : 1, unitCells), HINT_FILL);
    return { kind: 'hint', level, of, next };
  }

  /** The person's grid of another kind as a hint request, or the bad cells marked and named. */
  private async variantHintRequest(
    variant: VariantAnalysed,
    grid: InputGrid,
  ): Promise<AnalysisWorkerRequest | { notice: AnalysisNotice }> {
    try {
      const values = givensOf(variant.geometry, grid.values);
      return {
        type: 'variant-hint',
        spec: variant.spec,
        givens: variant.result.puzzle,
        grid: Array.from(values),
        techniques: switchesForOtherKinds(this.deps.analyseOptions().techniques),
      };
    } catch (error) {
      if (!isPuzzleError(error)) throw error;
      await this.mark(grid, zeroBased(error.cells), PROBLEM_FILL);
      const cells = this.addresses(grid.target, error.cells);
      return {
        notice: {
          kind: 'bad-cells',
          cells,
          values: error.cells.map(([row, col]) => grid.values[row - 1]?.[col - 1]),
          size: variant.geometry.size,
          grids: variant.geometry.grids.length > 0 ? gridsAt(variant.geometry, error.cells) : undefined,
        },
      };
    }
  }

  /** Brings the latest analysis sheet to the front. */
  showAnalysisSheet(): Promise<void> {
    const sheetName = this.state.shown?.sheetName;
    if (!sheetName) return Promise.resolve();
    return this.deps.runExcel((context) => activateSheet(context, sheetName));
  }

  clearHighlight(): Promise<void> {
    return this.act(async () => {
      const highlight = this.highlight;
      if (highlight) await this.deps.runExcel((context) => clearHighlight(context, highlight));
      this.highlight = undefined;
      this.lastHint = undefined;
      return { kind: 'cleared' };
    });
  }
}
