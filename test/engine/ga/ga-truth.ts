/**
 * Independent checks for the GA tests, written from the rules rather than from the engine's
 * masks: fitness by counting distinct digits line by line, and the box-permutation invariant.
 */

import * as fs from 'fs';
import * as path from 'path';

/** Distinct digits per row plus per column, counted with a Set (the paper's fitness). */
export function naiveFitness(grid: ArrayLike<number>): number {
  let total = 0;
  for (let line = 0; line < 9; line++) {
    const row = new Set<number>();
    const col = new Set<number>();
    for (let i = 0; i < 9; i++) {
      row.add(grid[line * 9 + i]);
      col.add(grid[i * 9 + line]);
    }
    total += row.size + col.size;
  }
  return total;
}

/** Distinct digits of each row (or, with byColumn, each column). */
export function naiveLineScores(grid: ArrayLike<number>, byColumn: boolean): number[] {
  return Array.from(
    { length: 9 },
    (_, line) => new Set(Array.from({ length: 9 }, (_, i) => grid[byColumn ? i * 9 + line : line * 9 + i])).size,
  );
}

/** The cells of box b (0–8) in reading order. */
export function boxCells(box: number): number[] {
  const top = Math.floor(box / 3) * 3;
  const left = (box % 3) * 3;
  return [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => (top + r) * 9 + left + c));
}

/** A problem with the grid, or undefined: each box must hold 1–9 once and every given must stay. */
export function boxPermutationProblem(grid: ArrayLike<number>, givens: ArrayLike<number>): string | undefined {
  for (let box = 0; box < 9; box++) {
    const digits = boxCells(box)
      .map((cell) => grid[cell])
      .sort((a, b) => a - b);
    if (digits.join('') !== '123456789') return `box ${box + 1} holds ${digits.join('')}`;
  }
  for (let cell = 0; cell < 81; cell++) {
    if (givens[cell] !== 0 && grid[cell] !== givens[cell])
      return `given at cell ${cell} changed from ${givens[cell]} to ${grid[cell]}`;
  }
  return undefined;
}

export function digitsOf(text: string): number[] {
  return Array.from(text.slice(0, 81), (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
}

export interface GaBenchPuzzle {
  puzzle: string;
  level: string;
}

/** The six puzzles of bench/ga-puzzles.txt with their level (kept in the repository, so no shared data needed). */
export function gaBenchPuzzles(): GaBenchPuzzle[] {
  const text = fs.readFileSync(path.resolve(__dirname, '../../../bench/ga-puzzles.txt'), 'utf8');
  return text
    .split('\n')
    .filter((line) => /^[0-9]{81} /.test(line))
    .map((line) => ({ puzzle: line.slice(0, 81), level: line.split(' ')[1] }));
}
