import fc from 'fast-check';
import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { generateFullGrid } from '../../src/engine/board/fullgrid';
import { digitsFromCanonical, digitsToString } from '../../src/engine/board/grid';
import { createRandom } from '../../src/engine/core/random';
import {
  IDENTITY,
  TRANSPOSE,
  applyTransform,
  compose,
  permuteLines,
  randomTransform,
  relabel,
  rotation,
} from '../../src/engine/board/transform';
import { samplePuzzles } from '../helpers/corpus';
import { solveReference } from '../helpers/solver-reference';

/** Row by row from a 9-line picture, to state expected grids independently of the code. */
const at = (grid: ArrayLike<number>, row: number, col: number) => grid[row * 9 + col];
const grid = generateFullGrid(createRandom(42));

describe('equivalence transforms', () => {
  it('move cells as their names say', () => {
    const turned = applyTransform(rotation(1), grid);
    const flipped = applyTransform(TRANSPOSE, grid);
    for (let row = 0; row < 9; row++) {
      for (let col = 0; col < 9; col++) {
        expect(at(turned, row, col)).toBe(at(grid, 8 - col, row)); // clockwise: the left column becomes the top row
        expect(at(flipped, row, col)).toBe(at(grid, col, row));
        expect(at(applyTransform(rotation(2), grid), row, col)).toBe(at(grid, 8 - row, 8 - col));
      }
    }
    expect(applyTransform(rotation(4), grid)).toEqual(grid);
    expect(applyTransform(compose(rotation(3), rotation(1)), grid)).toEqual(grid);
    const swapped = applyTransform(relabel([2, 1, 3, 4, 5, 6, 7, 8, 9]), digitsFromCanonical(`12${'.'.repeat(79)}`));
    expect(digitsToString(swapped)).toBe(`21${'.'.repeat(79)}`);
    expect(applyTransform(IDENTITY, grid)).toEqual(grid);
  });

  it('refuse line orders that split a band and relabellings that are not permutations', () => {
    expect(() => permuteLines([0, 1, 3, 2, 4, 5, 6, 7, 8])).toThrow(/keeping each group of three together/);
    expect(() => permuteLines(undefined, [0, 0, 1, 2, 3, 4, 5, 6, 7])).toThrow(/column order/);
    expect(() => relabel([1, 1, 2, 3, 4, 5, 6, 7, 8])).toThrow(/once each/);
    expect(() => permuteLines([3, 5, 4, 0, 2, 1, 8, 6, 7])).not.toThrow();
  });

  it('turn every valid grid into a valid grid (random transforms, checked by the reference solver)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const moved = applyTransform(randomTransform(createRandom(seed)), grid);
        expect(solveReference(moved, 2).count).toBe(1);
        expect(Array.from(moved).every((digit) => digit >= 1 && digit <= 9)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it("keep a puzzle's solution count, its solution (transformed) and its grade", () => {
    // Levels 1–8 all occur in this sample (1, 2, 6, 7, 8 at least).
    const puzzles = samplePuzzles('rated/mixed1000.txt', 16);
    puzzles.forEach((text, i) => {
      const puzzle = digitsFromCanonical(text);
      const transform = randomTransform(createRandom(i));
      const moved = applyTransform(transform, puzzle);
      const before = solveReference(puzzle, 2);
      const after = solveReference(moved, 2);
      expect(after.count).toBe(before.count);
      if (before.count !== 1) return;
      expect(after.solutions[0]).toEqual(applyTransform(transform, before.solutions[0]));
      expect(analyzePuzzle(digitsToString(moved)).grade).toEqual(analyzePuzzle(text).grade);
    });
  });
});
