/**
 * The geometry of a 9×9 puzzle as the 9×9 techniques read it: which cells form units and which
 * cells see each other, in Uint8 tables indexed by the 81 cells.
 *
 * A layout is a view of a 9×9 Geometry (geometry/geometry.ts), the one description of houses for
 * every kind: the same units in the same order, so a scan over "units in index order" meets the same
 * units whichever analyser runs it. Unit indices are fixed: 0–8 rows, 9–17 columns, 18–26 regions
 * (the boxes in a standard sudoku), then any extra units.
 */

import { engineMade, requireInteger, type EngineMade } from '../core/arguments';
import type { CellPosition } from '../core/errors';
import { buildGeometry, type Geometry, type GeometryParts, type UnitKind } from '../geometry/geometry';
import { diagonalGeometry, standardGeometry } from '../geometry/presets';
import { unitKinds } from '../geometry/unit-kinds';

export const CELL_COUNT = 81;
export const SIDE = 9;
/** The first column unit (units 9–17) and the first region unit (18–26), fixed in every layout. */
export const COLUMN_UNIT_BASE = SIDE;
export const BOX_UNIT_BASE = 2 * SIDE;

export type { UnitKind };

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
  /** The geometry this layout shows. */
  readonly geometry: Geometry;
  /** unitKinds as the codes of geometry/unit-kinds.ts, which the shared technique families compare. */
  readonly unitKindCodes: Uint8Array;
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
export const LAYOUTS: EngineMade<Layout> = engineMade('createLayout, layoutOf or diagonalLayout');

/**
 * The 9×9 view of a geometry of 81 cells on a 9×9 square whose units 0–8 are the rows, 9–17 the
 * columns and 18–26 the boxes or regions, in reading order. Geometries are made by the program, so
 * one of another shape is a program's mistake.
 */
export function layoutOf(name: string, geometry: Geometry): Layout {
  const { units } = geometry;
  const kindAt = (u: number): UnitKind | undefined => units[u]?.kind;
  const shaped =
    geometry.size === SIDE &&
    geometry.rows === SIDE &&
    geometry.cols === SIDE &&
    geometry.cellCount === CELL_COUNT &&
    units.every(
      (unit, u) =>
        unit.kind === (u < COLUMN_UNIT_BASE ? 'row' : u < BOX_UNIT_BASE ? 'column' : u < 3 * SIDE ? 'box' : 'extra'),
    ) &&
    kindAt(3 * SIDE - 1) === 'box';
  if (!shaped) throw new Error(`layout ${name}: not a 9×9 geometry of rows, columns and regions`);
  const cellUnits: number[][] = [];
  const peers: Uint8Array[] = [];
  const regionOf = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    cellUnits.push(
      Array.from(geometry.cellUnits.subarray(geometry.cellUnitStart[cell], geometry.cellUnitStart[cell + 1])),
    );
    peers.push(Uint8Array.from(geometry.peers.subarray(geometry.peerStart[cell], geometry.peerStart[cell + 1])));
    regionOf[cell] = cellUnits[cell].find((u) => u >= BOX_UNIT_BASE)! - BOX_UNIT_BASE;
  }
  return LAYOUTS.mark({
    name,
    unitCount: units.length,
    unitCells: Uint8Array.from(geometry.unitCells),
    unitKinds: units.map((unit) => unit.kind),
    cellUnits,
    peers,
    regionOf,
    geometry,
    unitKindCodes: unitKinds(geometry),
  });
}

/**
 * Builds a layout from a region map (81 numbers 0–8, nine cells each) and optional extra units.
 * Layouts are program constants, not user input, so a malformed table is a program's mistake.
 */
export function createLayout(
  name: string,
  regionMap: readonly number[],
  extraUnits: readonly (readonly number[])[] = [],
): Layout {
  if (regionMap.length !== CELL_COUNT) throw new Error(`layout ${name}: region map needs 81 entries`);
  const units: GeometryParts['units'] = [];
  for (let r = 0; r < SIDE; r++)
    units.push({ kind: 'row', name: `row ${r + 1}`, squares: Array.from({ length: SIDE }, (_, c) => cellAt(r, c)) });
  for (let c = 0; c < SIDE; c++)
    units.push({
      kind: 'column',
      name: `column ${c + 1}`,
      squares: Array.from({ length: SIDE }, (_, r) => cellAt(r, c)),
    });
  for (let region = 0; region < SIDE; region++) {
    const cells = [];
    for (let cell = 0; cell < CELL_COUNT; cell++) if (regionMap[cell] === region) cells.push(cell);
    if (cells.length !== SIDE) throw new Error(`layout ${name}: region ${region} has ${cells.length} cells`);
    units.push({ kind: 'box', name: `region ${region + 1}`, squares: cells });
  }
  extraUnits.forEach((extra, k) => {
    if (extra.length !== SIDE) throw new Error(`layout ${name}: an extra unit needs 9 cells`);
    units.push({ kind: 'extra', name: `extra ${k + 1}`, squares: [...extra] });
  });
  const kind = extraUnits.length > 0 ? 'colour' : 'jigsaw';
  return layoutOf(
    name,
    buildGeometry({
      kind,
      size: SIDE,
      rows: SIDE,
      cols: SIDE,
      isCell: new Array<boolean>(CELL_COUNT).fill(true),
      units,
    }),
  );
}

export const STANDARD_LAYOUT: Layout = layoutOf('standard', standardGeometry(SIDE));

/** Diagonal sudoku: both long diagonals are units too. */
export function diagonalLayout(): Layout {
  return layoutOf('diagonal', diagonalGeometry(SIDE));
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
