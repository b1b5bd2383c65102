/**
 * A variant puzzle as a block of sheet cells (issue 21): the bounding rectangle row by row, a
 * given as its number, a blank or a square that is no cell (a gap between combined grids) as an
 * empty cell. Read back onto a known geometry, a value in a gap or one that is no symbol is named
 * by its sheet cell.
 */

import { PuzzleError } from '../engine';
import { cellName, type Geometry } from '../engine/variants';

export function variantSheetValues(geometry: Geometry, values: ArrayLike<number>): (number | string)[][] {
  return Array.from({ length: geometry.rows }, (_, row) =>
    Array.from({ length: geometry.cols }, (_, col) => {
      const cell = geometry.cellAt[row * geometry.cols + col];
      return cell < 0 || values[cell] === 0 ? '' : values[cell];
    }),
  );
}

/** `describe(row, col)` names a sheet cell of the block (0-based within it), e.g. "Sheet1!C7". */
export function variantFromSheetValues(
  geometry: Geometry,
  block: readonly (readonly unknown[])[],
  describe: (row: number, col: number) => string,
): Uint8Array {
  if (block.length !== geometry.rows || block.some((cells) => cells.length !== geometry.cols)) {
    throw new PuzzleError(
      'bad-input',
      `The block is ${block.length}×${block[0]?.length ?? 0}; this layout needs ${geometry.rows}×${geometry.cols}.`,
    );
  }
  const givens = new Uint8Array(geometry.cellCount);
  const problems: string[] = [];
  const cells: [number, number][] = [];
  block.forEach((cellsOfRow, row) =>
    cellsOfRow.forEach((raw, col) => {
      const text = String(raw ?? '').trim();
      const cell = geometry.cellAt[row * geometry.cols + col];
      if (text === '' || (cell >= 0 && (text === '0' || text === '.'))) return;
      const value = Number(text);
      if (cell < 0) problems.push(`${describe(row, col)} holds "${text}" in a gap between grids`);
      else if (!Number.isInteger(value) || value < 1 || value > geometry.size)
        problems.push(`${describe(row, col)} ${cellName(geometry, cell)} holds "${text}", not 1–${geometry.size}`);
      else {
        givens[cell] = value;
        return;
      }
      cells.push([row + 1, col + 1]);
    }),
  );
  if (problems.length > 0)
    throw new PuzzleError(
      'bad-input',
      `${problems.slice(0, 4).join('; ')}${problems.length > 4 ? `; and ${problems.length - 4} more` : ''}.`,
      cells,
    );
  return givens;
}
