/**
 * The parts `scaling` and `memory` of the jobs bench (bench/jobs.bench.ts, JOBS_PART): the command
 * line end to end on 1 and N threads, N given (N = the cores: the main thread and N − 1 workers):
 * throughput of solve (the 17-clue list, forum_hardest_1905_11+), analyze (mixed1000 ×10 and ×40, top95 ×40 and ×160: repeated so a run
 * is a steady state, not start-up) and generate (Pattern500, every GENERATE_EVERY-th pattern,
 * default 1), each process's peak memory and CPU time, and the scaling N jobs ÷ 1 job. Each run is
 * the built command (bin/sudoku-analyzer.js) in a fresh process whose output this process reads as
 * it comes (one line per puzzle or pattern) and drops. Also the solver core in this process over
 * the 17-clue list beside solve end to end, and the peak memory of solve and analyze on
 * forum_hardest_1905_11+ piped into a slower reader and redirected to a file.
 *
 * The columns of the main table, for 1 job and for N jobs:
 * - whole run, per s: puzzles (or patterns) ÷ the seconds from starting the process to its end.
 *   This includes what each thread pays once: starting, loading modules, and V8 compiling the
 *   engine again in each thread, which a run of a few seconds cannot amortise.
 * - second half, per s: the puzzles after the ⌈n/2⌉-th output line ÷ the seconds from reading
 *   that line to reading the last: the rate after warm-up, as in a long batch. With N jobs some
 *   later puzzles may be done before that line is read (at most the pool's window and look-ahead
 *   ahead), which flatters the N-job rate a little: less than 2 % for analyze (4 batches of 16 a
 *   worker). Not given for generate (—): Pattern500's two halves are each sorted by givens, so
 *   its patterns' costs differ by half, and the pool starts a costly pattern early (its look-ahead),
 *   so the N-job run does much of the second half's work before the ⌈n/2⌉-th line is out: the
 *   half measures the order of the work, not warm-up.
 * - peak MiB: the process's maximum resident set, worker threads included.
 * - CPU s: user + system CPU of all the process's threads.
 * - scaling N÷1: the N-job rate ÷ the 1-job rate, for the whole run and for the second half.
 * - load: the 1-minute load average after the pair of runs (other work lowers the scaling).
 */

