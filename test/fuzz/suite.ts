/**
 * The fuzz suite: plans runs over the classes from a seed, generates each case just before it
 * runs (case k of a class comes from the seed, the class and k alone, so any run can be made
 * again by itself), runs a few at a time in a temporary folder of their own, checks what they
 * were given and wrote, and classifies each. Everything lives under one temporary folder, removed
 * at the end or on an interrupt.
 */

import { createHash } from 'crypto';
import ExcelJS from 'exceljs';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { createRandom } from '../../src/engine/core/random';
import type { FuzzCase, FuzzClass, FuzzContext, Outcome, RunRecord } from './case';
import { classify } from './classify';
import { FUZZ_CLASSES } from './classes';
import { killAllRuns, PEAK_PROBE, watchRun } from './run-case';
import { sources } from './sources';

export interface FuzzOptions {
  seed: string;
  /** Runs in all, shared by weight (each class at least one); or `perClass` runs of every class. */
  runs?: number;
  perClass?: number;
  /** Only these classes (by name). */
  classes?: readonly string[];
  /** Only case `index` of each chosen class (to run one case again). */
  index?: number;
  concurrency?: number;
  /** A run still going after this long is a hang (unless its class sets its own time). */
  timeoutMs?: number;
  /** A run is killed once its memory passes this many times its limit. */
  killAtLimitTimes?: number;
  onResult?: (result: FuzzResult, done: number, total: number) => void;
}

export interface FuzzResult {
  record: RunRecord;
  outcome: Outcome;
  why: string;
}

export interface FuzzReport {
  seed: string;
  ms: number;
  results: FuzzResult[];
}

