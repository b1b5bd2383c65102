/**
 * Generation on any geometry (SPEC §9, §11): a unique puzzle whose givens sit exactly on a drawn
 * pattern, optionally at a target grade. The puzzle company's hill climb, generically: fill the
 * pattern from a random full grid; score a filling by the cells the logic solver (singles and
 * intersections, every unit kind) leaves blank; repeatedly clear two givens and refill each with
 * a random candidate the others still allow, keeping the change when the score does not rise;
 * restart from a new full grid after MAX_STALE tries without progress. A score of 0 means logic
 * alone solves the puzzle, so its solution is unique; the exact solver confirms it and the
 * analyser grades it. A target missed within the time limit gives the closest puzzle and a note.
 */

import { PuzzleError, notFoundInTime } from '../core/errors';
import type { ErrorInfo, Grade } from '../analysis/types';
import { GEOMETRIES, type Geometry } from '../geometry/geometry';
import { optionsOf, requireCellList, requireFunction, requireTimeLimit } from '../core/arguments';
import { generateVariantGridWithin } from '../geometry/fullgrid';
import { solveVariant } from '../geometry/solver';
import { createRandom, type Random } from '../core/random';
import {
  describeGoal,
  distanceToTarget,
  ratingDistance,
  resolveGoal,
  type GradeTarget,
  type RatingTarget,
} from './target';
import { resolveWeights } from '../analysis/effort';
import { VariantAnalysisResult, analyzeVariant } from '../analysis/variant-analyser';
import { VariantBoard, valuesOf } from '../board/variant-board';
import { Deadline } from '../core/deadline';
import { runVariantLoop } from '../analysis/variant-loop';
import { enabledVariantLetters, variantWeights } from '../analysis/variant-techniques';

export const DEFAULT_VARIANT_TIME_LIMIT_MS = 10_000;
/** Tries without a lower score before a restart from a new full grid. */
const MAX_STALE = 200;
/**
 * Branches the exact solver may take to count a candidate's solutions (to two): a filled pattern
 * is thrown away when the count is not settled within them, so that no single count outlasts the
 * time limit (on sparse 9×9 kinds a count takes tens to hundreds of branches).
 */
const COUNT_BUDGET = 50_000;
const LOGIC = enabledVariantLetters('BLCEMVWYX', 'to the generator');
const WEIGHTS = variantWeights(resolveWeights());

export interface VariantGenerateOptions {
  /** A level or range ("Pleasant..Comfort", "5"); default 1..5 (no assumptions), any level with a rating alone. */
  grade?: string | GradeTarget;
  /**
   * A rating range ("2.5..3.5", { min: 2.5, max: 3.5 }) on the analysis's rating (rating.ts, calibrated against
   * SE on 9×9 only); the puzzle must meet it and the grade.
   */
  rating?: string | RatingTarget;
  seed?: number | string;
  timeLimitMs?: number;
  now?: () => number;
  /** The clock reading the time limit counts from (default: the call's start; a command passes its own start). */
  startedAt?: number;
}

export interface GeneratedVariant {
  /** The givens by cell (0 blank), absent when no unique puzzle was found. */
  puzzle?: number[];
  solution?: number[];
  grade?: Grade;
  analysis?: VariantAnalysisResult;
  timeMs: number;
  /** Full grids started from. */
  attempts: number;
  note?: string;
  error?: ErrorInfo;
  seed: number;
}

/** `pattern[cell]`: true where a given goes. */
export function generateVariantPuzzle(
  geometry: Geometry,
  pattern: ArrayLike<boolean>,
  given?: VariantGenerateOptions,
): GeneratedVariant {
  GEOMETRIES.require(geometry, 'The geometry');
  requireCellList(pattern, 'The pattern', geometry.cellCount);
  if (pattern.length !== geometry.cellCount)
    throw new PuzzleError(
      'bad-input',
      `The pattern has ${pattern.length} cells; this puzzle has ${geometry.cellCount}.`,
    );
  const options = optionsOf(given);
  if (options.now !== undefined) requireFunction(options.now, 'The clock');
  const limit = options.timeLimitMs ?? DEFAULT_VARIANT_TIME_LIMIT_MS;
  requireTimeLimit(limit);
  const { target, rating } = resolveGoal(options.grade, options.rating);
  const now = options.now ?? (() => performance.now());
  const started = options.startedAt ?? now();
  const random = createRandom(options.seed);
  const cells: number[] = [];
  for (let cell = 0; cell < geometry.cellCount; cell++) if (pattern[cell]) cells.push(cell);
  const base = { seed: random.seed };
  const deadline = new Deadline(now, started + limit);
  let best: VariantAnalysisResult | undefined;
  let bestMiss: TargetMiss = { distance: Infinity, ratingMiss: Infinity };
  let attempts = 0;
  while (!deadline.readNow()) {
    attempts++;
    const puzzle = climb(geometry, cells, random, deadline);
    if (!puzzle) continue;
    // The first unique puzzle is graded whatever the clock says (a unique puzzle of up to nine
    // symbols may need A, bounded by the analyser's budget); later ones only within the limit.
    const analysis = analyzeVariant(geometry, puzzle, best ? { deadline } : {});
    if (analysis.status !== 'conquer' || !analysis.grade) continue;
    const miss = targetMiss(analysis, target, rating);
    if (closer(miss, bestMiss)) {
      best = analysis;
      bestMiss = miss;
    }
    if (miss.distance === 0 && miss.ratingMiss === 0) break;
  }
  const timeMs = Math.round(now() - started);
  if (!best)
    return {
      ...base,
      timeMs,
      attempts,
      error: notFoundInTime(limit, `${attempts} attempts, ${cells.length} givens`).toJSON(),
    };
  const result: GeneratedVariant = {
    ...base,
    puzzle: best.puzzle,
    solution: best.solution,
    grade: best.grade,
    analysis: best,
    timeMs,
    attempts,
  };
  if (bestMiss.distance > 0 || bestMiss.ratingMiss > 0) {
    const reached = rating ? `${(best.grade as Grade).name}, rating ${best.rating}` : (best.grade as Grade).name;
    result.note = `No ${describeGoal(target, rating)} puzzle within ${limit} ms; the closest found is ${reached}.`;
  }
  return result;
}

