/**
 * A random full grid for any geometry: the exact solver on an empty grid, branching in random
 * order. Random fills of large combined layouts occasionally wander into a dead end far below its
 * cause; restarting with a fresh budget (doubled each time) ends those runs, as for any heavy-tailed search.
 */

import { PuzzleError } from '../errors';
import type { Random } from '../random';
import type { Geometry } from './geometry';
import { solveVariant } from './solver';

export function generateVariantGrid(geometry: Geometry, random: Random): Uint8Array {
  const empty = new Uint8Array(geometry.cellCount);
  let budget = 2 * geometry.cellCount;
  let result = solveVariant(geometry, empty, 1, random, budget);
  while (result.outOfBudget) {
    budget *= 2;
    result = solveVariant(geometry, empty, 1, random, budget);
  }
  const { solution } = result;
  if (!solution) throw new PuzzleError('no-solution', `No grid fills this ${geometry.kind} layout: its units cannot all hold every symbol once.`);
  return solution;
}
