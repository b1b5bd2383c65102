/**
 * The logic of the pane's GA tab (SPEC §10, issue 13): read the selected 9×9 puzzle (the same
 * reader as Analyse), run the genetic-algorithm solver in the GA worker with its progress and a
 * Cancel, and write the run — settings, result, fitness history and its chart — to a new sheet.
 *
 * GaController holds the logic (tested without a DOM); ga-tab.tsx is its view; the words are in
 * ga-strings.ts.
 */

import { DEFAULT_GA_VARIANT, GA_VARIANTS, type GaResult, type GaVariant } from '../../engine/ga';
import { buildGaSheet, type GaSettings } from '../../report/ga-sheet';
import { writeModelToNewSheet } from '../../excel/new-sheet';
import type { GaReply, GaRequest } from './ga-worker';
import type { Language } from '../shared/language';
import { PanelState, type BusyRefusal } from '../shared/panel-state';
import { readSelectedPuzzle } from '../shared/selected-puzzle';
import type { SelectionProblem } from '../shared/sheet-puzzle';
import { runInWorker, WorkerCrashed, type PaneWorker } from '../shared/worker-host';

export type GaWorkerLike = PaneWorker<GaRequest, GaReply>;

export interface GaPanelDeps {
  /** Excel.run, or a fake in tests. */
  runExcel<T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
  /** `() => new Worker('ga-worker.js')` in the pane; an in-process stand-in in tests. */
  createWorker(): GaWorkerLike | Worker;
  language: Language;
  /** A fresh seed when the seed field is blank (default: from the clock). */
  newSeed?: () => number;
  /** How long Cancel waits for the worker's partial run before it stops the worker (default CANCEL_GRACE_MS). */
  cancelGraceMs?: number;
}

/** A worker that does not answer Cancel within this time is stopped, and nothing is written. */
export const CANCEL_GRACE_MS = 3000;

/** What the person typed, as text (the view passes its fields unchanged). */
export interface GaRunRequest {
  population: string;
  generations: string;
  crossoverRate: string;
  mutationRate: string;
  variant: GaVariant;
  restartAfter: string;
  /** Blank: a new seed each run (the sheet records it). */
  seed: string;
}

export const MAX_POPULATION = 10000;
export const MAX_GENERATIONS = 1000000;

export type GaField = 'population' | 'generations' | 'crossoverRate' | 'mutationRate' | 'restartAfter' | 'seed';

/** Something the pane must tell the person, in their language (see ga-strings.ts). */
export type GaProblem =
  | SelectionProblem
  | { reason: 'bad-option'; field: GaField }
  /** The worker crashed (Retry runs the same request again). */
  | { reason: 'worker-failed'; detail: string }
  | { reason: 'failed'; detail: string };

export interface GaState extends BusyRefusal {
  /** 'cancelling': Cancel was pressed, the worker is sending the run so far. */
  phase: 'idle' | 'reading' | 'running' | 'cancelling' | 'writing' | 'done' | 'failed';
  generation: number;
  generationLimit: number;
  bestFitness: number;
  /** The finished run, shown in the pane. */
  result?: { solved: boolean; cancelled: boolean; generations: number; bestFitness: number; timeMs: number };
  sheetName?: string;
  problem?: GaProblem;
  canRetry: boolean;
}

/** The typed fields as the engine's settings, or the first field that is not valid. */
export function gaSettingsOf(request: GaRunRequest, newSeed: () => number): GaSettings | { field: GaField } {
  const whole = (text: string, min: number, max: number) => {
    const value = Number(text.trim());
    return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
  };
  const rate = (text: string) => {
    const value = Number(text.trim());
    return text.trim() !== '' && value >= 0 && value <= 1 ? value : undefined;
  };
  const population = whole(request.population, 2, MAX_POPULATION);
  if (population === undefined) return { field: 'population' };
  const generations = whole(request.generations, 1, MAX_GENERATIONS);
  if (generations === undefined) return { field: 'generations' };
  const crossoverRate = rate(request.crossoverRate);
  if (crossoverRate === undefined) return { field: 'crossoverRate' };
  const mutationRate = rate(request.mutationRate);
  if (mutationRate === undefined) return { field: 'mutationRate' };
  const restartAfter = whole(request.restartAfter, 0, MAX_GENERATIONS);
  if (restartAfter === undefined) return { field: 'restartAfter' };
  const seed = request.seed.trim() === '' ? newSeed() : whole(request.seed, 0, 2 ** 32 - 1);
  if (seed === undefined) return { field: 'seed' };
  const variant = GA_VARIANTS.includes(request.variant) ? request.variant : DEFAULT_GA_VARIANT;
  return { population, generations, crossoverRate, mutationRate, variant, restartAfter, seed };
}

