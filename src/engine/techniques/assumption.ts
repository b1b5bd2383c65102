/**
 * Assumption (A, SPEC §3): assume one digit of a two-candidate cell and follow it with the basic
 * searches; a contradiction (a cell with no candidate, or a unit with no place for a digit)
 * proves the cell holds the other digit. Without a contradiction the trial nests, assuming a
 * digit of a further two-candidate cell on each route, up to MAX_ASSUMPTION_DEPTH levels
 * (2 + 4 + 8 + 16 + 32 routes): the first assumption is refuted when every route under it ends
 * in a contradiction. A route that completes the grid proves the first assumption instead (the
 * puzzle was checked to have one solution before the analysis starts).
 *
 * The fixed choice rule, so the same puzzle always gives the same log:
 *  - shallow proofs first: every cell is tried with one level before any cell with two, and so on
 *    (a person tries the short trials first; it also keeps the grade honest);
 *  - the first assumption: two-candidate cells in reading order, the smaller digit first;
 *  - a nested assumption: in the position reached, the two-candidate cell whose digits appear in
 *    the most peers (so either value removes the most), the first in reading order among equals.
 *
 * Extension of SPEC §3 (which names only two-candidate cells): when every two-candidate cell
 * has failed at every depth — or there is none — a digit with exactly two places in a unit (a
 * bilocal pair: "either here or there") is a two-way choice as well, with the same nesting, budget
 * and fixed order (units in index order: rows, columns, boxes; digits ascending; the first place
 * first). A nested level that has no two-candidate cell uses the first bilocal pair in that order.
 * Either kind of choice has exactly one true option, so a contradiction under one option removes
 * it, and a completed grid under one option removes the other.
 *
 * When singles find no contradiction within MAX_ASSUMPTION_DEPTH levels, the search starts over
 * propagating each assumption with more than singles: the cheaper eliminating techniques the
 * analysis has enabled (`propagators`: intersections, subsets, fish…, what SE calls dynamic and
 * nested forcing chains), shallow proofs first again and as deep as needed. Singles first keeps the
 * proofs a person can follow most easily, and the logs of every puzzle that singles decide.
 *
 * The work is counted in propagation passes (a singles pass, or one search of a propagating
 * technique) against a hard budget, so a puzzle beyond it ends as Not Conquer with a reason
 * instead of hanging. Measuring how rare a working trial is (scarcity,
 * for the effort and A(n)) has a budget of its own per analysis; the two together bound all work.
 */

import { Board } from '../board/board';
import { LOWEST_DIGIT } from '../board/bits';
import { PASS_CONTRADICTION, PASS_NOTHING, singlesPass } from './singles-pass';
import { Deduction, eliminationCell, eliminationDigit, encodeElimination } from './technique';
import { ABORTED, CONTRADICTION, OPEN, Outcome, SOLVED, TrialSearch } from './trial-search';
import {
  BILOCAL_CHOICES,
  CELL_CHOICES,
  ChoiceKind,
  ChoiceOption,
  choiceOption,
  mostInfluentialTwoCandidateCell,
  trialCount,
} from './two-way-choice';

/** How deep assumptions propagated by singles nest before the stronger propagation takes over. */
export const MAX_ASSUMPTION_DEPTH = 5;
/** How deep the stronger propagation may nest: every level places a digit, so this bounds nothing the budget does not. */
const MAX_PROPAGATED_DEPTH = 81;
/** What `propagation` says when an assumption was followed with singles only. */
export const SINGLES_PROPAGATION = 'singles';

/** A technique search that propagates an assumption: the first deduction it sees, or null. */
export type Propagator = (board: Board) => Deduction | null;
/** Propagation passes one analysis may spend on assumptions (a pass is one sweep of cells and units). */
export const DEFAULT_ASSUMPTION_BUDGET = 300_000;

/**
 * Propagation passes one analysis may spend measuring scarcity, over all its uses of A: kept apart
 * from the solving budget so that measuring never changes what is conquered, and bounded so that
 * the whole analysis does at most budget + measurement budget passes.
 */
export const DEFAULT_MEASUREMENT_BUDGET = 100_000;

const CHOICE_KINDS = [CELL_CHOICES, BILOCAL_CHOICES];

