/**
 * The Sudoku Exchange by-rating files (../shared/data/sudoku-exchange/by-rating, one file per
 * SukakuExplainer rating, lines "hash puzzle rating"): each puzzle with SE's rating and its place
 * in its file. The rating is fitted on each file's even lines (0-based places 0, 2, 4, …) and
 * judged on the odd ones, held out (bench/rating-fit.ts, README "Rating").
 */

import * as fs from 'fs';
import * as path from 'path';
import { dataPath } from './run';

export const BY_RATING = '../shared/data/sudoku-exchange/by-rating';

export interface SeRatedPuzzle {
  puzzle: string;
  /** SukakuExplainer's rating, from the file's name. */
  se: number;
  /** The 0-based place in its file. */
  line: number;
}

/** Every puzzle of every by-rating file, the files in SE order. */
export function byRatingPuzzles(): SeRatedPuzzle[] {
  const dir = dataPath(BY_RATING);
  const files = fs
    .readdirSync(dir)
    .filter((name) => /^\d+(\.\d+)?\.txt$/.test(name))
    .sort((a, b) => parseFloat(a) - parseFloat(b));
  return files.flatMap((name) => {
    const se = parseFloat(name);
    const puzzles = [...fs.readFileSync(path.join(dir, name), 'utf8').matchAll(/(?<![0-9.])[0-9.]{81}(?![0-9.])/g)].map(
      (match) => match[0],
    );
    return puzzles.map((puzzle, line) => ({ puzzle, se, line }));
  });
}

/** The puzzles on even (parity 0) or odd (1) places, at most `perFile` from each file (its first ones). */
export function onLines(puzzles: readonly SeRatedPuzzle[], parity: 0 | 1, perFile = Infinity): SeRatedPuzzle[] {
  const taken = new Map<number, number>();
  return puzzles.filter((puzzle) => {
    if (puzzle.line % 2 !== parity) return false;
    const count = taken.get(puzzle.se) ?? 0;
    if (count >= perFile) return false;
    taken.set(puzzle.se, count + 1);
    return true;
  });
}
