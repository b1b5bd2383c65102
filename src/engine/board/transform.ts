/**
 * Equivalence transforms (issue 18): relabelling digits, permuting rows within bands, bands,
 * columns within stacks and stacks, transposing, rotating and mirroring. Each maps every valid
 * grid to a valid grid and every puzzle to one with as many solutions, so a puzzle maker can
 * derive a fresh-looking puzzle with the same solving path.
 *
 * A transform is a cell map plus a digit map, so any two compose into one; the symmetry helpers
 * (symmetry.ts) use the same cell maps for the shapes of patterns.
 */

import {
  requireCells,
  requireDigits,
  requireEach,
  requireInteger,
  requireList,
  requireRecord,
} from '../core/arguments';
import { PuzzleError } from '../core/errors';
import { CELL_COUNT, SIDE, cellAt, colOf, rowOf } from './layout';
import { RANDOMS, type Random } from '../core/random';
import { shuffledLineOrder } from '../geometry/square-maps';

export interface GridTransform {
  /** sourceCell[i]: the cell whose content lands in cell i. */
  readonly sourceCell: Uint8Array;
  /** digitMap[d]: what digit d becomes (digitMap[0] = 0 keeps blanks blank). */
  readonly digitMap: Uint8Array;
}

const IDENTITY_ORDER = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** The transforms made here, known without a look (the command line applies one a line). */
const madeHere = new WeakSet<object>();

function made(transform: GridTransform): GridTransform {
  madeHere.add(transform);
  return transform;
}

/** A transform made here, or one that is one: a cell order of the 81 cells and a digit map keeping blanks blank. */
function requireTransform(value: unknown, what: string): asserts value is GridTransform {
  if (typeof value === 'object' && value !== null && madeHere.has(value)) return;
  requireRecord(value, what);
  const { sourceCell, digitMap } = value as Partial<Record<keyof GridTransform, unknown>>;
  requirePermutation(sourceCell, `${what}'s cell order`, CELL_COUNT);
  requirePermutation(digitMap, `${what}'s digit map`, 10);
  if ((digitMap as ArrayLike<number>)[0] !== 0)
    throw new PuzzleError('bad-input', `${what}'s digit map should keep blanks (0) blank.`);
}

/** Each of 0 … size − 1 once. */
function requirePermutation(value: unknown, what: string, size: number): asserts value is ArrayLike<number> {
  requireCells(value, what, size);
  const seen = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const entry = value[i];
    requireInteger(entry, `An entry of ${what}`, 0, size - 1);
    if (seen[entry]++)
      throw new PuzzleError('bad-input', `${what} holds ${entry} twice; it should hold 0 to ${size - 1} once each.`);
  }
}

function fromCellMap(source: (row: number, col: number) => number): GridTransform {
  const sourceCell = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) sourceCell[cell] = source(rowOf(cell), colOf(cell));
  return made({ sourceCell, digitMap: Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) });
}

export const IDENTITY: GridTransform = fromCellMap(cellAt);

/** Throws PuzzleError('bad-input') unless `order` keeps bands (or stacks) together. */
function checkLineOrder(order: readonly number[], what: string): void {
  requireList(order, `The ${what} order`);
  requireEach(order, (line) => requireInteger(line, `A ${what} of the ${what} order`, 0, SIDE - 1));
  const sorted = [...order].sort((a, b) => a - b);
  const isPermutation = order.length === SIDE && sorted.every((line, i) => line === i);
  const keepsBands =
    isPermutation &&
    [0, 3, 6].every((start) => new Set(order.slice(start, start + 3).map((line) => Math.floor(line / 3))).size === 1);
  if (!keepsBands) {
    throw new PuzzleError(
      'bad-input',
      `the ${what} order ${order.map((line) => line + 1).join('')} must be 1–9 once each, keeping each group of three together`,
    );
  }
}

/**
 * Line i of the result is line rows[i] (columns likewise), 0-based. Only orders that move whole
 * bands and rows within bands keep a grid valid; others are refused.
 */
export function permuteLines(
  rows: readonly number[] = IDENTITY_ORDER,
  cols: readonly number[] = IDENTITY_ORDER,
): GridTransform {
  checkLineOrder(rows, 'row');
  checkLineOrder(cols, 'column');
  return fromCellMap((row, col) => cellAt(rows[row], cols[col]));
}

