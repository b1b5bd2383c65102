/**
 * Random complete grids (SPEC §9): fill the cells in reading order, each from a shuffled list of
 * the digits still free in its row, column and box, backing up to the previous cell on a dead
 * end. Every choice comes from the seeded Random, so a seed always gives the same grid.
 */

import type { Digits } from './grid';
import { STANDARD_LAYOUT, colOf, rowOf } from './layout';
import { RANDOMS, type Random } from '../core/random';

const boxOf = STANDARD_LAYOUT.regionOf;

export function generateFullGrid(random: Random): Digits {
  RANDOMS.require(random, 'The random source');
  const grid = new Uint8Array(81);
  const rowUsed = new Uint16Array(9);
  const colUsed = new Uint16Array(9);
  const boxUsed = new Uint16Array(9);
  /** The shuffled digits still to try in each cell, and how many of them were tried. */
  const choices: number[][] = new Array(81);
  const tried = new Uint8Array(81);

  const toggle = (cell: number, digit: number): void => {
    const bit = 1 << digit;
    rowUsed[rowOf(cell)] ^= bit;
    colUsed[colOf(cell)] ^= bit;
    boxUsed[boxOf[cell]] ^= bit;
  };
  const startCell = (cell: number): void => {
    const used = rowUsed[rowOf(cell)] | colUsed[colOf(cell)] | boxUsed[boxOf[cell]];
    const free: number[] = [];
    for (let digit = 1; digit <= 9; digit++) if (!(used & (1 << digit))) free.push(digit);
    choices[cell] = random.shuffle(free);
    tried[cell] = 0;
  };

  startCell(0);
  let cell = 0;
  while (cell < 81) {
    if (grid[cell]) {
      toggle(cell, grid[cell]);
      grid[cell] = 0;
    }
    if (tried[cell] < choices[cell].length) {
      grid[cell] = choices[cell][tried[cell]++];
      toggle(cell, grid[cell]);
      if (++cell < 81) startCell(cell);
    } else {
      cell--; // dead end: try the previous cell's next digit (cell 0 never runs out: grids exist)
    }
  }
  return grid;
}
