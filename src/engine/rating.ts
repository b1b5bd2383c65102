/**
 * The rating (issue 16): one number per conquered puzzle on SukakuExplainer's scale (SE 1.0–12),
 * continuous, larger is harder, made from the step log. Like SE it is led by the hardest step:
 * each technique has a difficulty on SE's scale (a hidden single in a box 1.2, a naked single 2.3,
 * a pointing pair 2.6, an X-Wing 3.2, an XY-Wing 4.2, chains 6.5 and up), and an assumption's
 * difficulty grows with the work of its proof — depth × expected trials × cells written, the
 * factor that weighs it in the effort (effort.ts assumptionFactor), on a log scale. The total
 * effort then orders the puzzles whose hardest steps are equal:
 *
 *   rating = hardest step difficulty + EFFORT_SLOPE × ln(1 + effort)
 *
 * The difficulties and slopes were fitted (bench/rating.ts) to the Sudoku Exchange puzzles that
 * SukakuExplainer rated. The grade (grade.ts) stays SPEC §4's eight levels; the rating
 * refines it: within a level, a larger rating is a harder puzzle.
 */

import { labelTokens } from './technique-codes';
import { assumptionFactor } from './effort';
import type { AssumptionTrial, LoggedStep, TechniqueLetter } from './types';

/** Each technique's difficulty on SE's scale (A: see assumptionDifficulty). */
export const STEP_DIFFICULTY: Readonly<Record<TechniqueLetter, number>> = {
  B: 1.2,
  L: 1.5,
  C: 1.5,
  M: 2.3,
  V: 2.6,
  G: 2.7,
  Q: 3.4,
  P: 3.2,
  U: 3.8,
  T: 3.6,
  R: 4.0,
  S: 2.6,
  H: 4.4,
  W: 2.9,
  Y: 2.7,
  X: 2.8,
  K: 3.5,
  D: 3.5,
  A: 0,
  SKY: 4.0,
  KITE: 4.1,
  ER: 4.2,
  TF: 4.2,
  XYW: 4.2,
  XYZ: 4.4,
  WW: 4.4,
  UR1: 4.5,
  UR2: 4.5,
  UR3: 4.5,
  UR4: 4.5,
  BUG: 5.6,
  FX: 4.0,
  FS: 4.6,
  JF: 5.2,
  SDC: 5.0,
  XC: 6.5,
  XYC: 6.6,
  AIC: 7.0,
  ALS: 7.0,
  FC: 7.6,
};

/** The difficulty of the simplest assumption, and how much each doubling of its work adds. */
export const ASSUMPTION_BASE = 4.2;
export const ASSUMPTION_SLOPE = 0.4;
/** What an assumption propagated with more than singles adds (a nested dynamic forcing chain in SE's terms). */
export const PROPAGATION_BONUS = 0;
/** How much the effort orders puzzles with equal hardest steps. */
export const EFFORT_SLOPE = 0.05;

/** One assumption's difficulty: ASSUMPTION_BASE + ASSUMPTION_SLOPE × log2(1 + its effort factor). */
export function assumptionDifficulty(trial: AssumptionTrial): number {
  const factor = assumptionFactor(trial.depth, trial.scarcity, trial.routeCells);
  return ASSUMPTION_BASE + ASSUMPTION_SLOPE * Math.log2(1 + factor) + (trial.propagation === 'singles' ? 0 : PROPAGATION_BONUS);
}

/** The difficulty of a logged step: its hardest technique or assumption. */
export function stepDifficulty(step: LoggedStep): number {
  let hardest = 0;
  for (const token of labelTokens(step.technique)) hardest = Math.max(hardest, STEP_DIFFICULTY[token as TechniqueLetter] ?? 0);
  for (const trial of step.assumptions ?? []) hardest = Math.max(hardest, assumptionDifficulty(trial));
  return hardest;
}

/** The rating of a conquered puzzle from its steps and total effort, to one decimal place beyond SE's (0.01). */
export function ratingOf(steps: readonly LoggedStep[], effort: number): number {
  let hardest = 0;
  for (const step of steps) hardest = Math.max(hardest, stepDifficulty(step));
  return Math.round((hardest + EFFORT_SLOPE * Math.log(1 + effort)) * 100) / 100;
}
