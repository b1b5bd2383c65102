/**
 * Unique and avoidable rectangles on kinds other than the 9×9 (techniques/unique-rectangles.ts and
 * avoidable-rectangles.ts, written once over the candidate store), made by hand in puzzles of the engine fixtures
 * with their published solutions (checked here to be solutions).
 *
 * Unique rectangle type 1: four empty cells at the crossings of two rows and two columns of one grid, corners a
 * (row 1, column 1), b (row 1, column 2), c (row 2, column 1), d, where the solution has b and c equal (y) and a is
 * x. a, b and c are left {x, y}; d keeps its candidates, x and y among them. d cannot be x or y: the four would be
 * x and y crosswise, and when every unit holding a corner holds two of them (worked out here from the geometry's
 * unit lists) they could be swapped, a second solution.
 *
 * Avoidable rectangle type 1: two cells of one box on one row, start and partner, are filled by the solve (not
 * given) with their solution values a and b; far, in start's column outside the box, is filled with b (its
 * solution value), and near, on far's row in partner's column, is left {a, s} with s its solution value. near = a
 * would make the four a and b crosswise and swappable: near loses a.
 *
 * Where some unit holds one corner alone (a diagonal, a window) nothing may be concluded, and no rectangle on those
 * corners may be listed. Every step listed on these positions, and the analyser's finders, must keep every solution
 * value.
 */

import type { Geometry } from '../../../src/engine/geometry';
import { VARIANT_FINDERS } from '../../../src/engine/analysis/variant-techniques';
import { analyzeVariant } from '../../../src/engine/analysis/variant-analyser';
import { VariantBoard } from '../../../src/engine/board/variant-board';
import { forEachAvoidableRectangle } from '../../../src/engine/techniques/avoidable-rectangles';
import { forEachRectangle, type RectangleLetter } from '../../../src/engine/techniques/unique-rectangles';
import { codeCell, codeValue, candidateCode } from '../../../src/engine/board/candidate-code';
import { engineFixtures } from '../../helpers/variant-fixtures';
import { isVariantSolution } from '../../helpers/variant-reference';
import { variantStepProblems } from '../../helpers/variant-step-check';

type Corners = [number, number, number, number];

function unitsHolding(geometry: Geometry, cell: number) {
  return geometry.units.filter((unit) => unit.cells.includes(cell));
}

/** Whether every unit holding a corner holds exactly two corners (the test's own reading of the rule). */
function canSwap(geometry: Geometry, corners: readonly number[]): boolean {
  return corners.every((corner) =>
    unitsHolding(geometry, corner).every((unit) => corners.filter((cell) => unit.cells.includes(cell)).length === 2),
  );
}

function keepOnly(board: VariantBoard, cell: number, values: number[]): void {
  for (let value = 1; value <= board.geometry.size; value++) if (!values.includes(value)) board.eliminate(cell, value);
}

/** The column unit holding both cells, if any. */
function columnThrough(geometry: Geometry, a: number, b: number) {
  return geometry.units.find((unit) => unit.kind === 'column' && unit.cells.includes(a) && unit.cells.includes(b));
}

function expectSound(codes: readonly number[], solution: readonly number[]): void {
  for (const code of codes) expect(solution[codeCell(code)]).not.toBe(codeValue(code));
}

function rowsOf(geometry: Geometry) {
  return geometry.units.filter((unit) => unit.kind === 'row');
}

interface MadeRectangle {
  geometry: Geometry;
  board: VariantBoard;
  solution: number[];
  corners: Corners;
  /** x and y, which d loses. */
  removed: number[];
}

