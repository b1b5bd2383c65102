/**
 * Label-independent choices on every kind but 9×9 (issue 34, docs/architecture.md item 2b): the
 * analysis picks cells in reading order and symbols ascending, so without a frame a relabelled
 * copy of a puzzle could take another route (a diagonal 9×9 went from 28 assumptions to 4). The
 * analysis therefore runs on the canonical relabelling — symbols numbered by first appearance in
 * reading order — and its values are mapped back, so the person sees their own symbols.
 * Orientation (the square's rotations and reflections) is not yet part of the frame.
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
  return Array.from(values, (value) => map[value]);
}

/** Per cell candidates through a symbol map, kept ascending. */
export function relabelCandidates(map: Int32Array, grid: readonly (readonly number[])[]): number[][] {
  return grid.map((symbols) => symbols.map((symbol) => map[symbol]).sort((a, b) => a - b));
}

interface StepShape {
  value: number;
  eliminated: [number, number, number][];
}

/** A logged step with its placed value and eliminated values through a symbol map. */
export function relabelStep<Step extends StepShape>(map: Int32Array, step: Step): Step {
  const relabelled: Step = {
    ...step,
    value: map[step.value],
    eliminated: step.eliminated.map(([row, col, value]): [number, number, number] => [row, col, map[value]]),
  };
  const withGrid = relabelled as Step & { candidates?: number[][] };
  if (withGrid.candidates) withGrid.candidates = relabelCandidates(map, withGrid.candidates);
  return relabelled;
}
