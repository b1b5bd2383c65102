/**
 * A combined puzzle's hint names the cell's place within its grid in Japanese as in English
 * (README: a combined puzzle's cell is named with its grid, "K11 (grid 3)"; the engine's English
 * hint says "(9,15) in grid 2 at (9,3)"). On a samurai, each grid in turn is the only one left
 * with blanks, so the hint's cell must lie in it: the grid and the place there are checked against
 * the samurai's published layout, the value against the fixture's solution, in the pane's words
 * (hintText) and in SUDOKU.HINT.
 */

import { variantHintFor } from '../../src/engine/analysis/variant-hints';
import type { Geometry } from '../../src/engine/geometry';
import { hintFunction, type CallContext } from '../../src/functions/sudoku-functions';
import { hintLevels, hintText } from '../../src/report/hint-words';
import { engineFixtures } from '../helpers/variant-fixtures';

/** The samurai layout: the top-left square of grids 1–5 (0-based row, column), as published. */
const SAMURAI_GRIDS = [
  [0, 0],
  [0, 12],
  [6, 6],
  [12, 0],
  [12, 12],
];

const JA: CallContext = { language: 'ja' };

/** The grids (1-based) whose 9×9 covers the square at (row, col), 1-based, from the layout alone. */
function gridsCovering(row: number, col: number): number[] {
  return SAMURAI_GRIDS.flatMap(([top, left], k) =>
    row - 1 >= top && row - 1 < top + 9 && col - 1 >= left && col - 1 < left + 9 ? [k + 1] : [],
  );
}

/** The solution everywhere but at the puzzle's blanks that only grid `grid` covers. */
function onlyGridLeft(geometry: Geometry, puzzle: number[], solution: number[], grid: number): number[] {
  return solution.map((value, cell) => {
    const covering = gridsCovering(geometry.cellRow[cell] + 1, geometry.cellCol[cell] + 1);
    return puzzle[cell] === 0 && covering.length === 1 && covering[0] === grid ? 0 : value;
  });
}

/** The fixture as SUDOKU.HINT reads a range: numbers by square, '' where blank or no grid covers. */
function rangeOf(geometry: Geometry, values: readonly number[]): unknown[][] {
  return Array.from({ length: geometry.rows }, (_, row) =>
    Array.from({ length: geometry.cols }, (_, col) => {
      const cell = geometry.cellAt[row * geometry.cols + col];
      return cell < 0 || values[cell] === 0 ? '' : values[cell];
    }),
  );
}

describe('a samurai’s hint names the cell’s grid and its place there', () => {
  const { geometry, puzzle, solution } = engineFixtures('combined-samurai')[0];

  it('has the published layout', () => {
    expect(geometry.grids.map(({ row, col }) => [row, col])).toEqual(SAMURAI_GRIDS);
  });

  it.each([1, 2, 3, 4, 5])(
    'grid %i: in Japanese as in English, the cell and value levels give the grid, the place in it, and the solution’s digit',
    (grid) => {
      const gridValues = onlyGridLeft(geometry, puzzle, solution, grid);
      const { next } = variantHintFor(geometry, puzzle, gridValues);
      if (!next) throw new Error('no next step');
      const [top, left] = SAMURAI_GRIDS[grid - 1];
      const place = `r${next.row - top}c${next.col - left}`;
      expect(gridsCovering(next.row, next.col)).toEqual([grid]);
      expect(solution[geometry.cellAt[(next.row - 1) * geometry.cols + next.col - 1]]).toBe(next.value);
      const levels = hintLevels(next);
      const [cellJa, valueJa] = [levels - 1, levels].map((level) => hintText(next, level, 'ja'));
      const [cellEn, valueEn] = [levels - 1, levels].map((level) => hintText(next, level, 'en'));
      expect(cellJa).toContain(`セルは r${next.row}c${next.col}（盤 ${grid} の ${place}、`);
      expect(valueJa).toBe(`r${next.row}c${next.col}=${next.value}（盤 ${grid} の ${place}）`);
      expect(cellEn).toContain(`The cell is r${next.row}c${next.col} (grid ${grid} ${place}) in `);
      expect(valueEn).toBe(`r${next.row}c${next.col}=${next.value} (grid ${grid} ${place})`);
      // The engine's English hint says the same: "(9,15) in grid 2 at (9,3)".
      expect(next.hints[1]).toContain(
        `(${next.row},${next.col}) in grid ${grid} at (${next.row - top},${next.col - left})`,
      );
      for (const text of [cellJa, valueJa]) expect(text.match(/\b(grid|row|column|box|cell)\b/g)).toBeNull();
    },
  );

  it('SUDOKU.HINT in Japanese gives the place too, beside the sheet address', () => {
    const grid = 5;
    const values = onlyGridLeft(geometry, puzzle, solution, grid);
    const kind = `combined ${SAMURAI_GRIDS.map(([row, col]) => `${row},${col}`).join(';')}`;
    const cell = hintFunction(rangeOf(geometry, puzzle), rangeOf(geometry, values), 2, kind, JA);
    const value = hintFunction(rangeOf(geometry, puzzle), rangeOf(geometry, values), 3, kind, JA);
    const [, row, col, inGrid, placeRow, placeCol] = /^セルは r(\d+)c(\d+)（盤 (\d+) の r(\d+)c(\d+)、/
      .exec(cell)!
      .map(Number);
    expect([inGrid, placeRow + SAMURAI_GRIDS[grid - 1][0], placeCol + SAMURAI_GRIDS[grid - 1][1]]).toEqual([
      grid,
      row,
      col,
    ]);
    const [, digit] = /=(\d+)（盤 5 の /.exec(value)!.map(Number);
    expect(digit).toBe(solution[geometry.cellAt[(row - 1) * geometry.cols + col - 1]]);
  });

  it('a kind without grids names the cell alone', () => {
    const diagonal = engineFixtures('diagonal-9')[0];
    const { next } = variantHintFor(diagonal.geometry, diagonal.puzzle, diagonal.puzzle);
    expect(next?.gridPlace).toBeUndefined();
    expect(hintText(next!, hintLevels(next!), 'ja')).toMatch(/^r\d+c\d+=\d+$/);
  });
});
