/**
 * The pane's pool of Web Workers (issue 17): the work is cut into jobs (a batch's slices of
 * puzzles, a generation's whole patterns), handed to up to `workers` workers one job at a time;
 * each job streams its results and then ends. Results reach the caller in job order, so what the
 * caller has seen is always an in-order prefix of the work, whatever order the workers finish in.
 *
 * Cancel stops handing out jobs and asks the running ones to stop. The first job that ends short
 * (or was never started) closes the prefix and anything after it is dropped, so a resumed run
 * starts at the first piece of work not in the prefix.
 *
 * With a ramp (issue 35) the pool starts one worker, measures how fast it gives results, and adds
 * the next only when the work left repays a worker's start-up and compiling (WorkerRamp): a small
 * book never pays for a second copy of the engine.
 */

import { WorkerRamp } from '../../engine';
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
  /** Workers only when they pay: `workers` is then the most, and the first one's pace decides when to add each next one. */
  ramp?: PoolRamp<Job>;
}

/** How the pool weighs adding a worker: what one costs before it pays, the clock, and the results a job gives. */
export interface PoolRamp<Job> {
  /** ms a worker costs before it pays: its start-up, loading the engine and compiling it, reading the book. */
  workerCostMs: number;
  now(): number;
  /** The results the job will give (a slice's puzzles). */
  resultsOf(job: Job): number;
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

export function runOrdered<Job, Request, Reply, Result>(
  options: OrderedPoolOptions<Job, Request, Reply, Result>,
): PoolRun {
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

  const most = Math.max(1, Math.min(options.workers, jobs.length));
  const { ramp } = options;
  const measure = ramp && new WorkerRamp(ramp.workerCostMs);
  const expected = ramp ? jobs.reduce((sum, job) => sum + ramp.resultsOf(job), 0) : 0;
  let resultsIn = 0;
  /** When the first worker last gave results: the time to its next results is the pace the ramp measures (not its first ones, which wait for its start-up and reading the book). */
  let lastMark: number | undefined;

  /** One more worker, handed its first job. */
  const addSlot = () => {
    const slot: Slot<Request, Reply> = { worker: options.createWorker() };
    const first = slots.length === 0;
    slots.push(slot);
    slot.worker.onmessage = ({ data }) => {
      if (settled || slot.job === undefined) return;
      const job = slot.job;
      options.onReply?.(data, jobs[job]);
      const reply = options.readReply(data);
      if (reply.error !== undefined) return fail(slot, reply.error);
      if (reply.results) {
        received[job] += reply.results.length;
        resultsIn += reply.results.length;
        pending[job].push(...reply.results);
        if (first && measure) {
          const now = ramp!.now();
          if (lastMark !== undefined) measure.finished(now - lastMark, reply.results.length);
          lastMark = now;
        }
      }
      if (reply.end) {
        ended[job] = reply.end.complete;
        handOut(slot, false);
      }
      grow();
      flush();
    };
    onWorkerCrash(slot.worker, (error) => fail(slot, error.message));
    handOut(slot, true);
  };
  /** Adds workers while there is work no worker has and, with a ramp, while the work left repays one more. */
  const grow = () => {
    while (!settled && !cancelled && slots.length < most && nextJob < jobs.length) {
      if (
        measure &&
        slots.length > 0 &&
        !measure.pays({ unitsLeft: expected - resultsIn, unitsWaiting: 0, threads: slots.length })
      )
        return;
      addSlot();
    }
  };
  if (jobs.length === 0) settle({ complete: true });
  grow();

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
