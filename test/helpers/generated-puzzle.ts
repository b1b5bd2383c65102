import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import type { GeneratedPuzzle } from '../../src/engine/generator/generate';
import { patternToString, type Pattern } from '../../src/engine/generator/pattern';
import { digitsFromCanonical } from '../../src/engine/board/grid';
import { solveReference } from './solver-reference';
import type { AnalysisResult } from '../../src/engine/analysis/types';

/**
 * A generated puzzle hit the level named: givens exactly on the pattern, one solution by the
 * reference solver, and the analyser, run afresh, finds that solution and grades it at that level.
 */
export function expectPuzzleAtLevel(result: GeneratedPuzzle, pattern: Pattern, level: string): void {
  expect(result.note).toBeUndefined();
  const analysis = expectUniqueOnPattern(result.puzzle!, pattern);
  expect(analysis.grade?.name).toBe(level);
}

/**
 * A generated puzzle has its givens exactly on the pattern and one solution by the reference
 * solver, which the analyser, run afresh, finds too; returns that analysis.
 */
export function expectUniqueOnPattern(puzzle: string, pattern: Pattern): AnalysisResult {
  const givens = digitsFromCanonical(puzzle);
  expect(Array.from(givens, (digit) => (digit ? 'X' : '.')).join('')).toBe(patternToString(pattern));
  const reference = solveReference(givens, 2);
  expect(reference.count).toBe(1);
  const analysis = analyzePuzzle(puzzle);
  expect(analysis.solution).toBe(Array.from(reference.solutions[0]).join(''));
  return analysis;
}
