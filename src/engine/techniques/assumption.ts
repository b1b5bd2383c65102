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
 * The work is counted in propagation passes against a hard budget, so a puzzle beyond it ends as
 * Not Conquer with a reason instead of hanging.
 */

import { Board } from '../board';
import { ALL_DIGITS, BIT_COUNT, LOWEST_DIGIT, SINGLE_DIGIT, digitBit } from '../bits';
import { CELL_COUNT, SIDE } from '../layout';
import { Deduction, encodeElimination } from './technique';

export const MAX_ASSUMPTION_DEPTH = 5;
/** Propagation passes one analysis may spend on assumptions (a pass is one sweep of cells and units). */
export const DEFAULT_ASSUMPTION_BUDGET = 300_000;

/** Propagation passes each step may spend measuring its scarcity (see AssumptionSearch.scarcity). */
const SCARCITY_ALLOWANCE = 20_000;

export const ASSUMPTION_RULE =
  'Assume one digit of a two-candidate cell and follow the basic searches (nesting up to 5 levels): a contradiction proves the other digit.';

/** Outcome of following an assumption. */
const CONTRADICTION = 0;
const OPEN = 1;
const SOLVED = 2;
const ABORTED = 3;
type Outcome = typeof CONTRADICTION | typeof OPEN | typeof SOLVED | typeof ABORTED;

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
}

/** One analysis's assumption searches share a work budget. */
export class AssumptionSearch {
  /** Propagation passes spent so far. */
  spent = 0;
  exhausted = false;
  private routes = 0;
  /** Cells filled by propagation since the current trial began. */
  private filled = 0;
  /** The fewest cells filled on the routes of any deciding trial at the proof's depth. */
  private shortest = 0;
  /** One board per nesting level, shared by every search: analyses run one at a time. */
  private static readonly pool: Board[] = [];
  private readonly pool = AssumptionSearch.pool;

  constructor(public budget = DEFAULT_ASSUMPTION_BUDGET) {}

  /** The first assumption step that decides a cell, or null (then check `exhausted`). */
  find(board: Board): AssumptionStep | null {
    if (this.exhausted) return null;
    if (this.pool.length === 0 || this.pool[0].layout !== board.layout) {
      this.pool.length = 0;
      for (let level = 0; level <= MAX_ASSUMPTION_DEPTH; level++) this.pool.push(new Board(board.layout));
    }
    this.routes = 0;
    for (let depth = 1; depth <= MAX_ASSUMPTION_DEPTH; depth++) {
      let anyOpen = false;
      for (let trial = 0; trial < 2 * CELL_COUNT; trial++) {
        const outcome = this.tryTrial(board, trial, depth);
        if (outcome === ABORTED) {
          this.exhausted = true;
          return null;
        }
        if (outcome === OPEN) anyOpen = true;
        if (outcome === CONTRADICTION || outcome === SOLVED) return this.step(board, trial, depth, outcome);
      }
      // Every route ended before this depth: nesting deeper cannot find anything new.
      if (!anyOpen) return null;
    }
    return null;
  }

  /**
   * Trial number `trial` = cell * 2 + (0: the smaller digit, 1: the larger) of a two-candidate
   * cell, followed `depth` levels deep; null when the cell has not exactly two candidates.
   */
  private tryTrial(board: Board, trial: number, depth: number): Outcome | null {
    const cell = trial >> 1;
    const pair = board.candidates[cell];
    if (board.values[cell] !== 0 || BIT_COUNT[pair] !== 2) return null;
    const digit = trial & 1 ? LOWEST_DIGIT[pair & (pair - 1)] : LOWEST_DIGIT[pair];
    const position = this.pool[0];
    position.copyFrom(board);
    position.place(cell, digit);
    this.filled = 0;
    return this.explore(position, depth, 1);
  }

  private step(board: Board, trial: number, depth: number, outcome: Outcome): AssumptionStep {
    const cell = trial >> 1;
    const pair = board.candidates[cell];
    const assumed = trial & 1 ? LOWEST_DIGIT[pair & (pair - 1)] : LOWEST_DIGIT[pair];
    const removed = outcome === CONTRADICTION ? assumed : LOWEST_DIGIT[pair & ~digitBit(assumed)];
    const routes = this.routes;
    this.shortest = this.filled;
    const scarcity = this.scarcity(board, trial, depth);
    const routeCells = this.shortest;
    return {
      deduction: {
        technique: 'A',
        placeCell: -1,
        placeDigit: 0,
        eliminations: [encodeElimination(cell, removed)],
        unit: -1,
        patternCells: [cell],
      },
      assumedDigits: depth,
      proof: outcome === CONTRADICTION ? 'contradiction' : 'solution',
      routes,
      routeCells,
      scarcity,
    };
  }

