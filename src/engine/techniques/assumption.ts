/**
 * Assumption (A, SPEC §3), one search for every kind: assume one digit of a two-candidate cell and follow it with the basic
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
 * Other kinds add two last resorts, beyond SPEC §3 (`lastResorts` of their rules; choices.ts):
 * where there is no two-way choice at all, each option of the cells with the fewest candidates
 * (large puzzles can run out of two-way choices), at the first level and nested; and where every
 * choice stays open five levels deep (hard jigsaws, whose singles propagate little), the first
 * choice followed without a depth limit (deepTrial), so that A always decides and every unique
 * puzzle is conquered within the budget. Their propagation is singles only, with a generator's
 * time limit (deadline) ending a trial as the budget does.
 *
 * The work is counted in propagation passes (a singles pass, or one search of a propagating
 * technique) against a hard budget, so a puzzle beyond it ends as Not Conquer with a reason
 * instead of hanging. Measuring how rare a working trial is (scarcity,
 * for the effort and A(n)) has a budget of its own per analysis; the two together bound all work.
 */

import { Board } from '../board/board';
import type { CandidateStore } from '../board/candidate-store';
import { VariantBoard } from '../board/variant-board';
import type { Deadline } from '../core/deadline';
import { MAX_SYMBOLS } from '../core/limits';
import type { VariantDeduction } from '../analysis/variant-deduction';
import { PASS_CONTRADICTION, PASS_NOTHING, singlesPass, variantSinglesPass, type PassOutcome } from './singles-pass';
import { eliminationCell, eliminationDigit, type Deduction } from './technique';
import { codeCell, codeValue } from '../board/candidate-code';
import { ABORTED, CONTRADICTION, OPEN, Outcome, SOLVED, TrialSearch } from './trial-search';
import {
  BILOCAL_CHOICES,
  CELL_CHOICES,
  EVERY_CHOICE_KIND,
  FEWEST_CHOICES,
  TWO_WAY_KINDS,
  choiceOption,
  fewestCandidates,
  nestedOptions,
  newOption,
  trialCount,
  type ChoiceKind,
} from './choices';

/** How deep assumptions propagated by singles nest before the stronger propagation takes over. */
export const MAX_ASSUMPTION_DEPTH = 5;
/** What `propagation` says when an assumption was followed with singles only. */
export const SINGLES_PROPAGATION = 'singles';

/** Propagation passes one analysis may spend on assumptions (a pass is one sweep of cells and units). */
export const DEFAULT_ASSUMPTION_BUDGET = 300_000;

/**
 * Propagation passes one analysis may spend measuring scarcity, over all its uses of A: kept apart
 * from the solving budget so that measuring never changes what is conquered, and bounded so that
 * the whole analysis does at most budget + measurement budget passes.
 */
export const DEFAULT_MEASUREMENT_BUDGET = 100_000;

/** Why find() returned null without running out of budget (trial-search.ts). */
export type { AssumptionFailure } from './trial-search';

/** A board the search can copy and follow: the 9×9 board and the board of every other kind. */
export interface TrialBoard extends CandidateStore {
  copyFrom(other: TrialBoard): void;
}

/** What the eliminations of a propagating search read as: the store's candidate codes. */
export interface PropagatorFinding {
  eliminations: readonly number[];
}

/** A technique search that propagates an assumption: the first deduction it sees, or null. */
export type Propagator<B = Board> = (board: B) => PropagatorFinding | null;

/** What differs between the kinds of board, and only that. */
export interface AssumptionRules<B extends TrialBoard, D> {
  /** A board of the same shape as `like`, and whether a board (of any kind) is one of this kind with the shape of `like`. */
  newBoard(like: B): B;
  sameShape(board: B, like: B): boolean;
  /** One pass of naked and hidden singles (singles-pass.ts): each board's own fast pass. */
  singlesPass(board: B): PassOutcome;
  /** A candidate code of the store (CandidateStore.candidateCode) read back. */
  codeCell(code: number): number;
  codeValue(code: number): number;
  /** The deduction an A step makes. */
  deduction(eliminations: number[], unit: number, patternCells: number[]): D;
  /** The cells of fewest candidates and the deep trial (other kinds; see the header). */
  readonly lastResorts: boolean;
  /** One board per nesting level, shared by every search of the kind: analyses run one at a time. */
  readonly pool: B[];
}

