/**
 * The effort model ("simulation", SPEC §5): each technique letter has a weight, and a step's
 * effort is the sum of the weights of the letters in its label (each A scaled by a factor from
 * its depth, expected trials and route: assumptionFactor), so that the cumulative effort along
 * the step log is a deterministic "human time" curve.
 *
 * The defaults keep the model tool's three anchors (box single 1.0, naked single 1.5, naked pair 4)
 * and were tuned (bench/analyser.bench.ts) so that a puzzle's total effort ranks puzzles the way
 * SukakuExplainer's rating does on ../shared/data/rated/mixed1000_meta.csv. Harder letters weigh
 * much more than the singles because a person spends most of the time on the few hard steps.
 * The weights themselves are in the technique registry (techniques/registry.ts).
 */

import { requireNumber, requireRecord } from '../core/arguments';
import { labelTokens } from '../techniques/technique-codes';
import { TECHNIQUES, TECHNIQUE_CODES } from '../techniques/registry';
import type { TechniqueLetter } from './types';

export type EffortWeights = Record<TechniqueLetter, number>;

/** Each letter's and code's default weight, from the technique registry. */
export const DEFAULT_WEIGHTS: Readonly<EffortWeights> = Object.freeze(
  Object.fromEntries(TECHNIQUE_CODES.map((letter) => [letter, TECHNIQUES[letter].weight])) as EffortWeights,
);

/**
 * The defaults with a person's overrides (letters that are not technique letters are ignored).
 * A negative, non-finite or non-numeric weight is refused, naming the letter.
 */
export function resolveWeights(overrides?: Partial<Record<TechniqueLetter, number>>): EffortWeights {
  const weights: EffortWeights = { ...DEFAULT_WEIGHTS };
  if (overrides === undefined) return weights;
  requireRecord(overrides, 'The effort weights');
  for (const letter of Object.keys(overrides) as TechniqueLetter[]) {
    if (!Object.prototype.hasOwnProperty.call(weights, letter)) continue;
    const value: unknown = overrides[letter];
    if (value === undefined) continue;
    requireNumber(value, `The effort weight of ${letter}`, 0);
    weights[letter] = value;
  }
  return weights;
}

/**
 * The factor by which one use of A multiplies weight A: nesting depth × the trials a person
 * expects to follow before one works (`scarcity`, see techniques/assumption.ts) × the cells they
 * write along the shortest deciding trial, in tens ((routeCells + 1) / 10). That is roughly the
 * cells written to find the contradiction, so the simplest trial (one level, every trial works,
 * nine cells written) costs exactly weight A. Chosen against SE ratings (bench/analyser.bench.ts:
 * this product form keeps the total-effort Spearman above HoDoKu's 0.874, while logarithmic or
 * depth × trials forms fall to 0.83–0.85 because the long trials are what makes a puzzle hard).
 */
export function assumptionFactor(depth: number, scarcity: number, routeCells: number): number {
  return depth * scarcity * ((routeCells + 1) / 10);
}

/** The effort of one use of A: weight A × assumptionFactor. */
export function assumptionEffort(weight: number, depth: number, scarcity: number, routeCells: number): number {
  return weight * assumptionFactor(depth, scarcity, routeCells);
}

/**
 * The effort of one step label ("VL" = V + L, "[XYW]M" = XYW + M): the one place a label's cost is computed. Each A
 * in the label costs weight A × its factor from `trialFactors`, in order (assumptionFactor; 1,
 * the simplest trial, when none is given).
 */
export function labelEffort(label: string, weights: EffortWeights, trialFactors: readonly number[] = []): number {
  let effort = 0;
  let trial = 0;
  // Every token counts, not only the registry's: the variant analyser's E has a weight too.
  const byToken = weights as Readonly<Record<string, number | undefined>>;
  // Model labels are one character a letter: read them without splitting (this runs once a placement).
  const tokens: ArrayLike<string> = label.includes('[') ? labelTokens(label) : label;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    effort += token === 'A' ? weights.A * (trialFactors[trial++] ?? 1) : (byToken[token] ?? 0);
  }
  return effort;
}
