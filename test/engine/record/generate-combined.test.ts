/**
 * The large-layout combined generator on small lattices: every puzzle checked unique by the tests'
 * own reference solver (not the engine's), its solution the generator's full grid, the analysis
 * without assumptions and every step true against that solution; an early stop still gives a
 * unique puzzle; a givens-per-grid floor is kept.
 */

import { combinedGeometry, parseLatticeLayout } from '../../../src/engine/geometry';
import type { Geometry } from '../../../src/engine/geometry';
import { analyzeVariant } from '../../../src/engine/analysis/variant-analyser';
import { generateCombinedPuzzle } from '../../../src/engine/generator/generate-combined';
import { Deadline } from '../../../src/engine/core/deadline';
import { improveGivens } from '../../../src/engine/generator/improve-combined';
import { buildNeighbourhoods } from '../../../src/engine/generator/neighbourhoods';
import { createRandom } from '../../../src/engine/core/random';
import type { GeneratedCombined } from '../../../src/engine/generator/generate-combined';
import { isVariantSolution } from '../../helpers/variant-reference';
import { referenceSolveByUnits } from '../../helpers/variant-reference-units';
import { variantStepProblems } from '../../helpers/variant-step-check';

function expectUniqueAndLogical(geometry: Geometry, generated: GeneratedCombined): number[] {
  expect(generated.error).toBeUndefined();
  const puzzle = generated.puzzle as number[];
  const solution = generated.solution as number[];
  expect(isVariantSolution(geometry, solution)).toBe(true);
  puzzle.forEach((value, cell) => {
    if (value !== 0) expect(value).toBe(solution[cell]);
  });
  const reference = referenceSolveByUnits(geometry, puzzle, 2);
  expect(reference.count).toBe(1);
  expect(reference.solution).toEqual(solution);
  const analysis = analyzeVariant(geometry, puzzle);
  expect(analysis.status).toBe('conquer');
  expect(analysis.assumptions).toBe(0);
  expect(analysis.techniqueCounts.A).toBeUndefined();
  expect(variantStepProblems(geometry, puzzle, solution, analysis.steps, true)).toEqual([]);
  expect(generated.grade).toEqual(analysis.grade);
  expect(generated.givens).toBe(puzzle.filter((value) => value !== 0).length);
  expect(generated.givensPerGrid).toBeCloseTo(generated.givens / geometry.grids.length, 9);
  return puzzle;
}

describe('generateCombinedPuzzle', () => {
  it('makes a unique lattice:3x3 (samurai) puzzle that logic alone solves, with far fewer givens than cells', () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:3x3'));
    const generated = generateCombinedPuzzle(geometry, { seed: 11 });
    const puzzle = expectUniqueAndLogical(geometry, generated);
    expect(generated.complete).toBe(true);
    expect(generated.givensPerGrid).toBeLessThan(30);
    expect(puzzle.filter((value) => value !== 0).length).toBeLessThan(geometry.cellCount / 2);
  });

  it('makes a unique lattice:5x7 puzzle of 18 grids, every analysis step true, with fewer givens than the greedy removal alone', () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:5x7'));
    const generated = generateCombinedPuzzle(geometry, { seed: 5 });
    expectUniqueAndLogical(geometry, generated);
    expect(generated.givensPerGrid).toBeLessThanOrEqual(24);
    expect(generated.givens).toBeLessThan(generateCombinedPuzzle(geometry, { seed: 5, improveMoves: 0 }).givens);
  });

  it('gives the same puzzle for the same seed and another for another seed', () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:3x3'));
    const first = generateCombinedPuzzle(geometry, { seed: 'same' });
    expect(generateCombinedPuzzle(geometry, { seed: 'same' }).puzzle).toEqual(first.puzzle);
    expect(generateCombinedPuzzle(geometry, { seed: 'other' }).puzzle).not.toEqual(first.puzzle);
  });

  it('stopped early, still finishes a unique, logically solvable puzzle and says it stopped', () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:3x3'));
    let asked = 0;
    const progress: number[] = [];
    const generated = generateCombinedPuzzle(geometry, {
      seed: 2,
      shouldStop: () => ++asked > 100,
      onProgress: (state) => progress.push(state.givens),
    });
    expect(generated.complete).toBe(false);
    expect(generated.note).toMatch(/Stopped before every grid was thinned/);
    expectUniqueAndLogical(geometry, generated);
    // Only the first hundred cells were tried, so most givens are still there.
    expect(generated.givens).toBeGreaterThan(geometry.cellCount - 100);
    expect(progress.length).toBeGreaterThan(0);
  });

  it('stops removing at the givens-per-grid floor', () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:3x3'));
    const generated = generateCombinedPuzzle(geometry, { seed: 3, givensPerGrid: 40 });
    expectUniqueAndLogical(geometry, generated);
    expect(generated.givens).toBeGreaterThanOrEqual(40 * 5);
    expect(generated.givens).toBeLessThanOrEqual(40 * 5 + 5);
  });
});

describe('the improvement pass (two givens out, one in)', () => {
  it('never adds to the givens, move by move, and leaves a unique puzzle that logic alone solves', () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:3x5'));
    const greedy = generateCombinedPuzzle(geometry, { seed: 8, improveMoves: 0 });
    const solution = greedy.solution as number[];
    const givens = Uint8Array.from(greedy.puzzle as number[]);
    const neighbourhoods = buildNeighbourhoods(geometry);
    const random = createRandom(8);
    const deadline = Deadline.after(() => 0, undefined);
    const counts = [greedy.givens];
    for (let move = 0; move < 300; move++) {
      const removed = improveGivens(neighbourhoods, givens, solution, { moves: 1, floor: 0, random, deadline });
      expect(removed).toBeGreaterThanOrEqual(0);
      counts.push(givens.filter((value) => value !== 0).length);
      expect(counts[counts.length - 1]).toBe(counts[counts.length - 2] - removed);
    }
    expect(counts[counts.length - 1]).toBeLessThan(counts[0]);
    givens.forEach((value, cell) => {
      if (value !== 0) expect(value).toBe(solution[cell]);
    });
    const reference = referenceSolveByUnits(geometry, Array.from(givens), 2);
    expect(reference.count).toBe(1);
    expect(reference.solution).toEqual(solution);
    const analysis = analyzeVariant(geometry, givens, { techniques: 'BLCEMVGQPUTRSHWYXKD' });
    expect(analysis.status).toBe('conquer');
    expect(variantStepProblems(geometry, Array.from(givens), solution, analysis.steps, true)).toEqual([]);
  });

  it('is cut short by the time limit, still unique and A-free', () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:3x3'));
    let clock = 0;
    // The clock moves only once the removal is done, so the limit passes inside the improvement pass.
    const generated = generateCombinedPuzzle(geometry, {
      seed: 4,
      timeLimitMs: 10,
      now: () => clock,
      onProgress: (state) => (clock = state.phase === 'improving' ? 100 : clock),
    });
    expectUniqueAndLogical(geometry, generated);
    const unlimited = generateCombinedPuzzle(geometry, { seed: 4 });
    expect(generated.givens).toBeGreaterThanOrEqual(unlimited.givens);
  });
});
