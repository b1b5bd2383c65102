/**
 * The generator, one thread, on all 500 patterns of ../shared/data/timedia/Pattern500.txt (SPEC §9,
 * §13): success rate, median and mean time per pattern, overall and by number of givens.
 *   1. default target (any grade without assumptions), 10 s per pattern: targets 100 %,
 *      median ≤ 5 ms, mean ≤ 30 ms. The puzzle company's Java generator: 99.9 %, median 57 ms,
 *      mean 208 ms CPU per pattern (median 689 ms at 18 givens).
 *   2. target Comfort on the patterns of 22 or more givens, 2 s each: target ≥ 95 % success.
 *   3. each single level (Beginner … Ultra Hard) as the target, 5 s each: success rate and median
 *      time per level; target ≥ 95 % per level, judged on all 500. By default every 25th pattern
 *      (20) is used, about 1.5 min of CPU, where one pattern moves a rate by 5 %;
 *      GENERATOR_LEVELS_EVERY=5 takes every 5th (100), GENERATOR_LEVELS_EVERY=1 all 500;
 *      GENERATOR_LEVELS_OFFSET=k starts at the k-th (0-based) for another sample of that size;
 *      GENERATOR_LEVELS=1,8 runs only those levels; GENERATOR_LEVELS_PATTERNS=1,6,251 runs those
 *      Pattern500 numbers instead of a sample, and GENERATOR_LEVELS_SEED=k adds k to every seed
 *      (a 5 s outcome is close to a coin flip on the hardest patterns, so compare changes over
 *      several seeds). The whole set, all 8 levels on all 500:
 *        npm run build:cli
 *        GENERATOR_LEVELS_ONLY=1 GENERATOR_LEVELS_EVERY=1 node lib/bench/run.js generator
 *      about 13 min of CPU (the last figures: docs/benchmarks.md, "The generator, level by level");
 *      on two cores, run it twice at once with GENERATOR_LEVELS=1,2,3,7 and GENERATOR_LEVELS=8,4,5,6
 *      (about 6.5 min of CPU each; build once first, not with two `npm run bench`).
 *      The table's title says which was run. Here
 *      the 5 s limit is of CPU time (the generator's clock option), so that a loaded machine does
 *      not fail patterns the generator would fill; GENERATOR_LEVELS_ONLY=1 runs only this part. Each
 *      miss is listed with its Pattern500 number and the closest grade reached; the rate counts
 *      every sampled pattern. For Beginner a second rate leaves out the patterns a SAT solver
 *      proved to have no Beginner puzzle (bench/beginner-feasibility.txt, beginner-feasibility.ts);
 *      a miss on a pattern not proved infeasible is a miss.
 *   4. a rating range (SE's scale) as the only target, on part 3's sample: success and median time
 *      per band (GENERATOR_RATING_BANDS, GENERATOR_RATINGS_ONLY=1).
 * Times are CPU ms (user + system) of each call, the steadier figure on a shared machine; wall
 * ms are printed beside them. Each pattern's seed is its index, so runs are comparable.
 */

import * as fs from 'fs';
import { generateOne } from '../src/engine/generator/generate';
import type { GeneratedPuzzle } from '../src/engine/generator/generate';
import { patternSize } from '../src/engine/generator/pattern';
import { parsePatternFile } from '../src/io/pattern-file';
import type { Pattern } from '../src/engine/generator/pattern';
import { GRADE_NAMES } from '../src/engine/analysis/types';
import { readFeasibility, type Feasibility } from './beginner-feasibility';
import { dataPath, measure, median } from './run';

const PATTERN_FILE = '../shared/data/timedia/Pattern500.txt';

