/**
 * A random full grid for any geometry: the lattice fill for combined layouts beyond the named
 * presets (linear in the cells), else the exact solver on an empty grid, branching in random
 * order. Random fills of large combined layouts occasionally wander into a dead end far below its
 * cause; restarting with a fresh budget (doubled each time) ends those runs, as for any heavy-tailed search.
 */

import { PuzzleError } from '../core/errors';
import type { Random } from '../core/random';
import type { Geometry } from './geometry';
import { fitsLatticeFill, latticeFill } from './lattice-fill';
import { solveVariant } from './solver';

/** Above this many grids a combined layout takes the lattice fill (the solver's fill took 30 s for 64 grids). */
const SOLVER_FILL_MAX_GRIDS = 13;

export function generateVariantGrid(geometry: Geometry, random: Random): Uint8Array {
  return generateVariantGridWithin(geometry, random, () => false) as Uint8Array;
}

/** The same, or null once `timeUp` says so (a generator's time limit), asked between branches of the search. */
export function generateVariantGridWithin(
  geometry: Geometry,
  random: Random,
  timeUp: () => boolean,
): Uint8Array | null {
  if (geometry.grids.length > SOLVER_FILL_MAX_GRIDS && fitsLatticeFill(geometry))
    return latticeFill(geometry, random, timeUp);
  const empty = new Uint8Array(geometry.cellCount);
  let budget = 2 * geometry.cellCount;
  let result = solveVariant(geometry, empty, 1, random, budget, timeUp);
  while (result.outOfBudget) {
    if (timeUp()) return null;
    budget *= 2;
    result = solveVariant(geometry, empty, 1, random, budget, timeUp);
  }
  const { solution } = result;
  if (!solution)
    throw new PuzzleError(
      'no-solution',
      `No grid fills this ${geometry.kind} layout: its units cannot all hold every symbol once.`,
    );
  return solution;
}
