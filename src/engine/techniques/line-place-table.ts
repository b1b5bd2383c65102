/**
 * A single grid's rows and columns as the line-based searches over the candidate store read them
 * (empty rectangles, finned fish): each value's places by line as mask pairs, and the boxes that
 * are blocks (the crossing of their rows and columns). The 9×9 board passes its shared line tables
 * (position-tables.ts linePlaces); any other store's are built here.
 */

import type { CandidateStore } from '../board/candidate-store';
import type { Geometry } from '../geometry/geometry';
import { BOX, COLUMN, ROW, unitKinds } from '../geometry/unit-kinds';

/** Whether position `at` is in the mask pair (lo: positions 0–31, hi: 32–63). */
export const holds = (lo: number, hi: number, at: number): boolean =>
  at < 32 ? (lo & (1 << at)) !== 0 : (hi & (1 << (at - 32))) !== 0;

/** A grid's boxes that are blocks, each with its rows and columns as line indices. */
export interface Blocks {
  readonly boxes: number[];
  readonly rows: number[][];
  readonly columns: number[][];
  /** The same as masks of line positions (lo: lines 0–31, hi: 32–63). */
  readonly rowsLo: number[];
  readonly rowsHi: number[];
  readonly columnsLo: number[];
  readonly columnsHi: number[];
  /** The row units in order: row k's i-th cell is in column i. */
  readonly rowUnits: number[];
}

const blocksTables = new WeakMap<Geometry, Blocks | null>();

/** The lines from `from` to from + 31 as bits. */
function maskOf(lines: Set<number>, from: number): number {
  let mask = 0;
  for (const line of lines) if (line >= from && line < from + 32) mask |= 1 << (line - from);
  return mask;
}

/** A geometry's row and column units in unit order, and whether they are those of one grid (row k's i-th cell in column i, and the other way). */
export interface GridLines {
  rows: Int32Array;
  columns: Int32Array;
  aligned: boolean;
}

const gridLinesTables = new WeakMap<Geometry, GridLines>();

export function gridLinesOf(geometry: Geometry): GridLines {
  let lines = gridLinesTables.get(geometry);
  if (lines) return lines;
  const kinds = unitKinds(geometry);
  const { size, unitCells, cellRow, cellCol } = geometry;
  const rows = Int32Array.from(geometry.units.keys()).filter((unit) => kinds[unit] === ROW);
  const columns = Int32Array.from(geometry.units.keys()).filter((unit) => kinds[unit] === COLUMN);
  let aligned = rows.length === size && columns.length === size;
  for (let k = 0; k < size && aligned; k++) {
    for (let i = 0; i < size && aligned; i++) {
      const inRow = unitCells[rows[k] * size + i];
      const inColumn = unitCells[columns[k] * size + i];
      aligned = cellRow[inRow] === k && cellCol[inRow] === i && cellCol[inColumn] === k && cellRow[inColumn] === i;
    }
  }
  lines = { rows, columns, aligned };
  gridLinesTables.set(geometry, lines);
  return lines;
}

/** The geometry's block boxes, or null when its rows and columns are not those of one grid. */
export function blocksOf(geometry: Geometry): Blocks | null {
  let blocks = blocksTables.get(geometry);
  if (blocks !== undefined) return blocks;
  const kinds = unitKinds(geometry);
  const { size, unitCells, cellRow, cellCol, units } = geometry;
  const { rows, aligned } = gridLinesOf(geometry);
  blocks = aligned
    ? {
        boxes: [],
        rows: [],
        columns: [],
        rowsLo: [],
        rowsHi: [],
        columnsLo: [],
        columnsHi: [],
        rowUnits: Array.from(rows),
      }
    : null;
  for (let box = 0; blocks && box < units.length; box++) {
    if (kinds[box] !== BOX) continue;
    const boxRows = new Set<number>();
    const boxColumns = new Set<number>();
    for (let i = 0; i < size; i++) {
      boxRows.add(cellRow[unitCells[box * size + i]]);
      boxColumns.add(cellCol[unitCells[box * size + i]]);
    }
    // A box with more than one row and column, and exactly their crossing.
    if (boxRows.size < 2 || boxColumns.size < 2 || boxRows.size * boxColumns.size !== size) continue;
    blocks.boxes.push(box);
    blocks.rows.push([...boxRows].sort((a, b) => a - b));
    blocks.columns.push([...boxColumns].sort((a, b) => a - b));
    blocks.rowsLo.push(maskOf(boxRows, 0));
    blocks.rowsHi.push(maskOf(boxRows, 32));
    blocks.columnsLo.push(maskOf(boxColumns, 0));
    blocks.columnsHi.push(maskOf(boxColumns, 32));
  }
  blocksTables.set(geometry, blocks);
  return blocks;
}

/**
 * Each value's places by line, as masks of positions (columns in a row, rows in a column):
 * rowsLo[(v − 1) · stride + r], and hi for positions 32–63 (null when lines have at most 32 cells).
 */
export interface LinePlaceTable {
  rowsLo: ArrayLike<number>;
  rowsHi: ArrayLike<number> | null;
  columnsLo: ArrayLike<number>;
  columnsHi: ArrayLike<number> | null;
  stride: number;
}

let own = {
  rowsLo: new Uint32Array(0),
  rowsHi: new Uint32Array(0),
  columnsLo: new Uint32Array(0),
  columnsHi: new Uint32Array(0),
};

export function buildLinePlaces(store: CandidateStore): LinePlaceTable {
  const size = store.geometry.size;
  if (own.rowsLo.length < size * size) {
    const make = () => new Uint32Array(size * size);
    own = { rowsLo: make(), rowsHi: make(), columnsLo: make(), columnsHi: make() };
  }
  store.placeMasks(ROW, own.rowsLo, own.rowsHi, size);
  store.placeMasks(COLUMN, own.columnsLo, own.columnsHi, size);
  const wide = size > 32;
  return {
    rowsLo: own.rowsLo,
    rowsHi: wide ? own.rowsHi : null,
    columnsLo: own.columnsLo,
    columnsHi: wide ? own.columnsHi : null,
    stride: size,
  };
}
