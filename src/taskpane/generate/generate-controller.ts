/**
 * The logic of the task pane's "Generate from pattern" panel (SPEC §9, issue 6): read the selected
 * 9×9 pattern, choose a target grade range, a count, an optional seed and a time limit; watch the
 * progress and cancel at any moment keeping what is done; the puzzles go to a new sheet, or one of
 * them into the pattern range once the person confirms it here (an add-in cannot use alert/confirm).
 *
 * Generation runs in the generate worker. GenerateController holds the logic (tested without a
 * DOM); generate-tab.tsx is its view; the words are in generate-strings.ts.
 */

import type { GeneratedPuzzle } from '../../engine/generator';
import { inputCellAddress } from '../../report/analysis-sheet';
import { MIN_PATTERN_CELLS, patternSize, patternToString } from '../../engine/generator';
import { parseRatingTarget, type GradeTarget } from '../../engine/generator';
import {
  readPatternSelection,
  supportsFillColours,
  writeGeneratedSheet,
  writePuzzleIntoPattern,
  type PatternSelection,
} from '../../excel/pattern';
import { isPuzzleError } from '../../engine';
import type { Geometry } from '../../engine/variants';
import type { GeneratedVariant } from '../../engine/generator';
import { needsFills, presetBounds, readSheetPattern, type PuzzleSpec } from '../../io/sheet-puzzle';
import { valuesForSheet } from '../../io/variant-results';
import { readVariantRange } from '../../excel/variant-range';
import { writeModelToNewSheet } from '../../excel/new-sheet';
import { buildGeneratedSheetOf } from '../../report/generated-sheet';
import { summaryResult } from '../../report/variant-analysis-sheet';
import { variantPuzzleGrid } from '../../report/variant-grid';
import {
  DEFAULT_KIND_SETTING,
  isNineByNine,
  kindChoiceFor,
  KindPanelState,
  type KindSettingState,
} from '../shared/kind-setting';
import type { GenerateProblem, GenerateStrings } from './generate-strings';
import type { GenerateReply, GenerateRequest, GenerateStartRequest } from './generate-worker';
import { languageOf } from '../shared/language';
import type { BusyRefusal } from '../shared/panel-state';
import { PatternToolsController } from '../pattern-tools/pattern-tools-controller';
import type { PaneWorker } from '../shared/worker-host';
import { paneWorkerCount, runOrdered, type PoolRun } from '../shared/ordered-pool';

export type GenerateWorkerLike = PaneWorker<GenerateRequest, GenerateReply>;

export interface GeneratePanelDeps {
  /** Excel.run, or a fake in tests. */
  runExcel<T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
  /** `() => new Worker('generate-worker.js')` in the pane; an in-process stand-in in tests. */
  createWorker(): GenerateWorkerLike | Worker;
  /** Workers run at once (default: the browser's cores, at most 4); one pattern uses one. */
  workerCount?(): number;
  /** Default: ExcelApi 1.9 is supported (fill colours can be read). */
  canReadFillColours?(): boolean;
  /** 'en', 'ja', or Office.context.displayLanguage ("ja-JP"); default: the Office display language. */
  language?: string;
}

export const MAX_COUNT = 50;
export const MAX_TIME_LIMIT_SECONDS = 600;

export interface GenerateRunRequest {
  /** Target levels 1–8 (a single level when equal). */
  minLevel: number;
  maxLevel: number;
  count: number;
  /** Blank: a new seed each run (the sheet records each puzzle's seed). */
  seed?: string;
  timeLimitSeconds: number;
  destination: 'sheet' | 'range';
  /** A rating range MIN..MAX on SE's scale (rating.ts) the puzzle must meet besides the grade; blank for none. */
  rating?: string;
}

// Declared with its words (generate-strings.ts).
export type { GenerateProblem };

export type GeneratePhase = 'idle' | 'reading' | 'generating' | 'confirming' | 'writing' | 'done' | 'failed';

