/**
 * The one pool every command runs its puzzles on: tasks go in chunks to worker threads and to this
 * thread, and the results come back in input order whatever order they finish in. The input is a
 * stream of groups (what one read of a file gave), pulled only while few enough chunks are out, so
 * memory stays flat whatever the input's size. A worker script calls serveTasks(handler); the pool
 * runs the handler in this thread alone for one job, or when the script is not compiled (the tests
 * run the TypeScript sources, which a worker cannot load).
 *
 * With N jobs this thread is one of them, beside N − 1 workers: each worker costs its start-up, a
 * heap, its own optimised copy of the engine (V8 compiles it again in every thread) and messages,
 * which an idle main thread beside N workers paid once more. This thread answers the chunks the
 * workers have no room for, and when no new chunk can come it takes back one a worker has not
 * started (each chunk is claimed once, through shared memory), so no worker is left with a queue
 * while this thread waits.
 *
 * A command may start its workers before it has even loaded (prestartWorkers, from main.ts), so
 * that their start-up and module loading overlap this thread's; the pool adopts them and sends
 * each its setup (the command's settings) with the claims.
 */

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Worker } from 'worker_threads';

/**
 * worker_threads, loaded on first use: it costs about 1.5 ms of CPU to load, which a command that
 * keeps its work in this thread (a one-puzzle solve) need not pay.
 */
function workerThreads(): typeof import('worker_threads') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('worker_threads') as typeof import('worker_threads');
}

interface ChunkMessage<T> {
  index: number;
  tasks: T[];
}