export interface AssumptionStep<D = Deduction> {
  deduction: D;
  /** Digits assumed on the longest route of the proof (1 … MAX_ASSUMPTION_DEPTH; deeper for a deep trial). */
  assumedDigits: number;
  /** How the assumed digit was decided: refuted by a contradiction, or confirmed by a complete grid. */
  proof: 'contradiction' | 'solution';
  /** Routes followed to find it, over every cell tried in the search's fixed order. */
  routes: number;
  /** Trials at this depth per trial that decides a cell (1 = every trial works; large = a rare find). */
  scarcity: number;
  /** Cells filled on the routes of the shortest deciding trial at this depth (what a person writes to see it). */
  routeCells: number;
  /** The kind of choice first assumed: a two-candidate cell, a digit's two places in a unit, or a cell of fewest candidates. */
  choice: 'cell' | 'bilocal' | 'fewest';
  /** What followed each assumption: SINGLES_PROPAGATION, or 'singles+' and the letters of the propagators. */
  propagation: string;
}

/**
 * Scratch shared by every search (a search runs to its end before another starts, as the pools
 * assume): the option under trial, the one the nested choice reads, and the nested choice's options
 * at each level (filled by nestedOptions; a level's stay until its branches are done). Typed arrays
 * made once, not per analysis: making them costs more than a whole easy analysis's assumption-free loop.
 */
const trialOption = newOption();
const nestedScratch = newOption();
const nestedCells: Int32Array[] = [];
const nestedValues: Int32Array[] = [];

/** The assumption search on a board of one kind; one analysis's searches share a work budget. */
export class KindAssumptionSearch<B extends TrialBoard, D> extends TrialSearch<B> {
  private readonly option = trialOption;
  private routes = 0;
  /** The fewest candidates of an empty cell, while the cells of fewest candidates are tried. */
  private fewest = 0;
  /** The deepest nesting level a trial reached (what a deep trial reports). */
  private deepest = 0;
  private readonly pool: B[];
  /** The propagators of the current search: none while singles alone follow the assumptions. */
  private propagating: readonly (readonly [string, Propagator<B>])[] = [];
  /** The deepest nesting the last find() tried. */
  maxDepth = MAX_ASSUMPTION_DEPTH;

  /**
   * `propagators`: the letters and searches that follow an assumption when singles are not enough,
   * cheapest first; none keeps A to singles and MAX_ASSUMPTION_DEPTH levels. `deadline`: a
   * generator's time limit, which ends a trial as the budget does.
   */
  constructor(
    private readonly rules: AssumptionRules<B, D>,
    budget = DEFAULT_ASSUMPTION_BUDGET,
    measurementBudget = DEFAULT_MEASUREMENT_BUDGET,
    private readonly propagators: readonly (readonly [string, Propagator<B>])[] = [],
    private readonly deadline?: Deadline,
  ) {
    super(budget, measurementBudget);
    this.pool = rules.pool;
  }

  /** The first assumption step that decides a cell, or null (then check `exhausted`). */
  find(board: B): AssumptionStep<D> | null {
    if (this.exhausted) return null;
    if (this.pool.length > 0 && !this.rules.sameShape(this.pool[0], board)) this.pool.length = 0;
    this.routes = 0;
    this.propagating = [];
    this.maxDepth = MAX_ASSUMPTION_DEPTH;
    const kinds = this.rules.lastResorts ? EVERY_CHOICE_KIND : TWO_WAY_KINDS;
    let found = this.firstDeciding(board, kinds, MAX_ASSUMPTION_DEPTH);
    if (!found && !this.exhausted && this.propagators.length > 0) {
      this.propagating = this.propagators;
      this.maxDepth = board.emptyCount;
      found = this.firstDeciding(board, kinds, this.maxDepth);
    }
    if (found) return this.step(board, found.kind as ChoiceKind, found.trial, found.depth, found.outcome);
    if (this.rules.lastResorts && this.failure === 'no-contradiction' && !this.exhausted) {
      this.maxDepth = MAX_ASSUMPTION_DEPTH;
      return this.deepTrial(board);
    }
    return null;
  }

