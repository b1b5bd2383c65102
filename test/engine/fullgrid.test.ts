import fc from 'fast-check';
import { generateFullGrid } from '../../src/engine/board/fullgrid';
import { createRandom } from '../../src/engine/core/random';
import { digitsToString } from '../../src/engine/board/grid';
import { STANDARD_LAYOUT } from '../../src/engine/board/layout';
import { solve } from '../../src/engine/solver/solver';

function unitsAreComplete(grid: Uint8Array): boolean {
  for (let unit = 0; unit < STANDARD_LAYOUT.unitCount; unit++) {
    let seen = 0;
    for (let i = 0; i < 9; i++) seen |= 1 << grid[STANDARD_LAYOUT.unitCells[unit * 9 + i]];
    if (seen !== 0x3fe) return false;
  }
  return true;
}

describe('generateFullGrid', () => {
  it('makes valid complete grids', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const grid = generateFullGrid(createRandom(seed));
        expect(grid).toHaveLength(81);
        expect(unitsAreComplete(grid)).toBe(true);
        // As a puzzle with every cell given it has exactly itself as solution.
        const result = solve(grid);
        expect(result.count).toBe(1);
        expect(digitsToString(result.solutions[0])).toBe(digitsToString(grid));
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same grid for the same seed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), (seed) => {
        expect(digitsToString(generateFullGrid(createRandom(seed)))).toBe(
          digitsToString(generateFullGrid(createRandom(seed))),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('gives different grids for different seeds', () => {
    const grids = new Set(
      Array.from({ length: 50 }, (_, seed) => digitsToString(generateFullGrid(createRandom(seed)))),
    );
    expect(grids.size).toBe(50);
  });
});
