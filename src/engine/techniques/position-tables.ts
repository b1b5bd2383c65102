/**
 * Tables of a candidate state that many searches read: each digit's places by row and column and
 * by unit, and each digit's cells. The analysis loop re-runs every search after each step, so
 * without sharing, a dozen searches each rebuilt the same places from the candidates on every
 * stuck position. Searches that run one after another on a position and share a pass (SKY, KITE
 * and TF; the four unique rectangle types) keep its result under positionGeneration.
 *
 * A table is built on first use and kept with a copy of the candidates (and the layout) it was
 * built from; a board whose candidates differ gets new tables. The check is an exact compare of
 * 81 numbers, cheap next to any search, so the tables stay right whoever writes the candidates
 * (tests set them directly) and whichever board is searched (assumptions and forcing chains
 * search copies). A finder must not hold a table across a search of another board.
 */

import type { Board } from '../board/board';
import { cellSlotsOf } from '../board/cell-slots';
import { CELL_COUNT, COLUMN_UNIT_BASE, SIDE, type Layout } from '../board/layout';

/** Units per digit in the unit table: every layout has at most 32 units (unit sets are 32-bit masks elsewhere too). */
export const UNIT_STRIDE = 32;
/** A module-local copy: the compiled module reads an exported constant through `exports` in the hot loops. */
const STRIDE = UNIT_STRIDE;

const snapshot = new Uint16Array(CELL_COUNT);
let snapshotLayout: Layout | null = null;
/** Bumped whenever the snapshot is retaken: a table built at another generation is stale. */
let generation = 0;

const placesInRow = new Uint16Array(SIDE * SIDE);
const placesInColumn = new Uint16Array(SIDE * SIDE);
let lineGeneration = -1;

const placesInUnit = new Uint16Array(SIDE * UNIT_STRIDE);
let unitGeneration = -1;

const cellsByDigit = new Uint32Array(SIDE * 3);
let cellGeneration = -1;

/**
 * The generation of the board's candidates: the same number as long as they (and the layout) are
 * the same, so a search can keep what it derived from a position for the next search of it.
 */
export function positionGeneration(board: Board): number {
  const candidates = board.candidates;
  if (board.layout === snapshotLayout) {
    let same = true;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (candidates[cell] !== snapshot[cell]) {
        same = false;
        break;
      }
    }
    if (same) return generation;
  }
  snapshot.set(candidates);
  snapshotLayout = board.layout;
  return ++generation;
}

/**
 * Each digit's places by line: rows[digitIndex * 9 + r] = the columns where it can go in row r,
 * columns[digitIndex * 9 + c] = the rows where it can go in column c. Read only.
 */
export function linePlaces(board: Board): { rows: Uint16Array; columns: Uint16Array } {
  const current = positionGeneration(board);
  if (lineGeneration !== current) {
    lineGeneration = current;
    // Rows and columns are units 0–8 and 9–17 of every layout, their cells in column and row order.
    const places = unitPlacesAt(board, current);
    for (let digitIndex = 0; digitIndex < SIDE; digitIndex++) {
      for (let line = 0; line < SIDE; line++) {
        placesInRow[digitIndex * SIDE + line] = places[digitIndex * STRIDE + line];
        placesInColumn[digitIndex * SIDE + line] = places[digitIndex * STRIDE + COLUMN_UNIT_BASE + line];
      }
    }
  }
  return { rows: placesInRow, columns: placesInColumn };
}

/**
 * Each digit's places in each unit of the layout: places[digitIndex * UNIT_STRIDE + unit] = the
 * positions (in the unit's cell order) where it can go. Read only.
 */
export function unitPlaces(board: Board): Uint16Array {
  return unitPlacesAt(board, positionGeneration(board));
}

/** unitPlaces at a generation the caller has just taken (one compare of the candidates, not two). */
function unitPlacesAt(board: Board, current: number): Uint16Array {
  if (unitGeneration !== current) {
    unitGeneration = current;
    const { start, unitOf, bitOf } = cellSlotsOf(board.layout);
    const candidates = board.candidates;
    placesInUnit.fill(0);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      let mask = candidates[cell];
      if (mask === 0) continue;
      const first = start[cell];
      const end = start[cell + 1];
      while (mask !== 0) {
        const low = mask & -mask;
        const base = (31 - Math.clz32(low)) * STRIDE;
        for (let slot = first; slot < end; slot++) placesInUnit[base + unitOf[slot]] |= bitOf[slot];
        mask ^= low;
      }
    }
  }
  return placesInUnit;
}

/**
 * Each digit's cells as three 32-bit words, as the peer sets (peer-sets.ts) hold cells:
 * cells[digitIndex * 3 + (cell >> 5)] has bit (cell & 31) when the cell can hold the digit. Read only.
 */
export function digitCells(board: Board): Uint32Array {
  const current = positionGeneration(board);
  if (cellGeneration !== current) {
    cellGeneration = current;
    const candidates = board.candidates;
    cellsByDigit.fill(0);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const wordBit = 1 << (cell & 31);
      const word = cell >> 5;
      for (let mask = candidates[cell]; mask !== 0; mask &= mask - 1)
        cellsByDigit[(31 - Math.clz32(mask & -mask)) * 3 + word] |= wordBit;
    }
  }
  return cellsByDigit;
}
