/**
 * The analyser, one thread: puzzles/s of the full analysis with step logs (validation, exact
 * solver, human-style loop, grade) on mixed1000, top95 and the 17-clue sample, side by side with
 * the npm `sudoku` package's ratepuzzle on the same puzzles; then grade quality, the Spearman
 * correlation of our level and of total effort with SukakuExplainer's rating on the 600 rated
 * puzzles of mixed1000_meta.csv (HoDoKu reaches 0.861 with its level, 0.874 with its score).
 * mixed1000 and top95 are also run with each technique set (model, full): speed, its ratio to
 * HoDoKu's speed measured on the same sets, and the puzzles that still need an assumption (HoDoKu
 * guesses on 2 of each); and with the model set given the standard rating (`ratingPath: 'patterns'`,
 * model+standard; the row `model` is rated by the full set's path, the default) and rated by its
 * own path alone (`ratingPath: 'chosen'`, model+ownpath): what each rating costs.
 */

import { analyzePuzzle } from '../src/engine/analysis/analyser';
import { TECHNIQUE_SETS } from '../src/engine/techniques/technique-codes';
import type { AnalysisResult } from '../src/engine/analysis/types';
import * as fs from 'fs';
import { dataPath, measure, median, readDataLines } from './run';
import { spearman } from './statistics';

const RUNS = 3;
const SETS: [string, string, number][] = [
  ['mixed1000', '../shared/data/rated/mixed1000.txt', Infinity],
  ['top95', '../shared/data/rated/top95.txt', Infinity],
  ['17-clue (seventeen1000)', '../shared/data/rated/seventeen1000.txt', Infinity],
];

/**
 * HoDoKu 2.2.4's CPU ms per puzzle in a warm JVM, the figure comparable to `rate` below (CPU time
 * after a warm-up run): its batch rating (`java -jar hodoku.jar /c default /bs FILE`, default steps;
 * built from github.com/1to9only/HoDoKu tag 2.2.4, its output equal to hodoku_<set>.csv) on each set
 * once and three times over in one JVM, (×3 − ×1) ÷ 2n, user + sys, by
 * `HODOKU_JAR=… REPEATS=1 bench/hodoku.sh`: constants, since the bench cannot run Java. The run they
 * come from, and why the quiet machine's figures are the ones kept: docs/benchmarks.md, "HoDoKu's
 * speed".
 */
const HODOKU_WARM_CPU_MS: Readonly<Record<string, number>> = { mixed1000: 31.5, top95: 88.7 };

export function puzzlesOf(file: string, limit = Infinity): string[] {
  return readDataLines(file)
    .map((line) => /[0-9.]{81}/.exec(line)?.[0])
    .filter((p): p is string => p !== undefined)
    .slice(0, limit);
}

/** The npm peer: sudoku@0.0.3's ratepuzzle(puzzle, samples) on null / 0–8 cells. */
interface SudokuPackage {
  ratepuzzle(puzzle: (number | null)[], samples: number): number;
}

function peerFormat(puzzle: string): (number | null)[] {
  return Array.from(puzzle, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) - 1 : null));
}

/** Puzzles per second by CPU time, the median of RUNS runs after one warm-up run. */
function rate(count: number, work: () => void): number {
  work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(measure(work).cpuMs);
  return (count / median(times)) * 1000;
}

/** The rated rows of mixed1000_meta.csv: puzzle and SE rating. */
export function seRatedPuzzles(): { puzzle: string; se: number }[] {
  const rows = readDataLines('../shared/data/rated/mixed1000_meta.csv').slice(1);
  return rows
    .map((row) => row.split(','))
    .filter((fields) => fields[3] !== '')
    .map((fields) => ({ puzzle: fields[1], se: Number(fields[3]) }));
}

/** Level and effort against the SE rating; a not-conquered puzzle ranks above every conquered one. */
export function gradeQuality(
  results: readonly AnalysisResult[],
  se: readonly number[],
): { level: number; effort: number; rating: number } {
  const maxEffort = Math.max(...results.map((r) => r.effort));
  const level = results.map((r) => r.grade?.level ?? 9);
  const effort = results.map((r) => (r.status === 'conquer' ? r.effort : maxEffort * 2));
  const rating = results.map((r) => r.rating ?? 99);
  return { level: spearman(level, se), effort: spearman(effort, se), rating: spearman(rating, se) };
}

