import fc from 'fast-check';
import {
  combinedPreset,
  findVariantConflicts,
  generateVariantGrid,
  jigsawGeometry,
  standardGeometry,
  variantRuleError,
} from '../../../src/engine/geometry';
import { createRandom } from '../../../src/engine/core/random';

/** Independent count: pairs of cells sharing a unit and a value, straight from the unit lists. */
function clashingPairs(units: readonly { cells: readonly number[] }[], values: ArrayLike<number>): Set<string> {
  const pairs = new Set<string>();
  for (const unit of units) {
    for (const a of unit.cells)
      for (const b of unit.cells) if (a < b && values[a] !== 0 && values[a] === values[b]) pairs.add(`${a},${b}`);
  }
  return pairs;
}

describe('variant rule check', () => {
  it('finds no conflict in a full grid and every clash a changed cell makes', () => {
    const geometry = combinedPreset('butterfly');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 143 }),
        fc.integer({ min: 1, max: 9 }),
        (seed, cell, value) => {
          const grid = generateVariantGrid(geometry, createRandom(seed));
          expect(findVariantConflicts(geometry, grid)).toEqual({ conflicts: [], badCells: [] });
          expect(variantRuleError(geometry, grid)).toBeNull();
          const changed = Uint8Array.from(grid);
          changed[cell] = value;
          const found = new Set<string>();
          for (const conflict of findVariantConflicts(geometry, changed).conflicts) {
            for (const a of conflict.cells) for (const b of conflict.cells) if (a < b) found.add(`${a},${b}`);
            expect(conflict.cells.every((c) => changed[c] === conflict.value)).toBe(true);
          }
          expect(found).toEqual(clashingPairs(geometry.units, changed));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('names the cells, the unit and the grid of a clash in a combined puzzle', () => {
    const geometry = combinedPreset('samurai');
    const values = new Uint8Array(geometry.cellCount);
    values[geometry.cellAt[6 * 21 + 6]] = 4;
    values[geometry.cellAt[6 * 21 + 14]] = 4;
    const error = variantRuleError(geometry, values)!;
    expect(error.kind).toBe('conflict');
    expect(error.message).toBe(
      'The same value twice in a unit: 4 appears 2 times in grid 3 row 1, at (7,7) in grid 1 at (7,7) and (7,15) in grid 2 at (7,3).',
    );
    expect(error.cells).toEqual([
      [7, 7],
      [7, 15],
    ]);
  });

  it('names a region of a jigsaw as the unit of its clash', () => {
    const geometry = jigsawGeometry('1122' + '1122' + '3344' + '3344');
    const values = Uint8Array.from([2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(variantRuleError(geometry, values)!.message).toBe(
      'The same value twice in a unit: 2 appears 2 times in region 1, at (1,1) and (2,2).',
    );
  });

  it('refuses values that are no symbol, naming each cell', () => {
    const geometry = standardGeometry(16);
    const values = new Uint8Array(256);
    values[17] = 17;
    values[0] = 200;
    const error = variantRuleError(geometry, values)!;
    expect(error.kind).toBe('bad-input');
    expect(error.message).toBe(
      'Not a symbol of this 16-symbol puzzle: 200 at (1,1); 17 at (2,2). Values are 1 to 16, blank 0.',
    );
    expect(error.cells).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(variantRuleError(geometry, [1.5, ...new Array(255).fill(0)])!.cells).toEqual([[1, 1]]);
  });
});
