/**
 * Assumption (A) on any geometry, with the rules of techniques/assumption.ts: assume one option of
 * a choice, follow it with the basic searches (naked and hidden singles in every unit); a
 * contradiction refutes the option, a completed grid proves it. Nested up to MAX_ASSUMPTION_DEPTH
 * levels, shallow proofs first, in a fixed order so the same puzzle gives the same log:
 *  - the first assumption: two-candidate cells in reading order, smaller value first; then
 *    bilocal pairs (units in index order, values ascending, first place first); then, where the
 *    board has no two-candidate cell at all, each option of the cells with the fewest candidates
 *    (reading order, values ascending) — large puzzles can run out of two-way choices;
 *  - a nested assumption: the most influential two-candidate cell, else the first bilocal pair,
 *    else every option of the first cell with the fewest candidates;
 *  - beyond SPEC §3, where every choice stays open five levels deep (hard jigsaws, whose singles
 *    propagate little): the first choice followed without a depth limit (deepTrial), so that A
 *    always decides and every unique puzzle is conquered within the budget.
 * Work is counted in propagation passes against the same budgets as on 9×9; A(n) and effort use
 * the same depth, scarcity and route measures.
 */

import { DEFAULT_ASSUMPTION_BUDGET, DEFAULT_MEASUREMENT_BUDGET, MAX_ASSUMPTION_DEPTH } from './assumption';
import { ABORTED, CONTRADICTION, OPEN, Outcome, SOLVED, TrialSearch } from './trial-search';
import { VariantBoard } from '../board/variant-board';
import type { Deadline } from '../core/deadline';
import { VariantDeduction } from '../analysis/variant-deduction';
import { candidateCode, codeCell, codeValue } from '../board/candidate-code';
import {
  BILOCAL_CHOICES,
  CELL_CHOICES,
  CHOICE_KINDS,
  ChoiceKind,
  FEWEST_CHOICES,
  choiceOption,
  fewestCandidates,
  nestedOptions,
  newOption,
  trialCount,
} from './variant-choices';

export interface VariantAssumptionStep {
  deduction: VariantDeduction;
  assumedDigits: number;
  proof: 'contradiction' | 'solution';
  scarcity: number;
  routeCells: number;
  choice: 'cell' | 'bilocal' | 'fewest';
}

export class VariantAssumptionSearch extends TrialSearch<VariantBoard> {
  /** The nesting a stop reports: deepTrial goes further, but only to decide, never to report. */
  readonly maxDepth = MAX_ASSUMPTION_DEPTH;
  private readonly option = newOption();
  private readonly nested = newOption();
  private fewest = 0;
  /** The deepest nesting level a trial reached. */
  private deepest = 0;
  private readonly pool: VariantBoard[] = [];
  private readonly singles = new Int32Array(64);

  constructor(
    budget = DEFAULT_ASSUMPTION_BUDGET,
    measurementBudget = DEFAULT_MEASUREMENT_BUDGET,
    /** A generator's time limit, which ends a trial as the budget does. */
    private readonly deadline?: Deadline,
  ) {
    super(budget, measurementBudget);
  }

  find(board: VariantBoard): VariantAssumptionStep | null {
    if (this.exhausted) return null;
    if (this.pool.length === 0 || this.pool[0].geometry !== board.geometry) {
      this.pool.length = 0;
      for (let level = 0; level <= MAX_ASSUMPTION_DEPTH; level++) this.pool.push(new VariantBoard(board.geometry));
    }
    const found = this.firstDeciding(board, CHOICE_KINDS, MAX_ASSUMPTION_DEPTH);
    if (found) return this.step(board, found.kind as ChoiceKind, found.trial, found.depth, found.outcome);
    return this.failure === 'no-contradiction' && !this.exhausted ? this.deepTrial(board) : null;
  }

  protected override prepareKind(board: VariantBoard, kind: number): void {
    this.fewest = kind === FEWEST_CHOICES ? fewestCandidates(board) : 0;
  }

  protected trialCount(board: VariantBoard, kind: number): number {
    return trialCount(board, kind as ChoiceKind);
  }

  protected isChoice(board: VariantBoard, kind: number, trial: number): boolean {
    return choiceOption(board, kind as ChoiceKind, trial, this.option, this.fewest);
  }

