/**
 * The analysis loop of SPEC §3 on any geometry, with the semantics of analysis-loop.ts: the basic
 * searches (B L C E M) until none applies, then the first of V G Q P U that changes something and
 * back to the basics, then W Y X T R H, then the full set's codes enabled (registry order), and A
 * only when everything else fails. A placement's label
 * is the non-basic letters since the previous placement plus the placing letter; S, K and D name
 * a placement that follows directly from a pointing (S: a box or region left with one place) or a
 * fish (K: a row or column, D: a box or region). A single left in an extra unit by a pointing or a
 * fish is logged as the chain (`VE`, `PE`): the model tool has no direct letter for it.
 */

import { firstApplicableLetter } from '../analysis/analysis-loop';
import type { EffortWeights } from '../analysis/effort';
import {
  StepLog,
  restrictedStopReason,
  type AnalysisLoopOptions,
  type AnalysisLoopOutcome,
} from '../analysis/step-log';
import { MAX_ASSUMPTION_DEPTH } from '../techniques/assumption';
import type { Elimination } from '../analysis/types';
import { VariantAssumptionSearch } from './assumption';
import type { VariantBoard } from './board';
import type { Deadline } from './deadline';
import { VariantDeduction, VariantLetter } from './deduction';
import { codeCell, codeValue } from './candidate-code';
import {
  VARIANT_BASIC_ORDER,
  VARIANT_FINDERS,
  VARIANT_NON_BASIC_ORDER,
  VARIANT_TECHNIQUE_NAMES,
  VariantWeights,
  variantTrialOrder,
} from './techniques';
import type { TechniqueLetter, TechniqueSet } from '../analysis/types';
import { tokenOf } from '../techniques/technique-codes';
import { BOX, COLUMN, ROW, unitKinds } from '../geometry/unit-kinds';

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
}

const TIME_UP = 'the time limit ran out';

export interface VariantLoopOutcome extends AnalysisLoopOutcome<VariantDeduction, VariantLetter> {
  /** The total effort with the rating's weights (equal to `effort` when they are the analysis's). */
  ratingEffort: number;
}

