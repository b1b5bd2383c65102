/**
 * The worker's side of the pool (worker-pool.ts), and what the two sides send each other. A worker
 * script calls serveTasks(handler); each chunk the pool sends is claimed once, through shared
 * memory, by the worker as it starts it or by the pool's own thread taking it back (claimChunk).
 */

import { workerThreads } from './worker-start';

export interface ChunkMessage<T> {
  index: number;
  tasks: T[];
}

/** Sent once to each worker before any chunk: the claim of every chunk (see claimChunk), and what the worker's handler is made from (PoolOptions.workerData). */
export interface SetupMessage {
  claims: Int32Array;
  setup: unknown;
}

export interface ResultMessage<R> {
  index: number;
  results?: R[];
  error?: string;
}

/**
 * Makes chunk `index` the caller's if no thread has it yet. A chunk's slot holds one more than the
 * highest index claimed in it; slots are reused every claims.length chunks, which is at least the
 * chunks read and not yet yielded, so two chunks that share a slot are never out at once and a
 * stale claim always fails.
 */
export function claimChunk(claims: Int32Array, index: number): boolean {
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
