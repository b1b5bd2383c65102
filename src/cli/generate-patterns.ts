/**
 * generate on a file of 9×9 patterns: every puzzle is a task of its own on the pool (src/cli/
 * worker-pool.ts), so each is printed as soon as it and those before it are made, and the --count
 * puzzles of one pattern share the threads as the patterns do. Puzzle k of a pattern is searched
 * for from its own seed alone; should it repeat an earlier puzzle of its pattern (rare outside
 * tiny patterns), this thread searches for it again with the earlier ones excluded, so the
 * puzzles stay distinct and the same whatever the number of jobs.
 */

import { isPuzzleError, CELL_COUNT } from '../engine';
import {
  generateOne,
  type GeneratedPuzzle,
  patternSize,
  patternToString,
  describeGoal,
  type GradeTarget,
  type RatingTarget,
} from '../engine/generator';
import type { PatternRecord } from '../io/pattern-file';
import type { ErrorInfo, Grade } from '../engine/analyser';
import { completeSymmetric, symmetriesOf, SYMMETRY_NAMES, type Symmetry } from '../engine/transforms';
import { printJsonLine } from './command-output';
import type { CliIO } from './cli-io';
import { mapInOrder } from './worker-pool';
import { rampFor } from './worker-costs';

export interface GenerateLine {
  index: number;
  pattern?: string;
  /** The symmetries the pattern has (after --symmetry completed it). */
  symmetries?: Symmetry[];
  title?: string;
  puzzle?: string;
  grade?: Grade;
  /** The analyser's rating of the puzzle (rating.ts). */
  rating?: number;
  timeMs?: number;
  attempts?: number;
  seed?: number;
  note?: string;
  error?: ErrorInfo;
}

/** What a generate job is started with besides its task. */
export interface GenerateSettings {
  target: GradeTarget;
  rating?: RatingTarget;
  symmetry?: Symmetry;
  count: number;
  timeLimitMs: number;
  seed: number | string;
}

/** Puzzle k of a pattern, as it crosses to a worker (the record's error as data). */
export type PuzzleTask = Omit<PatternRecord, 'error'> & { error?: ErrorInfo; patternIndex: number; k: number };

