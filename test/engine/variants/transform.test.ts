/**
 * Issue 33: equivalence transforms of every kind. The truth is each fixture's published solution:
 * a transformed puzzle, written out and read back by the text reader (which rebuilds its units
 * from the text alone), must have exactly one solution, the published one moved and relabelled by
 * the test's own loop. Named moves are also worked out here cell by cell, independently of the
 * engine's square maps.
 */

import {
  applyVariantTransform,
  combinedGeometry,
  generateVariantGrid,
  solveVariant,
  variantTransform,
  type Geometry,
  type VariantTransform,
} from '../../../src/engine/geometry';
import { isPuzzleError } from '../../../src/engine/core/errors';
import { createRandom } from '../../../src/engine/core/random';
import { formatVariantHeader, formatVariantPuzzle, readVariantText } from '../../../src/io/variant-text';
import { engineFixtures } from '../../helpers/variant-fixtures';
import { isVariantSolution } from '../../helpers/variant-reference';
import { expectedSquares, movedValues, shiftedSymbols } from '../../helpers/variant-transform-check';

/** Values moved and relabelled as the transform says, by a loop of the test's own. */
function mapped(transform: VariantTransform, values: readonly number[]): number[] {
  return movedValues(transform.sourceCell, transform.symbolMap, values);
}

/** The transformed puzzle as the text reader reads it back from its header and one-line (or numeric) form. */
function readBack(transform: VariantTransform, givens: Uint8Array): { geometry: Geometry; givens: Uint8Array } {
  const text = `${formatVariantHeader(transform.geometry)}\n${formatVariantPuzzle(transform.geometry, givens)}\n`;
  const [entry] = readVariantText(text).entries;
  if (!entry.puzzle) throw new Error(entry.error?.message);
  return entry.puzzle;
}

/** Checks that the transform made of a fixture is an equivalent puzzle with the moved solution. */
function expectEquivalent(set: string, transform: VariantTransform, puzzle: number[], solution: number[]): void {
  const givens = applyVariantTransform(transform, puzzle);
  expect(Array.from(givens)).toEqual(mapped(transform, puzzle));
  const back = readBack(transform, givens);
  expect(Array.from(back.givens)).toEqual(Array.from(givens));
  const solved = solveVariant(back.geometry, back.givens, 2);
  expect([set, solved.count]).toEqual([set, 1]);
  expect(Array.from(solved.solution!)).toEqual(mapped(transform, solution));
  expect(isVariantSolution(back.geometry, mapped(transform, solution))).toBe(true);
}

const isIdentity = (map: ArrayLike<number>) =>
  Array.prototype.every.call(map, (entry: number, i: number) => entry === i);

/** The sets of every kind (a 16×16, boxes that are no squares, a symmetric and a turning combined layout). */
const SETS = [
  'size-16',
  'size-12-4x3',
  'diagonal-9',
  'diagonal-16',
  'windoku-9',
  'jigsaw-9-generated',
  'colour-9-map',
  'colour-9-disjoint',
  'combined-samurai',
  'combined-windmill',
];

