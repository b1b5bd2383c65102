/**
 * The default rating against the standard one (issue 35; README "Rating"): the Spearman
 * correlation with SukakuExplainer on the by-rating files' odd lines, held out from the fits (up to
 * 30 from each file, bench/by-rating.ts; bench/rating-fit.ts), and the CPU time of `analyze` on mixed1000, the whole
 * process (start-up included, one thread: `--jobs 1`), the least of RATING_RUNS runs (default 5)
 * of each, interleaved. `RATING_CLI=path/to/bin/sudoku-analyzer.js` times another build (an
 * earlier commit's), for before and after side by side; the correlations are always this build's.
 *
 *   npm run bench -- rating
 */

import { spawnSync } from 'child_process';
import * as path from 'path';
import { analyzePuzzle, type AnalyseOptions } from '../src/engine/analysis/analyser';
import { byRatingPuzzles, onLines } from './by-rating';
import { dataPath, packageRoot } from './run';
import { spearman } from './statistics';

const MIXED = '../shared/data/rated/mixed1000.txt';
const PER_FILE = 30;

/** A puzzle without a rating (not conquered) ranks above every rated one, as in `npm run verify`. */
const NOT_RATED = 99;

const RATINGS: { name: string; options: AnalyseOptions; args: string[] }[] = [
  { name: 'default (full path)', options: {}, args: [] },
  { name: 'standard', options: { ratingPath: 'patterns' }, args: ['--rating-path', 'standard'] },
];

/** CPU milliseconds of one `analyze` process on the file. */
function analyzeCpuMs(cli: string, file: string, args: readonly string[]): number {
  const preload = path.join(__dirname, 'cpu-at-exit.js');
  const run = spawnSync(
    process.execPath,
    ['--require', preload, cli, 'analyze', '--file', file, '--jobs', '1', '--json', ...args],
    { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const reported = /cpu-ms ([\d.]+)\s*$/.exec(run.stderr);
  if (run.status !== 0 || !reported)
    throw new Error(`analyze ${args.join(' ')} failed (status ${run.status}): ${run.stderr.slice(-500)}`);
  return Number(reported[1]);
}

export async function runBench(): Promise<void> {
  const odd = onLines(byRatingPuzzles(), 1, PER_FILE);
  const se = odd.map((puzzle) => puzzle.se);
  console.log(
    `Spearman with SE on the by-rating files' odd lines (${odd.length} puzzles, up to ${PER_FILE} a file; the fits read even lines):`,
  );
  for (const rating of RATINGS) {
    const ratings = odd.map((puzzle) => analyzePuzzle(puzzle.puzzle, rating.options).rating ?? NOT_RATED);
    console.log(`  ${rating.name.padEnd(20)} ${spearman(ratings, se).toFixed(3)}`);
  }

  const cli = process.env.RATING_CLI
    ? path.resolve(process.env.RATING_CLI)
    : path.join(packageRoot(), 'bin', 'sudoku-analyzer.js');
  const runs = Math.max(1, Number(process.env.RATING_RUNS) || 5);
  const file = dataPath(MIXED);
  const times = RATINGS.map((): number[] => []);
  for (let run = 0; run < runs; run++)
    RATINGS.forEach((rating, i) => times[i].push(analyzeCpuMs(cli, file, rating.args)));
  console.log(
    `CPU time of \`analyze --file mixed1000.txt --jobs 1 --json\` (${path.relative(process.cwd(), cli) || cli}), whole process, least of ${runs} interleaved runs:`,
  );
  const least = times.map((list) => Math.min(...list));
  RATINGS.forEach((rating, i) =>
    console.log(
      `  ${rating.name.padEnd(20)} ${(least[i] / 1000).toFixed(3)} s   (runs: ${times[i].map((ms) => (ms / 1000).toFixed(2)).join(', ')})`,
    ),
  );
  console.log(`  default ÷ standard: ${(least[0] / least[1]).toFixed(2)}×`);
}
