/**
 * Skipping areas of the grid a search already found nothing in: for a search that looks at fixed
 * groups of cells one after another (Sue de Coq: a box with one of its rows or columns) and reads
 * only those cells, what it finds in a group is a function of their candidates and digits. A
 * group whose cells are as they were when the search last found nothing there gives nothing
 * again, so it is skipped; the first deduction found is the same as without skipping.
 *
 * The record is exact (each cell's candidates and digit), never a hash.
 */

import type { Board } from '../board/board';
import type { Layout } from '../board/layout';
import type { Deduction } from './technique';

/** No cell's key (9 candidate bits, digit above them) equals this. */
const NO_RECORD = 0xffff;

export class UnchangedAreas {
  private emptyAt = new Uint16Array(0);
  private offsets: number[] = [];
  private layout: Layout | null = null;

  /** Called with the areas of a layout (the same list for the same layout, cells in a fixed order). */
  private prepare(layout: Layout, areas: readonly (readonly number[])[]): void {
    if (layout === this.layout) return;
    this.layout = layout;
    this.offsets = [];
    let total = 0;
    for (const cells of areas) {
      this.offsets.push(total);
      total += cells.length;
    }
    this.emptyAt = new Uint16Array(total).fill(NO_RECORD);
  }

  /** Whether area `index` is exactly as it was when the search last found nothing in it. */
  unchanged(board: Board, areas: readonly (readonly number[])[], index: number): boolean {
    this.prepare(board.layout, areas);
    const cells = areas[index];
    const offset = this.offsets[index];
    for (let i = 0; i < cells.length; i++) if (this.emptyAt[offset + i] !== cellKey(board, cells[i])) return false;
    return true;
  }

  /** Records that the search found nothing in area `index` as the board has it now. */
  foundNothing(board: Board, areas: readonly (readonly number[])[], index: number): void {
    this.prepare(board.layout, areas);
    const cells = areas[index];
    const offset = this.offsets[index];
    for (let i = 0; i < cells.length; i++) this.emptyAt[offset + i] = cellKey(board, cells[i]);
  }

  /**
   * For a search that tries the areas in order and stops at the first deduction: runs
   * `findInArea` on the areas changed since it found nothing there, recording each that gives nothing.
   */
  firstDeduction(
    board: Board,
    areas: readonly (readonly number[])[],
    findInArea: (index: number) => Deduction | null,
  ): Deduction | null {
    for (let index = 0; index < areas.length; index++) {
      if (this.unchanged(board, areas, index)) continue;
      const found = findInArea(index);
      if (found) return found;
      this.foundNothing(board, areas, index);
    }
    return null;
  }
}

function cellKey(board: Board, cell: number): number {
  return board.candidates[cell] | (board.values[cell] << 9);
}
