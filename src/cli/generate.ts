/**
 * `sudoku-analyzer generate`: puzzles on drawn patterns at a target grade (SPEC §9), one JSON
 * object per puzzle (SPEC §12) or a line of text each.
 */

import { PuzzleError, isPuzzleError, groupedNumber } from '../engine';
import {
  DEFAULT_TIME_LIMIT_MS,
  parseGradeTarget,
  parseRatingTarget,
  type GradeTarget,
  type RatingTarget,
  generateVariantPuzzle,
} from '../engine/generator';
import { parsePatternFile } from '../io/pattern-file';
import { parseSymmetry, type Symmetry } from '../engine/transforms';
import { type Geometry } from '../engine/variants';
import { combinedLayoutFromOptions, readVariantText } from '../io/variant-text';
import { textKind } from '../io/file-kind';
import { runCombinedGenerate } from './generate-combined';
import { runPatternGenerate } from './generate-patterns';
import type { VariantOptions } from '../io/variant-text';
import { CommandError } from './command-error';
import { jobsByWork, positiveNumber, seedOption } from './option-values';
import { printJsonLine } from './command-output';
import { readOrExplain } from './input-files';
import { runWithArgs } from './run-command';
import type { CliIO } from './cli-io';
import type { ParsedArgs } from './parse-args';
import { GENERATE } from './options';
import { commandUsage } from './command-help';
import { valuesForJson, variantOptions } from './variant-puzzles';
import { generateThreads } from './variant-choice';
import { MAX_GENERATE_COUNT } from './option-limits';

export type { GenerateLine } from './generate-patterns';

export const USAGE = commandUsage(
  GENERATE,
  `Makes puzzles whose givens lie exactly on each pattern of F, with one solution and a grade
in the target range. Each puzzle has ${DEFAULT_TIME_LIMIT_MS} ms unless --time-limit says otherwise.`,
  `Exit status: 0 when every pattern was read (even if some could not be filled), 2 on bad
usage or an unreadable file.`,
);

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
function readTarget(
  grade: string | undefined,
  ratingText: string | undefined,
): { target: GradeTarget; rating?: RatingTarget } {
  const rating = ratingText === undefined ? undefined : readOption('rating', () => parseRatingTarget(ratingText));
  if (rating && grade === undefined) return { target: { min: 1, max: 8 }, rating };
  return { target: readOption('grade', () => parseGradeTarget(grade)), rating };
}

/** A pattern file whose first this many records are all unreadable is no pattern file (as for puzzle files). */
const NO_PATTERN_RECORDS = 1000;

/** --pattern's text: the patterns themselves when it is one long enough and names no folder, else the file's. */
async function patternSource(source: string, io: CliIO): Promise<string> {
  if (source.length >= 81 && !/[/\\]/.test(source)) return source;
  return readOrExplain(source, () => io.readFile(source));
}

function readSymmetry(text: string | undefined): Symmetry | undefined {
  if (text === undefined) return undefined;
  return readOption('symmetry', () => parseSymmetry(text));
}

/**
 * A pattern in the kind's one-line form: any mark is a given, `.` `0` `-` a blank, `#` no cell
 * (combined); maps after a space as in the puzzle form. Read as a puzzle of 1s, so the kind's own
 * reader builds the geometry and names every misfit.
 */
