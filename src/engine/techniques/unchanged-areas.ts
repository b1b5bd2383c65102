/**
 * Skipping areas of the grid a search already found nothing in: for a search that looks at fixed
 * groups of cells one after another (a unit for subsets; Sue de Coq: a box with one of its rows or
 * columns) and reads only those cells, what it finds in a group is a function of their candidates
 * and values. A group whose cells are as they were when the search last found nothing there gives
 * nothing again, so it is skipped; the first deduction found is the same as without skipping.
 *
 * The record is exact (each cell's value and candidate words), never a hash. It belongs to one
 * list of areas (the same array for the same geometry); another list starts it over.
 */

import type { CandidateStore } from '../board/candidate-store';

/** 2³²: a cell's value above its first candidate word in one key. */
const WORD = 4294967296;

export class UnchangedAreas {
  /**
   * Per cell of every area, one number per candidate word: the first is value · 2³² + word 0
   * (exact in a double), a second holds word 1; −1 where nothing is recorded yet.
   */
  private record = new Float64Array(0);
  private offsets: number[] = [];
  private areas: readonly (readonly number[])[] | null = null;
  private stride = 0;

  private prepare(store: CandidateStore, areas: readonly (readonly number[])[]): void {
    const stride = store.wordsPerCell;
    if (areas === this.areas && stride === this.stride) return;
    this.areas = areas;
    this.stride = stride;
    this.offsets = [];
    let total = 0;
    for (const cells of areas) {
      this.offsets.push(total);
      total += cells.length * stride;
    }
    // No key is negative, so nothing recorded matches any cell.
    this.record = new Float64Array(total).fill(-1);
  }

  /** Whether area `index` is exactly as it was when the search last found nothing in it. */
  unchanged(store: CandidateStore, areas: readonly (readonly number[])[], index: number): boolean {
    this.prepare(store, areas);
    const { record, stride } = this;
    const values = store.values;
    const cells = areas[index];
    let at = this.offsets[index];
    for (let i = 0; i < cells.length; i++, at += stride) {
      const cell = cells[i];
      if (record[at] !== values[cell] * WORD + (store.word(cell, 0) >>> 0)) return false;
      if (stride === 2 && record[at + 1] !== store.word(cell, 1) >>> 0) return false;
    }
    return true;
  }

  /** Records that the search found nothing in area `index` as the store has it now. */
  foundNothing(store: CandidateStore, areas: readonly (readonly number[])[], index: number): void {
    this.prepare(store, areas);
    const { record, stride } = this;
    const cells = areas[index];
    let at = this.offsets[index];
    const values = store.values;
    for (let i = 0; i < cells.length; i++, at += stride) {
      const cell = cells[i];
      record[at] = values[cell] * WORD + (store.word(cell, 0) >>> 0);
      if (stride === 2) record[at + 1] = store.word(cell, 1) >>> 0;
    }
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
    for (let index = 0; index < areas.length; index++) {
      if (this.unchanged(store, areas, index)) continue;
      const found = findInArea(index);
      if (found) return found;
      this.foundNothing(store, areas, index);
    }
    return null;
  }
}
