/**
 * Unique rectangles (full set): a puzzle has one solution, so four empty cells on two rows, two
 * columns and two boxes never end as a and b crosswise — swapping them would give a second
 * solution, whatever the candidates say. A rectangle here has a corner holding exactly {a, b};
 * every corner is empty and a and b are not placed in any of its units, though a corner may have
 * lost one of them already (HoDoKu's "missing candidates"). Its floor is the corners holding
 * nothing but a and b (one may hold only one of them), its roof the corners with more.
 *
 * - Type 1 (UR1): three corners are floor, so the fourth is neither a nor b.
 * - Types 2 and 5 (UR2, UR5): every roof corner has one and the same extra digit c, so one of
 *   them is c: c goes from every cell that sees them all. Type 2 when the roof is two cells of a
 *   row or column, type 5 otherwise (three roof cells, or two across a diagonal).
 * - Type 3 (UR3): a two-cell roof acts as one cell with its extra digits, and with k − 1 other
 *   cells of a unit it shares (none holding a or b) holds k digits: a naked set, whose digits go
 *   from the unit's other cells (and from the box too, when the set lies in one).
 * - Type 4 (UR4): in a unit holding the two roof cells, a has no place but them: one of them is
 *   a, so neither is b.
 * - Type 6 (UR6): a diagonal roof, and a has no place in the rectangle's rows and columns outside
 *   it: a sits on one diagonal, and on the roof's it would leave the floor b and b, so the roof
 *   loses a.
 * - Hidden rectangle (HR): from a floor corner, in the row and the column of the opposite corner
 *   x has no place outside the rectangle: that corner cannot be y, the other digit.
 *
 * Scan order: pairs of rows, then pairs of columns ascending, the pairs of digits their floor
 * corners give in corner order, then the types' own orders.
 */

import type { Board } from '../board/board';
import { BIT_COUNT } from '../board/bits';
import { SIDE } from '../board/layout';
import { eliminationDeduction } from './patterns';
import { valueRemovalsSeeingAll } from './peer-sets';
import { positionGeneration } from './position-tables';
import { offer, STOP_AT_FIRST, type Deduction, type Visit } from './technique';
import type { TechniqueLetter } from './technique-letter';

export type RectangleLetter = 'UR1' | 'UR2' | 'UR3' | 'UR4' | 'UR5' | 'UR6' | 'HR';

const ALL_DIGITS = 0x1ff;
/** At most one rectangle per pair of rows and pair of columns, and at most four digit pairs (one per corner). */
const MAX_RECTANGLES = 36 * 36 * 4;
/** Each rectangle's corners (r1c1, r1c2, r2c1, r2c2) and digit pair, in scan order, kept for the position. */
const rectangleCorners = new Uint8Array(MAX_RECTANGLES * 4);
const rectanglePairs = new Uint16Array(MAX_RECTANGLES);
/** Each rectangle's floor corners (nothing but the pair), counted once per position: most types need a given count. */
const rectangleFloors = new Uint8Array(MAX_RECTANGLES);
let rectangleCount = 0;
let rectanglesGeneration = -1;
/** The index of the rectangle scanRectangles is at. */
let scanned = 0;
/** scanRectangles' floor filter that passes every rectangle. */
const ANY_FLOOR: readonly [number, number] = [-1, -1];

/** The digits a cell may still take by the rules alone: those not placed in any of its units. */
const allowed = new Uint16Array(81);
/** The digits placed in each unit, for `allowed` (a jigsaw's extra units count too). */
const placedInUnit = new Uint16Array(64);
const quadruple: number[] = [0, 0, 0, 0];
/** Per row, as column bits: the empty cells, and those with two candidates. */
const emptyInRow = new Uint16Array(SIDE);
const twoCandidatesInRow = new Uint16Array(SIDE);

const corners: number[] = [0, 0, 0, 0];
const roof: number[] = [];
const floor: number[] = [];

