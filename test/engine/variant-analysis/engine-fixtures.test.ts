/**
 * The analyser on the variant engine's committed fixtures (test/fixtures/variants: the generated
 * sets' first puzzles, and samurai, butterfly, sohei and windmill puzzles generated there): every
 * puzzle conquered, every step true to the fixture's solution.
 */

import { analyzeVariant } from '../../../src/engine/analysis/variant-analyser';
import { engineFixtureSets, engineFixtures } from '../../helpers/variant-fixtures';
import { variantStepProblems } from '../../helpers/variant-step-check';

describe('analysis of the variant engine fixtures', () => {
  test('they include combined layouts', () => {
    expect(engineFixtureSets().filter((set) => set.startsWith('combined-')).length).toBeGreaterThanOrEqual(4);
  });

  for (const set of engineFixtureSets()) {
    test(set, () => {
      const fixtures = engineFixtures(set);
      expect(fixtures.length).toBeGreaterThan(0);
      for (const { geometry, puzzle, solution } of fixtures) {
        const result = analyzeVariant(geometry, puzzle);
        expect(result.status).toBe('conquer');
        expect(result.solution).toEqual(solution);
        expect(variantStepProblems(geometry, puzzle, solution, result.steps, true)).toEqual([]);
      }
    });
  }
});
