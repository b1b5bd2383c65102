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
  V: 2,
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
  H: 30,
  A: 500,
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
 * The effort of one use of A. A person tries cells until a trial ends in a contradiction, and
 * finds the shortest one in the end: the effort grows with the routes of one trial (2^d - 1 for
 * d nested levels: 1, 3, 7 …), with the cells written along the shortest deciding trial
 * (`routeCells`, in tens), and with the trials they can expect to follow before one works
 * (`scarcity`, see techniques/assumption.ts) — the last two to the power 1.5, since long routes
 * and rare finds also mean long dead ends. Form and weight were chosen against SE ratings
 * (bench/analyser.bench.ts).
 */
export function assumptionEffort(weight: number, assumedDigits: number, scarcity: number, routeCells: number): number {
  return weight * (2 ** assumedDigits - 1) * Math.pow(scarcity * ((routeCells + 1) / 10), 1.5);
}

/**
 * The effort of one step label ("VL" = V + L). An A in the label counts as the simplest trial
 * (one level, scarcity 1); the analysis itself charges each trial by assumptionEffort.
 */
export function labelEffort(label: string, weights: EffortWeights): number {
  let effort = 0;
  for (let i = 0; i < label.length; i++) effort += weights[label[i] as TechniqueLetter] ?? 0;
  return effort;
}
