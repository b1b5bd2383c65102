/**
 * The default --jobs end to end (issue 35), for every command that takes it: the built command's
 * modules in a child process (test/helpers/cli-probe.ts counts the worker threads it starts). A
 * short input starts no worker and prints what --jobs 1 prints. The same input made "long" by
 * setting the command's worker cost (src/cli/worker-costs.ts) to 1 ms in the child, so that a few
 * dozen puzzles repay a worker hundreds of times over whatever the machine's speed, starts workers
 * (when there is more than one core to run them on) and still prints the same.
 */

import * as os from 'os';
import { builtModule, modulesLoadedBy } from '../helpers/cli-probe';
import { readDataText, readPuzzleLines } from '../helpers/corpus';

// Each case starts the command three times, on a machine shared with other work.
jest.setTimeout(120_000);

const TOP95 = readPuzzleLines('rated/top95.txt');
const SEVENTEEN = readPuzzleLines('tdoku/puzzles2_17_clue');
const PATTERNS = readDataText('../../samples/Pattern500.txt').split('\n');
/** Pattern500's records 10 to 15: 20 and more givens, each puzzle made in milliseconds. */
const SIX_PATTERNS = PATTERNS.slice(100, 160).join('\n');

const CORES = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;

/** Timings are the one thing allowed to differ between runs. */
function withoutTimings(text: string): string {
  return text
    .replace(/"(elapsedMs|timeMs)":[0-9.e+-]+/g, '"$1":0')
    .replace(/\d+(\.\d+)? ms/g, 'T ms')
    .replace(/in \d+(\.\d+)? s/g, 'in T s');
}

/** Sets the command's worker cost in the child before it runs. */
const cheapWorkers = (command: string) =>
  `require(${JSON.stringify(builtModule('cli/worker-costs.js'))}).WORKER_COSTS_MS[${JSON.stringify(command)}] = 1;`;

describe.each([
  // 5,120 puzzles: five of solve's batches of 1,024, so there is work left for a worker after the first.
  [
    'solve',
    ['solve', '--json', '--file', 'puzzles.txt'],
    {
      'puzzles.txt': `${Array.from({ length: 80 }, () => SEVENTEEN)
        .flat()
        .join('\n')}\n`,
    },
  ],
  ['analyze', ['analyze', '--json', '--file', 'top95.txt'], { 'top95.txt': `${TOP95.join('\n')}\n` }],
  ['batch', ['batch', 'top95.txt', '--out', 'results.xlsx', '--force'], { 'top95.txt': `${TOP95.join('\n')}\n` }],
  [
    'generate',
    ['generate', '--json', '--seed', '5', '--count', '2', '--pattern', 'patterns.txt'],
    { 'patterns.txt': SIX_PATTERNS },
  ],
  ['ga', ['ga', TOP95[0], '--json', '--seed', '1', '--generations', '20', '--runs', '6'], {}],
])('%s without --jobs', (command, argv, files) => {
  let one: ReturnType<typeof modulesLoadedBy>;
  beforeAll(() => {
    one = modulesLoadedBy([...argv, '--jobs', '1'], files);
  });

  it('keeps a short input in the main thread, printing what --jobs 1 prints', () => {
    const byDefault = modulesLoadedBy(argv, files);
    expect(one.stdout.length).toBeGreaterThan(0);
    expect(byDefault.workers).toBe(0);
    expect(withoutTimings(byDefault.stdout)).toBe(withoutTimings(one.stdout));
  });

  it('starts workers when the work left repays them, printing the same', () => {
    const byDefault = modulesLoadedBy(argv, files, cheapWorkers(command));
    // One core: the default's most threads are one, and no worker ever starts.
    if (CORES > 1) expect(byDefault.workers).toBeGreaterThan(0);
    else expect(byDefault.workers).toBe(0);
    expect(withoutTimings(byDefault.stdout)).toBe(withoutTimings(one.stdout));
  });
});
