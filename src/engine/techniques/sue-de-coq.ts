/**
 * Sue de Coq (HoDoKu "Sue de Coq", SudokuWiki "Sue-de-Coq"). Take two or three empty cells C where
 * a box meets a row or column, holding digits V with |V| ≥ |C| + 2; cells D elsewhere on the line
 * holding digits VL, and cells E elsewhere in the box holding VB, with VL and VB disjoint and
 * |V ∪ VL ∪ VB| = |C| + |D| + |E|. C and D share the line and C and E the box, and no digit is
 * in both D and E, so the cells hold different digits: every digit of the union sits exactly once
 * in C ∪ D ∪ E. A digit not in VB is in C or D, so the rest of the line loses it; a digit not in VL
 * is in C or E, so the rest of the box loses it.
 *
 * Scan order: boxes, then their rows and columns, then C, D and E as cell combinations in unit
 * order (D and E of one or two cells in the analysis; up to three in the all-steps view); the
 * first that removes a candidate.
 */

import type { Board } from '../board/board';
import { BIT_COUNT } from '../board/bits';
import { BOX_UNIT_BASE, Layout, SIDE } from '../board/layout';
import type { TechniqueLetter } from '../analysis/types';
import { offer, STOP_AT_FIRST, type Deduction, type Technique, type Visit } from './technique';
import { UnchangedAreas } from './unchanged-areas';

/** The sides the analysis tries: one or two cells, the usual size on technique pages. */
const MAX_SIDE_CELLS = 2;
/** The sides the all-steps view lists, as HoDoKu's library has them (a line side of three cells). */
const MAX_LISTED_SIDE_CELLS = 3;

/** Where a box meets a line: the shared cells, the rest of the line and the rest of the box. */
interface Crossing {
  box: number;
  shared: number[];
  lineRest: number[];
  boxRest: number[];
}

interface Crossings {
  list: Crossing[];
  /** Each crossing's cells (shared, line rest, box rest): all the search reads there. */
  areas: number[][];
}

const crossingTables = new WeakMap<Layout, Crossings>();
function crossingsOf(layout: Layout): Crossings {
  const known = crossingTables.get(layout);
  if (known) return known;
  const crossings: Crossing[] = [];
  const { unitCells, unitCount } = layout;
  for (let box = BOX_UNIT_BASE; box < BOX_UNIT_BASE + SIDE && box < unitCount; box++) {
    const boxCells = Array.from(unitCells.subarray(box * SIDE, box * SIDE + SIDE));
    for (let line = 0; line < BOX_UNIT_BASE; line++) {
      const lineCells = Array.from(unitCells.subarray(line * SIDE, line * SIDE + SIDE));
      const shared = lineCells.filter((cell) => boxCells.includes(cell));
      if (shared.length < 2) continue;
      crossings.push({
        box,
        shared,
        lineRest: lineCells.filter((cell) => !boxCells.includes(cell)),
        boxRest: boxCells.filter((cell) => !lineCells.includes(cell)),
      });
    }
  }
  const table = {
    list: crossings,
    areas: crossings.map((crossing) => [...crossing.shared, ...crossing.lineRest, ...crossing.boxRest]),
  };
  crossingTables.set(layout, table);
  return table;
}

/** For each subset of positions (bit i = cells[i]): its digit union, 0 when a cell is filled. */
const sideDigits = new Uint16Array(1 << SIDE);
const lineDigits = new Uint16Array(64);
const boxDigits = new Uint16Array(64);
/** The side subsets that can join the core under study. */
const lineSides = new Uint8Array(64);
const boxSides = new Uint8Array(64);

/** The subsets of the first six positions with at most `most` cells, ascending. */
const sidesOfAtMost = (most: number) =>
  Uint8Array.from(Array.from({ length: 63 }, (_, i) => i + 1).filter((side) => BIT_COUNT[side] <= most));

