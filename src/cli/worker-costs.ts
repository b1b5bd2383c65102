import type { RampOptions } from './pool-options';

/**
 * What one more worker thread costs each command, in ms of CPU, before it pays: its start-up, its
 * modules loaded, and V8 compiling and optimising the engine again in that thread (each thread has
 * its own code), plus the messages its share of the work costs. The default --jobs starts a worker
 * only when the work left outweighs this several times over (src/engine/core/worker-ramp.ts).
 * `npm run bench -- jobs` measures these (its `cost` part: --jobs 2 against --jobs 1 on 1,000
 * puzzles); docs/benchmarks.md keeps the figures.
 */
export const WORKER_COSTS_MS = {
  solve: 120,
  analyze: 480,
  batch: 780,
  generate: 620,
  ga: 150,
} as const;

export type WorkerCommand = keyof typeof WORKER_COSTS_MS;

/**
 * The pool's ramp for a command's default --jobs (workers only when they pay, with the command's
 * cost and what it counts), or undefined when --jobs N was given: N then means N.
 */
export function rampFor<T>(
  command: WorkerCommand,
  byWork: boolean,
  counting: Omit<RampOptions<T>, 'workerCostMs'> = {},
): RampOptions<T> | undefined {
  return byWork ? { workerCostMs: WORKER_COSTS_MS[command], ...counting } : undefined;
}
