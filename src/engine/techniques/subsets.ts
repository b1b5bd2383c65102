/**
 * Subsets inside one unit, on every kind, written once over the candidate store. Naked (G: pair,
 * T: triple, NQ: quadruple): n cells whose candidates together are n values take those values, so
 * the unit's other cells lose them. Hidden (Q: pair, R: triple, HQ: quadruple): n values whose
 * places in the unit are the same n cells fill those cells, so the cells lose every other
 * candidate. Scan order: units in index order, then combinations in ascending order (cells in unit
 * order for naked subsets, values ascending for hidden ones); eliminations cell by cell in unit
 * order, values ascending. The quadruples are the full set's only (the model set has 19 letters).
 *
 * A step removes from the unit it was found in. HoDoKu's all-steps view removes a naked subset's
 * values from every unit its cells share, and names a pair or triple in a box and a line that
 * removes from both a Locked Pair / Locked Triple (0110, 0111): every-instance scans (forEach)
 * add that step after the line's own, so the library's cases and `steps` see it.
 *
 * Value sets and position sets are word pairs (lo: values or positions 1–32, hi: 33–64), so one
 * scan serves a 9×9 (hi is always 0) and a 49×49. A subset's cells and the candidates it removes
 * all lie in its unit, so each search skips the units whose cells are as they were when it last
 * found nothing there (unchanged-areas.ts).
 */

import type { Board } from '../board/board';
import { popcountPair } from '../board/bits';
import type { CandidateStore } from '../board/candidate-store';
import type { Geometry } from '../geometry/geometry';
import { BOX, COLUMN, ROW } from '../geometry/unit-kinds';
import type { TechniqueLetter } from '../analysis/types';
import type { EliminationsAt } from './intersections';
import { eliminationDeduction } from './patterns';
import type { Deduction, Technique, Visit } from './technique';
import { UnchangedAreas } from './unchanged-areas';

export type SubsetSize = 2 | 3 | 4;

const MAX_UNIT = 64;
/** The unit's empty cells that could belong to a naked subset of the size under study, and their candidate words. */
const memberCells = new Int32Array(MAX_UNIT);
const memberLo = new Uint32Array(MAX_UNIT);
const memberHi = new Uint32Array(MAX_UNIT);
const subsetCells = new Int32Array(4);
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

/** One record per search: G, T, NQ, Q, R, HQ. */
const unchangedNaked: Record<SubsetSize, UnchangedAreas> = {
  2: new UnchangedAreas(),
  3: new UnchangedAreas(),
  4: new UnchangedAreas(),
};
const unchangedHidden: Record<SubsetSize, UnchangedAreas> = {
  2: new UnchangedAreas(),
  3: new UnchangedAreas(),
  4: new UnchangedAreas(),
};

/** Shown each subset a unit holds, in scan order: true to stop. Null: the first one ends the scan. */
type EachSubset = ((found: EliminationsAt) => boolean) | null;

/** The first naked subset of `size` cells in any unit that removes a candidate. */
export function nakedSubsetAt(store: CandidateStore, size: SubsetSize): EliminationsAt | null {
  return unchangedNaked[size].firstDeduction(store, unitsOf(store.geometry), (unit) =>
    nakedSubsetInUnit(store, size, unit, null),
  );
}