export interface GenerateState extends KindSettingState, BusyRefusal {
  phase: GeneratePhase;
  done: number;
  count: number;
  /** Time spent on the puzzle being searched. */
  elapsedMs: number;
  timeLimitMs: number;
  cancelled: boolean;
  puzzles: GeneratedPuzzle[];
  /** Where the pattern was read, once it was. */
  selection?: PatternSelection;
  /** The new sheet written, if any. */
  sheetName?: string;
  /** The puzzle written into the pattern range, if any (index into puzzles). */
  wroteInto?: number;
  problem?: GenerateProblem;
  /** The run was on a pattern of another kind: its puzzles by cell, beside `puzzles`' one-line summaries. */
  variant?: { spec: PuzzleSpec; puzzles: GeneratedVariant[] };
}

function seedOf(text: string | undefined): number | string | undefined {
  const seed = text?.trim();
  if (!seed) return undefined;
  return /^\d+$/.test(seed) ? Number(seed) : seed;
}

function requestProblem(request: GenerateRunRequest): GenerateProblem | undefined {
  if (!Number.isInteger(request.count) || request.count < 1 || request.count > MAX_COUNT)
    return { reason: 'bad-options', detail: 'count' };
  if (!(request.timeLimitSeconds > 0 && request.timeLimitSeconds <= MAX_TIME_LIMIT_SECONDS))
    return { reason: 'bad-options', detail: 'time-limit' };
  const levels = [request.minLevel, request.maxLevel];
  if (levels.some((level) => !Number.isInteger(level) || level < 1 || level > 8) || request.minLevel > request.maxLevel)
    return { reason: 'bad-options', detail: 'grade' };
  return badRating(request);
}

/** The rating range typed, or undefined when the field is blank. */
function ratingOf(request: GenerateRunRequest): string | undefined {
  const text = request.rating?.trim();
  return text ? text : undefined;
}

function badRating(request: GenerateRunRequest): GenerateProblem | undefined {
  const rating = ratingOf(request);
  if (rating === undefined) return undefined;
  try {
    parseRatingTarget(rating);
    return undefined;
  } catch (error) {
    if (isPuzzleError(error)) return { reason: 'bad-rating', value: rating };
    throw error;
  }
}

export class GenerateController extends KindPanelState<GenerateState> {
  private pool: PoolRun | undefined;
  private target: GradeTarget = { min: 1, max: 1 };
  /** The geometry of the last run's pattern when it was of another kind. */
  private geometry: Geometry | undefined;
  /** The tab's Symmetry and Transform sections (issue 18). */
  readonly tools: PatternToolsController;

  constructor(private readonly deps: GeneratePanelDeps) {
    super({
      ...DEFAULT_KIND_SETTING,
      phase: 'idle',
      done: 0,
      count: 0,
      elapsedMs: 0,
      timeLimitMs: 0,
      cancelled: false,
      puzzles: [],
    });
    this.tools = new PatternToolsController(deps);
  }

  override get busy(): boolean {
    return this.state.phase === 'reading' || this.state.phase === 'generating' || this.state.phase === 'writing';
  }

  /** Index of the first puzzle actually found (a run may hold failures too), or -1. */
  get firstFound(): number {
    return this.state.puzzles.findIndex((puzzle) => puzzle.puzzle !== undefined);
  }

