import { combinedGeometry, parseGridOffsets, parseLatticeLayout } from '../../../src/engine/geometry';
import { readVariantText, formatVariantHeader, formatVariantPuzzle } from '../../../src/io/variant-text';

/** Boxes counted independently of the engine: every 3×3 block any grid covers, and how many grids cover it. */
function boxCoverage(offsets: readonly { row: number; col: number }[]): Map<string, number> {
  const cover = new Map<string, number>();
  for (const { row, col } of offsets) {
    for (let br = 0; br < 3; br++)
      for (let bc = 0; bc < 3; bc++) {
        const key = `${row + 3 * br},${col + 3 * bc}`;
        cover.set(key, (cover.get(key) ?? 0) + 1);
      }
  }
  return cover;
}

describe('lattice layouts of combined grids', () => {
  it('places grids at (6i, 6j) with i + j even, in reading order', () => {
    expect(parseLatticeLayout('lattice:3x3')).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 12 },
      { row: 6, col: 6 },
      { row: 12, col: 0 },
      { row: 12, col: 12 },
    ]);
  });

  it('lattice:3x3 is the samurai layout', () => {
    const samurai = combinedGeometry(parseGridOffsets('0,0;0,12;6,6;12,0;12,12'));
    const lattice = combinedGeometry(parseLatticeLayout('lattice:3x3'));
    expect(lattice.cellCount).toBe(samurai.cellCount);
    expect(lattice.units.map((unit) => unit.cells)).toEqual(samurai.units.map((unit) => unit.cells));
  });

  it('builds the record layout: lattice:11x51 without 0,0 has 280 grids, 499 shared boxes, 18,189 cells on 69×309', () => {
    const offsets = parseLatticeLayout('lattice:11x51', '0,0');
    expect(offsets).toHaveLength(280);
    const shared = [...boxCoverage(offsets).values()].filter((grids) => grids === 2).length;
    expect(shared).toBe(499);
    const geometry = combinedGeometry(offsets);
    expect(geometry.grids).toHaveLength(280);
    expect(geometry.cellCount).toBe(18_189);
    expect([geometry.rows, geometry.cols]).toEqual([69, 309]);
    // Shared boxes are one unit each: 280 grids × 27 units less one per shared box.
    expect(geometry.units).toHaveLength(280 * 27 - 499);
    expect(offsets).not.toContainEqual({ row: 0, col: 0 });
  });

  it('drops places by lattice index and shifts the field to its top-left grid', () => {
    const offsets = parseLatticeLayout('lattice:3x5', '0,0;0,2;0,4');
    expect(offsets).toEqual([
      { row: 0, col: 6 },
      { row: 0, col: 18 },
      { row: 6, col: 0 },
      { row: 6, col: 12 },
      { row: 6, col: 24 },
    ]);
  });

  it('refuses a malformed layout or a drop that names no grid', () => {
    expect(() => parseLatticeLayout('lattice:0x4')).toThrow(/has no places/);
    expect(() => parseLatticeLayout('grid:3x3')).toThrow(/is not lattice:RxC/);
    expect(() => parseLatticeLayout('lattice:3x3', '0,1')).toThrow(/dropped place 0,1 holds no grid/);
    expect(() => parseLatticeLayout('lattice:3x3', '5,5')).toThrow(/dropped place 5,5 holds no grid/);
    expect(() => parseLatticeLayout('lattice:3x3', 'x')).toThrow(/"x" is not i,j/);
    expect(() => parseLatticeLayout('lattice:1x1', '0,0')).toThrow(/leaves no grid/);
  });

  it('refuses grids that overlap other than in whole boxes, naming both grids', () => {
    expect(() => combinedGeometry(parseGridOffsets('0,0;6,6;8,10'))).toThrow(
      /Grid 3 at \(8,10\) is off the 3-cell lattice and overlaps grid 2 at \(6,6\) other than in whole boxes/,
    );
    expect(() => combinedGeometry(parseGridOffsets('0,0;0,3;6,6;6,6'))).toThrow(/Grids 3 and 4 are both at \(6,6\)/);
  });

  it('reads a puzzle on a layout from the option or a "# layout:" header, and back from its "# grids:" header', () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:3x5', '1,1'));
    const values = new Uint8Array(geometry.cellCount);
    values[0] = 7;
    values[geometry.cellCount - 1] = 3;
    const line = formatVariantPuzzle(geometry, values);
    const fromOption = readVariantText(line, { layout: 'lattice:3x5', drop: '1,1' });
    const fromHeader = readVariantText(`# layout: lattice:3x5\n# drop: 1,1\n${line}`);
    const fromGrids = readVariantText(`${formatVariantHeader(geometry)}\n${line}`);
    for (const { entries } of [fromOption, fromHeader, fromGrids]) {
      expect(entries).toHaveLength(1);
      expect(entries[0].error).toBeUndefined();
      expect(entries[0].puzzle!.geometry.grids).toEqual(geometry.grids);
      expect(Array.from(entries[0].puzzle!.givens)).toEqual(Array.from(values));
    }
  });
});
