/**
 * Equivalence transforms of a puzzle of any kind (issue 33): a map of the bounding rectangle's
 * squares and a relabelling of the N symbols. The region map of a jigsaw and the extra units of a
 * colour puzzle move with the cells (the result is the jigsaw or colour puzzle of the moved maps);
 * every other unit (rows, columns, boxes, diagonals, windows, the grids of a combined layout) must
 * land on a unit of the same geometry, checked unit by unit. So rotations, transposition and
 * band or stack orders are offered exactly where the geometry allows them, and each keeps the
 * solutions: the transformed puzzle's are the original's, moved and relabelled.
 */

import {
  engineMade,
  optionsOf,
  requireEach,
  requireInteger,
  requireList,
  requireNumbers,
  type EngineMade,
} from '../core/arguments';
import { PuzzleError } from '../core/errors';
import { MAX_SYMBOLS } from '../core/limits';
import { RANDOMS, type Random } from '../core/random';
import { GEOMETRIES, buildGeometry, type Geometry, type Unit } from './geometry';
import {
  composeSquares,
  halfTurnSquares,
  identitySquares,
  mirroredLineOrder,
  rectangleSymmetries,
  reorderedSquares,
  rotatedSquares,
  shuffledLineOrder,
  transposedSquares,
  type SquareMap,
} from './square-maps';

export interface VariantTransform {
  /** The geometry the transformed puzzle is played on: the original's, or its moved maps'. */
  readonly geometry: Geometry;
  /** sourceCell[i]: the original cell whose content lands in cell i. */
  readonly sourceCell: Int32Array;
  /** symbolMap[v]: what symbol v becomes; symbolMap[0] = 0 keeps blanks blank. */
  readonly symbolMap: Int32Array;
}

/** A transform a person chose; each part optional, applied after any random one in this order. */
export interface VariantTransformChoice {
  /** First a random equivalence from this source: line orders, a rotation or mirror, a relabelling. */
  random?: Random;
  /** Clockwise quarter turns. */
  quarterTurns?: number;
  transpose?: boolean;
  /** The new symbol of each symbol 1 … N. */
  relabel?: readonly number[];
}

const TRANSFORMS: EngineMade<VariantTransform> = engineMade('variantTransform');

/** Units that move with the cells: a jigsaw's regions and a colour puzzle's extra units, which its maps carry. */
function movesWithCells(geometry: Geometry, unit: Unit): boolean {
  if (unit.kind === 'box') return geometry.box === null && geometry.grids.length === 0;
  return unit.kind === 'extra' && geometry.kind === 'colour';
}

