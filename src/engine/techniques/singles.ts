/**
 * The basic searches: hidden singles in a box (B), a row (L) or a column (C), and the naked
 * single (M). They run thousands of times per analysis, so the scans allocate nothing until
 * they find something and read candidates straight from the board's typed arrays.
 *
 * Fixed scan order (the same puzzle always gives the same log): units in index order, digits
 * ascending within a unit; naked singles in reading order.
 */

import type { Board } from '../board/board';
import { LOWEST_DIGIT, SINGLE_DIGIT, digitBit } from '../board/bits';
import { BOX_UNIT_BASE, CELL_COUNT, SIDE, UnitKind } from '../board/layout';
import type { TechniqueLetter } from '../analysis/types';
import type { Deduction, Technique } from './technique';

export type SingleUnitKind = 'box' | 'row' | 'column';

const HIDDEN_SINGLE_LETTER: Record<SingleUnitKind, TechniqueLetter> = { box: 'B', row: 'L', column: 'C' };

export function placement(technique: TechniqueLetter, cell: number, digit: number, unit: number): Deduction {
  return { technique, placeCell: cell, placeDigit: digit, eliminations: [], unit, patternCells: [cell] };
}

/**
 * The digits that have exactly one possible cell in the unit. A digit already placed in the unit
 * is a candidate nowhere in it (placing clears peers), so it never shows up here.
 */
export function digitsWithOnePlace(board: Board, unit: number): number {
  const candidates = board.candidates;
  const unitCells = board.layout.unitCells;
  const base = unit * SIDE;
  let seenOnce = 0;
  let seenTwice = 0;
  for (let i = 0; i < SIDE; i++) {
    const mask = candidates[unitCells[base + i]];
    seenTwice |= seenOnce & mask;
    seenOnce |= mask;
  }
  return seenOnce & ~seenTwice;
}

/** The first hidden single in a unit of the given kind, or null. */
export function findHiddenSingle(board: Board, kind: SingleUnitKind): Deduction | null {
  const { unitCount, unitKinds, unitCells } = board.layout;
  const candidates = board.candidates;
  for (let unit = 0; unit < unitCount; unit++) {
    if (unitKinds[unit] !== (kind as UnitKind)) continue;
    const single = digitsWithOnePlace(board, unit);
    if (single === 0) continue;
    const digit = LOWEST_DIGIT[single];
    const bit = digitBit(digit);
    const base = unit * SIDE;
    for (let i = 0; i < SIDE; i++) {
      const cell = unitCells[base + i];
      if (candidates[cell] & bit) return placement(HIDDEN_SINGLE_LETTER[kind], cell, digit, unit);
    }
  }
  return null;
}

/** The first empty cell (reading order) with exactly one candidate, or null. */
export function findNakedSingle(board: Board): Deduction | null {
  const candidates = board.candidates;
  const values = board.values;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell] !== 0) continue;
    const digit = SINGLE_DIGIT[candidates[cell]];
    // The box is where a person would look to see the other eight digits.
    if (digit !== 0) return placement('M', cell, digit, BOX_UNIT_BASE + board.layout.regionOf[cell]);
  }
  return null;
}

function hiddenSingleTechnique(kind: SingleUnitKind): Technique {
  return {
    letter: HIDDEN_SINGLE_LETTER[kind],
    find: (board) => findHiddenSingle(board, kind),
  };
}

export const HIDDEN_SINGLE_BOX = hiddenSingleTechnique('box');
export const HIDDEN_SINGLE_ROW = hiddenSingleTechnique('row');
export const HIDDEN_SINGLE_COLUMN = hiddenSingleTechnique('column');

export const NAKED_SINGLE: Technique = {
  letter: 'M',
  find: findNakedSingle,
};