  /**
   * Trials at this depth per trial that decides a cell: how many a person trying cells at random
   * would expect to follow before one works. The trials before `found` all stayed open; the rest
   * are followed too, on an allowance of their own (SCARCITY_ALLOWANCE passes, not charged to the
   * budget: this is measurement, not solving); past it the rest count as open.
   */
  private scarcity(board: Board, found: number, depth: number): number {
    const spent = this.spent;
    const budget = this.budget;
    this.budget = spent + SCARCITY_ALLOWANCE;
    let trials = 0;
    let deciding = 1;
    for (let trial = 0; trial < 2 * CELL_COUNT; trial++) {
      if (trial > found && this.spent < this.budget) {
        const outcome = this.tryTrial(board, trial, depth);
        if (outcome === null) continue;
        if (outcome === CONTRADICTION || outcome === SOLVED) {
          deciding++;
          this.shortest = Math.min(this.shortest, this.filled);
        }
        trials++;
      } else if (board.values[trial >> 1] === 0 && BIT_COUNT[board.candidates[trial >> 1]] === 2) trials++;
    }
    this.spent = spent;
    this.budget = budget;
    return trials / deciding;
  }

  /** Follows the assumption already placed on `board` (pool[level - 1]), nesting below `level`. */
  private explore(board: Board, depth: number, level: number): Outcome {
    this.routes++;
    const propagated = this.propagate(board);
    if (propagated !== OPEN || level === depth) return propagated;
    const cell = mostInfluentialTwoCandidateCell(board);
    if (cell < 0) return OPEN;
    const pair = board.candidates[cell];
    const child = this.pool[level];
    let allContradict = true;
    for (let digit = LOWEST_DIGIT[pair]; digit <= SIDE; digit++) {
      if ((pair & digitBit(digit)) === 0) continue;
      child.copyFrom(board);
      child.place(cell, digit);
      const outcome = this.explore(child, depth, level + 1);
      if (outcome === SOLVED || outcome === ABORTED) return outcome;
      if (outcome === OPEN) allContradict = false;
    }
    return allContradict ? CONTRADICTION : OPEN;
  }

  /** Places naked and hidden singles until none is left; reports a contradiction or a full grid. */
  private propagate(board: Board): Outcome {
    const before = board.emptyCount;
    const outcome = this.propagateSingles(board);
    this.filled += before - board.emptyCount;
    return outcome;
  }

  private propagateSingles(board: Board): Outcome {
    const { values, candidates } = board;
    const { unitCount, unitCells } = board.layout;
    for (;;) {
      if (++this.spent > this.budget) return ABORTED;
      let placed = false;
      for (let cell = 0; cell < CELL_COUNT; cell++) {
        if (values[cell] !== 0) continue;
        const mask = candidates[cell];
        if (mask === 0) return CONTRADICTION;
        const digit = SINGLE_DIGIT[mask];
        if (digit !== 0) {
          board.place(cell, digit);
          placed = true;
        }
      }
      for (let unit = 0; unit < unitCount; unit++) {
        const base = unit * SIDE;
        let once = 0;
        let twice = 0;
        let present = 0;
        for (let i = 0; i < SIDE; i++) {
          const cell = unitCells[base + i];
          if (values[cell] !== 0) present |= digitBit(values[cell]);
          else {
            const mask = candidates[cell];
            twice |= once & mask;
            once |= mask;
          }
        }
        if ((once | present) !== ALL_DIGITS) return CONTRADICTION;
        let singles = once & ~twice & ~present;
        while (singles !== 0) {
          const bit = singles & -singles;
          singles &= ~bit;
          for (let i = 0; i < SIDE; i++) {
            const cell = unitCells[base + i];
            if (candidates[cell] & bit) {
              board.place(cell, LOWEST_DIGIT[bit]);
              placed = true;
              break;
            }
          }
        }
      }
      if (board.emptyCount === 0) return SOLVED;
      if (!placed) return OPEN;
    }
  }
}

/**
 * The nested choice: the two-candidate cell whose digits are candidates in the most of its
 * peers (either value then removes the most), the first in reading order among equals.
 */
function mostInfluentialTwoCandidateCell(board: Board): number {
  const { values, candidates } = board;
  const peers = board.layout.peers;
  let best = -1;
  let bestScore = -1;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const pair = candidates[cell];
    if (values[cell] !== 0 || BIT_COUNT[pair] !== 2) continue;
    const cellPeers = peers[cell];
    let score = 0;
    for (let i = 0; i < cellPeers.length; i++) {
      const shared = candidates[cellPeers[i]] & pair;
      if (shared !== 0) score += BIT_COUNT[candidates[cellPeers[i]]] === 2 ? 3 : 1;
    }
    if (score > bestScore) {
      best = cell;
      bestScore = score;
    }
  }
  return best;
}
