/**
 * Runs in a worker thread (see public-surface.test.ts): calls each public function with arbitrary
 * arguments and reports, per function, the first call that threw anything but a PuzzleError.
 * Before every call it posts what it is about to pass, so that the test can name the call that
 * hung when this thread stops answering.
 */

import fc from 'fast-check';
import { parentPort, workerData } from 'worker_threads';
import { isPuzzleError } from '../../../src/engine/core/errors';
import { argumentValue } from './values';

export interface Target {
  module: string;
  name: string;
  /** Arguments to try before the arbitrary ones. */
  cases?: unknown[][];
}

export interface FuzzData {
  targets: Target[];
  runs: number;
  seed: number;
  fieldNames: string[];
}

export type FuzzMessage =
  | { type: 'start'; target: Target }
  | { type: 'call'; args: string }
  | { type: 'done'; target: Target; calls: number; failure?: string }
  | { type: 'finished' };

/** How much work a generator or the GA may do per call: a time limit, counts and sizes (their defaults run for seconds). */
const WORK_LIMITS: Record<string, number> = {
  timeLimitMs: 30,
  count: 2,
  generations: 5,
  population: 10,
  improveMoves: 10,
};
/** The functions that search until a time limit or a count by design, and which of their arguments holds the options. */
const SEARCHES: Record<string, number> = {
  generateOne: 1,
  generateFromPattern: 1,
  generateVariantPuzzle: 2,
  generateCombinedSteps: 1,
  solveWithGa: 1,
  startGa: 1,
};

/** The options with the work bounded, odd values left as they are for the checks to refuse. */
function boundedWork(options: unknown): unknown {
  if (options === undefined) return { ...WORK_LIMITS };
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return options;
  const bounded: Record<string, unknown> = { ...options };
  for (const [key, most] of Object.entries(WORK_LIMITS)) {
    const value = bounded[key];
    if (value === undefined || (typeof value === 'number' && value > most)) bounded[key] = most;
  }
  // A clock that stands still never reaches a time limit; the real one does.
  if (typeof bounded.now === 'function') delete bounded.now;
  return bounded;
}

/** How many parameters the function declares, defaults included (Function.length stops at the first default). */
function declaredArity(fn: (...args: unknown[]) => unknown): number {
  const text = fn.toString();
  const open = text.indexOf('(');
  let depth = 0;
  let commas = 0;
  let quote = '';
  for (let i = open + 1; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === quote && text[i - 1] !== '\\') quote = '';
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) {
      if (depth === 0) return text.slice(open + 1, i).trim() === '' ? 0 : commas + 1;
      depth--;
    } else if (char === ',' && depth === 0) commas++;
  }
  return fn.length;
}

/** Waits for a promise; takes a few steps of a generator, whose body runs only when stepped. */
async function settle(result: unknown): Promise<void> {
  if (typeof result !== 'object' || result === null) return;
  if (typeof (result as Promise<unknown>).then === 'function') await result;
  else if (Object.prototype.toString.call(result) === '[object Generator]')
    for (let step = 0; step < 3 && !(result as Generator).next().done; step++);
}

function clipped(text: string): string {
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

async function fuzz(target: Target, data: FuzzData, post: (message: FuzzMessage) => void): Promise<void> {
  // The module is named at run time (the scan found it), so it is required, not imported.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fn = (require(target.module) as Record<string, unknown>)[target.name] as (...args: unknown[]) => unknown;
  const arity = declaredArity(fn) + 1;
  const optionsAt = SEARCHES[target.name];
  let calls = 0;
  /** Undefined when the call returned or threw a PuzzleError, else what it threw. */
  const attempt = async (args: unknown[]): Promise<unknown> => {
    post({ type: 'call', args: clipped(fc.stringify(args)) });
    calls++;
    try {
      await settle(fn(...args));
    } catch (error) {
      if (!isPuzzleError(error)) return error;
    }
    return undefined;
  };
  for (const args of target.cases ?? []) {
    const thrown = await attempt(args);
    if (thrown !== undefined)
      return post({ type: 'done', target, calls, failure: `${clipped(fc.stringify(args))} threw ${String(thrown)}` });
  }
  const property = fc.asyncProperty(
    fc.array(argumentValue(data.fieldNames), { minLength: arity, maxLength: arity }),
    async (drawn) => {
      const thrown = await attempt(
        optionsAt === undefined ? drawn : drawn.map((value, i) => (i === optionsAt ? boundedWork(value) : value)),
      );
      if (thrown !== undefined) throw thrown;
    },
  );
  const details = await fc.check(property, { numRuns: data.runs, seed: data.seed, endOnFailure: true });
  const failure = details.failed
    ? `${clipped(fc.stringify(details.counterexample))} threw ${String(details.errorInstance)}`
    : undefined;
  post({ type: 'done', target, calls, failure });
}

async function main(): Promise<void> {
  const data = workerData as FuzzData;
  const post = (message: FuzzMessage): void => parentPort?.postMessage(message);
  for (const target of data.targets) {
    post({ type: 'start', target });
    await fuzz(target, data, post);
  }
  post({ type: 'finished' });
}

void main();
