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
import { colOf, rowOf } from '../board/layout';
import type { CandidateStore } from '../board/candidate-store';
import { BOX, COLUMN, ROW } from '../geometry/unit-kinds';
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

export interface LoopOutcome<D = Deduction, Letter extends string = TechniqueLetter> extends AnalysisLoopOutcome<
  D,
  Letter
> {
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

/** What the loop needs of a board: the 9×9 Board and the VariantBoard both have it. */
export type LoopBoard = Pick<
  CandidateStore,
  'emptyCount' | 'place' | 'eliminate' | 'geometry' | 'unitKindCodes' | 'placeCount' | 'placeOf'
>;

/** What the loop needs of a deduction. */
export interface LoopDeduction<Letter extends string> {
  technique: Letter;
  placeCell: number;
  eliminations: readonly number[];
  unit: number;
}

/** What the assumption search gives the loop (AssumptionSearch on 9×9, VariantAssumptionSearch on other kinds). */
export interface LoopAssumption<B, D> {
  readonly maxDepth: number;
  find(
    board: B,
  ): { deduction: D; assumedDigits: number; scarcity: number; routeCells: number; propagation?: string } | null;
  stopReason(cellsLeft: number, maxDepth: number): string;
  stopped(maxDepth: number): StopReason;
}

export interface DirectPlacement<Letter extends string> {
  cell: number;
  value: number;
  unit: number;
  letter: Letter;
}

/** The options of either kind: the 9×9 analyser's and the variant analyser's (deadline, reportNext). */
export interface GenericLoopOptions<B, D, Letter extends string, W> extends AnalysisLoopOptions<B, D, Letter, W> {
  techniqueSet?: TechniqueSet;
  beforeAssumption?: (board: B, log: StepLog<D>) => void;
  log?: StepLog<D>;
  measurementBudget?: number;
  ratingWeights?: W;
  /** Whether a stop with a restricted set names the next letter needed (default true; a generator's scoring skips it). */
  reportNext?: boolean;
  /** A generator's time limit: once reached the loop stops, not conquered (the assumption search too). */
  deadline?: { reached(): boolean };
}

/**
 * What differs between the kinds of board, and only that: the finder tables, how a cell and a
 * candidate code read, the assumption search.
 */
export interface LoopKind<B extends LoopBoard, D extends LoopDeduction<Letter>, Letter extends string, W> {
  searches(enabled: ReadonlySet<Letter>): {
    basic: readonly (readonly [Letter, (board: B) => D | null])[];
    nonBasic: readonly (readonly [Letter, (board: B) => D | null])[];
  };
  placedValue(found: D): number;
  row(board: B, cell: number): number;
  col(board: B, cell: number): number;
  codeCell(code: number): number;
  codeValue(code: number): number;
  techniqueName(letter: Letter): string;
  assumption(options: GenericLoopOptions<B, D, Letter, W>): LoopAssumption<B, D>;
  nextTechnique(board: B, enabled: ReadonlySet<Letter>, set: TechniqueSet | undefined): Letter | undefined;
}

const TIME_UP = 'the time limit ran out';

/** Runs the loop on `board` (mutated) until it is full or nothing enabled applies. */
export function runLoop<B extends LoopBoard, D extends LoopDeduction<Letter>, Letter extends string, W>(
  kind: LoopKind<B, D, Letter, W>,
  board: B,
  options: GenericLoopOptions<B, D, Letter, W>,
): LoopOutcome<D, Letter> {
  const { enabled, deadline } = options;
  const weights = options.weights as unknown as EffortWeights;
  const { basic, nonBasic } = kind.searches(enabled);
  const assumption = enabled.has('A' as Letter) ? kind.assumption(options) : null;

  const log =
    options.log ??
    new StepLog<D>(
      weights,
      options.now,
      options.startedAt,
      (code: number): Elimination => [
        kind.row(board, kind.codeCell(code)) + 1,
        kind.col(board, kind.codeCell(code)) + 1,
        kind.codeValue(code),
      ],
      options.ratingWeights as unknown as EffortWeights | undefined,
    );
  const steps = log.steps;
  const maxSteps = options.maxSteps ?? Infinity;

  const place = (cell: number, value: number, letter: Letter, unit: number): void => {
    options.beforePlacement?.(board, steps.length + 1);
    board.place(cell, value);
    log.placed(kind.row(board, cell) + 1, kind.col(board, cell) + 1, value, letter, unit);
  };

  /** Applies the eliminations; false when none of them was still a candidate (a finder bug). */
  const eliminate = (deduction: D): boolean => {
    let changed = false;
    for (const code of deduction.eliminations) {
      if (board.eliminate(kind.codeCell(code), kind.codeValue(code))) {
        log.removedCode(code);
        changed = true;
      }
    }
    return changed;
  };

  search: while (board.emptyCount > 0 && steps.length < maxSteps) {
    if (deadline?.reached()) return stop(TIME_UP);
    // Indexed: destructuring each pair would allocate an iterator a search.
    for (let i = 0; i < basic.length; i++) {
      const letter = basic[i][0];
      const found = basic[i][1](board);
      if (found) {
        place(found.placeCell, kind.placedValue(found), letter, found.unit);
        continue search;
      }
    }
    for (let i = 0; i < nonBasic.length; i++) {
      const letter = nonBasic[i][0];
      const found = nonBasic[i][1](board);
      if (!found) continue;
      if (!eliminate(found))
        return stop(`the ${kind.techniqueName(letter)} search reported a step that changes nothing`, {
          kind: 'no-progress',
          letter: letter as unknown as TechniqueLetter,
        });
      options.onDeduction?.(found);
      const direct = directPlacement(kind, board, found, enabled);
      // A full-set code joins the label in brackets ("[XYW]M"), so that the label reads back into its codes.
      log.deduced(found, direct ? '' : tokenOf(letter as unknown as TechniqueLetter));
      if (direct) place(direct.cell, direct.value, direct.letter, direct.unit);
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
      if (deadline?.reached()) return stop(TIME_UP);
      return stop(
        assumption.stopReason(board.emptyCount, assumption.maxDepth),
        assumption.stopped(assumption.maxDepth),
      );
    }
    const next = options.reportNext === false ? undefined : kind.nextTechnique(board, enabled, options.techniqueSet);
    return {
      ...stop(restrictedStopReason(board.emptyCount, next, next && kind.techniqueName(next)), {
        kind: 'techniques-exhausted',
      }),
      nextTechnique: next,
    };
  }
  return outcome(board.emptyCount === 0);

  function outcome(conquered: boolean): LoopOutcome<D, Letter> {
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

  function stop(reason: string, stopped?: StopReason): LoopOutcome<D, Letter> {
    const stoppedOutcome: LoopOutcome<D, Letter> = { ...outcome(false), reason };
    if (stopped) stoppedOutcome.stopped = stopped;
    return stoppedOutcome;
  }
}

const NINE_BY_NINE: LoopKind<Board, Deduction, TechniqueLetter, EffortWeights> = {
  searches: searchesOf,
  placedValue: (found) => found.placeDigit,
  row: (_board, cell) => rowOf(cell),
  col: (_board, cell) => colOf(cell),
  codeCell: eliminationCell,
  codeValue: eliminationDigit,
  techniqueName: (letter) => TECHNIQUES[letter].english,
  assumption: (options) =>
    new AssumptionSearch(options.assumptionBudget, options.measurementBudget, searchesOf(options.enabled).propagators),
  nextTechnique: (board, enabled, set) => nextTechniqueFor(board, enabled, set),
};

/** Runs the loop on a 9×9 `board` (mutated) until it is full or nothing enabled applies. */
export function runAnalysisLoop(board: Board, options: LoopOptions): LoopOutcome {
  return runLoop(NINE_BY_NINE, board, options);
}

/**
 * After a pointing pair (V) or a fish (P, U): a unit in which an eliminated digit now has exactly
 * one place, so the placement follows directly. SPEC §3: S only for the BOX (or jigsaw region) of
 * an eliminated cell (the pair removed the digit from another box on its line, leaving one place
 * there: `VB`); a row or column single after V is the chain `VL` / `VC`. After a fish, K for a row
 * or column single (`PL` / `PC`), D for a box single (`PB`); an extra unit (a diagonal, a colour)
 * never. The registry's `direct` entries say which.
 */
function directPlacement<B extends LoopBoard, D extends LoopDeduction<Letter>, Letter extends string, W>(
  kind: LoopKind<B, D, Letter, W>,
  board: B,
  deduction: D,
  enabled: ReadonlySet<Letter>,
): DirectPlacement<Letter> | null {
  const labels = DIRECT_LABELS[deduction.technique as string as TechniqueLetter];
  if (!labels) return null;
  const { cellUnits, cellUnitStart } = board.geometry;
  const kinds = board.unitKindCodes;
  for (const code of deduction.eliminations) {
    const cell = kind.codeCell(code);
    const value = kind.codeValue(code);
    for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) {
      const unit = cellUnits[k];
      const unitKind = kinds[unit];
      const letter = (
        unitKind === BOX ? labels.box : unitKind === ROW || unitKind === COLUMN ? labels.line : undefined
      ) as Letter | undefined;
      if (!letter || !enabled.has(letter) || board.placeCount(unit, value) !== 1) continue;
      return { cell: board.placeOf(unit, value), value, unit, letter };
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
