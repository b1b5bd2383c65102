import fc from 'fast-check';
import { canonicalForm } from '../../src/engine/board/canonical';
import { generateFullGrid } from '../../src/engine/board/fullgrid';
import { digitsFromCanonical } from '../../src/engine/board/grid';
import { STANDARD_LAYOUT } from '../../src/engine/board/layout';
import { createRandom } from '../../src/engine/core/random';
import {
  TRANSPOSE,
  applyTransform,
  compose,
  randomTransform,
  type GridTransform,
} from '../../src/engine/board/transform';
import { samplePuzzles } from '../helpers/corpus';

const PUZZLES = [
  ...samplePuzzles('rated/mixed1000.txt', 12),
  ...samplePuzzles('rated/top95.txt', 4),
  ...samplePuzzles('tdoku/puzzles2_17_clue', 4),
].map(digitsFromCanonical);

/**
 * A full grid masked by a pattern that a 180° turn and the transposition map onto itself, so that
 * many transforms tie on the pattern and the digits must decide.
 */
const SYMMETRIC = (() => {
  const grid = generateFullGrid(createRandom(3));
  const keep = (row: number, col: number) => (row + 2 * col) % 4 === 0 || (col + 2 * row) % 4 === 0 || row === col;
  return grid.map((digit, cell) => {
    const [row, col] = [Math.floor(cell / 9), cell % 9];
    return keep(row, col) || keep(col, row) || keep(8 - row, 8 - col) || keep(8 - col, 8 - row) ? digit : 0;
  });
})();

/**
 * The documented order, computed independently: the pattern row by row with givens first, then
 * the digits relabelled by first appearance. Negative when `a` comes first.
 */
function compareInOrder(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let cell = 0; cell < 81; cell++) {
    const given = (a[cell] === 0 ? 0 : 1) - (b[cell] === 0 ? 0 : 1);
    if (given !== 0) return -given;
  }
  const relabelled = (grid: ArrayLike<number>): number[] => {
    const labels = new Map<number, number>();
    const out: number[] = [];
    for (let cell = 0; cell < 81; cell++) {
      if (grid[cell] === 0) continue;
      if (!labels.has(grid[cell])) labels.set(grid[cell], labels.size + 1);
      out.push(labels.get(grid[cell])!);
    }
    return out;
  };
  const [x, y] = [relabelled(a), relabelled(b)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** True when the transform maps every row, column and box onto a row, column or box (a sudoku symmetry). */
function keepsUnits(transform: GridTransform): boolean {
  const units: string[] = [];
  for (let unit = 0; unit < 27; unit++)
    units.push([...STANDARD_LAYOUT.unitCells.subarray(unit * 9, unit * 9 + 9)].sort((p, q) => p - q).join(','));
  const known = new Set(units);
  for (let unit = 0; unit < 27; unit++) {
    const image = [...STANDARD_LAYOUT.unitCells.subarray(unit * 9, unit * 9 + 9)]
      .map((cell) => transform.sourceCell[cell])
      .sort((p, q) => p - q);
    if (!known.has(image.join(','))) return false;
  }
  return [...transform.digitMap].sort((p, q) => p - q).join('') === '0123456789';
}

describe('canonicalForm', () => {
  it('maps the puzzle onto its canonical form by a sudoku symmetry and a relabelling', () => {
    for (const puzzle of [...PUZZLES, SYMMETRIC]) {
      const { digits, transform, transposed } = canonicalForm(puzzle);
      expect(applyTransform(transform, puzzle)).toEqual(digits);
      expect(keepsUnits(transform)).toBe(true);
      // Transposed exactly when the canonical first row is a column of the puzzle.
      const rowCells = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8].map((col) => Math.floor(transform.sourceCell[col] / 9)));
      expect(rowCells.size === 1).toBe(!transposed);
    }
  });

  it('gives every isomorph of a puzzle the same canonical puzzle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PUZZLES.length }), fc.integer(), (which, seed) => {
        const puzzle = which === PUZZLES.length ? SYMMETRIC : PUZZLES[which];
        const isomorph = applyTransform(randomTransform(createRandom(seed)), puzzle);
        expect(canonicalForm(isomorph).digits).toEqual(canonicalForm(puzzle).digits);
      }),
      { numRuns: 300 },
    );
  });

  it('is the first isomorph in its documented order (no sampled isomorph comes before it)', () => {
    const random = createRandom(16);
    for (const puzzle of [...PUZZLES.slice(0, 8), SYMMETRIC]) {
      const canonical = canonicalForm(puzzle).digits;
      for (let k = 0; k < 200; k++) {
        const isomorph = applyTransform(randomTransform(random), puzzle);
        expect(compareInOrder(canonical, isomorph)).toBeLessThanOrEqual(0);
      }
      // The transposed canonical form differs from it unless the puzzle is self-transposed; it never comes first.
      expect(compareInOrder(canonical, applyTransform(compose(TRANSPOSE, TRANSPOSE), canonical))).toBe(0);
      expect(compareInOrder(canonical, applyTransform(TRANSPOSE, canonical))).toBeLessThanOrEqual(0);
    }
  });

  it('puts the row with the most givens, packed left, on top', () => {
    const puzzle = digitsFromCanonical('.........' + '........1' + '.........'.repeat(5) + '2.3.4.5.6' + '.........');
    const { digits } = canonicalForm(puzzle);
    expect([...digits.subarray(0, 9)].map((d) => (d ? 1 : 0)).join('')).toBe('110110100');
    expect([...digits.subarray(0, 9)].filter((d) => d > 0)).toEqual([1, 2, 3, 4, 5]);
  });
});
