/**
 * Uniqueness (full set): a puzzle has one solution, so the analysed position can never settle into
 * a deadly pattern — one that could be swapped into a second solution.
 *
 * Unique rectangle: four empty cells on two rows, two columns and two boxes all holding digits a
 * and b. If all four ended as a/b, swapping them would give a second solution, so some cell keeps
 * another digit. Type 1 (UR1): three cells are exactly {a,b}, so the fourth loses a and b.
 * With the two cells of one side exactly {a,b} (the floor) and the other two (the roof) holding
 * more: Type 2 (UR2) — both roof cells hold one and the same extra digit c, so one of them is c:
 * c goes from every cell that sees both. Type 3 (UR3) — one roof cell holds an extra, so the roof
 * acts as one cell with the extras as candidates, and with other cells of a unit they share makes
 * a naked pair or triple. Type 4 (UR4) — in a unit holding both roof cells, a has no place but
 * them: one of them is a, so neither can be b (that would leave the deadly pattern).
 *
 * BUG+1 (BUG): every empty cell has two candidates but one, which has three, and each digit has
 * two places in every unit except one of the three, which has three in that cell's units. Without
 * it the position would be a "bivalue universal grave", which never has exactly one solution, so
 * the cell is that digit: its other two candidates go.
 *
 * Scan order: rows, then columns ascending (first pair first), digit pairs ascending.
 */

import type { Board } from '../board/board';
import { BIT_COUNT } from '../board/bits';
import { CELL_COUNT, SIDE } from '../board/layout';
import { eliminationDeduction, eliminationsAtPositions } from './patterns';
import { eliminationsSeeingAll } from './peer-sets';
import { positionGeneration } from './position-tables';
import { offer, scanningTechnique, type Deduction, type Technique, type Visit } from './technique';
import type { TechniqueLetter } from './technique-letter';

type RectangleType = 1 | 2 | 3 | 4;

const corners = new Int32Array(4);
const roof = new Int32Array(2);

/** At most one rectangle per pair of rows and pair of columns. */
const MAX_RECTANGLES = 36 * 36;
/**
 * The rectangles any type can start from — a common pair, two boxes, at least two corners exactly
 * two digits — in scan order, with their count of such corners: found once per position for the
 * four types, which run one after the other on it.
 */
const rectangleCorners = new Uint8Array(MAX_RECTANGLES * 4);
const rectangleBivalueCorners = new Uint8Array(MAX_RECTANGLES);
let rectangleCount = 0;
let rectanglesGeneration = -1;

function collectRectangles(board: Board): void {
  const candidates = board.candidates;
  const { regionOf } = board.layout;
  rectangleCount = 0;
  for (let r1 = 0; r1 < SIDE; r1++) {
    for (let r2 = r1 + 1; r2 < SIDE; r2++) {
      for (let c1 = 0; c1 < SIDE; c1++) {
        const a = r1 * SIDE + c1;
        const c = r2 * SIDE + c1;
        if (BIT_COUNT[candidates[a]] < 2 || BIT_COUNT[candidates[c]] < 2) continue;
        for (let c2 = c1 + 1; c2 < SIDE; c2++) {
          const b = r1 * SIDE + c2;
          const d = r2 * SIDE + c2;
          const common = candidates[a] & candidates[b] & candidates[c] & candidates[d];
          if (BIT_COUNT[common] < 2) continue;
          // Every type needs corners that are exactly the pair: three for type 1, two (the floor) for the others.
          const bivalueCorners =
            +(BIT_COUNT[candidates[a]] === 2) +
            +(BIT_COUNT[candidates[b]] === 2) +
            +(BIT_COUNT[candidates[c]] === 2) +
            +(BIT_COUNT[candidates[d]] === 2);
          if (bivalueCorners < 2) continue;
          // Two boxes: one side of the rectangle lies in one box, the opposite side in another.
          const boxes = (1 << regionOf[a]) | (1 << regionOf[b]) | (1 << regionOf[c]) | (1 << regionOf[d]);
          if (BIT_COUNT[boxes] !== 2) continue;
          const k = rectangleCount++;
          rectangleCorners[k * 4] = a;
          rectangleCorners[k * 4 + 1] = b;
          rectangleCorners[k * 4 + 2] = c;
          rectangleCorners[k * 4 + 3] = d;
          rectangleBivalueCorners[k] = bivalueCorners;
        }
      }
    }
  }
}

