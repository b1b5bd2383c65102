/**
 * The generators' time limit reaches every long piece of work (issue 41, item 2): the exact
 * solver's search, the lattice fill's refill, and the time before a generator starts (a command
 * passes its own start, so building a large layout counts). Each is checked by what the work
 * leaves, not by how long it takes.
 */

import {
  combinedGeometry,
  latticeFill,
  parseLatticeLayout,
  solveVariant,
  standardGeometry,
} from '../../../src/engine/geometry';
import { createRandom } from '../../../src/engine/core/random';
import { generateCombinedPuzzle } from '../../../src/engine/generator/generate-combined';
import { generateVariantPuzzle } from '../../../src/engine/generator/variant-generate';
import { isVariantSolution } from '../../helpers/variant-reference';

describe('the time limit', () => {
  it("ends the exact solver's search when timeUp says so, as an unsettled count", () => {
    const geometry = standardGeometry(25);
    const empty = new Uint8Array(geometry.cellCount);
    let asked = 0;
    const cut = solveVariant(geometry, empty, 2, undefined, Infinity, () => ++asked > 1);
    expect(cut.outOfBudget).toBe(true);
    expect(asked).toBe(2);
    expect(solveVariant(geometry, empty, 2, undefined, Infinity, () => false)).toMatchObject({ count: 2 });
  });

  it("leaves the lattice fill unvaried past it: still a valid grid, without the refill's changes", () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:5x7'));
    const cut = latticeFill(geometry, createRandom(3), () => true);
    const whole = latticeFill(geometry, createRandom(3), () => false);
    expect(isVariantSolution(geometry, cut)).toBe(true);
    expect(isVariantSolution(geometry, whole)).toBe(true);
    expect(Buffer.from(cut).equals(Buffer.from(whole))).toBe(false);
  });

  it("counts from the caller's start: a combined run begun past its limit removes nothing and finishes the full grid", () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:5x7'));
    let clock = 10_000;
    const now = () => (clock += 1);
    const late = generateCombinedPuzzle(geometry, { seed: 1, timeLimitMs: 1_000, startedAt: 0, now });
    expect(late).toMatchObject({ givens: geometry.cellCount, complete: false, repairs: 0 });
    expect(late.note).toMatch(/Stopped before every grid was thinned/);
    const onTime = generateCombinedPuzzle(geometry, { seed: 1, timeLimitMs: 100, startedAt: clock, now });
    expect(onTime.givens).toBeLessThan(geometry.cellCount);
  });

  it("counts from the caller's start for an N×N pattern too: begun past it, no attempt is made", () => {
    const geometry = standardGeometry(16);
    const pattern = Array.from({ length: geometry.cellCount }, (_, cell) => cell % 3 !== 0);
    const late = generateVariantPuzzle(geometry, pattern, {
      seed: 1,
      timeLimitMs: 1_000,
      startedAt: performance.now() - 2_000,
    });
    expect(late.attempts).toBe(0);
    expect(late.error?.kind).toBe('not-found-in-time');
  });
});
