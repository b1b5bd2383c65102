/**
 * Empty rectangle (ER, full set), on every single grid: in a box the value's places lie on one row
 * R and one column C of the box (on both, not on one alone). A strong link in a column X outside
 * the box with one end on row R and the other on row r outside the box removes the value from
 * (r, C): either that end holds it, or row R of the box does not, so column C of the box does.
 * Likewise with rows and columns swapped. The box must be the crossing of its rows and columns (a
 * block, as on every N×N; not a jigsaw region of another shape), and the rows and columns those of
 * one grid (not a combined puzzle's).
 *
 * Scan order: values ascending; boxes in unit order; the box's rows ascending; a link through a
 * column before one through a row; lines ascending.
 */

import { popcount32 } from '../board/bits';
import type { CandidateStore } from '../board/candidate-store';
import type { EliminationsAt } from './intersections';
import { blocksOf, buildLinePlaces, holds, type Blocks, type LinePlaceTable } from './line-place-table';
import { UnchangedValues } from './unchanged-values';

/** An empty rectangle found: what goes, the box, the box's cells holding the value then the link's near and far ends. */
export interface EmptyRectangleAt extends EliminationsAt {
  /** The strong link's two cells, near end first. */
  link: [number, number];
}

const unchangedValues = new UnchangedValues();

/** The first empty rectangle that removes something, or null. */
export function emptyRectangleAt(
  store: CandidateStore,
  places: LinePlaceTable = buildLinePlaces(store),
): EmptyRectangleAt | null {
  const geometry = store.geometry;
  const blocks = blocksOf(geometry);
  if (!blocks || blocks.boxes.length === 0) return null;
  unchangedValues.read(geometry, places.rowsLo, places.rowsHi ?? places.rowsLo, places.stride, geometry.size);
  for (let value = 1; value <= geometry.size; value++) {
    if (unchangedValues.unchanged(value)) continue;
    const found = emptyRectangleOfValue(store, blocks, places, value, null);
    if (found) return found;
    unchangedValues.foundNothing(value);
  }
  return null;
}

/** Every empty rectangle in scan order, until `visit` returns true. */
export function forEachEmptyRectangle(
  store: CandidateStore,
  visit: (found: EmptyRectangleAt) => boolean,
  places: LinePlaceTable = buildLinePlaces(store),
): void {
  const blocks = blocksOf(store.geometry);
  if (!blocks) return;
  for (let value = 1; value <= store.geometry.size; value++)
    if (emptyRectangleOfValue(store, blocks, places, value, visit)) return;
}

function emptyRectangleOfValue(
  store: CandidateStore,
  blocks: Blocks,
  places: LinePlaceTable,
  value: number,
  visit: ((found: EmptyRectangleAt) => boolean) | null,
): EmptyRectangleAt | null {
  const base = (value - 1) * places.stride;
  const { rowsLo, rowsHi } = places;
  for (let b = 0; b < blocks.boxes.length; b++) {
    const rows = blocks.rows[b];
    const columnsLo = blocks.columnsLo[b];
    const columnsHi = blocks.columnsHi[b];
    for (const row of rows) {
      // The places off this row must all lie on one column, and the places off that column on this row.
      let offRowLo = 0;
      let offRowHi = 0;
      for (const other of rows) {
        if (other === row) continue;
        offRowLo |= rowsLo[base + other] & columnsLo;
        if (rowsHi !== null) offRowHi |= rowsHi[base + other] & columnsHi;
      }
      if (popcount32(offRowLo) + popcount32(offRowHi) !== 1) continue;
      let onRow = false;
      let elsewhere = false;
      for (const r of rows) {
        const offColumn =
          (rowsLo[base + r] & columnsLo & ~offRowLo) | (rowsHi === null ? 0 : rowsHi[base + r] & columnsHi & ~offRowHi);
        if (offColumn === 0) continue;
        if (r === row) onRow = true;
        else elsewhere = true;
      }
      if (!onRow || elsewhere) continue;
      const column = offRowLo !== 0 ? 31 - Math.clz32(offRowLo) : 63 - Math.clz32(offRowHi);
      const found =
        emptyRectangleLink(store, blocks, places, value, b, row, column, true, visit) ??
        emptyRectangleLink(store, blocks, places, value, b, row, column, false, visit);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A strong link in a column outside the box (`throughColumn`) with one end on the cross's row,
 * or in a row outside the box with one end on its column; the deduction it makes, if any.
 */
function emptyRectangleLink(
  store: CandidateStore,
  blocks: Blocks,
  places: LinePlaceTable,
  value: number,
  b: number,
  row: number,
  column: number,
  throughColumn: boolean,
  visit: ((found: EmptyRectangleAt) => boolean) | null,
): EmptyRectangleAt | null {
  const { size, unitCells } = store.geometry;
  const box = blocks.boxes[b];
  const boxLinesLo = throughColumn ? blocks.columnsLo[b] : blocks.rowsLo[b];
  const boxLinesHi = throughColumn ? blocks.columnsHi[b] : blocks.rowsHi[b];
  const crossLinesLo = throughColumn ? blocks.rowsLo[b] : blocks.columnsLo[b];
  const crossLinesHi = throughColumn ? blocks.rowsHi[b] : blocks.columnsHi[b];
  const lo = throughColumn ? places.columnsLo : places.rowsLo;
  const hi = throughColumn ? places.columnsHi : places.rowsHi;
  const nearCross = throughColumn ? row : column;
  const base = (value - 1) * places.stride;
  const cellAt = (r: number, c: number) => unitCells[blocks.rowUnits[r] * size + c];
  for (let line = 0; line < size; line++) {
    if (holds(boxLinesLo, boxLinesHi, line)) continue;
    // The line's places: exactly two, one meeting the cross's row (or column).
    const placesLo = lo[base + line];
    const placesHi = hi === null ? 0 : hi[base + line];
    if (popcount32(placesLo) + popcount32(placesHi) !== 2 || !holds(placesLo, placesHi, nearCross)) continue;
    const otherLo = nearCross < 32 ? placesLo & ~(1 << nearCross) : placesLo;
    const otherHi = nearCross >= 32 ? placesHi & ~(1 << (nearCross - 32)) : placesHi;
    const farCross = otherLo !== 0 ? 31 - Math.clz32(otherLo) : 63 - Math.clz32(otherHi);
    if (holds(crossLinesLo, crossLinesHi, farCross)) continue;
    const near = throughColumn ? cellAt(row, line) : cellAt(line, column);
    const far = throughColumn ? cellAt(farCross, line) : cellAt(line, farCross);
    const target = throughColumn ? cellAt(farCross, column) : cellAt(row, farCross);
    if (!store.has(target, value)) continue;
    const patternCells: number[] = [];
    for (let i = 0; i < size; i++) {
      const cell = unitCells[box * size + i];
      if (store.has(cell, value)) patternCells.push(cell);
    }
    patternCells.push(near, far);
    const found: EmptyRectangleAt = {
      eliminations: [store.candidateCode(target, value)],
      unit: box,
      patternCells,
      link: [near, far],
    };
    if (visit === null || visit(found)) return found;
  }
  return null;
}
