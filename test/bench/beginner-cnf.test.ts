/**
 * bench/beginner-cnf.ts, the SAT formula behind the Beginner feasibility oracle, checked without a
 * SAT solver: the whole grid of a puzzle is fixed in the formula, and this file's own unit
 * propagation must satisfy every clause when box hidden singles solve the puzzle (so the formula
 * never excludes a Beginner puzzle and an UNSAT answer is a proof) and reach a conflict when they
 * get stuck (so a model is a Beginner puzzle). Whether box singles solve a puzzle is decided here
 * by a plain simulation, the solution by the reference solver.
 */
import * as fs from 'fs';
import * as path from 'path';
import { beginnerFormula, cellDigit, gridOfModel, relabellingCells } from '../../bench/beginner-cnf';
import { readFeasibility } from '../../bench/beginner-feasibility';
import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { solveReference } from '../helpers/solver-reference';

/** Problem500 No.4 (timedia), which box hidden singles alone solve. */
const BEGINNER = '....518..3.........47.......1.4.......5...7.......2.6.......31.........4..657....';
/** Problem500 No.1, where they get stuck. */
const STUCK = '....8......9.7...42....3....7..9.....8.....3....1..4....2....87...3.4.......5....';

const boxOf = (cell: number): number => 3 * Math.floor(cell / 27) + Math.floor((cell % 9) / 3);
const sees = (a: number, b: number): boolean => Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9;

/**
 * Box hidden singles played naively from the givens with the known solution, all of a round's at
 * once: how many cells they fill, and in how many rounds.
 */
function boxSingles(puzzle: string, solution: ArrayLike<number>): { filled: number; rounds: number } {
  let known = Array.from(puzzle, (mark) => mark !== '.');
  let rounds = 0;
  for (;;) {
    const blocked = (other: number, digit: number): boolean =>
      known[other] || known.some((isKnown, e) => isKnown && solution[e] === digit && sees(e, other));
    const isSingle = (cell: number): boolean =>
      !known[cell] &&
      Array.from({ length: 81 }, (_, other) => other).every(
        (other) => other === cell || boxOf(other) !== boxOf(cell) || blocked(other, solution[cell]),
      );
    const next = known.map((isKnown, cell) => isKnown || isSingle(cell));
    if (next.every((isKnown, cell) => isKnown === known[cell])) return { filled: known.filter(Boolean).length, rounds };
    known = next;
    rounds++;
  }
}

/** Unit propagation from the formula's unit clauses: the assignment (1 true, -1 false, 0 open), or null on a conflict. */
function propagate(cnf: string): Int8Array | null {
  const lines = cnf.trim().split('\n');
  const variables = Number(lines[0].split(' ')[2]);
  const clauses = lines.slice(1).map((line) => line.split(' ').slice(0, -1).map(Number));
  const occurrences = new Map<number, number[]>();
  clauses.forEach((clause, i) =>
    clause.forEach((literal) => {
      if (!occurrences.has(literal)) occurrences.set(literal, []);
      occurrences.get(literal)!.push(i);
    }),
  );
  const value = new Int8Array(variables + 1);
  const truth = (literal: number): number => Math.sign(literal) * value[Math.abs(literal)];
  const queue = clauses.filter((clause) => clause.length === 1).map((clause) => clause[0]);
  while (queue.length > 0) {
    const literal = queue.pop()!;
    if (truth(literal) === 1) continue;
    if (truth(literal) === -1) return null;
    value[Math.abs(literal)] = Math.sign(literal);
    for (const i of occurrences.get(-literal) ?? []) {
      const clause = clauses[i];
      if (clause.some((other) => truth(other) === 1)) continue;
      const open = clause.filter((other) => truth(other) === 0);
      if (open.length === 0) return null;
      if (open.length === 1) queue.push(open[0]);
    }
  }
  return value;
}

const solutionOf = (puzzle: string): number[] =>
  Array.from(
    solveReference(
      Array.from(puzzle, (mark) => (mark === '.' ? 0 : Number(mark))),
      2,
    ).solutions[0],
  );

