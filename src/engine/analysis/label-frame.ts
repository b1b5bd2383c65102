/**
 * Label-independent choices on every kind but 9×9 (issue 34, docs/architecture.md item 2b): the
 * analysis picks cells in reading order and symbols ascending, so without a frame a relabelled
 * copy of a puzzle could take another route (a diagonal 9×9 went from 28 assumptions to 4). The
 * frame (variant-frame.ts) numbers the symbols by first appearance in reading order, after moving
 * the puzzle by one of its layout's own rotations and mirrors.
 */

/** toCanonical[v] and fromCanonical[v] for v = 0 … size, 0 staying blank; undefined if a given is not a symbol. */
export interface LabelFrame {
  readonly toCanonical: Int32Array;
  readonly fromCanonical: Int32Array;
}

/** The frame that numbers the symbols by first appearance in reading order, the absent ones after in ascending order. */
export function labelFrameOf(givens: ArrayLike<unknown>, size: number): LabelFrame | undefined {
  const toCanonical = new Int32Array(size + 1);
  let next = 1;
  for (let cell = 0; cell < givens.length; cell++) {
    const value = givens[cell];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > size) return undefined;
    if (value !== 0 && toCanonical[value] === 0) toCanonical[value] = next++;
  }
  for (let symbol = 1; symbol <= size; symbol++) if (toCanonical[symbol] === 0) toCanonical[symbol] = next++;
  const fromCanonical = new Int32Array(size + 1);
  for (let symbol = 0; symbol <= size; symbol++) fromCanonical[toCanonical[symbol]] = symbol;
  return { toCanonical, fromCanonical };
}

/** The values (givens or a solution) through a symbol map. */
export function relabelValues(map: Int32Array, values: ArrayLike<number>): number[] {
  // A plain loop: Array.from with a mapping function is many times slower over typed arrays.
  const result = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) result[i] = map[values[i]];
  return result;
}
