/**
 * Issue 16 item 1: the hardest corpora conquered in full, every step checked against the solution
 * with the independent checker (test/helpers/analysis-check.ts) against the reference solver's
 * solution (test/helpers/solver-reference.ts), with the CPU time per puzzle
 * (median and maximum) and the reasons of any Not Conquer. A script, not a unit test:
 * `npm run build:cli && nice node lib/bench/hardest.js [--every N [--offset K]] [--set model|full] [FILE…]`
 * (every Nth puzzle from the Kth, 0-based; without files, both hardest corpora)
 */

import { analyzePuzzle } from '../src/engine/analysis/analyser';
import type { TechniqueSet } from '../src/engine/analysis/types';
import { analysisProblems } from '../test/helpers/analysis-check';
import { solveReference } from '../test/helpers/solver-reference';
import { digitsFromCanonical, digitsToString } from '../src/engine/board/grid';
import { median, readDataLines } from './run';

const HARDEST = [
  '../shared/data/tdoku/puzzles6_forum_hardest_1106',
  '../shared/data/tdoku/puzzles5_forum_hardest_1905_11+',
];

function option(args: string[], name: string, fallback: string): string {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return value;
}

function sweep(file: string, every: number, offset: number, techniqueSet: TechniqueSet): boolean {
  const puzzles = readDataLines(file)
    .map((line) => /[0-9.]{81}/.exec(line)?.[0])
    .filter((puzzle): puzzle is string => puzzle !== undefined)
    .filter((_, index) => index % every === offset);
  const times: number[] = [];
  const reasons = new Map<string, number>();
  let conquered = 0;
  let problems = 0;
  let maxDepth = 0;
  puzzles.forEach((puzzle, index) => {
    const started = process.cpuUsage();
    const result = analyzePuzzle(puzzle, { techniqueSet });
    const cpu = process.cpuUsage(started);
    times.push((cpu.user + cpu.system) / 1000);
    // The truth is the test-side reference solver's unique solution, not the analyser's own.
    const reference = solveReference(digitsFromCanonical(puzzle));
    const found =
      reference.count === 1
        ? analysisProblems(result, digitsToString(reference.solutions[0]))
        : [`the reference solver finds ${reference.count} solutions`];
    if (found.length > 0) console.log(`${file} #${index * every + offset + 1}: ${found.slice(0, 3).join('; ')}`);
    problems += found.length;
    if (result.status === 'conquer') conquered++;
    else {
      const reason = (result.reason ?? result.status).replace(/\(\d+ cells left\)/, '');
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    for (const step of result.steps)
      maxDepth = Math.max(maxDepth, ...(step.assumptions ?? []).map((trial) => trial.depth));
  });
  console.log(
    `${file} (every ${every} from ${offset}, ${techniqueSet}): ${puzzles.length} puzzles, conquered ${conquered}, problems ${problems}, ` +
      `CPU ms median ${median(times).toFixed(1)} max ${Math.max(...times).toFixed(1)}, deepest A ${maxDepth}`,
  );
  for (const [reason, count] of reasons) console.log(`  not conquered ${count}: ${reason}`);
  return problems === 0;
}

const args = process.argv.slice(2);
const every = Number(option(args, '--every', '1'));
const offset = Number(option(args, '--offset', '0'));
const techniqueSet = option(args, '--set', 'model') as TechniqueSet;
const files = args.length > 0 ? args : HARDEST;
process.exitCode = files.map((file) => sweep(file, every, offset, techniqueSet)).every(Boolean) ? 0 : 1;
