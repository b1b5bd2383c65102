/**
 * Intersections on every kind, written once over the candidate store: a value's places in a
 * confining unit all lie in one other unit, so the value goes there and leaves the rest of that
 * other unit. The letter follows the confining unit. A box, jigsaw region or extra unit points:
 * V with two places, X with three or more (a 9×9 box has at most three in a line). A row claims
 * (W), a column claims (Y). On a standard grid this is exactly pointing from a box into a line and
 * claiming from a line into a box.
 *
 * Scan order: confining units in index order, values ascending, then the units of the first place
 * in index order (a row before a column).
 */

import type { Board } from '../board/board';
import type { CandidateStore } from '../board/candidate-store';
import { BOX, COLUMN, EXTRA, ROW, unitHasCell } from '../geometry/unit-kinds';
import type { TechniqueLetter } from '../analysis/types';
import { eliminationDeduction, valueOutside, type EliminationsAt } from './patterns';
import type { Deduction, Technique, Visit } from './technique';

export type { EliminationsAt } from './patterns';

export type PointingLetter = 'V' | 'X';
export type ClaimingLetter = 'W' | 'Y';

const MAX_UNIT = 64;
/** placeLists[(v − 1) · MAX_UNIT + k]: the k-th place of value v in the unit under study; reused by every scan. */
const placeLists = new Int32Array(MAX_UNIT * MAX_UNIT);
const placeFill = new Uint8Array(MAX_UNIT);

const confinesPointing = (kind: number) => kind === BOX || kind === EXTRA;
const confinesRow = (kind: number) => kind === ROW;
const confinesColumn = (kind: number) => kind === COLUMN;

/** Pointing from a box, region or extra unit: V with exactly two places, X with three or more. */
export function pointingAt(store: CandidateStore, letter: PointingLetter): EliminationsAt | null {
  const pair = letter === 'V';
  return intersectionAt(store, confinesPointing, pair ? 2 : 3, pair ? 2 : store.geometry.size);
}

/** Claiming from a row (W) or a column (Y): two or more places, all in one other unit. */
export function claimingAt(store: CandidateStore, letter: ClaimingLetter): EliminationsAt | null {
  return intersectionAt(store, letter === 'W' ? confinesRow : confinesColumn, 2, store.geometry.size);
}

/** The first intersection, or with `visit` each in turn until it returns true (that one is returned). */
function intersectionAt(
  store: CandidateStore,
  confines: (kind: number) => boolean,
  fewest: number,
  most: number,
  visit?: (found: EliminationsAt) => boolean,
): EliminationsAt | null {
  const geometry = store.geometry;
  const { cellUnits, cellUnitStart } = geometry;
  const kinds = store.unitKindCodes;
  for (let confining = 0; confining < kinds.length; confining++) {
    if (!confines(kinds[confining]) || !store.mayHavePlaceCount(confining, fewest, most)) continue;
    store.collectPlaces(confining, placeLists, placeFill, MAX_UNIT);
    for (let v = 1; v <= geometry.size; v++) {
      const count = placeFill[v - 1];
      if (count < fewest || count > most) continue;
      const offset = (v - 1) * MAX_UNIT;
      const first = placeLists[offset];
      for (let k = cellUnitStart[first]; k < cellUnitStart[first + 1]; k++) {
        const target = cellUnits[k];
        if (target === confining || !holdsAllPlaces(store, target, offset, count)) continue;
        const eliminations = valueOutside(store, target, v, placeLists, offset, offset + count, null);
        if (!eliminations) continue;
        const found = {
          eliminations,
          unit: confining,
          patternCells: Array.from(placeLists.subarray(offset, offset + count)),
        };
        if (!visit || visit(found)) return found;
      }
    }
  }
  return null;
}

function holdsAllPlaces(store: CandidateStore, unit: number, offset: number, count: number): boolean {
  for (let k = 1; k < count; k++) if (!unitHasCell(store.geometry, unit, placeLists[offset + k])) return false;
  return true;
}

function deduction(letter: TechniqueLetter, found: EliminationsAt | null): Deduction | null {
  return found && eliminationDeduction(letter, found.eliminations, found.unit, found.patternCells);
}

/** Pointing with exactly `size` (2 or 3) places of a digit in a box. */
export function findPointing(board: Board, size: 2 | 3): Deduction | null {
  const letter: PointingLetter = size === 2 ? 'V' : 'X';
  return deduction(letter, pointingAt(board, letter));
}

/** Claiming: in a row (W) or column (Y), a digit's two or more places all lie in one box. */
export function findClaiming(board: Board, kind: 'row' | 'column'): Deduction | null {
  const letter: ClaimingLetter = kind === 'row' ? 'W' : 'Y';
  return deduction(letter, claimingAt(board, letter));
}

/** Every intersection of the letter, in pointingAt's or claimingAt's order, until `visit` returns true. */
function forEachIntersection(board: Board, letter: PointingLetter | ClaimingLetter, visit: Visit): void {
  const size = board.geometry.size;
  const confines = letter === 'W' ? confinesRow : letter === 'Y' ? confinesColumn : confinesPointing;
  const fewest = letter === 'X' ? 3 : 2;
  const most = letter === 'V' ? 2 : size;
  intersectionAt(board, confines, fewest, most, (found) =>
    visit(eliminationDeduction(letter, found.eliminations, found.unit, found.patternCells)),
  );
}

export const POINTING_PAIR: Technique = {
  letter: 'V',
  find: (board) => findPointing(board, 2),
  forEach: (board, visit) => forEachIntersection(board, 'V', visit),
};

export const POINTING_TRIPLE: Technique = {
  letter: 'X',
  find: (board) => findPointing(board, 3),
  forEach: (board, visit) => forEachIntersection(board, 'X', visit),
};

export const CLAIMING_ROW: Technique = {
  letter: 'W',
  find: (board) => findClaiming(board, 'row'),
  forEach: (board, visit) => forEachIntersection(board, 'W', visit),
};

export const CLAIMING_COLUMN: Technique = {
  letter: 'Y',
  find: (board) => findClaiming(board, 'column'),
  forEach: (board, visit) => forEachIntersection(board, 'Y', visit),
};
