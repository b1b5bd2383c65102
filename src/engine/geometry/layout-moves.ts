/**
 * The rotations and mirrors of a layout that keep every unit a unit (issues 33 and 34): a jigsaw's
 * regions and a colour map move with the cells, every other unit (rows, columns, boxes, diagonals,
 * windows, the grids of a combined layout) must land on a unit of the same geometry. The transforms
 * of variant-transform.ts and the analysis frame of other kinds (analysis/variant-frame.ts)
 * are made of them; kept apart so that a worker that analyses carries no transform command.
 */

import { GEOMETRIES, buildGeometry, type Geometry, type Unit } from './geometry';
import { rectangleSymmetries, type SquareMap } from './square-maps';

/** Units that move with the cells: a jigsaw's regions and a colour puzzle's extra units, which its maps carry. */
export function movesWithCells(geometry: Geometry, unit: Unit): boolean {
  if (unit.kind === 'box') return geometry.box === null && geometry.grids.length === 0;
  return unit.kind === 'extra' && geometry.kind === 'colour';
}

/** The cells of a unit as one key, whatever their order. */
const unitKey = (cells: Iterable<number>): string => Int32Array.from(cells).sort().join();

/** The keys of the units a geometry keeps in place, found once per geometry. */
const fixedUnitsFound = new WeakMap<Geometry, Set<string>>();

function fixedUnits(geometry: Geometry): Set<string> {
  let found = fixedUnitsFound.get(geometry);
  if (!found) {
    found = new Set(
      geometry.units.filter((unit) => !movesWithCells(geometry, unit)).map((unit) => unitKey(unit.cells)),
    );
    fixedUnitsFound.set(geometry, found);
  }
  return found;
}

/** Where each square's content goes under `squares` (which says where each square's comes from). */
function targetsOf(squares: SquareMap): Int32Array {
  const target = new Int32Array(squares.length);
  squares.forEach((source, square) => {
    target[source] = square;
  });
  return target;
}

/** Why `squares` makes no puzzle of the geometry (a cell moved off the layout, a unit that lands on no unit); undefined when it does. */
export function misfitOf(geometry: Geometry, squares: SquareMap): string | undefined {
  const { cols, cellAt, cellRow, cellCol } = geometry;
  for (let square = 0; square < squares.length; square++) {
    if (cellAt[square] < 0 !== cellAt[squares[square]] < 0) return 'it would move cells onto squares that are no cell';
  }
  const target = targetsOf(squares);
  const movedCell = (cell: number) => cellAt[target[cellRow[cell] * cols + cellCol[cell]]];
  const units = fixedUnits(geometry);
  const broken = geometry.units.find(
    (unit) => !movesWithCells(geometry, unit) && !units.has(unitKey(unit.cells.map(movedCell))),
  );
  return broken && `its ${broken.name} would land on cells that are no unit`;
}

/** The puzzle `squares` makes of the geometry, which misfitOf found it to fit: its geometry (maps moved) and where each cell comes from. */
export function moved(
  geometry: Geometry,
  squares: SquareMap,
  unitsInReadingOrder = false,
): { geometry: Geometry; sourceCell: Int32Array } {
  const { rows, cols, cellAt, cellRow, cellCol } = geometry;
  const squareOf = (cell: number) => cellRow[cell] * cols + cellCol[cell];
  const sourceCell = Int32Array.from({ length: geometry.cellCount }, (_, cell) => cellAt[squares[squareOf(cell)]]);
  if (!geometry.units.some((unit) => movesWithCells(geometry, unit))) return { geometry, sourceCell };
  const target = targetsOf(squares);
  const units = geometry.units.map((unit) => ({
    kind: unit.kind,
    name: unit.name,
    squares: unit.cells.map((cell) => (movesWithCells(geometry, unit) ? target[squareOf(cell)] : squareOf(cell))),
  }));
  if (unitsInReadingOrder) {
    // The moving units keep their slots among the others, in the order of their first square.
    const slots = geometry.units.flatMap((unit, index) => (movesWithCells(geometry, unit) ? [index] : []));
    const first = (index: number) => Math.min(...units[index].squares);
    const ordered = [...slots].sort((a, b) => first(a) - first(b)).map((index) => units[index]);
    slots.forEach((slot, k) => {
      units[slot] = ordered[k];
    });
  }
  const isCell = Array.from(cellAt, (cell) => cell >= 0);
  return {
    geometry: buildGeometry({
      kind: geometry.kind,
      size: geometry.size,
      rows,
      cols,
      isCell,
      units,
      box: geometry.box,
      grids: [...geometry.grids],
    }),
    sourceCell,
  };
}

/** Valid geometric moves of a geometry, found once (a run makes many transforms of one puzzle). */
const symmetriesFound = new WeakMap<Geometry, SquareMap[]>();