  /** Reads the pattern, generates in the worker, then writes a new sheet or asks before writing into the range. */
  async generate(request: GenerateRunRequest): Promise<GenerateState> {
    if (this.busy) return this.refuseWhileBusy();
    const fresh = {
      done: 0,
      count: request.count,
      elapsedMs: 0,
      timeLimitMs: request.timeLimitSeconds * 1000,
      cancelled: false,
      puzzles: [],
    };
    const invalid = requestProblem(request);
    if (invalid)
      return this.update({
        ...fresh,
        phase: 'failed',
        selection: undefined,
        sheetName: undefined,
        wroteInto: undefined,
        problem: invalid,
      });
    this.update({
      ...fresh,
      phase: 'reading',
      selection: undefined,
      sheetName: undefined,
      wroteInto: undefined,
      problem: undefined,
      variant: undefined,
    });
    this.geometry = undefined;
    try {
      const chosen = this.state.kind === 'auto' ? undefined : kindChoiceFor(this.state, 9, 9);
      if (chosen && !isNineByNine(chosen)) return await this.generateVariant(request);
      const readFills = (this.deps.canReadFillColours ?? supportsFillColours)();
      const read = await this.deps.runExcel((context) => readPatternSelection(context, readFills));
      if (!read.ok) {
        if (read.reason === 'bad-shape' && this.state.kind === 'auto') {
          // Not 9×9: any kind its shape proposes is another kind.
          if (kindChoiceFor(this.state, read.rows, read.columns)) return await this.generateVariant(request);
        }
        const { ok, ...problem } = read;
        return this.update({ phase: 'failed', problem });
      }
      const size = patternSize(read.selection.pattern);
      this.update({ selection: read.selection });
      if (size < MIN_PATTERN_CELLS) return this.update({ phase: 'failed', problem: { reason: 'too-few', size } });
      this.target = { min: request.minLevel, max: request.maxLevel };
      const failure = await this.runWorker({
        type: 'start',
        pattern: patternToString(read.selection.pattern),
        options: {
          grade: `${request.minLevel}..${request.maxLevel}`,
          rating: ratingOf(request),
          count: request.count,
          seed: seedOf(request.seed),
          timeLimitMs: this.state.timeLimitMs,
        },
      });
      if (failure !== undefined) return this.failed(failure);
      if (this.state.puzzles.length === 0) return this.update({ phase: 'done' });
      if (request.destination === 'sheet') return await this.writeToNewSheet();
      if (this.firstFound < 0) return this.update({ phase: 'done', problem: { reason: 'nothing-found' } });
      return this.update({ phase: 'confirming' });
    } catch (error) {
      return this.failed(error instanceof Error ? error.message : String(error));
    }
  }

  /** A pattern of another kind: read on its geometry (fills only for jigsaw and colour), generated in the worker, written to a new sheet. */
  private async generateVariant(request: GenerateRunRequest): Promise<GenerateState> {
    const preset = this.state.kind === 'auto' ? undefined : presetBounds(this.state.kind);
    const range = await this.deps.runExcel((context) => {
      const fills = this.state.kind !== 'auto' && needsFills(this.state.kind);
      return readVariantRange(context, {
        blockRows: preset?.rows ?? 9,
        blockColumns: preset?.cols ?? 9,
        fills,
        regions: fills,
      });
    });
    if (range.status === 'bad-selection')
      return this.update({
        phase: 'failed',
        problem: { reason: 'bad-shape', rows: range.rows, columns: range.columns, address: '' },
      });
    if (range.status === 'unreadable')
      return this.update({ phase: 'failed', problem: { reason: 'unreadable', detail: range.detail } });
    const rows = range.values.length;
    const columns = range.values[0]?.length ?? 0;
    this.offerBoxShapesFor(rows, columns);
    const choice = kindChoiceFor(this.state, rows, columns);
    const address = `${range.target.sheetName}!${range.target.address}`;
    if (!choice) return this.update({ phase: 'failed', problem: { reason: 'bad-shape', rows, columns, address } });
    if (choice.kind === 'combined' && !choice.grids?.trim())
      return this.update({ phase: 'failed', problem: { reason: 'need-grids', rows, columns } });
    let read;
    try {
      // Fills carry jigsaw regions and colour units: a kind proposed by the shape reads them only when it needs them.
      const fills =
        needsFills(choice.kind) && !range.fills
          ? await this.deps.runExcel((context) =>
              readVariantRange(context, { blockRows: rows, blockColumns: columns, fills: true, regions: true }),
            )
          : range;
      if (fills.status !== 'ok')
        return this.update({ phase: 'failed', problem: { reason: 'bad-shape', rows, columns, address } });
      read = readSheetPattern({ values: fills.values, fills: fills.fills, regions: fills.regions, choice });
    } catch (error) {
      if (!isPuzzleError(error)) throw error;
      const cells = error.cells.map(([row, col]) => inputCellAddress(range.target.address, row, col));
      return this.update({
        phase: 'failed',
        problem: { reason: 'bad-layout', kind: choice.kind, message: error.message, cells },
      });
    }
    this.geometry = read.geometry;
    this.target = { min: request.minLevel, max: request.maxLevel };
    this.update({
      selection: {
        sheetName: range.target.sheetName,
        row: 0,
        column: 0,
        address,
        values: range.values,
        pattern: new Uint8Array(0),
        fillColoursRead: false,
      },
      variant: { spec: read.spec, puzzles: [] },
    });
    const failure = await this.runWorker({
      type: 'start',
      pattern: '',
      options: {
        grade: `${request.minLevel}..${request.maxLevel}`,
        rating: ratingOf(request),
        count: request.count,
        seed: seedOf(request.seed),
        timeLimitMs: this.state.timeLimitMs,
      },
      variant: { spec: read.spec, pattern: read.pattern },
    });
    if (failure !== undefined) return this.failed(failure);
    if (this.state.puzzles.length === 0) return this.update({ phase: 'done' });
    await this.writeToNewSheet();
    return request.destination === 'range' && this.state.phase === 'done'
      ? this.update({ problem: { reason: 'range-nine-only' } })
      : this.state;
  }

