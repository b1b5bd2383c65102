/**
 * The 8-level grade of SPEC §4, decided by the hardest technique a solve needed and, beyond the
 * logical techniques, by A(n): the number of digits a person expects to assume for the hardest
 * use of A — its nesting depth × the trials expected per trial that works, rounded down (at least
 * 1 when A was used). Levels 6 / 7 / 8 are A(n) = 1 / 2 / 3 or more. A(n) is not the number of
 * times A was used: a solve with many easy one-level trials stays Hard (level 6).
 */

import { requireNumber } from '../core/arguments';
import { TECHNIQUES } from '../techniques/registry';
import { GRADE_NAMES, Grade, TechniqueLetter } from './types';

export type TechniqueCounts = Partial<Record<TechniqueLetter, number>>;

/**
 * `assumptions` is A(n) as above (AnalysisResult.assumptions; computed by assumedDigits in
 * analysis-loop.ts): for the hardest use of A, nesting depth × expected trials, rounded down.
 */
export function gradeOf(counts: TechniqueCounts, assumptions: number): Grade {
  return gradeFromLevel(levelOf(counts, assumptions));
}

/** By A(n) for levels 6–8; below that, the highest grade level among the letters used (from the technique registry). */
export function levelOf(counts: TechniqueCounts, assumptions: number): number {
  if (assumptions >= 3) return 8;
  if (assumptions === 2) return 7;
  if (assumptions === 1) return 6;
  let level = 1;
  for (const letter of Object.keys(counts) as TechniqueLetter[]) {
    if ((counts[letter] ?? 0) > 0) level = Math.max(level, TECHNIQUES[letter].level);
  }
  return level;
}

export function gradeFromLevel(level: number): Grade {
  requireNumber(level, 'The level');
  const clamped = Math.min(8, Math.max(1, Math.round(level)));
  return { level: clamped, name: GRADE_NAMES[clamped - 1] };
}

/** The grade named by a person ("Very Hard", "very-hard", "7"), or undefined. */
export function parseGradeName(text: string): Grade | undefined {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  const asNumber = Number(key);
  if (Number.isInteger(asNumber) && asNumber >= 1 && asNumber <= 8) return gradeFromLevel(asNumber);
  const index = GRADE_NAMES.findIndex((name) => name.toLowerCase() === key);
  return index < 0 ? undefined : gradeFromLevel(index + 1);
}