/** Why find() returned null without running out of budget (trial-search.ts). */
export type { AssumptionFailure } from './trial-search';

export interface AssumptionStep {
  deduction: Deduction;
  /** Digits assumed on the longest route of the proof (1 … MAX_ASSUMPTION_DEPTH). */
  assumedDigits: number;
  /** How the assumed digit was decided: refuted by a contradiction, or confirmed by a complete grid. */
  proof: 'contradiction' | 'solution';
  /** Routes followed to find it, over every cell tried in the search's fixed order. */
  routes: number;
  /** Trials at this depth per trial that decides a cell (1 = every trial works; large = a rare find). */
  scarcity: number;
  /** Cells filled on the routes of the shortest deciding trial at this depth (what a person writes to see it). */
  routeCells: number;
  /** The kind of two-way choice first assumed: a two-candidate cell, or a digit's two places in a unit. */
  choice: 'cell' | 'bilocal';
  /** What followed each assumption: SINGLES_PROPAGATION, or 'singles+' and the letters of the propagators. */
  propagation: string;
}

/** One analysis's assumption searches share a work budget. */
export class AssumptionSearch extends TrialSearch<Board> {
  private readonly option: ChoiceOption = { cell: 0, digit: 0, otherCell: 0, otherDigit: 0, unit: -1 };
  private routes = 0;
  /** One board per nesting level, shared by every search: analyses run one at a time. */
  private static readonly pool: Board[] = [];
  private readonly pool = AssumptionSearch.pool;

  /** The propagators of the current search: none while singles alone follow the assumptions. */
  private propagating: readonly (readonly [string, Propagator])[] = [];
  /** The deepest nesting the last find() tried. */
  maxDepth = MAX_ASSUMPTION_DEPTH;

  /**
   * `propagators`: the letters and searches that follow an assumption when singles are not enough,
   * cheapest first; none keeps A to singles and MAX_ASSUMPTION_DEPTH levels.
   */
  constructor(
    budget = DEFAULT_ASSUMPTION_BUDGET,
    measurementBudget = DEFAULT_MEASUREMENT_BUDGET,
    private readonly propagators: readonly (readonly [string, Propagator])[] = [],
  ) {
    super(budget, measurementBudget);
  }

  /** The first assumption step that decides a cell, or null (then check `exhausted`). */
  find(board: Board): AssumptionStep | null {
    if (this.exhausted) return null;
    if (this.pool.length === 0 || this.pool[0].layout !== board.layout) this.pool.length = 0;
    this.routes = 0;
    this.propagating = [];
    this.maxDepth = MAX_ASSUMPTION_DEPTH;
    let found = this.firstDeciding(board, CHOICE_KINDS, MAX_ASSUMPTION_DEPTH);
    if (!found && !this.exhausted && this.propagators.length > 0) {
      this.propagating = this.propagators;
      this.maxDepth = Math.min(MAX_PROPAGATED_DEPTH, board.emptyCount);
      found = this.firstDeciding(board, CHOICE_KINDS, this.maxDepth);
    }
    return found && this.step(board, found.kind as ChoiceKind, found.trial, found.depth, found.outcome);
  }

  /** The board of a nesting level (0: the first assumption), made when first needed. */
  private boardAt(level: number, layout: Board['layout']): Board {
    while (this.pool.length <= level) this.pool.push(new Board(layout));
    return this.pool[level];
  }

  protected trialCount(board: Board, kind: number): number {
    return trialCount(board, kind as ChoiceKind);
  }

  protected isChoice(board: Board, kind: number, trial: number): boolean {
    return choiceOption(board, kind as ChoiceKind, trial, this.option);
  }

  /**
   * Trial number `trial` of a kind (see choiceOption), followed `depth` levels deep; null when
   * that trial is not a two-way choice in this position.
   */
  protected tryTrial(board: Board, kind: number, trial: number, depth: number): Outcome | null {
    const option = this.option;
    if (!choiceOption(board, kind as ChoiceKind, trial, option)) return null;
    const position = this.boardAt(0, board.layout);
    position.copyFrom(board);
    position.place(option.cell, option.digit);
    this.filled = 0;
    return this.explore(position, depth, 1);
  }

