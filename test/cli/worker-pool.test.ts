/**
 * The ordered pool on real worker threads (a plain-JS worker over the built lib/, as npm ci
 * leaves it) with this thread working beside them: results in input order whatever order the
 * threads finish in, the chunks a worker has not started taken back, a worker's error surfaced, and
 * the in-thread path when the script is missing. The line splitter of streamed input.
 */

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { mapInOrder, prestartWorkers } from '../../src/cli/worker-pool';
import { linesOfChunks } from '../../src/cli/line-stream';

const POOL = path.resolve(__dirname, '../../lib/src/cli/worker-pool.js');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-'));

/** Squares n after a wait that differs from task to task, so later tasks often finish first; -13 throws. The same code runs here and in the workers. */
const SQUARE = `(n) => {
  if (n === -13) throw new Error('thirteen');
  const end = Date.now() + ((n * 7) % 11);
  while (Date.now() < end);
  return n * n;
}`;
const square = new Function(`return ${SQUARE}`)() as (n: number) => number;

function workerScript(name: string, before = '', handler = SQUARE): string {
  const file = path.join(folder, name);
  fs.writeFileSync(
    file,
    `const { serveTasks } = require(${JSON.stringify(POOL)});\n${before}\nserveTasks(() => (${handler}));\n`,
  );
  return file;
}

const script = workerScript('square-worker.js');
/** A worker that takes 1.5 s to start: every chunk sent to it is still unstarted when this thread runs out of work. */
const slowToStart = workerScript('slow-worker.js', 'const until = Date.now() + 1500; while (Date.now() < until);');

async function collect<R>(results: AsyncIterable<R>): Promise<R[]> {
  const all: R[] = [];
  for await (const result of results) all.push(result);
  return all;
}

async function* slowGroups(groups: number[][]): AsyncGenerator<number[]> {
  for (const group of groups) {
    await new Promise((resolve) => setTimeout(resolve, 3));
    yield group;
  }
}

describe('mapInOrder', () => {
  const numbers = Array.from({ length: 150 }, (_, i) => i);
  const uneven = [numbers.slice(0, 1), numbers.slice(1, 40), [], numbers.slice(40, 41), numbers.slice(41, 150)];

  it.each([2, 3, 4])(
    'gives the results in input order with %i jobs (this thread and the workers), in chunks of 4',
    async (jobs) => {
      const here: number[] = [];
      const squareHere = (n: number) => {
        here.push(n);
        return square(n);
      };
      const results = await collect(mapInOrder(slowGroups(uneven), squareHere, { jobs, script, chunk: 4 }));
      expect(results).toEqual(numbers.map((n) => n * n));
      // Both sides took part: this thread took the chunks the workers had no room for, and the workers the rest.
      expect(here.length).toBeGreaterThan(0);
      expect(here.length).toBeLessThan(numbers.length);
    },
  );

  it('takes back every chunk a worker has not started, once the input has ended', async () => {
    const here: number[] = [];
    const tasks = numbers.slice(0, 20);
    const results = await collect(
      mapInOrder([tasks], (n) => (here.push(n), n * n), { jobs: 2, script: slowToStart, chunk: 1 }),
    );
    expect(results).toEqual(tasks.map((n) => n * n));
    expect(here.sort((a, b) => a - b)).toEqual(tasks);
  });

  it('surfaces the error a worker throws', async () => {
    // -13 is the worker's first chunk, and this thread is busy with the later ones long after the worker has started it.
    const busyHere = (n: number) => {
      const end = Date.now() + 100;
      while (Date.now() < end);
      return square(n);
    };
    await expect(collect(mapInOrder([[-13, ...numbers.slice(1, 20)]], busyHere, { jobs: 2, script }))).rejects.toThrow(
      /thirteen[\s\S]*square-worker\.js/,
    );
  });

  it('surfaces the error a task throws in this thread', async () => {
    await expect(collect(mapInOrder([[-13]], square, { jobs: 2, script: slowToStart }))).rejects.toThrow('thirteen');
  });

  describe('with weights, workers start the heaviest waiting chunk first', () => {
    /** Answers n with its square and where it ran, after 4 ms, so that the worker gets its share. */
    const tagging = workerScript(
      'tagging-worker.js',
      '',
      `(n) => { const end = Date.now() + 4; while (Date.now() < end); return [n * n, 'worker']; }`,
    );
    const here = (n: number): [number, string] => {
      const end = Date.now() + 4;
      while (Date.now() < end);
      return [n * n, 'here'];
    };

    it('yet the results come in input order: the worker runs the heaviest of all first, this thread the oldest', async () => {
      const tasks = Array.from({ length: 60 }, (_, i) => i);
      // Later is heavier, and every task is read before any is sent (a look-ahead of all of them).
      const results = await collect(
        mapInOrder([tasks], here, { jobs: 2, script: tagging, weight: (n) => n, lookahead: tasks.length }),
      );
      expect(results.map(([square]) => square)).toEqual(tasks.map((n) => n * n));
      const byWorker = tasks.filter((n) => results[n][1] === 'worker');
      const byHere = tasks.filter((n) => results[n][1] === 'here');
      expect(byWorker.length).toBeGreaterThan(0);
      expect(byHere.length).toBeGreaterThan(0);
      // The worker was sent the heaviest waiting each time, from the top down, and this thread took the oldest, from the bottom up (and at the end took back the worker's newest, the lightest it held).
      expect(Math.max(...byHere)).toBeLessThan(Math.min(...byWorker));
    });

    it('reads no more than the window and the look-ahead beyond the result it is waiting for', async () => {
      let pulled = 0;
      async function* counted(): AsyncGenerator<number[]> {
        for (let n = 0; n < 120; n++) {
          pulled++;
          yield [n];
        }
      }
      const window = 4;
      const lookahead = 6;
      let yielded = 0;
      let mostAhead = 0;
      // Every 10th task is heavy, so the worker takes them out of order.
      for await (const [square] of mapInOrder(counted(), here, {
        jobs: 2,
        script: tagging,
        window,
        lookahead,
        weight: (n) => (n % 10 === 0 ? 9 : 1),
      })) {
        expect(square).toBe(yielded * yielded);
        mostAhead = Math.max(mostAhead, pulled - yielded);
        yielded++;
      }
      expect(yielded).toBe(120);
      // The generator is pulled once more than it has yielded when the pool asks for the next.
      expect(mostAhead).toBeLessThanOrEqual(window + lookahead + 1);
    });
  });

  it('runs the handler in this thread for one job or a missing script', async () => {
    expect(await collect(mapInOrder(uneven, (n) => n + 1, { jobs: 1, script }))).toEqual(numbers.map((n) => n + 1));
    expect(await collect(mapInOrder(uneven, (n) => n + 1, { jobs: 4, script: path.join(folder, 'none.js') }))).toEqual(
      numbers.map((n) => n + 1),
    );
  });
});

