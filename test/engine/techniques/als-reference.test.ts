/**
 * ALS-XZ against a reference written from the rule and the scan order its module documents, by
 * brute force over every pair of sets: the finder's indexed search (only sets whose holders of a
 * digit all see the other set's are tried) must return the same first pair, with the same
 * eliminations, at every position of full-set solves; and every elimination is checked against
 * the puzzle's solution.
 */

import { Board } from '../../../src/engine/board/board';
import { digitsFromCanonical } from '../../../src/engine/board/grid';
import { ALS_XZ, ANALYSIS_ALS_CELLS as MAX_ALS_CELLS } from '../../../src/engine/techniques/als';
import { TECHNIQUES, type TechniqueLetter } from '../../../src/engine/techniques/registry';
import { eliminationCell, eliminationDigit, type Deduction } from '../../../src/engine/techniques/technique';
import { puzzlesWithSolutions } from '../../helpers/corpus';
import { deductionProblems } from '../../helpers/oracle';

interface AlmostLockedSet {
  cells: number[];
  digits: number;
}

const bitCount = (mask: number): number => mask.toString(2).replace(/0/g, '').length;

/** Every ALS of up to MAX_ALS_CELLS cells: by unit, cell combinations in unit order, each set under the first unit holding it. */
function referenceSets(board: Board): AlmostLockedSet[] {
  const { unitCount, unitCells, cellUnits } = board.layout;
  const sets: AlmostLockedSet[] = [];
  for (let unit = 0; unit < unitCount; unit++) {
    const empty = Array.from(unitCells.subarray(unit * 9, unit * 9 + 9)).filter((cell) => board.values[cell] === 0);
    const choose = (from: number, cells: number[]): void => {
      if (cells.length > 0) {
        const digits = cells.reduce((union, cell) => union | board.candidates[cell], 0);
        const firstUnit = Math.min(
          ...cellUnits[cells[0]].filter((u) => cells.every((cell) => cellUnits[cell].includes(u))),
        );
        if (bitCount(digits) === cells.length + 1 && firstUnit === unit) sets.push({ cells, digits });
      }
      if (cells.length === MAX_ALS_CELLS) return;
      for (let i = from; i < empty.length; i++) choose(i + 1, [...cells, empty[i]]);
    };
    choose(0, []);
  }
  return sets;
}

function sees(board: Board, a: number, b: number): boolean {
  return board.layout.peers[a].includes(b);
}

/** The cells outside both sets holding z that see every z of both (z a digit index). */
function zRemovals(board: Board, a: AlmostLockedSet, b: AlmostLockedSet, z: number): number[] {
  const holders = [...a.cells, ...b.cells].filter((cell) => board.candidates[cell] & (1 << z));
  const removals: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (a.cells.includes(cell) || b.cells.includes(cell) || (board.candidates[cell] & (1 << z)) === 0) continue;
    if (holders.every((holder) => sees(board, cell, holder))) removals.push(cell * 9 + z);
  }
  return removals;
}

/** The cells outside both sets holding d that see every d of `set` (d a digit index). */
function lockedRemovals(board: Board, set: AlmostLockedSet, other: AlmostLockedSet, d: number): number[] {
  const holders = set.cells.filter((cell) => board.candidates[cell] & (1 << d));
  const removals: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (set.cells.includes(cell) || other.cells.includes(cell) || (board.candidates[cell] & (1 << d)) === 0) continue;
    if (holders.every((holder) => sees(board, cell, holder))) removals.push(cell * 9 + d);
  }
  return removals;
}

function isRestricted(board: Board, a: AlmostLockedSet, b: AlmostLockedSet, x: number): boolean {
  const xOfA = a.cells.filter((cell) => board.candidates[cell] & (1 << x));
  const xOfB = b.cells.filter((cell) => board.candidates[cell] & (1 << x));
  return xOfA.every((p) => xOfB.every((q) => sees(board, p, q)));
}

/**
 * The eliminations of the pair, or null: doubly linked (two restricted common digits or more),
 * both sets are locked: each restricted digit leaves the cells seeing all of it in both, every
 * other digit of a set the cells outside both seeing all of it in that set; else through its first
 * restricted common digit that removes something.
 */
