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

import type { Board } from './board';
import { BIT_COUNT, LOWEST_DIGIT, digitBit } from './bits';
import { SIDE, colOf, rowOf } from './layout';
import { EffortWeights, assumptionFactor, labelEffort } from './effort';
import { BASIC_ORDER, DIRECT_LABELS, FINDERS, Finder, NON_BASIC_ORDER, TRIAL_ORDER } from './analysis-techniques';
import { AssumptionSearch, MAX_ASSUMPTION_DEPTH } from './techniques/assumption';
import { digitPositions } from './techniques/patterns';
import { TECHNIQUES } from './techniques/registry';
import { Deduction, eliminationCell, eliminationDigit } from './techniques/technique';
import { DEFAULT_TECHNIQUE_SET, labelToken } from './technique-codes';
import type { Elimination, LoggedStep, TechniqueLetter, TechniqueSet } from './types';

export interface LoopOptions {
  enabled: ReadonlySet<TechniqueLetter>;
  /** The set whose letters nextTechnique may name besides the enabled ones (default 'model'). */
  techniqueSet?: TechniqueSet;
  weights: EffortWeights;
  /** Milliseconds on a monotonic clock. */
  now: () => number;
  startedAt: number;
  assumptionBudget?: number;
  /** Called just before each placement with the board as it stands then (eliminations applied). */
  beforePlacement?: (board: Board, stepNumber: number) => void;
  /** Stop after this many placements (hints need only the next one). */
  maxSteps?: number;
}

export interface LoopOutcome {
  steps: LoggedStep[];
  /** For each step, the unit in which its placing search found it (-1 when none applies). */
  units: number[];
  /**
   * For each step, the first non-basic deduction since the previous placement (the pointing pair
   * behind an S, the first link of a chain such as "VVL", the trial of an "AB"), with its unit
   * and pattern cells; null for a plain basic placement. Hints name its area first.
   */
  firstDeductions: (Deduction | null)[];
  /**
   * A(n) of SPEC §4, read as "the number of digits a person expects to assume": for the hardest
   * use of A in the solve (the largest value), its nesting depth × the trials they expect to
   * follow per trial that works (scarcity), rounded down, at least 1; 0 when A was not used. It is
   * NOT the number of times A was used (see assumedDigits).
   */
  assumptions: number;
  effort: number;
  conquered: boolean;
  reason?: string;
  nextTechnique?: TechniqueLetter;
}

