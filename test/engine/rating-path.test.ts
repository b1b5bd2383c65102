/**
 * The full path's rating (src/engine/rating/rating-path.ts, `ratingPath: 'full'`, the default since issue
 * 35; the patterns path, the command line's 'standard', has its own test, rating-patterns.test.ts). Its premise: the
 * model set's path and the full set's are the same path until the model path first needs A —
 * checked step by step on the fixtures, which hold puzzles of both kinds. Its result: the rating
 * of the full set's own analysis, whatever set or restriction the analysis uses, every step of
 * which is checked against the unique solution.
 */

import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import type { AnalysisResult, LoggedStep } from '../../src/engine/analysis/types';
import { analysisProblems } from '../helpers/analysis-check';
import { readPuzzleLines, samplePuzzles } from '../helpers/corpus';

const now = () => 0;

/** Fixture puzzles from SE 2.5 to the forum's hardest: some the model set solves without A, most with. */
const PUZZLES = [
  ...['2.5', '4.0', '6.6', '8.3'].flatMap((se) => readPuzzleLines(`sudoku-exchange/by-rating/${se}.txt`, 5)),
  ...samplePuzzles('rated/mixed1000.txt', 20),
  ...samplePuzzles('rated/top95.txt', 6),
  ...samplePuzzles('tdoku/puzzles6_forum_hardest_1106', 2),
];

/** A step as the loop decides it: everything but the clock. */
function decided(step: LoggedStep): Omit<LoggedStep, 'elapsedMs'> {
  const { elapsedMs: _elapsed, ...rest } = step;
  return rest;
}

const firstAssumption = (result: AnalysisResult): number =>
  result.steps.findIndex((step) => step.technique.includes('A'));

describe('the rating by the full path', () => {
  const model = new Map(PUZZLES.map((puzzle) => [puzzle, analyzePuzzle(puzzle, { now, ratingPath: 'chosen' })]));
  const full = new Map(PUZZLES.map((puzzle) => [puzzle, analyzePuzzle(puzzle, { now, techniqueSet: 'full' })]));

  it('rests on the model and full paths being the same until the model path first needs A', () => {
    let withoutA = 0;
    let withA = 0;
    for (const puzzle of PUZZLES) {
      const byModel = model.get(puzzle) as AnalysisResult;
      const byFull = full.get(puzzle) as AnalysisResult;
      const fork = firstAssumption(byModel);
      if (fork < 0) {
        withoutA++;
        expect(byFull.steps.map(decided)).toEqual(byModel.steps.map(decided));
        expect(byFull.rating).toBe(byModel.rating);
        continue;
      }
      withA++;
      expect(byFull.steps.slice(0, fork).map(decided)).toEqual(byModel.steps.slice(0, fork).map(decided));
      // Within the forking step the letters before the first A are shared too; there the full set
      // applies one of its codes (or, when none applies either, assumes as well).
      const shared = byModel.steps[fork].technique.slice(0, byModel.steps[fork].technique.indexOf('A'));
      expect(byFull.steps[fork].technique.slice(0, shared.length + 1)).toMatch(new RegExp(`^${shared}[[A]$`));
    }
    expect(withoutA).toBeGreaterThanOrEqual(10);
    expect(withA).toBeGreaterThanOrEqual(20);
  }, 60_000);

  it("gives the default analysis the full set's rating, and leaves its grade, log and effort the model set's", () => {
    for (const puzzle of PUZZLES) {
      const byModel = model.get(puzzle) as AnalysisResult;
      const rated = analyzePuzzle(puzzle, { now });
      expect(analyzePuzzle(puzzle, { now, ratingPath: 'full' })).toEqual(rated);
      expect(rated.rating).toBe((full.get(puzzle) as AnalysisResult).rating);
      expect({ ...rated, rating: undefined }).toEqual({ ...byModel, rating: undefined });
      expect(analysisProblems(full.get(puzzle) as AnalysisResult, byModel.solution as string)).toEqual([]);
    }
  }, 60_000);

  it('rates a restricted analysis by the full path too, and a Not Conquer by the restriction still says why', () => {
    let stopped = 0;
    for (const puzzle of PUZZLES.slice(0, 30)) {
      const restricted = analyzePuzzle(puzzle, { now, techniques: 'BLCMVGQ' });
      expect(restricted.rating).toBe((full.get(puzzle) as AnalysisResult).rating);
      expect({ ...restricted, rating: undefined }).toEqual({
        ...analyzePuzzle(puzzle, { now, techniques: 'BLCMVGQ', ratingPath: 'chosen' }),
        rating: undefined,
      });
      if (restricted.status === 'not-conquer') {
        stopped++;
        expect(restricted.stopped).toEqual({ kind: 'techniques-exhausted' });
        expect(restricted.reason).toMatch(/the enabled techniques get no further/);
      }
    }
    expect(stopped).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('rates by the patterns path and by the chosen path on request, the grade, log and effort the same on every path', () => {
    const differ = { patterns: 0, chosen: 0 };
    for (const puzzle of PUZZLES) {
      const byDefault = analyzePuzzle(puzzle, { now });
      const byPatterns = analyzePuzzle(puzzle, { now, ratingPath: 'patterns' });
      const byModelPath = model.get(puzzle) as AnalysisResult;
      expect(byPatterns.grade).toEqual(byDefault.grade);
      expect({ ...byPatterns, rating: undefined }).toEqual({ ...byDefault, rating: undefined });
      expect({ ...byModelPath, rating: undefined }).toEqual({ ...byDefault, rating: undefined });
      if (byPatterns.rating !== byDefault.rating) differ.patterns++;
      if (byModelPath.rating !== byDefault.rating) differ.chosen++;
    }
    expect(differ.patterns).toBeGreaterThan(0);
    expect(differ.chosen).toBeGreaterThan(0);
  }, 60_000);
});
