/**
 * `npm run bench -- jobs` (issue 35): what the default --jobs costs or saves against --jobs 1, for
 * every command that takes --jobs, at 10, 100 and 1,000 puzzles (patterns for generate, runs for
 * ga) and on a long run. Each side runs JOBS_RUNS times (default 5), interleaved (default, 1, 1,
 * default, …) so that a change in the machine's load falls on both alike, and the least wall and
 * CPU time of each is kept: the least is the run least disturbed by other work. Beside them: the
 * workers the default started (the least and the most over its runs) and the 1-minute load
 * average over the case's runs. The targets: at load below 1.5, the default's wall time at most
 * 1.03× --jobs 1 at 10, 100 and 1,000, and at least 1.7× faster on the long runs of analyze
 * (mixed1000 ×40) and solve (forum_hardest_1905_11+).
 *
 * JOBS_PART picks the parts, comma-separated (default `default,cost`):
 * - default: the table above;
 * - cost: the CPU one worker adds, --jobs 2 against --jobs 1 on each command's 1,000 case (solve's
 *   long run), beside the cost each command's default assumes (what its pool weighs the work left
 *   against);
 * - scaling, memory: 1 job against N given, and peak memory (bench/jobs-scaling.ts).
 * JOBS_CASES=analyze (part of the case names, e.g. "solve 1,000") runs only those cases;
 * JOBS_BIN=/other/checkout/bin/sudoku-analyzer.js measures another build, for a before and after.
 * Each run is the built command in a fresh process, its output to /dev/null.
 */

import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { performance } from 'perf_hooks';
import { WORKER_COSTS_MS } from '../src/cli/worker-costs';
import { commandBin, runMemory, runScaling } from './jobs-scaling';
import { dataPath, readDataLines } from './run';

const HARDEST = '../shared/data/tdoku/puzzles5_forum_hardest_1905_11+';
const MIXED = '../shared/data/rated/mixed1000.txt';
const PATTERNS = '../shared/data/timedia/Pattern500.txt';

/** Reports the run's CPU time and the worker threads it started, at exit, on standard error. */
const REPORTER = `const threads = require('worker_threads');
let workers = 0;
const Worker = threads.Worker;
threads.Worker = class extends Worker { constructor(...args) { super(...args); workers++; } };
process.on('exit', () => { const usage = process.resourceUsage(); process.stderr.write('\\nJOBS_BENCH ' + (usage.userCPUTime + usage.systemCPUTime) + ' ' + workers + '\\n'); });`;

interface Case {
  /** "analyze 1,000": the command and the size. */
  name: string;
  args: string[];
  /** A long run, whose target is a speed-up. */
  long: boolean;
}

interface Run {
  wallSeconds: number;
  cpuSeconds: number;
  workers: number;
  load: number;
}

function runOnce(args: readonly string[], preload: string): Run {
  const load = os.loadavg()[0];
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--require', preload, commandBin(), ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallSeconds = (performance.now() - started) / 1000;
  if (child.status !== 0)
    throw new Error(`sudoku-analyzer ${args.join(' ')} exited with ${child.status}: ${child.stderr.slice(-500)}`);
  const report = /JOBS_BENCH (\d+) (\d+)/.exec(child.stderr);
  if (!report) throw new Error(`sudoku-analyzer ${args.join(' ')} gave no CPU report`);
  return { wallSeconds, cpuSeconds: Number(report[1]) / 1e6, workers: Number(report[2]), load };
}

/** Each side `runs` times, interleaved A B B A A B …: the runs of each side. */
function interleaved(sides: readonly (readonly string[])[], runs: number, preload: string): Run[][] {
  const measured: Run[][] = sides.map(() => []);
  for (let round = 0; round < runs; round++) {
    const order = sides.map((_, k) => k);
    if (round % 2 === 1) order.reverse();
    for (const k of order) measured[k].push(runOnce(sides[k], preload));
  }
  return measured;
}

