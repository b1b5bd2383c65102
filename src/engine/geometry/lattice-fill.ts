/**
 * A full grid for a combined layout of any size in linear time. The plane pattern
 * f(r, c) = (3·(r mod 3) + ⌊r/3⌋ + c) mod 9 makes every 9×9 window whose top row is a multiple of 3
 * a valid sudoku (nine consecutive columns hold every residue; a column's nine rows and a box's
 * 3×3 add 0, 3, 6 to three consecutive numbers). It is randomised by moves that keep every grid
 * valid: a digit relabelling, rows shuffled inside every 3-row band of the whole field and columns
 * inside every 3-column stack (each grid's rows, columns and boxes only move among themselves),
 * then short swap chains (the cells holding a or b that are linked through shared units, swapped
 * a ↔ b), and last every grid's own cells (those no other grid covers) refilled at random by the
 * exact solver around its shared boxes, so grids differ in more than their labels.
 */

import type { Random } from '../core/random';
import type { Geometry } from './geometry';
import { standardGeometry } from './presets';
import { solveVariant } from './solver';

/** Swap chains tried per cell of the field. */
const CHAINS_PER_CELL = 0.1;
/** Longer chains are left alone: most a/b chains of the pattern span the whole field, a mere relabelling. */
const MAX_CHAIN = 30;

/** Whether the lattice fill applies: a combined layout (its grids sit on the 3-cell lattice). */
export function fitsLatticeFill(geometry: Geometry): boolean {
  return (
    geometry.kind === 'combined' &&
    geometry.size === 9 &&
    geometry.grids.every((grid) => grid.row % 3 === 0 && grid.col % 3 === 0)
  );
}

/**
 * Once `timeUp` says so (a generator's time limit), the grids not yet refilled keep their values:
 * still a valid grid, only less varied (the refill is most of the work: 0.3 s for 1,000 grids).
 */
export function latticeFill(geometry: Geometry, random: Random, timeUp: () => boolean = () => false): Uint8Array {
  const digits = random.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const rowOf = shuffledInThrees(geometry.rows, random);
  const colOf = shuffledInThrees(geometry.cols, random);
  const values = new Uint8Array(geometry.cellCount);
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    const r = rowOf[geometry.cellRow[cell]];
    const c = colOf[geometry.cellCol[cell]];
    values[cell] = digits[(3 * (r % 3) + Math.floor(r / 3) + c) % 9];
  }
  swapChains(geometry, values, random, Math.max(9, Math.round(geometry.cellCount * CHAINS_PER_CELL)));
  refillOwnCells(geometry, values, random, timeUp);
  return values;
}

/** 0..length − 1 with each aligned run of three shuffled among itself (a partial last run too). */
function shuffledInThrees(length: number, random: Random): Int32Array {
  const order = new Int32Array(length);
  for (let start = 0; start < length; start += 3) {
    const run = random.shuffle(Array.from({ length: Math.min(3, length - start) }, (_, i) => start + i));
    run.forEach((index, i) => (order[start + i] = index));
  }
  return order;
}

/**
 * Swaps a ↔ b on chains: the set reached from a cell through "the cell of the other digit in each
 * of my units" holds, in every unit it touches, both the a and the b, so swapping keeps every unit whole.
 */
function swapChains(geometry: Geometry, values: Uint8Array, random: Random, chains: number): void {
  const { size, unitCells, cellUnitStart, cellUnits } = geometry;
  const stamp = new Int32Array(geometry.cellCount).fill(-1);
  const queue = new Int32Array(geometry.cellCount);
  for (let chain = 0; chain < chains; chain++) {
    const start = random.int(geometry.cellCount);
    const a = values[start];
    const b = 1 + ((a + random.int(8)) % 9);
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    stamp[start] = chain;
    while (head < tail && tail <= MAX_CHAIN) {
      const cell = queue[head++];
      const other = values[cell] === a ? b : a;
      for (let i = cellUnitStart[cell]; i < cellUnitStart[cell + 1]; i++) {
        const base = cellUnits[i] * size;
        for (let j = 0; j < size; j++) {
          const peer = unitCells[base + j];
          if (values[peer] !== other || stamp[peer] === chain) continue;
          stamp[peer] = chain;
          if (tail < queue.length) queue[tail++] = peer;
        }
      }
    }
    if (tail > MAX_CHAIN) continue;
    for (let k = 0; k < tail; k++) values[queue[k]] = values[queue[k]] === a ? b : a;
  }
}

/** Each grid's cells that no other grid covers, solved afresh in random order with its shared cells fixed. */
function refillOwnCells(geometry: Geometry, values: Uint8Array, random: Random, timeUp: () => boolean): void {
  const cover = new Uint8Array(geometry.rows * geometry.cols);
  for (const grid of geometry.grids)
    for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) cover[(grid.row + r) * geometry.cols + grid.col + c]++;
  const nine = standardGeometry(9);
  const givens = new Uint8Array(81);
  for (const grid of geometry.grids) {
    if (timeUp()) return;
    for (let i = 0; i < 81; i++) {
      const square = (grid.row + Math.floor(i / 9)) * geometry.cols + grid.col + (i % 9);
      givens[i] = cover[square] > 1 ? values[geometry.cellAt[square]] : 0;
    }
    const { solution } = solveVariant(nine, givens, 1, random);
    // The grid's current values are one completion, so a solution always exists.
    if (!solution) continue;
    for (let i = 0; i < 81; i++)
      values[geometry.cellAt[(grid.row + Math.floor(i / 9)) * geometry.cols + grid.col + (i % 9)]] = solution[i];
  }
}