function pairEliminations(board: Board, a: AlmostLockedSet, b: AlmostLockedSet): number[] | null {
  const common = a.digits & b.digits;
  if (bitCount(common) < 2 || a.cells.some((cell) => b.cells.includes(cell))) return null;
  const linking = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((x) => common & (1 << x) && isRestricted(board, a, b, x));
  if (linking.length >= 2) {
    const removals = new Set(linking.flatMap((x) => zRemovals(board, a, b, x)));
    for (const [set, other] of [
      [a, b],
      [b, a],
    ])
      for (let d = 0; d < 9; d++)
        if (set.digits & (1 << d) && !linking.includes(d))
          for (const code of lockedRemovals(board, set, other, d)) removals.add(code);
    if (removals.size > 0) return [...removals].sort((p, q) => p - q);
  }
  for (let x = 0; x < 9; x++) {
    if ((common & (1 << x)) === 0) continue;
    if (!isRestricted(board, a, b, x)) continue;
    const removals: number[] = [];
    for (let z = 0; z < 9; z++) if (z !== x && common & (1 << z)) removals.push(...zRemovals(board, a, b, z));
    if (removals.length > 0) return removals.sort((p, q) => p - q);
  }
  return null;
}

/** The first pair by total cells, then the first set, then the second (scan order), as eliminations and pattern cells. */
function referenceAlsXz(board: Board): { eliminations: number[]; patternCells: number[] } | null {
  const sets = referenceSets(board);
  for (let total = 2; total <= 2 * MAX_ALS_CELLS; total++) {
    for (let i = 0; i < sets.length; i++) {
      for (let j = i + 1; j < sets.length; j++) {
        if (sets[i].cells.length + sets[j].cells.length !== total) continue;
        const eliminations = pairEliminations(board, sets[i], sets[j]);
        if (eliminations) return { eliminations, patternCells: [...sets[i].cells, ...sets[j].cells] };
      }
    }
  }
  return null;
}

/** The full set's searches but ALS, in trial order, to walk a solve through the positions where ALS-XZ is tried. */
const WALK: TechniqueLetter[] = [
  'B',
  'L',
  'C',
  'M',
  'V',
  'G',
  'Q',
  'P',
  'U',
  'W',
  'Y',
  'X',
  'T',
  'R',
  'H',
  'SKY',
  'KITE',
  'ER',
  'TF',
  'XYW',
  'XYZ',
  'WW',
  'FX',
  'FS',
  'JF',
  'SDC',
  'XC',
  'XYC',
  'AIC',
];

function apply(board: Board, deduction: Deduction): void {
  if (deduction.placeCell >= 0) board.place(deduction.placeCell, deduction.placeDigit);
  for (const code of deduction.eliminations) board.eliminate(eliminationCell(code), eliminationDigit(code));
}

test('ALS-XZ finds the same first pair as a brute-force reference, at every position of full-set solves, and removes no solution digit', () => {
  let found = 0;
  let compared = 0;
  for (const { puzzle, solution } of puzzlesWithSolutions(10)) {
    const board = Board.fromDigits(digitsFromCanonical(puzzle));
    for (let step = 0; step < 300 && board.emptyCount > 0; step++) {
      let next =
        WALK.map((letter) => TECHNIQUES[letter].search!.find(board)).find((deduction) => deduction !== null) ?? null;
      if (!next || step % 3 === 0) {
        const ours = ALS_XZ.find(board);
        const reference = referenceAlsXz(board);
        expect(ours && { eliminations: ours.eliminations, patternCells: ours.patternCells }).toEqual(reference);
        compared++;
        if (ours) {
          found++;
          expect(deductionProblems(ours, solution, board)).toEqual([]);
          next ??= ours;
        }
      }
      if (!next) break;
      apply(board, next);
    }
  }
  // Both answers were compared: positions with a deduction and without.
  expect(found).toBeGreaterThan(0);
  expect(compared).toBeGreaterThan(found);
});