import { spawn, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { performance } from 'perf_hooks';
import { parsePuzzleText } from '../src/engine/board/cell-reader';
import { countSolutions } from '../src/engine/solver/solver';
import { defaultThreadCount } from '../src/cli/worker-pool';
import { dataPath, measure, median, packageRoot, readDataLines } from './run';

const SEVENTEEN = '../shared/data/tdoku/puzzles2_17_clue';
const HARDEST = '../shared/data/tdoku/puzzles5_forum_hardest_1905_11+';

interface Case {
  name: string;
  args: string[];
  /** Puzzles (or patterns) the run answers, for the throughput. */
  count: number;
  /** Whether the second half's rate means "after warm-up": not for generate (see the header). */
  halvesAlike: boolean;
}

interface Measured {
  seconds: number;
  /** From reading the ⌈n/2⌉-th output line to reading the last (NaN when the run printed another number of lines). */
  secondHalfSeconds: number;
  peakMiB: number;
  /** User + system CPU of every thread: steadier than the wall clock on a shared machine. */
  cpuSeconds: number;
}

/** Prints the process's peak resident set at exit (maxRSS counts every thread of the process). */
const PEAK_REPORTER = `process.on('exit', () => { const usage = process.resourceUsage(); process.stderr.write('\\nPEAK_RSS_KB ' + usage.maxRSS + ' CPU_US ' + (usage.userCPUTime + usage.systemCPUTime) + '\\n'); });`;

/** The command measured: this checkout's built bin/, or JOBS_BIN (another build's bin/sudoku-analyzer.js, to set a before beside an after). */
export function commandBin(): string {
  return process.env.JOBS_BIN
    ? path.resolve(process.env.JOBS_BIN)
    : path.join(packageRoot(), 'bin', 'sudoku-analyzer.js');
}

/** The built command with the peak reporter preloaded: node, then its arguments. */
function commandLine(args: readonly string[], preload: string): string[] {
  return [process.execPath, '--require', preload, commandBin(), ...args];
}

/** Where a memory run's standard output goes: a file (redirected), or a pipe into `cat > /dev/null`, a reader slower than the command. */
type Output = 'redirected' | 'piped';

/** Runs the command to its end with its output sent to `output`: the whole run's seconds (no second half). */
function runCommand(args: readonly string[], preload: string, output: Output, folder: string): Measured {
  const command = commandLine(args, preload);
  const started = performance.now();
  let child;
  if (output === 'piped') {
    const quoted = command.map((word) => `'${word.replace(/'/g, "'\\''")}'`).join(' ');
    child = spawnSync('/bin/sh', ['-c', `${quoted} | cat > /dev/null`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
  } else {
    const out = fs.openSync(path.join(folder, 'output.txt'), 'w');
    child = spawnSync(command[0], command.slice(1), {
      stdio: ['ignore', out, 'pipe'],
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    fs.closeSync(out);
  }
  const seconds = (performance.now() - started) / 1000;
  return measured(args, child.status, child.stderr, seconds, NaN);
}

function measured(
  args: readonly string[],
  status: number | null,
  stderr: string,
  seconds: number,
  secondHalfSeconds: number,
): Measured {
  if (status !== 0) throw new Error(`sudoku-analyzer ${args.join(' ')} exited with ${status}: ${stderr.slice(0, 500)}`);
  const usage = /PEAK_RSS_KB (\d+) CPU_US (\d+)/.exec(stderr);
  return {
    seconds,
    secondHalfSeconds,
    peakMiB: usage ? Number(usage[1]) / 1024 : NaN,
    cpuSeconds: usage ? Number(usage[2]) / 1e6 : NaN,
  };
}

/** Runs the command with its output read here as it comes, `lines` lines expected: the whole run's seconds and its second half's (see the header). */
function runStreaming(args: readonly string[], preload: string, lines: number): Promise<Measured> {
  const [node, ...rest] = commandLine(args, preload);
  const half = Math.ceil(lines / 2);
  const started = performance.now();
  const child = spawn(node, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
  let seen = 0;
  let halfAt = NaN;
  let lastAt = NaN;
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const now = performance.now();
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) {
      seen++;
      if (seen === half) halfAt = now;
    }
    lastAt = now;
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    stderr += text;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => {
      const seconds = (performance.now() - started) / 1000;
      try {
        resolve(measured(args, status, stderr, seconds, seen === lines ? (lastAt - halfAt) / 1000 : NaN));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function patternFile(folder: string, every: number): { file: string; count: number } {
  const lines = fs
    .readFileSync(dataPath('../shared/data/timedia/Pattern500.txt'), 'utf8')
    .replace(/\r/g, '')
    .split('\n');
  const records: string[] = [];
  for (let start = 0; start + 10 <= lines.length; start += 10)
    if ((start / 10) % every === 0) records.push(lines.slice(start, start + 10).join('\n'));
  const file = path.join(folder, 'patterns.txt');
  fs.writeFileSync(file, `${records.join('\n')}\n`);
  return { file, count: records.length };
}

/** A set's puzzles `times` over in one file: runs of several seconds, so that starting the process and its workers and warming them up weigh little. */
function repeatedFile(folder: string, relPath: string, times: number): { file: string; count: number } {
  const lines = readDataLines(relPath);
  const file = path.join(folder, `${path.basename(relPath)}.x${times}`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`.repeat(times));
  return { file, count: lines.length * times };
}

/** The solver core alone on the 17-clue list (parsed beforehand), warm, as the solver bench runs it: the median of 5 passes after a warm-up, wall and CPU seconds. */
function solverCore(): { seconds: number; cpuSeconds: number } {
  const puzzles = readDataLines(SEVENTEEN).map(parsePuzzleText);
  const pass = () =>
    measure(() => {
      for (const puzzle of puzzles) countSolutions(puzzle, 2);
    });
  pass();
  const runs = Array.from({ length: 5 }, pass);
  return {
    seconds: median(runs.map((run) => run.wallMs)) / 1000,
    cpuSeconds: median(runs.map((run) => run.cpuMs)) / 1000,
  };
}

const rate = (count: number, measured: Measured) => (count / measured.seconds).toFixed(1).padStart(9);
/** The rate after the ⌈n/2⌉-th line: the n − ⌈n/2⌉ lines after it over the time they took. */
const secondHalfRate = (count: number, measured: Measured) =>
  (count - Math.ceil(count / 2)) / measured.secondHalfSeconds;
const peak = (measured: Measured) => measured.peakMiB.toFixed(0).padStart(8);
const cpu = (measured: Measured) => measured.cpuSeconds.toFixed(1).padStart(6);
const load = () =>
  os
    .loadavg()
    .map((each) => each.toFixed(1))
    .join(' ');

/** Peak memory of the whole 1905_11+ file through the default jobs, piped into a slow reader and redirected to a file (target ≤ 150 MiB each). */
function memoryCases(preload: string, folder: string, jobs: number): void {
  const analyzeCount = Number(process.env.MEMORY_ANALYZE_PUZZLES ?? 3000);
  const whole = readDataLines(HARDEST);
  const part = path.join(folder, 'hardest-part.txt');
  fs.writeFileSync(part, `${whole.slice(0, analyzeCount).join('\n')}\n`);
  const runs: { name: string; args: string[] }[] = [
    {
      name: `solve --json, all ${whole.length.toLocaleString('en')}`,
      args: ['solve', '--json', '--file', dataPath(HARDEST)],
    },
    {
      name: `analyze --json, ${analyzeCount >= whole.length ? 'all' : 'first'} ${Math.min(analyzeCount, whole.length).toLocaleString('en')}`,
      args: ['analyze', '--json', '--file', analyzeCount >= whole.length ? dataPath(HARDEST) : part],
    },
  ];
  console.log(
    `\npeak memory on forum_hardest_1905_11+, ${jobs} jobs (target ≤ 150 MiB; MEMORY_ANALYZE_PUZZLES=${whole.length} analyses the whole file: about 30 CPU minutes)`,
  );
  console.log('run                                 | piped (| cat > /dev/null): MiB  s | redirected (> file): MiB  s');
  for (const { name, args } of runs.filter((each) => `memory ${each.name}`.includes(process.env.JOBS_CASES ?? ''))) {
    const piped = runCommand([...args, '--jobs', String(jobs)], preload, 'piped', folder);
    const redirected = runCommand([...args, '--jobs', String(jobs)], preload, 'redirected', folder);
    console.log(
      `${name.padEnd(35)} | ${peak(piped).padStart(32)} ${piped.seconds.toFixed(0).padStart(3)} | ${peak(redirected).padStart(22)} ${redirected.seconds.toFixed(0).padStart(3)}`,
    );
  }
}

/** Part `memory`: the peak memory runs (memoryCases), in a fresh folder. */
export function runMemory(): void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-bench-'));
  const preload = path.join(folder, 'peak.js');
  fs.writeFileSync(preload, PEAK_REPORTER);
  try {
    memoryCases(preload, folder, defaultThreadCount());
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Part `scaling`: 1 job against N, in a fresh folder. */
export async function runScaling(): Promise<void> {
  const jobs = defaultThreadCount();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-bench-'));
  const preload = path.join(folder, 'peak.js');
  fs.writeFileSync(preload, PEAK_REPORTER);
  const every = Number(process.env.GENERATE_EVERY ?? 1);
  const patterns = patternFile(folder, every);
  const mixed = repeatedFile(folder, '../shared/data/rated/mixed1000.txt', 10);
  const top95 = repeatedFile(folder, '../shared/data/rated/top95.txt', 40);
  // Four times longer: a worker's fixed start (its own compiling of the engine) weighs a quarter as much.
  const mixedLong = repeatedFile(folder, '../shared/data/rated/mixed1000.txt', 40);
  const top95Long = repeatedFile(folder, '../shared/data/rated/top95.txt', 160);
  const cases: Case[] = [
    {
      name: 'solve 17-clue',
      args: ['solve', '--json', '--file', dataPath(SEVENTEEN)],
      count: readDataLines(SEVENTEEN).length,
      halvesAlike: true,
    },
    {
      name: 'solve 1905_11+',
      args: ['solve', '--json', '--file', dataPath(HARDEST)],
      count: readDataLines(HARDEST).length,
      halvesAlike: true,
    },
    {
      name: 'analyze mixed1000 ×10',
      args: ['analyze', '--json', '--file', mixed.file],
      count: mixed.count,
      halvesAlike: true,
    },
    {
      name: 'analyze top95 ×40',
      args: ['analyze', '--json', '--file', top95.file],
      count: top95.count,
      halvesAlike: true,
    },
    {
      name: 'analyze mixed1000 ×40',
      args: ['analyze', '--json', '--file', mixedLong.file],
      count: mixedLong.count,
      halvesAlike: true,
    },
    {
      name: 'analyze top95 ×160',
      args: ['analyze', '--json', '--file', top95Long.file],
      count: top95Long.count,
      halvesAlike: true,
    },
    {
      name: `generate Pattern500/${every}`,
      args: ['generate', '--json', '--seed', '17', '--pattern', patterns.file],
      count: patterns.count,
      halvesAlike: false,
    },
  ];
  console.log(
    `${os.cpus().length} cores seen, N = ${jobs} jobs; load average ${load()} before (other work lowers the scaling)`,
  );
  console.log(
    'Analyze runs repeat their set and generate takes all 500 patterns. Each worker compiles the engine again (V8 optimises it per thread): about 0.5 CPU s a worker for analyze, a fixed cost that holds the scaling of a run of a few CPU seconds (mixed1000 ×10, top95 ×40) near 1.45×; the runs four times longer (×40, ×160) show the steady state of a long batch. N jobs are the main thread and N − 1 workers.',
  );
  console.log(
    'Per s: puzzles (patterns) a second over the whole run, and over its second half, after warm-up (from reading the ⌈n/2⌉-th output line to the last); the scaling of each.',
  );
  const perJob = 'whole run per s  second half per s  peak MiB  CPU s';
  const scalings = 'whole run  second half';
  console.log(
    `${''.padEnd(24)} | ${'1 job'.padEnd(perJob.length)} | ${'N jobs'.padEnd(perJob.length)} | ${'scaling N÷1'.padEnd(scalings.length)} |`,
  );
  console.log(`${'case'.padEnd(24)} | ${perJob} | ${perJob} | ${scalings} | load`);
  try {
    // JOBS_CASES=solve (a part of the names) runs only those cases.
    for (const { name, args, count, halvesAlike } of cases.filter((each) =>
      each.name.includes(process.env.JOBS_CASES ?? ''),
    )) {
      const one = await runStreaming([...args, '--jobs', '1'], preload, count);
      const many = await runStreaming([...args, '--jobs', String(jobs)], preload, count);
      const scaling = (value: number) => `${value.toFixed(2)}×`;
      const half = (measured: Measured) => (halvesAlike ? secondHalfRate(count, measured).toFixed(1) : '—');
      const halfScaling = halvesAlike ? scaling(secondHalfRate(count, many) / secondHalfRate(count, one)) : '—';
      const columns = (measured: Measured) =>
        `${rate(count, measured).padStart(15)}  ${half(measured).padStart(17)}  ${peak(measured)} ${cpu(measured)}`;
      console.log(
        `${name.padEnd(24)} | ${columns(one)} | ${columns(many)} | ${scaling(one.seconds / many.seconds).padStart(9)}  ${halfScaling.padStart(11)} | ${os.loadavg()[0].toFixed(1)}`,
      );
      if (name === 'solve 17-clue') {
        const core = solverCore();
        const ratio = (measured: Measured) =>
          `${(measured.seconds / core.seconds).toFixed(2)}× by the clock, ${(measured.cpuSeconds / core.cpuSeconds).toFixed(2)}× by CPU time`;
        console.log(
          `  solver core in process (warm, median of 5): ${core.seconds.toFixed(3)} s, CPU ${core.cpuSeconds.toFixed(3)} s (${Math.round(count / core.cpuSeconds).toLocaleString('en')} puzzles/s of CPU)`,
        );
        console.log(`  solve end to end ÷ core (target ≤ 2×): 1 job ${ratio(one)}; ${jobs} jobs ${ratio(many)}`);
      }
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
