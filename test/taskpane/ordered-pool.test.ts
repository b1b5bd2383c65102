import { runOrdered, type JobReply, type PoolRamp } from '../../src/taskpane/shared/ordered-pool';
import { PAYBACK } from '../../src/engine/core/worker-ramp';
import type { PaneWorker } from '../../src/taskpane/shared/worker-host';

/** A job is a run of numbers; the fake worker answers each number with its square. */
interface Job {
  first: number;
  length: number;
}
type Request = { type: 'start'; job: Job } | { type: 'cancel' };
type Reply =
  { type: 'results'; values: number[] } | { type: 'end'; complete: boolean } | { type: 'error'; message: string };

/**
 * Fake workers whose replies the test releases by hand, in any order: each start is recorded and
 * answered only when the test calls `answer`.
 */
class FakeWorkers {
  readonly workers: (PaneWorker<Request, Reply> & { started: Job[]; cancelled: boolean; terminated: boolean })[] = [];

  create = (): PaneWorker<Request, Reply> => {
    const worker = {
      started: [] as Job[],
      cancelled: false,
      terminated: false,
      onmessage: null as PaneWorker<Request, Reply>['onmessage'],
      onerror: null as PaneWorker<Request, Reply>['onerror'],
      postMessage(message: Request) {
        if (message.type === 'start') worker.started.push(message.job);
        else worker.cancelled = true;
      },
      terminate() {
        worker.terminated = true;
      },
    };
    this.workers.push(worker);
    return worker;
  };

  /** The worker running `first`'s job sends the squares of `count` more of its numbers, then (when `end`) ends it. */
  answer(first: number, sent: number, count: number, end?: boolean): void {
    const worker = this.workers.find((each) => each.started.some((job) => job.first === first))!;
    const job = worker.started.find((each) => each.first === first)!;
    const values = Array.from({ length: count }, (_, i) => (first + sent + i) ** 2);
    if (count) worker.onmessage?.({ data: { type: 'results', values } });
    if (end !== undefined) worker.onmessage?.({ data: { type: 'end', complete: end && sent + count === job.length } });
  }
}

function jobsOf(total: number, size: number): Job[] {
  const jobs: Job[] = [];
  for (let first = 0; first < total; first += size) jobs.push({ first, length: Math.min(size, total - first) });
  return jobs;
}

function start(fakes: FakeWorkers, jobs: Job[], workers: number, ramp?: PoolRamp<Job>) {
  const seen: number[] = [];
  const run = runOrdered<Job, Request, Reply, number>({
    ramp,
    jobs,
    workers,
    createWorker: fakes.create,
    startRequest: (job) => ({ type: 'start', job }),
    cancelRequest: { type: 'cancel' },
    readReply: (reply): JobReply<number> =>
      reply.type === 'results'
        ? { results: reply.values }
        : reply.type === 'end'
          ? { end: { complete: reply.complete } }
          : { error: reply.message },
    onResults: (values) => seen.push(...values),
    describeFailure: (job, done) => `number ${job.first + done}`,
  });
  return { run, seen };
}

const squares = (count: number) => Array.from({ length: count }, (_, i) => i * i);