/** Sent once to each worker before any chunk: the claim of every chunk (see claimChunk), and what the worker's handler is made from (PoolOptions.workerData). */
interface SetupMessage {
  claims: Int32Array;
  setup: unknown;
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

function startWorker(script: string, workerData: unknown): Worker {
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

function adoptSpareWorker(script: string): Worker | undefined {
  const at = spareWorkers.findIndex((spare) => spare.script === script);
  if (at < 0) return undefined;
  const [{ worker }] = spareWorkers.splice(at, 1);
  worker.ref();
  return worker;
}

function endSpareWorkers(script: string): void {
  for (let at = spareWorkers.length - 1; at >= 0; at--) {
    if (spareWorkers[at].script !== script) continue;
    void spareWorkers[at].worker.terminate();
    spareWorkers.splice(at, 1);
  }
}

/**
 * Makes chunk `index` the caller's if no thread has it yet. A chunk's slot holds one more than the
 * highest index claimed in it; slots are reused every claims.length chunks, which is at least the
 * chunks read and not yet yielded, so two chunks that share a slot are never out at once and a
 * stale claim always fails.
 */
function claimChunk(claims: Int32Array, index: number): boolean {
  const slot = index % claims.length;
  for (;;) {
    const seen = Atomics.load(claims, slot);
    if (seen > index) return false;
    if (Atomics.compareExchange(claims, slot, seen, index + 1) === seen) return true;
  }
}

/**
 * In a worker script: answers each chunk the pool sends (and this thread has not taken back) with
 * handle(task) for each task, or the first error's message; the handler is made from the setup the
 * pool sends first (its workerData, which a worker started ahead of its command does not have yet).
 */
export function serveTasks<T, R>(handlerFor: (setup: unknown) => ((task: T) => R) | Promise<(task: T) => R>): void {
  const port = workerThreads().parentPort;
  if (!port) throw new Error('serveTasks runs only inside a worker thread');
  let claims: Int32Array | undefined;
  let handler: Promise<(task: T) => R> | undefined;
  port.on('message', async (message: ChunkMessage<T> | SetupMessage) => {
    if ('claims' in message) {
      claims = message.claims;
      // Made now, so that a handler that cannot be made fails the first chunk with its error.
      handler = (async () => handlerFor(message.setup))();
      handler.catch(() => undefined);
      return;
    }
    const { index, tasks } = message;
    let reply: ResultMessage<R>;
    try {
      const handle = await handler!;
      // Claimed only now, when its work starts: until then this thread may take it back.
      if (claims && !claimChunk(claims, index)) return;
      reply = { index, results: tasks.map((task) => handle(task)) };
    } catch (error) {
      reply = { index, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(reply);
  });
}

export interface PoolOptions<T = unknown> {
  /** Threads at work, this one included; 1 runs every task in this thread. */
  jobs: number;
  /** The compiled worker script (default JOB_WORKER). */
  script?: string;
  /** What every worker's handler is made from (the command and its settings; see serveTasks). */
  workerData?: unknown;
  /** Tasks per message: more for quick tasks, 1 for long ones (generate) or for tasks that are batches already. */
  chunk?: number;
  /**
   * Chunks out at most, sent or answered but not yet yielded (default 8 per job): this bounds the
   * input read ahead and the results waiting for an earlier one, and must be large enough that a
   * long chunk does not leave the other threads idle behind it.
   */
  window?: number;
  /**
   * Chunks a worker holds at once (default 2): the next ones wait in its queue while it works, so
   * it never idles for a round trip, nor while this thread is busy with a chunk of its own. Tasks
   * whose times vary a lot want more, as this thread takes back any the worker has not started.
   */
  queue?: number;
  /**
   * How long a task is expected to take, in any unit (more is longer), for tasks whose times differ
   * a lot in a way their content shows: the pool then reads `lookahead` chunks beyond those it
   * could send and gives each worker the heaviest of them first, so that no long task is left for
   * the end or for this thread (which sends the workers nothing while it works); this thread takes
   * the oldest. The results still come in input order.
   */
  weight?: (task: T) => number;
  /**
   * Chunks read ahead to choose the heaviest from (with `weight`; default 0). Nothing is sent
   * until that many are read or the input ends, so it suits input that is read at once.
   */
  lookahead?: number;
}

/** Splits each group into chunks of at most `size`. */
async function* chunksOf<T>(groups: AsyncIterable<readonly T[]> | Iterable<readonly T[]>, size: number): AsyncGenerator<T[]> {
  for await (const group of groups) {
    for (let start = 0; start < group.length; start += size) yield group.slice(start, start + size);
  }
}

/** A chunk read from the input, numbered in input order, with its expected cost (PoolOptions.weight). */
interface ReadChunk<T> {
  index: number;
  tasks: T[];
  weight: number;
}

interface PoolWorker {
  worker: Worker;
  /** Chunks sent and neither answered nor taken back. */
  holding: number;
}

/** A chunk sent to a worker, which this thread may take back until the worker claims it. */
interface SentChunk<T> {
  index: number;
  tasks: T[];
  to: PoolWorker;
}

/** The heaviest of the chunks (the oldest of equals), taken out of the list. */
function takeHeaviest<T>(chunks: ReadChunk<T>[]): ReadChunk<T> {
  let heaviest = 0;
  for (let at = 1; at < chunks.length; at++) if (chunks[at].weight > chunks[heaviest].weight) heaviest = at;
  return chunks.splice(heaviest, 1)[0];
}

/**
 * handle(task) for every task of the groups, yielded in input order. With more than one job (and a
 * compiled script) the tasks run on this thread and up to `jobs` − 1 workers, started as the work
 * needs them; at most `window` chunks are out at once, and `lookahead` more read.
 */
export async function* mapInOrder<T, R>(groups: AsyncIterable<readonly T[]> | Iterable<readonly T[]>, handle: (task: T) => R, options: PoolOptions<T>): AsyncGenerator<R> {
  const script = options.script ?? JOB_WORKER;
  if (options.jobs <= 1 || !fs.existsSync(script)) {
    endSpareWorkers(script);
    for await (const group of groups) for (const task of group) yield handle(task);
    return;
  }
  const chunks = chunksOf(groups, Math.max(1, options.chunk ?? 1))[Symbol.asyncIterator]();
  const window = Math.max(options.jobs, options.window ?? options.jobs * 8);
  const queue = Math.max(1, options.queue ?? 2);
  const weight = options.weight;
  const lookahead = weight ? Math.max(0, options.lookahead ?? 0) : 0;
  /** Chunks read and not yet yielded at most: every chunk out has an index within this many of the next to yield. */
  const readLimit = window + lookahead;
  const claims = new Int32Array(new SharedArrayBuffer(readLimit * Int32Array.BYTES_PER_ELEMENT));
  const workers: PoolWorker[] = [];
  /** Chunks read and not yet sent, in input order. */
  const waiting: ReadChunk<T>[] = [];
  /** Chunks sent and not yet answered, by index, in the order sent. */
  const unanswered = new Map<number, SentChunk<T>>();
  const done = new Map<number, R[]>();
  let read = 0;
  let next = 0;
  let inputEnded = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  const start = (): PoolWorker => {
    const started: PoolWorker = { worker: adoptSpareWorker(script) ?? startWorker(script, options.workerData), holding: 0 };
    workers.push(started);
    const setupMessage: SetupMessage = { claims, setup: options.workerData };
    started.worker.postMessage(setupMessage);
    started.worker.on('message', (reply: ResultMessage<R>) => {
      started.holding--;
      unanswered.delete(reply.index);
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
  const canReadMore = () => !inputEnded && read - next < readLimit;
  /** Whether a waiting chunk may be sent: the look-ahead is full, or no more can come to choose from. */
  const mayTake = () => waiting.length > lookahead || (waiting.length > 0 && !canReadMore());
  // The least busy worker takes the next chunk (the heaviest waiting, with weights); another starts only while every one is busy.
  const dispatch = () => {
    while (mayTake()) {
      let target = workers.reduce<PoolWorker | undefined>((best, each) => (best && best.holding <= each.holding ? best : each), undefined);
      if ((!target || target.holding > 0) && workers.length < options.jobs - 1) target = start();
      if (!target || target.holding >= queue) return;
      target.holding++;
      const { index, tasks } = weight ? takeHeaviest(waiting) : waiting.shift()!;
      const message: ChunkMessage<T> = { index, tasks };
      target.worker.postMessage(message);
      unanswered.set(index, { index, tasks, to: target });
    }
  };
  /**
   * A chunk for this thread: the oldest no worker has room for; else, when no new chunk can come
   * (the input ended or the window is full), the newest a worker has not started, as the worker is
   * busy until it gets there.
   */
  const takeHere = (): { index: number; tasks: T[] } | undefined => {
    if (mayTake()) return waiting.shift();
    if (canReadMore()) return undefined;
    for (const chunk of [...unanswered.values()].reverse()) {
      if (!claimChunk(claims, chunk.index)) continue;
      unanswered.delete(chunk.index);
      chunk.to.holding--;
      return chunk;
    }
    return undefined;
  };
  try {
    let reading: Promise<void> | undefined;
    const readMore = () => {
      reading ??= chunks.next().then(
        (item) => {
          reading = undefined;
          if (item.done) inputEnded = true;
          else waiting.push({ index: read++, tasks: item.value, weight: weight ? item.value.reduce((sum, task) => sum + weight(task), 0) : 0 });
          dispatch();
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
      if (inputEnded && next === read) return;
      if (canReadMore()) readMore();
      const here = takeHere();
      if (here) {
        done.set(here.index, here.tasks.map((task) => handle(task)));
        // A turn of the event loop, for the workers' answers that came in meanwhile (input already read comes back as promises, before any message) and for their next chunks.
        await new Promise<void>((resolve) => setImmediate(resolve));
        continue;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    for (const { worker } of workers) void worker.terminate();
    endSpareWorkers(script);
  }
}

/** mapInOrder over tasks that come one by one (batches of puzzles: each is one message). */
export function mapEachInOrder<T, R>(tasks: AsyncIterable<T>, handle: (task: T) => R, options: Omit<PoolOptions<T>, 'chunk'>): AsyncGenerator<R> {
  async function* single(): AsyncGenerator<T[]> {
    for await (const task of tasks) yield [task];
  }
  return mapInOrder(single(), handle, { ...options, chunk: 1 });
}

/** Runs the tasks on this thread and worker threads when there is more than one job and a compiled script, else here alone; onResult in input order, each awaited. */
export async function runTasks<T, R>(tasks: readonly T[], handle: (task: T) => R, script: string, jobs: number, onResult: (index: number, result: R) => void | Promise<void>): Promise<void> {
  let index = 0;
  for await (const result of mapInOrder([tasks], handle, { jobs: Math.min(jobs, tasks.length), script })) await onResult(index++, result);
}
