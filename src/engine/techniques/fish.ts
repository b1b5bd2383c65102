/**
 * Basic fish for one value, on every kind, written once over the candidate store. X-Wing (P): in two
 * rows the value's places lie in the same two columns, so each of those columns holds it in one of
 * those rows, and the columns lose it everywhere else. Swordfish (U): the same over three rows and
 * three columns, each row with two or three places. Jellyfish (JF, full set): the same over four
 * lines. All also run with rows and columns swapped.
 *
 * On a combined puzzle the base lines are pairwise disjoint rows (or columns) of any of its grids;
 * every place of the value in them lies in the same n columns (or rows) of the bounding rectangle,
 * and in each of those rectangle columns the places lie in one column unit. Those n cover units each
 * hold the value once, and the n disjoint base lines put it in n distinct cells among them, so each
 * cover's value is in a base line: the covers lose it everywhere else. (Covers need not be disjoint:
 * with n placements spread over n covers holding one each, every cover gets exactly one.) On a single
 * grid these are the fish of full rows and columns, and a line's positions are its cross lines.
 *
 * Scan order: values ascending; rows as base lines before columns; base lines as ascending
 * combinations of unit indices; eliminations cover by cover in rectangle order, cells in unit order.
 */

import type { Board } from '../board/board';
import { popcountPair } from '../board/bits';
import type { CandidateStore } from '../board/candidate-store';
import type { Geometry } from '../geometry/geometry';
import { COLUMN, ROW, unitHasCell } from '../geometry/unit-kinds';
import type { TechniqueLetter } from '../analysis/types';
import type { EliminationsAt } from './intersections';
import { eliminationDeduction, valueOutside } from './patterns';
import type { Deduction, Technique } from './technique';
import { UnchangedValues } from './unchanged-values';
import { gridLinesOf } from './line-place-table';

export type FishSize = 2 | 3 | 4;

const FISH_LETTERS: Record<FishSize, TechniqueLetter> = { 2: 'P', 3: 'U', 4: 'JF' };

/** A geometry's lines as the fish reads them, with the scratch space of a search on it. */
interface Lines {
  /** The row units and the column units, each in unit order. */
  readonly rows: Int32Array;
  readonly columns: Int32Array;
  /** Row unit k is rectangle row k with its i-th cell in column i, and column unit k likewise (one grid). */
  readonly aligned: boolean;
  readonly stride: number;
  /** Each value's position masks in the rows and in the columns (CandidateStore.placeMasks). */
  readonly rowLo: Uint32Array;
  readonly rowHi: Uint32Array;
  readonly columnLo: Uint32Array;
  readonly columnHi: Uint32Array;
  /** The candidate base lines of the value under study (index among the lines) and their cross lines as a word pair. */
  readonly candidates: Int32Array;
  readonly crossLo: Uint32Array;
  readonly crossHi: Uint32Array;
}

const linesTables = new WeakMap<Geometry, Lines>();
function linesOf(geometry: Geometry): Lines {
  let lines = linesTables.get(geometry);
  if (lines) return lines;
  const { size } = geometry;
  const { rows, columns, aligned } = gridLinesOf(geometry);
  const stride = Math.max(rows.length, columns.length);
  lines = {
    rows,
    columns,
    aligned,
    stride,
    rowLo: new Uint32Array(size * stride),
    rowHi: new Uint32Array(size * stride),
    columnLo: new Uint32Array(size * stride),
    columnHi: new Uint32Array(size * stride),
    candidates: new Int32Array(stride),
    crossLo: new Uint32Array(stride),
    crossHi: new Uint32Array(stride),
  };
  linesTables.set(geometry, lines);
  return lines;
}

/** The fish under study: its chosen candidate lines, cells (at most 4 lines × 4 places), covers. */
const chosen = new Int32Array(4);
const fishCells = new Int32Array(16);
const coverCrosses = new Int32Array(4);
const coverUnits = new Int32Array(4);

/** One record per search: P, U, JF. */
const unchangedBySize: Record<FishSize, UnchangedValues> = {
  2: new UnchangedValues(),
  3: new UnchangedValues(),
  4: new UnchangedValues(),
};

/** The first fish of `size` base lines that removes a candidate. */
export function fishAt(store: CandidateStore, size: FishSize): EliminationsAt | null {
  const geometry = store.geometry;
  const lines = linesOf(geometry);
  const { stride, rowLo, rowHi } = lines;
  const rows = store.placeMasks(ROW, rowLo, rowHi, stride);
  const record = unchangedBySize[size];
  record.read(geometry, rowLo, rowHi, stride, rows);
  let columnsRead = false;
  for (let value = 1; value <= geometry.size; value++) {
    if (record.unchanged(value)) continue;
    if (!columnsRead) store.placeMasks(COLUMN, lines.columnLo, lines.columnHi, stride);
    columnsRead = true;
    const found = fishOfValue(store, lines, size, value, true) ?? fishOfValue(store, lines, size, value, false);
    if (found) return found;
    record.foundNothing(value);
  }
  return null;
}

