/**
 * The candidate store interface (src/engine/board/candidate-store.ts) read the same way on both of
 * today's representations: the 9×9 board's 9-bit masks and the variant board's two words per cell.
 * Truth: after the givens, a value is a candidate of an empty cell exactly when no house of the cell
 * holds it — houses from row/column/box arithmetic on 9×9, from the fixture's own unit list on other
 * kinds — and the published solution's value is always among them.
 */

import { Board } from '../../src/engine/board/board';
import type { CandidateStore } from '../../src/engine/board/candidate-store';
import { standardGeometry } from '../../src/engine/geometry';
import { BOX, COLUMN, ROW } from '../../src/engine/geometry/unit-kinds';
import { hiddenSingleAt, nakedSingleAt } from '../../src/engine/techniques/singles';
import { VariantBoard } from '../../src/engine/board/variant-board';
import { puzzlesWithSolutions } from '../helpers/corpus';
import { engineFixtures } from '../helpers/variant-fixtures';

/** Every value 1…N that no house of the cell holds among the givens. */
function plainCandidates(
  houses: readonly (readonly number[])[],
  size: number,
  givens: readonly number[],
  cell: number,
): number[] {
  const held = new Set<number>();
  for (const house of houses)
    if (house.includes(cell)) for (const other of house) if (givens[other]) held.add(givens[other]);
  return Array.from({ length: size }, (_, i) => i + 1).filter((value) => !held.has(value));
}

function nineByNineHouses(): number[][] {
  const houses: number[][] = [];
  for (let r = 0; r < 9; r++) houses.push(Array.from({ length: 9 }, (_, c) => r * 9 + c));
  for (let c = 0; c < 9; c++) houses.push(Array.from({ length: 9 }, (_, r) => r * 9 + c));
  for (let b = 0; b < 9; b++)
    houses.push(
      Array.from({ length: 9 }, (_, i) => (3 * Math.floor(b / 3) + Math.floor(i / 3)) * 9 + 3 * (b % 3) + (i % 3)),
    );
  return houses;
}

/** The store's reading of one cell through the interface alone. */
function readCell(
  store: CandidateStore,
  cell: number,
): { has: number[]; words: number[]; count: number; lowest: number } {
  const size = store.geometry.size;
  const has = Array.from({ length: size }, (_, i) => i + 1).filter((value) => store.has(cell, value));
  const words: number[] = [];
  for (let w = 0; w < store.wordsPerCell; w++) {
    const word = store.word(cell, w);
    for (let bit = 0; bit < 32; bit++) if (word & (1 << bit)) words.push(32 * w + bit + 1);
  }
  return { has, words, count: store.count(cell), lowest: store.lowest(cell) };
}

function expectStoreReads(
  store: CandidateStore,
  houses: readonly (readonly number[])[],
  givens: readonly number[],
  solution: readonly number[],
): void {
  expect(store.emptyCount).toBe(givens.filter((value) => value === 0).length);
  for (let cell = 0; cell < givens.length; cell++) {
    const read = readCell(store, cell);
    if (givens[cell]) {
      expect(store.values[cell]).toBe(givens[cell]);
      expect(read).toEqual({ has: [], words: [], count: 0, lowest: 0 });
      continue;
    }
    const expected = plainCandidates(houses, store.geometry.size, givens, cell);
    expect(expected).toContain(solution[cell]);
    expect(read).toEqual({ has: expected, words: expected, count: expected.length, lowest: expected[0] });
  }
}

describe('the candidate store interface', () => {
  it('reads the same candidates from the 9×9 board and the variant board on 9×9 puzzles', () => {
    for (const { puzzle, solution } of puzzlesWithSolutions(3)) {
      const givens = Array.from(puzzle, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
      const digits = Array.from(solution, Number);
      const stores: CandidateStore[] = [Board.fromDigits(givens), VariantBoard.fromValues(standardGeometry(9), givens)];
      for (const store of stores) expectStoreReads(store, nineByNineHouses(), givens, digits);
    }
  });

  it('reads values past 32 from the second word on 49×49, and places and eliminates through the interface', () => {
    for (const set of ['size-16', 'size-49']) {
      const [fixture] = engineFixtures(set);
      const store: CandidateStore = VariantBoard.fromValues(fixture.geometry, fixture.puzzle);
      const houses = fixture.geometry.units.map((unit) => unit.cells);
      expectStoreReads(store, houses, fixture.puzzle, fixture.solution);
      const cell = fixture.puzzle.indexOf(0);
      const wrong = plainCandidates(houses, fixture.geometry.size, fixture.puzzle, cell).find(
        (value) => value !== fixture.solution[cell],
      )!;
      expect(store.eliminate(cell, wrong)).toBe(true);
      expect(store.eliminate(cell, wrong)).toBe(false);
      expect(store.has(cell, wrong)).toBe(false);
      store.place(cell, fixture.solution[cell]);
      const placed = fixture.puzzle.slice();
      placed[cell] = fixture.solution[cell];
      expectStoreReads(store, houses, placed, fixture.solution);
    }
  });

  it("gives every value's positions in every unit as the cells read them, past 32 positions too on 49×49", () => {
    const [puzzle] = puzzlesWithSolutions(1);
    const givens = Array.from(puzzle.puzzle, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
    const [big] = engineFixtures('size-49');
    const stores: CandidateStore[] = [
      Board.fromDigits(givens),
      VariantBoard.fromValues(standardGeometry(9), givens),
      VariantBoard.fromValues(big.geometry, big.puzzle),
    ];
    for (const store of stores) {
      const { size, units } = store.geometry;
      const stride = units.length + 3;
      const lo = new Uint32Array(size * stride).fill(0xdead);
      const hi = new Uint32Array(size * stride).fill(size > 32 ? 0xdead : 0);
      store.unitPositions(lo, hi, stride);
      units.forEach((unit, index) => {
        for (let value = 1; value <= size; value++) {
          const read = unit.cells.flatMap((cell, i) => (store.has(cell, value) ? [i] : []));
          const at = (value - 1) * stride + index;
          const given: number[] = [];
          for (let i = 0; i < size; i++) if ((i < 32 ? lo[at] : hi[at]) & (1 << (i & 31))) given.push(i);
          expect(given).toEqual(read);
        }
      });
    }
  });

  it("lets the singles family, written once, find the same single on both stores: the solution's value in a house of its cell", () => {
    const houses = nineByNineHouses();
    let found = 0;
    for (const { puzzle, solution } of puzzlesWithSolutions(12)) {
      const givens = Array.from(puzzle, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
      const stores: CandidateStore[] = [Board.fromDigits(givens), VariantBoard.fromValues(standardGeometry(9), givens)];
      for (const search of [
        (store: CandidateStore) => hiddenSingleAt(store, BOX),
        (store: CandidateStore) => hiddenSingleAt(store, ROW),
        (store: CandidateStore) => hiddenSingleAt(store, COLUMN),
        nakedSingleAt,
      ]) {
        const [nine, other] = stores.map(search);
        expect(other).toEqual(nine);
        if (!nine) continue;
        found++;
        expect(nine.value).toBe(Number(solution[nine.cell]));
        expect(houses[nine.unit]).toContain(nine.cell);
      }
    }
    expect(found).toBeGreaterThan(12);
  });
});
