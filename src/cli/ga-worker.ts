/**
 * One GA run as a task (the unit the ga command spreads over worker threads); loaded as a
 * worker script, this module serves such tasks.
 */

import { performance } from 'perf_hooks';
import { isMainThread } from 'worker_threads';
import { solveWithGa } from '../engine/ga';
import type { GaVariant } from '../engine/ga';
import { digitsToString } from '../engine/grid';
import { serveTasks } from './worker-pool';

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

export function runGaTask(task: GaTask): GaTaskResult {
  const { puzzle, ...options } = task;
  const start = performance.now();
  const result = solveWithGa(Array.from(puzzle, Number), options);
  const timeMs = performance.now() - start;
  return { solved: result.solved, generations: result.generations, bestFitness: result.bestFitness, best: digitsToString(result.best), timeMs };
}

if (!isMainThread) serveTasks(() => runGaTask);
