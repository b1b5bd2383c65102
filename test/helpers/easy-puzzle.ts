/** The easiest puzzle of the rated fixture (40 givens): a small GA (population 50) solves it within a few hundred generations. */

import { readPuzzleLines } from './corpus';

export const EASY_PUZZLE = readPuzzleLines('rated/mixed1000.txt').find((line) => line.startsWith('..37...4.2..9548'))!;

/** 81 digits, 0 for a blank. */
export function digitsOf(puzzle: string): number[] {
  return [...puzzle].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
}
