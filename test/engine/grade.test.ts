/**
 * The 8 levels of SPEC §4 and the effort weights of SPEC §5.
 */

import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import {
  DEFAULT_WEIGHTS,
  assumptionEffort,
  assumptionFactor,
  labelEffort,
  resolveWeights,
} from '../../src/engine/analysis/effort';
import { assumedDigits } from '../../src/engine/analysis/analysis-loop';
import { gradeFromLevel, gradeOf, levelOf, parseGradeName } from '../../src/engine/analysis/grade';
import { GRADE_NAMES } from '../../src/engine/analysis/types';
import { TECHNIQUE_LETTERS } from '../../src/engine/techniques/registry';
import { PuzzleError } from '../../src/engine/core/errors';
import { samplePuzzles } from '../helpers/corpus';

describe('grade', () => {
  test.each([
    [{ B: 40 }, 0, 1],
    [{ B: 30, L: 5, C: 2 }, 0, 2],
    [{ B: 30, M: 1 }, 0, 3],
    [{ B: 30, V: 1 }, 0, 4],
    [{ B: 30, U: 1, M: 3 }, 0, 4],
    [{ B: 30, S: 1 }, 0, 5],
    [{ B: 30, H: 1, V: 2 }, 0, 5],
    [{ B: 30, K: 1 }, 0, 5],
    [{ B: 30, A: 1 }, 1, 6],
    [{ B: 30, A: 2 }, 2, 7],
    [{ B: 30, A: 1 }, 3, 8],
    [{ B: 30, A: 4 }, 9, 8],
  ] as const)('%j with %i assumed digits is level %i', (counts, assumptions, level) => {
    expect(levelOf(counts, assumptions)).toBe(level);
    expect(gradeOf(counts, assumptions)).toEqual({ level, name: GRADE_NAMES[level - 1] });
  });

  test('assumed digits: depth times scarcity of the hardest trial, rounded down, at least 1', () => {
    expect(assumedDigits(1, 1)).toBe(1);
    expect(assumedDigits(1, 1.9)).toBe(1);
    expect(assumedDigits(1, 2)).toBe(2);
    expect(assumedDigits(2, 1.6)).toBe(3);
  });

  test('names read back', () => {
    expect(parseGradeName('very hard')).toEqual(gradeFromLevel(7));
    expect(parseGradeName('Ultra-Hard')).toEqual(gradeFromLevel(8));
    expect(parseGradeName('3')).toEqual(gradeFromLevel(3));
    expect(parseGradeName('impossible')).toBeUndefined();
  });

  test('an analysis grades by the hardest letter its log uses', () => {
    for (const puzzle of samplePuzzles('rated/mixed1000.txt', 40)) {
      const result = analyzePuzzle(puzzle);
      if (result.status !== 'conquer') continue;
      const letters = new Set(result.steps.flatMap((step) => [...step.technique]));
      const level = result.grade?.level as number;
      if (level <= 5) expect(letters.has('A')).toBe(false);
      if (level === 4)
        expect(
          [...letters].some((l) => 'VGQPU'.includes(l)) && ![...letters].some((l) => 'TRSHWYXKD'.includes(l)),
        ).toBe(true);
      if (level === 1) expect([...letters]).toEqual(['B']);
    }
  });
});

describe('effort', () => {
  test("the model tool's anchors: box single 1.0, naked single 1.5, naked pair 4", () => {
    expect(DEFAULT_WEIGHTS.B).toBe(1);
    expect(DEFAULT_WEIGHTS.M).toBe(1.5);
    expect(DEFAULT_WEIGHTS.G).toBe(4);
    for (const letter of TECHNIQUE_LETTERS) expect(DEFAULT_WEIGHTS[letter]).toBeGreaterThan(0);
  });

  test('a label costs the sum of its letters; a trial grows with its depth and scarcity', () => {
    const weights = resolveWeights({ V: 2, L: 1.25 });
    expect(labelEffort('VL', weights)).toBe(3.25);
    expect(labelEffort('AB', weights)).toBe(weights.A + weights.B);
    expect(assumptionEffort(10, 1, 1, 9)).toBeCloseTo(10, 9);
    expect(assumptionEffort(10, 2, 1, 9)).toBeGreaterThan(assumptionEffort(10, 1, 1, 9));
    expect(assumptionEffort(10, 1, 3, 9)).toBeGreaterThan(assumptionEffort(10, 1, 2, 9));
    expect(assumptionEffort(10, 1, 1, 20)).toBeGreaterThan(assumptionEffort(10, 1, 1, 9));
  });

  test('overrides ignore unknown letters', () => {
    const weights = resolveWeights({ B: 2, Z: 5, M: 0 } as never);
    expect(weights.B).toBe(2);
    expect(weights.M).toBe(0);
    expect(weights.C).toBe(DEFAULT_WEIGHTS.C);
    expect('Z' in weights).toBe(false);
  });

  test('a negative or non-finite weight is a PuzzleError naming the letter', () => {
    expect(() => resolveWeights({ M: Number.NaN })).toThrow(PuzzleError);
    expect(() => resolveWeights({ M: Number.NaN })).toThrow(/\bM\b/);
    expect(() => resolveWeights({ V: -1 })).toThrow(/\bV\b/);
    expect(() => resolveWeights({ A: Number.POSITIVE_INFINITY })).toThrow(/effort weight of A should be a number/);
    expect(() => resolveWeights({ G: '4' as never })).toThrow(PuzzleError);
  });

  test('a trial costs weight A times a modest factor: depth × expected trials × route cells / 10', () => {
    const weights = resolveWeights({ A: 100 });
    expect(labelEffort('AB', weights, [assumptionFactor(1, 1, 9)])).toBeCloseTo(weights.A + weights.B, 9);
    expect(labelEffort('AAL', weights, [2, 3])).toBeCloseTo(500 + weights.L, 9);
    expect(assumptionFactor(2, 3, 19)).toBeCloseTo(2 * 3 * 2, 9);
  });
});
