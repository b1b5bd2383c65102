/**
 * The standard rating (issue 16; the model set's default until issue 35 made it the full set's
 * path, now `ratingPath: 'patterns'`, `--rating-path standard`): the model path, and from the first position where
 * it needs A but a person who knows the full set's wings and unique-rectangle patterns would not,
 * the path such a person takes (rating-path.ts runs it). SukakuExplainer rates by its easiest
 * technique at each position, so a puzzle whose assumptions all stand for an XY-Wing or a unique
 * rectangle is easier there than the model path's A says; where no pattern applies, A stands for
 * SE's chains, as in the model path's rating.
 *
 * Cheap by design: the continuation leaves out Hamada logic (SE has none) and the triples
 * (rating-path.ts's PATTERN_PATH_LETTERS says why), and its assumptions do
 * not measure scarcity (the trials after the working one are not followed), which is most of A's
 * work; so its assumption difficulty reads only the cells written, the depth and the empty cells,
 * and its effort counts each assumption as depth × (cells written + 1) / 10. The model path's and
 * the continuation's values are blended (the continuation alone follows SE less closely than the
 * blend), then put on SE's scale:
 *
 *   value  = hardest step + PATTERN_EFFORT_SLOPE × ln(1 + effort), for each path
 *   rating = OFFSET + FACTOR × (model value + PATTERN_PATH_WEIGHT × (continuation value − model value))
 *
 * Fitted by coordinate ascent on the Spearman correlation with SE over the even lines of every
 * second Sudoku Exchange by-rating puzzle, the odd lines held out (README "Rating" has the figures).
 */

import { assumptionFactor, labelEffort, type EffortWeights } from '../analysis/effort';
import { assumptionDifficulty, hardestStep, onScale, type AssumptionDifficulty, type AssumptionTerms } from './rating';
import type { LoggedStep } from '../analysis/types';

/** The continuation's assumption terms (rating.ts's assumptionDifficulty): no scarcity, which it does not measure. */
export const PATTERN_ASSUMPTION_TERMS: Readonly<AssumptionTerms> = {
  base: 4.4,
  trials: 0,
  cells: 0.31,
  depth: 0.6,
  empty: 0.93,
};
export const PATTERN_EFFORT_SLOPE = 0.64;
/** How far the rating moves from the model path's value towards the continuation's. */
export const PATTERN_PATH_WEIGHT = 0.64;
/** The straight line that puts the medians per SE rating close to it. */
export const PATTERN_SCALE_OFFSET = -2.82;
export const PATTERN_SCALE_FACTOR = 1.01;

/** An assumption of the continuation, made when `emptyCells` cells were empty. */
export const patternAssumptionDifficulty: AssumptionDifficulty = (trial, emptyCells) =>
  assumptionDifficulty(trial, emptyCells, PATTERN_ASSUMPTION_TERMS);

/** A conquered path: its steps and total effort. */
export interface RatedPath {
  steps: readonly LoggedStep[];
  effort: number;
}

/**
 * The continuation: the model path's steps before `from`, its own from there; the rating's
 * weights (the defaults) and the prefix's effort with them (the logged efforts may be a person's).
 */
export interface PatternContinuation {
  steps: readonly LoggedStep[];
  from: number;
  weights: EffortWeights;
  prefixEffort: number;
}

/** The rating from the model path and, when a pattern applied where it needed A, the continuation. */
export function patternsRating(model: RatedPath, continuation: PatternContinuation | undefined): number {
  const modelValue = hardestStep(model.steps) + PATTERN_EFFORT_SLOPE * Math.log(1 + model.effort);
  if (!continuation) return onScale(PATTERN_SCALE_OFFSET, PATTERN_SCALE_FACTOR, modelValue);
  const { steps, from } = continuation;
  const value =
    hardestStep(steps, from, patternAssumptionDifficulty) +
    PATTERN_EFFORT_SLOPE * Math.log(1 + continuationEffort(continuation));
  return onScale(PATTERN_SCALE_OFFSET, PATTERN_SCALE_FACTOR, modelValue + PATTERN_PATH_WEIGHT * (value - modelValue));
}

/** The prefix's effort, then each later step's with its assumptions' scarcity left out. */
function continuationEffort({ steps, from, weights, prefixEffort }: PatternContinuation): number {
  let effort = prefixEffort;
  for (let i = from; i < steps.length; i++) {
    const trials = steps[i].assumptions;
    effort += labelEffort(
      steps[i].technique,
      weights,
      trials ? trials.map((trial) => assumptionFactor(trial.depth, 1, trial.routeCells)) : undefined,
    );
  }
  return effort;
}
