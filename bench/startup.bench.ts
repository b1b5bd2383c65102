/**
 * Start-up cost of the command line (issue 36): the least CPU time (user + system) of RUNS runs of
 * `node bin/sudoku-analyzer.js solve P` against `node -e 0`, interleaved in one loop so that both
 * see the same machine. Each child reports its own CPU at exit through the same preload
 * (cpu-at-exit.ts), so the preload's cost is on both sides. The target is 12 ms over `node -e 0`.
 */

import { spawnSync } from 'child_process';
import * as path from 'path';
import { packageRoot } from './run';

const RUNS = 15;
const TARGET_MS = 12;
/** The first of top95 (Norvig's essay). */
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

const PRELOAD = path.join(__dirname, 'cpu-at-exit.js');

function cpuOfRun(args: string[]): number {
  const result = spawnSync(process.execPath, ['-r', PRELOAD, ...args], {
    cwd: packageRoot(),
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const reported = /cpu-ms ([\d.]+)\s*$/.exec(result.stderr);
  if (result.status !== 0 || !reported)
    throw new Error(`node ${args.join(' ')} exited with ${result.status}: ${result.stderr.slice(-200)}`);
  return Number(reported[1]);
}

export async function runBench(): Promise<void> {
  const commands: [string, string[]][] = [
    ['node -e 0', ['-e', '0']],
    ['solve P', [path.join('bin', 'sudoku-analyzer.js'), 'solve', PUZZLE]],
    ['solve --json P', [path.join('bin', 'sudoku-analyzer.js'), 'solve', '--json', PUZZLE]],
    ['analyze P', [path.join('bin', 'sudoku-analyzer.js'), 'analyze', PUZZLE]],
  ];
  const least = commands.map(() => Infinity);
  for (let run = 0; run < RUNS; run++) {
    commands.forEach(([, args], i) => (least[i] = Math.min(least[i], cpuOfRun(args))));
  }
  console.log(
    `least CPU ms of ${RUNS} interleaved runs (whole process), and the excess over node -e 0 (target ≤ ${TARGET_MS} ms for solve)`,
  );
  commands.forEach(([name], i) =>
    console.log(
      `${name.padEnd(16)} ${least[i].toFixed(1).padStart(7)} ms  ${i === 0 ? '' : `+${(least[i] - least[0]).toFixed(1)} ms`}`,
    ),
  );
}
