/** A random full grid for any geometry: the exact solver on an empty grid, branching in random order. */

import { PuzzleError } from '../errors';
import type { Random } from '../random';
import type { Geometry } from './geometry';
import { solveVariant } from './solver';

export function generateVariantGrid(geometry: Geometry, random: Random): Uint8Array {
  const { solution } = solveVariant(geometry, new Uint8Array(geometry.cellCount), 1, random);
  if (!solution) throw new PuzzleError('no-solution', `No grid fills this ${geometry.kind} layout: its units cannot all hold every symbol once.`);
  return solution;
}