/** `runs` shared by weight, each class at least one; what rounding leaves goes to the largest remainders. */
function shares(classes: readonly FuzzClass[], runs: number): number[] {
  const total = classes.reduce((sum, each) => sum + each.weight, 0);
  const exact = classes.map((each) => (runs * each.weight) / total);
  const counts = exact.map((share) => Math.max(1, Math.floor(share)));
  const byRemainder = exact
    .map((share, k) => ({ k, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (
    let left = runs - counts.reduce((sum, each) => sum + each, 0), at = 0;
    left > 0 && at < byRemainder.length;
    left--, at++
  )
    counts[byRemainder[at].k]++;
  return counts;
}

/** Which case of which class runs, in an order that reaches every class early. */
export function planRuns(
  classes: readonly FuzzClass[],
  options: Pick<FuzzOptions, 'runs' | 'perClass' | 'index'>,
): { fuzzClass: FuzzClass; index: number }[] {
  if (options.index !== undefined) return classes.map((fuzzClass) => ({ fuzzClass, index: options.index as number }));
  const counts =
    options.perClass !== undefined
      ? classes.map(() => options.perClass as number)
      : shares(classes, options.runs ?? 100);
  const plan: { fuzzClass: FuzzClass; index: number }[] = [];
  for (let index = 0; index < Math.max(...counts); index++)
    classes.forEach((fuzzClass, k) => index < counts[k] && plan.push({ fuzzClass, index }));
  return plan;
}

export function digest(file: string): string {
  try {
    return createHash('sha1').update(fs.readFileSync(file)).digest('hex');
  } catch (error) {
    return `unreadable: ${(error as NodeJS.ErrnoException).code}`;
  }
}

/** Writes the case's files and links into its folder; the paths of its inputs (to check unchanged) and the old output's bytes. */
function layOut(fuzzCase: FuzzCase, folder: string): { inputs: string[]; old?: Buffer } {
  const output = fuzzCase.written?.out;
  const inputs: string[] = [...(fuzzCase.shared ?? [])];
  let old: Buffer | undefined;
  for (const [name, content] of Object.entries(fuzzCase.files ?? {})) {
    const file = path.join(folder, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    if (name === output) old = fs.readFileSync(file);
    else inputs.push(file);
  }
  for (const [name, { target, hard }] of Object.entries(fuzzCase.links ?? {})) {
    if (hard) fs.linkSync(path.join(folder, target), path.join(folder, name));
    else fs.symlinkSync(target, path.join(folder, name));
  }
  return { inputs, old };
}

/** Whether the file is a whole workbook whose first sheet has at least `rows` rows. */
async function wholeWorkbook(file: string, rows: number): Promise<boolean> {
  try {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    return workbook.worksheets.length > 0 && workbook.worksheets[0].rowCount >= rows;
  } catch {
    return false;
  }
}

/** What was lost: an input changed, or the output neither the old file nor a whole workbook (nor replaced by a run that says it succeeded). */
export async function dataProblems(
  fuzzCase: FuzzCase,
  folder: string,
  before: Map<string, string>,
  old: Buffer | undefined,
  code: number | null,
  killed: boolean,
): Promise<string[]> {
  const problems = [...before]
    .filter(([file, hash]) => digest(file) !== hash)
    .map(([file]) => `${path.basename(file)} changed`);
  if (fuzzCase.written) {
    const out = path.join(folder, fuzzCase.written.out);
    const now = fs.existsSync(out) ? fs.readFileSync(out) : undefined;
    const intact = old !== undefined && now !== undefined && now.equals(old);
    const whole = !intact && now !== undefined && (await wholeWorkbook(out, fuzzCase.written.rows));
    if (!intact && !whole) problems.push(`${fuzzCase.written.out} is neither the old file nor a whole workbook`);
    if (intact && code === 0 && !killed) problems.push(`exit 0 but ${fuzzCase.written.out} was not replaced`);
  }
  return problems;
}

async function runOne(
  fuzzClass: FuzzClass,
  index: number,
  options: FuzzOptions,
  root: string,
  context: FuzzContext,
  probe: string,
): Promise<FuzzResult> {
  const fuzzCase = fuzzClass.make(createRandom(`${options.seed}/${fuzzClass.name}/${index}`), context);
  const folder = path.join(root, 'runs', `${fuzzClass.name}-${index}`);
  fs.mkdirSync(folder, { recursive: true });
  try {
    const { inputs, old } = layOut(fuzzCase, folder);
    const before = new Map(inputs.map((file) => [file, digest(file)]));
    const timeoutMs = fuzzCase.timeoutMs ?? options.timeoutMs ?? 30_000;
    const watched = await watchRun(fuzzCase, folder, probe, {
      timeoutMs,
      killAtMiB: fuzzCase.limitMiB * (options.killAtLimitTimes ?? 1.5),
    });
    const { stackSeen, internalSeen, controlSeen, secretSeen, ...rest } = watched;
    const record: RunRecord = {
      className: fuzzClass.name,
      index,
      argv: fuzzCase.argv,
      inputs: fuzzCase.inputs,
      limitMiB: fuzzCase.limitMiB,
      ...rest,
      stackSeen,
      internalSeen,
      controlSeen,
      secretSeen,
      dataProblems: await dataProblems(fuzzCase, folder, before, old, watched.code, watched.killedOnPurpose),
    };
    return { record, ...classify(record) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const classes = options.classes ? FUZZ_CLASSES.filter((each) => options.classes?.includes(each.name)) : FUZZ_CLASSES;
  if (options.classes && classes.length !== options.classes.length)
    throw new Error(
      `unknown class in ${options.classes.join(', ')}; the classes are ${FUZZ_CLASSES.map((each) => each.name).join(', ')}`,
    );
  const plan = planRuns(classes, options);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-fuzz-'));
  const interrupted = () => {
    killAllRuns();
    fs.rmSync(root, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const started = Date.now();
  try {
    const probe = path.join(root, 'peak-probe.js');
    fs.writeFileSync(probe, PEAK_PROBE);
    fs.mkdirSync(path.join(root, 'shared'));
    const context: FuzzContext = {
      sources: sources(),
      fixture(name, build) {
        const file = path.join(root, 'shared', name);
        if (!fs.existsSync(file)) build(file);
        return file;
      },
    };
    const results: FuzzResult[] = new Array(plan.length);
    let next = 0;
    let done = 0;
    const worker = async () => {
      for (let at = next++; at < plan.length; at = next++) {
        results[at] = await runOne(plan[at].fuzzClass, plan[at].index, options, root, context, probe);
        options.onResult?.(results[at], ++done, plan.length);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
    return { seed: options.seed, ms: Date.now() - started, results };
  } finally {
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
    fs.rmSync(root, { recursive: true, force: true });
  }
}
