/**
 * Issue 34 item 2b: relabelled, transposed and turned copies of a puzzle of any kind analyse alike
 * (same grade, counts, assumptions and effort, and a step log that is the original's with the
 * cells moved, the symbols renamed and, when rows became columns, L/C and W/Y swapped), and every
 * placement is the fixture's solution digit. The moves are written here by hand on the squares
 * of the bounding rectangle; a jigsaw's region map moves with its cells.
 */

import { analyzeVariant, variantCandidatesAtStep } from '../../../src/engine/analysis/variant-analyser';
import { jigsawGeometry, type Geometry } from '../../../src/engine/geometry';
import { engineFixtures, type VariantFixture } from '../../helpers/variant-fixtures';
import { isVariantSolution } from '../../helpers/variant-reference';

const SETS = ['diagonal-9', 'windoku-9', 'jigsaw-9-generated', 'size-16', 'combined-samurai'];

/** A fixed scramble of 1 … size (a small LCG, so the test is repeatable). */
function scramble(size: number, seed: number): number[] {
  const symbols = Array.from({ length: size }, (_, i) => i + 1);
  let state = seed;
  for (let i = size - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [symbols[i], symbols[j]] = [symbols[j], symbols[i]];
  }
  return [0, ...symbols];
}

interface Move {
  name: string;
  /** The square whose content lands on square (row, col); each move here is its own inverse. */
  from: (row: number, col: number, geometry: Geometry) => [number, number];
  transposes: boolean;
}

const MOVES: Move[] = [
  { name: 'relabelled', from: (row, col) => [row, col], transposes: false },
  { name: 'transposed and relabelled', from: (row, col) => [col, row], transposes: true },
  {
    name: 'turned half way and relabelled',
    from: (row, col, geometry) => [geometry.rows - 1 - row, geometry.cols - 1 - col],
    transposes: false,
  },
];

const SWAPPED: Record<string, string> = { L: 'C', C: 'L', W: 'Y', Y: 'W' };

/** The geometry the moved puzzle is played on: a jigsaw's regions moved, every other kind here unchanged by these moves. */
function movedGeometry(geometry: Geometry, move: Move): Geometry {
  if (geometry.kind !== 'jigsaw') return geometry;
  const regionOf = new Map<number, number>();
  geometry.units
    .filter((unit) => unit.kind === 'box')
    .forEach((unit, i) => unit.cells.forEach((cell) => regionOf.set(cell, i)));
  let map = '';
  for (let row = 0; row < geometry.rows; row++)
    for (let col = 0; col < geometry.cols; col++) {
      const [fromRow, fromCol] = move.from(row, col, geometry);
      map += String.fromCharCode(65 + (regionOf.get(geometry.cellAt[fromRow * geometry.cols + fromCol]) as number));
    }
  return jigsawGeometry(map);
}

function movedValues(geometry: Geometry, move: Move, values: readonly number[], symbols: number[]): number[] {
  return values.map((_, cell) => {
    const [fromRow, fromCol] = move.from(geometry.cellRow[cell], geometry.cellCol[cell], geometry);
    return symbols[values[geometry.cellAt[fromRow * geometry.cols + fromCol]]];
  });
}

describe.each(SETS)('the first %s fixture', (set) => {
  const fixture: VariantFixture = engineFixtures(set)[0];
  const { geometry } = fixture;
  const original = analyzeVariant(geometry, fixture.puzzle);

  it('is solved by its fixture solution and conquered', () => {
    expect(isVariantSolution(geometry, fixture.solution)).toBe(true);
    fixture.puzzle.forEach((value, cell) => {
      if (value !== 0) expect(fixture.solution[cell]).toBe(value);
    });
    expect(original.status).toBe('conquer');
  });

  it('places the unique solution digit at every step', () => {
    for (const step of original.steps) {
      const cell = geometry.cellAt[(step.row - 1) * geometry.cols + (step.col - 1)];
      expect(step.value).toBe(fixture.solution[cell]);
    }
  });

  describe.each(MOVES)('$name', (move) => {
    const symbols = scramble(geometry.size, 7 + geometry.size);
    const copyGeometry = movedGeometry(geometry, move);
    const puzzle = movedValues(geometry, move, fixture.puzzle, symbols);
    const solution = movedValues(geometry, move, fixture.solution, symbols);
    const copy = analyzeVariant(copyGeometry, puzzle);
    const moved = (row: number, col: number) => move.from(row - 1, col - 1, geometry).map((line) => line + 1);
    const label = (text: string) => (move.transposes ? Array.from(text, (c) => SWAPPED[c] ?? c).join('') : text);

    it('is a real copy with its own solution', () => {
      expect(puzzle).not.toEqual(fixture.puzzle);
      expect(isVariantSolution(copyGeometry, solution)).toBe(true);
    });

    it('gives the same grade, assumptions and effort, and the counts with rows and columns as moved', () => {
      expect(copy.status).toBe(original.status);
      expect(copy.grade).toEqual(original.grade);
      expect(copy.assumptions).toBe(original.assumptions);
      expect(copy.effort).toBeCloseTo(original.effort, 6);
      const counts = Object.fromEntries(
        Object.entries(original.techniqueCounts).map(([letter, count]) => [label(letter), count]),
      );
      expect(copy.techniqueCounts).toEqual(counts);
    });

    it("logs the original's steps, moved and renamed", () => {
      expect(copy.steps.length).toBe(original.steps.length);
      copy.steps.forEach((step, i) => {
        const before = original.steps[i];
        expect([step.row, step.col]).toEqual(moved(before.row, before.col));
        expect(step.technique).toBe(label(before.technique));
        expect(step.value).toBe(symbols[before.value]);
        expect(new Set(step.eliminated.map((e) => e.join()))).toEqual(
          new Set(before.eliminated.map(([row, col, value]) => [...moved(row, col), symbols[value]].join())),
        );
      });
      expect(copy.puzzle).toEqual(puzzle);
      expect(copy.solution).toEqual(solution);
    });

    it('shows the candidates at a step where the original shows them, moved and renamed', () => {
      const step = Math.min(3, original.steps.length);
      const before = variantCandidatesAtStep(geometry, fixture.puzzle, step);
      const after = variantCandidatesAtStep(copyGeometry, puzzle, step);
      after.forEach((values, cell) => {
        const [row, col] = move.from(copyGeometry.cellRow[cell], copyGeometry.cellCol[cell], geometry);
        const source = geometry.cellAt[row * geometry.cols + col];
        expect(values).toEqual(before[source].map((value) => symbols[value]).sort((a, b) => a - b));
        for (const value of values) expect(value === solution[cell] || values.length > 1).toBe(true);
      });
    });
  });
});
