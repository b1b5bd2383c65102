/**
 * One GA run as a task (the unit the ga command spreads over worker threads); loaded as a
 * worker script, this module serves such tasks. In the main thread a run goes in slices, so that
 * while it runs the pool can start a worker for the next (a run takes seconds).
 */

import { performance } from 'perf_hooks';
import { isMainThread } from 'worker_threads';
import { solveWithGa, startGa, type GaResult, type GaVariant } from '../engine/ga';
import { digitsToString } from '../engine';
import { serveTasks } from './worker-serve';
import type { Pause } from './pool-options';

export interface GaTask {
  /** 81 digits, 0 for a blank. */
  puzzle: string;
  seed: number;
  population: number;
  generations: number;
  crossoverRate: number;
  mutationRate: number;
  variant: GaVariant;
  restartAfter: number;
}

export interface GaTaskResult {
  solved: boolean;
  generations: number;
  bestFitness: number;
  /** The best grid found (the solution when solved), 81 digits. */
  best: string;
  timeMs: number;
}

function taskResult(result: GaResult, timeMs: number): GaTaskResult {
  return {
    solved: result.solved,
    generations: result.generations,
    bestFitness: result.bestFitness,
    best: digitsToString(result.best),
    timeMs,
  };
}

export function runGaTask(task: GaTask): GaTaskResult {
  const { puzzle, ...options } = task;
  const start = performance.now();
  const result = solveWithGa(Array.from(puzzle, Number), options);
  return taskResult(result, performance.now() - start);
}

/** How long this thread breeds generations before it pauses for the pool. */
const SLICE_MS = 30;

/** runGaTask's run in slices of SLICE_MS with the pool's pause between them: the same run (startGa driven to the end is solveWithGa). */
export async function runGaTaskInSlices(task: GaTask, pause: Pause): Promise<GaTaskResult> {
  const { puzzle, ...options } = task;
  const start = performance.now();
  const run = startGa(Array.from(puzzle, Number), options);
  for (;;) {
    const sliceEnd = performance.now() + SLICE_MS;
    while (!run.over && performance.now() < sliceEnd) run.step(1);
    if (run.over) break;
    await pause();
  }
  return taskResult(run.finish(), performance.now() - start);
}

if (!isMainThread) serveTasks(() => runGaTask);