function collectRectangles(board: Board): void {
  const { candidates, values } = board;
  const { regionOf, unitCells, cellUnits } = board.layout;
  const unitCount = unitCells.length / SIDE;
  for (let unit = 0; unit < unitCount; unit++) {
    let digits = 0;
    for (let i = 0; i < SIDE; i++) {
      const value = values[unitCells[unit * SIDE + i]];
      if (value !== 0) digits |= 1 << (value - 1);
    }
    placedInUnit[unit] = digits;
  }
  for (let cell = 0; cell < 81; cell++) {
    if (values[cell] !== 0) {
      allowed[cell] = 0;
      continue;
    }
    let placed = 0;
    const units = cellUnits[cell];
    for (let i = 0; i < units.length; i++) placed |= placedInUnit[units[i]];
    allowed[cell] = ALL_DIGITS & ~placed;
  }
  for (let row = 0; row < SIDE; row++) {
    let empty = 0;
    let twoCandidates = 0;
    for (let column = 0; column < SIDE; column++) {
      const cell = row * SIDE + column;
      if (values[cell] !== 0) continue;
      empty |= 1 << column;
      if (BIT_COUNT[candidates[cell]] === 2) twoCandidates |= 1 << column;
    }
    emptyInRow[row] = empty;
    twoCandidatesInRow[row] = twoCandidates;
  }
  rectangleCount = 0;
  for (let r1 = 0; r1 < SIDE; r1++) {
    for (let r2 = r1 + 1; r2 < SIDE; r2++) {
      const bothEmpty = emptyInRow[r1] & emptyInRow[r2];
      // Every rectangle has a corner of two candidates: most pairs of rows have no such column.
      const withPair = bothEmpty & (twoCandidatesInRow[r1] | twoCandidatesInRow[r2]);
      if (withPair === 0) continue;
      for (let firsts = bothEmpty; firsts !== 0; firsts &= firsts - 1) {
        const c1 = 31 - Math.clz32(firsts & -firsts);
        const later = firsts & (firsts - 1);
        const partners = withPair & (1 << c1) ? later : later & withPair;
        const a = r1 * SIDE + c1;
        const c = r2 * SIDE + c1;
        for (let seconds = partners; seconds !== 0; seconds &= seconds - 1) {
          const c2 = 31 - Math.clz32(seconds & -seconds);
          const b = r1 * SIDE + c2;
          const d = r2 * SIDE + c2;
          const boxes = (1 << regionOf[a]) | (1 << regionOf[b]) | (1 << regionOf[c]) | (1 << regionOf[d]);
          if (BIT_COUNT[boxes] !== 2) continue;
          const room = allowed[a] & allowed[b] & allowed[c] & allowed[d];
          if (BIT_COUNT[room] < 2) continue;
          const cells = quadruple;
          cells[0] = a;
          cells[1] = b;
          cells[2] = c;
          cells[3] = d;
          for (let k = 0; k < 4; k++) {
            const pair = candidates[cells[k]];
            if (BIT_COUNT[pair] !== 2 || (pair & room) !== pair) continue;
            let seen = false;
            for (let j = 0; j < k; j++) seen ||= candidates[cells[j]] === pair;
            if (seen) continue;
            const n = rectangleCount++;
            let floors = 0;
            for (let j = 0; j < 4; j++) {
              rectangleCorners[n * 4 + j] = cells[j];
              if ((candidates[cells[j]] & ~pair) === 0) floors++;
            }
            rectanglePairs[n] = pair;
            rectangleFloors[n] = floors;
          }
        }
      }
    }
  }
}

/**
 * Every rectangle of the position with its pair and a floor of `floors[0]` or `floors[1]` corners, in
 * scan order, the rectangle's corners in `corners`.
 */
function scanRectangles(
  board: Board,
  floors: readonly [number, number],
  each: (pair: number) => Deduction | null,
): Deduction | null {
  const generation = positionGeneration(board);
  if (rectanglesGeneration !== generation) {
    collectRectangles(board);
    rectanglesGeneration = generation;
  }
  for (let n = 0; n < rectangleCount; n++) {
    if (floors !== ANY_FLOOR && rectangleFloors[n] !== floors[0] && rectangleFloors[n] !== floors[1]) continue;
    scanned = n;
    for (let j = 0; j < 4; j++) corners[j] = rectangleCorners[n * 4 + j];
    const found = each(rectanglePairs[n]);
    if (found) return found;
  }
  return null;
}

