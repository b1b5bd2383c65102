import { analyzePuzzle } from '../../../src/engine/analysis/analyser';
import { PuzzleError } from '../../../src/engine/core/errors';
import { generateOne, type GeneratedPuzzle } from '../../../src/engine/generator/generate';
import { patternToString, type Pattern } from '../../../src/engine/generator/pattern';
import {
  describeGoal,
  parseRatingTarget,
  ratingDistance,
  type RatingTarget,
} from '../../../src/engine/generator/target';
import { parsePatternFile } from '../../../src/io/pattern-file';
import { readDataText } from '../../helpers/corpus';
import { solveReference } from '../../helpers/solver-reference';

const PATTERNS = parsePatternFile(readDataText('../../samples/Pattern500.txt')).map((record) => record.pattern!);

/** The reference solver's unique solution, the givens on the pattern, and the analyser's rating in the band. */
function expectRatedPuzzle(result: GeneratedPuzzle, pattern: Pattern, band: RatingTarget): void {
  expect(result.error).toBeUndefined();
  expect(result.note).toBeUndefined();
  const puzzle = result.puzzle!;
  expect(Array.from(puzzle, (ch) => (ch === '.' ? '.' : 'X')).join('')).toBe(patternToString(pattern));
  const reference = solveReference(
    Array.from(puzzle, (ch) => (ch === '.' ? 0 : Number(ch))),
    2,
  );
  expect(reference.count).toBe(1);
  const analysis = analyzePuzzle(puzzle);
  expect(analysis.status).toBe('conquer');
  expect(analysis.solution).toBe(Array.from(reference.solutions[0]).join(''));
  expect(analysis.rating).toBeGreaterThanOrEqual(band.min);
  expect(analysis.rating).toBeLessThanOrEqual(band.max);
  expect(result.grade).toEqual(analysis.grade);
}

describe('rating targets', () => {
  it('reads MIN..MAX, open ends and a single number (its tenth)', () => {
    expect(parseRatingTarget('2.5..3.5')).toEqual({ min: 2.5, max: 3.5 });
    expect(parseRatingTarget(' 6 .. ')).toEqual({ min: 6, max: 20 });
    expect(parseRatingTarget('..2')).toEqual({ min: 0, max: 2 });
    const single = parseRatingTarget('4');
    expect(single.min).toBeCloseTo(3.95);
    expect(single.max).toBeCloseTo(4.05);
    expect(describeGoal({ min: 1, max: 8 }, { min: 2.5, max: 3.5 })).toBe('Beginner..Ultra Hard, rating 2.5..3.5');
    expect(ratingDistance(3, { min: 2.5, max: 3.5 })).toBe(0);
    expect(ratingDistance(4, { min: 2.5, max: 3.5 })).toBeCloseTo(0.5);
  });

  it.each([
    ['x..3', /rating range "x\.\.3" has "x", which is not a number/],
    ['2..-1', /"-1", which is not a number/],
    ['1e9', /"1e9", which is not a number/],
    ['5..3', /rating range "5\.\.3" is empty: 5 is above 3/],
    ['1..2..3', /a rating range is MIN\.\.MAX, found "1\.\.2\.\.3"/],
    ['..', /has no bounds/],
    ['', /rating range is empty/],
  ])('rejects %j with a message naming the value and the problem', (text, message) => {
    expect(() => parseRatingTarget(text)).toThrow(PuzzleError);
    expect(() => parseRatingTarget(text)).toThrow(message);
  });

  it('rejects a rating object with min above max before any search', () => {
    expect(() => generateOne(PATTERNS[0], { rating: { min: 5, max: 3 } })).toThrow(
      /highest rating should be a number of at least 5, not 3/,
    );
  });

  // Bands within the levels without assumptions and beyond them, on patterns of the fixture's sample.
  it.each([
    ['2.5..3.5', 11],
    ['4..5.5', 21],
    ['6..7.5', 31],
  ])(
    'makes a unique puzzle rated within %s on pattern %i of the sample, as the analyser re-rates it',
    (text, number) => {
      const pattern = PATTERNS[number - 1];
      const band = parseRatingTarget(text);
      const result = generateOne(pattern, { rating: text, seed: number, timeLimitMs: 60_000 });
      expectRatedPuzzle(result, pattern, band);
    },
  );

  it('meets a grade and a rating range together', () => {
    const pattern = PATTERNS[10];
    const result = generateOne(pattern, {
      grade: 'Pleasant..Comfort',
      rating: '2.5..3.5',
      seed: 5,
      timeLimitMs: 60_000,
    });
    expectRatedPuzzle(result, pattern, { min: 2.5, max: 3.5 });
    expect([4, 5]).toContain(result.grade!.level);
  });

  it('answers an unreachable band with the closest puzzle and a note naming the band and the rating reached', () => {
    const pattern = PATTERNS[10];
    const result = generateOne(pattern, { grade: 'Easy', rating: '11..12', seed: 1, timeLimitMs: 1000 });
    expect(result.puzzle).toBeDefined();
    expect(result.note).toMatch(/target Easy, rating 11\.\.12 not reached within 1000 ms/);
    const analysis = analyzePuzzle(result.puzzle!);
    expect(result.note).toContain(`rating ${analysis.rating}`);
    expect(analysis.rating!).toBeLessThan(11);
  });
});
