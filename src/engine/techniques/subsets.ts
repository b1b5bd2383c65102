/**
 * Subsets inside one unit, on every kind, written once over the candidate store. Naked (G: pair,
 * T: triple): n cells whose candidates together are n values take those values, so the unit's
 * other cells lose them. Hidden (Q: pair, R: triple): n values whose places in the unit are the
 * same n cells fill those cells, so the cells lose every other candidate. Scan order: units in
 * index order, then combinations in ascending order (cells in unit order for naked subsets,
 * values ascending for hidden ones); eliminations cell by cell in unit order, values ascending.
 *
 * Value sets and position sets are word pairs (lo: values or positions 1–32, hi: 33–64), so one
 * scan serves a 9×9 (hi is always 0) and a 49×49. A subset's cells and the candidates it removes
 * all lie in its unit, so each search skips the units whose cells are as they were when it last
 * found nothing there (unchanged-areas.ts).
 */

import type { Board } from '../board/board';
import { popcount32 } from '../board/bits';
import type { CandidateStore } from '../board/candidate-store';
import type { Geometry } from '../geometry/geometry';
import type { TechniqueLetter } from '../analysis/types';
import type { EliminationsAt } from './intersections';
import { eliminationDeduction } from './patterns';
import type { Deduction, Technique } from './technique';
import { UnchangedAreas } from './unchanged-areas';

export type SubsetSize = 2 | 3;

const MAX_UNIT = 64;
/** The unit's empty cells that could belong to a naked subset of the size under study, and their candidate words. */
const memberCells = new Int32Array(MAX_UNIT);
const memberLo = new Uint32Array(MAX_UNIT);
const memberHi = new Uint32Array(MAX_UNIT);
const subsetCells = new Int32Array(3);
/** Each value's positions in the unit under study (index value − 1), and the values that could be in a hidden subset. */
const positionLo = new Uint32Array(MAX_UNIT);
const positionHi = new Uint32Array(MAX_UNIT);
const memberValues = new Int32Array(MAX_UNIT);

const unitTables = new WeakMap<Geometry, number[][]>();
/** Each unit's cells, in unit order (the areas of the records). */
function unitsOf(geometry: Geometry): number[][] {
  let units = unitTables.get(geometry);
  if (!units) {
    const { size, unitCells } = geometry;
    units = geometry.units.map((_, unit) => Array.from(unitCells.subarray(unit * size, unit * size + size)));
    unitTables.set(geometry, units);
  }
  return units;
}

function bits(lo: number, hi: number): number {
  return hi === 0 ? popcount32(lo) : popcount32(lo) + popcount32(hi);
}

/** One record per search: G, T, Q, R. */
const unchangedNaked: Record<SubsetSize, UnchangedAreas> = { 2: new UnchangedAreas(), 3: new UnchangedAreas() };
const unchangedHidden: Record<SubsetSize, UnchangedAreas> = { 2: new UnchangedAreas(), 3: new UnchangedAreas() };

/** The first naked subset of `size` cells in any unit that removes a candidate. */
export function nakedSubsetAt(store: CandidateStore, size: SubsetSize): EliminationsAt | null {
  return unchangedNaked[size].firstDeduction(store, unitsOf(store.geometry), (unit) =>
    nakedSubsetInUnit(store, size, unit),
  );
}

function nakedSubsetInUnit(store: CandidateStore, size: SubsetSize, unit: number): EliminationsAt | null {
  const { unitCells, size: n } = store.geometry;
  const twoWords = store.wordsPerCell === 2;
  let members = 0;
  for (let i = 0; i < n; i++) {
    const cell = unitCells[unit * n + i];
    const count = store.count(cell);
    if (count >= 2 && count <= size) {
      memberCells[members] = cell;
      memberLo[members] = store.word(cell, 0);
      memberHi[members++] = twoWords ? store.word(cell, 1) : 0;
    }
  }
  for (let a = 0; a < members; a++) {
    for (let b = a + 1; b < members; b++) {
      const pairLo = memberLo[a] | memberLo[b];
      const pairHi = memberHi[a] | memberHi[b];
      if (bits(pairLo, pairHi) > size) continue;
      if (size === 2) {
        const found = nakedSubsetFound(store, unit, pairLo, pairHi, 2, a, b, 0);
        if (found) return found;
        continue;
      }
      for (let c = b + 1; c < members; c++) {
        const tripleLo = pairLo | memberLo[c];
        const tripleHi = pairHi | memberHi[c];
        if (bits(tripleLo, tripleHi) !== 3) continue;
        const found = nakedSubsetFound(store, unit, tripleLo, tripleHi, 3, a, b, c);
        if (found) return found;
      }
    }
  }
  return null;
}

function nakedSubsetFound(
  store: CandidateStore,
  unit: number,
  lo: number,
  hi: number,
  size: number,
  a: number,
  b: number,
  c: number,
): EliminationsAt | null {
  subsetCells[0] = memberCells[a];
  subsetCells[1] = memberCells[b];
  subsetCells[2] = memberCells[c];
  const { unitCells, size: n } = store.geometry;
  let eliminations: number[] | null = null;
  for (let i = 0; i < n; i++) {
    const cell = unitCells[unit * n + i];
    if (cell === subsetCells[0] || cell === subsetCells[1] || (size === 3 && cell === subsetCells[2])) continue;
    eliminations = removeValues(store, cell, lo, hi, eliminations);
  }
  return eliminations && { eliminations, unit, patternCells: Array.from(subsetCells.subarray(0, size)) };
}

