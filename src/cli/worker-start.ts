/**
 * Starting worker threads for the pool (worker-pool.ts): the cores there are, the script that
 * serves every command's tasks, and workers started ahead of their pool. A command may start its
 * workers before it has even loaded (prestartWorkers, from main.ts, for an explicit --jobs), so
 * that their start-up and module loading overlap this thread's; the pool adopts them and sends each
 * its setup (the command's settings) with the claims.
 */

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Worker } from 'worker_threads';

/**
 * worker_threads, loaded on first use: it costs about 1.5 ms of CPU to load, which a command that
 * keeps its work in this thread (a one-puzzle solve) need not pay.
 */
export function workerThreads(): typeof import('worker_threads') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('worker_threads') as typeof import('worker_threads');
}

/** The cores Node may use (all of them on a machine where nothing limits it). */
export function defaultThreadCount(): number {
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
}

/**
 * What the default --jobs reads of the machine before it starts a worker (worker-ramp.ts
 * coreFree): the 1-minute load average (0 where the system has none, as on Windows) and the cores.
 * A test may set its own.
 */
export const MACHINE = {
  load: (): number => os.loadavg()[0],
  cores: defaultThreadCount,
};

/** The script that serves every command's tasks (src/cli/job-worker.ts, compiled). */
export const JOB_WORKER = path.join(__dirname, 'job-worker.js');

export function startWorker(script: string, workerData: unknown): Worker {
  // A small young generation: the tasks' garbage is short-lived, and V8's default lets each worker's heap grow tens of MB before collecting it.
  return new (workerThreads().Worker)(script, { workerData, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
}

/** Workers started ahead of their pool (prestartWorkers), by script, until a pool adopts them. */
const spareWorkers: { script: string; worker: Worker }[] = [];

/**
 * Starts `count` workers of `script` now, before the command has loaded and read its input, so
 * that their start-up and module loading (`workerData` names what to load) overlap this thread's;
 * the command's pool adopts them. They do not keep the process alive, and a pool ends those it
 * does not need.
 */
export function prestartWorkers(count: number, workerData: unknown, script = JOB_WORKER): Worker[] {
  if (count <= 0 || !fs.existsSync(script)) return [];
  const started: Worker[] = [];
  for (let k = 0; k < count; k++) {
    const spare = { script, worker: startWorker(script, workerData) };
    spare.worker.unref();
    // A spare that fails or ends before a pool adopts it is dropped: the pool starts its own, which names any error.
    const drop = () => {
      const at = spareWorkers.indexOf(spare);
      if (at >= 0) spareWorkers.splice(at, 1);
    };
    spare.worker.on('error', drop);
    spare.worker.on('exit', drop);
    spareWorkers.push(spare);
    started.push(spare.worker);
  }
  return started;
}

/** A worker of `script` started ahead, now the caller's; undefined when there is none. */
export function adoptSpareWorker(script: string): Worker | undefined {
  const at = spareWorkers.findIndex((spare) => spare.script === script);
  if (at < 0) return undefined;
  const [{ worker }] = spareWorkers.splice(at, 1);
  worker.ref();
  return worker;
}

/** Ends the workers of `script` started ahead that no pool adopted. */
export function endSpareWorkers(script: string): void {
  for (let at = spareWorkers.length - 1; at >= 0; at--) {
    if (spareWorkers[at].script !== script) continue;
    void spareWorkers[at].worker.terminate();
    spareWorkers.splice(at, 1);
  }
}
