/**
 * Basic fish on any geometry: X-Wing (P, two base lines) and Swordfish (U, three). Base lines are
 * pairwise disjoint rows (or columns) of any grid; every place of the value in them lies in the
 * same n columns (or rows) of the bounding rectangle, and in each of those rectangle columns the
 * places lie in one column unit (one grid's column). Those n cover units each hold the value
 * once, and the n disjoint base lines put it in n distinct cells among them, so each cover's
 * value is in a base line: the covers lose it everywhere else. (Covers need not be disjoint: with
 * n placements spread over n covers holding one each, every cover gets exactly one.) On a single
 * grid (standard, diagonal, jigsaw, colour) these are the 9×9 fish of full rows and columns.
 *
 * Scan order as on 9×9: values ascending; rows as base before columns; base lines as ascending
 * combinations of unit indices.
 */

import { popcount32 } from '../board/bits';
import type { VariantBoard } from './board';
import { VariantDeduction, eliminationOf } from './deduction';
import { collectPlaces, valueOutside } from './patterns';
import { COLUMN, ROW, unitHasCell, unitKinds } from '../geometry/unit-kinds';

type FishSize = 2 | 3;

/** Candidate base lines of the value under study and their places (at most 3 each). */
const lineUnits = new Int32Array(4096);
const lineCounts = new Uint8Array(4096);
/** The rectangle columns (or rows) of each candidate line's places, as two words (rectangles up to 64 wide). */
const lineCrossLo = new Uint32Array(4096);
const lineCrossHi = new Uint32Array(4096);
const linePlaces = new Int32Array(4096 * 3);
const scratch = new Int32Array(64);
const fishCells = new Int32Array(9);
const coverUnits = new Int32Array(3);
const coverCrosses = new Int32Array(3);

export function findFish(board: VariantBoard, size: FishSize): VariantDeduction | null {
  for (let value = 1; value <= board.geometry.size; value++) {
    const found = findFishOfValue(board, size, value, ROW) ?? findFishOfValue(board, size, value, COLUMN);
    if (found) return found;
  }
  return null;
}

function findFishOfValue(
  board: VariantBoard,
  size: FishSize,
  value: number,
  baseKind: number,
): VariantDeduction | null {
  const geometry = board.geometry;
  const n = geometry.size;
  const kinds = unitKinds(geometry);
  const cross = baseKind === ROW ? geometry.cellCol : geometry.cellRow;
  // Wider rectangles than two words hold (combined layouts over 64 squares) skip the prefilter.
  const wide = (baseKind === ROW ? geometry.cols : geometry.rows) > 64;
  let lines = 0;
  for (let unit = 0; unit < kinds.length && lines < lineUnits.length; unit++) {
    if (kinds[unit] !== baseKind) continue;
    const count = board.places[unit * n + value - 1];
    if (count < 2 || count > size) continue;
    collectPlaces(board, unit, value, scratch);
    lineUnits[lines] = unit;
    lineCounts[lines] = count;
    let crossLo = 0;
    let crossHi = 0;
    for (let k = 0; k < count; k++) {
      linePlaces[lines * 3 + k] = scratch[k];
      const at = cross[scratch[k]];
      if (at < 32) crossLo |= 1 << at;
      else crossHi |= 1 << (at - 32);
    }
    lineCrossLo[lines] = crossLo;
    lineCrossHi[lines] = crossHi;
    lines++;
  }
  for (let a = 0; a < lines; a++) {
    for (let b = a + 1; b < lines; b++) {
      const pairLo = lineCrossLo[a] | lineCrossLo[b];
      const pairHi = lineCrossHi[a] | lineCrossHi[b];
      if (!wide && popcount32(pairLo) + popcount32(pairHi) > size) continue;
      if (overlap(board, a, b)) continue;
      if (size === 2) {
        const found = fishDeduction(board, value, baseKind, [a, b]);
        if (found) return found;
        continue;
      }
      for (let c = b + 1; c < lines; c++) {
        if (!wide && popcount32(pairLo | lineCrossLo[c]) + popcount32(pairHi | lineCrossHi[c]) !== 3) continue;
        if (overlap(board, a, c) || overlap(board, b, c)) continue;
        const found = fishDeduction(board, value, baseKind, [a, b, c]);
        if (found) return found;
      }
    }
  }
  return null;
}

/** Whether two candidate base lines share a cell (rows of two grids of a combined puzzle may). */
function overlap(board: VariantBoard, a: number, b: number): boolean {
  const geometry = board.geometry;
  const { unitCells, size } = geometry;
  const first = unitCells[lineUnits[a] * size];
  const other = unitCells[lineUnits[b] * size];
  const line = unitKinds(geometry)[lineUnits[a]] === ROW ? geometry.cellRow : geometry.cellCol;
  if (line[first] !== line[other]) return false;
  for (let i = 0; i < size; i++)
    if (unitHasCell(geometry, lineUnits[b], unitCells[lineUnits[a] * size + i])) return true;
  return false;
}

function fishDeduction(board: VariantBoard, value: number, baseKind: number, bases: number[]): VariantDeduction | null {
  const geometry = board.geometry;
  const cross = baseKind === ROW ? geometry.cellCol : geometry.cellRow;
  const size = bases.length;
  let cellCount = 0;
  let covers = 0;
  for (const line of bases) {
    for (let k = 0; k < lineCounts[line]; k++) {
      const cell = linePlaces[line * 3 + k];
      fishCells[cellCount++] = cell;
      if (coverIndex(covers, cross[cell]) >= 0) continue;
      if (covers === size) return null;
      coverCrosses[covers++] = cross[cell];
    }
  }
  if (covers !== size) return null;
  // Covers in rectangle order, so eliminations are listed (and direct placements found) as on 9×9.
  coverCrosses.subarray(0, covers).sort();
  for (let c = 0; c < covers; c++) {
    const unit = coverUnit(board, baseKind === ROW ? COLUMN : ROW, cross, coverCrosses[c], cellCount);
    if (unit < 0) return null;
    coverUnits[c] = unit;
  }
  let eliminations: number[] | null = null;
  for (let c = 0; c < covers; c++)
    eliminations = valueOutside(board, coverUnits[c], value, fishCells, cellCount, eliminations);
  if (!eliminations) return null;
  return eliminationOf(
    size === 2 ? 'P' : 'U',
    eliminations,
    lineUnits[bases[0]],
    Array.from(fishCells.subarray(0, cellCount)),
  );
}

function coverIndex(covers: number, value: number): number {
  for (let c = 0; c < covers; c++) if (coverCrosses[c] === value) return c;
  return -1;
}

/** The first unit of the cover kind holding every fish cell on rectangle line `at`, or -1. */
function coverUnit(board: VariantBoard, coverKind: number, cross: Int32Array, at: number, cellCount: number): number {
  const geometry = board.geometry;
  const { cellUnits, cellUnitStart } = geometry;
  const kinds = unitKinds(geometry);
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
