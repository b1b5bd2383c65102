/**
 * Issue 41, item 7: the engine as an API answers every caller clearly. Every function of its
 * public surface (what the layers above it import, read from their sources: scan.ts), called
 * with arbitrary values, returns or throws the project's PuzzleError — never a TypeError or
 * RangeError from inside, never a hang or a heap without bound. The calls run in a worker thread
 * that is stopped when one call gives no answer for CALL_TIMEOUT_MS (or fills its heap), so a
 * hang fails the test, naming the call, instead of stalling the run; the other functions are
 * then still tried in a fresh worker.
 */

import * as path from 'path';
import { Worker } from 'worker_threads';
import { engineFieldNames, publicSurface, SRC } from './public-surface/scan';
import type { FuzzData, FuzzMessage, Target } from './public-surface/fuzz-worker';

/**
 * Calls per function: enough to reach each check behind the first argument, few enough for a quick
 * test. The seed is fixed so that a run is repeatable; SURFACE_FUZZ_RUNS and SURFACE_FUZZ_SEED
 * search further by hand.
 */
const RUNS = Number(process.env.SURFACE_FUZZ_RUNS ?? 100);
const SEED = Number(process.env.SURFACE_FUZZ_SEED ?? 41);
/** A call that takes this long is a hang (this is no speed test: most calls take microseconds). */
const CALL_TIMEOUT_MS = 20_000;
const HEAP_MB = 512;

// eslint-disable-next-line no-sparse-arrays -- a hole where an offset should be
const OFFSETS_WITH_A_HOLE = [{ row: 0, col: 0 }, , { row: 9, col: 9 }];

/** Arguments each function is called with before the arbitrary ones: what the issue found running away (and the like). */
const FIRST_TRIED: Record<string, unknown[][]> = {
  // defaultBox(0) never returned; canonicalForm(0) took 44 s, canonicalFrame(0) over 60 s; fullCandidates(1e9) grew to 7.86 GB.
  defaultBox: [[0], [-4], [NaN], [Infinity], [1e9]],
  canonicalForm: [[0], [undefined], [new Array(81).fill('x')]],
  canonicalFrame: [[0]],
  fullCandidates: [
    [1e9, 9],
    [81, 1e9],
    [-1, 9],
  ],
  // Counts and sizes that would enumerate or allocate without bound.
  solve: [[new Array(81).fill(0), 1e9]],
  countSolutions: [[new Array(81).fill(0), Infinity]],
  // A grade no puzzle on this pattern has, so the search runs to its time limit.
  generateOne: [
    [new Uint8Array(81).fill(1), { grade: '8', timeLimitMs: Infinity }],
    [new Uint8Array(81).fill(1), { grade: '8', timeLimitMs: NaN }],
  ],
  parseLatticeLayout: [['lattice:99999x99999']],
  combinedGeometry: [
    [
      [
        { row: 0, col: 0 },
        { row: 3e9, col: 0 },
      ],
    ],
    [OFFSETS_WITH_A_HOLE],
  ],
  solveWithGa: [
    [new Array(81).fill(0), { population: 1e9 }],
    [new Array(81).fill(0), { generations: 1e12 }],
  ],
};

/** Functions outside the surface that the issue found running away on one argument. */
const FOUND_UNBOUNDED: Target[] = [
  { module: path.join(SRC, 'engine/board/canonical'), name: 'canonicalForm' },
  { module: path.join(SRC, 'engine/analysis/canonical-frame'), name: 'canonicalFrame' },
  { module: path.join(SRC, 'engine/geometry/candidates'), name: 'fullCandidates' },
];

/** Loads the TypeScript sources in a plain worker thread, each file transpiled as Node requires it. */
const BOOTSTRAP = `
const { workerData } = require('worker_threads');
const fs = require('fs');
const ts = require(workerData.typescript);
const compilerOptions = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true, isolatedModules: true };
require.extensions['.ts'] = (module, fileName) => module._compile(ts.transpileModule(fs.readFileSync(fileName, 'utf8'), { fileName, compilerOptions }).outputText, fileName);
require(workerData.entry);
`;

function isClass(value: unknown): boolean {
  return typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));
}

