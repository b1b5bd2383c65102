/**
 * Which Pattern500 patterns admit a Beginner puzzle at all (issue 18)? Each pattern's formula
 * (beginner-cnf.ts) goes to an external SAT solver, CaDiCaL by default: UNSAT proves the pattern
 * has no Beginner puzzle; a model is a Beginner puzzle, checked here by the analyser (conquered at
 * Beginner), the test side's reference solver (one solution) and the pattern (givens exactly on it).
 * Dev tooling only: neither the product nor `npm test` runs a SAT solver.
 *
 *   npm run build:cli && node lib/bench/beginner-feasibility.js [all | N …] [--timeout S] [--rounds R] [--write]
 *
 * N are Pattern500 numbers (1-based); S the solver's limit per pattern in seconds (default 600);
 * R a bound on the rounds of box singles (default: the blanks, which is complete), a smaller
 * formula that can find puzzles but not prove their absence;
 * --write merges the decided patterns into bench/beginner-feasibility.txt, which the generator
 * bench reads to print the Beginner rate both over all sampled patterns and over those not proved
 * infeasible. SAT_SOLVER=kissat (or another DIMACS solver taking `-q`) picks another solver.
 */

import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { analyzePuzzle } from '../src/engine/analysis/analyser';
import { patternSize, type Pattern } from '../src/engine/generator/pattern';
import { digitsToString } from '../src/engine/board/grid';
import { CELL_COUNT } from '../src/engine/board/layout';
import { parsePatternFile } from '../src/io/pattern-file';
import { solveReference } from '../test/helpers/solver-reference';
import { beginnerFormula, gridOfModel } from './beginner-cnf';
import { dataPath, repoPath } from './run';

export const PATTERN_FILE = '../shared/data/timedia/Pattern500.txt';
/** The results, committed; relative to the package root. */
export const FEASIBILITY_FILE = 'bench/beginner-feasibility.txt';
const DEFAULT_TIMEOUT_S = 600;

export type Feasibility =
  { kind: 'infeasible' } | { kind: 'feasible'; puzzle: string } | { kind: 'undecided'; seconds: number };

const FILE_HEADER = `# Beginner feasibility of the Pattern500 patterns (../shared/data/timedia/Pattern500.txt), issue 18.
# Written by bench/beginner-feasibility.ts; one line per pattern: its 1-based number, then
#   infeasible        the SAT formula is unsatisfiable: no puzzle on the pattern is Beginner
#   feasible PUZZLE   a Beginner puzzle on the pattern (81 characters, '.' blank), found by the SAT
#                     solver or, where the solver gave up, by the generator with another seed and
#                     more time (checked the same way): the pattern is feasible, the bench's miss a miss
#   undecided S       the solver gave up after S seconds (CaDiCaL's -t: wall clock, so on a loaded
#                     machine less CPU; a later, longer run replaces the line)
# Method: the pattern's formula (bench/beginner-cnf.ts) has a variable per cell and digit under the
# sudoku rules, and rounds of box hidden singles: a blank is known at round t+1 only if it was known
# at t or holds a digit d whose every other place in its box is known at t or sees, in its row or
# column, a cell known at t holding d; every cell must be known after 81 − givens rounds (enough,
# since a round that places nothing places nothing later). Each auxiliary variable is defined both
# ways, so that unit propagation plays the singles forward once the givens' digits are chosen. The
# givens of the unit holding most of them are fixed to 1..k (digit relabelling), and at most one
# digit is absent from the givens (a Beginner puzzle is unique). Solver: CaDiCaL 1.5.3. Every found puzzle was checked:
# the analyser conquers it at Beginner, the reference solver (test/helpers) finds one solution.
# So far the formula is too hard for CaDiCaL at these limits: it did not even find a puzzle on
# Pattern500 No.4, which has one (Problem500 No.4 is Beginner), in 120 s; nothing is proved.
`;

/** The committed results, by Pattern500 number (1-based); empty when there is no file yet. */
export function readFeasibility(file = repoPath(FEASIBILITY_FILE)): Map<number, Feasibility> {
  const results = new Map<number, Feasibility>();
  if (!fs.existsSync(file)) return results;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [number, kind, detail] = line.trim().split(/\s+/);
    if (!number || number.startsWith('#')) continue;
    if (kind === 'infeasible') results.set(Number(number), { kind });
    else if (kind === 'feasible' && /^[1-9.]{81}$/.test(detail)) results.set(Number(number), { kind, puzzle: detail });
    else if (kind === 'undecided') results.set(Number(number), { kind, seconds: Number(detail) });
    else throw new Error(`${file}: cannot read the line "${line}"`);
  }
  return results;
}

function writeFeasibility(results: Map<number, Feasibility>, file = repoPath(FEASIBILITY_FILE)): void {
  const lines = [...results.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([number, result]) =>
        `${number} ${result.kind}${result.kind === 'feasible' ? ` ${result.puzzle}` : result.kind === 'undecided' ? ` ${result.seconds}` : ''}`,
    );
  fs.writeFileSync(file, `${FILE_HEADER}${lines.join('\n')}\n`);
}

const SOLVER = process.env.SAT_SOLVER ?? 'cadical';

function solverMissing(): Error {
  return new Error(
    `${SOLVER} was not found on PATH. CaDiCaL is a Debian/Ubuntu package: apt-get install -y cadical ` +
      '(or build it from https://github.com/arminbiere/cadical); SAT_SOLVER=kissat, minisat or cryptominisat5 name other solvers.',
  );
}

