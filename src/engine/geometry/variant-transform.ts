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
import { GEOMETRIES, type Geometry } from './geometry';
import { layoutSymmetries, misfitOf, moved } from './layout-moves';
import {
  composeSquares,
  halfTurnSquares,
  identitySquares,
  mirroredLineOrder,
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

/** "standard 12×12 puzzle with 4×3 boxes", "combined 21×21 puzzle of 5 grids". */
export function describeGeometry(geometry: Geometry): string {
  GEOMETRIES.require(geometry, 'The geometry');
  const { kind, rows, cols, box, grids } = geometry;
  const shape = `${kind} ${rows}×${cols} puzzle`;
  if (grids.length > 0) return `${shape} of ${grids.length} grid${grids.length === 1 ? '' : 's'}`;
  return box && box.rows !== box.cols ? `${shape} with ${box.rows}×${box.cols} boxes` : shape;
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
