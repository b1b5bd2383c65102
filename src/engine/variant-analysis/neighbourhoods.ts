/**
 * The neighbourhoods of a combined layout: for each grid, the small combined puzzle of that grid
 * and every grid overlapping it (at most eight; four on a lattice), with the map from its cells to
 * the whole layout's. A neighbourhood keeps only units of the whole puzzle, so any solution of the
 * whole puzzle is one of the neighbourhood's: when the neighbourhood's givens leave one solution,
 * its cells are fixed in the whole puzzle too. That lets a generator test uniqueness on a few
 * hundred cells instead of eighteen thousand.
 */

import type { Geometry } from '../geometry/geometry';
import { combinedGeometry } from '../geometry/presets';
import { solveVariant } from '../geometry/solver';

export interface Neighbourhood {
  /** The grid it is built around (0-based). */
  readonly grid: number;
  readonly geometry: Geometry;
  /** toWhole[cell of the neighbourhood] = the same cell in the whole layout. */
  readonly toWhole: Int32Array;
}

export interface Neighbourhoods {
  readonly list: readonly Neighbourhood[];
  /** CSR: the neighbourhoods holding whole cell c are members[memberStart[c] .. memberStart[c + 1]). */
  readonly memberStart: Int32Array;
  readonly members: Int32Array;
}

/** Offsets of grids that can overlap a grid on the 3-cell lattice: less than 9 apart both ways. */
const NEAR = [-6, -3, 0, 3, 6];

export function overlappingGrids(geometry: Geometry, grid: number): number[] {
  const byOffset = new Map(geometry.grids.map((offset, k) => [`${offset.row},${offset.col}`, k]));
  return nearGrids(byOffset, geometry.grids[grid]);
}

function nearGrids(byOffset: ReadonlyMap<string, number>, at: { row: number; col: number }): number[] {
  const found: number[] = [];
  for (const dr of NEAR) {
    for (const dc of NEAR) {
      const k = byOffset.get(`${at.row + dr},${at.col + dc}`);
      if (k !== undefined && (dr !== 0 || dc !== 0)) found.push(k);
    }
  }
  return found;
}

export function buildNeighbourhoods(whole: Geometry): Neighbourhoods {
  const byOffset = new Map(whole.grids.map((offset, k) => [`${offset.row},${offset.col}`, k]));
  const list = whole.grids.map((centre, grid): Neighbourhood => {
    const offsets = [centre, ...nearGrids(byOffset, centre).map((k) => whole.grids[k])];
    const top = Math.min(...offsets.map((offset) => offset.row));
    const left = Math.min(...offsets.map((offset) => offset.col));
    const geometry = combinedGeometry(offsets.map((offset) => ({ row: offset.row - top, col: offset.col - left })));
    const toWhole = new Int32Array(geometry.cellCount);
    for (let cell = 0; cell < geometry.cellCount; cell++) toWhole[cell] = whole.cellAt[(geometry.cellRow[cell] + top) * whole.cols + geometry.cellCol[cell] + left];
    return { grid, geometry, toWhole };
  });
  const memberStart = new Int32Array(whole.cellCount + 1);
  for (const { toWhole } of list) for (const cell of toWhole) memberStart[cell + 1]++;
  for (let cell = 0; cell < whole.cellCount; cell++) memberStart[cell + 1] += memberStart[cell];
  const members = new Int32Array(memberStart[whole.cellCount]);
  const fill = memberStart.slice(0, whole.cellCount);
  list.forEach(({ toWhole }, k) => {
    for (const cell of toWhole) members[fill[cell]++] = k;
  });
  return { list, memberStart, members };
}

/** Whether the whole layout's givens, read on the neighbourhood, leave it exactly one solution. */
export function isUniqueAround(neighbourhood: Neighbourhood, givens: ArrayLike<number>): boolean {
  const { geometry, toWhole } = neighbourhood;
  const local = new Uint8Array(geometry.cellCount);
  for (let cell = 0; cell < geometry.cellCount; cell++) local[cell] = givens[toWhole[cell]];
  return solveVariant(geometry, local, 2).count === 1;
}