  /**
   * The last resort, when every choice stays open MAX_ASSUMPTION_DEPTH levels deep: the first
   * two-candidate cell (else the first cell with the fewest candidates) is followed without a
   * depth limit, so its trial either completes the grid or refutes the option on every route.
   * One step that always decides (within the budget), counted at the deepest level it reached.
   */
  private deepTrial(board: VariantBoard): VariantAssumptionStep | null {
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

  protected tryTrial(board: VariantBoard, kind: number, trial: number, depth: number): Outcome | null {
    if (!choiceOption(board, kind as ChoiceKind, trial, this.option, this.fewest)) return null;
    const position = this.pool[0];
    position.copyFrom(board);
    position.place(this.option.cell, this.option.value);
    this.filled = 0;
    return this.explore(position, depth, 1);
  }

  private step(
    board: VariantBoard,
    kind: ChoiceKind,
    trial: number,
    depth: number,
    outcome: Outcome,
    measure = true,
  ): VariantAssumptionStep {
    const option = this.option;
    choiceOption(board, kind, trial, option, this.fewest);
    const eliminations = outcome === CONTRADICTION ? [candidateCode(option.cell, option.value)] : [...option.others];
    const patternCells = kind === BILOCAL_CHOICES ? [option.cell, codeCell(option.others[0])] : [option.cell];
    const unit = option.unit;
    this.shortest = this.filled;
    const scarcity = measure ? this.scarcity(board, kind, trial, depth) : 1;
    return {
      deduction: { technique: 'A', placeCell: -1, placeValue: 0, eliminations, unit, patternCells },
      assumedDigits: depth,
      proof: outcome === CONTRADICTION ? 'contradiction' : 'solution',
      scarcity,
      routeCells: this.shortest,
      choice: kind === CELL_CHOICES ? 'cell' : kind === BILOCAL_CHOICES ? 'bilocal' : 'fewest',
    };
  }

  private explore(board: VariantBoard, depth: number, level: number): Outcome {
    this.deepest = Math.max(this.deepest, level);
    const before = board.emptyCount;
    const propagated = this.propagate(board);
    this.filled += before - board.emptyCount;
    if (propagated !== OPEN || level === depth) return propagated;
    const options = nestedOptions(board, this.nested);
    if (options.length === 0) return OPEN;
    const child = (this.pool[level] ??= new VariantBoard(board.geometry));
    let allContradict = true;
    for (const code of options) {
      child.copyFrom(board);
      child.place(codeCell(code), codeValue(code));
      const outcome = this.explore(child, depth, level + 1);
      if (outcome === SOLVED || outcome === ABORTED) return outcome;
      if (outcome === OPEN) allContradict = false;
    }
    return allContradict ? CONTRADICTION : OPEN;
  }

  /** Naked and hidden singles in every unit until none is left; a contradiction or a full grid ends it. */
  private propagate(board: VariantBoard): Outcome {
    const { cellCount, units, size } = board.geometry;
    const { values, counts, places, holds } = board;
    for (;;) {
      if (++this.spent > this.budget || this.deadline?.reached()) return ABORTED;
      let placed = false;
      for (let cell = 0; cell < cellCount; cell++) {
        if (values[cell] !== 0) continue;
        if (counts[cell] === 0) return CONTRADICTION;
        if (counts[cell] === 1) {
          board.place(cell, board.lowest(cell));
          placed = true;
        }
      }
      for (let unit = 0; unit < units.length; unit++) {
        // The unit's singles as they stand before any is placed (as on 9×9): a value left with
        // one place by a placement in this unit waits for the next pass.
        const base = unit * size;
        let singles = 0;
        for (let v = 0; v < size; v++) {
          const count = places[base + v];
          if (count === 1) this.singles[singles++] = v + 1;
          else if (count === 0 && holds[base + v] === 0) return CONTRADICTION;
        }
        for (let k = 0; k < singles; k++) {
          const cell = board.placeOf(unit, this.singles[k]);
          if (cell < 0) continue;
          board.place(cell, this.singles[k]);
          placed = true;
        }
      }
      if (board.emptyCount === 0) return SOLVED;
      if (!placed) return OPEN;
    }
  }
}
