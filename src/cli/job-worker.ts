/**
 * The worker thread of every command's pool: started with the command's name and settings
 * (workerData), it loads only that command's job and answers each chunk of tasks the pool sends.
 */

import { isMainThread, workerData } from 'worker_threads';
import { serveTasks } from './worker-pool';

/** Each command's job, loaded on demand: job(task, settings) gives one task's answer (for solve and analyze a task is a batch of puzzles). */
const JOBS = {
  solve: async () => (await import('./solve')).solveBatch,
  analyze: async () => (await import('./analyze')).analyzeBatch,
  generate: async () => (await import('./generate')).generateJob,
  batch: async () => (await import('./batch')).batchJob,
};

/** What the pool starts a worker with: the command, and the settings its job takes besides each task. */
export interface JobSettings {
  command: keyof typeof JOBS;
  settings: unknown;
}

async function jobFor({ command, settings }: JobSettings): Promise<(task: unknown) => unknown> {
  const job = (await JOBS[command]()) as (task: unknown, settings: unknown) => unknown;
  return (task) => job(task, settings);
}

if (!isMainThread) serveTasks(jobFor(workerData as JobSettings));
