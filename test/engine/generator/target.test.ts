import { PuzzleError } from '../../../src/engine/core/errors';
import { describeTarget, distanceToTarget, inTarget, parseGradeTarget } from '../../../src/engine/generator/target';
import { GRADE_NAMES } from '../../../src/engine/analysis/types';

describe('grade targets', () => {
  it('defaults to every grade without assumptions (Beginner..Comfort)', () => {
    expect(parseGradeTarget(undefined)).toEqual({ min: 1, max: 5 });
    expect(parseGradeTarget('  ')).toEqual({ min: 1, max: 5 });
  });

  it('reads every grade name and level number as a one-level target', () => {
    GRADE_NAMES.forEach((name, i) => {
      expect(parseGradeTarget(name)).toEqual({ min: i + 1, max: i + 1 });
      expect(parseGradeTarget(name.toLowerCase().replace(' ', '-'))).toEqual({ min: i + 1, max: i + 1 });
      expect(parseGradeTarget(String(i + 1))).toEqual({ min: i + 1, max: i + 1 });
    });
  });

  it('reads ranges of names or numbers, open at either end', () => {
    expect(parseGradeTarget('Pleasant..Comfort')).toEqual({ min: 4, max: 5 });
    expect(parseGradeTarget('4..6')).toEqual({ min: 4, max: 6 });
    expect(parseGradeTarget('..Easy')).toEqual({ min: 1, max: 3 });
    expect(parseGradeTarget('Hard..')).toEqual({ min: 6, max: 8 });
    expect(describeTarget(parseGradeTarget('Pleasant..Comfort'))).toBe('Pleasant..Comfort');
  });

  it('rejects unknown names, levels out of range and empty ranges with a clear message', () => {
    for (const [text, message] of [
      ['Medium', /unknown grade "Medium"/],
      ['9', /unknown grade "9"/],
      ['Comfort..Easy', /empty: Comfort is above Easy/],
      ['1..2..3', /MIN\.\.MAX/],
    ] as const) {
      expect(() => parseGradeTarget(text)).toThrow(PuzzleError);
      expect(() => parseGradeTarget(text)).toThrow(message);
    }
  });

  it('measures how far a level lies outside the target', () => {
    const target = { min: 4, max: 5 };
    expect([1, 4, 5, 8].map((level) => distanceToTarget(level, target))).toEqual([3, 0, 0, 3]);
    expect([3, 4, 6].map((level) => inTarget(level, target))).toEqual([false, true, false]);
  });
});
