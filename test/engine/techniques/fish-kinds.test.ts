/**
 * Fish on kinds other than the 9×9 (techniques/fish.ts, one search for every kind): positions made
 * by hand from a 16×16 and a jigsaw puzzle, with their published solutions (checked here to be solutions);
 * a pattern is made by removing, from a few lines, the value wherever the solution does not put it,
 * so the position stays true to the solution. What the pattern implies is worked out here from its
 * definition: the cover lines lose the value everywhere outside the base lines.
 */

import type { Geometry } from '../../../src/engine/geometry';
import { fishAt } from '../../../src/engine/techniques/fish';
import { VariantBoard } from '../../../src/engine/board/variant-board';
import { candidateCode } from '../../../src/engine/board/candidate-code';
import { VARIANT_FINDERS } from '../../../src/engine/analysis/variant-techniques';
import { engineFixtures } from '../../helpers/variant-fixtures';
import { isVariantSolution } from '../../helpers/variant-reference';

interface Position {
  geometry: Geometry;
  board: VariantBoard;
  solution: number[];
}

const solved = new Map<string, { geometry: Geometry; puzzle: number[]; solution: number[] }>();

/** The set's first puzzle as a fresh board, with its solution (solved once per set). */
function positionOf(set: string): Position {
  let entry = solved.get(set);
  if (!entry) {
    const { geometry, puzzle, solution } = engineFixtures(set)[0];
    // The published solution is checked here to be a solution: every unit holds each value once
    // and every given is kept (the reference solver takes minutes on the hard jigsaw).
    expect(isVariantSolution(geometry, solution)).toBe(true);
    puzzle.forEach((value, cell) => {
      if (value !== 0) expect(solution[cell]).toBe(value);
    });
    solved.set(set, (entry = { geometry, puzzle, solution }));
  }
  return {
    geometry: entry.geometry,
    board: VariantBoard.fromValues(entry.geometry, entry.puzzle),
    solution: entry.solution,
  };
}

/** The cell on row r, column c of a single-grid kind. */
function at(geometry: Geometry, r: number, c: number): number {
  return geometry.cellAt[r * geometry.cols + c];
}

/** The column (or row, `byColumn`) where the solution puts the value in line `line`. */
function solutionCross(position: Position, line: number, value: number, byColumn: boolean): number {
  const { geometry, solution } = position;
  for (let k = 0; k < geometry.size; k++)
    if (solution[byColumn ? at(geometry, k, line) : at(geometry, line, k)] === value) return k;
  throw new Error('no such value');
}

/** Leaves the value in the line only on the given cross lines: the rest of the line loses it. */
function confine(position: Position, line: number, value: number, keep: number[], byColumn: boolean): void {
  const { geometry, board, solution } = position;
  for (let k = 0; k < geometry.size; k++) {
    if (keep.includes(k)) continue;
    const cell = byColumn ? at(geometry, k, line) : at(geometry, line, k);
    expect(solution[cell]).not.toBe(value);
    board.eliminate(cell, value);
  }
}

/** Every candidate of the value on the cover lines outside the base lines, cover by cover, cells in line order. */
function outsideBaseLines(position: Position, value: number, bases: number[], covers: number[], byColumn: boolean) {
  const { geometry, board } = position;
  const codes: number[] = [];
  for (const cover of [...covers].sort((a, b) => a - b))
    for (let k = 0; k < geometry.size; k++) {
      const cell = byColumn ? at(geometry, cover, k) : at(geometry, k, cover);
      if (!bases.includes(k) && board.has(cell, value)) codes.push(candidateCode(cell, value));
    }
  return codes;
}

function unitOf(geometry: Geometry, kind: 'row' | 'column', cell: number): number {
  return geometry.units.findIndex((unit) => unit.kind === kind && unit.cells.includes(cell));
}

/** No elimination takes the value the solution puts there. */
function expectSound(position: Position, eliminations: number[]): void {
  for (const code of eliminations) expect(position.solution[Math.floor(code / 64)]).not.toBe(code % 64);
}

describe('fish on other kinds', () => {
  it('finds an X-Wing in two rows of a 16×16 and takes the value from the rest of its two columns', () => {
    // Rows r1 < r2 keep the value only on their two solution columns: the first such choice whose
    // covers have the value outside the base lines.
    for (let value = 1; value <= 16; value++)
      for (let r1 = 0; r1 < 16; r1++)
        for (let r2 = r1 + 1; r2 < 16; r2++) {
          const position = positionOf('size-16');
          const { geometry, board } = position;
          const c1 = solutionCross(position, r1, value, false);
          const c2 = solutionCross(position, r2, value, false);
          if (!board.has(at(geometry, r1, c2), value) || !board.has(at(geometry, r2, c1), value)) continue;
          confine(position, r1, value, [c1, c2], false);
          confine(position, r2, value, [c1, c2], false);
          const expected = outsideBaseLines(position, value, [r1, r2], [c1, c2], false);
          if (expected.length === 0) continue;

          const found = VARIANT_FINDERS.P!(board)!;
          expect(found).toMatchObject({
            technique: 'P',
            placeCell: -1,
            unit: unitOf(geometry, 'row', at(geometry, r1, 0)),
          });
          const [left, right] = [Math.min(c1, c2), Math.max(c1, c2)];
          expect(found.patternCells).toEqual([
            at(geometry, r1, left),
            at(geometry, r1, right),
            at(geometry, r2, left),
            at(geometry, r2, right),
          ]);
          expect(found.eliminations).toEqual(expected);
          expectSound(position, found.eliminations);
          return;
        }
    throw new Error('no X-Wing could be made');
  });

  it('finds a Swordfish in three columns of a jigsaw, rows and columns swapped', () => {
    const byColumn = true;
    // Columns c1 < c2 < c3 keep the value on two of their three solution rows each, in a cycle, so no
    // two make an X-Wing: the first such choice whose covers have the value outside the base lines.
    for (let value = 1; value <= 9; value++)
      for (let c1 = 0; c1 < 9; c1++)
        for (let c2 = c1 + 1; c2 < 9; c2++)
          for (let c3 = c2 + 1; c3 < 9; c3++) {
            const position = positionOf('jigsaw-9-generated');
            const { geometry, board } = position;
            const columns = [c1, c2, c3];
            const rows = columns.map((c) => solutionCross(position, c, value, byColumn));
            const kept = (j: number) => [rows[j], rows[(j + 1) % 3]].sort((a, b) => a - b);
            if (!columns.every((c, j) => kept(j).every((r) => board.has(at(geometry, r, c), value)))) continue;
            columns.forEach((c, j) => confine(position, c, value, kept(j), byColumn));
            const expected = outsideBaseLines(position, value, columns, rows, byColumn);
            if (expected.length === 0) continue;

            const found = VARIANT_FINDERS.U!(board)!;
            expect(found).toMatchObject({ technique: 'U', unit: unitOf(geometry, 'column', at(geometry, 0, c1)) });
            expect(found.patternCells).toEqual(columns.flatMap((c, j) => kept(j).map((r) => at(geometry, r, c))));
            expect(found.eliminations).toEqual(expected);
            expectSound(position, found.eliminations);
            // Not an X-Wing: no two of the three columns keep the same two rows.
            expect(fishAt(board, 2)).toBeNull();
            return;
          }
    throw new Error('no Swordfish could be made');
  });
});
