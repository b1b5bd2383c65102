/**
 * A target grade for generation: one level or a range of the 8 levels of SPEC §4, written as a
 * name ("Comfort", "very easy", "very-easy"), a level number ("5") or a range ("Pleasant..Comfort",
 * "4..5"). By default a generated puzzle must be solvable without assumptions (A): levels 1–5.
 */

import { PuzzleError } from '../errors';
import { gradeFromLevel, parseGradeName } from '../grade';
import { GRADE_NAMES } from '../types';
import { requireText } from '../arguments';

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
  if (min > max) throw new PuzzleError('bad-input', `the grade range "${text}" is empty: ${gradeFromLevel(min).name} is above ${gradeFromLevel(max).name}`);
  return { min, max };
}

export function describeTarget(target: GradeTarget): string {
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
