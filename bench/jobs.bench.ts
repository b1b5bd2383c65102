/**
 * The command line end to end on 1 and N worker threads (N = the cores): throughput of solve
 * (the 17-clue list, forum_hardest_1905_11+), analyze (mixed1000, top95) and generate (Pattern500,
 * every GENERATE_EVERY-th pattern, default 2: long enough that starting the workers does not dominate), each process's peak memory, and the scaling
 * N jobs ÷ 1 job. Each run is the built command (bin/sudoku-analyzer.js) in a fresh process with
 * its output redirected; the peak is the process's maximum resident set, worker threads included.
 * Also the solver core in this process over the 17-clue list, to compare with solve end to end.
 */

import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { performance } from 'perf_hooks';
import { parsePuzzleText } from '../src/engine/cell-reader';
import { solve } from '../src/engine/solver';
import { defaultThreadCount } from '../src/cli/worker-pool';
import { dataPath, measure, packageRoot, readDataLines } from './run';

const SEVENTEEN = '../shared/data/tdoku/puzzles2_17_clue';
const HARDEST = '../shared/data/tdoku/puzzles5_forum_hardest_1905_11+';

interface Case {
  name: string;
  args: string[];
  /** Puzzles (or patterns) the run answers, for the throughput. */
  count: number;
}

interface Measured {
  seconds: number;
  peakMiB: number;
  /** User + system CPU of every thread: steadier than the wall clock on a shared machine. */
  cpuSeconds: number;
}

/** Prints the process's peak resident set at exit (maxRSS counts every thread of the process). */
const PEAK_REPORTER = `process.on('exit', () => { const usage = process.resourceUsage(); process.stderr.write('\\nPEAK_RSS_KB ' + usage.maxRSS + ' CPU_US ' + (usage.userCPUTime + usage.systemCPUTime) + '\\n'); });`;

function runCommand(args: readonly string[], preload: string): Measured {
  const bin = path.join(packageRoot(), 'bin', 'sudoku-analyzer.js');
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--require', preload, bin, ...args], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  if (child.status !== 0) throw new Error(`sudoku-analyzer ${args.join(' ')} exited with ${child.status}: ${child.stderr.slice(0, 500)}`);
  const usage = /PEAK_RSS_KB (\d+) CPU_US (\d+)/.exec(child.stderr);
  return { seconds, peakMiB: usage ? Number(usage[1]) / 1024 : NaN, cpuSeconds: usage ? Number(usage[2]) / 1e6 : NaN };
}

function patternFile(folder: string, every: number): { file: string; count: number } {
  const lines = fs.readFileSync(dataPath('../shared/data/timedia/Pattern500.txt'), 'utf8').replace(/\r/g, '').split('\n');
  const records: string[] = [];
  for (let start = 0; start + 10 <= lines.length; start += 10) if ((start / 10) % every === 0) records.push(lines.slice(start, start + 10).join('\n'));
  const file = path.join(folder, 'patterns.txt');
  fs.writeFileSync(file, `${records.join('\n')}\n`);
  return { file, count: records.length };
}

/** The solver core alone on the 17-clue list (parsed beforehand): wall and CPU seconds. */
function solverCore(): { seconds: number; cpuSeconds: number } {
  const puzzles = readDataLines(SEVENTEEN).map(parsePuzzleText);
  const { wallMs, cpuMs } = measure(() => {
    for (const puzzle of puzzles) solve(puzzle, 2);
  });
  return { seconds: wallMs / 1000, cpuSeconds: cpuMs / 1000 };
}

export async function runBench(): Promise<void> {
  const jobs = defaultThreadCount();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-bench-'));
  const preload = path.join(folder, 'peak.js');
  fs.writeFileSync(preload, PEAK_REPORTER);
  const every = Number(process.env.GENERATE_EVERY ?? 2);
  const patterns = patternFile(folder, every);
  const cases: Case[] = [
    { name: 'solve 17-clue', args: ['solve', '--json', '--file', dataPath(SEVENTEEN)], count: readDataLines(SEVENTEEN).length },
    { name: 'solve 1905_11+', args: ['solve', '--json', '--file', dataPath(HARDEST)], count: readDataLines(HARDEST).length },
    { name: 'analyze mixed1000', args: ['analyze', '--json', '--file', dataPath('../shared/data/rated/mixed1000.txt')], count: readDataLines('../shared/data/rated/mixed1000.txt').length },
    { name: 'analyze top95', args: ['analyze', '--json', '--file', dataPath('../shared/data/rated/top95.txt')], count: readDataLines('../shared/data/rated/top95.txt').length },
    { name: `generate Pattern500/${every}`, args: ['generate', '--json', '--seed', '17', '--pattern', patterns.file], count: patterns.count },
  ];
  console.log(`${os.cpus().length} cores seen, N = ${jobs} jobs; load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} (other work lowers the scaling)`);
  console.log('case                     | 1 job: per s   peak MiB  CPU s | N jobs: per s   peak MiB  CPU s | scaling N÷1');
  try {
    // JOBS_CASES=solve (a part of the names) runs only those cases.
    for (const { name, args, count } of cases.filter((each) => each.name.includes(process.env.JOBS_CASES ?? ''))) {
      const one = runCommand([...args, '--jobs', '1'], preload);
      const many = runCommand([...args, '--jobs', String(jobs)], preload);
      const rate = (measured: Measured) => (count / measured.seconds).toFixed(1).padStart(9);
      const peak = (measured: Measured) => measured.peakMiB.toFixed(0).padStart(8);
      const cpu = (measured: Measured) => measured.cpuSeconds.toFixed(1).padStart(6);
      console.log(`${name.padEnd(24)} | ${rate(one)}  ${peak(one)} ${cpu(one)} | ${rate(many)}   ${peak(many)} ${cpu(many)} | ${(one.seconds / many.seconds).toFixed(2)}×`);
      if (name === 'solve 17-clue') {
        const core = solverCore();
        console.log(
          `  solver core in process: ${core.seconds.toFixed(2)} s (CPU ${core.cpuSeconds.toFixed(2)} s); solve end to end with 1 job: ` +
            `${(one.seconds / core.seconds).toFixed(1)}× the core by the clock, ${(one.cpuSeconds / core.cpuSeconds).toFixed(1)}× by CPU time (target ≤ 2×)`,
        );
      }
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