describe('the pane’s ordered pool of workers', () => {
  it('delivers results in input order when the workers finish out of order', async () => {
    const fakes = new FakeWorkers();
    const { run, seen } = start(fakes, jobsOf(9, 3), 2);
    expect(fakes.workers).toHaveLength(2);
    fakes.answer(3, 0, 3, true); // the second job ends first
    expect(seen).toEqual([]);
    fakes.answer(0, 0, 2);
    expect(seen).toEqual(squares(2));
    fakes.answer(0, 2, 1, true);
    expect(seen).toEqual(squares(6));
    fakes.answer(6, 0, 3, true);
    expect(await run.outcome).toEqual({ complete: true });
    expect(seen).toEqual(squares(9));
    expect(fakes.workers.every((worker) => worker.terminated)).toBe(true);
  });

  it('gives the same results with one worker as with three', async () => {
    const results: number[][] = [];
    for (const workers of [1, 3]) {
      const fakes = new FakeWorkers();
      const jobs = jobsOf(10, 2);
      const { run, seen } = start(fakes, jobs, workers);
      // Always finish the latest job handed out first, so with several workers they end out of order.
      const answered = new Set<number>();
      for (;;) {
        const open = fakes.workers.flatMap((worker) => worker.started).filter((job) => !answered.has(job.first));
        if (!open.length) break;
        const job = open.reduce((latest, each) => (each.first > latest.first ? each : latest));
        answered.add(job.first);
        fakes.answer(job.first, 0, job.length, true);
      }
      expect(await run.outcome).toEqual({ complete: true });
      results.push(seen);
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[0]).toEqual(squares(10));
  });

  it('on cancel hands out no more work and keeps exactly the in-order prefix', async () => {
    const fakes = new FakeWorkers();
    const { run, seen } = start(fakes, jobsOf(12, 3), 2);
    fakes.answer(3, 0, 3, true); // job 2 is done; its worker takes job 3 (6…8)
    fakes.answer(0, 0, 1);
    run.cancel();
    expect(fakes.workers.every((worker) => worker.cancelled)).toBe(true);
    fakes.answer(6, 0, 3, true); // finished anyway; it comes after the gap, so it is dropped
    fakes.answer(0, 1, 1, false); // the first job stops short after 0, 1
    expect(await run.outcome).toEqual({ complete: false });
    expect(seen).toEqual(squares(2));
    expect(fakes.workers.flatMap((worker) => worker.started.map((job) => job.first)).sort((a, b) => a - b)).toEqual([
      0, 3, 6,
    ]);
  });

  it('on cancel keeps later jobs that continue the prefix unbroken', async () => {
    const fakes = new FakeWorkers();
    const { run, seen } = start(fakes, jobsOf(12, 3), 2);
    fakes.answer(3, 0, 3, true);
    run.cancel();
    fakes.answer(0, 0, 3, true); // the first job had finished its slice when the cancel came
    fakes.answer(6, 0, 1, false); // the third stops short after 6
    expect(await run.outcome).toEqual({ complete: false });
    expect(seen).toEqual(squares(7));
  });

  it('reports a crashed worker with the work it was on, and stops every worker', async () => {
    const fakes = new FakeWorkers();
    const { run, seen } = start(fakes, jobsOf(6, 3), 2);
    fakes.answer(0, 0, 2);
    fakes.workers[0].onerror?.({ message: 'out of memory' });
    const outcome = await run.outcome;
    expect(outcome.complete).toBe(false);
    expect(outcome.error).toContain('out of memory');
    expect(outcome.error).toContain('number 2');
    expect(seen).toEqual(squares(2));
    expect(fakes.workers.every((worker) => worker.terminated)).toBe(true);
  });

  it('reports a worker’s own error reply with the work it was on', async () => {
    const fakes = new FakeWorkers();
    const { run } = start(fakes, jobsOf(6, 3), 2);
    fakes.workers[1].onmessage?.({ data: { type: 'error', message: 'bad value' } });
    expect(await run.outcome).toEqual({ complete: false, error: 'bad value (number 3)' });
  });

  describe('with a ramp, a next worker only when the first one’s pace says the work left repays it', () => {
    /** A worker costs 100 ms (50 of it the warm-up left out of the pace); the clock is the test's. */
    function ramped(fakes: FakeWorkers, jobs: Job[], workers: number) {
      const clock = { now: 0 };
      const started = start(fakes, jobs, workers, {
        workerCostMs: 100,
        now: () => clock.now,
        resultsOf: (job) => job.length,
      });
      return { ...started, clock };
    }

    it('keeps to one worker when the work goes fast, with every result in order', async () => {
      const fakes = new FakeWorkers();
      const { run, seen, clock } = ramped(fakes, jobsOf(40, 4), 4);
      expect(fakes.workers).toHaveLength(1);
      // 10 ms a job of 4 (the first job's only starts the measure): at most 10 / 4 ms a result whichever way it is taken, so under 90 ms for the 36 left, short of PAYBACK × 100.
      for (let first = 0; first < 40; first += 4) {
        clock.now += 10;
        fakes.answer(first, 0, 4, true);
        expect(fakes.workers).toHaveLength(1);
      }
      expect(await run.outcome).toEqual({ complete: true });
      expect(seen).toEqual(squares(40));
    });

    it('adds a worker once the work left at the measured pace is PAYBACK × its cost, and a third at twice that', async () => {
      const fakes = new FakeWorkers();
      const { run, seen, clock } = ramped(fakes, jobsOf(40, 4), 3);
      // The first results only start the measure: they waited for the worker's start-up.
      clock.now = 10;
      fakes.answer(0, 0, 4, true);
      expect(fakes.workers).toHaveLength(1);
      // The next 4 in 50 ms of warm-up and 4 × 10 ms: 10 ms a result, 32 not yet in: 320 ms.
      clock.now = 100;
      fakes.answer(4, 0, 4, true);
      expect(32 * 10).toBeGreaterThanOrEqual(PAYBACK * 100);
      expect(fakes.workers).toHaveLength(2);
      expect(fakes.workers[1].started.map((job) => job.first)).toEqual([8]);
      // A third needs 2 × PAYBACK × 100 ms left.
      expect(32 * 10).toBeLessThan(2 * PAYBACK * 100);
      // A slow job: 8 results in 890 ms, 50 of it warm-up: 105 ms a result; 28 not yet in (the second worker's 4 are out).
      clock.now = 900;
      fakes.answer(12, 0, 4, true);
      expect(28 * 105).toBeGreaterThanOrEqual(2 * PAYBACK * 100);
      expect(fakes.workers).toHaveLength(3);
      for (const first of [8, 16, 20, 24, 28, 32, 36]) fakes.answer(first, 0, 4, true);
      expect(await run.outcome).toEqual({ complete: true });
      expect(seen).toEqual(squares(40));
    });
  });
});