/** Splits the corners into floor (nothing but the pair) and roof, in corner order. */
function splitCorners(board: Board, pair: number): void {
  floor.length = 0;
  roof.length = 0;
  for (const cell of corners) ((board.candidates[cell] & ~pair) === 0 ? floor : roof).push(cell);
}

const rowOf = (cell: number) => (cell / SIDE) | 0;
const columnOf = (cell: number) => cell % SIDE;

function codesOf(cell: number, digits: number, into: number[]): number[] {
  for (let mask = digits; mask !== 0; mask &= mask - 1) into.push(cell * 9 + 31 - Math.clz32(mask & -mask));
  return into;
}

function rectangleStep(letter: TechniqueLetter, eliminations: number[], unit = -1): Deduction {
  return eliminationDeduction(letter, eliminations, unit, corners.slice());
}

function typeOne(board: Board, pair: number, visit: Visit): Deduction | null {
  if (floor.length !== 3) return null;
  const removed = board.candidates[roof[0]] & pair;
  return removed === 0 ? null : offer(visit, rectangleStep('UR1', codesOf(roof[0], removed, [])));
}

/** Types 2 and 5: `letter` picks which of the two the roof's shape must be. */
function typeTwoOrFive(board: Board, pair: number, letter: 'UR2' | 'UR5', visit: Visit): Deduction | null {
  if (floor.length === 0 || floor.length === 3) return null;
  let extra = 0;
  for (const cell of roof) extra |= board.candidates[cell] & ~pair;
  if (BIT_COUNT[extra] !== 1) return null;
  const inLine = roof.length === 2 && (rowOf(roof[0]) === rowOf(roof[1]) || columnOf(roof[0]) === columnOf(roof[1]));
  if ((letter === 'UR2') !== inLine) return null;
  const eliminations = valueRemovalsSeeingAll(board, 32 - Math.clz32(extra), roof, roof.length, corners, 4, null);
  return eliminations ? offer(visit, rectangleStep(letter, eliminations)) : null;
}

function typeFour(board: Board, pair: number, visit: Visit): Deduction | null {
  if (floor.length !== 2) return null;
  const { cellUnits, unitCells } = board.layout;
  for (const unit of cellUnits[roof[0]]) {
    if (!cellUnits[roof[1]].includes(unit)) continue;
    for (let mask = pair; mask !== 0; mask &= mask - 1) {
      const digit = mask & -mask;
      let elsewhere = false;
      for (let i = 0; i < SIDE && !elsewhere; i++) {
        const cell = unitCells[unit * SIDE + i];
        elsewhere = cell !== roof[0] && cell !== roof[1] && (board.candidates[cell] & digit) !== 0;
      }
      if (elsewhere) continue;
      const other = pair & ~digit;
      const eliminations = codesOf(
        roof[1],
        board.candidates[roof[1]] & other,
        codesOf(roof[0], board.candidates[roof[0]] & other, []),
      );
      if (eliminations.length === 0) continue;
      const found = offer(visit, rectangleStep('UR4', eliminations, unit));
      if (found) return found;
    }
  }
  return null;
}

/** Whether the digit (a bit) has a place in the unit outside the rectangle's corners. */
function placeOutsideCorners(board: Board, unit: number, digit: number): boolean {
  const unitCells = board.layout.unitCells;
  for (let i = 0; i < SIDE; i++) {
    const cell = unitCells[unit * SIDE + i];
    if ((board.candidates[cell] & digit) === 0) continue;
    if (cell !== corners[0] && cell !== corners[1] && cell !== corners[2] && cell !== corners[3]) return true;
  }
  return false;
}