/** The first type-1 rectangle that can be made in the set's puzzles, swappable or not as asked. */
function makeTypeOne(set: string, swappable: boolean): MadeRectangle | undefined {
  for (const { geometry, puzzle, solution } of engineFixtures(set)) {
    expect(isVariantSolution(geometry, solution)).toBe(true);
    const start = VariantBoard.fromValues(geometry, puzzle);
    const rows = rowsOf(geometry);
    for (const first of rows)
      for (const second of rows) {
        if (first === second) continue;
        for (let i = 0; i < first.cells.length; i++)
          for (let j = 0; j < first.cells.length; j++) {
            const corners: Corners = [first.cells[i], first.cells[j], second.cells[i], second.cells[j]];
            const [a, b, c, d] = corners;
            if (i === j || corners.some((cell) => puzzle[cell] !== 0)) continue;
            if (!columnThrough(geometry, a, c) || !columnThrough(geometry, b, d)) continue;
            const [x, y] = [solution[a], solution[b]];
            if (solution[c] !== y || solution[d] === x || solution[d] === y) continue;
            if (!corners.every((cell) => start.has(cell, x) && start.has(cell, y))) continue;
            if (canSwap(geometry, corners) !== swappable) continue;
            const board = VariantBoard.fromValues(geometry, puzzle);
            for (const cell of [a, b, c]) keepOnly(board, cell, [x, y]);
            return { geometry, board, solution, corners, removed: [x, y].sort((p, q) => p - q) };
          }
      }
  }
  return undefined;
}

const RECTANGLE_LETTERS: RectangleLetter[] = ['UR1', 'UR2', 'UR3', 'UR4', 'UR5', 'UR6', 'HR'];

describe.each(['size-16', 'size-36', 'jigsaw-9-generated', 'windoku-9', 'diagonal-9', 'combined-samurai'])(
  'Unique rectangle type 1 made on %s',
  (set) => {
    const made = makeTypeOne(set, true)!;

    it('is listed with d losing x and y, and every rectangle listed there is sound', () => {
      const { board, solution, corners, removed } = made;
      const d = corners[3];
      let ours: number[] | undefined;
      for (const letter of RECTANGLE_LETTERS)
        forEachRectangle(board, letter, (found) => {
          expectSound(found.eliminations, solution);
          if (letter === 'UR1' && [...found.patternCells].sort().join() === [...corners].sort().join())
            ours = found.eliminations;
          return false;
        });
      expect(ours).toEqual(removed.map((value) => candidateCode(d, value)));
    });

    it('the analyser’s rectangle finders remove no solution value, and UR1 finds one', () => {
      expect(VARIANT_FINDERS.UR1!(made.board)?.technique).toBe('UR1');
      for (const letter of [...RECTANGLE_LETTERS, 'AR1', 'AR2'] as const) {
        const found = VARIANT_FINDERS[letter]!(made.board);
        if (found) expectSound(found.eliminations, made.solution);
      }
    });
  },
);

describe('a unique rectangle some unit holds one corner of', () => {
  it.each(['diagonal-9', 'windoku-9'])('%s: the corners are never listed', (set) => {
    const made = makeTypeOne(set, false);
    expect(made).toBeDefined();
    const { board, corners } = made!;
    for (const letter of RECTANGLE_LETTERS)
      forEachRectangle(board, letter, (found) => {
        expect([...found.patternCells].sort().join()).not.toBe([...corners].sort().join());
        return false;
      });
  });
});

