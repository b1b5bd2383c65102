/**
 * Generation on variant geometries: givens exactly on the pattern, exactly one solution (counted
 * by the exact solver, not by the generator's logic), the analyser's grade, reproducible seeds, a
 * target grade met or missed with a note, and an impossible pattern refused with an error.
 */

import { combinedPreset, diagonalGeometry, standardGeometry } from '../../../src/engine/geometry';
import type { Geometry } from '../../../src/engine/geometry';
import { solveVariant } from '../../../src/engine/geometry/solver';
import { analyzeVariant } from '../../../src/engine/variant-analysis/analyser';
import { generateVariantPuzzle } from '../../../src/engine/variant-analysis/generate';
import { variantStepProblems } from '../../helpers/variant-step-check';

function patternOf(geometry: Geometry, keep: (cell: number) => boolean): boolean[] {
  return Array.from({ length: geometry.cellCount }, (_, cell) => keep(cell));
}

function expectUniqueOnPattern(geometry: Geometry, pattern: boolean[], puzzle: number[] | undefined): number[] {
  expect(puzzle).toBeDefined();
  const givens = puzzle as number[];
  givens.forEach((value, cell) => expect(value !== 0).toBe(pattern[cell]));
  const { count, solution } = solveVariant(geometry, givens, 2);
  expect(count).toBe(1);
  return Array.from(solution as Uint8Array);
}

describe('generateVariantPuzzle', () => {
  test('a 6×6 on a pattern: unique, givens on the pattern, graded by the analyser, every step true', () => {
    const geometry = standardGeometry(6);
    const pattern = patternOf(geometry, (cell) => (cell * 7) % 3 !== 0);
    const generated = generateVariantPuzzle(geometry, pattern, { seed: 7, timeLimitMs: 5000 });
    const solution = expectUniqueOnPattern(geometry, pattern, generated.puzzle);
    const analysis = analyzeVariant(geometry, generated.puzzle as number[]);
    expect(generated.grade).toEqual(analysis.grade);
    expect(variantStepProblems(geometry, generated.puzzle as number[], solution, analysis.steps, true)).toEqual([]);
  });

  test('the same seed gives the same puzzle', () => {
    const geometry = diagonalGeometry(9);
    const pattern = patternOf(geometry, (cell) => cell % 3 !== 1);
    const first = generateVariantPuzzle(geometry, pattern, { seed: 'abc', timeLimitMs: 5000 });
    const again = generateVariantPuzzle(geometry, pattern, { seed: 'abc', timeLimitMs: 5000 });
    expectUniqueOnPattern(geometry, pattern, first.puzzle);
    expect(again.puzzle).toEqual(first.puzzle);
  });

  test('a samurai on a pattern of three cells in seven', () => {
    const geometry = combinedPreset('samurai');
    const pattern = patternOf(geometry, (cell) => (geometry.cellRow[cell] * 3 + geometry.cellCol[cell] * 5) % 7 < 3);
    const generated = generateVariantPuzzle(geometry, pattern, { seed: 3, timeLimitMs: 10_000 });
    expectUniqueOnPattern(geometry, pattern, generated.puzzle);
  });

  test('a target grade is met, or the closest puzzle comes with a note', () => {
    const geometry = standardGeometry(4);
    const pattern = patternOf(geometry, (cell) => cell % 3 === 0 || cell === 5);
    const generated = generateVariantPuzzle(geometry, pattern, { grade: 'Beginner', seed: 1, timeLimitMs: 2000 });
    expectUniqueOnPattern(geometry, pattern, generated.puzzle);
    if (generated.grade?.name === 'Beginner') expect(generated.note).toBeUndefined();
    else expect(generated.note).toMatch(/closest/);
  });

  test('a pattern too sparse for any unique puzzle ends with an error, not a hang', () => {
    const geometry = standardGeometry(4);
    const pattern = patternOf(geometry, (cell) => cell === 0 || cell === 15);
    const generated = generateVariantPuzzle(geometry, pattern, { seed: 1, timeLimitMs: 300 });
    expect(generated.puzzle).toBeUndefined();
    expect(generated.error?.message).toMatch(/No unique puzzle/);
  });
});
