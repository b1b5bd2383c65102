/**
 * The standard rating (src/engine/rating/rating-patterns.ts, rating-path.ts 'patterns'; the default before
 * issue 35, now `--rating-path standard`): the
 * model path continued with the full set's wings and unique rectangles from the first position
 * where it needs A but one of them applies. Checked against independent truths: the continuation
 * is the model path up to that position, then applies a pattern, and every one of its steps agrees
 * with the unique solution; the rating follows SukakuExplainer's ratings on the fixtures (rank
 * correlation, and medians on SE's scale) more closely than the model path's own.
 */

import { runAnalysisLoop, type LoopOutcome } from '../../src/engine/analysis/analysis-loop';
import { analyzePuzzle, validatePuzzle } from '../../src/engine/analysis/analyser';
import { enabledLetters } from '../../src/engine/analysis/analysis-techniques';
import { Board } from '../../src/engine/board/board';
import { DEFAULT_WEIGHTS } from '../../src/engine/analysis/effort';
import { digitsToString } from '../../src/engine/board/grid';
import { FullPathRating, PATTERN_CODES, PATTERN_PATH_LETTERS } from '../../src/engine/rating/rating-path';
import type { AnalysisResult, LoggedStep } from '../../src/engine/analysis/types';
import { spearman } from '../../bench/statistics';
import { analysisProblems } from '../helpers/analysis-check';
import { readDataLines, readPuzzleLines, samplePuzzles } from '../helpers/corpus';

const now = () => 0;
const SE_FILES = ['2.5', '4.0', '6.6', '7.1', '8.3', '8.5'];
const PUZZLES = [
  ...SE_FILES.flatMap((se) => readPuzzleLines(`sudoku-exchange/by-rating/${se}.txt`)),
  ...samplePuzzles('rated/top95.txt', 6),
];

/** A step as the loop decides it: everything but the clock. */
function decided(step: LoggedStep): Omit<LoggedStep, 'elapsedMs'> {
  const { elapsedMs: _elapsed, ...rest } = step;
  return rest;
}

/** The model path as given and the patterns continuation the rating reads, with the step where it forks. */
function modelAndContinuation(puzzle: string): { model: LoopOutcome; continuation?: LoopOutcome; from: number } {
  const board = Board.fromDigits(validatePuzzle(puzzle).digits);
  const rating = new FullPathRating('patterns');
  const loop = { now, startedAt: 0, weights: DEFAULT_WEIGHTS };
  const model = runAnalysisLoop(board, {
    ...loop,
    enabled: enabledLetters(),
    beforeAssumption: rating.beforeAssumption,
  });
  let continuation: LoopOutcome | undefined;
  let from = -1;
  const unused = (): never => {
    throw new Error('the patterns route never runs the full set');
  };
  rating.of(model, unused, (fork) => {
    if (!fork) throw new Error('the patterns continuation always starts from a fork');
    from = fork.log.steps.length;
    continuation = runAnalysisLoop(fork.board, {
      ...loop,
      enabled: PATTERN_PATH_LETTERS,
      techniqueSet: 'full',
      log: fork.log,
      measurementBudget: 0,
    });
    return continuation;
  });
  return { model, continuation, from };
}

describe('the patterns rating (the standard rating)', () => {
  it('continues the model path where it needs A and a pattern applies, and every step of the continuation is sound', () => {
    let forked = 0;
    let unforked = 0;
    for (const puzzle of PUZZLES) {
      const { model, continuation, from } = modelAndContinuation(puzzle);
      const solution = digitsToString(validatePuzzle(puzzle).solution);
      if (!continuation) {
        unforked++;
        continue;
      }
      forked++;
      expect(continuation.conquered).toBe(true);
      expect(continuation.steps.slice(0, from).map(decided)).toEqual(model.steps.slice(0, from).map(decided));
      // Within the forking step the letters before the model path's A are shared; the continuation applies a pattern there.
      const label = model.steps[from].technique;
      const shared = label.slice(0, label.indexOf('A'));
      const applied = /^\[([A-Z0-9]+)\]/.exec(continuation.steps[from].technique.slice(shared.length));
      expect(continuation.steps[from].technique.startsWith(shared)).toBe(true);
      expect(PATTERN_CODES).toContain(applied?.[1]);
      const result = {
        puzzle: digitsToString(validatePuzzle(puzzle).digits),
        status: 'conquer',
        solution,
        steps: continuation.steps,
      } as AnalysisResult;
      expect(analysisProblems(result, solution)).toEqual([]);
    }
    expect(forked).toBeGreaterThanOrEqual(15);
    expect(unforked).toBeGreaterThanOrEqual(10);
  }, 60_000);

  it("ranks the rated puzzles of mixed1000 closer to SukakuExplainer than the model path's own rating", () => {
    const rated = readDataLines('rated/mixed1000_meta.csv')
      .slice(1)
      .map((row) => row.split(','))
      .filter((fields) => fields[3] !== undefined && fields[3] !== '');
    expect(rated.length).toBeGreaterThanOrEqual(50);
    const se = rated.map((fields) => Number(fields[3]));
    const byPatterns = spearman(
      rated.map((fields) => analyzePuzzle(fields[1], { now, ratingPath: 'patterns' }).rating ?? 99),
      se,
    );
    const byModelPath = spearman(
      rated.map((fields) => analyzePuzzle(fields[1], { now, ratingPath: 'chosen' }).rating ?? 99),
      se,
    );
    expect(byPatterns).toBeGreaterThan(byModelPath);
    expect(byPatterns).toBeGreaterThanOrEqual(0.9);
  }, 60_000);

  it("puts each SE rating's puzzles near that rating on SE's scale", () => {
    const medians = SE_FILES.map((se) => {
      const ratings = readPuzzleLines(`sudoku-exchange/by-rating/${se}.txt`).map(
        (puzzle) => analyzePuzzle(puzzle, { now, ratingPath: 'patterns' }).rating as number,
      );
      ratings.sort((a, b) => a - b);
      return { se: Number(se), median: ratings[Math.floor(ratings.length / 2)] };
    });
    for (const { se, median } of medians) expect(Math.abs(median - se)).toBeLessThanOrEqual(1);
    const [easy, medium, hard, , harder, hardest] = medians.map(({ median }) => median);
    expect(easy).toBeLessThan(medium);
    expect(medium).toBeLessThan(hard);
    expect(hard).toBeLessThan(harder);
    expect(harder).toBeLessThan(hardest);
  }, 60_000);
});