/** Runs the solver on one formula file: the set of true literals, 'unsat', or 'unknown'. */
function runSolver(cnfFile: string, timeoutS: number): Set<number> | 'unsat' | 'unknown' {
  const args = SOLVER === 'cadical' ? ['-q', '-t', String(timeoutS), cnfFile] : ['-q', cnfFile];
  const run = spawnSync(SOLVER, args, { encoding: 'utf8', maxBuffer: 1 << 28, timeout: (timeoutS + 30) * 1000 });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT') throw solverMissing();
  const status = /^s (.*)$/m.exec(run.stdout ?? '')?.[1];
  if (status === 'UNSATISFIABLE') return 'unsat';
  if (status !== 'SATISFIABLE') return 'unknown';
  const literals = new Set<number>();
  for (const line of run.stdout.split('\n'))
    if (line.startsWith('v ')) for (const token of line.slice(2).trim().split(/\s+/)) literals.add(Number(token));
  return literals;
}

/** Why a found puzzle is not a Beginner puzzle on the pattern, or undefined when it is. */
export function beginnerPuzzleProblem(puzzle: string, pattern: Pattern): string | undefined {
  const givens = Array.from(puzzle, (mark) => (mark === '.' ? 0 : Number(mark)));
  if (givens.some((digit, cell) => (digit !== 0) !== (pattern[cell] !== 0))) return 'its givens are not the pattern';
  const reference = solveReference(givens, 2);
  if (reference.count !== 1) return `the reference solver finds ${reference.count} solutions`;
  const analysis = analyzePuzzle(puzzle);
  if (analysis.status !== 'conquer' || analysis.solution !== digitsToString(reference.solutions[0]))
    return 'the analyser does not conquer it';
  if (analysis.grade?.level !== 1) return `the analyser grades it ${analysis.grade?.name}`;
  return undefined;
}

/** Decides one pattern; with a round limit below its blanks, only a found puzzle decides it. */
export function decide(pattern: Pattern, timeoutS: number, roundLimit?: number): Feasibility {
  const formula = beginnerFormula(pattern, roundLimit);
  const complete = formula.rounds === CELL_COUNT - patternSize(pattern);
  const cnfFile = path.join(os.tmpdir(), `beginner-${process.pid}.cnf`);
  fs.writeFileSync(cnfFile, formula.cnf);
  const started = Date.now();
  try {
    const answer = runSolver(cnfFile, timeoutS);
    if (answer === 'unsat' && complete) return { kind: 'infeasible' };
    if (answer === 'unsat' || answer === 'unknown')
      return { kind: 'undecided', seconds: Math.round((Date.now() - started) / 1000) };
    const grid = gridOfModel(answer);
    const puzzle = digitsToString(grid.map((digit, cell) => (pattern[cell] ? digit : 0)));
    const problem = beginnerPuzzleProblem(puzzle, pattern);
    if (problem) throw new Error(`the solver's puzzle ${puzzle} is wrong: ${problem} (a bug in beginner-cnf.ts)`);
    return { kind: 'feasible', puzzle };
  } finally {
    fs.rmSync(cnfFile, { force: true });
  }
}

interface Options {
  numbers: 'all' | number[];
  timeoutS: number;
  roundLimit?: number;
  write: boolean;
}

function parseArguments(args: readonly string[]): Options {
  let timeoutS = DEFAULT_TIMEOUT_S;
  let roundLimit: number | undefined;
  let write = false;
  const numbers: number[] = [];
  let all = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--write') write = true;
    else if (arg === '--timeout') timeoutS = Number(args[++i]);
    else if (arg === '--rounds') roundLimit = Number(args[++i]);
    else if (arg === 'all') all = true;
    else if (/^\d+$/.test(arg) && Number(arg) >= 1 && Number(arg) <= 500) numbers.push(Number(arg));
    else
      throw new Error(
        `unexpected argument "${arg}": give Pattern500 numbers (1–500) or all, --timeout SECONDS, --rounds N, --write`,
      );
  }
  if (!(timeoutS > 0)) throw new Error('--timeout takes a positive number of seconds');
  if (roundLimit !== undefined && !(Number.isInteger(roundLimit) && roundLimit > 0))
    throw new Error('--rounds takes a whole number of rounds');
  return { numbers: all ? 'all' : numbers, timeoutS, roundLimit, write };
}

function main(args: readonly string[]): void {
  const options = parseArguments(args);
  const patterns = parsePatternFile(fs.readFileSync(dataPath(PATTERN_FILE), 'utf8')).map((record) => record.pattern!);
  const numbers = options.numbers === 'all' ? patterns.map((_, i) => i + 1) : options.numbers;
  const results = readFeasibility();
  for (const number of numbers) {
    const pattern = patterns[number - 1];
    const started = Date.now();
    const result = decide(pattern, options.timeoutS, options.roundLimit);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `No.${number} (${patternSize(pattern)} givens): ${result.kind}${result.kind === 'feasible' ? ` ${result.puzzle}` : ''} in ${seconds} s`,
    );
    const earlier = results.get(number);
    if (result.kind !== 'undecided' || earlier === undefined || earlier.kind === 'undecided')
      results.set(number, result);
    if (options.write) writeFeasibility(results);
  }
}

if (require.main === module) main(process.argv.slice(2));