/** Adds the removal of the cell's candidates among the values (lo, hi), ascending; returns the list, created on the first. */
function removeValues(
  store: CandidateStore,
  cell: number,
  lo: number,
  hi: number,
  into: number[] | null,
): number[] | null {
  for (let removable = store.word(cell, 0) & lo; removable !== 0; removable &= removable - 1)
    (into ??= []).push(store.candidateCode(cell, 32 - Math.clz32(removable & -removable)));
  if (hi !== 0)
    for (let removable = store.word(cell, 1) & hi; removable !== 0; removable &= removable - 1)
      (into ??= []).push(store.candidateCode(cell, 64 - Math.clz32(removable & -removable)));
  return into;
}

/** The first hidden subset of `size` values in any unit that removes a candidate. */
export function hiddenSubsetAt(store: CandidateStore, size: SubsetSize): EliminationsAt | null {
  return unchangedHidden[size].firstDeduction(store, unitsOf(store.geometry), (unit) =>
    hiddenSubsetInUnit(store, size, unit),
  );
}

function hiddenSubsetInUnit(store: CandidateStore, size: SubsetSize, unit: number): EliminationsAt | null {
  const n = store.geometry.size;
  if (!store.mayHavePlaceCount(unit, 2, size)) return null;
  store.collectPositions(unit, positionLo, positionHi);
  let members = 0;
  for (let v = 0; v < n; v++) {
    // A value with one place is a hidden single and a placed value has none: neither is in a subset.
    const count = bits(positionLo[v], positionHi[v]);
    if (count >= 2 && count <= size) memberValues[members++] = v;
  }
  for (let a = 0; a < members; a++) {
    const va = memberValues[a];
    for (let b = a + 1; b < members; b++) {
      const vb = memberValues[b];
      const pairLo = positionLo[va] | positionLo[vb];
      const pairHi = positionHi[va] | positionHi[vb];
      if (bits(pairLo, pairHi) > size) continue;
      if (size === 2) {
        const found = hiddenSubsetFound(
          store,
          unit,
          pairLo,
          pairHi,
          valueWord(va, vb, -1, 0),
          valueWord(va, vb, -1, 1),
        );
        if (found) return found;
        continue;
      }
      for (let c = b + 1; c < members; c++) {
        const vc = memberValues[c];
        const tripleLo = pairLo | positionLo[vc];
        const tripleHi = pairHi | positionHi[vc];
        if (bits(tripleLo, tripleHi) !== 3) continue;
        const found = hiddenSubsetFound(
          store,
          unit,
          tripleLo,
          tripleHi,
          valueWord(va, vb, vc, 0),
          valueWord(va, vb, vc, 1),
        );
        if (found) return found;
      }
    }
  }
  return null;
}

/** Word w (0: values 1–32, 1: values 33–64) of the set of values with indices a, b and c (−1: none). */
function valueWord(a: number, b: number, c: number, w: number): number {
  return bitIn(a, w) | bitIn(b, w) | bitIn(c, w);
}

function bitIn(index: number, w: number): number {
  return index >= 0 && index >> 5 === w ? 1 << (index & 31) : 0;
}

/** Every candidate other than the subset's values (keepLo, keepHi) leaves the cells at the positions. */
function hiddenSubsetFound(
  store: CandidateStore,
  unit: number,
  lo: number,
  hi: number,
  keepLo: number,
  keepHi: number,
): EliminationsAt | null {
  const { unitCells, size } = store.geometry;
  let eliminations: number[] | null = null;
  const cells: number[] = [];
  for (let i = 0; i < size; i++) {
    if (((i < 32 ? lo >>> i : hi >>> (i - 32)) & 1) === 0) continue;
    const cell = unitCells[unit * size + i];
    cells.push(cell);
    eliminations = removeValues(store, cell, ~keepLo, ~keepHi, eliminations);
  }
  return eliminations && { eliminations, unit, patternCells: cells };
}

function deduction(letter: TechniqueLetter, found: EliminationsAt | null): Deduction | null {
  return found && eliminationDeduction(letter, found.eliminations, found.unit, found.patternCells);
}

/** The first naked subset of `size` cells in any unit of the 9×9 board that removes a candidate. */
export function findNakedSubset(board: Board, size: SubsetSize): Deduction | null {
  return deduction(size === 2 ? 'G' : 'T', nakedSubsetAt(board, size));
}

/** The first hidden subset of `size` digits in any unit of the 9×9 board that removes a candidate. */
export function findHiddenSubset(board: Board, size: SubsetSize): Deduction | null {
  return deduction(size === 2 ? 'Q' : 'R', hiddenSubsetAt(board, size));
}

export const NAKED_PAIR: Technique = {
  letter: 'G',
  find: (board) => findNakedSubset(board, 2),
};

export const HIDDEN_PAIR: Technique = {
  letter: 'Q',
  find: (board) => findHiddenSubset(board, 2),
};

export const NAKED_TRIPLE: Technique = {
  letter: 'T',
  find: (board) => findNakedSubset(board, 3),
};

export const HIDDEN_TRIPLE: Technique = {
  letter: 'R',
  find: (board) => findHiddenSubset(board, 3),
};
