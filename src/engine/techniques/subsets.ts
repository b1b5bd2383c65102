/**
 * Subsets inside one unit. Naked (G: pair, T: triple): N cells whose candidates together are N
 * digits take those digits, so the unit's other cells lose them. Hidden (Q: pair, R: triple): N
 * digits whose places in the unit are the same N cells fill those cells, so the cells lose every
 * other candidate. Scan order: units in index order, then combinations in ascending order
 * (cells in unit order for naked subsets, digits ascending for hidden ones).
 *
 * A subset's cells and the candidates it removes all lie in its unit, so each search skips the
 * units whose cells are as they were when it last found nothing there (unchanged-areas.ts).
 */

import type { Board } from '../board/board';
import { BIT_COUNT } from '../board/bits';
import { SIDE, type Layout } from '../board/layout';
import type { TechniqueLetter } from '../analysis/types';
import {
  allDigitPositions,
  cellsAtPositions,
  eliminationDeduction,
  eliminationsAtPositions,
  eliminationsOutside,
} from './patterns';
import type { Deduction, Technique } from './technique';
import { UnchangedAreas } from './unchanged-areas';

type SubsetSize = 2 | 3;

/** The unit's empty cells that could belong to a subset of the size under study, and their masks. */
const memberCells = new Uint8Array(SIDE);
const memberMasks = new Uint16Array(SIDE);
const subsetCells = new Uint8Array(3);
/** Positions of each digit in the unit under study, and the digits (0-based) that could be in a hidden subset. */
const positionsByDigit = new Uint16Array(9);
const memberDigits = new Uint8Array(9);

const unitTables = new WeakMap<Layout, number[][]>();
/** Each unit's cells, in unit order (the areas of the records). */
function unitsOf(layout: Layout): number[][] {
  let units = unitTables.get(layout);
  if (!units) {
    units = Array.from({ length: layout.unitCount }, (_, unit) =>
      Array.from(layout.unitCells.subarray(unit * SIDE, unit * SIDE + SIDE)),
    );
    unitTables.set(layout, units);
  }
  return units;
}

/** One record per search: G, T, Q, R. */
const unchangedNaked: Record<SubsetSize, UnchangedAreas> = { 2: new UnchangedAreas(), 3: new UnchangedAreas() };
const unchangedHidden: Record<SubsetSize, UnchangedAreas> = { 2: new UnchangedAreas(), 3: new UnchangedAreas() };

/** The first naked subset of `size` cells in any unit that removes a candidate. */
export function findNakedSubset(board: Board, size: SubsetSize): Deduction | null {
  const letter: TechniqueLetter = size === 2 ? 'G' : 'T';
  return unchangedNaked[size].firstDeduction(board, unitsOf(board.layout), (unit) =>
    nakedSubsetInUnit(board, size, letter, unit),
  );
}

function nakedSubsetInUnit(board: Board, size: SubsetSize, letter: TechniqueLetter, unit: number): Deduction | null {
  const { unitCells } = board.layout;
  const candidates = board.candidates;
  let members = 0;
  for (let i = 0; i < SIDE; i++) {
    const cell = unitCells[unit * SIDE + i];
    const count = BIT_COUNT[candidates[cell]];
    if (count >= 2 && count <= size) {
      memberCells[members] = cell;
      memberMasks[members++] = candidates[cell];
    }
  }
  for (let a = 0; a < members; a++) {
    for (let b = a + 1; b < members; b++) {
      const pairDigits = memberMasks[a] | memberMasks[b];
      if (BIT_COUNT[pairDigits] > size) continue;
      if (size === 2) {
        const found = nakedSubsetDeduction(board, letter, unit, pairDigits, 2, a, b, 0);
        if (found) return found;
        continue;
      }
      for (let c = b + 1; c < members; c++) {
        const tripleDigits = pairDigits | memberMasks[c];
        if (BIT_COUNT[tripleDigits] !== 3) continue;
        const found = nakedSubsetDeduction(board, letter, unit, tripleDigits, 3, a, b, c);
        if (found) return found;
      }
    }
  }
  return null;
}

function nakedSubsetDeduction(
  board: Board,
  letter: TechniqueLetter,
  unit: number,
  digits: number,
  size: number,
  a: number,
  b: number,
  c: number,
): Deduction | null {
  subsetCells[0] = memberCells[a];
  subsetCells[1] = memberCells[b];
  subsetCells[2] = memberCells[c];
  const eliminations = eliminationsOutside(board, unit, digits, subsetCells, size, null);
  return eliminations && eliminationDeduction(letter, eliminations, unit, Array.from(subsetCells.subarray(0, size)));
}

/** The first hidden subset of `size` digits in any unit that removes a candidate. */
export function findHiddenSubset(board: Board, size: SubsetSize): Deduction | null {
  const letter: TechniqueLetter = size === 2 ? 'Q' : 'R';
  return unchangedHidden[size].firstDeduction(board, unitsOf(board.layout), (unit) =>
    hiddenSubsetInUnit(board, size, letter, unit),
  );
}

function hiddenSubsetInUnit(board: Board, size: SubsetSize, letter: TechniqueLetter, unit: number): Deduction | null {
  allDigitPositions(board, unit, positionsByDigit);
  let members = 0;
  for (let digitIndex = 0; digitIndex < 9; digitIndex++) {
    const count = BIT_COUNT[positionsByDigit[digitIndex]];
    // A digit with one place is a hidden single and a placed digit has none: neither is in a subset.
    if (count >= 2 && count <= size) memberDigits[members++] = digitIndex;
  }
  for (let a = 0; a < members; a++) {
    const positionsA = positionsByDigit[memberDigits[a]];
    for (let b = a + 1; b < members; b++) {
      const pairPositions = positionsA | positionsByDigit[memberDigits[b]];
      if (BIT_COUNT[pairPositions] > size) continue;
      const pairDigits = (1 << memberDigits[a]) | (1 << memberDigits[b]);
      if (size === 2) {
        const found = hiddenSubsetDeduction(board, letter, unit, pairPositions, pairDigits);
        if (found) return found;
        continue;
      }
      for (let c = b + 1; c < members; c++) {
        const triplePositions = pairPositions | positionsByDigit[memberDigits[c]];
        if (BIT_COUNT[triplePositions] !== 3) continue;
        const found = hiddenSubsetDeduction(board, letter, unit, triplePositions, pairDigits | (1 << memberDigits[c]));
        if (found) return found;
      }
    }
  }
  return null;
}

function hiddenSubsetDeduction(
  board: Board,
  letter: TechniqueLetter,
  unit: number,
  positions: number,
  digits: number,
): Deduction | null {
  const eliminations = eliminationsAtPositions(board, unit, positions, digits, null);
  return eliminations && eliminationDeduction(letter, eliminations, unit, cellsAtPositions(board, unit, positions));
}

export const NAKED_PAIR: Technique = {
  letter: 'G',
  find: (board) => findNakedSubset(board, 2),
};

export const HIDDEN_PAIR: Technique = {
  letter: 'Q',
  find: (board) => findHiddenSubset(board, 2),
};

export const NAKED_TRIPLE: Technique = {
  letter: 'T',
  find: (board) => findNakedSubset(board, 3),
};

export const HIDDEN_TRIPLE: Technique = {
  letter: 'R',
  find: (board) => findHiddenSubset(board, 3),
};
