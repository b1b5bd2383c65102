/**
 * What the assumption search (assumption.ts, one for every kind) is built on: the fixed order in which trials are tried — each kind of
 * choice in turn, shallow proofs first, trials ascending — with the work budget, and the scarcity
 * measure (trials a person expects to follow per trial that works) on a budget of its own. The
 * subclasses say what a choice is and how a trial is followed on their board.
 */

import type { StopReason } from '../analysis/types';

/** Outcome of following an assumption. */
export const CONTRADICTION = 0;
export const OPEN = 1;
export const SOLVED = 2;
export const ABORTED = 3;
export type Outcome = typeof CONTRADICTION | typeof OPEN | typeof SOLVED | typeof ABORTED;

/** Why a search found nothing with budget left. */
export type AssumptionFailure = 'no-choice' | 'no-contradiction';

/** Propagation passes one step may spend measuring its scarcity. */
const SCARCITY_ALLOWANCE = 20_000;

export interface DecidingTrial {
  kind: number;
  trial: number;
  depth: number;
  outcome: Outcome;
}

export abstract class TrialSearch<Position> {
  /** Propagation passes spent so far on solving (measurement passes are counted in `measured`). */
  spent = 0;
  /** Propagation passes spent so far measuring scarcity (at most measurementBudget). */
  measured = 0;
  exhausted = false;
  /** When a search returns null with budget left: no choice at all, or none led anywhere. */
  failure: AssumptionFailure = 'no-choice';
  /** Cells filled by propagation since the current trial began. */
  protected filled = 0;
  /** The fewest cells filled on the routes of any deciding trial at the proof's depth. */
  protected shortest = 0;

  constructor(
    public budget: number,
    public measurementBudget: number,
  ) {}

  /** Trial numbers of a kind of choice (not every number is a choice in a given position). */
  protected abstract trialCount(position: Position, kind: number): number;
  /** Whether trial `trial` of a kind is a choice in this position. */
  protected abstract isChoice(position: Position, kind: number, trial: number): boolean;
  /** Follows trial `trial` of a kind `depth` levels deep; null when it is no choice here. */
  protected abstract tryTrial(position: Position, kind: number, trial: number, depth: number): Outcome | null;
  /** Why the analysis stops when find() gave nothing (budget spent, or no choice, or none decided). */
  stopReason(cellsLeft: number, maxDepth: number): string {
    if (this.exhausted)
      return `the assumption work budget of ${this.budget} propagation passes ran out with ${cellsLeft} cells left`;
    if (this.failure === 'no-choice')
      return `no technique applies, and there is no two-way choice left to assume (${cellsLeft} cells left)`;
    return `no technique applies, and assumptions nested ${maxDepth} levels deep find no contradiction (${cellsLeft} cells left)`;
  }

  /** The same reason as data, for words in other languages. */
  stopped(maxDepth: number): StopReason {
    if (this.exhausted) return { kind: 'assumption-budget', budget: this.budget };
    if (this.failure === 'no-choice') return { kind: 'no-choice' };
    return { kind: 'assumption-depth', depth: maxDepth };
  }

  /** Called before the trials of a kind are tried or counted. */
  protected prepareKind(_position: Position, _kind: number): void {}

  /**
   * The first trial that decides something: each kind in turn, at depth 1 … maxDepth, trials
   * ascending. Null when the budget ran out (`exhausted`) or nothing decides (`failure`).
   */
  protected firstDeciding(position: Position, kinds: readonly number[], maxDepth: number): DecidingTrial | null {
    let anyChoice = false;
    for (const kind of kinds) {
      this.prepareKind(position, kind);
      const trials = this.trialCount(position, kind);
      for (let depth = 1; depth <= maxDepth; depth++) {
        let anyOpen = false;
        for (let trial = 0; trial < trials; trial++) {
          const outcome = this.tryTrial(position, kind, trial, depth);
          if (outcome === ABORTED) {
            this.exhausted = true;
            return null;
          }
          if (outcome === OPEN) anyOpen = true;
          if (outcome === CONTRADICTION || outcome === SOLVED) return { kind, trial, depth, outcome };
        }
        // No choice of this kind, or every route ended before this depth: deeper finds nothing new.
        if (!anyOpen) break;
        anyChoice = true;
      }
    }
    this.failure = anyChoice ? 'no-contradiction' : 'no-choice';
    return null;
  }

  /**
   * Trials at this depth per trial that decides a cell: how many a person trying cells at random
   * would expect to follow before one works. The trials before `found` all stayed open; the rest
   * are followed too, on SCARCITY_ALLOWANCE passes at most, taken from the measurement budget
   * (not the solving budget: this is measurement, not solving); past it the rest count as open.
   */
  protected scarcity(position: Position, kind: number, found: number, depth: number): number {
    const spent = this.spent;
    const budget = this.budget;
    this.budget = spent + Math.max(0, Math.min(SCARCITY_ALLOWANCE, this.measurementBudget - this.measured));
    let trials = 0;
    let deciding = 1;
    const count = this.trialCount(position, kind);
    for (let trial = 0; trial < count; trial++) {
      if (trial > found && this.spent < this.budget) {
        const outcome = this.tryTrial(position, kind, trial, depth);
        if (outcome === null) continue;
        if (outcome === CONTRADICTION || outcome === SOLVED) {
          deciding++;
          this.shortest = Math.min(this.shortest, this.filled);
        }
        trials++;
      } else if (this.isChoice(position, kind, trial)) trials++;
    }
    this.measured += this.spent - spent;
    this.spent = spent;
    this.budget = budget;
    return trials / deciding;
  }
}
