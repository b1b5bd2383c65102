/**
 * The genetic-algorithm solver of the GA paper (SPEC §10), seeded, cancellable and reporting
 * progress. One generation of the paper's GA ('paper'):
 *   1. tournament selection (two entrants, the fitter wins) of the parents, in pairs;
 *   2. crossover with probability crossoverRate: one child takes each band from the parent better
 *      on those rows, the other each stack from the parent better on those columns; otherwise the
 *      children are copies of the parents;
 *   3. swap mutation of each child with probability mutationRate (one swap of two free cells in
 *      one box; a swap that would put a digit in a row or column where it is given is never
 *      made, as it cannot lead to the solution);
 *   4. local search: two one-swap mutants of every child (twice the population), the best
 *      `population` of them form the next generation;
 *   5. elitism: if the new generation lost the best individual so far, it replaces the worst.
 * That is the variant 'paper'. Its two ablations: 'crossover-only' skips the local search,
 * 'random' (mutation only, a random search) also skips crossover.
 *
 * Our improvement, `restartAfter`: when the best fitness has not risen for that many generations,
 * the whole population is drawn afresh (the best so far is kept aside for the result). The
 * default variant, 'improved', is the paper's GA restarting after RECOMMENDED_RESTART_AFTER
 * generations without progress (SPEC §10: the GA paper's solver, improved); the others restart
 * only when `restartAfter` asks. The paper
 * suggests raising mutation now and then to leave a local optimum; bursts of 10 or 30 swaps per
 * individual instead of a fresh draw solved none of 6 runs of 2,000 generations on an
 * intermediate puzzle, the restart all 6. The GA either solves a puzzle within a few hundred
 * generations of a start or sticks at 160, so many short attempts beat one long one. See
 * bench/ga.bench.ts.
 */

import { conflictError, findConflicts } from '../board/rules';
import { createRandom } from '../core/random';
import { GA_LIMITS } from '../core/limits';
import {
  optionsOf,
  requireDigits,
  requireFunction,
  requireInteger,
  requireName,
  requireNumber,
  requireRecord,
} from '../core/arguments';
import type { Random } from '../core/random';
import { CELL_COUNT, SIDE } from '../board/layout';
import type { Digits } from '../board/grid';
import { LINE_MASK_COUNT, MAX_FITNESS, lineMasks, scoreGrid, swapDelta } from './grid-score';
import {
  applySwap,
  copyCells,
  crossBands,
  crossStacks,
  freeCellsOf,
  mutate,
  pickSwap,
  randomIndividual,
  swapCellA,
  swapCellB,
} from './operators';
import type { FreeCells } from './operators';

/** 'improved' (the default): 'paper' with restarts; 'paper': the GA as published; its ablations 'crossover-only' and 'random'. */
export type GaVariant = 'improved' | 'paper' | 'crossover-only' | 'random';
export const GA_VARIANTS: readonly GaVariant[] = ['improved', 'paper', 'crossover-only', 'random'];
export const DEFAULT_GA_VARIANT: GaVariant = 'improved';

/** The paper's parameters. */
export const GA_DEFAULTS = { population: 150, generations: 20000, crossoverRate: 0.3, mutationRate: 0.3 } as const;

/** Our improvement's setting, measured by the bench: restart after 100 generations without progress. */
export const RECOMMENDED_RESTART_AFTER = 100;

/** The restartAfter a variant runs with unless one is given: the improved GA's, or never (the paper's GA and its ablations). */
export function defaultRestartAfter(variant: GaVariant): number {
  return variant === 'improved' ? RECOMMENDED_RESTART_AFTER : 0;
}

export interface GaProgress {
  generation: number;
  bestFitness: number;
  meanFitness: number;
}

export interface GaOptions {
  seed?: number | string;
  population?: number;
  generations?: number;
  crossoverRate?: number;
  mutationRate?: number;
  /** Default 'improved'. */
  variant?: GaVariant;
  /** Generations without a better best fitness before a restart; 0: never; absent: the variant's (defaultRestartAfter). */
  restartAfter?: number;
  /** Called every progressEvery generations (default 100) and once at the end. */
  onProgress?: (progress: GaProgress) => void;
  progressEvery?: number;
  /** Checked once a generation; when aborted, the run stops and reports what it has. */
  signal?: { readonly aborted: boolean };
}