/** The naked subset where `each` stopped the scan of the unit, or null when it went through. */
function nakedSubsetInUnit(
  store: CandidateStore,
  size: SubsetSize,
  unit: number,
  each: EachSubset,
): EliminationsAt | null {
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
      if (popcountPair(pairLo, pairHi) > size) continue;
      if (size === 2) {
        const found = nakedSubsetFound(store, unit, pairLo, pairHi, 2, a, b, 0, 0);
        if (found && (each === null || each(found))) return found;
        continue;
      }
      for (let c = b + 1; c < members; c++) {
        const tripleLo = pairLo | memberLo[c];
        const tripleHi = pairHi | memberHi[c];
        const tripleCount = popcountPair(tripleLo, tripleHi);
        if (size === 3) {
          if (tripleCount !== 3) continue;
          const found = nakedSubsetFound(store, unit, tripleLo, tripleHi, 3, a, b, c, 0);
          if (found && (each === null || each(found))) return found;
          continue;
        }
        if (tripleCount > 4) continue;
        for (let d = c + 1; d < members; d++) {
          const quadLo = tripleLo | memberLo[d];
          const quadHi = tripleHi | memberHi[d];
          if (popcountPair(quadLo, quadHi) !== 4) continue;
          const found = nakedSubsetFound(store, unit, quadLo, quadHi, 4, a, b, c, d);
          if (found && (each === null || each(found))) return found;
        }
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
  d: number,
): EliminationsAt | null {
  subsetCells[0] = memberCells[a];
  subsetCells[1] = memberCells[b];
  subsetCells[2] = memberCells[c];
  subsetCells[3] = memberCells[d];
  const { unitCells, size: n } = store.geometry;
  let eliminations: number[] | null = null;
  for (let i = 0; i < n; i++) {
    const cell = unitCells[unit * n + i];
    if (
      cell === subsetCells[0] ||
      cell === subsetCells[1] ||
      (size >= 3 && cell === subsetCells[2]) ||
      (size === 4 && cell === subsetCells[3])
    )
      continue;
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
    hiddenSubsetInUnit(store, size, unit, null),
  );
}

/** The hidden subset where `each` stopped the scan of the unit, or null when it went through. */
function hiddenSubsetInUnit(
  store: CandidateStore,
  size: SubsetSize,
  unit: number,
  each: EachSubset,
): EliminationsAt | null {
  const n = store.geometry.size;
  if (!store.mayHavePlaceCount(unit, 2, size)) return null;
  store.collectPositions(unit, positionLo, positionHi);
  let members = 0;
  for (let v = 0; v < n; v++) {
    // A value with one place is a hidden single and a placed value has none: neither is in a subset.
    const count = popcountPair(positionLo[v], positionHi[v]);
    if (count >= 2 && count <= size) memberValues[members++] = v;
  }
  for (let a = 0; a < members; a++) {
    const va = memberValues[a];
    for (let b = a + 1; b < members; b++) {
      const vb = memberValues[b];
      const pairLo = positionLo[va] | positionLo[vb];
      const pairHi = positionHi[va] | positionHi[vb];
      if (popcountPair(pairLo, pairHi) > size) continue;
      if (size === 2) {
        const found = hiddenSubsetFound(
          store,
          unit,
          pairLo,
          pairHi,
          valueWord(va, vb, -1, -1, 0),
          valueWord(va, vb, -1, -1, 1),
        );
        if (found && (each === null || each(found))) return found;
        continue;
      }
      for (let c = b + 1; c < members; c++) {
        const vc = memberValues[c];
        const tripleLo = pairLo | positionLo[vc];
        const tripleHi = pairHi | positionHi[vc];
        const tripleCount = popcountPair(tripleLo, tripleHi);
        if (size === 3) {
          if (tripleCount !== 3) continue;
          const found = hiddenSubsetFound(
            store,
            unit,
            tripleLo,
            tripleHi,
            valueWord(va, vb, vc, -1, 0),
            valueWord(va, vb, vc, -1, 1),
          );
          if (found && (each === null || each(found))) return found;
          continue;
        }
        if (tripleCount > 4) continue;
        for (let d = c + 1; d < members; d++) {
          const vd = memberValues[d];
          const quadLo = tripleLo | positionLo[vd];
          const quadHi = tripleHi | positionHi[vd];
          if (popcountPair(quadLo, quadHi) !== 4) continue;
          const found = hiddenSubsetFound(
            store,
            unit,
            quadLo,
            quadHi,
            valueWord(va, vb, vc, vd, 0),
            valueWord(va, vb, vc, vd, 1),
          );
          if (found && (each === null || each(found))) return found;
        }
      }
    }
  }
  return null;
}

/** Word w (0: values 1–32, 1: values 33–64) of the set of values with indices a, b, c and d (−1: none). */
function valueWord(a: number, b: number, c: number, d: number, w: number): number {
  return bitIn(a, w) | bitIn(b, w) | bitIn(c, w) | bitIn(d, w);
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

const NAKED_LETTERS: Record<SubsetSize, TechniqueLetter> = { 2: 'G', 3: 'T', 4: 'NQ' };
const HIDDEN_LETTERS: Record<SubsetSize, TechniqueLetter> = { 2: 'Q', 3: 'R', 4: 'HQ' };
/** HoDoKu's codes of a naked pair and triple that remove from both the box and the line they lie in. */
const LOCKED_CODES: Partial<Record<SubsetSize, string>> = { 2: '0110', 3: '0111' };

function deduction(letter: TechniqueLetter, found: EliminationsAt | null): Deduction | null {
  return found && eliminationDeduction(letter, found.eliminations, found.unit, found.patternCells);
}

/** The first naked subset of `size` cells in any unit of the 9×9 board that removes a candidate. */
export function findNakedSubset(board: Board, size: SubsetSize): Deduction | null {
  return deduction(NAKED_LETTERS[size], nakedSubsetAt(board, size));
}

/** The first hidden subset of `size` digits in any unit of the 9×9 board that removes a candidate. */
export function findHiddenSubset(board: Board, size: SubsetSize): Deduction | null {
  return deduction(HIDDEN_LETTERS[size], hiddenSubsetAt(board, size));
}

/**
 * Every naked subset of `size` cells, unit by unit as nakedSubsetAt scans (its answer is the first
 * visit); after a line's pair or triple that is locked, that step with both units' eliminations.
 */
export function forEachNakedSubset(store: CandidateStore, size: SubsetSize, visit: Visit): void {
  const letter = NAKED_LETTERS[size];
  const lockedCode = LOCKED_CODES[size];
  const each = (found: EliminationsAt): boolean => {
    if (visit(eliminationDeduction(letter, found.eliminations, found.unit, found.patternCells))) return true;
    const locked = lockedCode === undefined ? null : lockedSubset(store, found);
    return (
      locked !== null &&
      visit({ ...eliminationDeduction(letter, locked, found.unit, found.patternCells), hodoku: lockedCode })
    );
  };
  const unitCount = unitsOf(store.geometry).length;
  for (let unit = 0; unit < unitCount; unit++) if (nakedSubsetInUnit(store, size, unit, each)) return;
}

/** Every hidden subset of `size` values, unit by unit as hiddenSubsetAt scans (its answer is the first visit). */
export function forEachHiddenSubset(store: CandidateStore, size: SubsetSize, visit: Visit): void {
  const letter = HIDDEN_LETTERS[size];
  const each = (found: EliminationsAt): boolean =>
    visit(eliminationDeduction(letter, found.eliminations, found.unit, found.patternCells));
  const unitCount = unitsOf(store.geometry).length;
  for (let unit = 0; unit < unitCount; unit++) if (hiddenSubsetInUnit(store, size, unit, each)) return;
}

/**
 * For a naked subset found in a row or column whose cells also lie in one box: HoDoKu's Locked
 * Pair/Triple when its values go from the box and from the line outside the box — then every
 * candidate it removes from the two units, in candidate order; else null (a naked subset of one
 * unit, whose own step says all).
 */
function lockedSubset(store: CandidateStore, found: EliminationsAt): number[] | null {
  const { geometry } = store;
  const kind = store.unitKindCodes[found.unit];
  if (kind !== ROW && kind !== COLUMN) return null;
  const cells = found.patternCells;
  const box = sharedBox(store, cells);
  if (box < 0) return null;
  let lo = 0;
  let hi = 0;
  for (const cell of cells) {
    lo |= store.word(cell, 0);
    if (store.wordsPerCell === 2) hi |= store.word(cell, 1);
  }
  const [line, boxCells] = [unitsOf(geometry)[found.unit], unitsOf(geometry)[box]];
  const fromLine = line.filter((cell) => !boxCells.includes(cell));
  const fromBox = boxCells.filter((cell) => !cells.includes(cell));
  const removed = (from: number[]) =>
    from.reduce<number[] | null>((into, cell) => removeValues(store, cell, lo, hi, into), null);
  const outsideBox = removed(fromLine);
  const inBox = removed(fromBox);
  return outsideBox && inBox ? [...outsideBox, ...inBox].sort((x, y) => x - y) : null;
}

/** The box unit holding every one of the cells, or −1. */
function sharedBox(store: CandidateStore, cells: readonly number[]): number {
  const { cellUnitStart, cellUnits } = store.geometry;
  const first = cells[0];
  for (let k = cellUnitStart[first]; k < cellUnitStart[first + 1]; k++) {
    const unit = cellUnits[k];
    if (store.unitKindCodes[unit] !== BOX) continue;
    if (cells.every((cell) => unitsOf(store.geometry)[unit].includes(cell))) return unit;
  }
  return -1;
}

function subsetTechnique(letter: TechniqueLetter, size: SubsetSize, naked: boolean): Technique {
  return naked
    ? {
        letter,
        find: (board) => findNakedSubset(board, size),
        forEach: (board, visit) => forEachNakedSubset(board, size, visit),
      }
    : {
        letter,
        find: (board) => findHiddenSubset(board, size),
        forEach: (board, visit) => forEachHiddenSubset(board, size, visit),
      };
}

export const NAKED_PAIR = subsetTechnique('G', 2, true);
export const HIDDEN_PAIR = subsetTechnique('Q', 2, false);
export const NAKED_TRIPLE = subsetTechnique('T', 3, true);
export const HIDDEN_TRIPLE = subsetTechnique('R', 3, false);
export const NAKED_QUADRUPLE = subsetTechnique('NQ', 4, true);
export const HIDDEN_QUADRUPLE = subsetTechnique('HQ', 4, false);