/** "standard 12×12 puzzle with 4×3 boxes", "combined 21×21 puzzle of 5 grids". */
export function describeGeometry(geometry: Geometry): string {
  GEOMETRIES.require(geometry, 'The geometry');
  const { kind, rows, cols, box, grids } = geometry;
  const shape = `${kind} ${rows}×${cols} puzzle`;
  if (grids.length > 0) return `${shape} of ${grids.length} grid${grids.length === 1 ? '' : 's'}`;
  return box && box.rows !== box.cols ? `${shape} with ${box.rows}×${box.cols} boxes` : shape;
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
function misfitOf(geometry: Geometry, squares: SquareMap): string | undefined {
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
function moved(
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
function layoutSymmetries(geometry: Geometry): SquareMap[] {
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

/**
 * A random line order of an N×N with boxes: bands, rows within bands, stacks and columns within
 * stacks shuffled; where that breaks a unit (diagonals, windows), the same mirrored order for rows
 * and columns (square boxes only); where that breaks one too, none.
 */
function randomLineOrder(geometry: Geometry, random: Random): SquareMap {
  const { box, size, rows, cols } = geometry;
  const unmoved = identitySquares(rows, cols);
  if (!box || geometry.grids.length > 0) return unmoved;
  const shuffled = reorderedSquares(
    shuffledLineOrder(random, size / box.rows, box.rows),
    shuffledLineOrder(random, size / box.cols, box.cols),
  );
  if (misfitOf(geometry, shuffled) === undefined) return shuffled;
  if (box.rows !== box.cols) return unmoved;
  const order = mirroredLineOrder(random, size / box.rows, box.rows);
  const mirrored = reorderedSquares(order, order);
  return misfitOf(geometry, mirrored) === undefined ? mirrored : unmoved;
}

/**
 * The named part's squares: the quarter turns, then the transposition; PuzzleError('bad-input')
 * naming the kind when they change the rectangle's shape or break a unit the geometry keeps.
 */
function namedSquares(geometry: Geometry, choice: VariantTransformChoice): SquareMap {
  const { rows, cols } = geometry;
  const turns = (((choice.quarterTurns ?? 0) % 4) + 4) % 4;
  const names: string[] = [];
  let squares = identitySquares(rows, cols);
  if (turns > 0) names.push(['a quarter turn', 'a half turn', 'three quarter turns'][turns - 1]);
  if (choice.transpose) names.push('transposing');
  if (names.length === 0) return squares;
  const refusal = (why: string) =>
    new PuzzleError('bad-input', `${names.join(' then ')} does not fit this ${describeGeometry(geometry)}, as ${why}`);
  if (rows !== cols && (turns % 2 === 1 || choice.transpose))
    throw refusal(`it would not keep its ${rows}×${cols} shape`);
  if (turns > 0) squares = turns === 2 ? halfTurnSquares(rows, cols) : rotatedSquares(rows, turns);
  if (choice.transpose) squares = composeSquares(squares, transposedSquares(rows));
  const misfit = misfitOf(geometry, squares);
  if (misfit) throw refusal(misfit);
  return squares;
}

/** The relabelling as a symbol map; PuzzleError('bad-input') unless it lists 1 … N once each. */
function symbolMapOf(geometry: Geometry, relabel: readonly number[]): Int32Array {
  const { size } = geometry;
  requireList(relabel, 'The relabelling', MAX_SYMBOLS);
  requireEach(relabel, (symbol) => requireInteger(symbol, 'A symbol of the relabelling', 1, size));
  if (relabel.length !== size || new Set(relabel).size !== size) {
    throw new PuzzleError(
      'bad-input',
      `a relabelling of this ${describeGeometry(geometry)} lists its symbols 1 to ${size} once each in their new order, not ${relabel.length === size ? relabel.join(' ') : `${relabel.length} symbols`}`,
    );
  }
  return Int32Array.from([0, ...relabel]);
}

/**
 * The transform of a puzzle on `geometry`: the random part (if asked), then the quarter turns,
 * the transposition and the relabelling. PuzzleError('bad-input') naming the kind when a named
 * move breaks a unit the geometry keeps, or the relabelling is not one of its N symbols.
 */
export function variantTransform(geometry: Geometry, choice?: VariantTransformChoice): VariantTransform {
  GEOMETRIES.require(geometry, 'The geometry');
  const chosen = optionsOf(choice, 'The transform choice');
  if (chosen.quarterTurns !== undefined)
    requireInteger(chosen.quarterTurns, 'The quarter turns', -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (chosen.random !== undefined) RANDOMS.require(chosen.random, 'The random source');
  let squares = identitySquares(geometry.rows, geometry.cols);
  let symbolMap = Int32Array.from({ length: geometry.size + 1 }, (_, symbol) => symbol);
  const { random } = chosen;
  if (random) {
    const symmetries = layoutSymmetries(geometry);
    squares = composeSquares(randomLineOrder(geometry, random), symmetries[random.int(symmetries.length)]);
    symbolMap = Int32Array.from([
      0,
      ...random.shuffle(Array.from({ length: geometry.size }, (_, symbol) => symbol + 1)),
    ]);
  }
  squares = composeSquares(squares, namedSquares(geometry, chosen));
  if (chosen.relabel !== undefined) {
    const relabelled = symbolMapOf(geometry, chosen.relabel);
    symbolMap = symbolMap.map((symbol) => relabelled[symbol]);
  }
  // Each part keeps the units the geometry fixes in place, so their composition does too.
  const result = moved(geometry, squares);
  return TRANSFORMS.mark({ geometry: result.geometry, sourceCell: result.sourceCell, symbolMap });
}

/** The transformed values (a puzzle's givens or a solution), 0 staying blank. */
export function applyVariantTransform(transform: VariantTransform, values: ArrayLike<number>): Uint8Array {
  TRANSFORMS.require(transform, 'The transform');
  const { geometry, sourceCell, symbolMap } = transform;
  requireNumbers(values, 'The values', geometry.cellCount);
  const result = new Uint8Array(geometry.cellCount);
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    const value = values[sourceCell[cell]];
    requireInteger(value, 'A value', 0, geometry.size);
    result[cell] = symbolMap[value];
  }
  return result;
}
