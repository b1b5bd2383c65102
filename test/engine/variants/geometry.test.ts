import {
  COMBINED_PRESETS,
  colourGeometry,
  combinedGeometry,
  combinedPreset,
  defaultBox,
  diagonalGeometry,
  jigsawGeometry,
  parseBoxShape,
  parseGridOffsets,
  peersOf,
  standardGeometry,
  windokuGeometry,
  cellName,
} from '../../../src/engine/geometry';
import type { Geometry } from '../../../src/engine/geometry';
import { PuzzleError } from '../../../src/engine/core/errors';
import { deserialize, serialize } from 'v8';

/** Every unit has N distinct cells, each cell's units list them, peers = union of units minus itself. */
function expectConsistent(g: Geometry): void {
  const unitsOfCell: number[][] = Array.from({ length: g.cellCount }, () => []);
  g.units.forEach((unit, u) => {
    expect(new Set(unit.cells).size).toBe(g.size);
    for (const cell of unit.cells) unitsOfCell[cell].push(u);
    expect(Array.from(g.unitCells.subarray(u * g.size, (u + 1) * g.size))).toEqual([...unit.cells]);
  });
  const keys = new Set(g.units.map((unit) => [...unit.cells].sort((a, b) => a - b).join(',')));
  expect(keys.size).toBe(g.units.length);
  for (let cell = 0; cell < g.cellCount; cell++) {
    const listed = Array.from(g.cellUnits.subarray(g.cellUnitStart[cell], g.cellUnitStart[cell + 1])).sort(
      (a, b) => a - b,
    );
    expect(listed).toEqual(unitsOfCell[cell]);
    const expected = new Set<number>();
    for (const u of unitsOfCell[cell]) for (const other of g.units[u].cells) if (other !== cell) expected.add(other);
    expect(Array.from(peersOf(g, cell))).toEqual([...expected].sort((a, b) => a - b));
    expect(g.cellAt[g.cellRow[cell] * g.cols + g.cellCol[cell]]).toBe(cell);
  }
}