interface Run {
  /** The pattern's index in Pattern500 (0-based). */
  index: number;
  givens: number;
  /** What a miss reached instead: the closest grade, or the error kind. */
  missed?: string;
  ok: boolean;
  cpuMs: number;
  wallMs: number;
  attempts: number;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

/** CPU milliseconds of this process, as a clock for the generator's time limit. */
function cpuClock(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function missedReason(result: GeneratedPuzzle): string | undefined {
  if (result.error) return result.error.kind;
  if (result.note) {
    const rating = result.analysis?.rating === undefined ? '' : `, rating ${result.analysis.rating}`;
    return `closest ${result.grade ? result.grade.name : 'not conquered'}${rating}`;
  }
  return undefined;
}

function runAll(
  patterns: readonly Pattern[],
  grade: string | undefined,
  timeLimitMs: number,
  now?: () => number,
  indices?: readonly number[],
  rating?: string,
  seedShift = 0,
): Run[] {
  return patterns.map((pattern, i) => {
    const index = indices ? indices[i] : i;
    let result: GeneratedPuzzle | undefined;
    const { cpuMs, wallMs } = measure(() => {
      result = generateOne(pattern, { grade, rating, seed: index + seedShift, timeLimitMs, now });
    });
    const missed = missedReason(result!);
    return {
      index,
      givens: patternSize(pattern),
      missed,
      ok: missed === undefined,
      cpuMs,
      wallMs,
      attempts: result!.attempts,
    };
  });
}

function row(label: string, runs: readonly Run[]): string {
  const ok = runs.filter((run) => run.ok).length;
  const cpu = runs.map((run) => run.cpuMs);
  const wall = runs.map((run) => run.wallMs);
  return [
    label.padEnd(label.length > 10 ? 12 : 10),
    String(runs.length).padStart(4),
    `${((100 * ok) / runs.length).toFixed(1)} %`.padStart(8),
    median(cpu).toFixed(1).padStart(9),
    mean(cpu).toFixed(1).padStart(9),
    Math.max(...cpu)
      .toFixed(0)
      .padStart(8),
    median(wall).toFixed(1).padStart(9),
    mean(wall).toFixed(1).padStart(9),
    mean(runs.map((run) => run.attempts))
      .toFixed(1)
      .padStart(9),
  ].join(' ');
}

function report(title: string, runs: readonly Run[]): void {
  console.log(`\n${title}`);
  console.log('givens     n   success  cpu med  cpu mean  cpu max  wall med wall mean attempts');
  const sizes = [...new Set(runs.map((run) => run.givens))].sort((a, b) => a - b);
  for (const size of sizes)
    console.log(
      row(
        String(size),
        runs.filter((run) => run.givens === size),
      ),
    );
  console.log(row('all', runs));
}

export async function runBench(): Promise<void> {
  const patterns = parsePatternFile(fs.readFileSync(dataPath(PATTERN_FILE), 'utf8')).map((record) => record.pattern!);
  // Warm-up: let the JIT compile the hot loops before anything is measured.
  runAll(patterns.slice(0, 30), undefined, 10_000);
  if (process.env.GENERATOR_LEVELS_ONLY === '1') return reportLevels(patterns);
  if (process.env.GENERATOR_RATINGS_ONLY === '1') return reportRatings(patterns);

  const all = runAll(patterns, undefined, 10_000);
  report(
    `Pattern500, default target (Beginner..Comfort), 10 s limit, ${patterns.length} patterns (ms per pattern):`,
    all,
  );
  const ok = all.filter((run) => run.ok).length;
  const medianCpu = median(all.map((run) => run.cpuMs));
  const meanCpu = mean(all.map((run) => run.cpuMs));
  console.log(
    `targets: 100 % (${ok === all.length ? 'met' : 'MISSED'}), median ≤ 5 ms (${medianCpu <= 5 ? 'met' : 'MISSED'}), ` +
      `mean ≤ 30 ms (${meanCpu <= 30 ? 'met' : 'MISSED'}); Java generator: 99.9 %, median 57 ms, mean 208 ms`,
  );

  const large = patterns.filter((pattern) => patternSize(pattern) >= 22);
  const comfort = runAll(large, 'Comfort', 2_000);
  report(`Pattern500, target Comfort, patterns of 22+ givens, 2 s limit each (ms per pattern):`, comfort);
  const rate = comfort.filter((run) => run.ok).length / comfort.length;
  console.log(`target: ≥ 95 % within 2 s (${(100 * rate).toFixed(1)} %, ${rate >= 0.95 ? 'met' : 'MISSED'})`);

  reportLevels(patterns);
  reportRatings(patterns);
}

const DEFAULT_LEVELS_EVERY = 25;
const LEVEL_TIME_LIMIT_MS = 5_000;

/** A whole-number setting of the environment, or `fallback` when unset. */
function wholeNumberSetting(name: string, fallback: number, least: number): number {
  const text = process.env[name];
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`${name} must be a whole number ≥ ${least}, not "${text}"`);
  return value;
}

/** The levels of part 3 (GENERATOR_LEVELS=1,8 for Beginner and Ultra Hard alone), all by default. */
function levelsToRun(): number[] {
  const text = process.env.GENERATOR_LEVELS;
  if (text === undefined) return GRADE_NAMES.map((_, i) => i + 1);
  const levels = text.split(',').map(Number);
  if (!levels.every((level) => Number.isInteger(level) && level >= 1 && level <= GRADE_NAMES.length)) {
    throw new Error(`GENERATOR_LEVELS lists levels 1–${GRADE_NAMES.length} separated by commas, not "${text}"`);
  }
  return levels;
}

/** Part 3: one row per single-level target. */
function reportLevels(patterns: readonly Pattern[]): void {
  const { every, offset, indices, sample, listed } = levelSample(patterns);
  const seedShift = wholeNumberSetting('GENERATOR_LEVELS_SEED', 0, 0);
  const seeds = seedShift > 0 ? `, seeds = index + ${seedShift}` : '';
  const which = listed ? 'the listed patterns' : sampleWords(every, offset);
  console.log(
    `\nPattern500, each single level as the target, ${LEVEL_TIME_LIMIT_MS / 1000} s CPU limit, ${which}${seeds} (${sample.length} of ${patterns.length}):`,
  );
  console.log('level          n   success  cpu med  cpu mean  cpu max  wall med wall mean attempts  target ≥ 95 %');
  const misses: string[] = [];
  for (const level of levelsToRun()) {
    const name = GRADE_NAMES[level - 1];
    const runs = runAll(sample, String(level), LEVEL_TIME_LIMIT_MS, cpuClock, indices, undefined, seedShift);
    const rate = runs.filter((run) => run.ok).length / runs.length;
    console.log(`${row(`${level} ${name}`.padEnd(12), runs)}  ${rate >= 0.95 ? 'met' : 'MISSED'}`);
    const known = level === 1 ? readFeasibility() : new Map<number, Feasibility>();
    for (const run of runs)
      if (!run.ok)
        misses.push(
          `  ${name}: pattern #${run.index + 1} (${run.givens} givens): ${run.missed}${feasibilityWords(known.get(run.index + 1))}`,
        );
    if (level === 1) reportBeginnerFeasibility(runs, known);
  }
  if (misses.length > 0) console.log(`missed (Pattern500 numbers, 1-based):\n${misses.join('\n')}`);
}

/** What bench/beginner-feasibility.txt says of a missed pattern. */
function feasibilityWords(result: Feasibility | undefined): string {
  if (result === undefined) return '';
  if (result.kind === 'infeasible') return '; proved to have no Beginner puzzle (SAT)';
  if (result.kind === 'feasible') return `; has a Beginner puzzle, e.g. ${result.puzzle}`;
  return `; undecided by SAT in ${result.seconds} s`;
}

/**
 * The Beginner rate twice: over every sampled pattern, and over those not proved to lack a
 * Beginner puzzle (bench/beginner-feasibility.txt); a miss on any other pattern stays a miss.
 */
function reportBeginnerFeasibility(runs: readonly Run[], known: ReadonlyMap<number, Feasibility>): void {
  const infeasible = runs.filter((run) => known.get(run.index + 1)?.kind === 'infeasible');
  const rest = runs.filter((run) => !infeasible.includes(run));
  const ok = rest.filter((run) => run.ok).length;
  const decided = runs.filter(
    (run) => known.get(run.index + 1) && known.get(run.index + 1)!.kind !== 'undecided',
  ).length;
  console.log(
    `  Beginner: ${runs.filter((run) => run.ok).length} of ${runs.length} sampled patterns; ` +
      `${infeasible.length} proved to have no Beginner puzzle (${infeasible.map((run) => `#${run.index + 1}`).join(', ') || 'none'}), ` +
      `${ok} of the other ${rest.length} (${((100 * ok) / Math.max(1, rest.length)).toFixed(1)} %, ${ok >= 0.95 * rest.length ? 'met' : 'MISSED'}); ` +
      `feasibility known for ${decided} of the ${runs.length} (bench/beginner-feasibility.txt)`,
  );
}

/** SE-scale bands of part 4 (GENERATOR_RATING_BANDS="1.5..2,6..7.5" for others). */
const DEFAULT_RATING_BANDS = ['1.5..2', '2.5..3.5', '4..5.5', '6..7.5'];

/** GENERATOR_LEVELS_PATTERNS=1,6,251: those Pattern500 numbers (1-based) as indices, or null when unset. */
function listedPatterns(count: number): number[] | null {
  const text = process.env.GENERATOR_LEVELS_PATTERNS;
  if (text === undefined) return null;
  const numbers = text.split(',').map(Number);
  if (!numbers.every((number) => Number.isInteger(number) && number >= 1 && number <= count)) {
    throw new Error(`GENERATOR_LEVELS_PATTERNS lists Pattern500 numbers 1–${count} separated by commas, not "${text}"`);
  }
  return numbers.map((number) => number - 1);
}

/**
 * The sample of part 3 (every n-th pattern from the offset-th, 0-based: GENERATOR_LEVELS_OFFSET=2
 * with GENERATOR_LEVELS_EVERY=5 takes patterns #3, #8, …, or the GENERATOR_LEVELS_PATTERNS list),
 * with each pattern's Pattern500 index.
 */
function levelSample(patterns: readonly Pattern[]): {
  every: number;
  offset: number;
  indices: number[];
  sample: Pattern[];
  listed: boolean;
} {
  const every = wholeNumberSetting('GENERATOR_LEVELS_EVERY', DEFAULT_LEVELS_EVERY, 1);
  const offset = wholeNumberSetting('GENERATOR_LEVELS_OFFSET', 0, 0);
  if (offset >= every)
    throw new Error(`GENERATOR_LEVELS_OFFSET must be below GENERATOR_LEVELS_EVERY (${every}), not ${offset}`);
  const listed = listedPatterns(patterns.length);
  const indices = listed ?? patterns.map((_, index) => index).filter((index) => index % every === offset);
  return { every, offset, indices, sample: indices.map((index) => patterns[index]), listed: listed !== null };
}

/** "every 5th pattern from #3" for the tables' titles. */
function sampleWords(every: number, offset: number): string {
  const from = offset > 0 ? ` from #${offset + 1}` : '';
  return `every ${every === 1 ? '' : `${every}th `}pattern${from}`;
}

/**
 * Part 4: a rating range (rating.ts, SE's scale) as the only target, 5 s CPU each, on part 3's
 * sample: success rate and median time per band. A band the rating formula leaves between two
 * levels shows as misses whose closest ratings lie on both sides of it.
 */
function reportRatings(patterns: readonly Pattern[]): void {
  const bands = process.env.GENERATOR_RATING_BANDS?.split(',') ?? DEFAULT_RATING_BANDS;
  const { every, offset, indices, sample } = levelSample(patterns);
  console.log(
    `\nPattern500, a rating range as the target (any grade), ${LEVEL_TIME_LIMIT_MS / 1000} s CPU limit, ${sampleWords(every, offset)} (${sample.length} of ${patterns.length}):`,
  );
  console.log('rating         n   success  cpu med  cpu mean  cpu max  wall med wall mean attempts');
  const misses: string[] = [];
  for (const band of bands) {
    const runs = runAll(sample, undefined, LEVEL_TIME_LIMIT_MS, cpuClock, indices, band);
    console.log(row(band.padEnd(12), runs));
    for (const run of runs)
      if (!run.ok) misses.push(`  ${band}: pattern #${run.index + 1} (${run.givens} givens): ${run.missed}`);
  }
  if (misses.length > 0) console.log(`missed (Pattern500 numbers, 1-based):\n${misses.join('\n')}`);
}