/**
 * The puzzle's formula with `rounds` rounds (the complete bound, one per blank, makes a formula
 * too slow for this file's propagation) and its whole solution fixed, digits renamed as the
 * formula's relabelling asks.
 */
function formulaWithSolution(puzzle: string, rounds: number): { cnf: string; solution: number[] } {
  const solution = solutionOf(puzzle);
  const rename = new Map<number, number>();
  for (const cell of relabellingCells((cell) => puzzle[cell] !== '.')) rename.set(solution[cell], rename.size + 1);
  for (let digit = 1; digit <= 9; digit++) if (!rename.has(digit)) rename.set(digit, rename.size + 1);
  const renamed = solution.map((digit) => rename.get(digit)!);
  const { cnf } = beginnerFormula(
    Array.from(puzzle, (mark) => (mark === '.' ? 0 : 1)),
    rounds,
  );
  const units = renamed.map((digit, cell) => `${cellDigit(cell, digit)} 0`);
  return { cnf: `${cnf}${units.join('\n')}\n`, solution: renamed };
}

describe('the Beginner feasibility formula', () => {
  const beginner = boxSingles(BEGINNER, solutionOf(BEGINNER));

  it('is satisfied, by propagation alone, by the grid of a puzzle that box hidden singles solve in as many rounds', () => {
    expect(beginner.filled).toBe(81);
    const { cnf, solution } = formulaWithSolution(BEGINNER, beginner.rounds);
    const assignment = propagate(cnf);
    expect(assignment).not.toBeNull();
    const clauses = cnf
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(' ').slice(0, -1).map(Number));
    const satisfied = (literal: number): boolean => Math.sign(literal) * assignment![Math.abs(literal)] === 1;
    expect(clauses.filter((clause) => !clause.some(satisfied))).toEqual([]);
    const trueLiterals = new Set(
      Array.from(assignment!, (v, variable) => v * variable).filter((literal) => literal > 0),
    );
    expect(gridOfModel(trueLiterals)).toEqual(solution);
  });

  it('is contradicted, by propagation alone, by the same grid with one round fewer', () => {
    expect(propagate(formulaWithSolution(BEGINNER, beginner.rounds - 1).cnf)).toBeNull();
  });

  it('is contradicted, by propagation alone, by the grid of a unique puzzle where box hidden singles get stuck', () => {
    expect(boxSingles(STUCK, solutionOf(STUCK)).filled).toBeLessThan(81);
    const { cnf } = formulaWithSolution(STUCK, beginner.rounds);
    expect(propagate(cnf)).toBeNull();
  });
});

describe('the committed Beginner feasibility results (bench/beginner-feasibility.txt)', () => {
  const results = readFeasibility(path.resolve(__dirname, '..', '..', 'bench', 'beginner-feasibility.txt'));
  const feasible = [...results].flatMap(([number, result]) =>
    result.kind === 'feasible' ? [{ number, puzzle: result.puzzle }] : [],
  );
  /** The first Pattern500 records (test/fixtures holds some of them), by number, as X/. strings. */
  const fixturePatterns = new Map(
    fs
      .readFileSync(path.resolve(__dirname, '..', '..', 'samples', 'Pattern500.txt'), 'utf8')
      .split(/(?=^No\.)/m)
      .map(
        (record) =>
          [
            Number(/^No\.(\d+)/.exec(record)![1]),
            record.split('\n').slice(1, 10).join('').replace(/\s/g, '').replace(/-/g, '.'),
          ] as const,
      ),
  );

  it('lists only puzzles with one solution (reference solver) that the analyser grades Beginner', () => {
    expect(feasible.length).toBeGreaterThan(0);
    for (const { number, puzzle } of feasible) {
      const reference = solveReference(
        Array.from(puzzle, (mark) => (mark === '.' ? 0 : Number(mark))),
        2,
      );
      expect([number, reference.count]).toEqual([number, 1]);
      const analysis = analyzePuzzle(puzzle);
      expect([number, analysis.solution, analysis.grade?.name]).toEqual([
        number,
        reference.solutions[0].join(''),
        'Beginner',
      ]);
      const pattern = fixturePatterns.get(number);
      if (pattern) expect(puzzle.replace(/[1-9]/g, 'X')).toBe(pattern);
    }
  });
});
