import { analyzePuzzle } from '../../../src/engine/analysis/analyser';
import { PATTERN_ENTRIES } from '../../../src/engine/techniques/pattern-entries';
import { analysisProblems } from '../../helpers/analysis-check';
import { readPuzzleLines } from '../../helpers/corpus';
import { sweepCases, sweepToFixpoint } from '../../helpers/technique-sweep';

const CODES = Object.keys(PATTERN_ENTRIES);

describe('the full set’s pattern families on the corpus samples', () => {
  // The family sweeps (fish, subsets, … test files) run every registry finder, these included, on all four slices.
  // BUG+1, unique rectangle type 5 (three roof corners with one extra) and the avoidable rectangles are too
  // rare for these samples; their position tests (pattern-positions.test.ts) stand for them, and the
  // full-set analyses below check every step they take, these included where they occur.
  const RARE = ['BUG', 'UR5', 'AR1', 'AR2'];
  it('every deduction on the way to the fixpoint keeps the solution digit, and each family but the rare ones shows up', () => {
    const result = sweepToFixpoint(sweepCases(1, 4));
    expect(result.problems).toEqual([]);
    for (const code of CODES.filter((code) => !RARE.includes(code)))
      expect([code, result.found[code] ?? 0]).not.toEqual([code, 0]);
  });

  it.each(['top95', 'mixed1000'])('the full-set analysis of %s agrees with the independent checker', (name) => {
    for (const puzzle of readPuzzleLines(`rated/${name}.txt`)) {
      const result = analyzePuzzle(puzzle, { techniqueSet: 'full' });
      expect(analysisProblems(result, result.solution ?? '')).toEqual([]);
    }
  });
});
