import fc from 'fast-check';
import { createRandom } from '../../../src/engine/core/random';
import { lineMasks, scoreGrid, swapDelta } from '../../../src/engine/ga/grid-score';
import {
  applySwap,
  crossBands,
  crossStacks,
  freeCellsOf,
  mutate,
  pickSwap,
  randomIndividual,
  swapCellA,
  swapCellB,
} from '../../../src/engine/ga/operators';
import { uniqueSolution } from '../../helpers/oracle';
import { boxPermutationProblem, digitsOf, gaBenchPuzzles, naiveFitness, naiveLineScores } from './ga-truth';

const PUZZLES = gaBenchPuzzles().map((entry) => digitsOf(entry.puzzle));
/** A puzzle with one given, so that swaps have room, and an empty grid. */
const SPARSE = [...[5], ...new Array(80).fill(0)];
const EMPTY = new Array(81).fill(0);
const ALL = [...PUZZLES, SPARSE, EMPTY];

const puzzleArb = fc.integer({ min: 0, max: ALL.length - 1 });
const seedArb = fc.integer({ min: 0, max: 0xffffffff });

function individual(givens: number[], seed: number): Uint8Array {
  const grids = new Uint8Array(81);
  randomIndividual(freeCellsOf(givens), createRandom(seed), grids, 0);
  return grids;
}

/** The digits given in the cell's row or column. */
function givenInLines(givens: number[], cell: number): Set<number> {
  const found = new Set<number>();
  for (let other = 0; other < 81; other++) {
    const sameLine = Math.floor(other / 9) === Math.floor(cell / 9) || other % 9 === cell % 9;
    if (sameLine && givens[other] !== 0) found.add(givens[other]);
  }
  return found;
}

describe('GA operators keep every box a permutation and every given in place', () => {
  it('a random individual fills each box with its missing digits around the givens', () => {
    fc.assert(
      fc.property(puzzleArb, seedArb, (p, seed) => {
        expect(boxPermutationProblem(individual(ALL[p], seed), ALL[p])).toBeUndefined();
      }),
    );
  });

  it('swap mutation, any number of times, moves only free cells of one box and never beside the same given', () => {
    fc.assert(
      fc.property(puzzleArb, seedArb, fc.integer({ min: 1, max: 60 }), (p, seed, swaps) => {
        const givens = ALL[p];
        const free = freeCellsOf(givens);
        const random = createRandom(seed ^ 0x5bd1e995);
        const grid = individual(givens, seed);
        for (let s = 0; s < swaps; s++) {
          const before = Uint8Array.from(grid);
          const swap = pickSwap(free, random, grid, 0);
          applySwap(grid, 0, swap);
          const changed = [...grid.keys()].filter((cell) => grid[cell] !== before[cell]);
          if (swap < 0) {
            expect(changed).toEqual([]);
            continue;
          }
          const [a, b] = [swapCellA(swap), swapCellB(swap)];
          expect(changed.sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
          expect(Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)).toBe(
            true,
          );
          expect(givenInLines(givens, a).has(grid[a])).toBe(false);
          expect(givenInLines(givens, b).has(grid[b])).toBe(false);
        }
        expect(boxPermutationProblem(grid, givens)).toBeUndefined();
        mutate(free, random, grid, 0);
        expect(boxPermutationProblem(grid, givens)).toBeUndefined();
      }),
    );
  });

  it('crossover children take each band (rows) or stack (columns) whole from the parent scoring at least as well there', () => {
    fc.assert(
      fc.property(puzzleArb, seedArb, seedArb, (p, seedA, seedB) => {
        const givens = ALL[p];
        const parents = new Uint8Array(2 * 81);
        parents.set(individual(givens, seedA), 0);
        parents.set(individual(givens, seedB), 81);
        const rowScores = new Uint8Array(18);
        const colScores = new Uint8Array(18);
        const masks = new Uint16Array(36);
        scoreGrid(parents, 0, masks, rowScores, colScores, 0);
        scoreGrid(parents, 81, masks, rowScores, colScores, 9);
        const children = new Uint8Array(2 * 81);
        const random = createRandom(seedA + seedB);
        crossBands(parents, rowScores, 0, 1, children, 0, random);
        crossStacks(parents, colScores, 0, 1, children, 81, random);
        const parentGrids = [parents.subarray(0, 81), parents.subarray(81)];
        for (const [childIndex, byColumn] of [
          [0, false],
          [1, true],
        ] as const) {
          const child = children.subarray(childIndex * 81, childIndex * 81 + 81);
          expect(boxPermutationProblem(child, givens)).toBeUndefined();
          const scores = parentGrids.map((grid) => naiveLineScores(grid, byColumn));
          for (let part = 0; part < 3; part++) {
            const cells = Array.from({ length: 27 }, (_, i) =>
              byColumn ? Math.floor(i / 3) * 9 + part * 3 + (i % 3) : part * 27 + i,
            );
            const sum = (s: number[]) => s[3 * part] + s[3 * part + 1] + s[3 * part + 2];
            const sources = [0, 1].filter((q) => cells.every((cell) => child[cell] === parentGrids[q][cell]));
            expect(sources.some((q) => sum(scores[q]) >= sum(scores[1 - q]))).toBe(true);
          }
        }
      }),
    );
  });
});

describe('GA fitness', () => {
  it('the line masks give the distinct-digit count of a set-based recount, 162 exactly for a solution', () => {
    fc.assert(
      fc.property(puzzleArb, seedArb, (p, seed) => {
        const grid = individual(ALL[p], seed);
        expect(lineMasks(grid, 0, new Uint16Array(36))).toBe(naiveFitness(grid));
      }),
    );
    const solution = digitsOf(uniqueSolution(gaBenchPuzzles()[0].puzzle));
    expect(lineMasks(Uint8Array.from(solution), 0, new Uint16Array(36))).toBe(162);
    expect(naiveFitness(solution)).toBe(162);
  });

  it('a swap priced by swapDelta changes the recounted fitness by exactly that much', () => {
    fc.assert(
      fc.property(puzzleArb, seedArb, (p, seed) => {
        const givens = ALL[p];
        const grid = individual(givens, seed);
        const masks = new Uint16Array(36);
        const before = lineMasks(grid, 0, masks);
        const swap = pickSwap(freeCellsOf(givens), createRandom(seed + 1), grid, 0);
        fc.pre(swap >= 0);
        const [a, b] = [swapCellA(swap), swapCellB(swap)];
        const delta = swapDelta(masks, a, grid[a], b, grid[b]);
        applySwap(grid, 0, swap);
        expect(naiveFitness(grid)).toBe(before + delta);
      }),
    );
  });
});