  private addVariant(done: number, puzzle: GeneratedVariant): void {
    const variant = this.state.variant;
    if (!variant) return;
    this.update({
      done,
      elapsedMs: 0,
      puzzles: [...this.state.puzzles, this.summaryOf(puzzle, variant.puzzles.length)],
      variant: { ...variant, puzzles: [...variant.puzzles, puzzle] },
    });
  }

  /** A puzzle of another kind as the 9×9 summaries read it (its text form, its grade and counts). */
  private summaryOf(puzzle: GeneratedVariant, index: number): GeneratedPuzzle {
    const geometry = this.geometry as Geometry;
    const { analysis, puzzle: values, solution, ...rest } = puzzle;
    return {
      ...rest,
      index,
      pattern: '',
      ...(values ? { puzzle: valuesForSheet(geometry, values) } : {}),
      ...(solution ? { solution: valuesForSheet(geometry, solution) } : {}),
      ...(analysis ? { analysis: summaryResult(geometry, analysis) } : {}),
    };
  }

  /** The run stopped on an error: the worker's or Excel's message is the problem shown. */
  private failed(detail: string): GenerateState {
    return this.update({ phase: 'failed', problem: { reason: 'failed', detail } });
  }

  /**
   * Resolves with an error message, or undefined when the worker finished (or was cancelled). The
   * pool's jobs are whole patterns, since each puzzle of a pattern depends on the earlier ones; the
   * pane draws one pattern, so one worker runs it, with the pool's order, cancel and crash report.
   */
  private async runWorker(start: GenerateStartRequest): Promise<string | undefined> {
    this.update({ phase: 'generating' });
    this.pool = runOrdered<GenerateStartRequest, GenerateRequest, GenerateReply, GeneratedPuzzle>({
      jobs: [start],
      workers: (this.deps.workerCount ?? paneWorkerCount)(),
      // A DOM Worker posts MessageEvents; the pool reads only their data.
      createWorker: () => this.deps.createWorker() as GenerateWorkerLike,
      startRequest: (job) => job,
      cancelRequest: { type: 'cancel' },
      readReply: (reply) => {
        if (reply.type === 'puzzle') return { results: [reply.puzzle] };
        if (reply.type === 'done') return { end: { complete: !reply.cancelled } };
        return reply.type === 'error' ? { error: reply.message } : {};
      },
      onReply: (reply) => {
        if (reply.type === 'tick') this.update({ elapsedMs: reply.elapsedMs });
        // Another kind's puzzle carries its own grid; it is summarised here rather than through the pool's results.
        else if (reply.type === 'variant-puzzle') this.addVariant(reply.done, reply.puzzle);
      },
      onResults: (puzzles) =>
        this.update({
          done: this.state.puzzles.length + puzzles.length,
          elapsedMs: 0,
          puzzles: [...this.state.puzzles, ...puzzles],
        }),
      describeFailure: (_job, done) =>
        `puzzle ${done + 1} of the pattern${this.state.selection ? ` at ${this.state.selection.address}` : ''}`,
    });
    // A worker may answer while the pool is being started: a cancel from that moment applies now.
    if (this.state.cancelled) this.pool.cancel();
    try {
      const outcome = await this.pool.outcome;
      if (outcome.error !== undefined) return outcome.error;
      this.update({ cancelled: !outcome.complete });
      return undefined;
    } finally {
      this.pool = undefined;
    }
  }

