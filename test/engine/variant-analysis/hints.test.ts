/**
 * Hints on variant geometries, checked against the fixtures' unique solutions: wrong entries are
 * found by value, the next move places the solution's value, and the three levels name the unit
 * the way the geometry does.
 */

import { variantHintFor } from '../../../src/engine/analysis/variant-hints';
import { analyzeVariant } from '../../../src/engine/analysis/variant-analyser';
import { TECHNIQUES } from '../../../src/engine/techniques/registry';
import { labelTokens } from '../../../src/engine/techniques/technique-codes';
import { VariantFixture, variantFixtures } from '../../helpers/variant-fixtures';

const fixture = (set: string): VariantFixture => variantFixtures().find((f) => f.set === set) as VariantFixture;

describe('variantHintFor', () => {
  test('a wrong entry is reported with the right value, before any next move', () => {
    const { geometry, puzzle, solution } = fixture('diagonal-16');
    const grid = [...puzzle];
    const blank = puzzle.findIndex((value) => value === 0);
    grid[blank] = (solution[blank] % geometry.size) + 1;
    const hint = variantHintFor(geometry, puzzle, grid);
    expect(hint.next).toBeUndefined();
    expect(hint.wrong).toEqual([
      {
        row: geometry.cellRow[blank] + 1,
        col: geometry.cellCol[blank] + 1,
        value: grid[blank],
        correct: solution[blank],
      },
    ]);
  });

  test('the next move from a half-filled grid places the solution value and names its unit', () => {
    for (const set of ['windoku-9', 'colour-9-map', 'size-12-4x3', 'jigsaw-9-generated']) {
      const { geometry, puzzle, solution } = fixture(set);
      const grid = puzzle.map((value, cell) => (value !== 0 || cell % 2 === 0 ? solution[cell] : 0));
      const hint = variantHintFor(geometry, puzzle, grid);
      expect(hint.wrong).toEqual([]);
      const next = hint.next as NonNullable<typeof hint.next>;
      const cell = geometry.cellAt[(next.row - 1) * geometry.cols + next.col - 1];
      expect(grid[cell]).toBe(0);
      expect(next.value).toBe(solution[cell]);
      expect(geometry.units.map((unit) => unit.name)).toContain(next.unit);
      expect(next.hints[0]).toContain(next.unit);
      expect(next.hints[1]).toContain(`(${next.row},${next.col})`);
      expect(next.hints[2]).toContain(`is ${next.value}`);
      for (const [row, col, value] of next.eliminated)
        expect(solution[geometry.cellAt[(row - 1) * geometry.cols + col - 1]]).not.toBe(value);
    }
  });

  test('a complete correct grid says so', () => {
    const { geometry, puzzle, solution } = fixture('size-6');
    expect(variantHintFor(geometry, puzzle, solution)).toEqual({
      wrong: [],
      note: 'The grid is complete and correct.',
    });
  });

  test('with the full set, a step whose label has a full-set code is named by it ([XYW] is XY-Wing, not X, Y and W)', () => {
    // The first position, along the full-set paths of the fixtures, whose hint (from the values alone) has a bracketed code.
    let checked = 0;
    for (const { geometry, puzzle, solution } of variantFixtures()) {
      const analysis = analyzeVariant(geometry, puzzle, { techniqueSet: 'full' });
      const grid = [...puzzle];
      for (const step of analysis.steps) {
        if (step.technique.includes('[')) {
          const next = variantHintFor(geometry, puzzle, grid, { techniqueSet: 'full' }).next!;
          if (next.technique.includes('[')) {
            expect(next.value).toBe(solution[geometry.cellAt[(next.row - 1) * geometry.cols + next.col - 1]]);
            for (const token of labelTokens(next.technique))
              expect(next.hints[2]).toContain(TECHNIQUES[token as keyof typeof TECHNIQUES].english);
            expect(next.hints[2]).not.toMatch(/\[|\]/);
            checked++;
            break;
          }
        }
        grid[geometry.cellAt[(step.row - 1) * geometry.cols + step.col - 1]] = step.value;
      }
      if (checked >= 3) break;
    }
    expect(checked).toBe(3);
  });
});
