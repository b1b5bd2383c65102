/**
 * Generation for large combined layouts (issue 21): hundreds of 9×9 grids, where a whole-puzzle
 * test per removed given would be far too slow. From a full grid of the layout, givens are removed
 * grid by grid in layout order, each removal kept only while, in every neighbourhood holding the
 * cell (neighbourhoods.ts), singles and intersections on that neighbourhood alone still fill its
 * own grid. That invariant holds from the full grid on; every cell is in its own grid's
 * neighbourhood; and what logic finds on a neighbourhood it finds in the whole puzzle, so the
 * puzzle is unique and solvable without assumptions at every moment: stopping early (time limit,
 * Ctrl-C) still leaves a good puzzle. A grid needs only its own cells settled, not its neighbours'
 * far boxes, which is what lets shared boxes carry fewer givens (16.5 per grid on the record layout
 * where a uniqueness test per neighbourhood gave 19.4). The improvement pass (improve-combined.ts)
 * then trades two givens for one under the same test, within its move budget and the time limit
 * (about 14.9 per grid on the record layout). As a safeguard the whole puzzle is then
 * analysed, and should the analyser's techniques need an assumption, wherever they stall without
 * one the cell with the fewest candidates would become a given again. Everything but the final
 * analysis stops at the time limit, counted from `startedAt` (a command's start).
 */

import { PuzzleError } from '../core/errors';
import type { ErrorInfo, Grade } from '../analysis/types';
import { GEOMETRIES, type Geometry } from '../geometry/geometry';
import { optionsOf, requireFunction, requireInteger, requireNumber, requireTimeLimit } from '../core/arguments';
import { generateVariantGridWithin } from '../geometry/fullgrid';
import { createRandom, type Random } from '../core/random';
import { describeGoal, inTarget, ratingDistance, resolveGoal, type GradeTarget, type RatingTarget } from './target';
import { resolveWeights } from '../analysis/effort';
import { analyzeVariant, type VariantAnalysisResult } from '../analysis/variant-analyser';
import { VariantBoard } from '../board/variant-board';
import { runVariantLoop } from '../analysis/variant-loop';
import { Deadline } from '../core/deadline';
import { improveGivens } from './improve-combined';
import { buildNeighbourhoods, isCoreSolvedAround } from './neighbourhoods';
import { VARIANT_LETTERS, variantWeights } from '../analysis/variant-techniques';

const WITHOUT_ASSUMPTIONS = new Set(VARIANT_LETTERS.filter((letter) => letter !== 'A'));
const WEIGHTS = variantWeights(resolveWeights());

export interface CombinedProgress {
  gridsDone: number;
  grids: number;
  givens: number;
  /**
   * removing: givens being removed; improving: the two-out-one-in pass after it; repairing: givens
   * added back where logic stalls; analysing: the final analysis.
   */
  phase: 'removing' | 'improving' | 'repairing' | 'analysing';
}

export interface CombinedGenerateOptions {
  /** Stop removing once all givens ÷ grids reach this (default: remove while the puzzle stays unique). */
  givensPerGrid?: number;
  /** A level or range; default 1..5 (no assumptions, which this generator always meets). */
  grade?: string | GradeTarget;
  /**
   * A rating range ("2.5..3.5") the puzzle should meet as well (rating.ts, calibrated against SE on 9×9 only):
   * the layout is thinned for logic alone, so a range it misses is named in the note.
   */
  rating?: string | RatingTarget;
  seed?: number | string;
  /** Removal and improvement stop at this time and the puzzle so far is finished (default: no limit). */
  timeLimitMs?: number;
  now?: () => number;
  /** The clock reading the time limit counts from (default: the call's start; a command passes its own start). */
  startedAt?: number;
  onProgress?: (progress: CombinedProgress) => void;
  /** 1: a grid and the grids overlapping it (default); 2 adds theirs (a little fewer givens, several times slower). */
  neighbourhoodDepth?: number;
  /** Asked between removals: true ends removal as the time limit does (Ctrl-C). */
  shouldStop?: () => boolean;
  /** Moves of the improvement pass after the removal (default IMPROVE_MOVES_PER_GRID per grid; 0: none). */
  improveMoves?: number;
}

/**
 * The improvement pass's default work per grid. On the record layout (280 grids, seed "record")
 * 100 moves a grid took 16.52 givens per grid to 14.88 in about 70 s of CPU; the first 10 s
 * already passed the record's 16.44.
 */
export const IMPROVE_MOVES_PER_GRID = 100;
/** Moves between two progress reports (and looks at Ctrl-C) of the improvement pass. */
const IMPROVE_SLICE = 100;

