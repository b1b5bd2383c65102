/**
 * "Is this the position I last saw?" for any store: an exact record of every cell (value and
 * candidates, as the store records them), so a finder that answers several letters from one pass
 * (the unique rectangles) can keep the pass's answers while the position stands. Never a hash.
 */

import type { CandidateStore, CellRecord } from '../board/candidate-store';
import type { Geometry } from '../geometry/geometry';

const everyCellOf = new WeakMap<Geometry, readonly number[]>();

function everyCell(geometry: Geometry): readonly number[] {
  let cells = everyCellOf.get(geometry);
  if (!cells) everyCellOf.set(geometry, (cells = Array.from({ length: geometry.cellCount }, (_, cell) => cell)));
  return cells;
}

export class SamePosition {
  private record: CellRecord = new Uint16Array(0);
  private geometry: Geometry | null = null;
  private cells: readonly number[] = [];
  private maker: CandidateStore['newCellRecord'] | null = null;

  /** Whether the store holds the position last recorded (then true), else records it (false). */
  check(store: CandidateStore): boolean {
    if (store.geometry === this.geometry && store.newCellRecord === this.maker) {
      if (store.cellsAsRecorded(this.cells, this.record, 0)) return true;
    } else {
      this.geometry = store.geometry;
      this.cells = everyCell(store.geometry);
      this.maker = store.newCellRecord;
      this.record = store.newCellRecord(this.cells.length);
    }
    store.recordCells(this.cells, this.record, 0);
    return false;
  }
}