describe('prestartWorkers', () => {
  /** Answers n with the thread's name for itself: its start-up data, and the setup the pool sent it. */
  const tagged = path.join(folder, 'tagged-worker.js');
  fs.writeFileSync(
    tagged,
    `const { serveTasks } = require(${JSON.stringify(POOL)});\nconst { workerData } = require('worker_threads');\nserveTasks((setup) => (n) => [n, workerData, setup]);\n`,
  );
  const tasks = Array.from({ length: 40 }, (_, i) => i);
  // 20 ms a task here (800 ms in all): at 5 ms a loaded machine once finished every task here before the worker
  // had started.
  const slowHere = (n: number): [number, string, string] => {
    const end = Date.now() + 20;
    while (Date.now() < end);
    return [n, 'here', 'here'];
  };

  it('a worker started ahead of its pool is adopted: it answers the chunks with the setup the pool sends, and no other worker starts', async () => {
    const [early] = prestartWorkers(1, 'early', tagged);
    const results = await collect(mapInOrder([tasks], slowHere, { jobs: 2, script: tagged, workerData: 'settings' }));
    expect(results.map(([n]) => n)).toEqual(tasks);
    const byWorker = results.filter(([, name]) => name !== 'here');
    expect(byWorker.length).toBeGreaterThan(0);
    expect(byWorker.every(([, name, setup]) => name === 'early' && setup === 'settings')).toBe(true);
    // The pool ends the workers it used once the results are out.
    await new Promise((resolve) => early.once('exit', resolve));
  });

  it('a worker started ahead of a pool that needs none is ended, and the work is done here', async () => {
    const [spare] = prestartWorkers(1, 'early', tagged);
    const exited = new Promise((resolve) => spare.once('exit', resolve));
    const results = await collect(mapInOrder([tasks], slowHere, { jobs: 1, script: tagged }));
    expect(results.every(([, name]) => name === 'here')).toBe(true);
    await exited;
  });
});

describe('linesOfChunks', () => {
  it('splits \\r\\n, \\r and \\n as the whole-text split does, wherever the chunks break', async () => {
    const text = 'a1\r\nb2\rc3\n\nd4\r\n\r\ne5';
    const whole = text.split(/\r\n|\r|\n/);
    for (let size = 1; size <= text.length; size++) {
      const chunks = Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
        Buffer.from(text.slice(i * size, (i + 1) * size)),
      );
      expect(
        (
          await collect(
            linesOfChunks(
              (async function* () {
                yield* chunks;
              })(),
            ),
          )
        ).flat(),
      ).toEqual(whole);
    }
  });

  it('keeps a character whose bytes are split between two chunks', async () => {
    const bytes = Buffer.from('ナンプレ\n数独');
    const chunks = [bytes.subarray(0, 4), bytes.subarray(4, 11), bytes.subarray(11)];
    expect(
      (
        await collect(
          linesOfChunks(
            (async function* () {
              yield* chunks;
            })(),
          ),
        )
      ).flat(),
    ).toEqual(['ナンプレ', '数独']);
  });
});