const least = (runs: readonly Run[], key: 'wallSeconds' | 'cpuSeconds') => Math.min(...runs.map((run) => run[key]));

function writeLines(folder: string, name: string, lines: readonly string[]): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** The cases, their input files written to `folder`. */
function cases(folder: string): Case[] {
  const hardest = readDataLines(HARDEST);
  const mixed = readDataLines(MIXED);
  const patternLines = fs.readFileSync(dataPath(PATTERNS), 'utf8').replace(/\r/g, '').split('\n');
  const patterns = (count: number) => writeLines(folder, `patterns-${count}.txt`, patternLines.slice(0, count * 10));
  const mixedTimes = (times: number) =>
    writeLines(folder, `mixed-x${times}.txt`, Array.from({ length: times }, () => mixed).flat());
  const out = path.join(folder, 'results.xlsx');
  const gaPuzzle = mixed[0];
  const list: Case[] = [];
  for (const count of [10, 100, 1000]) {
    const size = count.toLocaleString('en');
    const mixedFile = writeLines(folder, `mixed-${count}.txt`, mixed.slice(0, count));
    list.push(
      {
        name: `solve ${size}`,
        args: ['solve', '--json', '--file', writeLines(folder, `hardest-${count}.txt`, hardest.slice(0, count))],
        long: false,
      },
      { name: `analyze ${size}`, args: ['analyze', '--json', '--file', mixedFile], long: false },
      { name: `batch ${size}`, args: ['batch', mixedFile, '--out', out, '--force'], long: false },
      // Pattern500 has 500 patterns: 1,000 puzzles are two a pattern.
      {
        name: `generate ${size}`,
        args: [
          'generate',
          '--json',
          '--seed',
          '17',
          '--pattern',
          count <= 500 ? patterns(count) : patterns(500),
          '--count',
          String(Math.ceil(count / 500)),
        ],
        long: false,
      },
      {
        name: `ga ${size}`,
        args: ['ga', gaPuzzle, '--json', '--seed', '1', '--generations', '50', '--runs', String(count)],
        long: false,
      },
    );
  }
  list.push(
    { name: 'solve 1905_11+ (48,766)', args: ['solve', '--json', '--file', dataPath(HARDEST)], long: true },
    { name: 'analyze mixed1000 ×40', args: ['analyze', '--json', '--file', mixedTimes(40)], long: true },
    { name: 'batch mixed1000 ×10', args: ['batch', mixedTimes(10), '--out', out, '--force'], long: true },
    {
      name: 'generate Pattern500 ×4',
      args: ['generate', '--json', '--seed', '17', '--pattern', patterns(500), '--count', '4'],
      long: true,
    },
    {
      name: 'ga 8 runs × 5,000 gen.',
      args: ['ga', gaPuzzle, '--json', '--seed', '1', '--generations', '5000', '--runs', '8'],
      long: true,
    },
  );
  // Command by command, each one's sizes together.
  const order = ['solve', 'analyze', 'batch', 'generate', 'ga'];
  return list.sort((a, b) => order.indexOf(a.args[0]) - order.indexOf(b.args[0]));
}

/** The issue's targets for a case, met or not, or '' for a case without one. */
function verdict(one: readonly Run[], byDefault: readonly Run[], { name, long }: Case): string {
  const ratio = least(byDefault, 'wallSeconds') / least(one, 'wallSeconds');
  const loads = [...one, ...byDefault].map((run) => run.load);
  const quiet = Math.max(...loads) < 1.5 ? '' : " (load ≥ 1.5: not the target's conditions)";
  if (!long) return `${ratio <= 1.03 ? 'met' : 'missed'}: ≤ 1.03×${quiet}`;
  if (!/^(solve|analyze) /.test(name)) return '';
  return `${1 / ratio >= 1.7 ? 'met' : 'missed'}: ≥ 1.70× faster${quiet}`;
}

