/**
 * One geometry model for every variant: the cells of a bounding rectangle (combined puzzles leave
 * squares that are no cell), N symbols, and units of N cells that each hold every symbol once.
 * Per-cell unit and peer lists are precomputed in typed arrays (CSR: the items of cell c are
 * list[start[c] .. start[c + 1])) so that puzzles of thousands of cells never scan all units.
 */

import { engineMade, isTypedArray, requireInteger, requireNumbers, type EngineMade } from '../core/arguments';
import { PuzzleError } from '../core/errors';
import { MAX_SQUARES, MAX_SYMBOLS, MIN_SYMBOLS } from '../core/limits';
import type { CellPosition } from '../core/errors';
import { groupedNumber } from '../core/number-text';
/**
 * row, column, box (standard boxes and jigsaw regions), extra (diagonals, windows, colours): the
 * unit kinds of every kind, the 9×9 layout's included (board/layout.ts is a view of a geometry).
 */
export type UnitKind = 'row' | 'column' | 'box' | 'extra';

export type VariantKind = 'standard' | 'diagonal' | 'windoku' | 'jigsaw' | 'colour' | 'combined';

export interface Unit {
  readonly kind: UnitKind;
  /** A person's name: "row 3", "grid 2 row 3", "box 5", "region 4", "diagonal 1", "window 2", "extra B". */
  readonly name: string;
  /** Its N cells in reading order. */
  readonly cells: readonly number[];
}

/** Top-left corner (0-based) of one 9×9 grid of a combined puzzle in the bounding rectangle. */
export interface GridOffset {
  readonly row: number;
  readonly col: number;
}

export interface Geometry {
  readonly kind: VariantKind;
  /** N: values are 1..N, 0 is blank. */
  readonly size: number;
  /** Height and width of the bounding rectangle. */
  readonly rows: number;
  readonly cols: number;
  readonly cellCount: number;
  /** 0-based position of each cell in the bounding rectangle. */
  readonly cellRow: Int32Array;
  readonly cellCol: Int32Array;
  /** cellAt[row * cols + col] = the cell on that square, -1 where there is none. */
  readonly cellAt: Int32Array;
  readonly units: readonly Unit[];
  /** Unit u's cells at unitCells[u * size .. (u + 1) * size). */
  readonly unitCells: Int32Array;
  /** CSR: the units of cell c are cellUnits[cellUnitStart[c] .. cellUnitStart[c + 1]). */
  readonly cellUnitStart: Int32Array;
  readonly cellUnits: Int32Array;
  /** CSR: the peers of cell c (cells sharing a unit, itself excluded) are peers[peerStart[c] .. peerStart[c + 1]). */
  readonly peerStart: Int32Array;
  readonly peers: Int32Array;
  /** Box shape of standard boxes (rows × cols); null for jigsaw and combined. */
  readonly box: { readonly rows: number; readonly cols: number } | null;
  /** Combined: the 9×9 grids, grid k (1-based) = grids[k - 1]. Empty for single-grid kinds. */
  readonly grids: readonly GridOffset[];
}

export interface GeometryParts {
  kind: VariantKind;
  size: number;
  rows: number;
  cols: number;
  /** True on every square that is a cell (rows × cols, reading order). */
  isCell: ArrayLike<boolean>;
  /** Units by squares (row * cols + col); identical cell sets become one unit (the first named). */
  units: { kind: UnitKind; name: string; squares: number[] }[];
  box?: { rows: number; cols: number } | null;
  grids?: GridOffset[];
}

/** Every geometry is built here (or copied from one built here); the loops read its tables without looking. */
export const GEOMETRIES: EngineMade<Geometry> = engineMade(
  'standardGeometry, diagonalGeometry, windokuGeometry, jigsawGeometry, colourGeometry or combinedGeometry',
  isGeometryCopy,
);

const VARIANT_KINDS: readonly VariantKind[] = ['standard', 'diagonal', 'windoku', 'jigsaw', 'colour', 'combined'];
const TABLES = [
  'cellRow',
  'cellCol',
  'cellAt',
  'unitCells',
  'cellUnitStart',
  'cellUnits',
  'peerStart',
  'peers',
] as const;

/**
 * Whether `value` is a copy of a geometry (structured clones keep the typed arrays): the builder,
 * given its kind, size, rectangle, units, box and grids, makes exactly its tables. Whatever the
 * builder cannot read is no geometry.
 */
