/**
 * The basic searches on every kind, written once over the candidate store: hidden singles in a box
 * or jigsaw region (B), a row (L), a column (C) — of any grid of a combined puzzle — or an extra
 * unit (E: diagonal, window, colour unit), and the naked single (M). They run thousands of times
 * per analysis, so the scans allocate nothing until they find something, and each store answers
 * "which value has one place left" in its own representation (9-bit masks on 9×9, place counts on
 * other kinds).
 *
 * Fixed scan order (the same puzzle always gives the same log): units in index order, values
 * ascending within a unit; naked singles in reading order.
 */

import type { Board } from '../board/board';
import type { CandidateStore } from '../board/candidate-store';
import { BOX, COLUMN, ROW, unitOfKind } from '../geometry/unit-kinds';
import type { TechniqueLetter } from '../analysis/types';
import type { Deduction, Technique, Visit } from './technique';

export type SingleUnitKind = 'box' | 'row' | 'column';

const HIDDEN_SINGLE_LETTER: Record<SingleUnitKind, TechniqueLetter> = { box: 'B', row: 'L', column: 'C' };
const KIND_CODE: Record<SingleUnitKind, number> = { box: BOX, row: ROW, column: COLUMN };

export function placement(technique: TechniqueLetter, cell: number, digit: number, unit: number): Deduction {
  return { technique, placeCell: cell, placeDigit: digit, eliminations: [], unit, patternCells: [cell] };
}

/** Where a single is: the cell, its value and the unit a person looks at. */
export interface SingleAt {
  cell: number;
  value: number;
  unit: number;
}

/**
 * The first hidden single in a unit of the kind (a code of geometry/unit-kinds.ts), on any store:
 * units in index order, the smallest value with one place, its cell. Null when there is none.
 */
export function hiddenSingleAt(store: CandidateStore, kind: number): SingleAt | null {
  if (!store.mayHoldHiddenSingle(kind)) return null;
  const kinds = store.unitKindCodes;
  for (let unit = 0; unit < kinds.length; unit++) {
    if (kinds[unit] !== kind) continue;
    const value = store.valueWithOnePlace(unit);
    if (value !== 0) return { cell: store.placeOf(unit, value), value, unit };
  }
  return null;
}

/** The first empty cell (reading order) with exactly one candidate, on any store; null when there is none. */
export function nakedSingleAt(store: CandidateStore): SingleAt | null {
  if (!store.mayHoldNakedSingle()) return null;
  const { values, geometry } = store;
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (values[cell] !== 0 || store.count(cell) !== 1) continue;
    // The box is where a person looks to see the other values (a jigsaw region is a box here).
    const box = unitOfKind(geometry, cell, BOX);
    return { cell, value: store.lowest(cell), unit: box >= 0 ? box : geometry.cellUnits[geometry.cellUnitStart[cell]] };
  }
  return null;
}

/** The first hidden single in a unit of the given kind, or null. */
export function findHiddenSingle(board: Board, kind: SingleUnitKind): Deduction | null {
  const at = hiddenSingleAt(board, KIND_CODE[kind]);
  return at && placement(HIDDEN_SINGLE_LETTER[kind], at.cell, at.value, at.unit);
}

/** The first empty cell (reading order) with exactly one candidate, or null. */
export function findNakedSingle(board: Board): Deduction | null {
  const at = nakedSingleAt(board);
  return at && placement('M', at.cell, at.value, at.unit);
}

const MAX_UNIT = 64;
const placeLists = new Int32Array(MAX_UNIT * MAX_UNIT);
const placeFill = new Uint8Array(MAX_UNIT);

/**
 * Every hidden single in the units of the kind: units in index order, values ascending, as
 * hiddenSingleAt meets them. hiddenSingleAt keeps its own loop because the analysis calls it
 * thousands of times and the store answers its one question without listing the unit's places.
 */
function forEachHiddenSingle(board: Board, kind: SingleUnitKind, visit: Visit): void {
  const kinds = board.unitKindCodes;
  const size = board.geometry.size;
  for (let unit = 0; unit < kinds.length; unit++) {
    if (kinds[unit] !== KIND_CODE[kind]) continue;
    board.collectPlaces(unit, placeLists, placeFill, MAX_UNIT);
    for (let value = 1; value <= size; value++) {
      if (placeFill[value - 1] !== 1) continue;
      const cell = placeLists[(value - 1) * MAX_UNIT];
      if (visit(placement(HIDDEN_SINGLE_LETTER[kind], cell, value, unit))) return;
    }
  }
}

/** Every naked single in reading order, as nakedSingleAt meets the first. */
function forEachNakedSingle(board: Board, visit: Visit): void {
  const { values, geometry } = board;
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (values[cell] !== 0 || board.count(cell) !== 1) continue;
    const box = unitOfKind(geometry, cell, BOX);
    const unit = box >= 0 ? box : geometry.cellUnits[geometry.cellUnitStart[cell]];
    if (visit(placement('M', cell, board.lowest(cell), unit))) return;
  }
}

function hiddenSingleTechnique(kind: SingleUnitKind): Technique {
  return {
    letter: HIDDEN_SINGLE_LETTER[kind],
    find: (board) => findHiddenSingle(board, kind),
    forEach: (board, visit) => forEachHiddenSingle(board, kind, visit),
  };
}

export const HIDDEN_SINGLE_BOX = hiddenSingleTechnique('box');
export const HIDDEN_SINGLE_ROW = hiddenSingleTechnique('row');
export const HIDDEN_SINGLE_COLUMN = hiddenSingleTechnique('column');

export const NAKED_SINGLE: Technique = {
  letter: 'M',
  find: findNakedSingle,
  forEach: forEachNakedSingle,
};
