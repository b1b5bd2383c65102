/**
 * The step log both analysis loops keep (the 9×9 one in analysis-loop.ts and the variant one in
 * variant-loop.ts): candidates removed since the previous placement, the label's
 * non-basic letters, the factors of its assumptions, and for each placement the logged step
 * (SPEC §3 "Step log columns") with its cumulative effort (SPEC §5) and A(n).
 */

import { EffortWeights, assumptionFactor, labelEffort } from './effort';
import type { AssumptionTrial, Elimination, LoggedStep, StopReason } from './types';

/** What both analysis loops (9×9 and any geometry) take: the same knobs over their own board, deduction and letters. */
export interface AnalysisLoopOptions<Board, Deduction, Letter extends string, Weights> {
  enabled: ReadonlySet<Letter>;
  weights: Weights;
  /** Milliseconds on a monotonic clock. */
  now: () => number;
  startedAt: number;
  assumptionBudget?: number;
  /** Called just before each placement with the board as it stands then (eliminations applied). */
  beforePlacement?: (board: Board, stepNumber: number) => void;
  /** Stop after this many placements (hints need only the next one). */
  maxSteps?: number;
  /** Called with every eliminating deduction as it is applied (hints give a chain one link at a time). */
  onDeduction?: (deduction: Deduction) => void;
}

/** What both analysis loops give back. */
export interface AnalysisLoopOutcome<Deduction, Letter extends string> {
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
  stopped?: StopReason;
  nextTechnique?: Letter;
}

export class StepLog<Deduction> {
  readonly steps: LoggedStep[] = [];
  /** For each step, the unit in which its placing search found it (-1 when none applies). */
  readonly units: number[] = [];
  /** For each step, the first non-basic deduction since the previous placement, or null. */
  readonly firstDeductions: (Deduction | null)[] = [];
  /** A(n): the largest assumedDigits over the uses of A. */
  assumptions = 0;
  private effort = 0;
  /** The effort with `ratingWeights`: what the rating reads, whatever weights a person chose. */
  private ratingEffort = 0;
  private label = '';
  /** The factor of each A in the label (assumptionFactor), in order. */
  private readonly trialFactors: number[] = [];
  /** The assumptions of the label as logged, in order. */
  private trials: AssumptionTrial[] = [];
  private removed: number[] = [];
  private first: Deduction | null = null;

  constructor(
    /** The weights its effort is counted with (a fork keeps its parent's). */
    readonly weights: EffortWeights,
    private readonly now: () => number,
    private readonly startedAt: number,
    private readonly toElimination: (code: number) => Elimination,
    /**
     * The weights of the rating's effort: the defaults, so that a person's weights move the
     * effort (their simulated time) but never the rating, which sits on SE's scale.
     */
    readonly ratingWeights: EffortWeights = weights,
  ) {}

  /**
   * The candidates removed since the previous placement, as eliminations. Pushed into a literal,
   * not mapped: V8 then gives every step's array one elements kind, an empty one included, where
   * map's arrays had two and made the code that walks them deoptimise and compile again.
   */
  private eliminations(): Elimination[] {
    const eliminations: Elimination[] = [];
    for (const code of this.removed) eliminations.push(this.toElimination(code));
    return eliminations;
  }

  /** A candidate (in the loop's code) removed since the previous placement. */
  removedCode(code: number): void {
    this.removed.push(code);
  }

  /** A non-basic deduction applied; `letter` joins the label ('' when a direct placement S/K/D names it instead). */
  deduced(deduction: Deduction, letter: string): void {
    this.first ??= deduction;
    this.label += letter;
  }

  /** An assumption applied: depth, expected trials, route cells and propagation of its proof (techniques/assumption.ts). */
  assumed(deduction: Deduction, depth: number, scarcity: number, routeCells: number, propagation = 'singles'): void {
    this.deduced(deduction, 'A');
    this.trialFactors.push(assumptionFactor(depth, scarcity, routeCells));
    this.trials.push({ depth, propagation, scarcity: roundThousandths(scarcity), routeCells });
    this.assumptions = Math.max(this.assumptions, assumedDigits(depth, scarcity));
  }

  /** Logs a placement (1-based row and column) by the placing letter, found in `unit`. */
  placed(row: number, col: number, value: number, letter: string, unit: number): void {
    this.units.push(unit);
    this.firstDeductions.push(this.first);
    this.first = null;
    const technique = this.label + letter;
    const cost = labelEffort(technique, this.weights, this.trialFactors);
    this.effort += cost;
    this.ratingEffort +=
      this.ratingWeights === this.weights ? cost : labelEffort(technique, this.ratingWeights, this.trialFactors);
    const step: LoggedStep = {
      n: this.steps.length + 1,
      row,
      col,
      value,
      technique,
      elapsedMs: roundThousandths(this.now() - this.startedAt),
      effort: roundThousandths(this.effort),
      eliminated: this.eliminations(),
      // Always present (undefined when no A), so that every step has one shape: a field added to some steps only made the code that reads them deoptimise and compile again.
      assumptions: undefined,
    };
    if (this.trials.length > 0) {
      step.assumptions = this.trials;
      this.trials = [];
    }
    this.steps.push(step);
    this.label = '';
    this.trialFactors.length = 0;
    this.removed = [];
  }

  /**
   * A copy that logs on independently from here: the steps so far (shared, not copied: a logged
   * step is never changed) and the step under way (its label, assumptions and removals). The
   * rating continues the full set's path from a model path's first assumption in one (rating-path.ts).
   */
  fork(): StepLog<Deduction> {
    const copy = new StepLog<Deduction>(this.weights, this.now, this.startedAt, this.toElimination, this.ratingWeights);
    copy.steps.push(...this.steps);
    copy.units.push(...this.units);
    copy.firstDeductions.push(...this.firstDeductions);
    copy.assumptions = this.assumptions;
    copy.effort = this.effort;
    copy.ratingEffort = this.ratingEffort;
    copy.label = this.label;
    copy.trialFactors.push(...this.trialFactors);
    copy.trials = [...this.trials];
    copy.removed = [...this.removed];
    copy.first = this.first;
    return copy;
  }

  get totalEffort(): number {
    return roundThousandths(this.effort);
  }

  /** The effort so far with the rating's weights (the default weights), to the thousandth as totalEffort. */
  get totalRatingEffort(): number {
    return roundThousandths(this.ratingEffort);
  }
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

/** Milliseconds and effort are reported to the thousandth. */
export function roundThousandths(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Why an analysis with a restricted set of letters stops, naming the next letter needed if any. */
export function restrictedStopReason(cellsLeft: number, next?: string, nextName?: string): string {
  return (
    `the enabled techniques get no further (${cellsLeft} cells left)` +
    (next ? `; the next step needs ${next} (${nextName})` : '')
  );
}