function isGeometryCopy(value: object): boolean {
  const copy = value as Geometry;
  try {
    if (
      !VARIANT_KINDS.includes(copy.kind) ||
      !Number.isInteger(copy.size) ||
      copy.size < MIN_SYMBOLS ||
      copy.size > MAX_SYMBOLS
    )
      return false;
    if (
      !Number.isInteger(copy.rows) ||
      !Number.isInteger(copy.cols) ||
      copy.rows < 1 ||
      copy.cols < 1 ||
      copy.rows * copy.cols > MAX_SQUARES
    )
      return false;
    if (!TABLES.every((name) => isTypedArray(copy[name], 'Int32Array'))) return false;
    if (!copy.grids.every((grid) => Number.isInteger(grid.row) && Number.isInteger(grid.col))) return false;
    if (copy.box !== null && !(Number.isInteger(copy.box.rows) && Number.isInteger(copy.box.cols))) return false;
    const isCell = Array.from(copy.cellAt, (cell) => cell >= 0);
    const units = copy.units.map((unit) => ({
      kind: unit.kind,
      name: unit.name,
      squares: unit.cells.map((cell) => copy.cellRow[cell] * copy.cols + copy.cellCol[cell]),
    }));
    const built = buildGeometry({
      kind: copy.kind,
      size: copy.size,
      rows: copy.rows,
      cols: copy.cols,
      isCell,
      units,
      box: copy.box,
      grids: copy.grids.map((grid) => ({ row: grid.row, col: grid.col })),
    });
    const same = (a: ArrayLike<unknown>, b: ArrayLike<unknown>): boolean =>
      a.length === b.length && Array.prototype.every.call(a, (entry, i) => entry === b[i]);
    return (
      built.cellCount === copy.cellCount &&
      TABLES.every((name) => same(built[name], copy[name])) &&
      same(
        built.units.map((unit) => `${unit.kind} ${unit.name} ${unit.cells.join()}`),
        copy.units.map((unit) => `${unit.kind} ${unit.name} ${unit.cells.join()}`),
      ) &&
      JSON.stringify([built.box, built.grids]) === JSON.stringify([copy.box, copy.grids])
    );
  } catch {
    return false;
  }
}

/** A geometry and one of its cells. */
export function requireCellOf(geometry: unknown, cell: unknown): asserts geometry is Geometry {
  GEOMETRIES.require(geometry, 'The geometry');
  requireInteger(cell, 'The cell', 0, geometry.cellCount - 1);
}

/** A geometry and a number for each of its cells (which of them are symbols is the rules' to say). */
export function requireValuesOf(geometry: unknown, values: unknown, what: string): asserts geometry is Geometry {
  GEOMETRIES.require(geometry, 'The geometry');
  requireNumbers(values, what, geometry.cellCount);
}

/** Builds the typed tables and checks that every unit has N distinct cells. */
export function buildGeometry(parts: GeometryParts): Geometry {
  const { kind, size, rows, cols } = parts;
  if (rows * cols > MAX_SQUARES)
    throw new PuzzleError(
      'bad-input',
      `A puzzle spans at most ${groupedNumber(MAX_SQUARES)} squares, not ${rows}×${cols}.`,
    );
  const cellAt = new Int32Array(rows * cols).fill(-1);
  const positions: number[] = [];
  for (let square = 0; square < rows * cols; square++) {
    if (!parts.isCell[square]) continue;
    cellAt[square] = positions.length;
    positions.push(square);
  }
  const cellCount = positions.length;
  const cellRow = new Int32Array(cellCount);
  const cellCol = new Int32Array(cellCount);
  positions.forEach((square, cell) => {
    cellRow[cell] = (square / cols) | 0;
    cellCol[cell] = square % cols;
  });

  const units: Unit[] = [];
  const seen = new Map<string, number>();
  for (const unit of parts.units) {
    const cells = unit.squares.map((square) => cellAt[square] ?? -1);
    if (cells.length !== size || cells.some((cell) => cell < 0)) {
      throw new PuzzleError(
        'bad-input',
        `${capitalise(unit.name)} has ${cells.filter((c) => c >= 0).length} cells; every unit needs ${size}.`,
      );
    }
    cells.sort((a, b) => a - b);
    for (let i = 1; i < cells.length; i++) {
      if (cells[i] === cells[i - 1]) throw new PuzzleError('bad-input', `${capitalise(unit.name)} holds a cell twice.`);
    }
    const key = cells.join(',');
    if (seen.has(key)) continue;
    seen.set(key, units.length);
    units.push({ kind: unit.kind, name: unit.name, cells });
  }

  const unitCells = new Int32Array(units.length * size);
  const unitCountOf = new Int32Array(cellCount + 1);
  units.forEach((unit, u) => {
    unit.cells.forEach((cell, i) => {
      unitCells[u * size + i] = cell;
      unitCountOf[cell + 1]++;
    });
  });
  const cellUnitStart = new Int32Array(cellCount + 1);
  for (let cell = 0; cell < cellCount; cell++) cellUnitStart[cell + 1] = cellUnitStart[cell] + unitCountOf[cell + 1];
  const cellUnits = new Int32Array(cellUnitStart[cellCount]);
  const fill = cellUnitStart.slice(0, cellCount);
  for (let u = 0; u < units.length; u++) for (const cell of units[u].cells) cellUnits[fill[cell]++] = u;

  const { peerStart, peers } = buildPeers(cellCount, size, unitCells, cellUnitStart, cellUnits);
  return GEOMETRIES.mark({
    kind,
    size,
    rows,
    cols,
    cellCount,
    cellRow,
    cellCol,
    cellAt,
    units,
    unitCells,
    cellUnitStart,
    cellUnits,
    peerStart,
    peers,
    box: parts.box ?? null,
    grids: parts.grids ?? [],
  });
}

