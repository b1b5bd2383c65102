/**
 * Issue 16: the forum's hardest puzzles (tdoku's 1106 and 1905_11+ samples in test/fixtures;
 * 26 of these 40 stopped at "assumptions nested 5 levels deep find no contradiction" before A
 * propagated with more than singles) are conquered, every step true to the unique solution, and
 * each A step logs how deep it nested and what followed its assumptions.
 */

import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import type { AnalysisResult } from '../../src/engine/analysis/types';
import { analysisProblems } from '../helpers/analysis-check';
import { readPuzzleLines } from '../helpers/corpus';
import { uniqueSolution } from '../helpers/oracle';

const HARDEST = [
  ...readPuzzleLines('tdoku/puzzles6_forum_hardest_1106'),
  ...readPuzzleLines('tdoku/puzzles5_forum_hardest_1905_11+'),
];
/** Generous for a loaded machine: speed is measured by bench/hardest.ts, not here. */
const SLOW_MACHINE_MS = 60_000;

/** Each puzzle is analysed once (the analysis is deterministic; the tests read it several ways). */
const analyses = new Map<string, AnalysisResult>();
function analysisOf(puzzle: string): AnalysisResult {
  let result = analyses.get(puzzle);
  if (!result) analyses.set(puzzle, (result = analyzePuzzle(puzzle)));
  return result;
}

describe('the hardest puzzles', () => {
  it('are 40 fixtures', () => expect(HARDEST).toHaveLength(40));

  it.each(HARDEST.map((puzzle, i) => [i + 1, puzzle]))(
    'puzzle %i is conquered soundly, each assumption logged with its depth and propagation',
    (_, puzzle) => {
      const result = analysisOf(puzzle as string);
      expect(result.reason).toBeUndefined();
      expect(result.status).toBe('conquer');
      expect(analysisProblems(result, uniqueSolution(puzzle as string))).toEqual([]);
      const stepsWithA = result.steps.filter((step) => step.technique.includes('A'));
      expect(stepsWithA.length).toBeGreaterThan(0);
      for (const step of stepsWithA) {
        const trials = step.assumptions ?? [];
        expect(trials).toHaveLength([...step.technique].filter((letter) => letter === 'A').length);
        for (const trial of trials) {
          expect(trial.depth).toBeGreaterThanOrEqual(1);
          expect(trial.propagation).toMatch(/^singles(\+[A-Z]+)?$/);
          // Singles alone nest at most 5 levels; deeper proofs propagate with more.
          if (trial.depth > 5) expect(trial.propagation).not.toBe('singles');
        }
      }
      // The forum's hardest are rated SE 9 and up (1905_11+: above 11).
      expect(result.rating).toBeGreaterThan(8);
    },
    SLOW_MACHINE_MS,
  );

  it(
    'needs the stronger propagation for some of them',
    () => {
      const strong = HARDEST.filter((puzzle) =>
        analysisOf(puzzle).steps.some((step) => step.assumptions?.some((trial) => trial.propagation !== 'singles')),
      );
      expect(strong.length).toBeGreaterThan(0);
    },
    SLOW_MACHINE_MS,
  );

  it('stop only for a spent budget or a restricted set, with the reason', () => {
    const puzzle = HARDEST[0];
    const spent = analyzePuzzle(puzzle, { assumptionBudget: 1_000 });
    expect(spent.status).toBe('not-conquer');
    expect(spent.stopped).toEqual({ kind: 'assumption-budget', budget: 1_000 });
    expect(spent.reason).toMatch(/budget of 1000 propagation passes ran out/);
    // The rating reads the full set's path, which its forcing nets take to the end within the same budget.
    expect(spent.rating).toBe(analyzePuzzle(puzzle).rating);
    const restricted = analyzePuzzle(puzzle, { techniques: 'BLCMVGQ' });
    expect(restricted.status).toBe('not-conquer');
    expect(restricted.stopped).toEqual({ kind: 'techniques-exhausted' });
    for (const result of [spent, restricted]) expect(analysisProblems(result, uniqueSolution(puzzle))).toEqual([]);
  });
});