function findUniqueRectangle(board: Board, type: RectangleType, visit: Visit): Deduction | null {
  const generation = positionGeneration(board);
  if (rectanglesGeneration !== generation) {
    collectRectangles(board);
    rectanglesGeneration = generation;
  }
  const candidates = board.candidates;
  const needed = type === 1 ? 3 : 2;
  for (let k = 0; k < rectangleCount; k++) {
    if (rectangleBivalueCorners[k] < needed) continue;
    for (let i = 0; i < 4; i++) corners[i] = rectangleCorners[k * 4 + i];
    const common = candidates[corners[0]] & candidates[corners[1]] & candidates[corners[2]] & candidates[corners[3]];
    for (let pairs = common; pairs !== 0; pairs &= pairs - 1) {
      const low = pairs & -pairs;
      for (let rest = pairs & (pairs - 1); rest !== 0; rest &= rest - 1) {
        const found = rectangleDeduction(board, type, low | (rest & -rest), visit);
        if (found) return found;
      }
    }
  }
  return null;
}

function rectangleDeduction(board: Board, type: RectangleType, pair: number, visit: Visit): Deduction | null {
  const candidates = board.candidates;
  let exact = 0;
  for (let k = 0; k < 4; k++) if (candidates[corners[k]] === pair) exact |= 1 << k;
  const exactCount = BIT_COUNT[exact];
  if (type === 1) {
    if (exactCount !== 3) return null;
    const fourth = corners[31 - Math.clz32(~exact & 0xf)];
    return offer(visit, eliminationDeduction('UR1', codes(fourth, pair), -1, Array.from(corners)));
  }
  // The floor is one side (corners 0-1, 2-3, 0-2 or 1-3), the roof the opposite side.
  if (exactCount !== 2 || exact === 0b1001 || exact === 0b0110) return null;
  let n = 0;
  for (let k = 0; k < 4; k++) if ((exact & (1 << k)) === 0) roof[n++] = corners[k];
  const extras = (candidates[roof[0]] | candidates[roof[1]]) & ~pair;
  let eliminations: number[] | null = null;
  if (type === 2) {
    if (BIT_COUNT[extras] !== 1 || (candidates[roof[0]] & ~pair) !== extras || (candidates[roof[1]] & ~pair) !== extras)
      return null;
    eliminations = eliminationsSeeingAll(board, extras, roof, 2, corners, 4, null);
    return eliminations ? offer(visit, eliminationDeduction('UR2', eliminations, -1, Array.from(corners))) : null;
  }
  for (const unit of sharedUnits(board, roof[0], roof[1])) {
    const found = type === 3 ? nakedSetWithRoof(board, unit, extras, visit) : strongRoof(board, unit, pair, visit);
    if (found) return found;
  }
  return null;
}

function codes(cell: number, digits: number): number[] {
  const list: number[] = [];
  for (let mask = digits; mask !== 0; mask &= mask - 1) list.push(cell * 9 + 31 - Math.clz32(mask & -mask));
  return list;
}

function sharedUnits(board: Board, first: number, second: number): number[] {
  const other = board.layout.cellUnits[second];
  return board.layout.cellUnits[first].filter((unit) => other.includes(unit));
}

/** Positions (unit order) of the roof cells and of the cells holding `bit` in the unit. */
function unitPositions(board: Board, unit: number, bit: number): { roofPositions: number; places: number } {
  const unitCells = board.layout.unitCells;
  let roofPositions = 0;
  let places = 0;
  for (let i = 0; i < SIDE; i++) {
    const cell = unitCells[unit * SIDE + i];
    if (cell === roof[0] || cell === roof[1]) roofPositions |= 1 << i;
    if (board.candidates[cell] & bit) places |= 1 << i;
  }
  return { roofPositions, places };
}

/** Type 4: a digit of the pair has no place in the unit but the roof, so the other leaves the roof. */
function strongRoof(board: Board, unit: number, pair: number, visit: Visit): Deduction | null {
  for (let mask = pair; mask !== 0; mask &= mask - 1) {
    const bit = mask & -mask;
    const { roofPositions, places } = unitPositions(board, unit, bit);
    if (places !== roofPositions) continue;
    const eliminations = [...codes(roof[0], pair & ~bit), ...codes(roof[1], pair & ~bit)];
    const found = offer(visit, eliminationDeduction('UR4', eliminations, unit, Array.from(corners)));
    if (found) return found;
  }
  return null;
}

