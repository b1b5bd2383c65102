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
 * order (D and E of one or two cells, the usual size on technique pages); the first that removes
 * a candidate.
 */

import type { Board } from '../board';
import { BIT_COUNT } from '../bits';
import { BOX_UNIT_BASE, SIDE } from '../layout';
import type { TechniqueLetter } from '../types';
import type { Deduction, Technique } from './technique';

const MAX_SIDE_CELLS = 2;

/** The combinations of 1 … max cells of a list (in list order), with each combination's digit union. */
function combinations(cells: readonly number[], candidates: Uint16Array, max: number, min = 1): { cells: number[]; digits: number }[] {
  const out: { cells: number[]; digits: number }[] = [];
  const chosen: number[] = [];
  const extend = (from: number, digits: number): void => {
    if (chosen.length >= min) out.push({ cells: chosen.slice(), digits });
    if (chosen.length === max) return;
    for (let i = from; i < cells.length; i++) {
      chosen.push(cells[i]);
      extend(i + 1, digits | candidates[cells[i]]);
      chosen.pop();
    }
  };
  extend(0, 0);
  return out;
}

export function findSueDeCoq(board: Board, technique: TechniqueLetter): Deduction | null {
  const { candidates, values, layout } = board;
  const { unitCells, unitCount } = layout;
  for (let box = BOX_UNIT_BASE; box < BOX_UNIT_BASE + SIDE && box < unitCount; box++) {
    const boxCells = Array.from(unitCells.subarray(box * SIDE, box * SIDE + SIDE));
    for (let line = 0; line < BOX_UNIT_BASE; line++) {
      const lineCells = Array.from(unitCells.subarray(line * SIDE, line * SIDE + SIDE));
      const crossing = lineCells.filter((cell) => boxCells.includes(cell) && values[cell] === 0);
      if (crossing.length < 2) continue;
      const lineRest = lineCells.filter((cell) => !boxCells.includes(cell) && values[cell] === 0);
      const boxRest = boxCells.filter((cell) => !lineCells.includes(cell) && values[cell] === 0);
      const lineSides = combinations(lineRest, candidates, MAX_SIDE_CELLS);
      const boxSides = combinations(boxRest, candidates, MAX_SIDE_CELLS);
      for (const core of combinations(crossing, candidates, 3, 2)) {
        if (BIT_COUNT[core.digits] < core.cells.length + 2) continue;
        for (const lineSide of lineSides) {
          if ((lineSide.digits & core.digits) === 0) continue;
          for (const boxSide of boxSides) {
            if ((boxSide.digits & lineSide.digits) !== 0 || (boxSide.digits & core.digits) === 0) continue;
            const all = core.digits | lineSide.digits | boxSide.digits;
            if (BIT_COUNT[all] !== core.cells.length + lineSide.cells.length + boxSide.cells.length) continue;
            const pattern = [...core.cells, ...lineSide.cells, ...boxSide.cells];
            const eliminations = [
              ...removals(board, lineRest.concat(crossing), pattern, all & ~boxSide.digits),
              ...removals(board, boxRest.concat(crossing), pattern, all & ~lineSide.digits),
            ];
            if (eliminations.length === 0) continue;
            return { technique, placeCell: -1, placeDigit: 0, eliminations: [...new Set(eliminations)].sort((a, b) => a - b), unit: box, patternCells: pattern };
          }
        }
      }
    }
  }
  return null;
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

export const SUE_DE_COQ: Technique = { letter: 'SDC', find: (board) => findSueDeCoq(board, 'SDC') };