  /** The board of a nesting level (0: the first assumption), made when first needed. */
  private boardAt(level: number, like: B): B {
    while (this.pool.length <= level) this.pool.push(this.rules.newBoard(like));
    return this.pool[level];
  }

  protected override prepareKind(board: B, kind: number): void {
    this.fewest = kind === FEWEST_CHOICES ? fewestCandidates(board) : 0;
  }

  protected trialCount(board: B, kind: number): number {
    return trialCount(board, kind as ChoiceKind);
  }

  protected isChoice(board: B, kind: number, trial: number): boolean {
    return choiceOption(board, kind as ChoiceKind, trial, this.option, this.fewest);
  }

  /**
   * The last resort, when every choice stays open MAX_ASSUMPTION_DEPTH levels deep: the first
   * two-candidate cell (else the first cell with the fewest candidates) is followed without a
   * depth limit, so its trial either completes the grid or refutes the option on every route.
   * One step that always decides (within the budget), counted at the deepest level it reached.
   */
  private deepTrial(board: B): AssumptionStep<D> | null {
    this.fewest = fewestCandidates(board);
    const kind: ChoiceKind = this.fewest === 2 ? CELL_CHOICES : FEWEST_CHOICES;
    const trials = trialCount(board, kind);
    for (let trial = 0; trial < trials; trial++) {
      this.deepest = 0;
      const outcome = this.tryTrial(board, kind, trial, board.geometry.cellCount);
      if (outcome === null) continue;
      if (outcome === ABORTED) {
        this.exhausted = true;
        return null;
      }
      if (outcome === OPEN) return null;
      return this.step(board, kind, trial, this.deepest, outcome, false);
    }
    return null;
  }

  /**
   * Trial number `trial` of a kind (see choiceOption), followed `depth` levels deep; null when
   * that trial is not a choice in this position.
   */
  protected tryTrial(board: B, kind: number, trial: number, depth: number): Outcome | null {
    const option = this.option;
    if (!choiceOption(board, kind as ChoiceKind, trial, option, this.fewest)) return null;
    const position = this.boardAt(0, board);
    position.copyFrom(board);
    position.place(option.cell, option.value);
    this.filled = 0;
    return this.explore(position, depth, 1);
  }

  private step(
    board: B,
    kind: ChoiceKind,
    trial: number,
    depth: number,
    outcome: Outcome,
    measure = true,
  ): AssumptionStep<D> {
    const option = this.option;
    choiceOption(board, kind, trial, option, this.fewest);
    // A contradiction refutes the option assumed; a completed grid refutes every other one.
    const eliminations: number[] = [];
    if (outcome === CONTRADICTION) eliminations.push(board.candidateCode(option.cell, option.value));
    else
      for (let k = 0; k < option.otherCount; k++)
        eliminations.push(board.candidateCode(option.otherCells[k], option.otherValues[k]));
    const patternCells = kind === BILOCAL_CHOICES ? [option.cell, option.otherCells[0]] : [option.cell];
    const unit = option.unit;
    const routes = this.routes;
    this.shortest = this.filled;
    const scarcity = measure ? this.scarcity(board, kind, trial, depth) : 1;
    return {
      deduction: this.rules.deduction(eliminations, unit, patternCells),
      assumedDigits: depth,
      proof: outcome === CONTRADICTION ? 'contradiction' : 'solution',
      routes,
      routeCells: this.shortest,
      scarcity,
      choice: kind === CELL_CHOICES ? 'cell' : kind === BILOCAL_CHOICES ? 'bilocal' : 'fewest',
      propagation:
        this.propagating.length === 0
          ? SINGLES_PROPAGATION
          : `${SINGLES_PROPAGATION}+${this.propagating.map(([letter]) => letter).join('')}`,
    };
  }

