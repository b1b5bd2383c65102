/**
 * The pool's default (issue 35): it begins in this thread and starts a worker only when the work
 * left, at the rate this thread measures, repays the worker's cost (src/engine/core/worker-ramp.ts).
 * The clock is the test's own, moved by the tasks, so when a worker starts is decided by the rule
 * alone and worked out here from it; the workers are real threads over the built lib/ (npm ci).
 */

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { COLD_SLOWDOWN, PAYBACK } from '../../src/engine/core/worker-ramp';
import { mapInOrder, type Pause, type RampOptions } from '../../src/cli/worker-pool';
import * as workerStart from '../../src/cli/worker-start';

const POOL = path.resolve(__dirname, '../../lib/src/cli/worker-pool.js');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-ramp-'));
const script = path.join(folder, 'square-worker.js');
fs.writeFileSync(script, `const { serveTasks } = require(${JSON.stringify(POOL)});\nserveTasks(() => (n) => n * n);\n`);
/** A worker that takes its chunks and never starts one: this thread takes them back at the end, so it alone does (and counts) the work. */
const silent = path.join(folder, 'silent-worker.js');
fs.writeFileSync(silent, `require('worker_threads').parentPort.on('message', () => undefined);\n`);

async function collect<R>(results: AsyncIterable<R>): Promise<R[]> {
  const all: R[] = [];
  for await (const result of results) all.push(result);
  return all;
}

const range = (count: number) => Array.from({ length: count }, (_, i) => i);

/** A worker costs 100 ms in these tests; half of it is this thread's own warm-up, left out of the rate. */
const COST = 100;

describe('mapInOrder with a ramp', () => {
  const clock = { now: 0 };
  /** The clock's reading at each worker's start. */
  let startedAt: number[];
  let spy: jest.SpyInstance;
  const realStart = workerStart.startWorker;

  beforeEach(() => {
    clock.now = 0;
    startedAt = [];
    spy = jest.spyOn(workerStart, 'startWorker').mockImplementation((...args) => {
      startedAt.push(clock.now);
      return realStart(...args);
    });
  });
  afterEach(() => spy.mockRestore());

  /** Squares n in this thread, each task costing 1 ms of the test's clock. */
  const here = (n: number) => {
    clock.now += 1;
    return n * n;
  };
  const ramp = (inputUnits: () => number | undefined): RampOptions<number> => ({
    workerCostMs: COST,
    clock: () => clock.now,
    inputUnits,
  });

  /**
   * The tasks done here when the rule first holds for `threads` at work, for a known count: after k
   * tasks of 1 ms, the rate is the greater of (k − COST/2)/k and 1/COLD_SLOWDOWN ms a task, and
   * times the n − k left it reaches PAYBACK × threads × COST.
   */
  function firstPaying(count: number, threads = 1): number {
    const rate = (k: number) => Math.max(k - COST / 2, k / COLD_SLOWDOWN) / k;
    for (let k = 1; k <= count; k++) if (rate(k) * (count - k) >= PAYBACK * threads * COST) return k;
    return Infinity;
  }

  it('keeps a short input in this thread: no worker, the results in order', async () => {
    const tasks = range(200);
    expect(firstPaying(200)).toBe(Infinity);
    expect(await collect(mapInOrder([tasks], here, { jobs: 4, script, ramp: ramp(() => tasks.length) }))).toEqual(
      tasks.map((n) => n * n),
    );
    expect(startedAt).toEqual([]);
  });

  it('starts a worker for a long input as soon as the work left repays it, and the results stay in order', async () => {
    const tasks = range(2000);
    const results = await collect(mapInOrder([tasks], here, { jobs: 2, script, ramp: ramp(() => tasks.length) }));
    expect(results).toEqual(tasks.map((n) => n * n));
    // On two cores one worker at most; it started after the task the rule first held on.
    expect(startedAt).toEqual([firstPaying(2000)]);
  });

  it('weighs each further worker by the threads at work: a second worker needs twice the work left', async () => {
    const tasks = range(2000);
    const results = await collect(
      mapInOrder([tasks], here, { jobs: 3, script: silent, ramp: ramp(() => tasks.length) }),
    );
    expect(results).toEqual(tasks.map((n) => n * n));
    expect(firstPaying(2000, 2)).toBeGreaterThan(firstPaying(2000, 1));
    expect(startedAt).toEqual([firstPaying(2000, 1), firstPaying(2000, 2)]);
  });

  it('for a stream of unknown length, starts a worker once the work measured reaches PAYBACK × the cost and the input goes on', async () => {
    const long = range(1000);
    await collect(mapInOrder([long], here, { jobs: 2, script, ramp: ramp(() => undefined) }));
    // At 1 ms a task: COST/2 of warm-up, then PAYBACK × COST of work.
    expect(startedAt).toEqual([COST / 2 + PAYBACK * COST]);
    clock.now = 0;
    startedAt = [];
    const short = range(COST / 2 + PAYBACK * COST - 1);
    await collect(mapInOrder([short], here, { jobs: 2, script, ramp: ramp(() => undefined) }));
    expect(startedAt).toEqual([]);
  });

  it('during a long task that pauses, starts a worker for the tasks after it', async () => {
    /** Task 0 takes ten steps of 50 ms, pausing after each; the others 1 ms. */
    const slow = async (n: number, pause: Pause) => {
      if (n !== 0) return here(n);
      for (let step = 0; step < 10; step++) {
        clock.now += 50;
        await pause();
      }
      return 0;
    };
    const tasks = range(3);
    const results = await collect(
      mapInOrder([tasks], slow, {
        jobs: 2,
        script,
        chunk: 1,
        ramp: { workerCostMs: 60, clock: () => clock.now, inputUnits: () => tasks.length },
      }),
    );
    expect(results).toEqual([0, 1, 4]);
    // The task in hand counts as done so far: 2 tasks left at the greater of ms − 30 and ms / COLD_SLOWDOWN each reach PAYBACK × 60 after the step that makes it so.
    const steps = range(10).map((step) => 50 * (step + 1));
    expect(startedAt).toEqual([steps.find((ms) => 2 * Math.max(ms - 30, ms / COLD_SLOWDOWN) >= PAYBACK * 60)]);
  });
});