/** Peers through a stamp array: linear in the total size of each cell's units. */
function buildPeers(
  cellCount: number,
  size: number,
  unitCells: Int32Array,
  cellUnitStart: Int32Array,
  cellUnits: Int32Array,
): { peerStart: Int32Array; peers: Int32Array } {
  const stamp = new Int32Array(cellCount).fill(-1);
  const peerStart = new Int32Array(cellCount + 1);
  let list = new Int32Array(Math.max(16, cellCount * 3 * size));
  let length = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    stamp[cell] = cell;
    const start = length;
    for (let i = cellUnitStart[cell]; i < cellUnitStart[cell + 1]; i++) {
      const base = cellUnits[i] * size;
      for (let j = 0; j < size; j++) {
        const peer = unitCells[base + j];
        if (stamp[peer] === cell) continue;
        stamp[peer] = cell;
        if (length === list.length) {
          const grown = new Int32Array(list.length * 2);
          grown.set(list);
          list = grown;
        }
        list[length++] = peer;
      }
    }
    list.subarray(start, length).sort();
    peerStart[cell + 1] = length;
  }
  return { peerStart, peers: list.slice(0, length) };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 1-based [row, column] of a cell in the bounding rectangle, as PuzzleError.cells wants. */
export function cellPosition(geometry: Geometry, cell: number): CellPosition {
  requireCellOf(geometry, cell);
  return [geometry.cellRow[cell] + 1, geometry.cellCol[cell] + 1];
}

/** The 1-based numbers of the combined grids covering a cell (empty for single-grid kinds). */
export function gridsOfCell(geometry: Geometry, cell: number): number[] {
  requireCellOf(geometry, cell);
  const row = geometry.cellRow[cell];
  const col = geometry.cellCol[cell];
  const found: number[] = [];
  geometry.grids.forEach((grid, k) => {
    if (row >= grid.row && row < grid.row + 9 && col >= grid.col && col < grid.col + 9) found.push(k + 1);
  });
  return found;
}

/** Where a cell of a combined puzzle sits: the first grid holding it (1-based) and its 1-based row and column there; undefined on other kinds. */
export function gridPlace(geometry: Geometry, cell: number): { grid: number; row: number; col: number } | undefined {
  const grid = gridsOfCell(geometry, cell)[0];
  if (grid === undefined) return undefined;
  const offset = geometry.grids[grid - 1];
  return { grid, row: geometry.cellRow[cell] - offset.row + 1, col: geometry.cellCol[cell] - offset.col + 1 };
}

/**
 * A person's name for a cell: "(3,5)" (1-based row, column of the bounding rectangle); combined
 * puzzles add the first grid holding it and the cell's place there: "(9,15) in grid 2 at (9,3)".
 */
export function cellName(geometry: Geometry, cell: number): string {
  requireCellOf(geometry, cell);
  const plain = `(${geometry.cellRow[cell] + 1},${geometry.cellCol[cell] + 1})`;
  const place = gridPlace(geometry, cell);
  return place ? `${plain} in grid ${place.grid} at (${place.row},${place.col})` : plain;
}

/** The peers of a cell (a view, no copy). */
export function peersOf(geometry: Geometry, cell: number): Int32Array {
  return geometry.peers.subarray(geometry.peerStart[cell], geometry.peerStart[cell + 1]);
}

/** The unit indices of a cell (a view, no copy). */
export function unitsOf(geometry: Geometry, cell: number): Int32Array {
  return geometry.cellUnits.subarray(geometry.cellUnitStart[cell], geometry.cellUnitStart[cell + 1]);
}
