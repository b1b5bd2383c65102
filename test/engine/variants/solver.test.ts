import fc from 'fast-check';
import {
  colourGeometry,
  combinedGeometry,
  combinedPreset,
  diagonalGeometry,
  generateVariantGrid,
  jigsawGeometry,
  parseBoxShape,
  solveVariant,
  standardGeometry,
  windokuGeometry,
} from '../../../src/engine/geometry';
import type { Geometry } from '../../../src/engine/geometry';
import { createRandom } from '../../../src/engine/core/random';
import { isVariantSolution, referenceSolve } from '../../helpers/variant-reference';

const DISJOINT_GROUPS = Array.from({ length: 81 }, (_, i) => String((((i / 9) | 0) % 3) * 3 + (i % 3) + 1)).join('');
const JIGSAW_6 = '112222' + '111223' + '413333' + '444553' + '465555' + '466666';
/** The region map of the first puzzle of the shared data's jigsaw-9-generated set (public domain). */
const JIGSAW_9 = 'DAABBBBBBDAACBBBCCDDACCCCCCDEAAAAFFFDEEEEEEFFDEGHIIEIFDDGHIIIIFGGGHHHHIFGGGGHHHIF';

/** Every kind, each small enough for the plain reference solver. */
const KINDS: [string, () => Geometry, number][] = [
  ['standard 4', () => standardGeometry(4), 0.6],
  ['standard 6', () => standardGeometry(6), 0.5],
  ['standard 8', () => standardGeometry(8), 0.5],
  ['standard 9', () => standardGeometry(9), 0.55],
  ['standard 12 (4x3 boxes)', () => standardGeometry(12, parseBoxShape('4x3', 12)), 0.6],
  ['standard 16', () => standardGeometry(16), 0.78],
  ['diagonal 6', () => diagonalGeometry(6), 0.5],
  ['diagonal 9', () => diagonalGeometry(9), 0.55],
  ['windoku 9', () => windokuGeometry(), 0.55],
  ['jigsaw 6', () => jigsawGeometry(JIGSAW_6), 0.5],
  ['jigsaw 9 with colour units', () => jigsawGeometry(JIGSAW_9, DISJOINT_GROUPS), 0.55],
  ['colour 9 (disjoint groups)', () => colourGeometry(DISJOINT_GROUPS), 0.55],
  ['butterfly', () => combinedPreset('butterfly'), 0.55],
  ['samurai', () => combinedPreset('samurai'), 0.7],
  [
    'two grids sharing a box',
    () =>
      combinedGeometry([
        { row: 0, col: 0 },
        { row: 6, col: 6 },
      ]),
    0.65,
  ],
];

describe('variant exact solver', () => {
  it.each(KINDS)('generates full grids that keep every unit of %s', (_name, make) => {
    const geometry = make();
    for (const seed of [1, 2, 3]) {
      const grid = generateVariantGrid(geometry, createRandom(seed));
      expect(isVariantSolution(geometry, grid)).toBe(true);
      expect(solveVariant(geometry, grid)).toEqual({ count: 1, solution: grid });
    }
  });

  it.each(KINDS)('agrees with the reference solver on random puzzles of %s', (_name, make, keep) => {
    const geometry = make();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.double({ min: keep - 0.15, max: keep + 0.1, noNaN: true }),
        (seed, share) => {
          const random = createRandom(seed);
          const grid = generateVariantGrid(geometry, random);
          const puzzle = Uint8Array.from(grid, (value) => (random.next() < share ? value : 0));
          const fast = solveVariant(geometry, puzzle);
          const reference = referenceSolve(geometry, puzzle);
          expect(fast.count).toBe(reference.count);
          // Every puzzle here has the grid it came from as a solution.
          expect(fast.count).toBeGreaterThan(0);
          expect(isVariantSolution(geometry, fast.solution!)).toBe(true);
          puzzle.forEach((value, cell) => value !== 0 && expect(fast.solution![cell]).toBe(value));
          if (fast.count === 1) expect(Array.from(fast.solution!)).toEqual(Array.from(grid));
        },
      ),
      { numRuns: 12 },
    );
  });

  it('counts 0 for clashing givens and for a puzzle with no completion', () => {
    const geometry = standardGeometry(4);
    const clash = new Uint8Array(16);
    clash[0] = 1;
    clash[3] = 1;
    expect(solveVariant(geometry, clash)).toEqual({ count: 0, solution: null });
    // Row 1 wants 1 and 2 in its last two cells, but column 3 already holds 1 and column 4 holds 2... twice over.
    const stuck = Uint8Array.from([3, 4, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0, 2, 1]);
    expect(referenceSolve(geometry, stuck).count).toBe(0);
    expect(solveVariant(geometry, stuck).count).toBe(0);
  });

  it('stops at the limit and counts the empty grid as having many solutions', () => {
    const geometry = standardGeometry(25);
    const result = solveVariant(geometry, new Uint8Array(625), 2);
    expect(result.count).toBe(2);
    expect(isVariantSolution(geometry, result.solution!)).toBe(true);
    expect(solveVariant(geometry, new Uint8Array(625), 1).count).toBe(1);
  });

  it('gives up with outOfBudget only when the branch budget runs out before the count is settled', () => {
    const geometry = standardGeometry(9);
    expect(solveVariant(geometry, new Uint8Array(81), 2, undefined, 1).outOfBudget).toBe(true);
    const grid = generateVariantGrid(geometry, createRandom(11));
    expect(solveVariant(geometry, grid, 2, undefined, 1)).toEqual({ count: 1, solution: grid });
  });

  it('generates a grid of a wide combined layout (restarting dead-end fills)', () => {
    const grids = [];
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) grids.push({ row: r * 6, col: c * 6 });
    const geometry = combinedGeometry(grids);
    expect(isVariantSolution(geometry, generateVariantGrid(geometry, createRandom(3)))).toBe(true);
  });

  it('fills grids of 49 symbols (values above 32 live in the second word)', () => {
    const geometry = standardGeometry(49);
    const grid = generateVariantGrid(geometry, createRandom(7));
    expect(isVariantSolution(geometry, grid)).toBe(true);
    // One blank per row leaves each row a single missing value: exactly one completion.
    const puzzle = Uint8Array.from(grid, (value, cell) => (cell % 50 === 0 ? 0 : value));
    expect(solveVariant(geometry, puzzle)).toEqual({ count: 1, solution: grid });
    const open = Uint8Array.from(grid, (value, cell) => (cell % 3 === 0 ? 0 : value));
    const result = solveVariant(geometry, open);
    expect(result.count).toBeGreaterThan(0);
    expect(isVariantSolution(geometry, result.solution!)).toBe(true);
    open.forEach((value, cell) => value !== 0 && expect(result.solution![cell]).toBe(value));
  });
});
