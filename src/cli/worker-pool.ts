/**
 * The one pool every command runs its puzzles on: tasks go to worker threads in chunks, and the
 * results come back in input order whatever order the workers finish in. The input is a stream of
 * groups (what one read of a file gave), pulled only while few enough chunks are out, so memory
 * stays flat whatever the input's size. A worker script calls serveTasks(handler); the pool runs
 * the handler in this thread for one job, or when the script is not compiled (the tests run the
 * TypeScript sources, which a worker cannot load).
 */

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Worker, parentPort } from 'worker_threads';

interface ChunkMessage<T> {
  index: number;
  tasks: T[];
}

interface ResultMessage<R> {
  index: number;
  results?: R[];
  error?: string;
}

/** The cores Node may use (all of them on a machine where nothing limits it). */
export function defaultThreadCount(): number {
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
}

/** The script that serves every command's tasks (src/cli/job-worker.ts, compiled). */
export const JOB_WORKER = path.join(__dirname, 'job-worker.js');

/** In a worker script: answers each chunk the pool sends with handle(task) for each task, or the first error's message. */
export function serveTasks<T, R>(handler: ((task: T) => R) | Promise<(task: T) => R>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs only inside a worker thread');
  port.on('message', async ({ index, tasks }: ChunkMessage<T>) => {
    let reply: ResultMessage<R>;
    try {
      const handle = await handler;
      reply = { index, results: tasks.map((task) => handle(task)) };
    } catch (error) {
      reply = { index, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(reply);
  });
}

export interface PoolOptions {
  /** Worker threads at most; 1 runs every task in this thread. */
  jobs: number;
  /** The compiled worker script (default JOB_WORKER). */
  script?: string;
  /** What every worker is started with (the command and its settings). */
  workerData?: unknown;
  /** Tasks per message: more for quick tasks, 1 for long ones (generate) or for tasks that are batches already. */
  chunk?: number;
  /**
   * Chunks out at most, sent or answered but not yet yielded (default 8 per job): this bounds the
   * input read ahead and the results waiting for an earlier one, and must be large enough that a
   * long chunk does not leave the other workers idle behind it.
   */
  window?: number;
}

/** Chunks a worker holds at once: the next one waits in its queue while it works on one, so it never idles for a round trip. */
const CHUNKS_PER_WORKER = 2;

/** Splits each group into chunks of at most `size`. */
async function* chunksOf<T>(groups: AsyncIterable<readonly T[]> | Iterable<readonly T[]>, size: number): AsyncGenerator<T[]> {
  for await (const group of groups) {
    for (let start = 0; start < group.length; start += size) yield group.slice(start, start + size);
  }
}

interface PoolWorker {
  worker: Worker;
  /** Chunks sent and not yet answered. */
  holding: number;
}

/**
 * handle(task) for every task of the groups, yielded in input order. With more than one job (and a
 * compiled script) the tasks run on up to `jobs` workers, started as the work needs them; at most
 * `window` chunks are out at once.
 */
export async function* mapInOrder<T, R>(groups: AsyncIterable<readonly T[]> | Iterable<readonly T[]>, handle: (task: T) => R, options: PoolOptions): AsyncGenerator<R> {
  const script = options.script ?? JOB_WORKER;
  if (options.jobs <= 1 || !fs.existsSync(script)) {
    for await (const group of groups) for (const task of group) yield handle(task);
    return;
  }
  const chunks = chunksOf(groups, Math.max(1, options.chunk ?? 1))[Symbol.asyncIterator]();
  const window = Math.max(options.jobs, options.window ?? options.jobs * 8);
  const workers: PoolWorker[] = [];
  const waiting: T[][] = [];
  const done = new Map<number, R[]>();
  let sent = 0;
  let next = 0;
  let inputEnded = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  const start = (): PoolWorker => {
    // A small young generation: the tasks' garbage is short-lived, and V8's default lets each worker's heap grow tens of MB before collecting it.
    const started: PoolWorker = { worker: new Worker(script, { workerData: options.workerData, resourceLimits: { maxYoungGenerationSizeMb: 8 } }), holding: 0 };
    workers.push(started);
    started.worker.on('message', (reply: ResultMessage<R>) => {
      started.holding--;
      if (reply.error !== undefined) failure ??= new Error(reply.error);
      else done.set(reply.index, reply.results ?? []);
      dispatch();
      signal();
    });
    started.worker.on('error', (error) => {
      failure ??= error;
      signal();
    });
    return started;
  };
  // The least busy worker takes the next chunk; another starts only while every one is busy.
  const dispatch = () => {
    while (waiting.length > 0) {
      let target = workers.reduce<PoolWorker | undefined>((best, each) => (best && best.holding <= each.holding ? best : each), undefined);
      if ((!target || target.holding > 0) && workers.length < options.jobs) target = start();
      if (!target || target.holding >= CHUNKS_PER_WORKER) return;
      target.holding++;
      const message: ChunkMessage<T> = { index: sent++, tasks: waiting.shift()! };
      target.worker.postMessage(message);
    }
  };
  try {
    let reading: Promise<void> | undefined;
    const readMore = () => {
      reading ??= chunks.next().then(
        (item) => {
          reading = undefined;
          if (item.done) inputEnded = true;
          else {
            waiting.push(item.value);
            dispatch();
          }
          signal();
        },
        (error: unknown) => {
          reading = undefined;
          failure ??= error instanceof Error ? error : new Error(String(error));
          signal();
        },
      );
    };
    for (;;) {
      if (failure) throw failure;
      const ready = done.get(next);
      if (ready) {
        done.delete(next++);
        for (const result of ready) yield result;
        continue;
      }
      if (inputEnded && next === sent + waiting.length) return;
      if (!inputEnded && sent + waiting.length - next < window) readMore();
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    for (const { worker } of workers) void worker.terminate();
  }
}

/** mapInOrder over tasks that come one by one (batches of puzzles: each is one message). */
export function mapEachInOrder<T, R>(tasks: AsyncIterable<T>, handle: (task: T) => R, options: Omit<PoolOptions, 'chunk'>): AsyncGenerator<R> {
  async function* single(): AsyncGenerator<T[]> {
    for await (const task of tasks) yield [task];
  }
  return mapInOrder(single(), handle, { ...options, chunk: 1 });
}

/** Runs the tasks on worker threads when there is more than one job and a compiled script, else here; onResult in input order. */
export async function runTasks<T, R>(tasks: readonly T[], handle: (task: T) => R, script: string, jobs: number, onResult: (index: number, result: R) => void): Promise<void> {
  let index = 0;
  for await (const result of mapInOrder([tasks], handle, { jobs: Math.min(jobs, tasks.length), script })) onResult(index++, result);
}
