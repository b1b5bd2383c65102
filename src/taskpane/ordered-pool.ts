/**
 * The pane's pool of Web Workers (issue 17): the work is cut into jobs (a batch's slices of
 * puzzles, a generation's whole patterns), handed to up to `workers` workers one job at a time;
 * each job streams its results and then ends. Results reach the caller in job order, so what the
 * caller has seen is always an in-order prefix of the work, whatever order the workers finish in.
 *
 * Cancel stops handing out jobs and asks the running ones to stop. The first job that ends short
 * (or was never started) closes the prefix and anything after it is dropped, so a resumed run
 * starts at the first piece of work not in the prefix.
 */

import { onWorkerCrash, type PaneWorker } from './worker-host';

/** What one reply of a worker means to the pool. */
export interface JobReply<Result> {
  results?: Result[];
  /** The job ended; `complete` false when it stopped short (cancelled). */
  end?: { complete: boolean };
  /** The worker's own error report: the run fails. */
  error?: string;
}

export interface OrderedPoolOptions<Job, Request, Reply, Result> {
  jobs: readonly Job[];
  /** Workers at most (at least 1 is used). */
  workers: number;
  createWorker(): PaneWorker<Request, Reply>;
  /** The start message of a job; `fresh` is true for a worker's first job. */
  startRequest(job: Job, fresh: boolean): Request;
  cancelRequest: Request;
  readReply(reply: Reply): JobReply<Result>;
  /** Results in input order, as soon as every earlier job has ended. */
  onResults(results: Result[]): void;
  /** Every reply (a heartbeat, say), as it comes, with its job. */
  onReply?(reply: Reply, job: Job): void;
  /** Names the work a failure happened on: the job and how many of its results had come. */
  describeFailure(job: Job, resultsSoFar: number): string;
}

export interface PoolOutcome {
  /** Every job ended complete. */
  complete: boolean;
  /** A worker crashed or reported an error; the message names the work it was on. */
  error?: string;
}

export interface PoolRun {
  outcome: Promise<PoolOutcome>;
  cancel(): void;
}

/** How many workers the pane may start: the cores the browser reports, at least 1, at most `cap`. */
export function paneWorkerCount(cap = 4): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : undefined;
  return Math.max(1, Math.min(cap, cores || 1));
}

interface Slot<Request, Reply> {
  worker: PaneWorker<Request, Reply>;
  job?: number;
}

export function runOrdered<Job, Request, Reply, Result>(options: OrderedPoolOptions<Job, Request, Reply, Result>): PoolRun {
  const { jobs } = options;
  const pending: Result[][] = jobs.map(() => []);
  const received = jobs.map(() => 0);
  const ended: (boolean | undefined)[] = jobs.map(() => undefined);
  const slots: Slot<Request, Reply>[] = [];
  let head = 0;
  let nextJob = 0;
  let cancelled = false;
  let settled = false;
  let resolveOutcome: (outcome: PoolOutcome) => void = () => undefined;
  const outcome = new Promise<PoolOutcome>((resolve) => (resolveOutcome = resolve));

  const settle = (result: PoolOutcome) => {
    if (settled) return;
    settled = true;
    for (const slot of slots) slot.worker.terminate();
    resolveOutcome(result);
  };

  const flush = () => {
    while (head < jobs.length) {
      if (pending[head].length) options.onResults(pending[head].splice(0));
      if (ended[head] === undefined) break;
      if (!ended[head]) return settle({ complete: false });
      head++;
    }
    if (head === jobs.length) return settle({ complete: true });
    if (cancelled && slots.every((slot) => slot.job === undefined)) settle({ complete: false });
  };

  const handOut = (slot: Slot<Request, Reply>, fresh: boolean) => {
    slot.job = undefined;
    if (cancelled || nextJob >= jobs.length) return;
    slot.job = nextJob++;
    slot.worker.postMessage(options.startRequest(jobs[slot.job], fresh));
  };

  const fail = (slot: Slot<Request, Reply>, message: string) => {
    const job = slot.job ?? head;
    settle({ complete: false, error: `${message} (${options.describeFailure(jobs[job], received[job])})` });
  };

  const workers = Math.max(1, Math.min(options.workers, jobs.length));
  for (let i = 0; i < workers; i++) {
    const slot: Slot<Request, Reply> = { worker: options.createWorker() };
    slots.push(slot);
    slot.worker.onmessage = ({ data }) => {
      if (settled || slot.job === undefined) return;
      const job = slot.job;
      options.onReply?.(data, jobs[job]);
      const reply = options.readReply(data);
      if (reply.error !== undefined) return fail(slot, reply.error);
      if (reply.results) {
        received[job] += reply.results.length;
        pending[job].push(...reply.results);
      }
      if (reply.end) {
        ended[job] = reply.end.complete;
        handOut(slot, false);
      }
      flush();
    };
    onWorkerCrash(slot.worker, (error) => fail(slot, error.message));
  }
  if (jobs.length === 0) settle({ complete: true });
  for (const slot of slots) handOut(slot, true);

  return {
    outcome,
    cancel() {
      if (cancelled || settled) return;
      cancelled = true;
      for (const slot of slots) if (slot.job !== undefined) slot.worker.postMessage(options.cancelRequest);
      flush();
    },
  };
}