function fishOfValue(
  store: CandidateStore,
  lines: Lines,
  size: FishSize,
  value: number,
  rowBase: boolean,
): EliminationsAt | null {
  const geometry = store.geometry;
  const twoWords = geometry.size > 32;
  const { aligned, candidates, crossLo, crossHi } = lines;
  const baseLo = rowBase ? lines.rowLo : lines.columnLo;
  const baseHi = rowBase ? lines.rowHi : lines.columnHi;
  const units = rowBase ? lines.rows : lines.columns;
  const offset = (value - 1) * lines.stride;
  // Rectangles wider than two words hold (combined layouts over 64 squares) skip the prefilter.
  const wide = !aligned && (rowBase ? geometry.cols : geometry.rows) > 64;
  let count = 0;
  for (let k = 0; k < units.length; k++) {
    const lo = baseLo[offset + k];
    const hi = twoWords ? baseHi[offset + k] : 0;
    // A line with one place is a hidden single and one with none already holds the value.
    const places = popcountPair(lo, hi);
    if (places < 2 || places > size) continue;
    candidates[count] = k;
    if (aligned) {
      crossLo[count] = lo;
      crossHi[count] = hi;
    } else crossLinesOf(geometry, units[k], lo, hi, rowBase, count, lines);
    count++;
  }
  for (let a = 0; a < count; a++) {
    chosen[0] = a;
    for (let b = a + 1; b < count; b++) {
      const pairLo = crossLo[a] | crossLo[b];
      const pairHi = crossHi[a] | crossHi[b];
      if (!wide && popcountPair(pairLo, pairHi) > size) continue;
      if (!aligned && overlap(geometry, lines, rowBase, a, b)) continue;
      chosen[1] = b;
      if (size === 2) {
        const found = fishFound(store, lines, value, rowBase, 2);
        if (found) return found;
        continue;
      }
      for (let c = b + 1; c < count; c++) {
        const tripleLo = pairLo | crossLo[c];
        const tripleHi = pairHi | crossHi[c];
        if (!wide && (size === 3 ? popcountPair(tripleLo, tripleHi) !== 3 : popcountPair(tripleLo, tripleHi) > 4))
          continue;
        if (!aligned && (overlap(geometry, lines, rowBase, a, c) || overlap(geometry, lines, rowBase, b, c))) continue;
        chosen[2] = c;
        if (size === 3) {
          const found = fishFound(store, lines, value, rowBase, 3);
          if (found) return found;
          continue;
        }
        for (let d = c + 1; d < count; d++) {
          if (!wide && popcountPair(tripleLo | crossLo[d], tripleHi | crossHi[d]) !== 4) continue;
          if (
            !aligned &&
            (overlap(geometry, lines, rowBase, a, d) ||
              overlap(geometry, lines, rowBase, b, d) ||
              overlap(geometry, lines, rowBase, c, d))
          )
            continue;
          chosen[3] = d;
          const found = fishFound(store, lines, value, rowBase, 4);
          if (found) return found;
        }
      }
    }
  }
  return null;
}

/** The rectangle columns (rows) of a row's (column's) places, into crossLo/crossHi[at]. */
function crossLinesOf(
  geometry: Geometry,
  unit: number,
  lo: number,
  hi: number,
  rowBase: boolean,
  at: number,
  lines: Lines,
): void {
  const { unitCells, size } = geometry;
  const cross = rowBase ? geometry.cellCol : geometry.cellRow;
  let crossLo = 0;
  let crossHi = 0;
  for (let w = 0; w < 2; w++) {
    for (let rest = w === 0 ? lo : hi; rest !== 0; rest &= rest - 1) {
      const line = cross[unitCells[unit * size + 31 - Math.clz32(rest & -rest) + 32 * w]];
      if (line < 32) crossLo |= 1 << line;
      else crossHi |= 1 << (line - 32);
    }
  }
  lines.crossLo[at] = crossLo;
  lines.crossHi[at] = crossHi;
}

/** Whether two candidate base lines share a cell (rows of two grids of a combined puzzle may). */
function overlap(geometry: Geometry, lines: Lines, rowBase: boolean, a: number, b: number): boolean {
  const { unitCells, size } = geometry;
  const units = rowBase ? lines.rows : lines.columns;
  const unitA = units[lines.candidates[a]];
  const unitB = units[lines.candidates[b]];
  const line = rowBase ? geometry.cellRow : geometry.cellCol;
  if (line[unitCells[unitA * size]] !== line[unitCells[unitB * size]]) return false;
  for (let i = 0; i < size; i++) if (unitHasCell(geometry, unitB, unitCells[unitA * size + i])) return true;
  return false;
}

