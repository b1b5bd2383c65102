/**
 * The effort model ("simulation", SPEC §5): each technique letter has a weight, and a step's
 * effort is the sum of the weights of the letters in its label, so that the cumulative effort
 * along the step log is a deterministic "human time" curve.
 *
 * The defaults keep the model tool's three anchors (box single 1.0, naked single 1.5, naked pair 4)
 * and were tuned (bench/analyser.bench.ts) so that a puzzle's total effort ranks puzzles the way
 * SukakuExplainer's rating does on ../shared/data/rated/mixed1000_meta.csv. Harder letters weigh
 * much more than the singles because a person spends most of the time on the few hard steps.
 */

import type { TechniqueLetter } from './types';

export type EffortWeights = Record<TechniqueLetter, number>;

export const DEFAULT_WEIGHTS: Readonly<EffortWeights> = Object.freeze({
  B: 1.0,
  L: 1.2,
  C: 1.2,
  M: 1.5,
  V: 3,
  G: 4,
  Q: 5,
  P: 8,
  U: 10,
  W: 3,
  Y: 3,
  X: 4,
  T: 7,
  R: 8,
  S: 4,
  K: 9,
  D: 9,
  H: 15,
  A: 25,
});

/** The defaults with a person's overrides (unknown letters and non-finite values are ignored). */
export function resolveWeights(overrides?: Partial<Record<TechniqueLetter, number>>): EffortWeights {
  const weights: EffortWeights = { ...DEFAULT_WEIGHTS };
  if (!overrides) return weights;
  for (const letter of Object.keys(overrides) as TechniqueLetter[]) {
    const value = overrides[letter];
    if (letter in weights && typeof value === 'number' && Number.isFinite(value)) weights[letter] = value;
  }
  return weights;
}

/**
 * The effort of one step label ("VL" = V + L). An assumption's weight counts once per digit
 * assumed on the route that proved it (`assumedDigits`), since a nested trial is that much longer.
 */
export function labelEffort(label: string, weights: EffortWeights, assumedDigits = 1): number {
  let effort = 0;
  for (let i = 0; i < label.length; i++) {
    const letter = label[i] as TechniqueLetter;
    const weight = weights[letter] ?? 0;
    effort += letter === 'A' ? weight * assumedDigits : weight;
  }
  return effort;
}
