/**
 * The one pool every command runs its puzzles on: tasks go in chunks to worker threads and to this
 * thread, and the results come back in input order whatever order they finish in. The input is a
 * stream of groups (what one read of a file gave), pulled only while few enough chunks are out, so
 * memory stays flat whatever the input's size. A worker script calls serveTasks(handler)
 * (worker-serve.ts); the pool runs the handler in this thread alone for one job, or when the
 * script is not compiled (the tests run the TypeScript sources, which a worker cannot load).
 *
 * With N jobs this thread is one of them, beside N − 1 workers: each worker costs its start-up, a
 * heap, its own optimised copy of the engine (V8 compiles it again in every thread) and messages,
 * which an idle main thread beside N workers paid once more. This thread answers the chunks the
 * workers have no room for, and when no new chunk can come it takes back one a worker has not
 * started (each chunk is claimed once, through shared memory), so no worker is left with a queue
 * while this thread waits.
 *
 * N given (--jobs N) starts the workers as the work needs them; the default (PoolOptions.ramp)
 * begins in this thread alone, measures what the work costs, and adds a worker only when the
 * work left repays its cost several times over (src/engine/core/worker-ramp.ts): a short run never
 * pays a worker's start-up and compiling, a long one still gets every core.
 */

import * as fs from 'fs';
import { performance } from 'perf_hooks';
import type { Worker } from 'worker_threads';
import { WorkerRamp, type InHand } from '../engine';
import { claimChunk, type ChunkMessage, type ResultMessage, type SetupMessage } from './worker-serve';
import { JOB_WORKER, adoptSpareWorker, endSpareWorkers, startWorker } from './worker-start';
import type { Handler, Pause, PoolOptions, RampOptions } from './pool-options';

// What the commands and their worker scripts take from here, wherever it lives.
export { serveTasks } from './worker-serve';
export { JOB_WORKER, defaultThreadCount, prestartWorkers } from './worker-start';
export type { Handler, Pause, PoolOptions, RampOptions } from './pool-options';

/** The process's CPU time, user and system, in ms. */
function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Splits each group into chunks of at most `size`. */
async function* chunksOf<T>(
  groups: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
  size: number,
): AsyncGenerator<T[]> {
  for await (const group of groups) {
    for (let start = 0; start < group.length; start += size) yield group.slice(start, start + size);
  }
}

/** A chunk read from the input, numbered in input order, with its expected cost (PoolOptions.weight) and its units of work (RampOptions.units). */
interface ReadChunk<T> {
  index: number;
  tasks: T[];
  weight: number;
  units: number;
}

interface PoolWorker {
  worker: Worker;
  /** Chunks sent and neither answered nor taken back. */
  holding: number;
}

/** A chunk sent to a worker, which this thread may take back until the worker claims it. */
interface SentChunk<T> extends ReadChunk<T> {
  to: PoolWorker;
}

/** The heaviest of the chunks (the oldest of equals), taken out of the list. */
function takeHeaviest<T>(chunks: ReadChunk<T>[]): ReadChunk<T> {
  let heaviest = 0;
  for (let at = 1; at < chunks.length; at++) if (chunks[at].weight > chunks[heaviest].weight) heaviest = at;
  return chunks.splice(heaviest, 1)[0];
}

/** A turn of the event loop. */
const nextTurn: Pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * handle(task) for every task of the groups, yielded in input order. With more than one job (and a
 * compiled script) the tasks run on this thread and up to `jobs` − 1 workers, started as the work
 * needs them (with `ramp`, as it repays them); at most `window` chunks are out at once, and
 * `lookahead` more read.
 */
