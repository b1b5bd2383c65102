/**
 * The worker thread of every command's pool: started with the command's name (workerData), it
 * loads that command's job at once, and answers each chunk of tasks the pool sends with it and the
 * settings the pool sends first (a worker may start before its command has read its settings).
 */

import { isMainThread, workerData } from 'worker_threads';
import { serveTasks } from './worker-serve';

/** Each command's job, loaded on demand: job(task, settings) gives one task's answer (for solve and analyze a task is a batch of puzzles). */
const JOBS = {
  solve: async () => (await import('./solve-job')).solveBatch,
  analyze: async () => (await import('./analyze-job')).analyzeBatch,
  generate: async () => (await import('./generate-patterns')).generateJob,
  batch: async () => (await import('./batch-job')).batchJob,
  book: async () => (await import('../engine/book/book')).bookPuzzle,
};

export type JobCommand = keyof typeof JOBS;

/** What the pool starts a worker with: the command, and the settings its job takes besides each task. */
export interface JobSettings {
  command: JobCommand;
  settings: unknown;
}

async function jobFor({ command, settings }: JobSettings): Promise<(task: unknown) => unknown> {
  const job = (await JOBS[command]()) as (task: unknown, settings: unknown) => unknown;
  return (task) => job(task, settings);
}

if (!isMainThread) {
  // The job's modules load while the command is still reading its settings and input.
  const { command } = workerData as Pick<JobSettings, 'command'>;
  const loading = JOBS[command]();
  loading.catch(() => undefined);
  serveTasks((setup) => jobFor(setup as JobSettings));
}