function typeSix(board: Board, pair: number, visit: Visit): Deduction | null {
  if (floor.length !== 2 || rowOf(roof[0]) === rowOf(roof[1]) || columnOf(roof[0]) === columnOf(roof[1])) return null;
  for (let mask = pair; mask !== 0; mask &= mask - 1) {
    const digit = mask & -mask;
    if (
      placeOutsideCorners(board, rowOf(roof[0]), digit) ||
      placeOutsideCorners(board, rowOf(roof[1]), digit) ||
      placeOutsideCorners(board, SIDE + columnOf(roof[0]), digit) ||
      placeOutsideCorners(board, SIDE + columnOf(roof[1]), digit)
    )
      continue;
    const eliminations = codesOf(
      roof[1],
      board.candidates[roof[1]] & digit,
      codesOf(roof[0], board.candidates[roof[0]] & digit, []),
    );
    if (eliminations.length === 0) continue;
    const found = offer(visit, rectangleStep('UR6', eliminations));
    if (found) return found;
  }
  return null;
}

function hiddenRectangle(board: Board, pair: number, visit: Visit): Deduction | null {
  if (floor.length === 0 || floor.length > 2) return null;
  if (floor.length === 2 && (rowOf(floor[0]) === rowOf(floor[1]) || columnOf(floor[0]) === columnOf(floor[1])))
    return null;
  for (const corner of floor) {
    const opposite = corners[3 - corners.indexOf(corner)];
    for (let mask = pair; mask !== 0; mask &= mask - 1) {
      const digit = mask & -mask;
      const removed = board.candidates[opposite] & pair & ~digit;
      if (
        removed === 0 ||
        placeOutsideCorners(board, rowOf(opposite), digit) ||
        placeOutsideCorners(board, SIDE + columnOf(opposite), digit)
      )
        continue;
      const found = offer(visit, rectangleStep('HR', codesOf(opposite, removed, [])));
      if (found) return found;
    }
  }
  return null;
}

/**
 * Type 3 in one unit the two roof cells share: sets of its other cells (none holding a digit of
 * the pair) that, with the roof's extras, hold one digit more than their count, in the order of
 * the unit's cells (each set before those that extend it).
 */
function typeThreeIn(board: Board, unit: number, pair: number, extras: number, visit: Visit): Deduction | null {
  const { unitCells, regionOf } = board.layout;
  const candidates = board.candidates;
  const open: number[] = [];
  for (let i = 0; i < SIDE; i++) {
    const cell = unitCells[unit * SIDE + i];
    if (candidates[cell] !== 0 && (candidates[cell] & pair) === 0 && !corners.includes(cell)) open.push(cell);
  }
  const chosen: number[] = [];
  const isBox = unit >= 2 * SIDE;
  const search = (from: number, digits: number): Deduction | null => {
    for (let k = from; k < open.length; k++) {
      chosen.push(open[k]);
      const withCell = digits | candidates[open[k]];
      const cells = [...roof, ...chosen];
      // A set on one line within a box is the line's (its box's cells join that step).
      const counted = !isBox || !onOneLine(cells);
      if (counted && BIT_COUNT[withCell] === chosen.length + 1) {
        const eliminations = setEliminations(board, unit, cells, withCell);
        if (!isBox) {
          const box = regionOf[cells[0]];
          if (cells.every((cell) => regionOf[cell] === box))
            setEliminations(board, 2 * SIDE + box, cells, withCell, eliminations);
        }
        if (eliminations.length > 0) {
          const found = offer(visit, rectangleStep('UR3', eliminations, unit));
          if (found) return found;
        }
      }
      const found = search(k + 1, withCell);
      chosen.pop();
      if (found) return found;
    }
    return null;
  };
  return search(0, extras);
}

function onOneLine(cells: readonly number[]): boolean {
  return (
    cells.every((cell) => rowOf(cell) === rowOf(cells[0])) ||
    cells.every((cell) => columnOf(cell) === columnOf(cells[0]))
  );
}

