/**
 * Basic fish for one digit. X-Wing (P): in two rows the digit's places lie in the same two
 * columns, so each of those columns holds it in one of those rows, and the columns lose it
 * everywhere else. Swordfish (U): the same over three rows and three columns, each row with two
 * or three places. Jellyfish (JF, full set): the same over four lines. All also run with rows and
 * columns swapped.
 *
 * Scan order: digits ascending; for each digit rows as base lines before columns; base lines as
 * ascending combinations.
 */

import type { Board } from '../board/board';
import { BIT_COUNT } from '../board/bits';
import { COLUMN_UNIT_BASE, SIDE } from '../board/layout';
import type { TechniqueLetter } from '../analysis/types';
import { eliminationDeduction, eliminationsOutside } from './patterns';
import { linePlaces } from './position-tables';
import type { Deduction, Technique } from './technique';
import { UnchangedDigits } from './unchanged-digits';

type FishSize = 2 | 3 | 4;
type BaseKind = 'row' | 'column';

const FISH_LETTERS: Record<number, TechniqueLetter> = { 2: 'P', 3: 'U', 4: 'JF' };

/** The position's places by line (position-tables.ts), read by the search under way. */
let placesInRow: Uint16Array = new Uint16Array(0);
let placesInColumn: Uint16Array = new Uint16Array(0);
/** The fish's cells (at most 4 lines × 4 places). */
const fishCells = new Uint8Array(16);

/** The first X-Wing (size 2) or Swordfish (size 3) that removes a candidate. */
export function findFish(board: Board, size: FishSize): Deduction | null {
  let collected = false;
  const ofDigit = (digitIndex: number): Deduction | null => {
    if (!collected) ({ rows: placesInRow, columns: placesInColumn } = linePlaces(board));
    collected = true;
    return findFishOfDigit(board, size, digitIndex, 'row') ?? findFishOfDigit(board, size, digitIndex, 'column');
  };
  return unchangedBySize[size].firstDeduction(board, ofDigit);
}

const unchangedBySize: Record<FishSize, UnchangedDigits> = {
  2: new UnchangedDigits(),
  3: new UnchangedDigits(),
  4: new UnchangedDigits(),
};

function findFishOfDigit(board: Board, size: FishSize, digitIndex: number, base: BaseKind): Deduction | null {
  const places = base === 'row' ? placesInRow : placesInColumn;
  const offset = digitIndex * SIDE;
  for (let a = 0; a < SIDE; a++) {
    if (!couldBeFishLine(places[offset + a], size)) continue;
    for (let b = a + 1; b < SIDE; b++) {
      if (!couldBeFishLine(places[offset + b], size)) continue;
      const coverOfTwo = places[offset + a] | places[offset + b];
      if (BIT_COUNT[coverOfTwo] > size) continue;
      if (size === 2) {
        const found = fishDeduction(board, digitIndex, base, (1 << a) | (1 << b), coverOfTwo);
        if (found) return found;
        continue;
      }
      for (let c = b + 1; c < SIDE; c++) {
        if (!couldBeFishLine(places[offset + c], size)) continue;
        const coverOfThree = coverOfTwo | places[offset + c];
        if (BIT_COUNT[coverOfThree] > size) continue;
        if (size === 3) {
          if (BIT_COUNT[coverOfThree] !== 3) continue;
          const found = fishDeduction(board, digitIndex, base, (1 << a) | (1 << b) | (1 << c), coverOfThree);
          if (found) return found;
          continue;
        }
        for (let d = c + 1; d < SIDE; d++) {
          if (!couldBeFishLine(places[offset + d], size)) continue;
          const coverOfFour = coverOfThree | places[offset + d];
          if (BIT_COUNT[coverOfFour] !== 4) continue;
          const found = fishDeduction(board, digitIndex, base, (1 << a) | (1 << b) | (1 << c) | (1 << d), coverOfFour);
          if (found) return found;
        }
      }
    }
  }
  return null;
}

/** A line with one place is a hidden single and one with none already holds the digit. */
function couldBeFishLine(places: number, size: FishSize): boolean {
  const count = BIT_COUNT[places];
  return count >= 2 && count <= size;
}

/** Removes the digit from the cover lines outside the base lines (baseLines, coverLines: 9-bit index masks). */
function fishDeduction(
  board: Board,
  digitIndex: number,
  base: BaseKind,
  baseLines: number,
  coverLines: number,
): Deduction | null {
  // The cover lines' places outside the base lines are what goes: none, no deduction.
  const crossPlaces = base === 'row' ? placesInColumn : placesInRow;
  let outside = 0;
  for (let rest = coverLines; rest !== 0; rest &= rest - 1)
    outside |= crossPlaces[digitIndex * SIDE + 31 - Math.clz32(rest & -rest)] & ~baseLines;
  if (outside === 0) return null;
  const bit = 1 << digitIndex;
  const candidates = board.candidates;
  let count = 0;
  for (let line = 0; line < SIDE; line++) {
    if ((baseLines & (1 << line)) === 0) continue;
    for (let cross = 0; cross < SIDE; cross++) {
      const cell = base === 'row' ? line * SIDE + cross : cross * SIDE + line;
      if (candidates[cell] & bit) fishCells[count++] = cell;
    }
  }
  let eliminations: number[] | null = null;
  for (let cover = 0; cover < SIDE; cover++) {
    if ((coverLines & (1 << cover)) === 0) continue;
    const coverUnit = base === 'row' ? COLUMN_UNIT_BASE + cover : cover;
    eliminations = eliminationsOutside(board, coverUnit, bit, fishCells, count, eliminations);
  }
  if (!eliminations) return null;
  const letter: TechniqueLetter = FISH_LETTERS[BIT_COUNT[baseLines]];
  const firstBaseUnit = (base === 'row' ? 0 : COLUMN_UNIT_BASE) + 31 - Math.clz32(baseLines & -baseLines);
  return eliminationDeduction(letter, eliminations, firstBaseUnit, Array.from(fishCells.subarray(0, count)));
}

export const X_WING: Technique = {
  letter: 'P',
  find: (board) => findFish(board, 2),
};

export const JELLYFISH: Technique = {
  letter: 'JF',
  find: (board) => findFish(board, 4),
};

export const SWORDFISH: Technique = {
  letter: 'U',
  find: (board) => findFish(board, 3),
};