/** The fish on the chosen base lines: what its covers lose outside it, or null. */
function fishFound(
  store: CandidateStore,
  lines: Lines,
  value: number,
  rowBase: boolean,
  size: FishSize,
): EliminationsAt | null {
  const geometry = store.geometry;
  const { unitCells, size: n } = geometry;
  const twoWords = n > 32;
  const offset = (value - 1) * lines.stride;
  const units = rowBase ? lines.rows : lines.columns;
  const baseLo = rowBase ? lines.rowLo : lines.columnLo;
  const baseHi = rowBase ? lines.rowHi : lines.columnHi;
  if (lines.aligned && !coverHasPlaceOutside(lines, offset, rowBase, twoWords, size)) return null;
  const cross = rowBase ? geometry.cellCol : geometry.cellRow;
  let cellCount = 0;
  let covers = 0;
  for (let j = 0; j < size; j++) {
    const k = lines.candidates[chosen[j]];
    for (let w = 0; w < (twoWords ? 2 : 1); w++) {
      for (let rest = w === 0 ? baseLo[offset + k] : baseHi[offset + k]; rest !== 0; rest &= rest - 1) {
        const cell = unitCells[units[k] * n + 31 - Math.clz32(rest & -rest) + 32 * w];
        fishCells[cellCount++] = cell;
        if (coverIndex(covers, cross[cell]) >= 0) continue;
        if (covers === size) return null;
        coverCrosses[covers++] = cross[cell];
      }
    }
  }
  if (covers !== size) return null;
  // Covers in rectangle order, so the eliminations are listed cover by cover in that order.
  coverCrosses.subarray(0, covers).sort();
  for (let c = 0; c < covers; c++) {
    const unit = lines.aligned
      ? (rowBase ? lines.columns : lines.rows)[coverCrosses[c]]
      : coverUnit(store, rowBase ? COLUMN : ROW, cross, coverCrosses[c], cellCount);
    if (unit < 0) return null;
    coverUnits[c] = unit;
  }
  let eliminations: number[] | null = null;
  for (let c = 0; c < covers; c++)
    eliminations = valueOutside(store, coverUnits[c], value, fishCells, 0, cellCount, eliminations);
  if (!eliminations) return null;
  return {
    eliminations,
    unit: units[lines.candidates[chosen[0]]],
    patternCells: Array.from(fishCells.subarray(0, cellCount)),
  };
}

/**
 * On one grid, a cheap test before the cells are listed: whether some cover line holds the value
 * outside the base lines (a cover line's positions are the base lines' indices).
 */
function coverHasPlaceOutside(
  lines: Lines,
  offset: number,
  rowBase: boolean,
  twoWords: boolean,
  size: number,
): boolean {
  const coverLo = rowBase ? lines.columnLo : lines.rowLo;
  const coverHi = rowBase ? lines.columnHi : lines.rowHi;
  let baseLo = 0;
  let baseHi = 0;
  let unionLo = 0;
  let unionHi = 0;
  for (let j = 0; j < size; j++) {
    const k = lines.candidates[chosen[j]];
    if (k < 32) baseLo |= 1 << k;
    else baseHi |= 1 << (k - 32);
    unionLo |= lines.crossLo[chosen[j]];
    unionHi |= lines.crossHi[chosen[j]];
  }
  for (let w = 0; w < 2; w++) {
    for (let rest = w === 0 ? unionLo : unionHi; rest !== 0; rest &= rest - 1) {
      const at = offset + 31 - Math.clz32(rest & -rest) + 32 * w;
      if ((coverLo[at] & ~baseLo) !== 0 || (twoWords && (coverHi[at] & ~baseHi) !== 0)) return true;
    }
  }
  return false;
}

function coverIndex(covers: number, line: number): number {
  for (let c = 0; c < covers; c++) if (coverCrosses[c] === line) return c;
  return -1;
}

/** The first unit of the cover kind holding every fish cell on rectangle line `at`, or -1. */
function coverUnit(store: CandidateStore, coverKind: number, cross: Int32Array, at: number, cellCount: number): number {
  const geometry = store.geometry;
  const { cellUnits, cellUnitStart } = geometry;
  const kinds = store.unitKindCodes;
  let first = -1;
  for (let k = 0; k < cellCount && first < 0; k++) if (cross[fishCells[k]] === at) first = fishCells[k];
  for (let k = cellUnitStart[first]; k < cellUnitStart[first + 1]; k++) {
    const unit = cellUnits[k];
    if (kinds[unit] !== coverKind) continue;
    let all = true;
    for (let j = 0; j < cellCount && all; j++)
      if (cross[fishCells[j]] === at) all = unitHasCell(geometry, unit, fishCells[j]);
    if (all) return unit;
  }
  return -1;
}

/** The first X-Wing (size 2), Swordfish (3) or Jellyfish (4) of the 9×9 board that removes a candidate. */
export function findFish(board: Board, size: FishSize): Deduction | null {
  const found = fishAt(board, size);
  return found && eliminationDeduction(FISH_LETTERS[size], found.eliminations, found.unit, found.patternCells);
}

export const X_WING: Technique = {
  letter: 'P',
  find: (board) => findFish(board, 2),
};

export const JELLYFISH: Technique = {
  letter: 'JF',
  find: (board) => findFish(board, 4),
};

export const SWORDFISH: Technique = {
  letter: 'U',
  find: (board) => findFish(board, 3),
};
