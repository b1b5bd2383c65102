/**
 * Issue 34's speed gate in process: this build's analysers beside another build's (its lib/, as
 * `npm run build:cli` writes it, in a checkout with its package.json), loaded in one process and
 * timed interleaved — the least CPU of ROUNDS runs each, every run at least 400 ms (the set is
 * repeated) so that a tick of the clock is no part of the figure. 9×9: analyzePuzzle on mixed1000,
 * top95 and seventeen1000 with the model and the full set and the standard rating path (as
 * `--rating-path standard`); other kinds: analyzeVariant on size-16, size-25 and samurai, their own path's rating
 * (a build from before other kinds were rated reads no rating). The rate
 * is the base's time over ours; the gate is ≥ 0.95.
 *
 *   npm run build:cli && node lib/bench/same-speed.js ../main/lib   # needs ../shared
 */

import * as fs from 'fs';
import * as path from 'path';
import type { analyzePuzzle as AnalyzePuzzle } from '../src/engine/analysis/analyser';
import type { analyzeVariant as AnalyzeVariant } from '../src/engine/analysis/variant-analyser';
import type { loadVariantSet as LoadVariantSet } from './variant-sets';
import { readDataLines } from './run';

interface Side {
  analyzePuzzle: typeof AnalyzePuzzle;
  analyzeVariant: typeof AnalyzeVariant;
  loadVariantSet: typeof LoadVariantSet;
}

const NINE_SETS = ['mixed1000', 'top95', 'seventeen1000'];
const VARIANT_SETS = ['size-16', 'size-25', 'samurai'];
const LEAST_RUN_MS = 400;

/** The first of the paths (relative to the lib folder) that the build has: modules moved between builds. */
function firstPresent(lib: string, paths: readonly string[]): string {
  const found = paths.map((relative) => path.join(lib, relative)).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`${lib} has none of ${paths.join(', ')}`);
  return found;
}

function sideOf(lib: string): Side {
  /* eslint-disable @typescript-eslint/no-require-imports -- two builds of the same modules, chosen at run time */
  const { analyzePuzzle } = require(
    firstPresent(lib, ['src/engine/analysis/analyser.js', 'src/engine/analyser.js']),
  ) as Side;
  const { analyzeVariant } = require(
    firstPresent(lib, ['src/engine/analysis/variant-analyser.js', 'src/engine/variant-analysis/analyser.js']),
  ) as Side;
  const { loadVariantSet } = require(path.join(lib, 'bench/variant-sets.js')) as Side;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { analyzePuzzle, analyzeVariant, loadVariantSet };
}

function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The least CPU of each side's runs, interleaved, after one warm-up run each. */
function compare(label: string, base: () => void, ours: () => void, rounds: number): void {
  base();
  ours();
  const times = Math.max(1, Math.ceil(LEAST_RUN_MS / Math.max(1, cpuMs(base))));
  const repeated = (work: () => void) => (): void => {
    for (let k = 0; k < times; k++) work();
  };
  let baseMs = Infinity;
  let oursMs = Infinity;
  for (let round = 0; round < rounds; round++) {
    baseMs = Math.min(baseMs, cpuMs(repeated(base)));
    oursMs = Math.min(oursMs, cpuMs(repeated(ours)));
  }
  console.log(
    `${label.padEnd(22)} ${baseMs.toFixed(0).padStart(8)} ${oursMs.toFixed(0).padStart(8)} ${(baseMs / oursMs).toFixed(3).padStart(7)}   ×${times}`,
  );
}

function main(): void {
  const baseLib = process.argv[2];
  if (!baseLib) {
    console.error("usage: node lib/bench/same-speed.js BASE_LIB   (another build's lib/ folder)");
    process.exitCode = 2;
    return;
  }
  const rounds = Math.max(1, Number(process.env.SAME_SPEED_ROUNDS) || 7);
  const base = sideOf(path.resolve(baseLib));
  const ours = sideOf(path.resolve(__dirname, '..'));
  console.log(`least CPU of ${rounds} interleaved runs each; rate = base ÷ ours`);
  console.log('case                    base ms  ours ms    rate   repeats');
  for (const set of NINE_SETS) {
    const puzzles = readDataLines(`../shared/data/rated/${set}.txt`);
    for (const techniqueSet of ['model', 'full'] as const) {
      const options = { ratingPath: 'patterns', techniqueSet } as const;
      const run = (side: Side) => (): void => {
        for (const puzzle of puzzles) side.analyzePuzzle(puzzle, options);
      };
      compare(`${set} ${techniqueSet}`, run(base), run(ours), rounds);
    }
  }
  for (const set of VARIANT_SETS) {
    const run = (side: Side): (() => void) => {
      const { puzzles } = side.loadVariantSet(set);
      return () => {
        for (const item of puzzles) side.analyzeVariant(item.geometry, item.givens, { ratingPath: 'patterns' });
      };
    };
    compare(set, run(base), run(ours), rounds);
  }
}

main();
