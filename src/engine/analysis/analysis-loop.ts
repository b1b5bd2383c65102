/**
 * The analysis loop of SPEC §3 on a board: the basic searches until none applies, then the first
 * intermediate technique that changes something (V, G, Q, P, U) and back to the basics, then the
 * advanced ones (W, Y, X, T, R, H), and the assumption A only when everything else fails.
 *
 * Each placement becomes one logged step whose label is the non-basic letters applied since the
 * previous placement followed by the placing letter ("VL", "GQM", "AB"); a placement that
 * follows directly from a pointing pair or a fish — the elimination left the digit one place in
 * a unit — is labelled S (pointing), K (fish, line single) or D (fish, box single) instead of
 * "VB" / "PL" / "PB". The full set's codes are written in brackets ("[XYW]M", technique-codes.ts).
 * Deductions are applied in place; only the log allocates.
 */

import type { Board } from '../board/board';
import { BIT_COUNT, LOWEST_DIGIT, digitBit } from '../board/bits';
import { SIDE, colOf, rowOf } from '../board/layout';
import type { EffortWeights } from './effort';
import { StepLog, restrictedStopReason, type AnalysisLoopOptions, type AnalysisLoopOutcome } from './step-log';
import {
  ASSUMPTION_PROPAGATORS,
  BASIC_ORDER,
  DIRECT_LABELS,
  FINDERS,
  Finder,
  NON_BASIC_ORDER,
  TRIAL_ORDER,
} from './analysis-techniques';
import { AssumptionSearch } from '../techniques/assumption';
import { digitPositions } from '../techniques/patterns';
import { TECHNIQUES } from '../techniques/registry';
import { Deduction, eliminationCell, eliminationDigit } from '../techniques/technique';
import { DEFAULT_TECHNIQUE_SET, tokenOf } from '../techniques/technique-codes';
import type { Elimination, StopReason, TechniqueLetter, TechniqueSet } from './types';

/** Where the analyser and the tests have always found them. */
export { assumedDigits, roundThousandths } from './step-log';

export interface LoopOptions extends AnalysisLoopOptions<Board, Deduction, TechniqueLetter, EffortWeights> {
  /** The set whose letters nextTechnique may name besides the enabled ones (default 'model'). */
  techniqueSet?: TechniqueSet;
  /** Called each time nothing but A applies, before A is tried: the board and the log as they stand. */
  beforeAssumption?: (board: Board, log: StepLog<Deduction>) => void;
  /** Log on in this log (a fork of another loop's, StepLog.fork) instead of a new one. */
  log?: StepLog<Deduction>;
  /** Propagation passes A may spend measuring scarcity (default DEFAULT_MEASUREMENT_BUDGET; 0: unmeasured, every choice counts). */
  measurementBudget?: number;
  /** The weights of the effort the rating reads (StepLog.ratingWeights; default `weights`). */
  ratingWeights?: EffortWeights;
}

export interface LoopOutcome extends AnalysisLoopOutcome<Deduction, TechniqueLetter> {
  /** The total effort with the rating's weights (equal to `effort` when they are the analysis's). */
  ratingEffort: number;
}

type Search = readonly [TechniqueLetter, Finder];
interface EnabledSearches {
  basic: readonly Search[];
  nonBasic: readonly Search[];
  /** The searches that follow an assumption past singles. */
  propagators: readonly Search[];
}

/** The enabled searches by enabled set; a whole technique set is one shared Set (enabledLetters), so most analyses find theirs here. */
const searchesByEnabled = new WeakMap<ReadonlySet<TechniqueLetter>, EnabledSearches>();

function searchesOf(enabled: ReadonlySet<TechniqueLetter>): EnabledSearches {
  let searches = searchesByEnabled.get(enabled);
  if (searches) return searches;
  const basic = BASIC_ORDER.filter((letter) => enabled.has(letter)).map((letter): Search => [
    letter,
    FINDERS[letter] as Finder,
  ]);
  const nonBasic = NON_BASIC_ORDER.filter((letter) => enabled.has(letter)).map((letter): Search => [
    letter,
    FINDERS[letter] as Finder,
  ]);
  searches = { basic, nonBasic, propagators: nonBasic.filter(([letter]) => ASSUMPTION_PROPAGATORS.has(letter)) };
  searchesByEnabled.set(enabled, searches);
  return searches;
}