/** Which sides a search tries and how it reads their digits. */
interface SideRule {
  sides: Uint8Array;
  most: number;
  /** Only patterns with a side of more cells than this (the listing's second pass skips the analysis's). */
  someSideOver: number;
  fill: (board: Board, cells: readonly number[], into: Uint16Array) => void;
}

function sidesThatFit(
  rule: SideRule,
  digits: Uint16Array,
  coreDigits: number,
  coreSize: number,
  into: Uint8Array,
): number {
  let count = 0;
  const { sides, most } = rule;
  for (let k = 0; k < sides.length; k++) {
    const side = sides[k];
    const sideDigits = digits[side];
    if (sideDigits === 0 || (sideDigits & coreDigits) === 0) continue;
    if (BIT_COUNT[sideDigits | coreDigits] > coreSize + BIT_COUNT[side] + most) continue;
    into[count++] = side;
  }
  return count;
}

function fillSubsetDigits(board: Board, cells: readonly number[], into: Uint16Array): void {
  const { candidates, values } = board;
  into[0] = 0;
  for (let subset = 1; subset < 1 << cells.length; subset++) {
    const low = 31 - Math.clz32(subset & -subset);
    const rest = into[subset & (subset - 1)];
    const cell = cells[low];
    into[subset] = values[cell] !== 0 || (subset & (subset - 1) && rest === 0) ? 0 : rest | candidates[cell];
  }
}

const SMALL_SIDES = sidesOfAtMost(MAX_SIDE_CELLS);

/** fillSubsetDigits for the analysis's sides of one or two cells only (SMALL_SIDES), all its search reads. */
function fillSideDigits(board: Board, cells: readonly number[], into: Uint16Array): void {
  const { candidates, values } = board;
  for (let k = 0; k < SMALL_SIDES.length; k++) {
    const side = SMALL_SIDES[k];
    const low = 31 - Math.clz32(side & -side);
    const high = 31 - Math.clz32(side);
    if (low >= cells.length || high >= cells.length) {
      into[side] = 0;
      continue;
    }
    const first = cells[low];
    const second = cells[high];
    // As fillSubsetDigits: a pair is 0 when its first cell alone is (filled, or no candidate left).
    into[side] =
      values[first] !== 0 || values[second] !== 0 || (first !== second && candidates[first] === 0)
        ? 0
        : candidates[first] | candidates[second];
  }
}

const ANALYSIS_SIDES: SideRule = { sides: SMALL_SIDES, most: MAX_SIDE_CELLS, someSideOver: 0, fill: fillSideDigits };
const LARGER_SIDES: SideRule = {
  sides: sidesOfAtMost(MAX_LISTED_SIDE_CELLS),
  most: MAX_LISTED_SIDE_CELLS,
  someSideOver: MAX_SIDE_CELLS,
  fill: fillSubsetDigits,
};

function cellsOf(cells: readonly number[], subset: number): number[] {
  return cells.filter((_, i) => subset & (1 << i));
}

const unchangedCrossings = new UnchangedAreas();

export function findSueDeCoq(board: Board, technique: TechniqueLetter): Deduction | null {
  const { list, areas } = crossingsOf(board.layout);
  return unchangedCrossings.firstDeduction(board, areas, (index) =>
    sueDeCoqAt(board, list[index], technique, STOP_AT_FIRST, ANALYSIS_SIDES),
  );
}

function forEachSueDeCoq(board: Board, visit: Visit): void {
  // The analysis's instances first, in its order, then those with a larger side.
  for (const rule of [ANALYSIS_SIDES, LARGER_SIDES])
    for (const crossing of crossingsOf(board.layout).list) if (sueDeCoqAt(board, crossing, 'SDC', visit, rule)) return;
}

