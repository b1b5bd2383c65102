/**
 * The corpus sweep shared by the technique tests: on real puzzles, repeatedly ask every finder
 * for a deduction, check each one against the known solution (and that it changes the board),
 * and apply the first in SPEC §3 trial order until none applies. Each test file sweeps its own
 * slice of the sample, so together they cover more puzzles without running the same ones twice.
 */

import type { Board } from '../../src/engine/board/board';
import { digitsFromCanonical, digitsToString } from '../../src/engine/board/grid';
import { solve } from '../../src/engine/solver/solver';
import { TRIAL_ORDER } from '../../src/engine/analysis/analysis-techniques';
import { CHAIN_ENTRIES } from '../../src/engine/techniques/chain-entries';
import { TECHNIQUES } from '../../src/engine/techniques/registry';
import type { Deduction, Technique } from '../../src/engine/techniques/technique';
import { evenlySpaced, puzzlesWithSolutions, readPuzzleLines } from './corpus';
import { naiveDeductions } from './naive-techniques';
import { applyDeduction, boardFromPuzzle, deductionProblems, eliminationLabels, cellName } from './oracle';

/**
 * The searches of the families swept here (all but Hamada logic, which hamada.test.ts checks, and
 * the chain families, which test/engine/techniques/full-set.test.ts checks on whole analyses), in
 * the order the analysis loop tries them, each under its registry letter.
 */
const FINDERS: readonly Technique[] = TRIAL_ORDER.filter(
  (letter) => letter !== 'H' && !(letter in CHAIN_ENTRIES),
).flatMap((letter) => {
  const search = TECHNIQUES[letter].search;
  return search ? [{ letter, find: search.find }] : [];
});

/**
 * The model set's letters whose finders report something on this board, in trial order (the first
 * one advances). The full set's codes are left out: position tests are about the 19 letters.
 */
export function lettersThatFire(board: Board): string[] {
  return FINDERS.filter((finder) => TECHNIQUES[finder.letter].set === 'model' && finder.find(board) !== null).map(
    (finder) => finder.letter,
  );
}

export interface SweepResult {
  puzzles: number;
  /** How often each letter's finder reported a deduction (on any state, applied or not). */
  found: Record<string, number>;
  /** Plain-words problems; empty when every deduction agreed with the solution. */
  problems: string[];
}

export interface PuzzleCase {
  puzzle: string;
  solution: string;
}

/**
 * Puzzles with known solutions (easy to diabolical) and hard lists solved by the exact solver,
 * slice `part` of `parts` (every parts-th case).
 */
export function sweepCases(part: number, parts: number): PuzzleCase[] {
  const known = puzzlesWithSolutions(400).filter((_, index) => index % parts === part);
  const hard = [
    ...readPuzzleLines('rated/top95.txt'),
    ...evenlySpaced(readPuzzleLines('tdoku/puzzles3_magictour_top1465'), 200),
  ];
  const solvedHard = hard
    .filter((_, index) => index % parts === part)
    .map((puzzle) => ({ puzzle, solution: digitsToString(solve(digitsFromCanonical(puzzle), 2).solutions[0]) }));
  return [...known, ...solvedHard];
}

/**
 * The answers of the finders for `compareLetters` are also compared, on every state, with the
 * plain reading of their rule (naive-techniques.ts): nothing exactly when nothing is there, else
 * one of those deductions. That catches a finder that misses a pattern, which the solution cannot.
 */
export function sweepToFixpoint(cases: readonly PuzzleCase[], compareLetters: readonly string[] = []): SweepResult {
  const found: Record<string, number> = {};
  const problems: string[] = [];
  for (const { puzzle, solution } of cases) {
    const board = boardFromPuzzle(puzzle);
    for (;;) {
      const first = firstDeductionChecked(board, solution, found, problems, compareLetters);
      if (!first || problems.length > 20) break;
      applyDeduction(board, first);
    }
  }
  return { puzzles: cases.length, found, problems };
}

function firstDeductionChecked(
  board: Board,
  solution: string,
  found: Record<string, number>,
  problems: string[],
  compareLetters: readonly string[],
): Deduction | null {
  let first: Deduction | null = null;
  const before = board.clone();
  for (const finder of FINDERS) {
    const deduction = finder.find(board);
    if (compareLetters.includes(finder.letter)) problems.push(...naiveDisagreement(board, finder.letter, deduction));
    if (!deduction) continue;
    found[finder.letter] = (found[finder.letter] ?? 0) + 1;
    if (deduction.technique !== finder.letter) problems.push(`${finder.letter} reported as ${deduction.technique}`);
    problems.push(...deductionProblems(deduction, solution, board));
    first ??= deduction;
  }
  // Finders only look: the loop applies what they report.
  if (!sameState(before, board)) problems.push('a finder changed the board');
  return first;
}

function naiveDisagreement(board: Board, letter: string, deduction: Deduction | null): string[] {
  const allowed = naiveDeductions(board, letter);
  if (!deduction)
    return allowed.size === 0 ? [] : [`${letter} missed ${[...allowed][0]} on ${digitsToString(board.values)}`];
  const key =
    deduction.placeCell >= 0
      ? `place ${cellName(deduction.placeCell)}=${deduction.placeDigit}`
      : eliminationLabels(deduction).join(' ');
  return allowed.has(key)
    ? []
    : [`${letter} reported ${key}, which its rule does not give on ${digitsToString(board.values)}`];
}

function sameState(a: Board, b: Board): boolean {
  for (let cell = 0; cell < 81; cell++) {
    if (a.values[cell] !== b.values[cell] || a.candidates[cell] !== b.candidates[cell]) return false;
  }
  return true;
}

/**
 * The two sweep tests of a technique family's test file, over slice `part` of 4 of the sample:
 * every deduction agrees with the solution (and each own letter shows up), and each own finder
 * agrees with the plain reading of its rule (on a third of the slice: the plain reading is slow).
 */
export function defineSweepTests(part: number, ownLetters: readonly string[]): void {
  test('sweep: every deduction on the way to the fixpoint agrees with the solution', () => {
    const result = sweepToFixpoint(sweepCases(part, 4));
    expect(result.problems).toEqual([]);
    for (const letter of ownLetters) expect(result.found[letter]).toBeGreaterThan(0);
  });

  test('sweep: each finder reports something exactly when the plain reading of its rule does', () => {
    const cases = sweepCases(part, 4).filter((_, index) => index % 3 === 0);
    expect(sweepToFixpoint(cases, ownLetters).problems).toEqual([]);
  });
}
