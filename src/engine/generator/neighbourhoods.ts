/**
 * The neighbourhoods of a combined layout: for each grid, the small combined puzzle of that grid
 * and the grids overlapping it (at most eight; four on a lattice; `depth` 2 adds theirs), with the
 * map from its cells to the whole layout's. A neighbourhood keeps only units of the whole puzzle,
 * so a deduction made on it holds in the whole puzzle too. That lets a generator test a removal on
 * a few hundred cells instead of eighteen thousand.
 */

import type { Geometry } from '../geometry/geometry';
import { combinedGeometry } from '../geometry/presets';
import { resolveWeights } from '../analysis/effort';
import { VariantBoard } from '../board/variant-board';
import { runVariantLoop } from '../analysis/variant-loop';
import { enabledVariantLetters, variantWeights } from '../analysis/variant-techniques';

/** Singles and intersections: cheap, and every deduction they make stays true with more givens. */
const LOGIC = enabledVariantLetters('BLCEMVWYX', 'to the generator');
const WEIGHTS = variantWeights(resolveWeights());

export interface Neighbourhood {
  /** The grid it is built around (0-based). */
  readonly grid: number;
  readonly geometry: Geometry;
  /** toWhole[cell of the neighbourhood] = the same cell in the whole layout. */
  readonly toWhole: Int32Array;
  /** The neighbourhood's cells of its own grid. */
  readonly core: Int32Array;
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

export function buildNeighbourhoods(whole: Geometry, depth = 1): Neighbourhoods {
  const byOffset = new Map(whole.grids.map((offset, k) => [`${offset.row},${offset.col}`, k]));
  // On a lattice nearly every neighbourhood has the same shape (a grid and its four corners), and a
  // geometry is only read, so each shape is built once: building one for each of 1,000 grids took a second.
  const shapes = new Map<string, { geometry: Geometry; core: Int32Array }>();
  const list = whole.grids.map((centre, grid): Neighbourhood => {
    const reached = new Set([grid]);
    let ring = [grid];
    for (let step = 0; step < depth; step++) {
      ring = ring.flatMap((k) => nearGrids(byOffset, whole.grids[k])).filter((k) => !reached.has(k) && reached.add(k));
    }
    const offsets = [...reached].map((k) => whole.grids[k]);
    const top = Math.min(...offsets.map((offset) => offset.row));
    const left = Math.min(...offsets.map((offset) => offset.col));
    const placed = offsets.map((offset) => ({ row: offset.row - top, col: offset.col - left }));
    const key = placed.map((offset) => `${offset.row},${offset.col}`).join(';');
    let shape = shapes.get(key);
    if (!shape) {
      const geometry = combinedGeometry(placed);
      const own = geometry.grids[0];
      const core = new Int32Array(81);
      for (let i = 0; i < 81; i++)
        core[i] = geometry.cellAt[(own.row + Math.floor(i / 9)) * geometry.cols + own.col + (i % 9)];
      shape = { geometry, core };
      shapes.set(key, shape);
    }
    const { geometry, core } = shape;
    const toWhole = new Int32Array(geometry.cellCount);
    for (let cell = 0; cell < geometry.cellCount; cell++)
      toWhole[cell] = whole.cellAt[(geometry.cellRow[cell] + top) * whole.cols + geometry.cellCol[cell] + left];
    return { grid, geometry, toWhole, core };
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

/**
 * Whether logic (singles, intersections) on the neighbourhood alone fills its own grid. Deductions
 * on fewer units hold in the whole puzzle, and these techniques only gain from more givens, so a
 * grid filled here is filled by the same logic in the whole puzzle.
 */
export function isCoreSolvedAround(neighbourhood: Neighbourhood, givens: ArrayLike<number>): boolean {
  return unsolvedCoreAround(neighbourhood, givens, true).length === 0;
}

/** The cells of the neighbourhood's own grid (whole-layout indices) that logic on it leaves blank; with `firstOnly`, at most one. */
export function unsolvedCoreAround(
  neighbourhood: Neighbourhood,
  givens: ArrayLike<number>,
  firstOnly = false,
): number[] {
  const { geometry, toWhole, core } = neighbourhood;
  const local = new Uint8Array(geometry.cellCount);
  for (let cell = 0; cell < geometry.cellCount; cell++) local[cell] = givens[toWhole[cell]];
  const board = VariantBoard.fromValues(geometry, local);
  runVariantLoop(board, { enabled: LOGIC, weights: WEIGHTS, now: () => 0, startedAt: 0, reportNext: false });
  const blank: number[] = [];
  for (const cell of core) {
    if (board.values[cell] !== 0) continue;
    blank.push(toWhole[cell]);
    if (firstOnly) break;
  }
  return blank;
}
