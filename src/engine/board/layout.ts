/**
 * The geometry of a 9×9 puzzle: which cells form units and which cells see each other.
 *
 * Everything downstream reads geometry from a Layout instead of computing row/column/box
 * arithmetic, so a diagonal sudoku (two extra units) or a jigsaw (irregular regions in place of
 * boxes) is a different table, not a rewrite. Unit indices are fixed: 0–8 rows, 9–17 columns,
 * 18–26 regions (the boxes in a standard sudoku), then any extra units.
 */

import { engineMade, requireInteger, type EngineMade } from '../core/arguments';
import type { CellPosition } from '../core/errors';

export const CELL_COUNT = 81;
export const SIDE = 9;
/** The first column unit (units 9–17) and the first region unit (18–26), fixed in every layout. */
export const COLUMN_UNIT_BASE = SIDE;
export const BOX_UNIT_BASE = 2 * SIDE;

/**
 * row, column, box (standard boxes and jigsaw regions), extra (diagonals, windows, colours): the
 * unit kinds of every kind's geometry (geometry/geometry.ts re-exports this one declaration).
 */
export type UnitKind = 'row' | 'column' | 'box' | 'extra';

export interface Layout {
  readonly name: string;
  /** Number of units (27 for a standard sudoku). */
  readonly unitCount: number;
  /** unitCells[u * 9 + i] = the i-th cell of unit u, in reading order. */
  readonly unitCells: Uint8Array;
  readonly unitKinds: readonly UnitKind[];
  /** The units each cell belongs to (3 in a standard sudoku). */
  readonly cellUnits: readonly (readonly number[])[];
  /** Every other cell sharing a unit with the cell (20 in a standard sudoku). */
  readonly peers: readonly Uint8Array[];
  /** Region (box) index 0–8 of each cell. */
  readonly regionOf: Uint8Array;
}

export function rowOf(cell: number): number {
  return (cell / 9) | 0;
}

export function colOf(cell: number): number {
  return cell % 9;
}

export function cellAt(row: number, col: number): number {
  return row * 9 + col;
}

/** Standard 3×3 boxes as a region map. */
export function standardRegions(): number[] {
  const regions: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    regions.push(3 * ((rowOf(cell) / 3) | 0) + ((colOf(cell) / 3) | 0));
  }
  return regions;
}

/** Every layout is made here; the rule checks read its tables without looking. */
export const LAYOUTS: EngineMade<Layout> = engineMade('createLayout or diagonalLayout');

/**
 * Builds a layout from a region map (81 numbers 0–8, nine cells each) and optional extra units.
 * Layouts are program constants, not user input, so a malformed table is a program's mistake.
 */
export function createLayout(name: string, regionMap: readonly number[], extraUnits: readonly (readonly number[])[] = []): Layout {
  if (regionMap.length !== CELL_COUNT) throw new Error(`layout ${name}: region map needs 81 entries`);
  const units: number[][] = [];
  const unitKinds: UnitKind[] = [];
  for (let r = 0; r < SIDE; r++) {
    units.push(Array.from({ length: SIDE }, (_, c) => cellAt(r, c)));
    unitKinds.push('row');
  }
  for (let c = 0; c < SIDE; c++) {
    units.push(Array.from({ length: SIDE }, (_, r) => cellAt(r, c)));
    unitKinds.push('column');
  }
  for (let region = 0; region < SIDE; region++) {
    const cells = [];
    for (let cell = 0; cell < CELL_COUNT; cell++) if (regionMap[cell] === region) cells.push(cell);
    if (cells.length !== SIDE) throw new Error(`layout ${name}: region ${region} has ${cells.length} cells`);
    units.push(cells);
    unitKinds.push('box');
  }
  for (const extra of extraUnits) {
    if (extra.length !== SIDE) throw new Error(`layout ${name}: an extra unit needs 9 cells`);
    units.push([...extra].sort((a, b) => a - b));
    unitKinds.push('extra');
  }

  const unitCells = new Uint8Array(units.length * SIDE);
  units.forEach((cells, u) => unitCells.set(cells, u * SIDE));
  const cellUnits: number[][] = Array.from({ length: CELL_COUNT }, () => []);
  units.forEach((cells, u) => cells.forEach((cell) => cellUnits[cell].push(u)));
  const peers = cellUnits.map((unitsOfCell, cell) => {
    const seen = new Set<number>();
    for (const u of unitsOfCell) for (const other of units[u]) if (other !== cell) seen.add(other);
    return Uint8Array.from([...seen].sort((a, b) => a - b));
  });
  return LAYOUTS.mark({
    name,
    unitCount: units.length,
    unitCells,
    unitKinds,
    cellUnits,
    peers,
    regionOf: Uint8Array.from(regionMap),
  });
}

export const STANDARD_LAYOUT: Layout = createLayout('standard', standardRegions());

/** Diagonal sudoku: both long diagonals are units too. */
export function diagonalLayout(): Layout {
  const main = Array.from({ length: SIDE }, (_, i) => cellAt(i, i));
  const anti = Array.from({ length: SIDE }, (_, i) => cellAt(i, SIDE - 1 - i));
  return createLayout('diagonal', standardRegions(), [main, anti]);
}

/** 1-based "(r,c)" as the model VBA tool writes cells. */
export function cellLabel(cell: number): string {
  requireInteger(cell, 'The cell', 0, CELL_COUNT - 1);
  return `(${rowOf(cell) + 1},${colOf(cell) + 1})`;
}

/** A person's name for a unit: "row 3", "column 8", "box 5". */
export function unitLabel(layout: Layout, unit: number): string {
  const kind = layout.unitKinds[unit];
  if (kind === 'row') return `row ${unit + 1}`;
  if (kind === 'column') return `column ${unit - 8}`;
  if (kind === 'box') return `box ${unit - 17}`;
  return `unit ${unit + 1}`;
}

/** Converts a 0-based cell index to the 1-based [row, column] pair used in messages and JSON. */
export function positionOf(cell: number): CellPosition {
  requireInteger(cell, 'The cell', 0, 80);
  return [((cell / 9) | 0) + 1, (cell % 9) + 1];
}
