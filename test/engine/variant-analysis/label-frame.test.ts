/**
 * Issue 34 item 2b: relabelled copies of a puzzle of any kind analyse alike (same grade, counts,
 * assumptions, and a step log that is the original's with the symbols renamed), and every placement
 * is the fixture's solution digit (the fixtures' solutions are checked by the reference solver in
 * variant-engine tests; here each is also checked to solve its puzzle).
 */

import { analyzeVariant } from '../../../src/engine/variant-analysis/analyser';
import { engineFixtures, type VariantFixture } from '../../helpers/variant-fixtures';
import { isVariantSolution } from '../../helpers/variant-reference';

const SETS = ['diagonal-9', 'windoku-9', 'jigsaw-9-generated', 'size-16', 'combined-samurai'];

/** A fixed scramble of 1 … size (a small LCG, so the test is repeatable). */
function scramble(size: number, seed: number): number[] {
  const symbols = Array.from({ length: size }, (_, i) => i + 1);
  let state = seed;
  for (let i = size - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [symbols[i], symbols[j]] = [symbols[j], symbols[i]];
  }
  return [0, ...symbols];
}

function firstOf(set: string): VariantFixture {
  return engineFixtures(set)[0];
}

describe.each(SETS)('the %s fixture, relabelled', (set) => {
  const fixture = firstOf(set);
  const { geometry } = fixture;
  const map = scramble(geometry.size, 7 + geometry.size);
  const relabelled = fixture.puzzle.map((value) => map[value]);
  const original = analyzeVariant(geometry, fixture.puzzle);
  const copy = analyzeVariant(geometry, relabelled);

  it('is a real relabelling of a solved fixture', () => {
    expect(relabelled).not.toEqual(fixture.puzzle);
    expect(isVariantSolution(geometry, fixture.solution)).toBe(true);
    fixture.puzzle.forEach((value, cell) => {
      if (value !== 0) expect(fixture.solution[cell]).toBe(value);
    });
  });

  it('gives the same grade, counts and assumptions', () => {
    expect(copy.status).toBe(original.status);
    expect(copy.grade).toEqual(original.grade);
    expect(copy.techniqueCounts).toEqual(original.techniqueCounts);
    expect(copy.assumptions).toBe(original.assumptions);
    expect(copy.effort).toBe(original.effort);
  });

  it("logs the original's steps with the symbols renamed", () => {
    expect(copy.steps.length).toBe(original.steps.length);
    copy.steps.forEach((step, i) => {
      const before = original.steps[i];
      expect([step.row, step.col, step.technique]).toEqual([before.row, before.col, before.technique]);
      expect(step.value).toBe(map[before.value]);
      expect(step.eliminated).toEqual(before.eliminated.map(([row, col, value]) => [row, col, map[value]]));
    });
    expect(copy.puzzle).toEqual(relabelled);
    expect(copy.solution).toEqual(fixture.solution.map((value) => map[value]));
  });

  it('places the unique solution digit at every step', () => {
    for (const step of original.steps) {
      const cell = geometry.cellAt[(step.row - 1) * geometry.cols + (step.col - 1)];
      expect(step.value).toBe(fixture.solution[cell]);
    }
  });
});