class Cancelled extends Error {}

export class GaController extends PanelState<GaState> {
  private worker: GaWorkerLike | undefined;
  private stopRun: (() => void) | undefined;
  private lastRequest: GaRunRequest | undefined;
  private cancelTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: GaPanelDeps) {
    super({ phase: 'idle', generation: 0, generationLimit: 0, bestFitness: 0, canRetry: false });
  }

  override get busy(): boolean {
    return (
      this.state.phase === 'reading' ||
      this.state.phase === 'running' ||
      this.state.phase === 'cancelling' ||
      this.state.phase === 'writing'
    );
  }

  /** Reads the puzzle, runs the GA in a fresh worker, then writes the run to a new sheet. */
  async run(request: GaRunRequest): Promise<GaState> {
    if (this.busy) return this.refuseWhileBusy();
    this.lastRequest = request;
    const fresh = {
      generation: 0,
      generationLimit: 0,
      bestFitness: 0,
      result: undefined,
      sheetName: undefined,
      problem: undefined,
      canRetry: false,
    };
    const settings = gaSettingsOf(request, this.deps.newSeed ?? (() => Date.now() % 2 ** 32));
    if ('field' in settings)
      return this.update({ ...fresh, phase: 'failed', problem: { reason: 'bad-option', field: settings.field } });
    this.update({ ...fresh, phase: 'reading', generationLimit: settings.generations });
    try {
      const puzzle = await readSelectedPuzzle(this.deps.runExcel);
      if (!puzzle.ok) return this.failed(puzzle.problem);
      const { source } = puzzle;

      this.update({ phase: 'running' });
      const { result, timeMs } = await this.solve({ type: 'start', puzzle: puzzle.digits, options: settings });
      this.update({ phase: 'writing', generation: result.generations, bestFitness: result.bestFitness });
      const model = buildGaSheet({
        puzzle: puzzle.digits.join(''),
        source,
        settings: { ...settings, seed: result.seed },
        result: { ...result, timeMs },
        language: this.deps.language,
      });
      const report = await this.deps.runExcel((context) => writeModelToNewSheet(context, model));
      const shown = {
        solved: result.solved,
        cancelled: result.cancelled,
        generations: result.generations,
        bestFitness: result.bestFitness,
        timeMs,
      };
      return this.update({ phase: 'done', result: shown, sheetName: report.sheetName });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      if (error instanceof Cancelled)
        return this.update({
          phase: 'done',
          result: {
            solved: false,
            cancelled: true,
            generations: this.state.generation,
            bestFitness: this.state.bestFitness,
            timeMs: 0,
          },
        });
      if (error instanceof WorkerCrashed)
        return this.update({ phase: 'failed', problem: { reason: 'worker-failed', detail }, canRetry: true });
      return this.failed({ reason: 'failed', detail });
    }
  }

  /** Runs the request the crashed worker stopped, in a fresh worker. */
  retry(): Promise<GaState> {
    return this.state.canRetry && this.lastRequest ? this.run(this.lastRequest) : Promise.resolve(this.state);
  }

  /**
   * The worker reads the cancel message between slices of generations and answers with the run so
   * far, which is written like a finished one. A worker that does not answer in time is stopped,
   * and then nothing is written.
   */
  cancel(): void {
    if (!this.worker || this.state.phase !== 'running') return;
    this.update({ phase: 'cancelling' });
    this.worker.postMessage({ type: 'cancel' });
    this.cancelTimer = setTimeout(() => this.stopRun?.(), this.deps.cancelGraceMs ?? CANCEL_GRACE_MS);
  }

  private failed(problem: GaProblem): GaState {
    return this.update({ phase: 'failed', problem });
  }

  private async solve(start: GaRequest): Promise<{ result: GaResult; timeMs: number }> {
    // A DOM Worker posts MessageEvents; the controller reads only their data.
    const worker = (this.worker = this.deps.createWorker() as GaWorkerLike);
    const stopped = new Promise<never>((_, reject) => (this.stopRun = () => reject(new Cancelled())));
    try {
      const finished = runInWorker<GaRequest, GaReply, { result: GaResult; timeMs: number } | Error>(
        worker,
        start,
        (data, finish) => {
          if (data.type === 'progress') this.update({ generation: data.generation, bestFitness: data.bestFitness });
          else if (data.type === 'done') finish({ result: data.result, timeMs: data.timeMs });
          else finish(new Error(data.message));
        },
      );
      const outcome = await Promise.race([finished, stopped]);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    } catch (error) {
      if (error instanceof Cancelled) worker.terminate();
      throw error;
    } finally {
      clearTimeout(this.cancelTimer);
      this.worker = undefined;
      this.stopRun = undefined;
    }
  }
}