export interface GeneratedCombined {
  puzzle?: number[];
  solution?: number[];
  grade?: Grade;
  analysis?: VariantAnalysisResult;
  givens: number;
  givensPerGrid: number;
  /** Givens added back so logic alone solves it. */
  repairs: number;
  /** Whether removal ran through every grid (false when the time limit or a stop cut it short). */
  complete: boolean;
  timeMs: number;
  seed: number;
  note?: string;
  error?: ErrorInfo;
}

/** The whole run at once (tests, bench); the command line steps through generateCombinedSteps to hear Ctrl-C. */
export function generateCombinedPuzzle(geometry: Geometry, options?: CombinedGenerateOptions): GeneratedCombined {
  const steps = generateCombinedSteps(geometry, options);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** The run, pausing (yielding its progress) after each grid and each phase; the arguments are checked at the call, before the first step. */
export function generateCombinedSteps(
  geometry: Geometry,
  given?: CombinedGenerateOptions,
): Generator<CombinedProgress, GeneratedCombined> {
  GEOMETRIES.require(geometry, 'The geometry');
  if (geometry.grids.length === 0)
    throw new PuzzleError('bad-input', 'The combined generator needs a layout of 9×9 grids.');
  const options = optionsOf(given);
  const grids = geometry.grids.length;
  if (options.givensPerGrid !== undefined) requireNumber(options.givensPerGrid, 'The givens per grid', 0, 81);
  if (options.timeLimitMs !== undefined) requireTimeLimit(options.timeLimitMs);
  // A ring of neighbours grows by at least one grid a step, or stops.
  if (options.neighbourhoodDepth !== undefined)
    requireInteger(options.neighbourhoodDepth, 'The neighbourhood depth', 1, grids);
  if (options.improveMoves !== undefined)
    requireInteger(options.improveMoves, 'The improvement moves', 0, Number.MAX_SAFE_INTEGER);
  for (const name of ['now', 'onProgress', 'shouldStop'] as const)
    if (options[name] !== undefined) requireFunction(options[name], `The option ${name}`);
  if (options.startedAt !== undefined) requireNumber(options.startedAt, 'The start time', 0, Number.MAX_SAFE_INTEGER);
  const { target, rating } = resolveGoal(options.grade, options.rating);
  const random = createRandom(options.seed);
  return combinedSteps(geometry, options, { target, rating }, random);
}

function* combinedSteps(
  geometry: Geometry,
  options: CombinedGenerateOptions,
  { target, rating }: { target: GradeTarget; rating: RatingTarget | undefined },
  random: Random,
): Generator<CombinedProgress, GeneratedCombined> {
  const now = options.now ?? (() => performance.now());
  const started = options.startedAt ?? now();
  // A removal test takes a millisecond or more, so the clock (and Ctrl-C) is read before each one.
  const deadline = new Deadline(
    now,
    options.timeLimitMs === undefined ? Infinity : started + options.timeLimitMs,
    1,
    options.shouldStop,
  );
  const grids = geometry.grids.length;
  const floor = options.givensPerGrid === undefined ? 0 : Math.round(options.givensPerGrid * grids);
  const progress = (phase: CombinedProgress['phase'], gridsDone: number, givens: number): CombinedProgress => {
    const state = { phase, gridsDone, grids, givens };
    options.onProgress?.(state);
    return state;
  };

  // Past the time limit the fill leaves grids unvaried, and a search fill (small layouts) gives up.
  const solution = generateVariantGridWithin(geometry, random, () => deadline.readNow());
  if (!solution) {
    const timeMs = Math.round(now() - started);
    const message = `The time limit ran out before the layout's ${grids} grids were filled; a longer one may find a puzzle.`;
    return {
      seed: random.seed,
      givens: 0,
      givensPerGrid: 0,
      repairs: 0,
      complete: false,
      timeMs,
      error: { kind: 'not-found-in-time', message, cells: [] },
    };
  }
  const givens = Uint8Array.from(solution);
  let count = geometry.cellCount;
  // Not built once time is up: the puzzle is then the full grid, and the largest layout's neighbourhoods take a tenth of a second.
  let complete = !deadline.readNow();
  const neighbourhoods = complete
    ? buildNeighbourhoods(geometry, options.neighbourhoodDepth ?? 1)
    : { memberStart: new Int32Array(0), members: new Int32Array(0), list: [] };
  const { memberStart, members, list } = neighbourhoods;
  const tried = new Uint8Array(geometry.cellCount);
  for (let grid = 0; grid < grids && complete && count > floor; grid++) {
    for (const cell of random.shuffle(cellsOfGrid(geometry, grid).filter((cell) => !tried[cell]))) {
      if (count <= floor) break;
      if (deadline.reached()) {
        complete = false;
        break;
      }
      tried[cell] = 1;
      givens[cell] = 0;
      let solved = true;
      for (let k = memberStart[cell]; k < memberStart[cell + 1] && solved; k++)
        solved = isCoreSolvedAround(list[members[k]], givens);
      if (solved) count--;
      else givens[cell] = solution[cell];
    }
    yield progress('removing', grid + 1, count);
  }

  const moves = options.improveMoves ?? IMPROVE_MOVES_PER_GRID * grids;
  for (let done = 0; complete && done < moves && count > floor && !deadline.readNow(); done += IMPROVE_SLICE) {
    count -= improveGivens(neighbourhoods, givens, solution, {
      moves: Math.min(IMPROVE_SLICE, moves - done),
      floor,
      random,
      deadline,
    });
    yield progress('improving', grids, count);
  }

  // Analysed first, repaired only should logic stall: a pass over a large layout costs about a
  // tenth of a millisecond per blank, and a time limit allows only a tenth more for the finish.
  yield progress('analysing', grids, count);
  let analysis = analyzeVariant(geometry, givens, { provenSolution: solution });
  let repairs = 0;
  if (analysis.status !== 'conquer' || analysis.assumptions > 0) {
    yield progress('repairing', grids, count);
    repairs = repairUntilLogicSolves(geometry, givens, solution);
    yield progress('analysing', grids, count + repairs);
    analysis = analyzeVariant(geometry, givens, { provenSolution: solution });
  }
  // Logic alone solves it (the analysis conquered without assumptions), which proves the solution the only one.
  const timeMs = Math.round(now() - started);
  const base = {
    seed: random.seed,
    givens: count + repairs,
    givensPerGrid: (count + repairs) / grids,
    repairs,
    complete,
    timeMs,
  };
  if (analysis.status !== 'conquer' || !analysis.grade) {
    const message = analysis.error?.message ?? analysis.reason ?? 'the analysis did not finish';
    return {
      ...base,
      error: { kind: 'no-solution', message: `The generated puzzle failed its final analysis: ${message}`, cells: [] },
    };
  }
  const result: GeneratedCombined = {
    ...base,
    puzzle: analysis.puzzle,
    solution: Array.from(solution),
    grade: analysis.grade,
    analysis,
  };
  const notes: string[] = [];
  if (!complete) notes.push(`Stopped before every grid was thinned; this is the puzzle so far.`);
  const offRating =
    rating !== undefined && (analysis.rating === undefined || ratingDistance(analysis.rating, rating) > 0);
  if (!inTarget(analysis.grade.level, target) || offRating) {
    const reached = rating ? `${analysis.grade.name}, rating ${analysis.rating}` : analysis.grade.name;
    notes.push(`The puzzle is ${reached}, not ${describeGoal(target, rating)}.`);
  }
  if (options.givensPerGrid !== undefined && base.givensPerGrid > options.givensPerGrid + 1e-9) {
    notes.push(
      `${base.givensPerGrid.toFixed(2)} givens per grid, above the ${options.givensPerGrid} asked for: no more could go while it stays unique and solvable by logic.`,
    );
  }
  if (notes.length > 0) result.note = notes.join(' ');
  return result;
}

/**
 * Runs the techniques without assumptions from the givens; wherever they stall, the empty cell with
 * the fewest candidates gets its solution value as a new given, and the run goes on from there.
 * Returns how many givens it added (written into `givens`).
 */
export function repairUntilLogicSolves(geometry: Geometry, givens: Uint8Array, solution: ArrayLike<number>): number {
  const board = VariantBoard.fromValues(geometry, givens);
  let repairs = 0;
  for (;;) {
    runVariantLoop(board, {
      enabled: WITHOUT_ASSUMPTIONS,
      weights: WEIGHTS,
      now: () => 0,
      startedAt: 0,
      reportNext: false,
    });
    if (board.emptyCount === 0) return repairs;
    let chosen = -1;
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      if (board.values[cell] === 0 && (chosen < 0 || board.counts[cell] < board.counts[chosen])) chosen = cell;
    }
    givens[chosen] = solution[chosen];
    board.place(chosen, solution[chosen]);
    repairs++;
  }
}

function cellsOfGrid(geometry: Geometry, grid: number): number[] {
  const { row, col } = geometry.grids[grid];
  const cells: number[] = [];
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) cells.push(geometry.cellAt[(row + r) * geometry.cols + col + c]);
  return cells;
}