  /** Follows the assumption already placed on `board` (pool[level - 1]), nesting below `level`. */
  private explore(board: B, depth: number, level: number): Outcome {
    this.routes++;
    if (level > this.deepest) this.deepest = level;
    const propagated = this.propagate(board);
    if (propagated !== OPEN || level === depth) return propagated;
    const cells = (nestedCells[level] ??= new Int32Array(MAX_SYMBOLS));
    const values = (nestedValues[level] ??= new Int32Array(MAX_SYMBOLS));
    const options = nestedOptions(board, nestedScratch, this.rules.lastResorts, cells, values);
    if (options === 0) return OPEN;
    const child = this.boardAt(level, board);
    let allContradict = true;
    for (let k = 0; k < options; k++) {
      child.copyFrom(board);
      child.place(cells[k], values[k]);
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
  private propagate(board: B): Outcome {
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
  private propagateOnce(board: B): boolean | null {
    const { codeCell, codeValue } = this.rules;
    const propagating = this.propagating;
    // Indexed: destructuring each pair would allocate an iterator a search.
    for (let i = 0; i < propagating.length; i++) {
      if (++this.spent > this.budget) return false;
      const found = propagating[i][1](board);
      if (!found) continue;
      let removed = false;
      for (const code of found.eliminations) if (board.eliminate(codeCell(code), codeValue(code))) removed = true;
      if (removed) return true;
    }
    return null;
  }

  private propagateSingles(board: B): Outcome {
    for (;;) {
      if (++this.spent > this.budget || this.deadline?.reached()) return ABORTED;
      const pass = this.rules.singlesPass(board);
      if (pass === PASS_CONTRADICTION) return CONTRADICTION;
      if (board.emptyCount === 0) return SOLVED;
      if (pass === PASS_NOTHING) return OPEN;
    }
  }
}

/** The 9×9 board's rules (also the forcing chains' branches, forcing-chains.ts). */
export const NINE_BY_NINE_RULES: AssumptionRules<Board, Deduction> = {
  newBoard: (like) => new Board(like.layout),
  sameShape: (board, like) => board instanceof Board && board.layout === like.layout,
  singlesPass,
  codeCell: eliminationCell,
  codeValue: eliminationDigit,
  deduction: (eliminations, unit, patternCells) => ({
    technique: 'A',
    placeCell: -1,
    placeDigit: 0,
    eliminations,
    unit,
    patternCells,
  }),
  lastResorts: false,
  pool: [],
};

/** The rules of every other kind's board. */
export const VARIANT_RULES: AssumptionRules<VariantBoard, VariantDeduction> = {
  newBoard: (like) => new VariantBoard(like.geometry),
  sameShape: (board, like) => board instanceof VariantBoard && board.geometry === like.geometry,
  singlesPass: variantSinglesPass,
  codeCell,
  codeValue,
  deduction: (eliminations, unit, patternCells) => ({
    technique: 'A',
    placeCell: -1,
    placeValue: 0,
    eliminations,
    unit,
    patternCells,
  }),
  lastResorts: true,
  pool: [],
};

/** The search on the 9×9 board (SPEC §3's two-way choices, with the analysis's propagators). */
export class AssumptionSearch extends KindAssumptionSearch<Board, Deduction> {
  constructor(
    budget = DEFAULT_ASSUMPTION_BUDGET,
    measurementBudget = DEFAULT_MEASUREMENT_BUDGET,
    propagators: readonly (readonly [string, Propagator<Board>])[] = [],
  ) {
    super(NINE_BY_NINE_RULES, budget, measurementBudget, propagators);
  }
}

/** The search on the board of every other kind (singles only, with the last resorts and a generator's deadline). */
export class VariantAssumptionSearch extends KindAssumptionSearch<VariantBoard, VariantDeduction> {
  constructor(budget = DEFAULT_ASSUMPTION_BUDGET, measurementBudget = DEFAULT_MEASUREMENT_BUDGET, deadline?: Deadline) {
    super(VARIANT_RULES, budget, measurementBudget, [], deadline);
  }
}
