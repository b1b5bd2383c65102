/**
 * Exact solver throughput on tdoku's benchmark sets: a full uniqueness check (limit 2, so the
 * search goes on after the first solution), one thread, puzzles parsed beforehand.
 *
 * The tdoku column is tdoku's TdokuSolverDpllTriadSimd (t-dillon/tdoku at af42618, gcc 12.2
 * -O3 -march=native) on this 2-core machine: counting to 2, the same puzzles and samples as here,
 * CPU time (clock()), median of 5–9 runs (docs/benchmarks.md, "tdoku, measured here"). Issue 36's
 * target is at most 1.2× tdoku's time on the three hard sets.
 *
 * SOLVER_BASE=/path/to/another/checkout (built: its lib/src/engine/solver/solver.js, or solver.js there before issue 34's folders) also runs that
 * build's solver in this process, interleaved with ours in each round (the order reversed every
 * other round), and prints the least CPU time of the rounds for both and their ratio: the fair
 * comparison on a shared machine, where separate runs see different loads.
 */

import * as fs from 'fs';
import * as path from 'path';
import { countSolutions } from '../src/engine/solver/solver';
import { digitsFromCanonical } from '../src/engine/board/grid';
import { measure, median, readDataLines } from './run';

type Count = (puzzle: Uint8Array, limit: number) => number;

interface BenchSet {
  file: string;
  tdokuPerSecond: number;
  /** Evenly spaced sample size for sets too big to run whole several times. */
  sample: number;
}

const SETS: BenchSet[] = [
  { file: 'puzzles2_17_clue', tdokuPerSecond: 322_000, sample: Infinity },
  { file: 'puzzles3_magictour_top1465', tdokuPerSecond: 113_000, sample: Infinity },
  { file: 'puzzles5_forum_hardest_1905_11+', tdokuPerSecond: 20_400, sample: 10_000 },
  { file: 'puzzles6_forum_hardest_1106', tdokuPerSecond: 12_800, sample: Infinity },
];
const RUNS = 5;

function loadSet(set: BenchSet): Uint8Array[] {
  const lines = readDataLines(`../shared/data/tdoku/${set.file}`).filter((line) => line.length >= 81);
  const count = Math.min(set.sample, lines.length);
  const picked = [];
  for (let i = 0; i < count; i++) picked.push(lines[Math.floor((i * lines.length) / count)]);
  return picked.map(digitsFromCanonical);
}

/** Solves every puzzle once; returns how many had exactly one solution. */
function solveAll(puzzles: readonly Uint8Array[], count: Count = countSolutions): number {
  let unique = 0;
  for (const puzzle of puzzles) if (count(puzzle, 2) === 1) unique++;
  return unique;
}

function perSecond(count: number, ms: number): string {
  return Math.round((count * 1000) / ms).toLocaleString('en-US');
}

/** Rounds of the interleaved comparison; each times at least MIN_ROUND_MS of solving (top95-sized sets repeat). */
const ROUNDS = 5;
const MIN_ROUND_MS = 300;

/** Least CPU ms per pass over `puzzles` of each solver, interleaved round by round. */
function interleaved(puzzles: readonly Uint8Array[], solvers: readonly Count[]): number[] {
  for (const count of solvers) solveAll(puzzles, count); // warm-up
  const once = measure(() => solveAll(puzzles, solvers[0])).cpuMs;
  const passes = Math.max(1, Math.ceil(MIN_ROUND_MS / Math.max(once, 1)));
  const least = solvers.map(() => Infinity);
  for (let round = 0; round < ROUNDS; round++) {
    const order = solvers.map((_, k) => k);
    if (round % 2) order.reverse();
    for (const k of order) {
      const { cpuMs } = measure(() => {
        for (let pass = 0; pass < passes; pass++) solveAll(puzzles, solvers[k]);
      });
      least[k] = Math.min(least[k], cpuMs / passes);
    }
  }
  return least;
}

async function runComparison(baseRoot: string): Promise<void> {
  // Builds from before the engine's folders (issue 34) keep the solver at lib/src/engine/solver.js.
  const file =
    [path.join('solver', 'solver.js'), 'solver.js']
      .map((name) => path.resolve(baseRoot, 'lib', 'src', 'engine', name))
      .find((candidate) => fs.existsSync(candidate)) ??
    path.resolve(baseRoot, 'lib', 'src', 'engine', 'solver', 'solver.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const base = (require(file) as { countSolutions: Count }).countSolutions;
  console.log(
    `ours against ${file}: least CPU of ${ROUNDS} interleaved rounds; × tdoku is CPU time per puzzle over tdoku's`,
  );
  console.log('set                               puzzles   base cpu/s  × tdoku   ours cpu/s  × tdoku  ours/base time');
  for (const set of SETS) {
    const puzzles = loadSet(set);
    const [baseMs, oursMs] = interleaved(puzzles, [base, countSolutions]);
    const rate = (ms: number): number => (puzzles.length * 1000) / ms;
    console.log(
      `${set.file.padEnd(33)} ${String(puzzles.length).padStart(7)} ${perSecond(puzzles.length, baseMs).padStart(12)} ` +
        `${(set.tdokuPerSecond / rate(baseMs)).toFixed(2).padStart(7)}× ${perSecond(puzzles.length, oursMs).padStart(12)} ` +
        `${(set.tdokuPerSecond / rate(oursMs)).toFixed(2).padStart(7)}× ${(oursMs / baseMs).toFixed(3).padStart(15)}`,
    );
  }
}

export async function runBench(): Promise<void> {
  const baseRoot = process.env.SOLVER_BASE;
  if (baseRoot) return runComparison(baseRoot);
  console.log(`uniqueness check (limit 2), one thread, median of ${RUNS} runs after a warm-up pass;`);
  console.log('puzzles/s by wall clock and by CPU time (the steadier figure when other processes share the cores);');
  console.log('tdoku/s: tdoku measured here on 2026-11-27 by CPU time; × tdoku: our CPU time per puzzle over its');
  console.log('set                               puzzles  unique  wall puzzles/s  cpu puzzles/s   tdoku/s  × tdoku');
  for (const set of SETS) {
    const puzzles = loadSet(set);
    let unique = solveAll(puzzles); // warm-up (and the JIT's profile)
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const times = measure(() => (unique = solveAll(puzzles)));
      wall.push(times.wallMs);
      cpu.push(times.cpuMs);
    }
    const cpuRate = (puzzles.length * 1000) / median(cpu);
    console.log(
      `${set.file.padEnd(33)} ${String(puzzles.length).padStart(7)} ${String(unique).padStart(7)} ` +
        `${perSecond(puzzles.length, median(wall)).padStart(15)} ${perSecond(puzzles.length, median(cpu)).padStart(14)} ` +
        `${set.tdokuPerSecond.toLocaleString('en-US').padStart(9)} ${(set.tdokuPerSecond / cpuRate).toFixed(2).padStart(7)}×`,
    );
  }
}
