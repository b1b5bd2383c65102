/**
 * `sudoku-analyzer generate`: puzzles on drawn patterns at a target grade (SPEC §9), one JSON
 * object per puzzle (SPEC §12) or a line of text each.
 */

import { PuzzleError, isPuzzleError } from '../engine/errors';
import { DEFAULT_TIME_LIMIT_MS, generateOne } from '../engine/generator/generate';
import type { GeneratedPuzzle } from '../engine/generator/generate';
import { patternSize, patternToString } from '../engine/generator/pattern';
import { CELL_COUNT } from '../engine/layout';
import { parsePatternFile, type PatternRecord } from '../io/pattern-file';
import { describeGoal, parseGradeTarget, parseRatingTarget } from '../engine/generator/target';
import type { GradeTarget, RatingTarget } from '../engine/generator/target';
import type { ErrorInfo, Grade } from '../engine/types';
import { completeSymmetric, parseSymmetry, symmetriesOf, SYMMETRY_NAMES, type Symmetry } from '../engine/symmetry';
import { generateVariantPuzzle } from '../engine/variant-analysis/generate';
import type { Geometry } from '../engine/geometry';
import { combinedLayoutFromOptions, readVariantText } from '../io/variant-text';
import { textKind } from '../io/file-kind';
import { runCombinedGenerate } from './generate-combined';
import type { VariantOptions } from '../io/variant-text';
import { CommandError, positiveNumber, printJsonLine, readOrExplain, seedOption, runWithArgs } from './io';
import type { CliIO, ParsedArgs } from './io';
import { GENERATE, commandUsage } from './options';
import { isStandardNine, valuesForJson, variantOptions } from './variant';
import { generateThreads } from './variant-choice';
import { mapInOrder } from './worker-pool';
import { MAX_GENERATE_COUNT } from './limits';

export const USAGE = commandUsage(
  GENERATE,
  `Makes puzzles whose givens lie exactly on each pattern of F, with one solution and a grade
in the target range. Each puzzle has ${DEFAULT_TIME_LIMIT_MS} ms unless --time-limit says otherwise.`,
  `Exit status: 0 when every pattern was read (even if some could not be filled), 2 on bad
usage or an unreadable file.`,
);

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

/** The parser's answer, or a usage error that names the option and repeats the engine's reason. */
function readOption<T>(option: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (isPuzzleError(error)) throw new CommandError(`--${option}: ${error.message}.`, true);
    throw error;
  }
}

/** --grade and --rating: with a rating alone, any grade will do. */
function readTarget(grade: string | undefined, ratingText: string | undefined): { target: GradeTarget; rating?: RatingTarget } {
  const rating = ratingText === undefined ? undefined : readOption('rating', () => parseRatingTarget(ratingText));
  if (rating && grade === undefined) return { target: { min: 1, max: 8 }, rating };
  return { target: readOption('grade', () => parseGradeTarget(grade)), rating };
}