/** The set's digits removed from the unit's other empty cells (added to `into`, without repeats). */
function setEliminations(
  board: Board,
  unit: number,
  cells: readonly number[],
  digits: number,
  into: number[] = [],
): number[] {
  const unitCells = board.layout.unitCells;
  for (let i = 0; i < SIDE; i++) {
    const cell = unitCells[unit * SIDE + i];
    if (cells.includes(cell)) continue;
    for (let mask = board.candidates[cell] & digits; mask !== 0; mask &= mask - 1) {
      const code = cell * 9 + 31 - Math.clz32(mask & -mask);
      if (!into.includes(code)) into.push(code);
    }
  }
  return into;
}

function typeThree(board: Board, pair: number, visit: Visit): Deduction | null {
  if (floor.length !== 2) return null;
  let extras = 0;
  for (const cell of roof) extras |= board.candidates[cell] & ~pair;
  const [first, second] = roof;
  const { regionOf } = board.layout;
  const units: number[] = [];
  if (rowOf(first) === rowOf(second)) units.push(rowOf(first));
  if (columnOf(first) === columnOf(second)) units.push(SIDE + columnOf(first));
  if (regionOf[first] === regionOf[second]) units.push(2 * SIDE + regionOf[first]);
  for (const unit of units) {
    const found = typeThreeIn(board, unit, pair, extras, visit);
    if (found) return found;
  }
  return null;
}

const TYPES: Record<RectangleLetter, (board: Board, pair: number, visit: Visit) => Deduction | null> = {
  UR1: typeOne,
  UR2: (board, pair, visit) => typeTwoOrFive(board, pair, 'UR2', visit),
  UR3: typeThree,
  UR4: typeFour,
  UR5: (board, pair, visit) => typeTwoOrFive(board, pair, 'UR5', visit),
  UR6: typeSix,
  HR: hiddenRectangle,
};

/** The floor sizes each type reads (the type's own check decides). */
const FLOORS: Record<RectangleLetter, readonly [number, number]> = {
  UR1: [3, 3],
  UR2: [1, 2],
  UR3: [2, 2],
  UR4: [2, 2],
  UR5: [1, 2],
  UR6: [2, 2],
  HR: [1, 2],
};

const RECTANGLE_LETTERS = Object.keys(TYPES) as RectangleLetter[];
/** Each type's first step in the position of `firstsGeneration`, found in one pass over the rectangles. */
const firstOfType = new Map<RectangleLetter, Deduction | null>();
let firstsGeneration = -1;

/**
 * The analysis asks the types one after another in the same position, and mostly none applies:
 * one pass splits each rectangle's corners once and asks every type still without a step.
 */
function firstRectangle(board: Board, letter: RectangleLetter): Deduction | null {
  const generation = positionGeneration(board);
  if (firstsGeneration === generation) return firstOfType.get(letter) ?? null;
  firstOfType.clear();
  let open = RECTANGLE_LETTERS.length;
  scanRectangles(board, ANY_FLOOR, (pair) => {
    const floors = rectangleFloors[scanned];
    let split = false;
    let last: Deduction | null = null;
    for (const type of RECTANGLE_LETTERS) {
      const wanted = FLOORS[type];
      if (firstOfType.has(type) || (floors !== wanted[0] && floors !== wanted[1])) continue;
      if (!split) splitCorners(board, pair);
      split = true;
      const found = TYPES[type](board, pair, STOP_AT_FIRST);
      if (found) {
        firstOfType.set(type, found);
        last = found;
        open--;
      }
    }
    // A step ends the scan: every type has its first.
    return open === 0 ? last : null;
  });
  firstsGeneration = positionGeneration(board);
  return firstOfType.get(letter) ?? null;
}

/** The first (or, through `visit`, every) rectangle step of one type. */
export function findRectangle(board: Board, letter: RectangleLetter, visit: Visit): Deduction | null {
  if (visit === STOP_AT_FIRST) return firstRectangle(board, letter);
  const type = TYPES[letter];
  return scanRectangles(board, FLOORS[letter], (pair) => {
    splitCorners(board, pair);
    return type(board, pair, visit);
  });
}
