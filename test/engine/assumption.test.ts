/**
 * Assumption (A): on real positions where every logical technique is exhausted, the step it
 * finds agrees with the solution; nesting, the fixed choice rule (same log every time), the work
 * budget (Not Conquer with the reason, never a hang) and a completed grid as proof.
 */

import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { runAnalysisLoop } from '../../src/engine/analysis/analysis-loop';
import { enabledLetters } from '../../src/engine/analysis/analysis-techniques';
import { Board } from '../../src/engine/board/board';
import { resolveWeights } from '../../src/engine/analysis/effort';
import { digitsFromCanonical } from '../../src/engine/board/grid';
import { AssumptionSearch, MAX_ASSUMPTION_DEPTH } from '../../src/engine/techniques/assumption';
import { samplePuzzles } from '../helpers/corpus';
import { boardFromPuzzle, deductionProblems, rc, uniqueSolution } from '../helpers/oracle';

/** The position where the analysis would need A: every other technique run to exhaustion. */
function stuckPosition(puzzle: string): Board {
  const board = boardFromPuzzle(puzzle);
  runAnalysisLoop(board, {
    enabled: enabledLetters('BLCMVGQPUWYXTRSKDH'),
    weights: resolveWeights(),
    now: () => 0,
    startedAt: 0,
  });
  return board;
}

const hardPuzzles = [
  ...samplePuzzles('rated/top95.txt', 30),
  ...samplePuzzles('sudoku-exchange/by-rating/8.5.txt', 10),
];

describe('assumption on stuck positions', () => {
  test('each step removes a candidate the solution does not hold, from a two-candidate cell', () => {
    let found = 0;
    const depths = new Set<number>();
    for (const puzzle of hardPuzzles) {
      const board = stuckPosition(puzzle);
      if (board.emptyCount === 0) continue;
      const step = new AssumptionSearch().find(board);
      if (!step) continue;
      found++;
      depths.add(step.assumedDigits);
      const cell = step.deduction.patternCells[0];
      expect(board.candidates[cell].toString(2).replace(/0/g, '')).toHaveLength(2);
      expect(deductionProblems(step.deduction, uniqueSolution(puzzle), board)).toEqual([]);
      expect(step.assumedDigits).toBeGreaterThanOrEqual(1);
      expect(step.assumedDigits).toBeLessThanOrEqual(MAX_ASSUMPTION_DEPTH);
    }
    expect(found).toBeGreaterThan(10);
    // Some positions need a nested trial.
    expect(Math.max(...depths)).toBeGreaterThan(1);
  });

  test('without a two-candidate cell, a digit with two places in a unit is the two-way choice', () => {
    // Forum hardest positions where the logical techniques stop with no two-candidate cell left.
    let found = 0;
    for (const puzzle of samplePuzzles('tdoku/puzzles6_forum_hardest_1106', 40)) {
      const board = stuckPosition(puzzle);
      if (board.emptyCount === 0) continue;
      const bivalue = [...Array(81).keys()].some(
        (cell) => board.values[cell] === 0 && board.candidates[cell].toString(2).replace(/0/g, '').length === 2,
      );
      if (bivalue) continue;
      const step = new AssumptionSearch().find(board);
      if (!step) continue;
      found++;
      expect(step.choice).toBe('bilocal');
      expect(step.deduction.unit).toBeGreaterThanOrEqual(0);
      expect(step.deduction.patternCells).toHaveLength(2);
      expect(deductionProblems(step.deduction, uniqueSolution(puzzle), board)).toEqual([]);
    }
    expect(found).toBeGreaterThan(0);
  });

  test('a position with no two-way choice at all says so', () => {
    // Every digit may go anywhere: no cell has two candidates, no digit has two places.
    const search = new AssumptionSearch();
    expect(search.find(new Board())).toBeNull();
    expect(search.failure).toBe('no-choice');
    expect(search.exhausted).toBe(false);
  });

  test('the same puzzle always gives the same log', () => {
    const puzzle = hardPuzzles.find((p) => analyzePuzzle(p).techniqueCounts.A) as string;
    const strip = (p: string) => analyzePuzzle(p).steps.map(({ elapsedMs: _elapsed, ...rest }) => rest);
    expect(strip(puzzle)).toEqual(strip(puzzle));
  });

  test('a tiny work budget ends in Not Conquer with the reason', () => {
    const puzzle = hardPuzzles.find((p) => analyzePuzzle(p).techniqueCounts.A) as string;
    // One pass: this puzzle's canonical form needs two to finish its single trial.
    const result = analyzePuzzle(puzzle, { assumptionBudget: 1 });
    expect(result.status).toBe('not-conquer');
    expect(result.reason).toMatch(/budget/);
    expect(result.grade).toBeUndefined();
  });

  test('measuring scarcity stays within its own budget, and solving within the solving budget', () => {
    let found = 0;
    for (const puzzle of hardPuzzles.slice(0, 12)) {
      const board = stuckPosition(puzzle);
      if (board.emptyCount === 0) continue;
      const generous = new AssumptionSearch().find(board.clone());
      const search = new AssumptionSearch(5_000, 40);
      const step = search.find(board);
      expect(search.spent).toBeLessThanOrEqual(search.budget + 1);
      expect(search.measured).toBeLessThanOrEqual(41);
      if (!step || !generous) continue;
      found++;
      // A smaller measurement budget changes the measure, never the deduction.
      expect(step.deduction.eliminations).toEqual(generous.deduction.eliminations);
      expect(deductionProblems(step.deduction, uniqueSolution(puzzle), board)).toEqual([]);
    }
    expect(found).toBeGreaterThan(3);
  });

  test('an assumption that completes the grid is the answer', () => {
    // A solved grid with two cells open, each holding its digit and a larger one: the first
    // assumption (the smaller digit of the first cell) completes the grid, which proves it.
    const solution = uniqueSolution(samplePuzzles('rated/mixed1000.txt', 1)[0]);
    const digits = digitsFromCanonical(solution);
    const board = Board.fromDigits(digits);
    const open = [
      [rc(1, 1), rc(1, 2), rc(1, 3)],
      [rc(9, 7), rc(9, 8), rc(9, 9)],
    ].map((cells) => cells.find((cell) => digits[cell] < 9) as number);
    board.values[open[0]] = 0;
    board.values[open[1]] = 0;
    board.emptyCount = 2;
    const other = (cell: number) => digits[cell] + 1;
    board.candidates[open[0]] = (1 << (digits[open[0]] - 1)) | (1 << (other(open[0]) - 1));
    board.candidates[open[1]] = (1 << (digits[open[1]] - 1)) | (1 << (other(open[1]) - 1));
    const step = new AssumptionSearch().find(board);
    expect(step).not.toBeNull();
    expect(deductionProblems(step!.deduction, solution, board)).toEqual([]);
    expect(step!.assumedDigits).toBe(1);
    expect(step!.proof).toBe('solution');
    expect(step!.deduction.eliminations).toEqual([open[0] * 9 + other(open[0]) - 1]);
  });

  test('assumed digits decide the grade beyond Comfort', () => {
    for (const puzzle of hardPuzzles.slice(0, 15)) {
      const result = analyzePuzzle(puzzle);
      if (result.status !== 'conquer') continue;
      const expected = result.assumptions === 0 ? undefined : Math.min(8, 5 + result.assumptions);
      if (expected) expect(result.grade?.level).toBe(expected);
      else expect(result.grade?.level).toBeLessThanOrEqual(5);
      expect(result.assumptions === 0).toBe(!result.techniqueCounts.A);
    }
  });
});