function defaultTable(folder: string, preload: string, runs: number): void {
  const chosen = cases(folder).filter((each) => each.name.includes(process.env.JOBS_CASES ?? ''));
  console.log(
    `${os.cpus().length} cores; the default against --jobs 1, the least of ${runs} interleaved runs each; load average ${os
      .loadavg()
      .map((each) => each.toFixed(2))
      .join(' ')} before`,
  );
  console.log(
    `${'case'.padEnd(24)} | --jobs 1: wall s  CPU s | default: wall s  CPU s  workers | default÷1: wall   CPU | load (1 min)  | target`,
  );
  for (const each of chosen) {
    const [byDefault, one] = interleaved([each.args, [...each.args, '--jobs', '1']], runs, preload);
    const workers = byDefault.map((run) => run.workers);
    const loads = [...one, ...byDefault].map((run) => run.load);
    const seconds = (value: number) => value.toFixed(3).padStart(7);
    const ratio = (key: 'wallSeconds' | 'cpuSeconds') =>
      `${(least(byDefault, key) / least(one, key)).toFixed(2)}×`.padStart(6);
    const workerRange =
      Math.min(...workers) === Math.max(...workers)
        ? String(workers[0])
        : `${Math.min(...workers)}–${Math.max(...workers)}`;
    console.log(
      `${each.name.padEnd(24)} |         ${seconds(least(one, 'wallSeconds'))} ${seconds(least(one, 'cpuSeconds'))} |        ${seconds(least(byDefault, 'wallSeconds'))} ${seconds(least(byDefault, 'cpuSeconds'))}  ${workerRange.padStart(7)} |          ${ratio('wallSeconds')} ${ratio('cpuSeconds')} | ${`${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`.padEnd(13)} | ${verdict(one, byDefault, each)}`,
    );
  }
}

/**
 * The CPU a worker adds: --jobs 2 against --jobs 1, on each command's 1,000 case, and on solve's
 * long run (1,000 solves are a tenth of a second, too few for the worker to compile much).
 */
function costTable(folder: string, preload: string, runs: number): void {
  const measured = (each: Case) => (each.args[0] === 'solve' ? each.long : each.name.endsWith(' 1,000'));
  const chosen = cases(folder).filter((each) => measured(each) && each.name.includes(process.env.JOBS_CASES ?? ''));
  console.log(
    `\nThe CPU one worker adds (--jobs 2 − --jobs 1, least of ${runs} interleaved runs each), beside the cost the default assumes (src/cli/worker-costs.ts)`,
  );
  console.log(`${'case'.padEnd(24)} | --jobs 1 CPU s | --jobs 2 CPU s | a worker's CPU s | assumed s | load (1 min)`);
  for (const each of chosen) {
    const [one, two] = interleaved(
      [
        [...each.args, '--jobs', '1'],
        [...each.args, '--jobs', '2'],
      ],
      runs,
      preload,
    );
    const loads = [...one, ...two].map((run) => run.load);
    const assumed = WORKER_COSTS_MS[each.args[0] as keyof typeof WORKER_COSTS_MS] / 1000;
    const cell = (value: number, width: number) => value.toFixed(3).padStart(width);
    console.log(
      `${each.name.padEnd(24)} | ${cell(least(one, 'cpuSeconds'), 14)} | ${cell(least(two, 'cpuSeconds'), 14)} | ${cell(least(two, 'cpuSeconds') - least(one, 'cpuSeconds'), 16)} | ${cell(assumed, 9)} | ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`,
    );
  }
}

export async function runBench(): Promise<void> {
  const parts = (process.env.JOBS_PART ?? 'default,cost').split(',').map((part) => part.trim());
  const runs = Math.max(1, Number(process.env.JOBS_RUNS ?? 5));
  console.log(`measuring ${commandBin()}`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-default-'));
  const preload = path.join(folder, 'reporter.js');
  fs.writeFileSync(preload, REPORTER);
  try {
    if (parts.includes('default')) defaultTable(folder, preload, runs);
    if (parts.includes('cost')) costTable(folder, preload, runs);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  if (parts.includes('scaling')) await runScaling();
  if (parts.includes('memory')) runMemory();
}