  private step(board: Board, kind: ChoiceKind, trial: number, depth: number, outcome: Outcome): AssumptionStep {
    const option = this.option;
    choiceOption(board, kind, trial, option);
    // A contradiction refutes the option assumed; a completed grid refutes the other one.
    const removed =
      outcome === CONTRADICTION
        ? encodeElimination(option.cell, option.digit)
        : encodeElimination(option.otherCell, option.otherDigit);
    const patternCells = option.cell === option.otherCell ? [option.cell] : [option.cell, option.otherCell];
    const unit = option.unit;
    const routes = this.routes;
    this.shortest = this.filled;
    const scarcity = this.scarcity(board, kind, trial, depth);
    const routeCells = this.shortest;
    return {
      deduction: { technique: 'A', placeCell: -1, placeDigit: 0, eliminations: [removed], unit, patternCells },
      assumedDigits: depth,
      proof: outcome === CONTRADICTION ? 'contradiction' : 'solution',
      routes,
      routeCells,
      scarcity,
      choice: kind === CELL_CHOICES ? 'cell' : 'bilocal',
      propagation:
        this.propagating.length === 0
          ? SINGLES_PROPAGATION
          : `${SINGLES_PROPAGATION}+${this.propagating.map(([letter]) => letter).join('')}`,
    };
  }

  /** Follows the assumption already placed on `board` (pool[level - 1]), nesting below `level`. */
  private explore(board: Board, depth: number, level: number): Outcome {
    this.routes++;
    const propagated = this.propagate(board);
    if (propagated !== OPEN || level === depth) return propagated;
    // The nested choice: the most influential two-candidate cell, else the first bilocal pair.
    let first = 0;
    let second = 0;
    const cell = mostInfluentialTwoCandidateCell(board);
    if (cell >= 0) {
      const pair = board.candidates[cell];
      first = encodeElimination(cell, LOWEST_DIGIT[pair]);
      second = encodeElimination(cell, LOWEST_DIGIT[pair & (pair - 1)]);
    } else {
      const trials = trialCount(board, BILOCAL_CHOICES);
      let trial = 0;
      while (trial < trials && !choiceOption(board, BILOCAL_CHOICES, trial, this.option)) trial += 2;
      if (trial >= trials) return OPEN;
      first = encodeElimination(this.option.cell, this.option.digit);
      second = encodeElimination(this.option.otherCell, this.option.otherDigit);
    }
    const child = this.boardAt(level, board.layout);
    let allContradict = true;
    for (const code of [first, second]) {
      child.copyFrom(board);
      child.place(eliminationCell(code), eliminationDigit(code));
      const outcome = this.explore(child, depth, level + 1);
      if (outcome === SOLVED || outcome === ABORTED) return outcome;
      if (outcome === OPEN) allContradict = false;
    }
    return allContradict ? CONTRADICTION : OPEN;
  }

  /**
   * Places naked and hidden singles until none is left, then applies the first propagator that
   * removes a candidate and goes back to the singles; reports a contradiction or a full grid.
   */
  private propagate(board: Board): Outcome {
    const before = board.emptyCount;
    let outcome = this.propagateSingles(board);
    while (outcome === OPEN && this.propagating.length > 0) {
      const removed = this.propagateOnce(board);
      if (removed === null) break;
      outcome = removed ? this.propagateSingles(board) : ABORTED;
    }
    this.filled += before - board.emptyCount;
    return outcome;
  }

  /** Applies the first propagator that removes something: true; null when none does; false when the budget ran out. */
  private propagateOnce(board: Board): boolean | null {
    for (const [, find] of this.propagating) {
      if (++this.spent > this.budget) return false;
      const found = find(board);
      if (!found) continue;
      let removed = false;
      for (const code of found.eliminations)
        if (board.eliminate(eliminationCell(code), eliminationDigit(code))) removed = true;
      if (removed) return true;
    }
    return null;
  }

  private propagateSingles(board: Board): Outcome {
    for (;;) {
      if (++this.spent > this.budget) return ABORTED;
      const pass = singlesPass(board);
      if (pass === PASS_CONTRADICTION) return CONTRADICTION;
      if (board.emptyCount === 0) return SOLVED;
      if (pass === PASS_NOTHING) return OPEN;
    }
  }
}