/** One puzzle's line (numbered by the command) and how it turned out. */
export interface PuzzleAnswer {
  patternIndex: number;
  k: number;
  line: Omit<GenerateLine, 'index'>;
  outcome: 'made' | 'missed' | 'failed';
  /** The pattern itself was refused: its later puzzles would only repeat why. */
  refused?: boolean;
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

function lineOf(
  record: Pick<PatternRecord, 'title'>,
  result: GeneratedPuzzle,
  symmetries: Symmetry[],
): Omit<GenerateLine, 'index'> {
  const line: Omit<GenerateLine, 'index'> = { pattern: result.pattern, symmetries };
  if (record.title) line.title = record.title;
  if (result.puzzle) {
    line.puzzle = result.puzzle;
    line.grade = result.grade;
    if (result.analysis?.rating !== undefined) line.rating = result.analysis.rating;
  }
  line.timeMs = round(result.timeMs);
  line.attempts = result.attempts;
  line.seed = result.seed;
  if (result.note) line.note = result.note;
  if (result.error) line.error = result.error;
  return line;
}

export function textLine(line: GenerateLine): string {
  const where = `${line.title ?? `pattern ${line.index + 1}`}:`;
  if (!line.puzzle) return `${where} no puzzle. ${line.error?.message ?? ''}`.trimEnd();
  const symmetric = line.symmetries?.length
    ? `, symmetric: ${line.symmetries.map((symmetry) => SYMMETRY_NAMES[symmetry]).join(', ')}`
    : '';
  const rated = line.rating === undefined ? '' : `, rating ${line.rating}`;
  const how = `${line.grade?.name ?? 'ungraded'}${rated} (${line.timeMs} ms, ${line.attempts} attempts, seed ${line.seed}${symmetric})`;
  return `${where} ${line.puzzle} ${how}${line.note ? `. Note: ${line.note}` : ''}`;
}

/** One puzzle of a pattern, in this thread or a worker's; `exclude` (this thread only) holds puzzles it must not repeat. */
export function generateJob(
  task: PuzzleTask,
  { target, rating, symmetry, timeLimitMs, seed }: GenerateSettings,
  exclude?: ReadonlySet<string>,
): PuzzleAnswer {
  const { patternIndex, k } = task;
  const titled = task.title ? { title: task.title } : {};
  if (!task.pattern)
    return { patternIndex, k, line: { ...titled, error: task.error }, outcome: 'failed', refused: true };
  const pattern = symmetry ? completeSymmetric(task.pattern, symmetry) : task.pattern;
  const symmetries = symmetriesOf(pattern);
  let result: GeneratedPuzzle;
  try {
    result = generateOne(pattern, { grade: target, rating, seed, timeLimitMs }, k, exclude);
  } catch (error) {
    if (!isPuzzleError(error)) throw error;
    return {
      patternIndex,
      k,
      line: { pattern: patternToString(pattern), symmetries, ...titled, error: error.toJSON() },
      outcome: 'failed',
      refused: true,
    };
  }
  const outcome = result.error ? 'failed' : result.note ? 'missed' : 'made';
  return { patternIndex, k, line: lineOf(task, result, symmetries), outcome };
}

/**
 * Puzzles take from a millisecond to hundreds (Pattern500: median 5 ms, slowest 220 ms), so a
 * worker holds 8, enough to keep it busy while this thread is on a slow one (this thread takes back
 * those it has not started when the work runs out), and 16 a job may be out, so that the answers
 * after a slow pattern wait for it rather than the threads.
 */
const PATTERNS_QUEUED = 8;
const PATTERNS_OUT_PER_JOB = 16;

/**
 * A puzzle's expected cost, for the pool's look-ahead: its pattern's blanks. The fewer the givens,
 * the longer a unique puzzle takes to find (Pattern500 with one job: 18 givens 105 ms on average,
 * 20 givens 24 ms, 22 givens 3.4 ms), so the workers start the emptiest of the next
 * PATTERNS_LOOKAHEAD_PER_JOB × jobs puzzles first, and no long one is left for the end, nor for
 * this thread, whose workers get nothing new while it is on a puzzle (the simulated schedules:
 * docs/benchmarks.md, "generate's patterns, emptiest first").
 */
export function patternWeight(task: PuzzleTask): number {
  return task.pattern ? CELL_COUNT - patternSize(task.pattern) : 0;
}
const PATTERNS_LOOKAHEAD_PER_JOB = 32;

function taskOf({ error, ...rest }: PatternRecord, patternIndex: number, k: number): PuzzleTask {
  return { ...rest, error: error?.toJSON(), patternIndex, k };
}

/** Each pattern's tasks as one group, made only as the pool reads them (--count may be 10,000 a pattern). */
function* puzzleTasks(records: readonly PatternRecord[], count: number): Generator<PuzzleTask[]> {
  for (const [patternIndex, record] of records.entries()) {
    yield Array.from({ length: record.pattern ? count : 1 }, (_, k) => taskOf(record, patternIndex, k));
  }
}

/** generate --pattern on 9×9 patterns: every puzzle printed as it is made, then (in text, for more than one) a summary line; `jobsByWork` for the default --jobs (workers only when they pay). */
export async function runPatternGenerate(
  records: readonly PatternRecord[],
  io: CliIO,
  settings: GenerateSettings,
  jobs: number,
  json: boolean,
  jobsByWork = false,
): Promise<number> {
  const taskCount = records.reduce((sum, record) => sum + (record.pattern ? settings.count : 1), 0);
  const pool = {
    jobs: Math.min(jobs, taskCount),
    workerData: { command: 'generate', settings },
    queue: PATTERNS_QUEUED,
    window: jobs * PATTERNS_OUT_PER_JOB,
    weight: patternWeight,
    lookahead: jobs * PATTERNS_LOOKAHEAD_PER_JOB,
    ramp: rampFor<PuzzleTask>('generate', jobsByWork, { inputUnits: () => taskCount }),
  };
  const tally = { made: 0, missed: 0, failed: 0 };
  let index = 0;
  let current = -1;
  let made = new Set<string>();
  let refused = false;
  for await (let answer of mapInOrder(
    puzzleTasks(records, settings.count),
    (task) => generateJob(task, settings),
    pool,
  )) {
    if (answer.patternIndex !== current) [current, made, refused] = [answer.patternIndex, new Set(), false];
    if (refused) continue;
    if (answer.line.puzzle !== undefined && made.has(answer.line.puzzle))
      answer = generateJob(taskOf(records[current], current, answer.k), settings, made);
    if (answer.line.puzzle !== undefined) made.add(answer.line.puzzle);
    refused = answer.refused === true;
    tally[answer.outcome]++;
    const line: GenerateLine = { index: index++, ...answer.line };
    if (json) printJsonLine(io, line, line.title ?? `pattern ${line.index + 1}`, line.error);
    else io.stdout(textLine(line));
    await io.drained?.();
  }
  if (!json && index > 1) {
    io.stdout(
      `${index} results: ${tally.made} on target (${describeGoal(settings.target, settings.rating)}), ${tally.missed} closest only, ${tally.failed} without a puzzle.`,
    );
  }
  return 0;
}
