/**
 * Uniqueness (full set): a puzzle has one solution, so the analysed position can never settle into
 * a deadly pattern — one that could be swapped into a second solution. The unique rectangles are
 * unique-rectangles.ts, the avoidable ones avoidable-rectangles.ts (both over the candidate store, for every kind:
 * swappable.ts says which rectangles count); here BUG+1 (over the candidate store too) and the techniques' entries.
 *
 * BUG+1 (BUG): every empty cell has two candidates but one, which has three, and each digit has
 * two places in every unit except one of the three, which has three in that cell's units. Without
 * it the position would be a "bivalue universal grave", which never has exactly one solution, so
 * the cell is that digit: its other two candidates go.
 */

import type { Board } from '../board/board';
import type { CandidateStore } from '../board/candidate-store';
import { EXTRA } from '../geometry/unit-kinds';
import type { EliminationsAt } from './intersections';
import { deductionsOf, eliminationDeduction } from './patterns';
import { offer, scanningTechnique, STOP_AT_FIRST, type Deduction, type Technique, type Visit } from './technique';
import type { TechniqueLetter } from './technique-letter';
import { forEachAvoidableRectangle, type AvoidableLetter } from './avoidable-rectangles';
import { forEachRectangle, rectangleAt, type RectangleLetter } from './unique-rectangles';

/**
 * BUG+1 on every single grid whose units are rows, columns and boxes or regions (no extra units, not
 * a combined puzzle: the rule is read for such grids), written once over the candidate store.
 */
export function bugPlusOneAt(store: CandidateStore): EliminationsAt | null {
  const { cellCount, size, unitCells, units, cellUnits, cellUnitStart, grids } = store.geometry;
  if (grids.length > 0 || store.unitKindCodes.includes(EXTRA)) return null;
  let triple = -1;
  for (let cell = 0; cell < cellCount; cell++) {
    if (store.values[cell] !== 0) continue;
    const count = store.count(cell);
    if (count === 2) continue;
    if (count !== 3 || triple >= 0) return null;
    triple = cell;
  }
  if (triple < 0) return null;
  const inTripleUnit = (unit: number): boolean => {
    for (let k = cellUnitStart[triple]; k < cellUnitStart[triple + 1]; k++) if (cellUnits[k] === unit) return true;
    return false;
  };
  const placesIn = (unit: number, value: number): number => {
    let places = 0;
    for (let i = 0; i < size; i++) {
      const cell = unitCells[unit * size + i];
      if (store.values[cell] === 0 && store.has(cell, value)) places++;
    }
    return places;
  };
  let extra = 0;
  for (let unit = 0; unit < units.length; unit++) {
    for (let value = 1; value <= size; value++) {
      const places = placesIn(unit, value);
      if (places === 0 || places === 2) continue;
      if (places !== 3 || !inTripleUnit(unit) || (extra !== 0 && extra !== value)) return null;
      extra = value;
    }
  }
  if (extra === 0 || !store.has(triple, extra)) return null;
  // Each of the cell's units must count the extra value three times.
  for (let k = cellUnitStart[triple]; k < cellUnitStart[triple + 1]; k++)
    if (placesIn(cellUnits[k], extra) !== 3) return null;
  const eliminations: number[] = [];
  for (let value = 1; value <= size; value++)
    if (value !== extra && store.has(triple, value)) eliminations.push(store.candidateCode(triple, value));
  return { eliminations, unit: -1, patternCells: [triple] };
}

function findBugPlusOne(board: Board, visit: Visit): Deduction | null {
  const found = bugPlusOneAt(board);
  return found && offer(visit, eliminationDeduction('BUG', found.eliminations, -1, found.patternCells));
}

/** Uniqueness needs rows, columns and boxes only: on a layout with extra units a swap may break one. */
function plainLayoutTechnique(
  letter: TechniqueLetter,
  scan: (board: Board, visit: Visit) => Deduction | null,
): Technique {
  return scanningTechnique(letter, (board, visit) =>
    board.layout.unitKinds.includes('extra') ? null : scan(board, visit),
  );
}

/** The 9×9 technique of a unique rectangle type: the first from the types' shared pass, or each shown to the visit. */
function rectangleTechnique(letter: RectangleLetter): Technique {
  const every = deductionsOf(letter, (board, visit) => forEachRectangle(board, letter, visit));
  return scanningTechnique(letter, (board, visit) => {
    if (visit !== STOP_AT_FIRST) return every(board, visit);
    const found = rectangleAt(board, letter);
    return found && eliminationDeduction(letter, found.eliminations, found.unit, found.patternCells);
  });
}

export const UNIQUE_RECTANGLE_1 = rectangleTechnique('UR1');
export const UNIQUE_RECTANGLE_2 = rectangleTechnique('UR2');
export const UNIQUE_RECTANGLE_3 = rectangleTechnique('UR3');
export const UNIQUE_RECTANGLE_4 = rectangleTechnique('UR4');
export const UNIQUE_RECTANGLE_5 = rectangleTechnique('UR5');
export const UNIQUE_RECTANGLE_6 = rectangleTechnique('UR6');
export const HIDDEN_RECTANGLE = rectangleTechnique('HR');
/** The 9×9 technique of an avoidable rectangle type. */
function avoidableTechnique(letter: AvoidableLetter): Technique {
  return scanningTechnique(
    letter,
    deductionsOf(letter, (board, visit) => forEachAvoidableRectangle(board, letter, visit)),
  );
}

export const AVOIDABLE_RECTANGLE_1 = avoidableTechnique('AR1');
export const AVOIDABLE_RECTANGLE_2 = avoidableTechnique('AR2');
export const BUG_PLUS_ONE = plainLayoutTechnique('BUG', findBugPlusOne);