export function runVariantLoop(board: VariantBoard, options: VariantLoopOptions): VariantLoopOutcome {
  const { enabled } = options;
  const weights = options.weights as unknown as EffortWeights;
  const { cellRow, cellCol } = board.geometry;
  const basic = VARIANT_BASIC_ORDER.filter((letter) => enabled.has(letter));
  const nonBasic = VARIANT_NON_BASIC_ORDER.filter((letter) => enabled.has(letter));
  const { deadline } = options;
  const assumption = enabled.has('A')
    ? new VariantAssumptionSearch(options.assumptionBudget, undefined, deadline)
    : null;
  const log = new StepLog<VariantDeduction>(
    weights,
    options.now,
    options.startedAt,
    (code: number): Elimination => [cellRow[codeCell(code)] + 1, cellCol[codeCell(code)] + 1, codeValue(code)],
    options.ratingWeights as unknown as EffortWeights | undefined,
  );
  const steps = log.steps;
  const maxSteps = options.maxSteps ?? Infinity;

  const place = (cell: number, value: number, letter: VariantLetter, unit: number): void => {
    options.beforePlacement?.(board, steps.length + 1);
    board.place(cell, value);
    log.placed(cellRow[cell] + 1, cellCol[cell] + 1, value, letter, unit);
  };

  const eliminate = (deduction: VariantDeduction): boolean => {
    let changed = false;
    for (const code of deduction.eliminations) {
      if (board.eliminate(codeCell(code), codeValue(code))) {
        log.removedCode(code);
        changed = true;
      }
    }
    return changed;
  };

  const finish = (conquered: boolean, reason?: string, nextTechnique?: VariantLetter): VariantLoopOutcome => {
    const outcome: VariantLoopOutcome = {
      steps,
      units: log.units,
      firstDeductions: log.firstDeductions,
      assumptions: log.assumptions,
      effort: log.totalEffort,
      ratingEffort: log.totalRatingEffort,
      conquered,
    };
    if (reason) outcome.reason = reason;
    if (nextTechnique) outcome.nextTechnique = nextTechnique;
    return outcome;
  };

  search: while (board.emptyCount > 0 && steps.length < maxSteps) {
    if (deadline?.reached()) return finish(false, TIME_UP);
    for (const letter of basic) {
      const found = (VARIANT_FINDERS[letter] as NonNullable<(typeof VARIANT_FINDERS)[VariantLetter]>)(board);
      if (found) {
        place(found.placeCell, found.placeValue, letter, found.unit);
        continue search;
      }
    }
    for (const letter of nonBasic) {
      const found = (VARIANT_FINDERS[letter] as NonNullable<(typeof VARIANT_FINDERS)[VariantLetter]>)(board);
      if (!found) continue;
      if (!eliminate(found))
        return finish(false, `the ${VARIANT_TECHNIQUE_NAMES[letter]} search reported a step that changes nothing`);
      options.onDeduction?.(found);
      const direct = directPlacement(board, found, enabled);
      // A full-set code joins the label in brackets ("[XYW]M"), so that the label reads back into its codes.
      log.deduced(found, direct ? '' : tokenOf(letter as TechniqueLetter));
      if (direct) place(direct.cell, direct.value, direct.letter, direct.unit);
      continue search;
    }
    if (assumption) {
      const found = assumption.find(board);
      if (found && eliminate(found.deduction)) {
        options.onDeduction?.(found.deduction);
        log.assumed(found.deduction, found.assumedDigits, found.scarcity, found.routeCells);
        continue search;
      }
      return finish(
        false,
        deadline?.reached() ? TIME_UP : assumption.stopReason(board.emptyCount, MAX_ASSUMPTION_DEPTH),
      );
    }
    const next = options.reportNext === false ? undefined : nextVariantTechnique(board, enabled, options.techniqueSet);
    return finish(false, restrictedStopReason(board.emptyCount, next, next && VARIANT_TECHNIQUE_NAMES[next]), next);
  }
  return finish(board.emptyCount === 0);
}

interface DirectPlacement {
  cell: number;
  value: number;
  unit: number;
  letter: VariantLetter;
}

/**
 * After a pointing (V) or a fish (P, U): a unit of an eliminated cell where the value now has one
 * place. S only for a box or region after V; after a fish, K for a row or column, D for a box or
 * region (as analysis-loop.ts does on 9×9).
 */
function directPlacement(
  board: VariantBoard,
  deduction: VariantDeduction,
  enabled: ReadonlySet<VariantLetter>,
): DirectPlacement | null {
  const isFish = deduction.technique === 'P' || deduction.technique === 'U';
  if (deduction.technique !== 'V' && !isFish) return null;
  const { cellUnits, cellUnitStart, size } = board.geometry;
  const kinds = unitKinds(board.geometry);
  for (const code of deduction.eliminations) {
    const cell = codeCell(code);
    const value = codeValue(code);
    for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) {
      const unit = cellUnits[k];
      const kind = kinds[unit];
      const letter: VariantLetter | null =
        kind === BOX ? (isFish ? 'D' : 'S') : isFish && (kind === ROW || kind === COLUMN) ? 'K' : null;
      if (!letter || !enabled.has(letter) || board.places[unit * size + value - 1] !== 1) continue;
      return { cell: board.placeOf(unit, value), value, unit, letter };
    }
  }
  return null;
}

/** With a restricted set: the first disabled letter of the technique set (as this analyser has it), in trial order, whose search applies here. */
export function nextVariantTechnique(
  board: VariantBoard,
  enabled: ReadonlySet<VariantLetter>,
  set: TechniqueSet = 'model',
): VariantLetter | undefined {
  return firstApplicableLetter(board, enabled, variantTrialOrder(set), VARIANT_FINDERS);
}
