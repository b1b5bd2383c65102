/**
 * Runs independent tasks on worker threads, one task at a time per worker, and hands each result
 * back with its task's index as soon as it arrives. A worker script calls serveTasks(handler);
 * runTasks falls back to running the handler in this thread for one thread, or when the script
 * is not compiled yet (the tests run the TypeScript sources, which a worker cannot load).
 */

import * as fs from 'fs';
import * as os from 'os';
import { Worker, parentPort } from 'worker_threads';

interface TaskMessage<T> {
  index: number;
  task: T;
}

interface ResultMessage<R> {
  index: number;
  result?: R;
  error?: string;
}

/** The cores Node may use (all of them on a machine where nothing limits it). */
export function defaultThreadCount(): number {
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
}

/** In a worker script: answers each task the pool sends with handle(task), or the error's message. */
export function serveTasks<T, R>(handle: (task: T) => R): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs only inside a worker thread');
  port.on('message', ({ index, task }: TaskMessage<T>) => {
    let reply: ResultMessage<R>;
    try {
      reply = { index, result: handle(task) };
    } catch (error) {
      reply = { index, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
}

/** Runs the tasks on up to `threads` workers of `script`; rejects on the first task that throws. */
export function mapInWorkers<T, R>(tasks: readonly T[], script: string, threads: number, onResult: (index: number, result: R) => void): Promise<void> {
  if (tasks.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    let next = 0;
    let done = 0;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      for (const worker of workers) void worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    const feed = (worker: Worker) => {
      if (next < tasks.length) {
        const message: TaskMessage<T> = { index: next, task: tasks[next] };
        next++;
        worker.postMessage(message);
      }
    };
    for (let i = 0; i < Math.min(threads, tasks.length); i++) {
      const worker = new Worker(script);
      workers.push(worker);
      worker.on('message', (reply: ResultMessage<R>) => {
        if (settled) return;
        if (reply.error !== undefined) return finish(new Error(reply.error));
        onResult(reply.index, reply.result as R);
        if (++done === tasks.length) return finish();
        feed(worker);
      });
      worker.on('error', (error) => finish(error));
      feed(worker);
    }
  });
}

/** Runs the tasks on worker threads when there is more than one thread and a compiled script, else here. */
export async function runTasks<T, R>(tasks: readonly T[], handle: (task: T) => R, script: string, threads: number, onResult: (index: number, result: R) => void): Promise<void> {
  if (threads > 1 && tasks.length > 1 && fs.existsSync(script)) return mapInWorkers(tasks, script, threads, onResult);
  tasks.forEach((task, index) => onResult(index, handle(task)));
}
