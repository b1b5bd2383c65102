/**
 * Truths for the transform tests of every kind (issue 33), worked out here rather than taken from
 * the engine: where each square of an n × n grid takes its content from after quarter turns and a
 * transposition, and values moved and relabelled by a cell map and a symbol map.
 */

/** Where each square takes its content from after `turns` clockwise quarter turns, then maybe transposing. */
export function expectedSquares(n: number, turns: number, transpose: boolean): number[] {
  const squares: number[] = [];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      let [r, c] = transpose ? [col, row] : [row, col];
      // A quarter turn clockwise: (r, c) shows what was at (n − 1 − c, r).
      for (let turn = 0; turn < turns; turn++) [r, c] = [n - 1 - c, r];
      squares.push(r * n + c);
    }
  }
  return squares;
}

/** Values moved (cell i takes cell sourceCell[i]'s) and relabelled (v becomes symbolMap[v]). */
export function movedValues(
  sourceCell: ArrayLike<number>,
  symbolMap: ArrayLike<number>,
  values: ArrayLike<number>,
): number[] {
  return Array.from(sourceCell, (source) => symbolMap[values[source]]);
}

/** Each symbol 1 … size one on (size becomes 1): a relabelling that moves every symbol. */
export function shiftedSymbols(size: number): number[] {
  return Array.from({ length: size }, (_, i) => ((i + 1) % size) + 1);
}