  /** The worker stops within one slice and reports; the puzzles finished so far are kept. */
  cancel(): void {
    if (this.state.phase === 'generating' && !this.state.cancelled) {
      this.update({ cancelled: true });
      this.pool?.cancel();
    }
  }

  /** Writes every puzzle of the run to a new sheet (also offered instead of writing into the range). */
  async writeToNewSheet(): Promise<GenerateState> {
    if (this.state.puzzles.length === 0) return this.state;
    this.update({ phase: 'writing' });
    try {
      const info = { source: this.state.selection?.address, target: this.target, timeLimitMs: this.state.timeLimitMs };
      const { variant } = this.state;
      const geometry = this.geometry;
      const report = await this.deps.runExcel((context) =>
        variant && geometry
          ? writeModelToNewSheet(
              context,
              buildGeneratedSheetOf(
                this.state.puzzles,
                (puzzle) =>
                  variant.puzzles[puzzle.index]?.puzzle
                    ? variantPuzzleGrid(geometry, variant.puzzles[puzzle.index].puzzle as number[])
                    : undefined,
                info,
                languageOf(this.deps.language),
              ),
            )
          : writeGeneratedSheet(context, this.state.puzzles, info, languageOf(this.deps.language)),
      );
      return this.update({ phase: 'done', sheetName: report.sheetName });
    } catch (error) {
      return this.failed(error instanceof Error ? error.message : String(error));
    }
  }

  /** The person confirmed in the pane: puzzle `index` replaces the pattern range's contents. */
  async confirmWriteIntoPattern(index = this.firstFound): Promise<GenerateState> {
    const { selection } = this.state;
    const puzzle = this.state.puzzles[index]?.puzzle;
    if (this.state.phase !== 'confirming' || !selection || !puzzle) return this.state;
    this.update({ phase: 'writing' });
    try {
      const report = await this.deps.runExcel((context) => writePuzzleIntoPattern(context, selection, puzzle));
      if (!report.written)
        return this.update({ phase: 'confirming', problem: { reason: report.reason, address: selection.address } });
      return this.update({ phase: 'done', wroteInto: index, problem: undefined });
    } catch (error) {
      return this.failed(error instanceof Error ? error.message : String(error));
    }
  }

  /** The person said no: nothing is written (they may still choose a new sheet). */
  declineWriteIntoPattern(): GenerateState {
    if (this.state.phase !== 'confirming') return this.state;
    return this.update({ phase: 'done', problem: undefined });
  }
}

/** The status line for a state, in the pane's language. */
export function describeState(state: GenerateState, text: GenerateStrings): string {
  const { problem } = state;
  if (state.phase === 'failed' && problem) return text.problem(problem);
  switch (state.phase) {
    case 'reading':
      return text.reading;
    case 'generating':
      return text.progress(state.done, state.count, state.elapsedMs / 1000);
    case 'writing':
      return text.writing;
    case 'confirming': {
      const warning = problem ? `${text.problem(problem)} ` : '';
      return warning + text.confirm(state.selection?.address ?? '');
    }
    case 'done': {
      const parts = [text.finished(state.puzzles, state.cancelled)];
      if (state.sheetName) parts.push(text.wroteSheet(state.sheetName));
      if (state.wroteInto !== undefined)
        parts.push(text.wroteRange(state.wroteInto + 1, state.selection?.address ?? ''));
      if (problem) parts.push(text.problem(problem));
      if (state.selection && !state.selection.fillColoursRead) parts.push(text.valuesOnly);
      return parts.join(' ');
    }
    default:
      return '';
  }
}
