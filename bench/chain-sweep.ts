/**
 * The full technique set over whole corpora (a script, not a unit test): every analysis is checked
 * against the known solution with the independent checker (test/helpers/analysis-check.ts), and
 * the uses of A (assumption) and of each full-set code are counted, with the time per puzzle.
 * `npm run build:cli && node lib/bench/chain-sweep.js ../shared/data/rated/top95.txt …`
 */

import { analyzePuzzle } from '../src/engine/analysis/analyser';
import { digitsFromCanonical, digitsToString } from '../src/engine/board/grid';
import { labelLetters } from '../src/engine/techniques/technique-codes';
import { solve } from '../src/engine/solver/solver';
import { analysisProblems } from '../test/helpers/analysis-check';
import { readDataLines } from './run';

/** The set to sweep: full, or model with TECHNIQUE_SET=model (for comparison). */
const SET = process.env.TECHNIQUE_SET === 'model' ? 'model' : 'full';

function sweep(file: string): boolean {
  const puzzles = readDataLines(file)
    .map((line) => /[0-9.]{81}/.exec(line)?.[0])
    .filter((puzzle): puzzle is string => puzzle !== undefined)
    .map((puzzle) => puzzle.replace(/0/g, '.'));
  const solutions = puzzles.map((puzzle) => digitsToString(solve(digitsFromCanonical(puzzle), 2).solutions[0]));
  const uses: Record<string, number> = {};
  let withAssumption = 0;
  let notConquered = 0;
  let problems = 0;
  const started = process.cpuUsage();
  const results = puzzles.map((puzzle) => analyzePuzzle(puzzle, { techniqueSet: SET }));
  const cpu = process.cpuUsage(started);
  const ms = (cpu.user + cpu.system) / 1000;
  results.forEach((result, index) => {
    const found = analysisProblems(result, solutions[index]);
    if (found.length > 0) console.log(`${file} #${index + 1}: ${found.slice(0, 3).join('; ')}`);
    problems += found.length;
    if (result.status !== 'conquer') notConquered++;
    let usedA = false;
    for (const step of result.steps) {
      for (const code of labelLetters(step.technique)) {
        uses[code] = (uses[code] ?? 0) + 1;
        if (code === 'A') usedA = true;
      }
    }
    if (usedA) withAssumption++;
  });
  console.log(
    `${file}: ${puzzles.length} puzzles, A used in ${withAssumption}, not conquered ${notConquered}, problems ${problems}, ` +
      `${(ms / puzzles.length).toFixed(3)} ms CPU/puzzle\n  uses ${JSON.stringify(uses)}`,
  );
  return problems === 0;
}

const files = process.argv.slice(2);
process.exitCode = files.map(sweep).every(Boolean) ? 0 : 1;
