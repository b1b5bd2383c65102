/**
 * Puzzles from a pattern at a target grade (SPEC §9): the one entry point the command line and
 * the task pane share. Every returned puzzle has its givens exactly on the pattern, one solution
 * (proved by the exact solver) and the analyser's grade. When the target is missed within the
 * time limit, the result is the closest puzzle found with a `note` saying so; when no unique
 * puzzle was found at all, an `error`. Nothing is ever missed silently, and nothing hangs.
 */

import { analyzePuzzle } from '../analysis/analyser';
import { notFoundInTime } from '../core/errors';
import { MAX_GENERATE_COUNT } from '../core/limits';
import { generateFullGrid } from '../board/fullgrid';
import { digitsToString, type Digits } from '../board/grid';
import { createRandom, derivedSeed, type Random } from '../core/random';
import { type AnalysisResult, type ErrorInfo, type Grade } from '../analysis/types';
import { checkPattern, patternCells, patternToString, proveNoUniquePuzzle, type Pattern } from './pattern';
import { START_METHODS, type StartMethod } from './search';
import { STAND_IN_AFTER, STAND_IN_TURN, SearchWithStandIn } from './stand-in';
import { describeGoal, resolveGoal, type GradeTarget, type RatingTarget } from './target';
import {
  optionsOf,
  requireCells,
  requireFunction,
  requireInteger,
  requireName,
  requireInstance,
  requireTimeLimit,
} from '../core/arguments';

export const DEFAULT_TIME_LIMIT_MS = 10_000;

/** How long the asynchronous generator runs before giving the caller's event loop a turn. */
const SLICE_MS = 40;

export interface GenerateOptions {
  /** A level or range ("Pleasant..Comfort", "5", { min: 4, max: 5 }); default 1..5 (no assumptions). */
  grade?: string | GradeTarget;
  /**
   * A rating range ("2.5..3.5", { min: 2.5, max: 3.5 }) on the analyser's rating (rating.ts); the
   * puzzle must meet it and the grade. With a rating and no grade, any grade will do (1..8).
   */
  rating?: string | RatingTarget;
  /** How many distinct puzzles (default 1). */
  count?: number;
  /** Same seed, pattern, options → same puzzles (unless the time limit cuts a search short). */
  seed?: number | string;
  /** Time allowed for each puzzle, in ms (default 10 s). */
  timeLimitMs?: number;
  /** Monotonic milliseconds (tests may pass a fake clock). */
  now?: () => number;
  /** Starting states of the hill climb (see search.ts); the default is the paper's placement. */
  start?: StartMethod;
}

export interface GeneratedPuzzle {
  /** Position of the puzzle in this run (0-based). */
  index: number;
  /** The pattern, `X` for a given and `.` for an empty cell. */
  pattern: string;
  /** The puzzle (81 characters, '.' for empty); absent when none was found. */
  puzzle?: string;
  solution?: string;
  grade?: Grade;
  /** The analyser's full result for the puzzle (step log, technique counts…), for the front ends. */
  analysis?: AnalysisResult;
  timeMs: number;
  /** Starting states the hill climb tried (restarts + 1). */
  attempts: number;
  /** Set when the target grade was missed: the puzzle is the closest one reached. */
  note?: string;
  /** Set when no unique puzzle was found on the pattern. */
  error?: ErrorInfo;
  /** The seed that reproduces this puzzle (with the same pattern and options). */
  seed: number;
}

export interface GenerationProgress {
  /** Puzzles finished so far (found, missed or failed). */
  done: number;
  count: number;
  /** The puzzle just finished. */
  last: GeneratedPuzzle;
}

function defaultNow(): () => number {
  const clock = (globalThis as { performance?: { now(): number } }).performance;
  return clock ? () => clock.now() : () => Date.now();
}

function runSeed(seed: number | string | undefined): number {
  if (seed === undefined) return Date.now() >>> 0;
  return createRandom(seed).seed;
}

/** Validates everything before any work, so a bad call fails at once with a PuzzleError. */
function prepare(pattern: Pattern, given: GenerateOptions | undefined) {
  requireCells(pattern, 'The pattern');
  const options = optionsOf(given);
  checkPattern(pattern);
  const { target, rating } = resolveGoal(options.grade, options.rating);
  const count = options.count ?? 1;
  requireInteger(count, 'The count', 1, MAX_GENERATE_COUNT);
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  requireTimeLimit(timeLimitMs);
  if (options.now !== undefined) requireFunction(options.now, 'The clock');
  if (options.start !== undefined) requireName(options.start, START_METHODS, 'The start method');
  return {
    cells: patternCells(pattern),
    target,
    rating,
    count,
    timeLimitMs,
    seed: runSeed(options.seed),
    now: options.now ?? defaultNow(),
  };
}

type Prepared = ReturnType<typeof prepare>;

/**
 * Without a rating target the search reads only grades, so its analyses take the cheapest rating
 * path (the analysis's own; the grade and steps are the same on every path), and the puzzle
 * returned is analysed again for the default rating (outcome).
 */
const RATING_UNREAD = { ratingPath: 'chosen' } as const;

