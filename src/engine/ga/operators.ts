/**
 * The GA's genetic operators on box-permutation individuals (SPEC §10). Every operator keeps each
 * box a permutation of 1–9 and never touches a given: initialisation fills only a box's free
 * cells with its missing digits, a swap exchanges two free cells of one box, and crossover copies
 * whole bands or stacks, which are whole boxes.
 */

import type { Random } from '../core/random';
import { CELL_COUNT, SIDE, STANDARD_LAYOUT, colOf, rowOf } from '../board/layout';

/** Where the free cells are, per box: what every operator needs to know about the puzzle. */
export interface FreeCells {
  readonly givens: Uint8Array;
  /** Free cells grouped by box: those of box b are cells[start[b]] … cells[start[b + 1] - 1]. */
  readonly cells: Uint8Array;
  readonly start: Uint8Array;
  /** Boxes with two or more free cells: the only ones a swap can change. */
  readonly swappableBoxes: Uint8Array;
  /** Per cell, the digits given in its row or column (bit d): digits it must never take. */
  readonly givenInLines: Uint16Array;
}

export function freeCellsOf(givens: ArrayLike<number>): FreeCells {
  const cells: number[] = [];
  const start = new Uint8Array(SIDE + 1);
  const swappable: number[] = [];
  for (let box = 0; box < SIDE; box++) {
    start[box] = cells.length;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (STANDARD_LAYOUT.regionOf[cell] === box && givens[cell] === 0) cells.push(cell);
    }
    if (cells.length - start[box] >= 2) swappable.push(box);
  }
  start[SIDE] = cells.length;
  const givenInLines = new Uint16Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    for (let other = 0; other < CELL_COUNT; other++) {
      if (givens[other] !== 0 && (rowOf(other) === rowOf(cell) || colOf(other) === colOf(cell)))
        givenInLines[cell] |= 1 << givens[other];
    }
  }
  return {
    givens: Uint8Array.from(givens),
    cells: Uint8Array.from(cells),
    start,
    swappableBoxes: Uint8Array.from(swappable),
    givenInLines,
  };
}

/** Writes a random individual at `offset`: the givens, and each box's missing digits shuffled into its free cells. */
export function randomIndividual(free: FreeCells, random: Random, grids: Uint8Array, offset: number): void {
  grids.set(free.givens, offset);
  for (let box = 0; box < SIDE; box++) {
    let missing = 0x3fe;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (STANDARD_LAYOUT.regionOf[cell] === box) missing &= ~(1 << free.givens[cell]);
    }
    const from = free.start[box];
    const count = free.start[box + 1] - from;
    let placed = 0;
    for (let digit = 1; digit <= 9; digit++)
      if (missing & (1 << digit)) grids[offset + free.cells[from + placed++]] = digit;
    // Fisher–Yates over the box's free cells, in place in the grid.
    for (let i = count - 1; i > 0; i--) {
      const j = random.int(i + 1);
      const a = offset + free.cells[from + i];
      const b = offset + free.cells[from + j];
      const digit = grids[a];
      grids[a] = grids[b];
      grids[b] = digit;
    }
  }
}

/** Random draws allowed to find a swap that puts no digit beside the same given. */
const SWAP_TRIES = 20;

/**
 * Two distinct free cells of one random box, packed as a × 128 + b, such that neither digit
 * moves into a row or column where it is given (such a swap can never lead to the solution);
 * -1 when no box has two free cells or SWAP_TRIES draws found none.
 */
export function pickSwap(free: FreeCells, random: Random, grids: Uint8Array, offset: number): number {
  const boxes = free.swappableBoxes;
  if (boxes.length === 0) return -1;
  for (let attempt = 0; attempt < SWAP_TRIES; attempt++) {
    const box = boxes[random.int(boxes.length)];
    const from = free.start[box];
    const count = free.start[box + 1] - from;
    const i = random.int(count);
    let j = random.int(count - 1);
    if (j >= i) j++;
    const a = free.cells[from + i];
    const b = free.cells[from + j];
    if (
      (free.givenInLines[b] & (1 << grids[offset + a])) === 0 &&
      (free.givenInLines[a] & (1 << grids[offset + b])) === 0
    )
      return a * 128 + b;
  }
  return -1;
}

export function swapCellA(swap: number): number {
  return swap >> 7;
}

export function swapCellB(swap: number): number {
  return swap & 127;
}

export function applySwap(grids: Uint8Array, offset: number, swap: number): void {
  if (swap < 0) return;
  const a = offset + swapCellA(swap);
  const b = offset + swapCellB(swap);
  const digit = grids[a];
  grids[a] = grids[b];
  grids[b] = digit;
}

/** Swap mutation: one random swap inside one box. */
export function mutate(free: FreeCells, random: Random, grids: Uint8Array, offset: number): void {
  applySwap(grids, offset, pickSwap(free, random, grids, offset));
}

/** Copies `count` cells between grid buffers without the view object subarray would allocate. */
export function copyCells(
  source: Uint8Array,
  sourceOffset: number,
  target: Uint8Array,
  targetOffset: number,
  count: number = CELL_COUNT,
): void {
  for (let i = 0; i < count; i++) target[targetOffset + i] = source[sourceOffset + i];
}

/** Which parent gives a band or stack: the one scoring more on its three lines, a coin on a tie. */
function betterParent(scores: Uint8Array, first: number, second: number, line: number, random: Random): number {
  const a = scores[first * SIDE + line] + scores[first * SIDE + line + 1] + scores[first * SIDE + line + 2];
  const b = scores[second * SIDE + line] + scores[second * SIDE + line + 1] + scores[second * SIDE + line + 2];
  if (a !== b) return a > b ? first : second;
  return random.next() < 0.5 ? first : second;
}

/**
 * Band crossover: the child at `childOffset` takes each band of three rows from whichever
 * parent's three rows hold more distinct digits (parents are indices into `parents`, whose row
 * scores come from scoreGrid).
 */
export function crossBands(
  parents: Uint8Array,
  rowScores: Uint8Array,
  first: number,
  second: number,
  child: Uint8Array,
  childOffset: number,
  random: Random,
): void {
  for (let band = 0; band < 3; band++) {
    const from = betterParent(rowScores, first, second, band * 3, random) * CELL_COUNT + band * 27;
    copyCells(parents, from, child, childOffset + band * 27, 27);
  }
}

/** Stack crossover: as crossBands, by columns; the second child of a pair. */
export function crossStacks(
  parents: Uint8Array,
  colScores: Uint8Array,
  first: number,
  second: number,
  child: Uint8Array,
  childOffset: number,
  random: Random,
): void {
  for (let stack = 0; stack < 3; stack++) {
    const from = betterParent(colScores, first, second, stack * 3, random) * CELL_COUNT + stack * 3;
    for (let row = 0; row < SIDE; row++) {
      const source = from + row * SIDE;
      const target = childOffset + row * SIDE + stack * 3;
      copyCells(parents, source, child, target, 3);
    }
  }
}
