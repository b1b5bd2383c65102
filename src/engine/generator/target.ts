/**
 * A target grade for generation: one level or a range of the 8 levels of SPEC §4, written as a
 * name ("Comfort", "very easy", "very-easy"), a level number ("5") or a range ("Pleasant..Comfort",
 * "4..5"). By default a generated puzzle must be solvable without assumptions (A): levels 1–5.
 */

import { PuzzleError } from '../core/errors';
import { gradeFromLevel, parseGradeName } from '../analysis/grade';
import { GRADE_NAMES } from '../analysis/types';
import { requireInteger, requireNumber, requireRecord, requireText } from '../core/arguments';

export interface GradeTarget {
  /** Lowest acceptable level, 1–8. */
  min: number;
  /** Highest acceptable level, 1–8. */
  max: number;
}

/** The highest level reached without assumptions. */
export const LAST_LEVEL_WITHOUT_ASSUMPTIONS = 5;

export const DEFAULT_TARGET: GradeTarget = { min: 1, max: LAST_LEVEL_WITHOUT_ASSUMPTIONS };

/** A level from a name or a number, or PuzzleError('bad-input'). */
export function parseGradeLevel(text: string): number {
  const grade = parseGradeName(text);
  if (grade) return grade.level;
  throw new PuzzleError(
    'bad-input',
    `unknown grade "${text}": use a level 1–8 or one of ${GRADE_NAMES.join(', ')} (a range as MIN..MAX, e.g. Pleasant..Comfort)`,
  );
}

/** "Comfort", "5", "Pleasant..Comfort", "4..5"; an empty text means the default (1..5). */
export function parseGradeTarget(text: string | undefined): GradeTarget {
  if (text !== undefined) requireText(text, 'The grade');
  if (text === undefined || text.trim() === '') return { ...DEFAULT_TARGET };
  const parts = text.split('..');
  if (parts.length > 2) throw new PuzzleError('bad-input', `a grade range is MIN..MAX, found "${text}"`);
  const min = parts[0].trim() === '' ? 1 : parseGradeLevel(parts[0]);
  const max = parts.length === 1 ? min : parts[1].trim() === '' ? GRADE_NAMES.length : parseGradeLevel(parts[1]);
  if (min > max)
    throw new PuzzleError(
      'bad-input',
      `the grade range "${text}" is empty: ${gradeFromLevel(min).name} is above ${gradeFromLevel(max).name}`,
    );
  return { min, max };
}

/** A grade range a caller built: levels min ≤ max, 1–8. */
export function requireGradeTarget(target: unknown): asserts target is GradeTarget {
  requireRecord(target, 'The grade range');
  const { min, max } = target as Partial<GradeTarget>;
  requireInteger(min, 'The lowest grade', 1, GRADE_NAMES.length);
  requireInteger(max, 'The highest grade', min, GRADE_NAMES.length);
}

/** A rating range a caller built: min ≤ max, from 0. */
export function requireRatingTarget(target: unknown): asserts target is RatingTarget {
  requireRecord(target, 'The rating range');
  const { min, max } = target as Partial<RatingTarget>;
  requireNumber(min, 'The lowest rating', 0);
  requireNumber(max, 'The highest rating', min);
}

/** A grade range given as text (parseGradeTarget) or as { min, max } (a copy). */
export function resolveGrade(grade: string | GradeTarget | undefined): GradeTarget {
  if (typeof grade !== 'object') return parseGradeTarget(grade);
  requireGradeTarget(grade);
  return { min: grade.min, max: grade.max };
}

export function describeTarget(target: GradeTarget): string {
  requireGradeTarget(target);
  if (target.min === target.max) return gradeFromLevel(target.min).name;
  return `${gradeFromLevel(target.min).name}..${gradeFromLevel(target.max).name}`;
}

export function inTarget(level: number, target: GradeTarget): boolean {
  return level >= target.min && level <= target.max;
}

/** How many levels a grade lies outside the target (0 inside). */
export function distanceToTarget(level: number, target: GradeTarget): number {
  return level < target.min ? target.min - level : level > target.max ? level - target.max : 0;
}

