/**
 * Skipping areas of the grid a search already found nothing in: for a search that looks at fixed
 * groups of cells one after another (a unit for subsets; Sue de Coq: a box with one of its rows or
 * columns) and reads only those cells, what it finds in a group is a function of their candidates
 * and values. A group whose cells are as they were when the search last found nothing there gives
 * nothing again, so it is skipped; the first deduction found is the same as without skipping.
 *
 * The record is exact (each cell's value and candidates, as the store records them: a 9×9 board
 * in one Uint16 per cell), never a hash. It belongs to one list of areas (the same array for the
 * same geometry) and one kind of store; another starts it over.
 */

import type { CandidateStore, CellRecord } from '../board/candidate-store';

export class UnchangedAreas {
  private record: CellRecord = new Uint16Array(0);
  /** Each area's first slot in the record. */
  private offsets: number[] = [];
  private areas: readonly (readonly number[])[] | null = null;
  /** The kind of store the record was made by (its maker, shared by every store of the class). */
  private maker: CandidateStore['newCellRecord'] | null = null;

  private prepare(store: CandidateStore, areas: readonly (readonly number[])[]): void {
    if (areas === this.areas && store.newCellRecord === this.maker) return;
    this.areas = areas;
    this.maker = store.newCellRecord;
    this.offsets = [];
    let total = 0;
    for (const cells of areas) {
      this.offsets.push(total);
      total += cells.length;
    }
    this.record = store.newCellRecord(total);
  }

  /** Whether area `index` is exactly as it was when the search last found nothing in it. */
  unchanged(store: CandidateStore, areas: readonly (readonly number[])[], index: number): boolean {
    this.prepare(store, areas);
    return store.cellsAsRecorded(areas[index], this.record, this.offsets[index]);
  }

  /** Records that the search found nothing in area `index` as the store has it now. */
  foundNothing(store: CandidateStore, areas: readonly (readonly number[])[], index: number): void {
    this.prepare(store, areas);
    store.recordCells(areas[index], this.record, this.offsets[index]);
  }

  /**
   * For a search that tries the areas in order and stops at the first deduction: runs
   * `findInArea` on the areas changed since it found nothing there, recording each that gives nothing.
   */
  firstDeduction<Found>(
    store: CandidateStore,
    areas: readonly (readonly number[])[],
    findInArea: (index: number) => Found | null,
  ): Found | null {
    this.prepare(store, areas);
    const { record, offsets } = this;
    for (let index = 0; index < areas.length; index++) {
      if (store.cellsAsRecorded(areas[index], record, offsets[index])) continue;
      const found = findInArea(index);
      if (found) return found;
      store.recordCells(areas[index], record, offsets[index]);
    }
    return null;
  }
}