/** The search for one puzzle, started at `started` (see stand-in.ts for when a stand-in is sought). */
function newSearch(
  prepared: Prepared,
  options: GenerateOptions,
  random: Random,
  exclude: ReadonlySet<string>,
  started: number,
): SearchWithStandIn {
  const switchAt = started + STAND_IN_AFTER * prepared.timeLimitMs;
  return new SearchWithStandIn(
    {
      cells: prepared.cells,
      target: prepared.target,
      rating: prepared.rating,
      random,
      analyse: (puzzle: Digits) => analyzePuzzle(puzzle, prepared.rating ? undefined : RATING_UNREAD),
      fullGrid: generateFullGrid,
      start: options.start,
      exclude,
    },
    switchAt,
    STAND_IN_TURN * prepared.timeLimitMs,
  );
}

function outcome(
  search: SearchWithStandIn,
  prepared: Prepared,
  pattern: Pattern,
  index: number,
  seed: number,
  timeMs: number,
): GeneratedPuzzle {
  const base = { index, pattern: patternToString(pattern), timeMs, attempts: search.attempts, seed };
  const best = search.found ?? search.closest;
  const target = describeGoal(prepared.target, prepared.rating);
  if (!best) {
    const error = notFoundInTime(
      prepared.timeLimitMs,
      `${search.attempts} attempts, ${search.countSearchRestarts} full grids masked`,
    );
    return { ...base, error: error.toJSON() };
  }
  const analysis = prepared.rating ? best.analysis : analyzePuzzle(best.puzzle);
  const result: GeneratedPuzzle = {
    ...base,
    puzzle: digitsToString(best.puzzle),
    solution: analysis.solution,
    grade: analysis.grade,
    analysis,
  };
  if (!search.found) {
    const grade = analysis.grade ? analysis.grade.name : 'not conquered by the analyser';
    const reached = prepared.rating && analysis.rating !== undefined ? `${grade}, rating ${analysis.rating}` : grade;
    result.note = `target ${target} not reached within ${prepared.timeLimitMs} ms (${search.attempts} attempts); closest puzzle found: ${reached}`;
  }
  return result;
}

/** The answer, without any search, for a pattern proved to have no unique puzzle; else null. */
function disproved(pattern: Pattern, index: number, seed: number): GeneratedPuzzle | null {
  const proof = proveNoUniquePuzzle(pattern);
  if (!proof) return null;
  return { index, pattern: patternToString(pattern), timeMs: 0, attempts: 0, seed, error: proof.toJSON() };
}

/**
 * Generates the k-th puzzle of a run synchronously (the command line, tests). `exclude` holds
 * the puzzles already returned, so that the puzzles of one run are distinct.
 */
export function generateOne(
  pattern: Pattern,
  given?: GenerateOptions,
  k = 0,
  exclude: ReadonlySet<string> = new Set(),
): GeneratedPuzzle {
  const prepared = prepare(pattern, given);
  const options = given ?? {};
  requireInteger(k, 'The puzzle number', 0, Number.MAX_SAFE_INTEGER);
  requireInstance(exclude, Set, 'The puzzles to exclude');
  const seed = derivedSeed(prepared.seed, k);
  const proof = disproved(pattern, k, seed);
  if (proof) return proof;
  const started = prepared.now();
  const search = newSearch(prepared, options, createRandom(seed), exclude, started);
  search.run(started + prepared.timeLimitMs, prepared.now);
  return outcome(search, prepared, pattern, k, seed, prepared.now() - started);
}

/** `count` distinct puzzles, one after another (synchronous). */
export function generatePuzzles(pattern: Pattern, options?: GenerateOptions): GeneratedPuzzle[] {
  const { count, seed } = prepare(pattern, options);
  const fixed = { ...optionsOf(options), seed };
  const exclude = new Set<string>();
  const results: GeneratedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const result = generateOne(pattern, fixed, k, exclude);
    if (result.puzzle) exclude.add(result.puzzle);
    results.push(result);
  }
  return results;
}

/**
 * For the task pane: the same as `generatePuzzles`, but it gives the event loop a turn every few
 * tens of milliseconds, reports each finished puzzle through `onProgress`, and stops soon after
 * `shouldCancel()` turns true (returning the puzzles finished so far). Throws PuzzleError
 * ('bad-input') at once for a bad pattern, grade or count.
 */
export async function generateFromPattern(
  pattern: Pattern,
  given?: GenerateOptions,
  onProgress?: (progress: GenerationProgress) => void,
  shouldCancel?: () => boolean,
): Promise<GeneratedPuzzle[]> {
  const prepared = prepare(pattern, given);
  const options = given ?? {};
  if (onProgress !== undefined) requireFunction(onProgress, 'The progress callback');
  if (shouldCancel !== undefined) requireFunction(shouldCancel, 'The cancel check');
  const { count, now } = prepared;
  const exclude = new Set<string>();
  const results: GeneratedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const seed = derivedSeed(prepared.seed, k);
    const proof = disproved(pattern, k, seed);
    if (proof) {
      results.push(proof);
      onProgress?.({ done: results.length, count, last: proof });
      continue;
    }
    const started = now();
    const search = newSearch(prepared, options, createRandom(seed), exclude, started);
    const deadline = started + prepared.timeLimitMs;
    for (;;) {
      if (shouldCancel?.()) return results;
      if (search.run(Math.min(deadline, now() + SLICE_MS), now) || now() >= deadline) break;
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    }
    const result = outcome(search, prepared, pattern, k, seed, now() - started);
    if (result.puzzle) exclude.add(result.puzzle);
    results.push(result);
    onProgress?.({ done: results.length, count, last: result });
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
  return results;
}
