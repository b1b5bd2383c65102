/**
 * A small reader of the puzzle fixtures (test/fixtures, see its README) for tests: samples of
 * public corpora, under their sources' relative paths and line formats, committed so that tests
 * need nothing outside the repository. `npm run verify` sweeps the full corpora.
 *
 * Paths are relative to the fixtures directory ("tdoku/puzzles2_17_clue"). The directory is
 * found from this file, not from the cwd,
 * so tests work wherever jest is started. Files are read once and cached.
 */

import * as fs from 'fs';
import * as path from 'path';

export interface PuzzleWithSolution {
  /** Canonical 81 characters, '.' for an empty cell. */
  puzzle: string;
  /** 81 digits. */
  solution: string;
  /** Data file it came from (relative to the data directory). */
  source: string;
}

/** Absolute path of the fixtures directory (made by scripts/make-fixtures.ts). */
export const DATA_DIR = path.resolve(__dirname, '..', 'fixtures');

/** Absolute path of a data file given relative to the data directory. */
export function dataPath(relPath: string): string {
  return path.join(DATA_DIR, relPath);
}

const textCache = new Map<string, string>();

/** The whole text of a data file (LF line endings). */
export function readDataText(relPath: string): string {
  const file = dataPath(relPath);
  let text = textCache.get(file);
  if (text === undefined) {
    text = fs.readFileSync(file, 'utf8').replace(/\r/g, '');
    textCache.set(file, text);
  }
  return text;
}

/** Non-empty lines of a data file, without '#' comment lines, trimmed at the end. */
export function readDataLines(relPath: string, limit = Infinity): string[] {
  const lines: string[] = [];
  for (const line of readDataText(relPath).split('\n')) {
    if (lines.length >= limit) break;
    const trimmed = line.trimEnd();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    lines.push(trimmed);
  }
  return lines;
}

const PUZZLE_TOKEN = /^[0-9.]{81}$/;

/** The first 81-character puzzle field of a line (split on whitespace or commas), or undefined. */
export function puzzleField(line: string): string | undefined {
  return line.split(/[\s,]+/).find((field) => PUZZLE_TOKEN.test(field));
}

/** Canonical form: '.' for an empty cell (the corpora use '.' or '0'). */
export function canonicalPuzzle(text: string): string {
  return text.replace(/0/g, '.');
}

/**
 * The puzzles of a data file in file order, canonical ('.' = empty), at most `limit`.
 * Works for plain 81-char lines, "hash puzzle rating" lines and CSV (first 81-char field).
 */
export function readPuzzleLines(relPath: string, limit = Infinity): string[] {
  const puzzles: string[] = [];
  for (const line of readDataLines(relPath)) {
    if (puzzles.length >= limit) break;
    const field = puzzleField(line);
    if (field) puzzles.push(canonicalPuzzle(field));
  }
  return puzzles;
}

/** `count` items spread evenly over the list (all of them when it is shorter), in order. */
export function evenlySpaced<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return items.slice();
  const picked: T[] = [];
  for (let i = 0; i < count; i++) picked.push(items[Math.floor((i * items.length) / count)]);
  return picked;
}

/** `count` puzzles evenly spaced over a data file: a deterministic sample of a big corpus. */
export function samplePuzzles(relPath: string, count: number): string[] {
  return evenlySpaced(readPuzzleLines(relPath), count);
}

/** Files with a known solution per puzzle. */
export const SOLUTION_FILES = [
  'rated/mixed1000_meta.csv',
  'sudoku-exchange/with-solutions/easy_puzzle_and_solution.txt',
  'sudoku-exchange/with-solutions/medium_puzzle_and_solution.txt',
  'sudoku-exchange/with-solutions/hard_puzzle_and_solution.txt',
  'sudoku-exchange/with-solutions/hard1_puzzle_and_solution.txt',
  'sudoku-exchange/with-solutions/hard2_puzzle_and_solution.txt',
  'sudoku-exchange/with-solutions/diabolical_puzzle_and_solution.txt',
  'radcliffe-curated/sudoku_curated_5000.csv',
] as const;

let allWithSolutions: PuzzleWithSolution[] | undefined;

function loadPuzzlesWithSolutions(): PuzzleWithSolution[] {
  const seen = new Set<string>();
  const pairs: PuzzleWithSolution[] = [];
  for (const source of SOLUTION_FILES) {
    for (const line of readDataLines(source)) {
      const fields = line.split(/[\s,]+/).filter((field) => PUZZLE_TOKEN.test(field));
      // The puzzle comes first; the solution is the next 81-char field with no blank.
      if (fields.length < 2 || !/^[1-9]{81}$/.test(fields[1])) continue;
      const puzzle = canonicalPuzzle(fields[0]);
      if (seen.has(puzzle)) continue;
      seen.add(puzzle);
      pairs.push({ puzzle, solution: fields[1], source });
    }
  }
  return pairs;
}

/**
 * Puzzles with their known solution (rated/mixed1000_meta.csv rows that have one,
 * sudoku-exchange/with-solutions, radcliffe-curated), duplicates removed, in file order;
 * with `count`, an evenly spaced sample across all of them.
 */
export function puzzlesWithSolutions(count?: number): PuzzleWithSolution[] {
  allWithSolutions ??= loadPuzzlesWithSolutions();
  return count === undefined ? allWithSolutions.slice() : evenlySpaced(allWithSolutions, count);
}
