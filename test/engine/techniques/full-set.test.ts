/**
 * The chain families against the independent truth: on real puzzles the full technique set's
 * analyses are checked step by step against the unique solution (test/helpers/analysis-check.ts),
 * and every finder is checked on random positions derived from solved grids (any candidate that
 * is not the solution digit may have been removed; a sound finder never removes the solution's).
 */

import fc from 'fast-check';
import { analyzePuzzle } from '../../../src/engine/analysis/analyser';
import { Board } from '../../../src/engine/board/board';
import { generateFullGrid } from '../../../src/engine/board/fullgrid';
import { createRandom } from '../../../src/engine/core/random';
import { labelLetters } from '../../../src/engine/techniques/technique-codes';
import type { TechniqueLetter } from '../../../src/engine/analysis/types';
import { ALS_XZ } from '../../../src/engine/techniques/als';
import { AIC, X_CHAIN, XY_CHAIN } from '../../../src/engine/techniques/chains';
import { FORCING_CHAIN } from '../../../src/engine/techniques/forcing-chains';
import { FORCING_NET } from '../../../src/engine/techniques/forcing-nets';
import { SUE_DE_COQ } from '../../../src/engine/techniques/sue-de-coq';
import { analysisProblems } from '../../helpers/analysis-check';
import { evenlySpaced, puzzlesWithSolutions, readPuzzleLines } from '../../helpers/corpus';
import { deductionProblems, uniqueSolution } from '../../helpers/oracle';

const CHAIN_CODES: readonly TechniqueLetter[] = ['SDC', 'XC', 'XYC', 'AIC', 'ALS', 'FC'];
const FINDERS = [SUE_DE_COQ, X_CHAIN, XY_CHAIN, AIC, ALS_XZ, FORCING_CHAIN, FORCING_NET];

describe('the full set on real puzzles', () => {
  const hard = [
    ...readPuzzleLines('rated/top95.txt'),
    ...evenlySpaced(readPuzzleLines('tdoku/puzzles3_magictour_top1465'), 60),
  ];
  const cases = [
    ...hard.map((puzzle) => ({ puzzle, solution: uniqueSolution(puzzle) })),
    ...puzzlesWithSolutions(150).map(({ puzzle, solution }) => ({ puzzle, solution })),
  ];
  const results = cases.map(({ puzzle }) => analyzePuzzle(puzzle, { techniqueSet: 'full' }));

  test('every placement is the solution digit and no elimination removes one', () => {
    const problems = results.flatMap((result, index) =>
      analysisProblems(result, cases[index].solution).map((problem) => `${result.puzzle}: ${problem}`),
    );
    expect(problems).toEqual([]);
    expect(
      results.filter((result) => result.status !== 'conquer').map((result) => `${result.puzzle}: ${result.reason}`),
    ).toEqual([]);
  });

  test('each chain family takes part, and assumption is needed on at most 5 of top95 (issue 15)', () => {
    const used = new Set(results.flatMap((result) => result.steps.flatMap((step) => labelLetters(step.technique))));
    for (const code of CHAIN_CODES) expect([code, used.has(code)]).toEqual([code, true]);
    const top95 = readPuzzleLines('rated/top95.txt').length;
    const withAssumption = results
      .slice(0, top95)
      .filter((result) => result.steps.some((step) => labelLetters(step.technique).includes('A')));
    expect(withAssumption.length).toBeLessThanOrEqual(5);
  });
});

describe('forcing nets on the hardest puzzles', () => {
  // Where forcing chains stop, a net followed with patterns decides most positions A would have assumed in.
  const hardest = readPuzzleLines('tdoku/puzzles5_forum_hardest_1905_11+');
  const results = hardest.map((puzzle) => analyzePuzzle(puzzle, { techniqueSet: 'full' }));

  test('take part, every step sound, and spare most assumptions', () => {
    const problems = results.flatMap((result, index) =>
      analysisProblems(result, uniqueSolution(hardest[index])).map((problem) => `${result.puzzle}: ${problem}`),
    );
    expect(problems).toEqual([]);
    const count = (code: TechniqueLetter) =>
      results.reduce(
        (sum, result) => sum + result.steps.filter((step) => labelLetters(step.technique).includes(code)).length,
        0,
      );
    expect(count('FN')).toBeGreaterThan(0);
    // Before forcing nets the full set took 19 steps with A on these ten (3 with them; docs/benchmarks.md, session 39).
    expect(hardest).toHaveLength(10);
    expect(count('A')).toBeLessThanOrEqual(5);
  });
});

describe('every chain finder on random positions derived from solved grids', () => {
  const position = fc
    .record({
      seed: fc.integer(),
      keepRate: fc.double({ min: 0.15, max: 0.45, noNaN: true }),
      removeRate: fc.double({ min: 0, max: 0.7, noNaN: true }),
    })
    .map(({ seed, keepRate, removeRate }) => {
      const random = createRandom(seed);
      const solution = generateFullGrid(random);
      const board = Board.fromDigits(solution.map((digit) => (random.next() < keepRate ? digit : 0)));
      for (let cell = 0; cell < 81; cell++) {
        for (let digit = 1; digit <= 9; digit++)
          if (digit !== solution[cell] && random.next() < removeRate) board.eliminate(cell, digit);
      }
      return { board, solution };
    });

  test('no finder removes a solution digit or a candidate that is not there', () => {
    const found = new Map<string, number>();
    fc.assert(
      fc.property(position, ({ board, solution }) => {
        for (const finder of FINDERS) {
          const deduction = finder.find(board);
          if (!deduction) continue;
          found.set(finder.letter, (found.get(finder.letter) ?? 0) + 1);
          expect(deductionProblems(deduction, solution, board)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
    // The positions are varied enough that every finder has something to say on some of them.
    for (const finder of FINDERS)
      expect([finder.letter, (found.get(finder.letter) ?? 0) > 0]).toEqual([finder.letter, true]);
  });
});
