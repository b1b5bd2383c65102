/**
 * Exact solve speed on every set of ../shared/data/variants: the uniqueness check (count to two),
 * warm (after a pass over the set), each puzzle timed as the best of a few runs. Per set: median,
 * p90, max and the targets of issue 20; beside it, the dancing-links solver of @algorithm.ts/sudoku
 * (square boxes only; it stops at the first solution) in a child process with 5 s per puzzle.
 */

import { fork } from 'child_process';
import type { ChildProcess } from 'child_process';
import * as path from 'path';
import { solveVariant } from '../src/engine/geometry';
import type { VariantPuzzle } from '../src/io/variant-text';
import { median } from './run';
import { loadVariantSet, variantSetNames } from './variant-sets';

/** Median targets in ms (issue 20); every set also keeps each puzzle under max(50 × median, 10 ms). */
const MEDIAN_TARGETS: Record<string, number> = {
  'size-16': 0.2,
  samurai: 0.2,
  'combined-sumo': 0.5,
  'size-25': 1,
  'size-49': 20,
};
const RUNS = 3;
const ANCHOR_LIMIT_MS = 5000;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

function timeSolve(puzzle: VariantPuzzle): number {
  let best = Infinity;
  for (let run = 0; run < RUNS; run++) {
    const start = process.hrtime.bigint();
    solveVariant(puzzle.geometry, puzzle.givens, 2);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return best;
}

function fmt(ms: number): string {
  return ms < 10 ? ms.toFixed(3) : ms.toFixed(1);
}

/** The anchor takes a 0-based board with -1 blanks, N = b² (b×b boxes). */
function anchorBoards(puzzles: readonly VariantPuzzle[]): number[][] | null {
  const geometry = puzzles[0].geometry;
  const box = geometry.box;
  if (geometry.kind !== 'standard' || !box || box.rows !== box.cols) return null;
  return puzzles.map((puzzle) => Array.from(puzzle.givens, (value) => value - 1));
}

interface AnchorResult {
  times: number[];
  timeouts: number;
}

/** Runs the anchor puzzle by puzzle in a child process, killing and restarting it on a time-out. */
async function runAnchor(childMatrixWidth: number, boards: number[][]): Promise<AnchorResult> {
  const times: number[] = [];
  let timeouts = 0;
  let child: ChildProcess | null = null;
  const start = (): ChildProcess => fork(path.join(__dirname, 'variants-anchor.js'), [String(childMatrixWidth)]);
  for (const board of boards) {
    child ??= start();
    const current = child;
    const outcome = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), ANCHOR_LIMIT_MS);
      current.once('message', (ms) => {
        clearTimeout(timer);
        resolve(ms as number);
      });
      current.send(board);
    });
    if (outcome === null) {
      timeouts++;
      current.kill();
      child = null;
    } else times.push(outcome);
  }
  child?.kill();
  return { times, timeouts };
}

export async function runBench(): Promise<void> {
  const names = variantSetNames();
  if (names.length === 0) {
    console.log('no variant sets under ../shared/data/variants');
    return;
  }
  console.log(`exact solve, count to 2, warm, best of ${RUNS} runs per puzzle; ms`);
  console.log(
    'set                   puzzles   median      p90      max   target  tail limit  result   anchor median / max / time-outs',
  );
  let failures = 0;
  for (const name of names) {
    const set = loadVariantSet(name);
    if (set.puzzles.length === 0) continue;
    for (const puzzle of set.puzzles) solveVariant(puzzle.geometry, puzzle.givens, 2); // warm-up
    const times = set.puzzles.map(timeSolve).sort((a, b) => a - b);
    const mid = median(times);
    const max = times[times.length - 1];
    const target = MEDIAN_TARGETS[name];
    const tailLimit = Math.max(50 * mid, 10);
    const ok = (target === undefined || mid <= target) && max <= tailLimit;
    if (!ok) failures++;
    let anchor = '';
    const boards = anchorBoards(set.puzzles);
    if (boards) {
      const result = await runAnchor(set.puzzles[0].geometry.box!.rows, boards);
      const sorted = result.times.sort((a, b) => a - b);
      anchor = sorted.length
        ? `${fmt(median(sorted))} / ${fmt(sorted[sorted.length - 1])} / ${result.timeouts}`
        : `- / - / ${result.timeouts}`;
    }
    console.log(
      `${name.padEnd(20)} ${String(times.length).padStart(8)} ${fmt(mid).padStart(8)} ${fmt(percentile(times, 0.9)).padStart(8)} ${fmt(max).padStart(8)}` +
        ` ${(target === undefined ? '-' : fmt(target)).padStart(8)} ${fmt(tailLimit).padStart(11)}  ${ok ? 'pass' : 'FAIL'}     ${anchor}`,
    );
  }
  console.log(failures ? `${failures} sets miss a target` : 'every set meets its targets');
}
