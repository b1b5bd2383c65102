import { analyzePuzzle } from '../../src/engine/analyser';
import type { GeneratedPuzzle } from '../../src/engine/generator/generate';
import { patternToString, type Pattern } from '../../src/engine/generator/pattern';
import { digitsFromCanonical } from '../../src/engine/grid';
import { solveReference } from './solver-reference';

/**
 * A generated puzzle hit the level named: givens exactly on the pattern, one solution by the
 * reference solver, and the analyser, run afresh, finds that solution and grades it at that level.
 */
export function expectPuzzleAtLevel(result: GeneratedPuzzle, pattern: Pattern, level: string): void {
  expect(result.note).toBeUndefined();
  const givens = digitsFromCanonical(result.puzzle!);
  expect(Array.from(givens, (digit) => (digit ? 'X' : '.')).join('')).toBe(patternToString(pattern));
  const reference = solveReference(givens, 2);
  expect(reference.count).toBe(1);
  const analysis = analyzePuzzle(result.puzzle!);
  expect(analysis.solution).toBe(Array.from(reference.solutions[0]).join(''));
  expect(analysis.grade?.name).toBe(level);
}
