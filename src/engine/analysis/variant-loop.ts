/**
 * What the one analysis loop (analysis-loop.ts, runLoop) needs to know of a board of any geometry:
 * its finder tables (B L C E M, then the non-basic ones), how a cell and a candidate code read, the
 * assumption search, and the direct placements: S, K and D name a placement that follows directly
 * from a pointing (S: a box or region left with one place) or a fish (K: a row or column, D: a box
 * or region). A single left in an extra unit by a pointing or a fish is logged as the chain (`VE`,
 * `PE`): the model tool has no direct letter for it.
 */

import { firstApplicableLetter, runLoop, type LoopKind } from './analysis-loop';
import type { AnalysisLoopOptions, AnalysisLoopOutcome, StepLog } from './step-log';
import { VariantAssumptionSearch } from '../techniques/assumption';
import type { VariantBoard } from '../board/variant-board';
import type { Deadline } from '../core/deadline';
import { VariantDeduction, VariantFinder, VariantLetter } from './variant-deduction';
import { codeCell, codeValue } from '../board/candidate-code';
import {
  VARIANT_BASIC_ORDER,
  VARIANT_FINDERS,
  VARIANT_NON_BASIC_ORDER,
  VARIANT_TECHNIQUE_NAMES,
  VariantWeights,
  variantTrialOrder,
} from './variant-techniques';
import type { TechniqueSet } from './types';

export interface VariantLoopOptions extends AnalysisLoopOptions<
  VariantBoard,
  VariantDeduction,
  VariantLetter,
  VariantWeights
> {
  /** Whether a stop with a restricted set names the next letter needed (default true; the generator's scoring skips it). */
  reportNext?: boolean;
  /** A generator's time limit: once reached the loop stops, not conquered (the assumption search too). */
  deadline?: Deadline;
  /** The weights of the effort the rating reads (StepLog.ratingWeights; default `weights`). */
  ratingWeights?: VariantWeights;
  /** The set a stop with a restricted list names its next technique from (default the model set, as on 9×9). */
  techniqueSet?: TechniqueSet;
  /** Called each time nothing but A applies, before A is tried: the board and the log as they stand. */
  beforeAssumption?: (board: VariantBoard, log: StepLog<VariantDeduction>) => void;
  /** Log on in this log (a fork of another loop's, StepLog.fork) instead of a new one. */
  log?: StepLog<VariantDeduction>;
}

export interface VariantLoopOutcome extends AnalysisLoopOutcome<VariantDeduction, VariantLetter> {
  /** The total effort with the rating's weights (equal to `effort` when they are the analysis's). */
  ratingEffort: number;
}

type VariantSearch = readonly [VariantLetter, VariantFinder];
const searchesByEnabled = new WeakMap<
  ReadonlySet<VariantLetter>,
  { basic: readonly VariantSearch[]; nonBasic: readonly VariantSearch[] }
>();

function variantSearches(enabled: ReadonlySet<VariantLetter>): {
  basic: readonly VariantSearch[];
  nonBasic: readonly VariantSearch[];
} {
  let searches = searchesByEnabled.get(enabled);
  if (searches) return searches;
  const of = (order: readonly VariantLetter[]): VariantSearch[] =>
    order.filter((letter) => enabled.has(letter)).map((letter): VariantSearch => [letter, VARIANT_FINDERS[letter]!]);
  searches = { basic: of(VARIANT_BASIC_ORDER), nonBasic: of(VARIANT_NON_BASIC_ORDER) };
  searchesByEnabled.set(enabled, searches);
  return searches;
}

const VARIANT_KIND: LoopKind<VariantBoard, VariantDeduction, VariantLetter, VariantWeights> = {
  searches: variantSearches,
  placedValue: (found) => found.placeValue,
  row: (board, cell) => board.geometry.cellRow[cell],
  col: (board, cell) => board.geometry.cellCol[cell],
  codeCell,
  codeValue,
  techniqueName: (letter) => VARIANT_TECHNIQUE_NAMES[letter],
  assumption: (options) =>
    new VariantAssumptionSearch(options.assumptionBudget, undefined, options.deadline as Deadline),
  nextTechnique: (board, enabled, set) => nextVariantTechnique(board, enabled, set),
};

/** The analysis loop (analysis-loop.ts) on a board of any geometry. */
export function runVariantLoop(board: VariantBoard, options: VariantLoopOptions): VariantLoopOutcome {
  return runLoop(VARIANT_KIND, board, options);
}

/** With a restricted set: the first disabled letter of the technique set (as this analyser has it), in trial order, whose search applies here. */
export function nextVariantTechnique(
  board: VariantBoard,
  enabled: ReadonlySet<VariantLetter>,
  set: TechniqueSet = 'model',
): VariantLetter | undefined {
  return firstApplicableLetter(board, enabled, variantTrialOrder(set), VARIANT_FINDERS);
}