/**
 * A target rating (rating.ts, on SukakuExplainer's scale): the analyser's rating of the puzzle
 * must lie in [min, max]. Written "MIN..MAX" ("2.5..3.5"), one side may be left open ("6.." or
 * "..2"), or one number for the ratings that round to it at a tenth ("4" is 3.95..4.05).
 */
export interface RatingTarget {
  min: number;
  max: number;
}

/** The rating scale's ends, as the range's open sides (SE's scale runs from 1 to about 12). */
const RATING_FLOOR = 0;
const RATING_CEILING = 20;
/** Half a tenth: a single number asks for the ratings SE would print as that number. */
const HALF_TENTH = 0.05;

function ratingBound(part: string, text: string, open: number): number {
  const trimmed = part.trim();
  if (trimmed === '') return open;
  const value = Number(trimmed);
  if (!/^[+]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) || !Number.isFinite(value)) {
    throw new PuzzleError(
      'bad-input',
      `the rating range "${text}" has "${trimmed}", which is not a number: write MIN..MAX with numbers on SE's scale, e.g. 2.5..3.5`,
    );
  }
  return value;
}

/** "2.5..3.5", "6..", "..2", "4"; PuzzleError('bad-input') naming the text and what is wrong. */
export function parseRatingTarget(text: string): RatingTarget {
  requireText(text, 'The rating range');
  if (text.trim() === '')
    throw new PuzzleError(
      'bad-input',
      "the rating range is empty: write MIN..MAX with numbers on SE's scale, e.g. 2.5..3.5",
    );
  const parts = text.split('..');
  if (parts.length > 2) throw new PuzzleError('bad-input', `a rating range is MIN..MAX, found "${text}"`);
  if (parts.length === 1) {
    const value = ratingBound(parts[0], text, RATING_FLOOR);
    return { min: Math.max(RATING_FLOOR, value - HALF_TENTH), max: value + HALF_TENTH };
  }
  const min = ratingBound(parts[0], text, RATING_FLOOR);
  const max = ratingBound(parts[1], text, RATING_CEILING);
  if (parts[0].trim() === '' && parts[1].trim() === '')
    throw new PuzzleError('bad-input', `the rating range "${text}" has no bounds: write MIN..MAX, e.g. 2.5..3.5`);
  if (min > max) throw new PuzzleError('bad-input', `the rating range "${text}" is empty: ${min} is above ${max}`);
  return { min, max };
}

export function describeRating(target: RatingTarget): string {
  if (target.max >= RATING_CEILING) return `rating ${target.min} or more`;
  if (target.min <= RATING_FLOOR) return `rating ${target.max} or less`;
  return `rating ${target.min}..${target.max}`;
}

/** The target in words: the grade range, and the rating range when there is one. */
export function describeGoal(target: GradeTarget, rating: RatingTarget | undefined): string {
  if (rating !== undefined) requireRatingTarget(rating);
  return rating ? `${describeTarget(target)}, ${describeRating(rating)}` : describeTarget(target);
}

/** A rating range given as text (parseRatingTarget) or as { min, max } (a copy); undefined for none. */
export function resolveRating(rating: string | RatingTarget | undefined): RatingTarget | undefined {
  if (rating === undefined) return undefined;
  if (typeof rating === 'string') return parseRatingTarget(rating);
  requireRatingTarget(rating);
  return { min: rating.min, max: rating.max };
}

/** The grade and rating targets of a generation: with a rating and no grade, any grade will do (1..8). */
export function resolveGoal(
  grade: string | GradeTarget | undefined,
  ratingGiven: string | RatingTarget | undefined,
): { target: GradeTarget; rating: RatingTarget | undefined } {
  const rating = resolveRating(ratingGiven);
  const target = grade === undefined && rating ? { min: 1, max: GRADE_NAMES.length } : resolveGrade(grade);
  return { target, rating };
}

/** How far a rating lies outside the target (0 inside). */
export function ratingDistance(rating: number, target: RatingTarget): number {
  return rating < target.min ? target.min - rating : rating > target.max ? rating - target.max : 0;
}