describe('variant geometry presets', () => {
  it('builds N×N with the squarest box for every N from 4 to 49 that has one', () => {
    for (let n = 4; n <= 49; n++) {
      const box = defaultBox(n);
      if (box.rows === 1) {
        expect(() => standardGeometry(n)).toThrow(PuzzleError);
        continue;
      }
      const g = standardGeometry(n);
      expect(g.rows * g.cols).toBe(n * n);
      expect(g.cellCount).toBe(n * n);
      expect(g.units.length).toBe(3 * n);
      expect(g.peerStart[1]).toBe(
        2 * (n - 1) +
          (box.rows - 1) * (box.cols - 1) +
          (box.rows - 1) +
          (box.cols - 1) -
          (box.rows - 1) -
          (box.cols - 1),
      );
      if (n <= 16) expectConsistent(g);
    }
    expect(defaultBox(28)).toEqual({ rows: 4, cols: 7 });
    expect(defaultBox(12)).toEqual({ rows: 3, cols: 4 });
  });

  it('reads a chosen box shape and refuses one that does not tile', () => {
    const tall = standardGeometry(12, parseBoxShape('4x3', 12));
    expect(tall.units[24].cells).toEqual([0, 1, 2, 12, 13, 14, 24, 25, 26, 36, 37, 38]);
    expectConsistent(tall);
    expect(() => parseBoxShape('5x3', 12)).toThrow(/5x3 box does not hold 12/);
    expect(() => parseBoxShape('three', 12)).toThrow(/not RxC/);
    expect(() => standardGeometry(50)).toThrow(/symbol count should be a whole number from 4 to 49, not 50/);
  });

  it('adds diagonals, windows and colour units', () => {
    const diagonal = diagonalGeometry(9);
    expectConsistent(diagonal);
    expect(diagonal.units.length).toBe(29);
    expect(diagonal.units[28].cells).toEqual([8, 16, 24, 32, 40, 48, 56, 64, 72]);
    const windoku = windokuGeometry();
    expectConsistent(windoku);
    expect(windoku.units.map((unit) => unit.name).slice(27)).toEqual(['window 1', 'window 2', 'window 3', 'window 4']);
    expect(windoku.units[30].cells).toEqual([50, 51, 52, 59, 60, 61, 68, 69, 70]);
    // Disjoint groups: extra unit k = the k-th cell of every box.
    let map = '';
    for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) map += String((r % 3) * 3 + (c % 3) + 1);
    const colour = colourGeometry(map);
    expectConsistent(colour);
    expect(colour.units.length).toBe(36);
    expect(colour.units[27]).toMatchObject({
      kind: 'extra',
      name: 'extra 1',
      cells: [0, 3, 6, 27, 30, 33, 54, 57, 60],
    });
    expect(colour.peerStart[1]).toBe(20 + 4);
  });

  it('builds a jigsaw from its region map and names a region of the wrong size', () => {
    const map = '1122' + '1122' + '3344' + '3344';
    const g = jigsawGeometry(map);
    expectConsistent(g);
    expect(g.units.map((unit) => unit.name).slice(8)).toEqual(['region 1', 'region 2', 'region 3', 'region 4']);
    expect(() => jigsawGeometry('1122' + '1222' + '3344' + '3344')).toThrow(
      /Region "1" of the region map has 3 cells \(\(1,1\), \(1,2\), \(2,1\)\); each needs 4/,
    );
    expect(() => jigsawGeometry('11223')).toThrow(/labels/);
    const coloured = jigsawGeometry(map, 'A..A' + '.AA.' + '....' + '....');
    expect(coloured.kind).toBe('colour');
    expect(coloured.units[12]).toMatchObject({ kind: 'extra', name: 'extra A', cells: [0, 3, 5, 6] });
  });

  it('merges the boxes combined grids share: samurai has 5 × 27 − 4 units', () => {
    const samurai = combinedPreset('samurai');
    expectConsistent(samurai);
    expect([samurai.rows, samurai.cols, samurai.cellCount]).toEqual([21, 21, 5 * 81 - 4 * 9]);
    expect(samurai.units.length).toBe(131);
    const centre = samurai.cellAt[10 * 21 + 10];
    expect(cellName(samurai, centre)).toBe('(11,11) in grid 3 at (5,5)');
    // A corner cell of a shared box: two rows of 9 that overlap in 3 cells (14 others), the same
    // for columns, and the 4 cells of the box in neither.
    const shared = samurai.cellAt[6 * 21 + 6];
    expect(peersOf(samurai, shared).length).toBe(14 + 14 + 4);
    expect(samurai.cellAt[0 * 21 + 10]).toBe(-1);
  });

  it('gives every named layout its grids and cell count', () => {
    const expected: Record<string, [number, number, number]> = {
      samurai: [5, 21, 21],
      butterfly: [4, 12, 12],
      sohei: [4, 21, 21],
      windmill: [5, 21, 21],
      'gattai-8': [8, 21, 33],
      shogun: [11, 21, 45],
      sumo: [13, 33, 33],
    };
    for (const [name, [grids, rows, cols]] of Object.entries(expected)) {
      const g = combinedPreset(name);
      expect([g.grids.length, g.rows, g.cols]).toEqual([grids, rows, cols]);
      expectConsistent(g);
      expect(g.units.length).toBeLessThan(27 * grids);
    }
    expect(Object.keys(COMBINED_PRESETS).sort()).toEqual(Object.keys(expected).sort());
    // Butterfly: a 12×12 square, every square a cell.
    expect(combinedPreset('butterfly').cellCount).toBe(144);
  });

  it('refuses combined grids off the lattice or on top of each other, naming them', () => {
    expect(() => combinedGeometry(parseGridOffsets('0,0;0,4'))).toThrow(/Grid 2 at \(0,4\) is off the 3-cell lattice/);
    expect(() => combinedGeometry(parseGridOffsets('0,0;6,6;0,0'))).toThrow(/Grids 1 and 3 are both at \(0,0\)/);
    expect(() => parseGridOffsets('0,0;x')).toThrow(/Grid 2's offset "x"/);
    expect(() => combinedPreset('dragon')).toThrow(/No combined layout is named "dragon"/);
  });

  it('builds a combined puzzle of many grids without quadratic work per cell', () => {
    const grids = [];
    for (let r = 0; r < 20; r++) for (let c = 0; c < 14; c++) grids.push({ row: r * 6, col: c * 6 });
    const g = combinedGeometry(grids);
    expect(g.grids.length).toBe(280);
    expect(g.units.every((unit) => unit.cells.length === 9)).toBe(true);
    expect(g.cellCount).toBe((20 * 6 + 3) * (14 * 6 + 3));
  });

  it('takes a copy of a geometry as a worker thread receives it, and refuses one whose tables were changed', () => {
    const samurai = combinedGeometry(COMBINED_PRESETS.samurai);
    const copy = deserialize(serialize(samurai)) as Geometry;
    expect(copy).not.toBe(samurai);
    expect(cellName(copy, 200)).toBe(cellName(samurai, 200));
    const changed = deserialize(serialize(samurai)) as Geometry;
    changed.peers[0] = changed.peers[1];
    expect(() => cellName(changed, 200)).toThrow(/geometry should be one built by .* \(or a copy of one\)/);
    expect(() => cellName({ ...samurai, size: 8 }, 200)).toThrow(PuzzleError);
  });
});