/** Runs the loop on `board` (mutated) until it is full or nothing enabled applies. */
export function runAnalysisLoop(board: Board, options: LoopOptions): LoopOutcome {
  const { enabled, weights } = options;
  const basic = BASIC_ORDER.filter((letter) => enabled.has(letter)).map((letter) => [letter, FINDERS[letter] as Finder] as const);
  const nonBasic = NON_BASIC_ORDER
    .filter((letter) => enabled.has(letter))
    .map((letter) => [letter, FINDERS[letter] as Finder] as const);
  const assumption = enabled.has('A') ? new AssumptionSearch(options.assumptionBudget) : null;

  const steps: LoggedStep[] = [];
  const units: number[] = [];
  const firstDeductions: (Deduction | null)[] = [];
  let firstDeduction: Deduction | null = null;
  const maxSteps = options.maxSteps ?? Infinity;
  let label = '';
  /** The factor of each A in `label` (assumptionFactor), in order. */
  const trialFactors: number[] = [];
  let effort = 0;
  let assumptions = 0;
  let removed: number[] = [];

  const place = (cell: number, digit: number, letter: TechniqueLetter, unit: number): void => {
    options.beforePlacement?.(board, steps.length + 1);
    units.push(unit);
    firstDeductions.push(firstDeduction);
    firstDeduction = null;
    board.place(cell, digit);
    const technique = label + letter;
    effort += labelEffort(technique, weights, trialFactors);
    steps.push({
      n: steps.length + 1,
      row: rowOf(cell) + 1,
      col: colOf(cell) + 1,
      value: digit,
      technique,
      elapsedMs: roundThousandths(options.now() - options.startedAt),
      effort: roundThousandths(effort),
      eliminated: removed.map(toElimination),
    });
    label = '';
    trialFactors.length = 0;
    removed = [];
  };

  /** Applies the eliminations; false when none of them was still a candidate (a finder bug). */
  const eliminate = (deduction: Deduction): boolean => {
    let changed = false;
    for (const code of deduction.eliminations) {
      if (board.eliminate(eliminationCell(code), eliminationDigit(code))) {
        removed.push(code);
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
      if (!eliminate(found)) return stop(`the ${TECHNIQUES[letter].english} search reported a step that changes nothing`);
      firstDeduction ??= found;
      const direct = directPlacement(board, found, enabled);
      label += direct ? '' : labelToken(letter);
      if (direct) place(direct.cell, direct.digit, direct.letter, direct.unit);
      continue search;
    }
    if (assumption) {
      const found = assumption.find(board);
      if (found && eliminate(found.deduction)) {
        firstDeduction ??= found.deduction;
        label += 'A';
        trialFactors.push(assumptionFactor(found.assumedDigits, found.scarcity, found.routeCells));
        assumptions = Math.max(assumptions, assumedDigits(found.assumedDigits, found.scarcity));
        continue search;
      }
      if (assumption.exhausted) {
        return stop(`the assumption work budget of ${assumption.budget} propagation passes ran out with ${board.emptyCount} cells left`);
      }
      if (assumption.failure === 'no-choice') {
        return stop(`no technique applies, and there is no two-way choice left to assume (${board.emptyCount} cells left)`);
      }
      return stop(`no technique applies, and assumptions nested ${MAX_ASSUMPTION_DEPTH} levels deep find no contradiction (${board.emptyCount} cells left)`);
    }
    const next = nextTechniqueFor(board, enabled, options.techniqueSet);
    const reason = `the enabled techniques get no further (${board.emptyCount} cells left)` + (next ? `; the next step needs ${next} (${TECHNIQUES[next].english})` : '');
    return { ...stop(reason), nextTechnique: next };
  }
  return { steps, units, firstDeductions, assumptions, effort: roundThousandths(effort), conquered: board.emptyCount === 0 };

  function stop(reason: string): LoopOutcome {
    return { steps, units, firstDeductions, assumptions, effort: roundThousandths(effort), conquered: false, reason };
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
function directPlacement(board: Board, deduction: Deduction, enabled: ReadonlySet<TechniqueLetter>): DirectPlacement | null {
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
      if (BIT_COUNT[places] === 1) return { cell: unitCells[unit * SIDE + LOWEST_DIGIT[places] - 1], digit, unit, letter };
    }
  }
  return null;
}

/** With a restricted set: the first disabled letter of the technique set, in trial order, whose search applies here. */
export function nextTechniqueFor(board: Board, enabled: ReadonlySet<TechniqueLetter>, set: TechniqueSet = DEFAULT_TECHNIQUE_SET): TechniqueLetter | undefined {
  for (const letter of TRIAL_ORDER) {
    if (enabled.has(letter) || TECHNIQUES[letter].set !== 'model' && set === 'model') continue;
    const find = FINDERS[letter];
    if (!find) return letter; // A: the last resort
    if (find(board)) return letter;
  }
  return undefined;
}

/**
 * A(n) for one use of A: the digits a person can expect to assume to make it — the nesting depth
 * times the trials they follow per trial that works (scarcity), rounded down, at least 1. The
 * solve's A(n) is the largest over its uses (the hardest use decides, as the hardest technique
 * decides the levels below); 0 when A was not needed. This reading of SPEC §4's "A used once /
 * twice / three or more times" ranks puzzles by SE rating far better than counting uses
 * (bench/analyser.bench.ts).
 */
export function assumedDigits(depth: number, scarcity: number): number {
  return Math.max(1, Math.floor(depth * scarcity + 1e-9));
}

function toElimination(code: number): Elimination {
  const cell = eliminationCell(code);
  return [rowOf(cell) + 1, colOf(cell) + 1, eliminationDigit(code)];
}

/** Milliseconds and effort are reported to the thousandth. */
export function roundThousandths(value: number): number {
  return Math.round(value * 1000) / 1000;
}