export async function* mapInOrder<T, R>(
  groups: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
  handle: Handler<T, R>,
  options: PoolOptions<T>,
): AsyncGenerator<R> {
  const script = options.script ?? JOB_WORKER;
  if (options.jobs <= 1 || !fs.existsSync(script)) {
    endSpareWorkers(script);
    for await (const group of groups) for (const task of group) yield handle(task, nextTurn);
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
  const ramp = options.ramp && new WorkerRamp(options.ramp.workerCostMs);
  const cpuClock = options.ramp?.clock ?? processCpuMs;
  const wallClock = options.ramp?.clock ?? (() => performance.now());
  const clock = () => (workers.length === 0 ? cpuClock : wallClock);
  const unitsOf = (tasks: readonly T[]) =>
    options.ramp?.units ? tasks.reduce((sum, task) => sum + options.ramp!.units!(task), 0) : tasks.length;
  let unitsRead = 0;
  let unitsDone = 0;
  /** The chunk this thread is on: the clock it is measured on, when it began by that clock, and its units. */
  let inHand: { clock: () => number; since: number; units: number } | undefined;
  const start = (): PoolWorker => {
    const started: PoolWorker = {
      worker: adoptSpareWorker(script) ?? startWorker(script, options.workerData),
      holding: 0,
    };
    workers.push(started);
    const setupMessage: SetupMessage = { claims, setup: options.workerData };
    started.worker.postMessage(setupMessage);
    started.worker.on('message', (reply: ResultMessage<R>) => {
      started.holding--;
      unitsDone += unanswered.get(reply.index)?.units ?? 0;
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
  /** Without a ramp, always; with one, when the work left repays one more worker. */
  const anotherWorkerPays = (): boolean => {
    if (!ramp) return true;
    const handUnits = inHand?.units ?? 0;
    // A chunk begun on the other clock (the first worker started meanwhile) is not measured.
    const hand: InHand =
      inHand && inHand.clock === clock()
        ? { ms: inHand.clock() - inHand.since, units: handUnits }
        : { ms: 0, units: 0 };
    const total = inputEnded ? unitsRead : options.ramp!.inputUnits?.();
    const unitsLeft = total === undefined ? undefined : Math.max(total, unitsRead) - unitsDone - handUnits;
    return ramp.pays({ unitsLeft, unitsWaiting: unitsRead - unitsDone - handUnits, threads: 1 + workers.length }, hand);
  };
  const canReadMore = () => !inputEnded && read - next < readLimit;
  /** Whether a waiting chunk may be sent: the look-ahead is full, or no more can come to choose from. */
  const mayTake = () => waiting.length > lookahead || (waiting.length > 0 && !canReadMore());
  // The least busy worker takes the next chunk (the heaviest waiting, with weights); another starts only while every one is busy, and with a ramp only when it pays.
  const dispatch = () => {
    while (mayTake()) {
      let target = workers.reduce<PoolWorker | undefined>(
        (best, each) => (best && best.holding <= each.holding ? best : each),
        undefined,
      );
      if ((!target || target.holding > 0) && workers.length < options.jobs - 1 && anotherWorkerPays()) target = start();
      if (!target || target.holding >= queue) return;
      target.holding++;
      const chunk = weight ? takeHeaviest(waiting) : waiting.shift()!;
      const message: ChunkMessage<T> = { index: chunk.index, tasks: chunk.tasks };
      target.worker.postMessage(message);
      unanswered.set(chunk.index, { ...chunk, to: target });
    }
  };
  /**
   * A chunk for this thread: the oldest no worker has room for; else, when no new chunk can come
   * (the input ended or the window is full), the newest a worker has not started, as the worker is
   * busy until it gets there.
   */
  const takeHere = (): ReadChunk<T> | undefined => {
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
  let reading: Promise<void> | undefined;
  const readMore = () => {
    reading ??= chunks.next().then(
      (item) => {
        reading = undefined;
        if (item.done) inputEnded = true;
        else {
          const units = unitsOf(item.value);
          unitsRead += units;
          waiting.push({
            index: read++,
            tasks: item.value,
            weight: weight ? item.value.reduce((sum, task) => sum + weight(task), 0) : 0,
            units,
          });
        }
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
  /** Between parts of a long task in this thread: read on, and send the workers what waits (starting one if it now pays). */
  const pause: Pause = () => {
    if (canReadMore()) readMore();
    dispatch();
    return nextTurn();
  };
  try {
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
        const measuredOn = clock();
        inHand = { clock: measuredOn, since: measuredOn(), units: here.units };
        const results: R[] = [];
        for (const task of here.tasks) results.push(await handle(task, pause));
        if (measuredOn === clock()) ramp?.finished(measuredOn() - inHand.since, here.units);
        inHand = undefined;
        unitsDone += here.units;
        done.set(here.index, results);
        dispatch();
        // A turn of the event loop, for the workers' answers that came in meanwhile (input already read comes back as promises, before any message) and for their next chunks.
        await nextTurn();
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
export function mapEachInOrder<T, R>(
  tasks: AsyncIterable<T>,
  handle: Handler<T, R>,
  options: Omit<PoolOptions<T>, 'chunk'>,
): AsyncGenerator<R> {
  async function* single(): AsyncGenerator<T[]> {
    for await (const task of tasks) yield [task];
  }
  return mapInOrder(single(), handle, { ...options, chunk: 1 });
}

/** How runTasks spreads its tasks: the worker script, the threads at most, and with `ramp` workers only when they pay. */
export interface TaskPool<T> {
  script: string;
  jobs: number;
  ramp?: Omit<RampOptions<T>, 'inputUnits'>;
}

/** Runs the tasks on this thread and worker threads when there is more than one job and a compiled script, else here alone; onResult in input order, each awaited. */
export async function runTasks<T, R>(
  tasks: readonly T[],
  handle: Handler<T, R>,
  pool: TaskPool<T>,
  onResult: (index: number, result: R) => void | Promise<void>,
): Promise<void> {
  let index = 0;
  const ramp = pool.ramp && { ...pool.ramp, inputUnits: () => tasks.length };
  for await (const result of mapInOrder([tasks], handle, {
    jobs: Math.min(pool.jobs, tasks.length),
    script: pool.script,
    ramp,
  }))
    await onResult(index++, result);
}