function readVariantPatterns(
  text: string,
  options: VariantOptions,
): { geometry?: Geometry; pattern?: boolean[]; error?: PuzzleError; line: number }[] {
  const asPuzzles = text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '' || trimmed === '#' || trimmed.startsWith('# ') || /^#\s*[A-Za-z-]+\s*:/.test(trimmed))
        return line;
      const [token, ...maps] = trimmed.split(/\s+/);
      return [token.replace(/[^.0\-#]/gu, '1').replace(/-/g, '.'), ...maps].join(' ');
    })
    .join('\n');
  return readVariantText(asPuzzles, options).entries.map(({ line, puzzle, error }) =>
    puzzle
      ? { line, geometry: puzzle.geometry, pattern: Array.from(puzzle.givens, (value) => value !== 0) }
      : { line, error },
  );
}

/**
 * The patterns of a text as generate reads them, decided as every puzzle file is: per pattern its
 * cells as 1 (a given) and 0, or undefined for one that cannot be read.
 */
export function readPatternRecords(text: string, options: VariantOptions, source: string): (string | undefined)[] {
  if (textKind(text, options, source) === 'variant')
    return readVariantPatterns(text, options).map(({ pattern }) => pattern?.map((given) => (given ? 1 : 0)).join(''));
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
async function runVariant(
  parsed: ParsedArgs,
  io: CliIO,
  source: string,
  text: string,
  settings: {
    target: GradeTarget;
    rating: RatingTarget | undefined;
    count: number;
    timeLimitMs: number;
    seed: number | string;
    json: boolean;
  },
): Promise<number> {
  const patterns = readVariantPatterns(text, variantOptions(parsed));
  if (patterns.length === 0) io.stderr(`No patterns found in ${source}.`);
  let index = 0;
  let generated = 0;
  for (const { geometry, pattern, error, line } of patterns) {
    const origin = `${source} line ${line}`;
    if (!geometry || !pattern) {
      const answer = { index: index++, line, error: error?.toJSON() };
      if (settings.json) printJsonLine(io, answer, origin, error);
      else io.stdout(`${origin}: no puzzle. ${error?.message ?? ''}`.trimEnd());
      continue;
    }
    for (let k = 0; k < settings.count; k++) {
      // The first puzzle's time counts from the command's start, so its answer comes within the limit.
      const startedAt = generated++ === 0 ? io.startedAt : undefined;
      const result = generateVariantPuzzle(geometry, pattern, {
        grade: settings.target,
        rating: settings.rating,
        seed: `${settings.seed}/${k}`,
        timeLimitMs: settings.timeLimitMs,
        startedAt,
      });
      const answer = {
        index: index++,
        line,
        kind: geometry.kind,
        size: { rows: geometry.rows, cols: geometry.cols, symbols: geometry.size },
        pattern: patternText(geometry, pattern),
        ...(result.puzzle ? { puzzle: valuesForJson(geometry, result.puzzle, true), grade: result.grade } : {}),
        ...(result.analysis?.rating !== undefined ? { rating: result.analysis.rating } : {}),
        timeMs: Math.round(result.timeMs * 100) / 100,
        attempts: result.attempts,
        seed: settings.seed,
        ...(result.note ? { note: result.note } : {}),
        ...(result.error ? { error: result.error } : {}),
      };
      if (settings.json) printJsonLine(io, answer, origin, result.error);
      else if (!result.puzzle) io.stdout(`${origin}: no puzzle. ${result.error?.message ?? ''}`.trimEnd());
      else
        io.stdout(
          `${origin}: ${typeof answer.puzzle === 'string' ? answer.puzzle : JSON.stringify(answer.puzzle)} ${result.grade?.name ?? 'ungraded'}${answer.rating === undefined ? '' : `, rating ${answer.rating}`}${result.note ? `. Note: ${result.note}` : ''}`,
        );
      await io.drained?.();
    }
  }
  return 0;
}

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
    if (source === undefined) {
      const layout = readOrExplainLayout(parsed);
      if (!layout)
        throw new CommandError(
          'Give a pattern file with --pattern (combined kinds may leave it out: --kind combined with --grids or --layout).',
          true,
        );
      return runCombinedGenerate(layout, io, {
        target,
        rating,
        seed: seedOption(parsed),
        timeLimitMs:
          parsed.value('time-limit') === undefined
            ? undefined
            : positiveNumber(parsed.value('time-limit'), 'time-limit', 0, false),
        givensPerGrid:
          parsed.value('givens-per-grid') === undefined
            ? undefined
            : positiveNumber(parsed.value('givens-per-grid'), 'givens-per-grid', 0, false),
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
    if (textKind(text, variantOptions(parsed), source) === 'variant')
      return runVariant(parsed, io, source, text, { target, rating, count, timeLimitMs, seed, json });
    const records = parsePatternFile(text);
    if (records.length >= NO_PATTERN_RECORDS && records.slice(0, NO_PATTERN_RECORDS).every((record) => record.error)) {
      throw new CommandError(
        `Cannot read ${source}: its first ${groupedNumber(NO_PATTERN_RECORDS)} records hold no pattern, so this is no pattern file.`,
      );
    }
    if (records.length === 0) io.stderr(`No patterns found in ${source}.`);

    return runPatternGenerate(
      records,
      io,
      { target, rating, symmetry, count, timeLimitMs, seed },
      jobs,
      json,
      jobsByWork(parsed),
    );
  });
}