/** How far an analysis lies from the grade target (levels) and from the rating target (0 inside, or without one). */
interface TargetMiss {
  distance: number;
  ratingMiss: number;
}

function targetMiss(
  analysis: VariantAnalysisResult,
  target: GradeTarget,
  rating: RatingTarget | undefined,
): TargetMiss {
  const distance = distanceToTarget((analysis.grade as Grade).level, target);
  if (!rating) return { distance, ratingMiss: 0 };
  return { distance, ratingMiss: analysis.rating === undefined ? Infinity : ratingDistance(analysis.rating, rating) };
}

/** The grade first, then the rating, as the 9×9 search ranks its closest puzzle. */
function closer(miss: TargetMiss, than: TargetMiss): boolean {
  return miss.distance < than.distance || (miss.distance === than.distance && miss.ratingMiss < than.ratingMiss);
}

/** One hill climb from a new full grid: a unique filling of the pattern, or null (restart or time up). */
function climb(geometry: Geometry, cells: readonly number[], random: Random, deadline: Deadline): number[] | null {
  const grid = generateVariantGridWithin(geometry, random, () => deadline.readNow());
  if (!grid) return null;
  const givens = new Array<number>(geometry.cellCount).fill(0);
  for (const cell of cells) givens[cell] = grid[cell];
  // With nine symbols a pattern is often unique at once, whatever logic alone can show (counting
  // solutions of a large, loose puzzle can take the exact solver far longer than the climb).
  if (geometry.size <= 9 && isUnique(geometry, givens, deadline)) return givens;
  let solved = solveByLogic(geometry, givens, deadline);
  let score = solved ? solved.emptyCount : Infinity;
  let stale = 0;
  while (score > 0 && stale < MAX_STALE && cells.length >= 2) {
    if (deadline.reached()) return null;
    // Re-fill near what logic leaves open: a given sharing a unit with a blank, then any other.
    const near = solved ? givensNearBlanks(solved, cells) : cells;
    const a = (near.length > 0 ? near : cells)[random.int(near.length > 0 ? near.length : cells.length)];
    let b = cells[random.int(cells.length)];
    while (b === a) b = cells[random.int(cells.length)];
    const before = [givens[a], givens[b]];
    givens[a] = givens[b] = 0;
    // Each refilled with a value the logic still allows from the other givens.
    const board = solveByLogic(geometry, givens, deadline) ?? VariantBoard.fromValues(geometry, givens);
    const optionsA = allowed(board, a);
    givens[a] = optionsA.length ? optionsA[random.int(optionsA.length)] : before[0];
    if (board.values[a] === 0) board.place(a, givens[a]);
    const optionsB = allowed(board, b);
    givens[b] = optionsB.length ? optionsB[random.int(optionsB.length)] : before[1];
    const next = optionsA.length && optionsB.length ? solveByLogic(geometry, givens, deadline) : null;
    const nextScore = next ? next.emptyCount : Infinity;
    if (nextScore <= score) {
      stale = nextScore < score ? 0 : stale + 1;
      score = nextScore;
      solved = next;
    } else {
      givens[a] = before[0];
      givens[b] = before[1];
      stale++;
    }
  }
  if (score > 0) return null;
  return isUnique(geometry, givens, deadline) ? givens : null;
}

/** Exactly one solution, settled within the count budget and the time limit (50,000 branches of a 49×49 count take seconds). */
function isUnique(geometry: Geometry, givens: readonly number[], deadline: Deadline): boolean {
  const { count, outOfBudget } = solveVariant(geometry, givens, 2, undefined, COUNT_BUDGET, () => deadline.readNow());
  return count === 1 && !outOfBudget;
}

function allowed(board: VariantBoard, cell: number): number[] {
  return board.values[cell] !== 0 ? [board.values[cell]] : valuesOf(board, cell);
}

/**
 * The board after the logic solver (singles and intersections), or null when the givens contradict
 * each other. A run cut short by the deadline leaves blanks, which the climb's next check of the
 * deadline then ends.
 */
function solveByLogic(geometry: Geometry, givens: readonly number[], deadline: Deadline): VariantBoard | null {
  const board = VariantBoard.fromValues(geometry, givens);
  if (hasEmptyCell(board)) return null;
  runVariantLoop(board, { enabled: LOGIC, weights: WEIGHTS, now: () => 0, startedAt: 0, reportNext: false, deadline });
  return hasEmptyCell(board) ? null : board;
}

function hasEmptyCell(board: VariantBoard): boolean {
  for (let cell = 0; cell < board.geometry.cellCount; cell++)
    if (board.values[cell] === 0 && board.counts[cell] === 0) return true;
  return false;
}

/** The pattern cells sharing a unit with a cell the logic left blank. */
function givensNearBlanks(board: VariantBoard, cells: readonly number[]): number[] {
  const { peers, peerStart } = board.geometry;
  return cells.filter((cell) => {
    for (let k = peerStart[cell]; k < peerStart[cell + 1]; k++) if (board.values[peers[k]] === 0) return true;
    return false;
  });
}