/** Type 3: the roof's extras with one or two other cells of the unit make a naked pair or triple. */
function nakedSetWithRoof(board: Board, unit: number, extras: number, visit: Visit): Deduction | null {
  const candidates = board.candidates;
  const unitCells = board.layout.unitCells;
  const { roofPositions } = unitPositions(board, unit, 0);
  const open: number[] = [];
  for (let i = 0; i < SIDE; i++)
    if ((roofPositions & (1 << i)) === 0 && candidates[unitCells[unit * SIDE + i]] !== 0) open.push(i);
  for (let x = 0; x < open.length; x++) {
    const first = extras | candidates[unitCells[unit * SIDE + open[x]]];
    if (BIT_COUNT[first] === 2) {
      const found = lockedSetDeduction(board, unit, first, roofPositions | (1 << open[x]), visit);
      if (found) return found;
    }
    for (let y = x + 1; y < open.length; y++) {
      const second = first | candidates[unitCells[unit * SIDE + open[y]]];
      if (BIT_COUNT[second] !== 3) continue;
      const found = lockedSetDeduction(board, unit, second, roofPositions | (1 << open[x]) | (1 << open[y]), visit);
      if (found) return found;
    }
  }
  return null;
}

function lockedSetDeduction(
  board: Board,
  unit: number,
  digits: number,
  setPositions: number,
  visit: Visit,
): Deduction | null {
  // The digits go from the unit's other cells: removing all but ~digits from them.
  const others = 0x1ff & ~setPositions;
  const candidates = board.candidates;
  const unitCells = board.layout.unitCells;
  let holders = 0;
  for (let i = 0; i < SIDE; i++)
    if (others & (1 << i) && candidates[unitCells[unit * SIDE + i]] & digits) holders |= 1 << i;
  if (holders === 0) return null;
  const eliminations = eliminationsAtPositions(board, unit, holders, 0x1ff & ~digits, null);
  return eliminations ? offer(visit, eliminationDeduction('UR3', eliminations, unit, Array.from(corners))) : null;
}

function findBugPlusOne(board: Board, visit: Visit): Deduction | null {
  const candidates = board.candidates;
  let triple = -1;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const count = BIT_COUNT[candidates[cell]];
    if (count === 0 || count === 2) continue;
    if (count !== 3 || triple >= 0) return null;
    triple = cell;
  }
  if (triple < 0) return null;
  const { unitCells, cellUnits } = board.layout;
  const unitCount = unitCells.length / SIDE;
  const tripleUnits = cellUnits[triple];
  let extra = 0;
  for (let unit = 0; unit < unitCount; unit++) {
    const inTripleUnit = tripleUnits.includes(unit);
    for (let digitIndex = 0; digitIndex < 9; digitIndex++) {
      let places = 0;
      for (let i = 0; i < SIDE; i++) if (candidates[unitCells[unit * SIDE + i]] & (1 << digitIndex)) places++;
      if (places === 0 || places === 2) continue;
      if (places !== 3 || !inTripleUnit || (extra !== 0 && extra !== 1 << digitIndex)) return null;
      extra = 1 << digitIndex;
    }
  }
  if (extra === 0 || (candidates[triple] & extra) === 0) return null;
  // Each of the cell's units must count the extra digit three times.
  for (const unit of tripleUnits) {
    let places = 0;
    for (let i = 0; i < SIDE; i++) if (candidates[unitCells[unit * SIDE + i]] & extra) places++;
    if (places !== 3) return null;
  }
  return offer(visit, eliminationDeduction('BUG', codes(triple, candidates[triple] & ~extra), -1, [triple]));
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

export const UNIQUE_RECTANGLE_1 = plainLayoutTechnique('UR1', (board, visit) => findUniqueRectangle(board, 1, visit));
export const UNIQUE_RECTANGLE_2 = plainLayoutTechnique('UR2', (board, visit) => findUniqueRectangle(board, 2, visit));
export const UNIQUE_RECTANGLE_3 = plainLayoutTechnique('UR3', (board, visit) => findUniqueRectangle(board, 3, visit));
export const UNIQUE_RECTANGLE_4 = plainLayoutTechnique('UR4', (board, visit) => findUniqueRectangle(board, 4, visit));
export const BUG_PLUS_ONE = plainLayoutTechnique('BUG', findBugPlusOne);
