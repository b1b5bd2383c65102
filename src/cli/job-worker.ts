/**
 * The worker thread of every command's pool: started with the command's name and settings
 * (workerData), it loads only that command's job and answers each chunk of puzzles the pool sends.
 */

import { isMainThread, workerData } from 'worker_threads';
import { serveTasks } from './worker-pool';

/** What the pool starts a worker with: the command, and the settings its job takes besides the puzzle. */
export type JobSettings =
  | { command: 'solve'; json: boolean }
  | { command: 'analyze'; settings: import('./analyze').AnalyzeSettings }
  | { command: 'generate'; settings: import('./generate').GenerateSettings }
  | { command: 'batch'; settings: import('./batch').BatchSettings };

/** The job of the command named in the settings, bound to them. */
async function jobFor(settings: JobSettings): Promise<(task: never) => unknown> {
  switch (settings.command) {
    case 'solve': {
      const { solveJob } = await import('./solve');
      return (puzzle: Parameters<typeof solveJob>[0]) => solveJob(puzzle, settings.json);
    }
    case 'analyze': {
      const { analyzeJob } = await import('./analyze');
      return (puzzle: Parameters<typeof analyzeJob>[0]) => analyzeJob(puzzle, settings.settings);
    }
    case 'generate': {
      const { generateJob } = await import('./generate');
      return (task: Parameters<typeof generateJob>[0]) => generateJob(task, settings.settings);
    }
    case 'batch': {
      const { batchJob } = await import('./batch');
      return (task: Parameters<typeof batchJob>[0]) => batchJob(task, settings.settings);
    }
  }
}

if (!isMainThread) serveTasks(jobFor(workerData as JobSettings));
