/**
 * Maps of a bounding rectangle's squares, the geometric half of a variant transform
 * (variant-transform.ts): map[t] is the square whose content lands on square t, so two maps
 * compose by lookup. Rotations and mirrors of the rectangle, and line orders that keep bands and
 * stacks together, drawn at random for the random transforms.
 */

import type { Random } from '../core/random';

export type SquareMap = Int32Array;

/** A map from where each square (row, col) takes its content. */
function squareMap(rows: number, cols: number, source: (row: number, col: number) => number): SquareMap {
  const map = new Int32Array(rows * cols);
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) map[row * cols + col] = source(row, col);
  return map;
}

export function identitySquares(rows: number, cols: number): SquareMap {
  return squareMap(rows, cols, (row, col) => row * cols + col);
}

/** `first`, then `second`. */
export function composeSquares(first: SquareMap, second: SquareMap): SquareMap {
  return second.map((square) => first[square]);
}

/** Clockwise by 90° × quarterTurns on an n × n square, as the 9×9 rotation turns (transform.ts). */
export function rotatedSquares(n: number, quarterTurns: number): SquareMap {
  const quarter = squareMap(n, n, (row, col) => (n - 1 - col) * n + row);
  let map = identitySquares(n, n);
  for (let turn = 0; turn < ((quarterTurns % 4) + 4) % 4; turn++) map = composeSquares(map, quarter);
  return map;
}

/** A half turn of a rows × cols rectangle: (r, c) shows what was at (rows − 1 − r, cols − 1 − c). */
export function halfTurnSquares(rows: number, cols: number): SquareMap {
  return squareMap(rows, cols, (row, col) => (rows - 1 - row) * cols + cols - 1 - col);
}

/** Rows become columns on an n × n square. */
export function transposedSquares(n: number): SquareMap {
  return squareMap(n, n, (row, col) => col * n + row);
}

/** Row i of the result is row rowOrder[i] of the original, column j column colOrder[j]. */
export function reorderedSquares(rowOrder: readonly number[], colOrder: readonly number[]): SquareMap {
  const cols = colOrder.length;
  return squareMap(rowOrder.length, cols, (row, col) => rowOrder[row] * cols + colOrder[col]);
}

/**
 * The rotations and mirrors that keep a rows × cols rectangle in place: all eight on a square
 * (the four turns, each also transposed), else the half turn and the two mirrors.
 */
export function rectangleSymmetries(rows: number, cols: number): SquareMap[] {
  if (rows === cols) {
    const transposed = transposedSquares(rows);
    return [0, 1, 2, 3].flatMap((turns) => {
      const turned = rotatedSquares(rows, turns);
      return [turned, composeSquares(turned, transposed)];
    });
  }
  const inOrder = (n: number) => Array.from({ length: n }, (_, line) => line);
  const reversed = (n: number) => inOrder(n).reverse();
  return [
    identitySquares(rows, cols),
    halfTurnSquares(rows, cols),
    reorderedSquares(reversed(rows), inOrder(cols)),
    reorderedSquares(inOrder(rows), reversed(cols)),
  ];
}

/** A random order of `groups` groups of `size` lines: the groups shuffled, and the lines within each. */
export function shuffledLineOrder(random: Random, groups: number, size: number): number[] {
  return random
    .shuffle(Array.from({ length: groups }, (_, group) => group))
    .flatMap((group) =>
      random.shuffle(Array.from({ length: size }, (_, offset) => offset)).map((offset) => group * size + offset),
    );
}

/**
 * A random order of `groups` groups of `size` lines that commutes with reversal (if line i comes
 * from line s, line n − 1 − i comes from line n − 1 − s): used for rows and columns alike it keeps
 * both main diagonals. The groups move in mirrored pairs, the second of a pair's line orders the
 * mirror of the first's; a middle group's (or line's) own order is mirrored in itself.
 */
export function mirroredLineOrder(random: Random, groups: number, size: number): number[] {
  const groupOrder = mirroredOrder(random, groups);
  const offsetOrders: number[][] = new Array<number[]>(groups);
  for (let group = 0; group < groups; group++) {
    const partner = groups - 1 - group;
    if (partner < group) continue;
    const offsets =
      partner === group
        ? mirroredOrder(random, size)
        : random.shuffle(Array.from({ length: size }, (_, offset) => offset));
    offsetOrders[group] = offsets;
    offsetOrders[partner] = offsets.map((_, j) => size - 1 - offsets[size - 1 - j]);
  }
  const order: number[] = [];
  for (let group = 0; group < groups; group++)
    for (let offset = 0; offset < size; offset++) order.push(groupOrder[group] * size + offsetOrders[group][offset]);
  return order;
}

/** A random permutation p of 0 … n − 1 with p(n − 1 − i) = n − 1 − p(i): mirrored pairs shuffled, each maybe swapped. */
function mirroredOrder(random: Random, n: number): number[] {
  const pairs = random.shuffle(Array.from({ length: Math.floor(n / 2) }, (_, pair) => pair));
  const order = new Array<number>(n);
  pairs.forEach((pair, slot) => {
    const swapped = random.int(2) === 1;
    order[slot] = swapped ? n - 1 - pair : pair;
    order[n - 1 - slot] = swapped ? pair : n - 1 - pair;
  });
  if (n % 2 === 1) order[(n - 1) / 2] = (n - 1) / 2;
  return order;
}