/** The surface's functions, one target each, under the first name a caller imports it by (constants and classes are not called). */
function surfaceTargets(): Target[] {
  const targets: Target[] = [];
  const seen = new Set<unknown>();
  for (const [module, names] of publicSurface()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports = require(module) as Record<string, unknown>;
    const taken = names.has('*') ? Object.keys(exports) : [...names];
    for (const name of taken) {
      const value = exports[name];
      if (typeof value !== 'function' || isClass(value) || seen.has(value)) continue;
      seen.add(value);
      targets.push({ module, name });
    }
  }
  return targets;
}

interface Outcome {
  target: Target;
  calls: number;
  failure?: string;
}

/** Runs the targets in one worker until they are done or one call stops answering (then the rest are left for the next worker). */
function runWorker(targets: Target[], fieldNames: string[]): Promise<{ outcomes: Outcome[]; stopped?: Outcome }> {
  const data: FuzzData & { typescript: string; entry: string } = {
    targets,
    runs: RUNS,
    seed: SEED,
    fieldNames,
    typescript: require.resolve('typescript'),
    entry: path.join(__dirname, 'public-surface/fuzz-worker.ts'),
  };
  return new Promise((resolve) => {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
    const outcomes: Outcome[] = [];
    let current = targets[0];
    let lastCall = '(no call yet)';
    let heard = Date.now();
    let over = false;
    const end = (why?: string): void => {
      if (over) return;
      over = true;
      clearInterval(watch);
      void worker.terminate();
      resolve({
        outcomes,
        stopped:
          why === undefined
            ? undefined
            : { target: current, calls: 0, failure: `${why}; its last call was ${lastCall}` },
      });
    };
    const watch = setInterval(() => {
      if (Date.now() - heard > CALL_TIMEOUT_MS) end(`no answer within ${CALL_TIMEOUT_MS / 1000} s`);
    }, 250);
    worker.on('message', (message: FuzzMessage) => {
      heard = Date.now();
      if (message.type === 'start') current = message.target;
      else if (message.type === 'call') lastCall = message.args;
      else if (message.type === 'done') outcomes.push(message);
      else end();
    });
    worker.on('error', (error) => end(`the worker failed (${error.message})`));
    worker.on('exit', (code) => end(`the worker exited with code ${code}`));
  });
}

async function fuzzAll(targets: Target[]): Promise<Outcome[]> {
  const fieldNames = engineFieldNames();
  targets = targets.map((target) => ({ ...target, cases: FIRST_TRIED[target.name] }));
  const outcomes: Outcome[] = [];
  let left = targets;
  while (left.length > 0) {
    const { outcomes: done, stopped } = await runWorker(left, fieldNames);
    outcomes.push(...done);
    left = left.slice(done.length);
    if (stopped) {
      outcomes.push(stopped);
      left = left.slice(1);
    }
  }
  return outcomes;
}

const label = (target: Target): string => `${path.relative(SRC, target.module)}.${target.name}`;

describe('the engine answers every caller clearly', () => {
  const targets = surfaceTargets();

  test('the public surface is read from the front ends’ imports', () => {
    const names = targets.map((target) => target.name);
    // Entry points of each front end, a lazily required one (the command line's variant solver), and none of the hot helpers behind them.
    expect(names).toEqual(
      expect.arrayContaining([
        'analyzePuzzle',
        'countSolutions',
        'defaultBox',
        'solveVariant',
        'hintFor',
        'readPlainBytes',
      ]),
    );
    expect(names).not.toContain('hasCandidate');
  });

  test(
    'every public function, and those found unbounded, returns or throws a PuzzleError for any arguments',
    async () => {
      const outcomes = await fuzzAll([...targets, ...FOUND_UNBOUNDED]);
      const failures = outcomes
        .filter((outcome) => outcome.failure !== undefined)
        .map((outcome) => `${label(outcome.target)}: ${outcome.failure}`);
      expect(failures).toEqual([]);
      expect(outcomes.map((outcome) => label(outcome.target))).toEqual([...targets, ...FOUND_UNBOUNDED].map(label));
      for (const outcome of outcomes) expect(outcome.calls).toBeGreaterThanOrEqual(RUNS);
    },
    5 * 60_000,
  );
});