/** The first avoidable rectangle of type 1 that can be made in the set's puzzles, swappable or not as asked. */
function makeAvoidable(set: string, swappable = true) {
  for (const { geometry, puzzle, solution } of engineFixtures(set)) {
    expect(isVariantSolution(geometry, solution)).toBe(true);
    const boxes = geometry.units.filter((unit) => unit.kind === 'box');
    for (const box of boxes)
      for (const start of box.cells)
        for (const partner of box.cells) {
          if (partner <= start || puzzle[start] !== 0 || puzzle[partner] !== 0) continue;
          if (geometry.cellRow[start] !== geometry.cellRow[partner]) continue;
          const startColumn = geometry.units.find((unit) => unit.kind === 'column' && unit.cells.includes(start))!;
          for (const far of startColumn.cells) {
            if (box.cells.includes(far) || puzzle[far] !== 0) continue;
            const near = geometry.cellAt[geometry.cellRow[far] * geometry.cols + geometry.cellCol[partner]];
            if (near < 0 || puzzle[near] !== 0 || !columnThrough(geometry, partner, near)) continue;
            const [a, b] = [solution[start], solution[partner]];
            if (solution[far] !== b || solution[near] === a) continue;
            if (canSwap(geometry, [start, partner, far, near]) !== swappable) continue;
            const board = VariantBoard.fromValues(geometry, puzzle);
            for (const cell of [start, partner, far]) board.place(cell, solution[cell]);
            if (!board.has(near, a) || !board.has(near, solution[near])) continue;
            keepOnly(board, near, [a, solution[near]]);
            return { board, solution, corners: [start, partner, far, near], removed: candidateCode(near, a) };
          }
        }
  }
  throw new Error(`no avoidable rectangle can be made in ${set}`);
}

describe.each(['size-16', 'jigsaw-9-generated', 'combined-samurai'])('Avoidable rectangle type 1 made on %s', (set) => {
  const { board, solution, corners, removed } = makeAvoidable(set);

  it('is listed with near losing a; every avoidable rectangle listed is sound', () => {
    let ours: number[] | undefined;
    for (const letter of ['AR1', 'AR2'] as const)
      forEachAvoidableRectangle(board, letter, (found) => {
        expectSound(found.eliminations, solution);
        if (found.patternCells.join() === corners.join()) ours = found.eliminations;
        return false;
      });
    expect(ours).toEqual([removed]);
  });

  it('the analyser’s AR1 finder finds one, and neither finder removes a solution value', () => {
    expect(VARIANT_FINDERS.AR1!(board)?.technique).toBe('AR1');
    for (const letter of ['AR1', 'AR2'] as const) {
      const found = VARIANT_FINDERS[letter]!(board);
      if (found) expectSound(found.eliminations, solution);
    }
  });

  it('is not listed when the filled corners are givens', () => {
    const givens = board.givens!.slice();
    for (const cell of corners) if (board.values[cell] !== 0) givens[cell] = 1;
    board.givens = givens;
    forEachAvoidableRectangle(board, 'AR1', (found) => {
      expect(found.patternCells.join()).not.toBe(corners.join());
      return false;
    });
  });
});

describe('an avoidable rectangle some unit holds one corner of', () => {
  it.each(['diagonal-9', 'windoku-9'])('%s: the corners are never listed', (set) => {
    const { board, corners } = makeAvoidable(set, false);
    for (const letter of ['AR1', 'AR2'] as const)
      forEachAvoidableRectangle(board, letter, (found) => {
        expect(found.patternCells.join()).not.toBe(corners.join());
        return false;
      });
  });
});

describe('the full set on other kinds takes the rectangles', () => {
  let rectangleSteps = 0;
  it.each(['size-16', 'jigsaw-9-generated', 'combined-samurai', 'windoku-9'])(
    '%s: a list with the rectangles analyses every fixture soundly, using only the listed codes',
    (set) => {
      const techniques = 'BLCEMVGQPUWYXTRH[UR1][UR2][UR3][UR4][UR5][UR6][HR][AR1][AR2]A';
      for (const { geometry, puzzle, solution } of engineFixtures(set)) {
        const result = analyzeVariant(geometry, puzzle, { techniques });
        expect(result.status).toBe('conquer');
        expect(variantStepProblems(geometry, puzzle, solution, result.steps, true)).toEqual([]);
        for (const step of result.steps) expect(step.technique).not.toMatch(/\[(?!UR[1-6]\]|HR\]|AR[12]\])/);
        rectangleSteps += result.steps.filter((step) => /\[(UR[1-6]|HR|AR[12])\]/.test(step.technique)).length;
      }
    },
  );

  it('uses a rectangle somewhere on those sets', () => expect(rectangleSteps).toBeGreaterThan(0));
});
