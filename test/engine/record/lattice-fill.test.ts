import {
  combinedGeometry,
  combinedPreset,
  generateVariantGrid,
  latticeFill,
  parseLatticeLayout,
} from '../../../src/engine/geometry';
import type { Geometry } from '../../../src/engine/geometry';
import { createRandom } from '../../../src/engine/core/random';
import { isVariantSolution } from '../../helpers/variant-reference';

/** A grid's 81 values relabelled so its first row reads 1..9: equal keys mean one grid up to digit names. */
function shapeKey(geometry: Geometry, values: Uint8Array, grid: number): string {
  const { row, col } = geometry.grids[grid];
  const at = (r: number, c: number): number => values[geometry.cellAt[(row + r) * geometry.cols + col + c]];
  const rename = new Map<number, number>();
  for (let c = 0; c < 9; c++) rename.set(at(0, c), c + 1);
  let key = '';
  for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) key += rename.get(at(r, c));
  return key;
}

describe('the lattice fill of combined layouts', () => {
  it.each(['samurai', 'sumo', 'butterfly'])('fills the %s layout validly for many seeds', (name) => {
    const geometry = combinedPreset(name);
    for (let seed = 0; seed < 20; seed++)
      expect(isVariantSolution(geometry, latticeFill(geometry, createRandom(seed)))).toBe(true);
  });

  it('fills lattice:5x7 and the 280-grid record layout validly', () => {
    const small = combinedGeometry(parseLatticeLayout('lattice:5x7'));
    for (let seed = 0; seed < 5; seed++)
      expect(isVariantSolution(small, generateVariantGrid(small, createRandom(seed)))).toBe(true);
    const record = combinedGeometry(parseLatticeLayout('lattice:11x51', '0,0'));
    const values = generateVariantGrid(record, createRandom(21));
    expect(isVariantSolution(record, values)).toBe(true);
  });

  it('gives grids that differ in more than their digit names, and different fields for different seeds', () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:5x7'));
    const values = latticeFill(geometry, createRandom(5));
    const shapes = new Set(geometry.grids.map((_, k) => shapeKey(geometry, values, k)));
    expect(shapes.size).toBeGreaterThan(geometry.grids.length / 2);
    const again = latticeFill(geometry, createRandom(6));
    expect(Buffer.from(again).equals(Buffer.from(values))).toBe(false);
  });
});
