/**
 * Patterns drawn at random for a book (issue 40): a count of givens in a range, the cells chosen
 * orbit by orbit under a symmetry so the pattern is symmetric, as printed puzzles usually are.
 */

import { CELL_COUNT } from '../board/layout';
import { completeSymmetric, type Symmetry } from '../board/symmetry';
import { proveNoUniquePuzzle, type Pattern } from '../generator/pattern';
import type { Random } from '../core/random';

const orbitCache = new Map<Symmetry, number[][]>();

/** The cells that a symmetry maps onto one another, each set once (a cell on the axis alone). */
export function symmetryOrbits(symmetry: Symmetry): number[][] {
  const known = orbitCache.get(symmetry);
  if (known) return known;
  const seen = new Uint8Array(CELL_COUNT);
  const orbits: number[][] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (seen[cell]) continue;
    const marks = new Uint8Array(CELL_COUNT);
    marks[cell] = 1;
    const orbit: number[] = [];
    completeSymmetric(marks, symmetry).forEach((mark, other) => {
      if (mark) {
        orbit.push(other);
        seen[other] = 1;
      }
    });
    orbits.push(orbit);
  }
  orbitCache.set(symmetry, orbits);
  return orbits;
}

/** Draws of orbit orders tried for one count before another count is drawn (a count is only missed by unlucky orders of 4-cell orbits). */
const ORDER_TRIES = 20;
/** Patterns drawn before giving up on one that could have a unique puzzle (two empty rows of a band are seldom drawn). */
const PATTERN_TRIES = 200;

function drawWithCount(random: Random, orbits: readonly number[][], count: number): Pattern | null {
  for (let attempt = 0; attempt < ORDER_TRIES; attempt++) {
    const pattern = new Uint8Array(CELL_COUNT);
    let left = count;
    for (const orbit of random.shuffle([...orbits])) {
      if (orbit.length > left) continue;
      for (const cell of orbit) pattern[cell] = 1;
      left -= orbit.length;
      if (left === 0) return pattern;
    }
  }
  return null;
}

/**
 * A pattern with between `min` and `max` givens, symmetric under `symmetry` (any cells without
 * one), on which a unique puzzle is not disproved; null when none was drawn (the plan's check
 * refuses ranges that no pattern of the symmetry meets, so that means bad luck, not impossibility).
 */
export function randomPattern(
  random: Random,
  symmetry: Symmetry | undefined,
  min: number,
  max: number,
): Pattern | null {
  const orbits = symmetry ? symmetryOrbits(symmetry) : Array.from({ length: CELL_COUNT }, (_, cell) => [cell]);
  for (let attempt = 0; attempt < PATTERN_TRIES; attempt++) {
    const pattern = drawWithCount(random, orbits, min + random.int(max - min + 1));
    if (pattern && !proveNoUniquePuzzle(pattern)) return pattern;
  }
  return null;
}