describe('random transforms of every kind', () => {
  it.each(SETS)('%s: each seed gives an equivalent puzzle, moved as well as relabelled', (set) => {
    const [{ geometry, puzzle, solution }] = engineFixtures(set);
    let moved = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const transform = variantTransform(geometry, { random: createRandom(seed) });
      expectEquivalent(set, transform, puzzle, solution);
      expect(isIdentity(transform.symbolMap)).toBe(false);
      if (!isIdentity(transform.sourceCell)) moved++;
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('reorders bands and stacks where the boxes allow, and only mirrored orders on a diagonal', () => {
    // Beyond the eight rotations and mirrors: a cell map none of them gives.
    const beyondSymmetries = (geometry: Geometry, seed: number): boolean => {
      const { sourceCell } = variantTransform(geometry, { random: createRandom(seed) });
      const n = geometry.rows;
      const symmetries = [0, 1, 2, 3].flatMap((turns) =>
        [false, true].map((transpose) => expectedSquares(n, turns, transpose).join()),
      );
      return !symmetries.includes(Array.from(sourceCell).join());
    };
    for (const set of ['size-16', 'diagonal-16']) {
      const [{ geometry }] = engineFixtures(set);
      expect([set, [1, 2, 3, 4, 5, 6, 7, 8].some((seed) => beyondSymmetries(geometry, seed))]).toEqual([set, true]);
    }
  });
});

describe('named transforms', () => {
  const allowed: [string, number, boolean][] = [];
  for (const set of ['size-16', 'diagonal-9', 'windoku-9', 'jigsaw-9-generated', 'colour-9-map', 'combined-samurai']) {
    for (const [turns, transpose] of [
      [1, false],
      [2, false],
      [3, false],
      [0, true],
      [1, true],
    ] as const)
      allowed.push([set, turns, transpose]);
  }

  it.each(allowed)(
    '%s turned %i quarter(s), transposed %s: the cells move as worked out here, and the solution with them',
    (set, turns, transpose) => {
      const [{ geometry, puzzle, solution }] = engineFixtures(set);
      const relabel = shiftedSymbols(geometry.size);
      const transform = variantTransform(geometry, { quarterTurns: turns, transpose, relabel });
      // Each square of the (square) rectangle is a cell here or a gap there alike, so squares and cells correspond through cellAt.
      const squares = expectedSquares(geometry.rows, turns, transpose);
      expect(Array.from(transform.sourceCell)).toEqual(
        squares.filter((_, square) => geometry.cellAt[square] >= 0).map((square) => geometry.cellAt[square]),
      );
      expect(Array.from(transform.symbolMap)).toEqual([0, ...relabel]);
      expectEquivalent(set, transform, puzzle, solution);
    },
  );

  it.each([
    [
      'size-12-4x3',
      { quarterTurns: 1 },
      /^a quarter turn does not fit this standard 12×12 puzzle with 4×3 boxes, as its box 1 would land on cells that are no unit$/,
    ],
    ['size-12-4x3', { transpose: true }, /^transposing does not fit this standard 12×12 puzzle with 4×3 boxes/],
    [
      'combined-windmill',
      { transpose: true },
      /^transposing does not fit this combined 21×21 puzzle of 5 grids, as it would move cells onto squares that are no cell$/,
    ],
    [
      'size-16',
      { relabel: [1, 2, 3] },
      /^a relabelling of this standard 16×16 puzzle lists its symbols 1 to 16 once each in their new order, not 3 symbols$/,
    ],
    [
      'diagonal-9',
      { relabel: [1, 1, 2, 3, 4, 5, 6, 7, 8] },
      /^a relabelling of this diagonal 9×9 puzzle lists its symbols 1 to 9 once each in their new order, not 1 1 2 3 4 5 6 7 8$/,
    ],
  ] as const)('%s refuses %j in one sentence naming the kind', (set, choice, message) => {
    const [{ geometry }] = engineFixtures(set);
    let thrown: unknown;
    try {
      variantTransform(geometry, choice);
    } catch (error) {
      thrown = error;
    }
    expect(isPuzzleError(thrown)).toBe(true);
    expect((thrown as Error).message).toMatch(message);
  });

  it('keeps what a layout allows: a half turn but no quarter turn for a layout that is no square', () => {
    const wide = combinedGeometry([
      { row: 0, col: 0 },
      { row: 0, col: 6 },
    ]);
    expect(() => variantTransform(wide, { quarterTurns: 1 })).toThrow(
      /^a quarter turn does not fit this combined 9×15 puzzle of 2 grids, as it would not keep its 9×15 shape$/,
    );
    const halfTurn = variantTransform(wide, { quarterTurns: 2 });
    // A half turn: (r, c) shows what was at (8 − r, 14 − c).
    expect(Array.from(halfTurn.sourceCell)).toEqual(
      Array.from(
        { length: wide.cellCount },
        (_, cell) => wide.cellAt[(8 - wide.cellRow[cell]) * 15 + 14 - wide.cellCol[cell]],
      ),
    );
  });

  it('turns and mirrors a layout that is no square only where it keeps its shape and units', () => {
    const wide = combinedGeometry([
      { row: 0, col: 0 },
      { row: 0, col: 6 },
    ]);
    const grid = Array.from(generateVariantGrid(wide, createRandom(33)));
    expect(isVariantSolution(wide, grid)).toBe(true);
    const maps = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const transform = variantTransform(wide, { random: createRandom(seed) });
      expect(
        isVariantSolution(
          readBack(transform, applyVariantTransform(transform, grid)).geometry,
          mapped(transform, grid),
        ),
      ).toBe(true);
      maps.add(Array.from(transform.sourceCell).join());
    }
    // The identity, the half turn and both mirrors all keep two side-by-side grids.
    expect(maps.size).toBe(4);
  });

  it("refuses values that are not the puzzle's", () => {
    const [{ geometry }] = engineFixtures('diagonal-9');
    const transform = variantTransform(geometry, { quarterTurns: 2 });
    expect(() => applyVariantTransform(transform, new Array(80).fill(0))).toThrow(/81/);
    expect(() => applyVariantTransform(transform, new Array(81).fill(10))).toThrow(/A value/);
  });
});
