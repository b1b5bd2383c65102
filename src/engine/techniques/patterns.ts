/**
 * Small building blocks shared by the elimination families (intersections, subsets, fish):
 * where a digit can go in a unit, and the candidates a pattern removes from a unit. They write
 * into caller-provided scratch arrays so the scans allocate nothing until a deduction is found.
 */

import type { Board } from '../board/board';
import type { CandidateStore } from '../board/candidate-store';
import { SIDE } from '../board/layout';
import type { TechniqueLetter } from '../analysis/types';
import { offer, type Deduction, type Visit } from './technique';

/** 9-bit mask of the positions (0–8, the unit's cell order) where the digit bit is still a candidate. */
export function digitPositions(board: Board, unit: number, bit: number): number {
  const candidates = board.candidates;
  const unitCells = board.layout.unitCells;
  const base = unit * SIDE;
  let positions = 0;
  for (let i = 0; i < SIDE; i++) if (candidates[unitCells[base + i]] & bit) positions |= 1 << i;
  return positions;
}

/**
 * Adds to `into` the removal of every candidate outside `keep` from the unit's cells at the given
 * positions; null when they hold nothing else.
 */
export function eliminationsAtPositions(
  board: Board,
  unit: number,
  positions: number,
  keep: number,
  into: number[] | null,
): number[] | null {
  const candidates = board.candidates;
  const unitCells = board.layout.unitCells;
  const base = unit * SIDE;
  for (let i = 0; i < SIDE; i++) {
    if ((positions & (1 << i)) === 0) continue;
    const cell = unitCells[base + i];
    const removable = candidates[cell] & ~keep;
    if (removable === 0) continue;
    into = addEliminations(into, cell, removable);
  }
  return into;
}

/** Appends the removal of each digit in `digits` from the cell (codes cell * 9 + digit - 1, digits ascending). */
function addEliminations(into: number[] | null, cell: number, digits: number): number[] {
  const list = into ?? [];
  while (digits !== 0) {
    const low = digits & -digits;
    list.push(cell * 9 + (31 - Math.clz32(low)));
    digits ^= low;
  }
  return list;
}

function isAmong(cell: number, cells: ArrayLike<number>, first: number, end: number): boolean {
  for (let k = first; k < end; k++) if (cells[k] === cell) return true;
  return false;
}

/**
 * Adds to `into` the removal of the value from the unit's cells outside the pattern (the cells
 * pattern[first … end − 1], so a scan's scratch list serves without a copy), in unit order, coded
 * by the store; returns `into`, created on the first elimination (null: nothing to remove).
 */
export function valueOutside(
  store: CandidateStore,
  unit: number,
  value: number,
  pattern: ArrayLike<number>,
  first: number,
  end: number,
  into: number[] | null,
): number[] | null {
  const { unitCells, size } = store.geometry;
  for (let i = 0; i < size; i++) {
    const cell = unitCells[unit * size + i];
    if (!store.has(cell, value) || isAmong(cell, pattern, first, end)) continue;
    (into ??= []).push(store.candidateCode(cell, value));
  }
  return into;
}

export function eliminationDeduction(
  technique: TechniqueLetter,
  eliminations: number[],
  unit: number,
  patternCells: number[],
): Deduction {
  return { technique, placeCell: -1, placeDigit: 0, eliminations, unit, patternCells };
}

/** What an elimination pattern found: the candidates it removes (coded by the store), its unit and its cells. */
export interface EliminationsAt {
  eliminations: number[];
  unit: number;
  patternCells: number[];
}

/** Shown one pattern a store search found: true to stop the scan there. */
export type EliminationsVisit = (found: EliminationsAt) => boolean;

/**
 * The 9×9 scan of a search written over the candidate store: each step it finds, as the letter's deduction, shown
 * to the visit; the deduction the visit stopped at, or null.
 */
export function deductionsOf(
  letter: TechniqueLetter,
  scan: (board: Board, visit: EliminationsVisit) => unknown,
): (board: Board, visit: Visit) => Deduction | null {
  return (board, visit) => {
    let chosen: Deduction | null = null;
    scan(board, (found) => {
      chosen = offer(visit, eliminationDeduction(letter, found.eliminations, found.unit, found.patternCells));
      return chosen !== null;
    });
    return chosen;
  };
}
