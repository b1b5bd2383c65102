/**
 * Exact solver throughput on tdoku's benchmark sets: a full uniqueness check (limit 2, so the
 * search goes on after the first solution), one thread, puzzles parsed beforehand.
 *
 * The tdoku column is tdoku's TdokuSolverDpllTriadSimd (t-dillon/tdoku at af42618, gcc 12.2
 * -O3 -march=native) measured on this 2-core machine on 2026-11-27: counting to 2, the same
 * puzzles and samples as here, CPU time (clock()), median of 5–9 runs. Issue 36's target is at
 * most 1.2× tdoku's time on the three hard sets; see docs/benchmarks.md.
 */

import { countSolutions } from '../src/engine/solver/solver';
import { digitsFromCanonical } from '../src/engine/board/grid';
import { measure, median, readDataLines } from './run';

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
function solveAll(puzzles: readonly Uint8Array[]): number {
  let unique = 0;
  for (const puzzle of puzzles) if (countSolutions(puzzle, 2) === 1) unique++;
  return unique;
}

function perSecond(count: number, ms: number): string {
  return Math.round((count * 1000) / ms).toLocaleString('en-US');
}

export async function runBench(): Promise<void> {
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