/** Runs the loop on `board` (mutated) until it is full or nothing enabled applies. */
export function runAnalysisLoop(board: Board, options: LoopOptions): LoopOutcome {
  const { enabled, weights } = options;
  const { basic, nonBasic, propagators } = searchesOf(enabled);
  const assumption = enabled.has('A')
    ? new AssumptionSearch(options.assumptionBudget, options.measurementBudget, propagators)
    : null;

  const log =
    options.log ??
    new StepLog<Deduction>(weights, options.now, options.startedAt, toElimination, options.ratingWeights);
  const steps = log.steps;
  const maxSteps = options.maxSteps ?? Infinity;

  const place = (cell: number, digit: number, letter: TechniqueLetter, unit: number): void => {
    options.beforePlacement?.(board, steps.length + 1);
    board.place(cell, digit);
    log.placed(rowOf(cell) + 1, colOf(cell) + 1, digit, letter, unit);
  };

  /** Applies the eliminations; false when none of them was still a candidate (a finder bug). */
  const eliminate = (deduction: Deduction): boolean => {
    let changed = false;
    for (const code of deduction.eliminations) {
      if (board.eliminate(eliminationCell(code), eliminationDigit(code))) {
        log.removedCode(code);
        changed = true;
      }
    }
    return changed;
  };

  search: while (board.emptyCount > 0 && steps.length < maxSteps) {
    for (const [letter, find] of basic) {
      const found = find(board);
      if (found) {
        place(found.placeCell, found.placeDigit, letter, found.unit);
        continue search;
      }
    }
    for (const [letter, find] of nonBasic) {
      const found = find(board);
      if (!found) continue;
      if (!eliminate(found))
        return stop(`the ${TECHNIQUES[letter].english} search reported a step that changes nothing`, {
          kind: 'no-progress',
          letter,
        });
      options.onDeduction?.(found);
      const direct = directPlacement(board, found, enabled);
      log.deduced(found, direct ? '' : tokenOf(letter));
      if (direct) place(direct.cell, direct.digit, direct.letter, direct.unit);
      continue search;
    }
    if (assumption) {
      options.beforeAssumption?.(board, log);
      const found = assumption.find(board);
      if (found && eliminate(found.deduction)) {
        options.onDeduction?.(found.deduction);
        log.assumed(found.deduction, found.assumedDigits, found.scarcity, found.routeCells, found.propagation);
        continue search;
      }
      return stop(
        assumption.stopReason(board.emptyCount, assumption.maxDepth),
        assumption.stopped(assumption.maxDepth),
      );
    }
    const next = nextTechniqueFor(board, enabled, options.techniqueSet);
    return {
      ...stop(restrictedStopReason(board.emptyCount, next, next && TECHNIQUES[next].english), {
        kind: 'techniques-exhausted',
      }),
      nextTechnique: next,
    };
  }
  return outcome(board.emptyCount === 0);

  function outcome(conquered: boolean): LoopOutcome {
    return {
      steps,
      units: log.units,
      firstDeductions: log.firstDeductions,
      assumptions: log.assumptions,
      effort: log.totalEffort,
      ratingEffort: log.totalRatingEffort,
      conquered,
    };
  }

  function stop(reason: string, stopped: StopReason): LoopOutcome {
    return { ...outcome(false), reason, stopped };
  }
}

interface DirectPlacement {
  cell: number;
  digit: number;
  unit: number;
  letter: TechniqueLetter;
}

/**
 * After a pointing pair (V) or a fish (P, U): a unit in which an eliminated digit now has exactly
 * one place, so the placement follows directly. SPEC §3: S only for the BOX of an eliminated cell
 * (the pair removed the digit from another box on its line, leaving one place there: `VB`); a
 * row or column single after V is the chain `VL` / `VC`. After a fish, K for a row or column
 * single (`PL` / `PC`), D for a box single (`PB`). The registry's `direct` entries say which.
 */
function directPlacement(
  board: Board,
  deduction: Deduction,
  enabled: ReadonlySet<TechniqueLetter>,
): DirectPlacement | null {
  const labels = DIRECT_LABELS[deduction.technique];
  if (!labels) return null;
  const { cellUnits, unitCells, unitKinds } = board.layout;
  for (const code of deduction.eliminations) {
    const digit = eliminationDigit(code);
    const bit = digitBit(digit);
    for (const unit of cellUnits[eliminationCell(code)]) {
      const letter = unitKinds[unit] === 'box' ? labels.box : labels.line;
      if (!letter || !enabled.has(letter)) continue;
      const places = digitPositions(board, unit, bit);
      if (BIT_COUNT[places] === 1)
        return { cell: unitCells[unit * SIDE + LOWEST_DIGIT[places] - 1], digit, unit, letter };
    }
  }
  return null;
}

/** With a restricted set: the first disabled letter of the technique set, in trial order, whose search applies here. */
export function nextTechniqueFor(
  board: Board,
  enabled: ReadonlySet<TechniqueLetter>,
  set: TechniqueSet = DEFAULT_TECHNIQUE_SET,
): TechniqueLetter | undefined {
  const order = set === 'model' ? TRIAL_ORDER.filter((letter) => TECHNIQUES[letter].set === 'model') : TRIAL_ORDER;
  return firstApplicableLetter(board, enabled, order, FINDERS);
}

/** The first letter of `order` not enabled whose finder finds something on the board (a letter without a finder, A, is the last resort). */
export function firstApplicableLetter<Position, Letter extends string>(
  board: Position,
  enabled: ReadonlySet<Letter>,
  order: readonly Letter[],
  finders: Partial<Record<Letter, (board: Position) => unknown>>,
): Letter | undefined {
  for (const letter of order) {
    if (enabled.has(letter)) continue;
    const find = finders[letter];
    if (!find || find(board)) return letter;
  }
  return undefined;
}

function toElimination(code: number): Elimination {
  const cell = eliminationCell(code);
  return [rowOf(cell) + 1, colOf(cell) + 1, eliminationDigit(code)];
}
