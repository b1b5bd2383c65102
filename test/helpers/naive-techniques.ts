/**
 * A slow, plain reading of SPEC §3 for the letters B L C M V X W Y G Q T R P U: every productive
 * deduction each rule allows on a board, written with arrays and combinations instead of bit
 * tricks. The sweep compares the fast finders with it: a finder must report nothing exactly when
 * this finds nothing, and what it reports must be one of these deductions.
 */

import type { Board } from '../../src/engine/board/board';
import { STANDARD_LAYOUT } from '../../src/engine/board/layout';

/** A deduction as a comparable string: "place r1c2=5" or the sorted eliminations "r1c2#5 r3c4#5". */
export type NaiveDeduction = string;

const UNITS: number[][] = Array.from({ length: 27 }, (_, unit) =>
  Array.from(STANDARD_LAYOUT.unitCells.subarray(unit * 9, unit * 9 + 9)),
);
const ROWS = UNITS.slice(0, 9);
const COLUMNS = UNITS.slice(9, 18);
const BOXES = UNITS.slice(18, 27);
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const ALL_CELLS = Array.from({ length: 81 }, (_, cell) => cell);

const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

/** The candidates of every cell as lists (empty for a filled cell): what the rules below read. */
type Grid = number[][];

function candidateLists(board: Board): Grid {
  return ALL_CELLS.map((cell) => DIGITS.filter((digit) => board.values[cell] === 0 && board.has(cell, digit)));
}

function placesOf(grid: Grid, unit: number[], digit: number): number[] {
  return unit.filter((cell) => grid[cell].includes(digit));
}

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const result: T[][] = [];
  items.forEach((item, index) => {
    for (const rest of combinations(items.slice(index + 1), size - 1)) result.push([item, ...rest]);
  });
  return result;
}

const union = <T>(lists: T[][]) => [...new Set(lists.flat())];

/** Keeps only deductions that remove something, as comparable strings. */
function eliminationKey(removals: [number, number][]): NaiveDeduction | null {
  if (removals.length === 0) return null;
  return removals
    .map(([cell, digit]) => `${name(cell)}#${digit}`)
    .sort()
    .join(' ');
}

function collect(keys: (NaiveDeduction | null)[]): Set<NaiveDeduction> {
  return new Set(keys.filter((key): key is NaiveDeduction => key !== null));
}

export function naiveHiddenSingles(grid: Grid, units: number[][]): Set<NaiveDeduction> {
  return collect(
    units.flatMap((unit) =>
      DIGITS.map((digit) => {
        const places = placesOf(grid, unit, digit);
        return places.length === 1 ? `place ${name(places[0])}=${digit}` : null;
      }),
    ),
  );
}

export function naiveNakedSingles(grid: Grid): Set<NaiveDeduction> {
  return collect(
    ALL_CELLS.map((cell) => {
      const candidates = grid[cell];
      return candidates.length === 1 ? `place ${name(cell)}=${candidates[0]}` : null;
    }),
  );
}

/** Removes `digits` from the unit's cells outside `pattern`. */
function removeOutside(grid: Grid, unit: number[], digits: number[], pattern: number[]): [number, number][] {
  return unit
    .filter((cell) => !pattern.includes(cell))
    .flatMap((cell) =>
      digits.filter((digit) => grid[cell].includes(digit)).map((digit): [number, number] => [cell, digit]),
    );
}

export function naivePointing(grid: Grid, size: number): Set<NaiveDeduction> {
  return collect(
    BOXES.flatMap((box) =>
      DIGITS.map((digit) => {
        const places = placesOf(grid, box, digit);
        if (places.length !== size) return null;
        const line = [...ROWS, ...COLUMNS].find((unit) => places.every((cell) => unit.includes(cell)));
        return line ? eliminationKey(removeOutside(grid, line, [digit], box)) : null;
      }),
    ),
  );
}

export function naiveClaiming(grid: Grid, lines: number[][]): Set<NaiveDeduction> {
  return collect(
    lines.flatMap((line) =>
      DIGITS.map((digit) => {
        const places = placesOf(grid, line, digit);
        const box = BOXES.find((unit) => places.every((cell) => unit.includes(cell)));
        return places.length >= 2 && box ? eliminationKey(removeOutside(grid, box, [digit], line)) : null;
      }),
    ),
  );
}

export function naiveNakedSubsets(grid: Grid, size: number): Set<NaiveDeduction> {
  return collect(
    UNITS.flatMap((unit) => {
      const members = unit.filter((cell) => grid[cell].length >= 2 && grid[cell].length <= size);
      return combinations(members, size).map((cells) => {
        const digits = union(cells.map((cell) => grid[cell]));
        return digits.length === size ? eliminationKey(removeOutside(grid, unit, digits, cells)) : null;
      });
    }),
  );
}

export function naiveHiddenSubsets(grid: Grid, size: number): Set<NaiveDeduction> {
  return collect(
    UNITS.flatMap((unit) => {
      const places = new Map(DIGITS.map((digit) => [digit, placesOf(grid, unit, digit)]));
      const members = DIGITS.filter((digit) => places.get(digit)!.length >= 2 && places.get(digit)!.length <= size);
      return combinations(members, size).map((digits) => {
        const cells = union(digits.map((digit) => places.get(digit)!));
        if (cells.length !== size) return null;
        return eliminationKey(
          cells.flatMap((cell) =>
            grid[cell].filter((digit) => !digits.includes(digit)).map((digit): [number, number] => [cell, digit]),
          ),
        );
      });
    }),
  );
}

export function naiveFish(grid: Grid, size: number): Set<NaiveDeduction> {
  const keys: (NaiveDeduction | null)[] = [];
  for (const digit of DIGITS) {
    for (const [baseLines, coverLines] of [
      [ROWS, COLUMNS],
      [COLUMNS, ROWS],
    ]) {
      const members = baseLines.filter(
        (line) => placesOf(grid, line, digit).length >= 2 && placesOf(grid, line, digit).length <= size,
      );
      for (const bases of combinations(members, size)) {
        const fishCells = union(bases.map((line) => placesOf(grid, line, digit)));
        const covers = coverLines.filter((cover) => fishCells.some((cell) => cover.includes(cell)));
        if (covers.length !== size) continue;
        keys.push(eliminationKey(covers.flatMap((cover) => removeOutside(grid, cover, [digit], bases.flat()))));
      }
    }
  }
  return collect(keys);
}

/** Every productive deduction of the letter on the board, by the plain reading of its rule. */
export function naiveDeductions(board: Board, letter: string): Set<NaiveDeduction> {
  const grid = candidateLists(board);
  switch (letter) {
    case 'B':
      return naiveHiddenSingles(grid, BOXES);
    case 'L':
      return naiveHiddenSingles(grid, ROWS);
    case 'C':
      return naiveHiddenSingles(grid, COLUMNS);
    case 'M':
      return naiveNakedSingles(grid);
    case 'V':
      return naivePointing(grid, 2);
    case 'X':
      return naivePointing(grid, 3);
    case 'W':
      return naiveClaiming(grid, ROWS);
    case 'Y':
      return naiveClaiming(grid, COLUMNS);
    case 'G':
      return naiveNakedSubsets(grid, 2);
    case 'T':
      return naiveNakedSubsets(grid, 3);
    case 'Q':
      return naiveHiddenSubsets(grid, 2);
    case 'R':
      return naiveHiddenSubsets(grid, 3);
    case 'P':
      return naiveFish(grid, 2);
    case 'U':
      return naiveFish(grid, 3);
    default:
      throw new Error(`no naive rule for ${letter}`);
  }
}