/** --pattern's text: the patterns themselves when it is one long enough and names no folder, else the file's. */
async function patternSource(source: string, io: CliIO): Promise<string> {
  if (source.length >= 81 && !/[/\\]/.test(source)) return source;
  return readOrExplain(source, () => io.readFile(source));
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

function readSymmetry(text: string | undefined): Symmetry | undefined {
  if (text === undefined) return undefined;
  return readOption('symmetry', () => parseSymmetry(text));
}

function toLine(index: number, record: Pick<PatternRecord, 'title'>, result: GeneratedPuzzle, symmetries: Symmetry[]): GenerateLine {
  const line: GenerateLine = { index, pattern: result.pattern, symmetries };
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

function textLine(line: GenerateLine): string {
  const where = `${line.title ?? `pattern ${line.index + 1}`}:`;
  if (!line.puzzle) return `${where} no puzzle. ${line.error?.message ?? ''}`.trimEnd();
  const symmetric = line.symmetries?.length ? `, symmetric: ${line.symmetries.map((symmetry) => SYMMETRY_NAMES[symmetry]).join(', ')}` : '';
  const rated = line.rating === undefined ? '' : `, rating ${line.rating}`;
  const how = `${line.grade?.name ?? 'ungraded'}${rated} (${line.timeMs} ms, ${line.attempts} attempts, seed ${line.seed}${symmetric})`;
  return `${where} ${line.puzzle} ${how}${line.note ? `. Note: ${line.note}` : ''}`;
}

/**
 * A pattern in the kind's one-line form: any mark is a given, `.` `0` `-` a blank, `#` no cell
 * (combined); maps after a space as in the puzzle form. Read as a puzzle of 1s, so the kind's own
 * reader builds the geometry and names every misfit.
 */
function readVariantPatterns(text: string, options: VariantOptions): { geometry?: Geometry; pattern?: boolean[]; error?: PuzzleError; line: number }[] {
  const asPuzzles = text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '' || trimmed === '#' || trimmed.startsWith('# ') || /^#\s*[A-Za-z-]+\s*:/.test(trimmed)) return line;
      const [token, ...maps] = trimmed.split(/\s+/);
      return [token.replace(/[^.0\-#]/gu, '1').replace(/-/g, '.'), ...maps].join(' ');
    })
    .join('\n');
  return readVariantText(asPuzzles, options).entries.map(({ line, puzzle, error }) =>
    puzzle ? { line, geometry: puzzle.geometry, pattern: Array.from(puzzle.givens, (value) => value !== 0) } : { line, error },
  );
}

/**
 * The patterns of a text as generate reads them, decided as every puzzle file is: per pattern its
 * cells as 1 (a given) and 0, or undefined for one that cannot be read.
 */
export function readPatternRecords(text: string, options: VariantOptions, source: string): (string | undefined)[] {
  if (textKind(text, options, source) === 'variant') return readVariantPatterns(text, options).map(({ pattern }) => pattern?.map((given) => (given ? 1 : 0)).join(''));
  return parsePatternFile(text).map(({ pattern }) => pattern?.join(''));
}

/** The pattern as X (a given), . (blank) and # (no cell), row by row. */
function patternText(geometry: Geometry, pattern: readonly boolean[]): string {
  let text = '';
  for (let square = 0; square < geometry.rows * geometry.cols; square++) {
    const cell = geometry.cellAt[square];
    text += cell < 0 ? '#' : pattern[cell] ? 'X' : '.';
  }
  return text;
}

/** generate --kind …: the variant generator on each pattern of the file, `count` puzzles each. */
async function runVariant(parsed: ParsedArgs, io: CliIO, source: string, text: string, settings: { target: GradeTarget; count: number; timeLimitMs: number; seed: number | string; json: boolean }): Promise<number> {
  const patterns = readVariantPatterns(text, variantOptions(parsed));
  if (patterns.length === 0) io.stderr(`No patterns found in ${source}.`);
  let index = 0;
  for (const { geometry, pattern, error, line } of patterns) {
    const origin = `${source} line ${line}`;
    if (!geometry || !pattern) {
      const answer = { index: index++, line, error: error?.toJSON() };
      if (settings.json) printJsonLine(io, answer, origin, error);
      else io.stdout(`${origin}: no puzzle. ${error?.message ?? ''}`.trimEnd());
      continue;
    }
    for (let k = 0; k < settings.count; k++) {
      const result = generateVariantPuzzle(geometry, pattern, { grade: settings.target, seed: `${settings.seed}/${k}`, timeLimitMs: settings.timeLimitMs });
      const answer = {
        index: index++,
        line,
        kind: geometry.kind,
        size: { rows: geometry.rows, cols: geometry.cols, symbols: geometry.size },
        pattern: patternText(geometry, pattern),
        ...(result.puzzle ? { puzzle: valuesForJson(geometry, result.puzzle, true), grade: result.grade } : {}),
        timeMs: round(result.timeMs),
        attempts: result.attempts,
        seed: settings.seed,
        ...(result.note ? { note: result.note } : {}),
        ...(result.error ? { error: result.error } : {}),
      };
      if (settings.json) printJsonLine(io, answer, origin, result.error);
      else if (!result.puzzle) io.stdout(`${origin}: no puzzle. ${result.error?.message ?? ''}`.trimEnd());
      else io.stdout(`${origin}: ${typeof answer.puzzle === 'string' ? answer.puzzle : JSON.stringify(answer.puzzle)} ${result.grade?.name ?? 'ungraded'}${result.note ? `. Note: ${result.note}` : ''}`);
    }
  }
  return 0;
}

/** What a generate job is started with besides its pattern. */
export interface GenerateSettings {
  target: GradeTarget;
  rating?: RatingTarget;
  symmetry?: Symmetry;
  count: number;
  timeLimitMs: number;
  seed: number | string;
}

/** A pattern record as it crosses to a worker (its error as data). */
export type PatternTask = Omit<PatternRecord, 'error'> & { error?: ErrorInfo };

/** One pattern's answers (`index` counted from 0 within the pattern) and how each turned out. */
export interface PatternAnswer {
  lines: GenerateLine[];
  made: number;
  missed: number;
  failed: number;
}

/** Every puzzle of one pattern, in this thread or a worker's: the `count` puzzles depend on each other (no repeats), so they stay together. */
export function generateJob(record: PatternTask, { target, rating, symmetry, count, timeLimitMs, seed }: GenerateSettings): PatternAnswer {
  const answer: PatternAnswer = { lines: [], made: 0, missed: 0, failed: 0 };
  const titled = record.title ? { title: record.title } : {};
  if (!record.pattern) {
    answer.failed++;
    answer.lines.push({ index: 0, ...titled, error: record.error });
    return answer;
  }
  const pattern = symmetry ? completeSymmetric(record.pattern, symmetry) : record.pattern;
  const symmetries = symmetriesOf(pattern);
  const exclude = new Set<string>();
  for (let k = 0; k < count; k++) {
    const index = answer.lines.length;
    let result: GeneratedPuzzle;
    try {
      result = generateOne(pattern, { grade: target, rating, seed, timeLimitMs }, k, exclude);
    } catch (error) {
      if (!isPuzzleError(error)) throw error;
      answer.failed++;
      answer.lines.push({ index, pattern: patternToString(pattern), symmetries, ...titled, error: error.toJSON() });
      break;
    }
    if (result.puzzle) exclude.add(result.puzzle);
    if (result.error) answer.failed++;
    else if (result.note) answer.missed++;
    else answer.made++;
    answer.lines.push(toLine(index, record, result, symmetries));
  }
  return answer;
}

/**
 * Patterns take from a millisecond to hundreds (Pattern500: median 5 ms, slowest 220 ms), so a
 * worker holds 8, enough to keep it busy while this thread is on a slow one (this thread takes back
 * those it has not started when the work runs out), and 16 a job may be out, so that the answers
 * after a slow pattern wait for it rather than the threads.
 */
const PATTERNS_QUEUED = 8;
const PATTERNS_OUT_PER_JOB = 16;

/**
 * A pattern's expected cost, for the pool's look-ahead: its blanks. The fewer the givens, the
 * longer a unique puzzle takes to find (Pattern500 with one job: 18 givens 105 ms on average, 20
 * givens 24 ms, 22 givens 3.4 ms), so the workers start the emptiest of the next
 * PATTERNS_LOOKAHEAD_PER_JOB × jobs patterns first, and no long one is left for the end, nor for
 * this thread, whose workers get nothing new while it is on a pattern. A schedule of 2 jobs
 * simulated from Pattern500's costs: 0.5 % over the ideal instead of 2.6 % in the file's order,
 * 0.4–2.1 % instead of 2.4–10.5 % in shuffled, reversed and sorted orders.
 */
export function patternWeight(task: PatternTask): number {
  return task.pattern ? CELL_COUNT - patternSize(task.pattern) : 0;
}
const PATTERNS_LOOKAHEAD_PER_JOB = 32;

/** The combined layout the options name, or null; a layout that cannot be built is a usage error naming why. */
function readOrExplainLayout(parsed: ParsedArgs): Geometry | null {
  try {
    return combinedLayoutFromOptions(variantOptions(parsed));
  } catch (error) {
    if (isPuzzleError(error)) throw new CommandError(error.message, true);
    throw error;
  }
}

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, GENERATE, USAGE, async (parsed) => {
    const source = parsed.value('pattern');
    if (parsed.positionals.length > 0) throw new CommandError(`Unexpected argument "${parsed.positionals[0]}".`, true);
    const { target, rating } = readTarget(parsed.value('grade'), parsed.value('rating'));
    if (rating && !isStandardNine(variantOptions(parsed))) throw new CommandError('--rating: the rating is of the standard 9×9 only; leave it out for other kinds.', true);
    if (source === undefined) {
      const layout = readOrExplainLayout(parsed);
      if (!layout) throw new CommandError('Give a pattern file with --pattern (combined kinds may leave it out: --kind combined with --grids or --layout).', true);
      return runCombinedGenerate(layout, io, {
        target,
        seed: seedOption(parsed),
        timeLimitMs: parsed.value('time-limit') === undefined ? undefined : positiveNumber(parsed.value('time-limit'), 'time-limit', 0, false),
        givensPerGrid: parsed.value('givens-per-grid') === undefined ? undefined : positiveNumber(parsed.value('givens-per-grid'), 'givens-per-grid', 0, false),
        json: parsed.flag('json'),
      });
    }
    const symmetry = readSymmetry(parsed.value('symmetry'));
    const count = positiveNumber(parsed.value('count'), 'count', 1, true, MAX_GENERATE_COUNT);
    const timeLimitMs = positiveNumber(parsed.value('time-limit'), 'time-limit', DEFAULT_TIME_LIMIT_MS, false);
    const jobs = generateThreads(parsed);
    // One seed for the whole run, reported with each puzzle, so that any puzzle can be made again.
    const seed = seedOption(parsed);
    const json = parsed.flag('json');
    const text = await patternSource(source, io);
    // A pattern file is decided as every puzzle file is (a kind option or header, its lines' shape).
    if (textKind(text, variantOptions(parsed), source) === 'variant') return runVariant(parsed, io, source, text, { target, count, timeLimitMs, seed, json });
    const records = parsePatternFile(text);
    if (records.length === 0) io.stderr(`No patterns found in ${source}.`);

    const settings: GenerateSettings = { target, rating, symmetry, count, timeLimitMs, seed };
    const tasks = records.map(({ error, ...rest }): PatternTask => ({ ...rest, error: error?.toJSON() }));
    let index = 0;
    let made = 0;
    let missed = 0;
    let failed = 0;
    const pool = {
      jobs: Math.min(jobs, tasks.length),
      workerData: { command: 'generate', settings },
      queue: PATTERNS_QUEUED,
      window: jobs * PATTERNS_OUT_PER_JOB,
      weight: patternWeight,
      lookahead: jobs * PATTERNS_LOOKAHEAD_PER_JOB,
    };
    for await (const answer of mapInOrder([tasks], (task) => generateJob(task, settings), pool)) {
      for (const line of answer.lines) {
        const numbered = { ...line, index: index++ };
        if (json) printJsonLine(io, numbered, numbered.title ?? `pattern ${numbered.index + 1}`, numbered.error);
        else io.stdout(textLine(numbered));
        await io.drained?.();
      }
      made += answer.made;
      missed += answer.missed;
      failed += answer.failed;
    }
    if (!json && index > 1) {
      io.stdout(`${index} results: ${made} on target (${describeGoal(target, rating)}), ${missed} closest only, ${failed} without a puzzle.`);
    }
    return 0;
  });
}