/** The rotations and mirrors of the layout that map every unit onto a unit (the identity at least). */
export function layoutSymmetries(geometry: Geometry): SquareMap[] {
  let found = symmetriesFound.get(geometry);
  if (!found) {
    found = rectangleSymmetries(geometry.rows, geometry.cols).filter(
      (squares) => misfitOf(geometry, squares) === undefined,
    );
    symmetriesFound.set(geometry, found);
  }
  return found;
}

/** One of a layout's own rotations and mirrors, as a move of the puzzle's cells. */
export interface LayoutMove {
  /** sourceCell[i]: the cell whose content lands in cell i. */
  readonly sourceCell: Int32Array;
  /** True when the move turns rows into columns (a quarter turn or a transposition). */
  readonly transposed: boolean;
  /** The move as a map of the bounding rectangle's squares (where each square's content comes from). */
  readonly squares: SquareMap;
}

const movesFound = new WeakMap<Geometry, LayoutMove[]>();
const movesByLayout = new Map<string, LayoutMove[]>();
/** Layouts kept at most; each is one kind, size, box shape or combined layout, so a run meets few. */
const MOST_LAYOUTS = 64;

/**
 * What the moves depend on, when the kind fixes it: the units that stay in place and the cells are
 * those of the kind, size, box shape or combined layout (a jigsaw's regions and a colour map move,
 * so they do not count); undefined when units of the puzzle's own map stay in place (a jigsaw with
 * a colour map). A file of puzzles builds a geometry per puzzle; they share their moves this way.
 */
function layoutSignature(geometry: Geometry): string | undefined {
  if (geometry.kind === 'jigsaw' && geometry.units.some((unit) => unit.kind === 'extra')) return undefined;
  const { kind, size, rows, cols, box, grids, units } = geometry;
  return `${kind} ${size} ${rows}x${cols} ${box ? `${box.rows}x${box.cols}` : '-'} ${units.length} ${JSON.stringify(grids)}`;
}

/**
 * The rotations and mirrors of the layout that keep every unit a unit (a jigsaw's regions and a
 * colour map move with the cells), the identity first; found once per geometry.
 */
export function layoutMoves(geometry: Geometry): readonly LayoutMove[] {
  GEOMETRIES.require(geometry, 'The geometry');
  const signature = layoutSignature(geometry);
  let found = movesFound.get(geometry) ?? (signature === undefined ? undefined : movesByLayout.get(signature));
  if (!found) {
    const { rows, cols, cellAt, cellRow, cellCol } = geometry;
    found = layoutSymmetries(geometry).map((squares) => ({
      squares,
      sourceCell: Int32Array.from(
        { length: geometry.cellCount },
        (_, cell) => cellAt[squares[cellRow[cell] * cols + cellCol[cell]]],
      ),
      // Row 0 of the result comes from one row of the original unless the move turns rows into columns.
      transposed: cols > 1 && rows === cols && Math.floor(squares[0] / cols) !== Math.floor(squares[1] / cols),
    }));
    if (signature !== undefined) {
      if (movesByLayout.size >= MOST_LAYOUTS) movesByLayout.clear();
      movesByLayout.set(signature, found);
    }
  }
  movesFound.set(geometry, found);
  return found;
}

/** Whether some units move with the cells: a jigsaw's regions and a colour map's units (movesWithCells), on no other kind. */
function hasMovingMaps(geometry: Geometry): boolean {
  return geometry.kind === 'jigsaw' || geometry.kind === 'colour';
}

/** The unit index of each cell among the units that move with the cells (−1: none); null on kinds where none move. */
export function movingUnitOfCell(geometry: Geometry): Int32Array | null {
  if (!hasMovingMaps(geometry)) return null;
  const of = new Int32Array(geometry.cellCount).fill(-1);
  geometry.units.forEach((unit, index) => {
    if (movesWithCells(geometry, unit)) for (const cell of unit.cells) if (of[cell] < 0) of[cell] = index;
  });
  return of;
}

const movedGeometries = new WeakMap<Geometry, Map<LayoutMove, Geometry>>();

/**
 * The geometry a move of layoutMoves(geometry) plays on: the same one unless maps move with the
 * cells, and then the moved maps' units in the order of their first cell, so that every copy of a
 * jigsaw moved to the same frame scans its regions in the same order.
 */
export function movedGeometry(geometry: Geometry, move: LayoutMove): Geometry {
  if (!hasMovingMaps(geometry)) return geometry;
  let byMove = movedGeometries.get(geometry);
  if (!byMove) movedGeometries.set(geometry, (byMove = new Map()));
  let result = byMove.get(move);
  if (!result) byMove.set(move, (result = moved(geometry, move.squares, true).geometry));
  return result;
}