export async function runBench(): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const peer = require('sudoku') as SudokuPackage;
  console.log(
    'set                        puzzles  analyser/s  sudoku.ratepuzzle(…,4)/s  ratio  conquered  levels 1..8',
  );
  for (const [name, file, limit] of SETS) {
    const puzzles = puzzlesOf(file, limit);
    const ours = rate(puzzles.length, () => puzzles.forEach((p) => analyzePuzzle(p)));
    const peerPuzzles = puzzles.map(peerFormat);
    const theirs = rate(puzzles.length, () => peerPuzzles.forEach((p) => peer.ratepuzzle(p, 4)));
    const results = puzzles.map((p) => analyzePuzzle(p));
    const levels = Array.from({ length: 8 }, (_, i) => results.filter((r) => r.grade?.level === i + 1).length);
    const conquered = results.filter((r) => r.status === 'conquer').length;
    console.log(
      `${name.padEnd(26)} ${String(puzzles.length).padStart(7)}  ${ours.toFixed(0).padStart(10)}  ${theirs.toFixed(0).padStart(24)}  ${(ours / theirs).toFixed(1).padStart(5)}x  ${String(conquered).padStart(9)}  ${levels.join(' ')}`,
    );
  }

  console.log(
    '\ntechnique set   set        puzzles  analyser/s  ms/puzzle  HoDoKu ms/puzzle  × HoDoKu  puzzles using A',
  );
  for (const [name, file, limit] of SETS.slice(0, 2)) {
    const puzzles = puzzlesOf(file, limit);
    for (const techniqueSet of TECHNIQUE_SETS) {
      const perSecond = rate(puzzles.length, () => puzzles.forEach((p) => analyzePuzzle(p, { techniqueSet })));
      const usingA = puzzles.filter((p) => (analyzePuzzle(p, { techniqueSet }).techniqueCounts.A ?? 0) > 0).length;
      const hodoku = HODOKU_WARM_CPU_MS[name];
      console.log(
        `${techniqueSet.padEnd(15)} ${name.padEnd(10)} ${String(puzzles.length).padStart(7)}  ${perSecond.toFixed(0).padStart(10)}  ${(1000 / perSecond).toFixed(2).padStart(9)}  ` +
          `${hodoku.toFixed(1).padStart(16)}  ${((hodoku * perSecond) / 1000).toFixed(0).padStart(7)}×  ${String(usingA).padStart(15)}`,
      );
    }
    // The model set's analysis with the standard rating (the patterns path), and rated by its own path
    // alone (rating-path.ts): what those ratings cost beside the default (the full set's path, the row `model`).
    for (const [label, ratingPath] of [
      ['model+standard', 'patterns'],
      ['model+ownpath', 'chosen'],
    ] as const) {
      const perSecond = rate(puzzles.length, () => puzzles.forEach((p) => analyzePuzzle(p, { ratingPath })));
      console.log(
        `${label.padEnd(15)} ${name.padEnd(10)} ${String(puzzles.length).padStart(7)}  ${perSecond.toFixed(0).padStart(10)}  ${(1000 / perSecond).toFixed(2).padStart(9)}`,
      );
    }
  }

  const rated = seRatedPuzzles();
  const results = rated.map(({ puzzle }) => analyzePuzzle(puzzle));
  const se = rated.map((r) => r.se);
  const quality = gradeQuality(results, se);
  const peerScores = rated.map(({ puzzle }) => peer.ratepuzzle(peerFormat(puzzle), 4));
  console.log(
    `\nSpearman with SE on ${rated.length} rated puzzles of mixed1000_meta.csv (HoDoKu: level 0.861, score 0.874):`,
  );
  console.log(
    `  our level ${quality.level.toFixed(3)}   our total effort ${quality.effort.toFixed(3)}   our rating ${quality.rating.toFixed(3)}   sudoku.ratepuzzle ${spearman(peerScores, se).toFixed(3)}`,
  );
  const fullQuality = gradeQuality(
    rated.map(({ puzzle }) => analyzePuzzle(puzzle, { techniqueSet: 'full' })),
    se,
  );
  console.log(
    `  full set: level ${fullQuality.level.toFixed(3)}   total effort ${fullQuality.effort.toFixed(3)}   rating ${fullQuality.rating.toFixed(3)}`,
  );

  const heldOut = heldOutRated(rated.map((r) => r.puzzle));
  const heldOutQuality = gradeQuality(
    heldOut.map(({ puzzle }) => analyzePuzzle(puzzle)),
    heldOut.map((r) => r.se),
  );
  console.log(
    `Held out (the weights were tuned on the 600 above): ${heldOut.length} puzzles, the last ${HELD_OUT_PER_FILE} of each sudoku-exchange/by-rating file, SE 2.5–9.3:`,
  );
  console.log(
    `  our level ${heldOutQuality.level.toFixed(3)}   our total effort ${heldOutQuality.effort.toFixed(3)}   our rating ${heldOutQuality.rating.toFixed(3)}`,
  );
}

const HELD_OUT_PER_FILE = 40;

/** SE-rated puzzles outside the tuning set: the last lines of each by-rating file ("hash puzzle rating"). */
function heldOutRated(tuning: readonly string[]): { puzzle: string; se: number }[] {
  const seen = new Set(tuning);
  const dir = dataPath('../shared/data/sudoku-exchange/by-rating');
  const picked: { puzzle: string; se: number }[] = [];
  for (const file of fs.readdirSync(dir).sort()) {
    const lines = readDataLines(`../shared/data/sudoku-exchange/by-rating/${file}`);
    let taken = 0;
    for (let i = lines.length - 1; i >= 0 && taken < HELD_OUT_PER_FILE; i--) {
      const [, digits, rating] = lines[i].split(' ');
      const puzzle = digits.replace(/0/g, '.');
      if (seen.has(puzzle)) continue;
      picked.push({ puzzle, se: Number(rating) });
      taken++;
    }
  }
  return picked;
}