function sueDeCoqAt(
  board: Board,
  crossing: Crossing,
  technique: TechniqueLetter,
  visit: Visit,
  rule: SideRule,
): Deduction | null {
  fillSubsetDigits(board, crossing.shared, sideDigits);
  let sidesFilled = false;
  for (let core = 3; core < 1 << crossing.shared.length; core++) {
    const coreSize = BIT_COUNT[core];
    const coreDigits = sideDigits[core];
    if (coreSize < 2 || coreDigits === 0 || BIT_COUNT[coreDigits] < coreSize + 2) continue;
    if (!sidesFilled) {
      rule.fill(board, crossing.lineRest, lineDigits);
      rule.fill(board, crossing.boxRest, boxDigits);
      sidesFilled = true;
    }
    // The union has one digit per cell, so the core with one side alone holds at most as many
    // digits as its cells plus the other side's (at most rule.most).
    const lineCount = sidesThatFit(rule, lineDigits, coreDigits, coreSize, lineSides);
    const boxCount = sidesThatFit(rule, boxDigits, coreDigits, coreSize, boxSides);
    for (let l = 0; l < lineCount; l++) {
      const lineSide = lineSides[l];
      const lineSideDigits = lineDigits[lineSide];
      // Never true in the analysis (someSideOver 0), so its inner loop reads one constant.
      const lineSideSmall = BIT_COUNT[lineSide] <= rule.someSideOver;
      for (let b = 0; b < boxCount; b++) {
        const boxSide = boxSides[b];
        const boxSideDigits = boxDigits[boxSide];
        if ((boxSideDigits & lineSideDigits) !== 0) continue;
        if (lineSideSmall && BIT_COUNT[boxSide] <= rule.someSideOver) continue;
        const all = coreDigits | lineSideDigits | boxSideDigits;
        if (BIT_COUNT[all] !== coreSize + BIT_COUNT[lineSide] + BIT_COUNT[boxSide]) continue;
        const lineLoses = all & ~boxSideDigits;
        const boxLoses = all & ~lineSideDigits;
        if (
          !holdsAny(board, crossing.shared, ~core, lineLoses | boxLoses) &&
          !holdsAny(board, crossing.lineRest, ~lineSide, lineLoses) &&
          !holdsAny(board, crossing.boxRest, ~boxSide, boxLoses)
        )
          continue;
        const pattern = [
          ...cellsOf(crossing.shared, core),
          ...cellsOf(crossing.lineRest, lineSide),
          ...cellsOf(crossing.boxRest, boxSide),
        ];
        const eliminations = [
          ...removals(board, crossing.lineRest.concat(crossing.shared), pattern, lineLoses),
          ...removals(board, crossing.boxRest.concat(crossing.shared), pattern, boxLoses),
        ];
        const found = offer(visit, {
          technique,
          placeCell: -1,
          placeDigit: 0,
          eliminations: [...new Set(eliminations)].sort((a, b) => a - b),
          unit: crossing.box,
          patternCells: pattern,
        });
        if (found) return found;
      }
    }
  }
  return null;
}
/** Whether a cell of `cells` at a position in `positions` holds one of `digits` (removals would find one, without allocating). */
function holdsAny(board: Board, cells: readonly number[], positions: number, digits: number): boolean {
  for (let i = 0; i < cells.length; i++)
    if ((positions & (1 << i)) !== 0 && (board.candidates[cells[i]] & digits) !== 0) return true;
  return false;
}

/** The candidates among `digits` in `cells` outside the pattern. */
function removals(board: Board, cells: readonly number[], pattern: readonly number[], digits: number): number[] {
  const out: number[] = [];
  for (const cell of cells) {
    if (pattern.includes(cell)) continue;
    let mask = board.candidates[cell] & digits;
    while (mask !== 0) {
      out.push(cell * SIDE + 31 - Math.clz32(mask & -mask));
      mask &= mask - 1;
    }
  }
  return out;
}

export const SUE_DE_COQ: Technique = {
  letter: 'SDC',
  find: (board) => findSueDeCoq(board, 'SDC'),
  forEach: forEachSueDeCoq,
};
