import {
  STANDARD_LAYOUT,
  diagonalLayout,
  createLayout,
  layoutOf,
  standardRegions,
  cellLabel,
  unitLabel,
} from '../../src/engine/board/layout';
import { standardGeometry, windokuGeometry } from '../../src/engine/geometry/presets';
import { BIT_COUNT, SINGLE_DIGIT, LOWEST_DIGIT, digitsOf, popcount32, popcountPair } from '../../src/engine/board/bits';
import { Board } from '../../src/engine/board/board';
import { createRandom } from '../../src/engine/core/random';

describe('standard layout', () => {
  it('has 27 units of 9 distinct cells covering every cell three times', () => {
    expect(STANDARD_LAYOUT.unitCount).toBe(27);
    const cover = new Array(81).fill(0);
    for (let u = 0; u < 27; u++) {
      const cells = Array.from(STANDARD_LAYOUT.unitCells.subarray(u * 9, u * 9 + 9));
      expect(new Set(cells).size).toBe(9);
      cells.forEach((c) => cover[c]++);
    }
    expect(cover.every((n) => n === 3)).toBe(true);
  });

  it('gives every cell 20 peers, symmetric and never itself', () => {
    for (let cell = 0; cell < 81; cell++) {
      const peers = STANDARD_LAYOUT.peers[cell];
      expect(peers.length).toBe(20);
      expect(Array.from(peers)).not.toContain(cell);
      for (const p of peers) expect(Array.from(STANDARD_LAYOUT.peers[p])).toContain(cell);
    }
  });

  it('puts r5c5 in box 5 and labels units and cells 1-based', () => {
    expect(STANDARD_LAYOUT.regionOf[40]).toBe(4);
    expect(cellLabel(40)).toBe('(5,5)');
    expect(unitLabel(STANDARD_LAYOUT, 2)).toBe('row 3');
    expect(unitLabel(STANDARD_LAYOUT, 9 + 7)).toBe('column 8');
    expect(unitLabel(STANDARD_LAYOUT, 18 + 4)).toBe('box 5');
  });

  it('adds the diagonals as units in a diagonal layout, giving r1c1 26 peers', () => {
    const diagonal = diagonalLayout();
    expect(diagonal.unitCount).toBe(29);
    expect(diagonal.peers[0].length).toBe(26);
  });

  it('is the 9×9 geometry read as a table: rows, columns, boxes in reading order, as row/column/box arithmetic gives them', () => {
    const expected: number[][] = [];
    for (let r = 0; r < 9; r++) expected.push(Array.from({ length: 9 }, (_, c) => r * 9 + c));
    for (let c = 0; c < 9; c++) expected.push(Array.from({ length: 9 }, (_, r) => r * 9 + c));
    for (let b = 0; b < 9; b++)
      expected.push(
        Array.from({ length: 9 }, (_, i) => (3 * Math.floor(b / 3) + Math.floor(i / 3)) * 9 + 3 * (b % 3) + (i % 3)),
      );
    const units = Array.from({ length: 27 }, (_, u) =>
      Array.from(STANDARD_LAYOUT.unitCells.subarray(u * 9, u * 9 + 9)),
    );
    expect(units).toEqual(expected);
    expect(STANDARD_LAYOUT.geometry.units).toEqual(standardGeometry(9).units);
    expect(STANDARD_LAYOUT.geometry.units.map((unit) => unit.cells)).toEqual(expected);
    expect(STANDARD_LAYOUT.unitKinds).toEqual([
      ...Array(9).fill('row'),
      ...Array(9).fill('column'),
      ...Array(9).fill('box'),
    ]);
    for (let cell = 0; cell < 81; cell++) {
      const [r, c] = [Math.floor(cell / 9), cell % 9];
      const box = 3 * Math.floor(r / 3) + Math.floor(c / 3);
      expect(STANDARD_LAYOUT.cellUnits[cell]).toEqual([r, 9 + c, 18 + box]);
      expect(STANDARD_LAYOUT.regionOf[cell]).toBe(box);
    }
  });

  it("keeps a windoku geometry's windows after the 27 units, and refuses a geometry that is not 9×9", () => {
    const windoku = layoutOf('windoku', windokuGeometry(9));
    expect(windoku.unitCount).toBe(31);
    expect(windoku.unitKinds.slice(27)).toEqual(['extra', 'extra', 'extra', 'extra']);
    expect(Array.from(windoku.unitCells.subarray(27 * 9, 28 * 9))).toEqual([10, 11, 12, 19, 20, 21, 28, 29, 30]);
    expect(() => layoutOf('sixteen', standardGeometry(16))).toThrow(/not a 9×9 geometry/);
  });

  it('rejects a region map whose regions are not nine cells', () => {
    const broken = standardRegions();
    broken[0] = 1;
    expect(() => createLayout('broken', broken)).toThrow(/region 0 has 8 cells/);
  });
});

describe('bit tables', () => {
  it('agree with a direct count for every mask', () => {
    for (let mask = 0; mask < 512; mask++) {
      const digits = digitsOf(mask);
      expect(BIT_COUNT[mask]).toBe(digits.length);
      expect(popcount32(mask)).toBe(digits.length);
      expect(LOWEST_DIGIT[mask]).toBe(digits[0] ?? 0);
      expect(SINGLE_DIGIT[mask]).toBe(digits.length === 1 ? digits[0] : 0);
    }
  });

  it('counts the members of a two-word set, member 31 (a negative word) and those above included', () => {
    // Members counted one by one: bit i of lo for i < 32, bit i − 32 of hi above.
    const members = (lo: number, hi: number) => {
      let count = 0;
      for (let i = 0; i < 64; i++) if ((i < 32 ? lo >>> i : hi >>> (i - 32)) & 1) count++;
      return count;
    };
    for (const [lo, hi] of [
      [0, 0],
      [0b101, 0],
      [511, 0],
      [512, 0],
      [1 << 31, 0],
      [(1 << 31) | 0b11, 0],
      [-1, 0],
      [0, 1],
      [1 << 31, 1 << 16],
      [-1, -1],
    ])
      expect(popcountPair(lo, hi)).toBe(members(lo, hi));
  });
});

describe('board', () => {
  it('removes a placed digit from its peers only', () => {
    const board = new Board();
    board.place(0, 5);
    expect(board.emptyCount).toBe(80);
    expect(board.has(8, 5)).toBe(false); // same row
    expect(board.has(72, 5)).toBe(false); // same column
    expect(board.has(20, 5)).toBe(false); // same box
    expect(board.has(40, 5)).toBe(true);
    expect(board.eliminate(40, 5)).toBe(true);
    expect(board.eliminate(40, 5)).toBe(false);
  });
});

describe('random source', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = createRandom(42),
      b = createRandom(42),
      c = createRandom('42x');
    const seqA = Array.from({ length: 8 }, () => a.int(1000));
    expect(Array.from({ length: 8 }, () => b.int(1000))).toEqual(seqA);
    expect(Array.from({ length: 8 }, () => c.int(1000))).not.toEqual(seqA);
  });
});