export interface GaResult {
  solved: boolean;
  cancelled: boolean;
  /** Generations run: the one that found the solution when solved (0 = the first population). */
  generations: number;
  bestFitness: number;
  /** The best individual found: the solution when solved. */
  best: Digits;
  /** Best and mean fitness of each generation, index 0 being the first population. */
  history: { best: Uint8Array; mean: Float32Array };
  seed: number;
}

function checkedOptions(
  options: GaOptions,
): Required<
  Pick<
    GaOptions,
    'population' | 'generations' | 'crossoverRate' | 'mutationRate' | 'variant' | 'restartAfter' | 'progressEvery'
  >
> {
  const given = stripUndefined(options);
  if (given.variant !== undefined) requireName(given.variant, GA_VARIANTS, 'The GA variant');
  const variant = given.variant ?? DEFAULT_GA_VARIANT;
  const merged = { ...GA_DEFAULTS, variant, restartAfter: defaultRestartAfter(variant), progressEvery: 100, ...given };
  requireInteger(merged.population, 'GA option population', 2, GA_LIMITS.population);
  requireInteger(merged.generations, 'GA option generations', 0, GA_LIMITS.generations);
  requireInteger(merged.restartAfter, 'GA option restartAfter', 0, Number.MAX_SAFE_INTEGER);
  requireInteger(merged.progressEvery, 'GA option progressEvery', 1, Number.MAX_SAFE_INTEGER);
  requireNumber(merged.crossoverRate, 'GA option crossoverRate', 0, 1);
  requireNumber(merged.mutationRate, 'GA option mutationRate', 0, 1);
  if (options.onProgress !== undefined) requireFunction(options.onProgress, 'GA option onProgress');
  if (options.signal !== undefined) requireRecord(options.signal, 'GA option signal');
  return merged;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/** The givens as 81 digits; a bad length, value or clash is a PuzzleError naming the cells. */
function checkedPuzzle(puzzle: ArrayLike<number>): Uint8Array {
  requireDigits(puzzle, 'The puzzle');
  const conflicts = findConflicts(puzzle);
  if (conflicts.length > 0) throw conflictError(conflicts);
  return Uint8Array.from(puzzle);
}

/** Runs the GA on a puzzle (81 digits, 0 = blank). Throws PuzzleError for a malformed or clashing puzzle. */
export function solveWithGa(puzzle: ArrayLike<number>, options?: GaOptions): GaResult {
  const run = startGa(puzzle, options);
  run.step(Infinity);
  return run.finish();
}

/**
 * A GA run taken a few generations at a time, so a caller (the pane's worker) can return to its
 * event loop between chunks, read a cancel message there, and still keep the partial run. Driven
 * to the end it is exactly solveWithGa's run for the same options and seed.
 */
export interface SteppedGaRun {
  /** Generations bred so far (0 = only the first population). */
  readonly generation: number;
  /** Solved or at the generation limit. */
  readonly over: boolean;
  /**
   * Breeds up to `count` more generations, fewer when the run is solved, reaches its limit or the
   * options' signal is aborted; returns `over`.
   */
  step(count: number): boolean;
  /** The run so far, cancelled unless it is over; makes the last progress report. Call once. */
  finish(): GaResult;
}

/** Starts a GA run (the first population is drawn and scored); throws PuzzleError like solveWithGa. */
export function startGa(puzzle: ArrayLike<number>, given?: GaOptions): SteppedGaRun {
  const options = optionsOf(given);
  const givens = checkedPuzzle(puzzle);
  const settings = checkedOptions(options);
  const random = createRandom(options.seed ?? Date.now());
  return new GaRun(freeCellsOf(givens), settings, random, options);
}

class GaRun implements SteppedGaRun {
  private readonly size: number;
  private population: Uint8Array;
  private children: Uint8Array;
  private fitness: Int32Array;
  private readonly rowScores: Uint8Array;
  private readonly colScores: Uint8Array;
  private readonly masks = new Uint16Array(LINE_MASK_COUNT);
  private readonly mutantFitness: Int32Array;
  private readonly mutantSwap: Int32Array;
  private readonly mutantsByFitness: Int32Array;
  private readonly fitnessStart = new Int32Array(MAX_FITNESS + 2);
  private readonly elite = new Uint8Array(CELL_COUNT);
  private eliteFitness = -1;
  /** The best individual of the whole run (the elite is only the current population's, see restart). */
  private readonly best = new Uint8Array(CELL_COUNT);
  private bestFitness = -1;
  private stagnant = 0;
  private readonly historyBest: Uint8Array;
  private readonly historyMean: Float32Array;
  generation = 0;

  constructor(
    private readonly free: FreeCells,
    private readonly settings: ReturnType<typeof checkedOptions>,
    private readonly random: Random,
    private readonly options: GaOptions,
  ) {
    const size = (this.size = settings.population);
    this.population = new Uint8Array(size * CELL_COUNT);
    this.children = new Uint8Array(size * CELL_COUNT);
    this.fitness = new Int32Array(size);
    this.rowScores = new Uint8Array(size * SIDE);
    this.colScores = new Uint8Array(size * SIDE);
    this.mutantFitness = new Int32Array(2 * size);
    this.mutantSwap = new Int32Array(2 * size);
    this.mutantsByFitness = new Int32Array(2 * size);
    this.historyBest = new Uint8Array(settings.generations + 1);
    this.historyMean = new Float32Array(settings.generations + 1);
    this.drawPopulation();
    this.evaluate(0);
  }

  get over(): boolean {
    return this.bestFitness >= MAX_FITNESS || this.generation >= this.settings.generations;
  }

  step(count: number): boolean {
    for (let bred = 0; bred < count && !this.over; bred++) {
      if (this.options.signal?.aborted) break;
      this.generation++;
      this.breed();
      this.evaluate(this.generation);
    }
    return this.over;
  }

  finish(): GaResult {
    const { generation } = this;
    // The last generation's report, unless evaluate has just made it.
    if (generation === 0 || generation % this.settings.progressEvery !== 0) this.report(generation);
    return {
      solved: this.bestFitness === MAX_FITNESS,
      cancelled: !this.over,
      generations: generation,
      bestFitness: this.bestFitness,
      best: Uint8Array.from(this.best),
      history: { best: this.historyBest.slice(0, generation + 1), mean: this.historyMean.slice(0, generation + 1) },
      seed: this.random.seed,
    };
  }

  /** Children from the population (steps 1–4), which then become the population. */
  private breed(): void {
    const { variant, crossoverRate, mutationRate } = this.settings;
    const { population, children, random } = this;
    for (let k = 0; k < this.size; k += 2) {
      const first = this.tournament();
      const second = this.tournament();
      if (k + 1 < this.size && variant !== 'random' && random.next() < crossoverRate) {
        crossBands(population, this.rowScores, first, second, children, k * CELL_COUNT, random);
        crossStacks(population, this.colScores, first, second, children, (k + 1) * CELL_COUNT, random);
      } else {
        copyCells(population, first * CELL_COUNT, children, k * CELL_COUNT);
        if (k + 1 < this.size) copyCells(population, second * CELL_COUNT, children, (k + 1) * CELL_COUNT);
      }
    }
    for (let k = 0; k < this.size; k++)
      if (random.next() < mutationRate) mutate(this.free, random, children, k * CELL_COUNT);
    if (variant === 'improved' || variant === 'paper') this.localSearch();
    else {
      this.children = population;
      this.population = children;
    }
  }

  private tournament(): number {
    const a = this.random.int(this.size);
    const b = this.random.int(this.size);
    return this.fitness[b] > this.fitness[a] ? b : a;
  }

  /**
   * Two one-swap mutants of each child, priced from the child's digit counts without being
   * built; the best `size` of them (by fitness, ties in order) are built into the population.
   */
  private localSearch(): void {
    const { children, mutantFitness, mutantSwap, random } = this;
    for (let k = 0; k < this.size; k++) {
      const offset = k * CELL_COUNT;
      const fitness = lineMasks(children, offset, this.masks);
      for (let m = 2 * k; m < 2 * k + 2; m++) {
        const swap = pickSwap(this.free, random, children, offset);
        mutantSwap[m] = swap;
        if (swap < 0) {
          mutantFitness[m] = fitness;
          continue;
        }
        const a = swapCellA(swap);
        const b = swapCellB(swap);
        mutantFitness[m] = fitness + swapDelta(this.masks, a, children[offset + a], b, children[offset + b]);
      }
    }
    // A counting sort: fitness is a small whole number, so ranking 2 × size mutants is linear.
    const start = this.fitnessStart;
    start.fill(0);
    for (let m = 0; m < 2 * this.size; m++) start[MAX_FITNESS - mutantFitness[m] + 1]++;
    for (let f = 1; f < start.length; f++) start[f] += start[f - 1];
    for (let m = 0; m < 2 * this.size; m++) this.mutantsByFitness[start[MAX_FITNESS - mutantFitness[m]]++] = m;
    for (let k = 0; k < this.size; k++) {
      const m = this.mutantsByFitness[k];
      const parent = m >> 1;
      copyCells(children, parent * CELL_COUNT, this.population, k * CELL_COUNT);
      applySwap(this.population, k * CELL_COUNT, mutantSwap[m]);
    }
  }

  /** Scores the population, keeps the elite (step 5), restarts when stuck, and records the history. */
  private evaluate(generation: number): void {
    let best = 0;
    let worst = 0;
    for (let k = 0; k < this.size; k++) {
      this.fitness[k] = scoreGrid(
        this.population,
        k * CELL_COUNT,
        this.masks,
        this.rowScores,
        this.colScores,
        k * SIDE,
      );
      if (this.fitness[k] > this.fitness[best]) best = k;
      if (this.fitness[k] < this.fitness[worst]) worst = k;
    }
    if (this.fitness[best] > this.eliteFitness) {
      this.eliteFitness = this.fitness[best];
      copyCells(this.population, best * CELL_COUNT, this.elite, 0);
    } else if (this.fitness[best] < this.eliteFitness) {
      this.population.set(this.elite, worst * CELL_COUNT);
      this.fitness[worst] = scoreGrid(
        this.population,
        worst * CELL_COUNT,
        this.masks,
        this.rowScores,
        this.colScores,
        worst * SIDE,
      );
    }
    if (this.eliteFitness > this.bestFitness) {
      this.bestFitness = this.eliteFitness;
      this.best.set(this.elite);
      this.stagnant = 0;
    } else if (++this.stagnant >= this.settings.restartAfter && this.settings.restartAfter > 0) {
      this.restart();
    }
    let sum = 0;
    for (let k = 0; k < this.size; k++) sum += this.fitness[k];
    this.historyBest[generation] = this.bestFitness;
    this.historyMean[generation] = sum / this.size;
    if (generation % this.settings.progressEvery === 0 && generation > 0) this.report(generation);
  }

  /** A fresh population; the elite is forgotten too, or it would pull everyone back to its optimum. */
  private restart(): void {
    this.stagnant = 0;
    this.eliteFitness = -1;
    this.drawPopulation();
  }

  /** Random individuals, scored. */
  private drawPopulation(): void {
    for (let k = 0; k < this.size; k++) {
      randomIndividual(this.free, this.random, this.population, k * CELL_COUNT);
      this.fitness[k] = scoreGrid(
        this.population,
        k * CELL_COUNT,
        this.masks,
        this.rowScores,
        this.colScores,
        k * SIDE,
      );
    }
  }

  private report(generation: number): void {
    this.options.onProgress?.({ generation, bestFitness: this.bestFitness, meanFitness: this.historyMean[generation] });
  }
}