/** Rows become columns: cell (r, c) takes (c, r). */
export const TRANSPOSE: GridTransform = fromCellMap((row, col) => cellAt(col, row));

/** Clockwise by 90° × quarterTurns. */
export function rotation(quarterTurns: number): GridTransform {
  let result = IDENTITY;
  const quarter = fromCellMap((row, col) => cellAt(SIDE - 1 - col, row));
  for (let turn = 0; turn < ((quarterTurns % 4) + 4) % 4; turn++) result = compose(result, quarter);
  return result;
}

/** Digit d becomes `to[d - 1]`; `to` holds 1–9 once each. */
export function relabel(to: readonly number[]): GridTransform {
  requireList(to, 'The relabelling');
  requireEach(to, (digit) => requireInteger(digit, 'A digit of the relabelling', 1, 9));
  const digits = [...to].sort((a, b) => a - b);
  if (to.length !== 9 || !digits.every((digit, i) => digit === i + 1)) {
    throw new PuzzleError(
      'bad-input',
      `a relabelling lists the digits 1–9 once each in their new order, not "${to.join('')}"`,
    );
  }
  return made({ sourceCell: IDENTITY.sourceCell, digitMap: Uint8Array.from([0, ...to]) });
}

/** `first`, then `second`. */
export function compose(first: GridTransform, second: GridTransform): GridTransform {
  requireTransform(first, 'The first transform');
  requireTransform(second, 'The second transform');
  const sourceCell = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) sourceCell[cell] = first.sourceCell[second.sourceCell[cell]];
  const digitMap = new Uint8Array(10);
  for (let digit = 0; digit <= 9; digit++) digitMap[digit] = second.digitMap[first.digitMap[digit]];
  return made({ sourceCell, digitMap });
}

/** The transform that undoes `transform`: applying both, in either order, changes nothing. */
export function invertTransform(transform: GridTransform): GridTransform {
  const sourceCell = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) sourceCell[transform.sourceCell[cell]] = cell;
  const digitMap = new Uint8Array(10);
  for (let digit = 0; digit <= 9; digit++) digitMap[transform.digitMap[digit]] = digit;
  return { sourceCell, digitMap };
}

/** The transformed grid (81 digits, 0 for blanks) or pattern (81 marks, 0 or 1 with the identity digit map). */
export function applyTransform(transform: GridTransform, grid: ArrayLike<number>): Uint8Array {
  requireTransform(transform, 'The transform');
  requireDigits(grid, 'The grid');
  const result = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) result[cell] = transform.digitMap[grid[transform.sourceCell[cell]]];
  return result;
}

/** A random one of the 2 × 6⁸ × 9! equivalence transforms, from the seeded source. */
export function randomTransform(random: Random): GridTransform {
  RANDOMS.require(random, 'The random source');
  const lines = permuteLines(shuffledLineOrder(random, 3, 3), shuffledLineOrder(random, 3, 3));
  const digits = relabel(random.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]));
  const oriented = random.int(2) === 1 ? compose(TRANSPOSE, lines) : lines;
  return compose(oriented, digits);
}

/** A transform a person chose; each part is optional and they apply in this order. */
export interface TransformChoice {
  /** Row and column orders for permuteLines (0-based). */
  rows?: readonly number[];
  cols?: readonly number[];
  /** Clockwise quarter turns. */
  quarterTurns?: number;
  transpose?: boolean;
  /** The new digit of each digit 1–9, for relabel. */
  relabel?: readonly number[];
}

/** The chosen transform: lines, then rotation, transposition and relabelling; PuzzleError('bad-input') for an order that is not one. */
export function chosenTransform(choice: TransformChoice): GridTransform {
  requireRecord(choice, 'The transform choice');
  if (choice.quarterTurns !== undefined)
    requireInteger(choice.quarterTurns, 'The quarter turns', -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  let transform = choice.rows || choice.cols ? permuteLines(choice.rows, choice.cols) : IDENTITY;
  if (choice.quarterTurns) transform = compose(transform, rotation(choice.quarterTurns));
  if (choice.transpose) transform = compose(transform, TRANSPOSE);
  if (choice.relabel) transform = compose(transform, relabel(choice.relabel));
  return transform;
}
