/**
 * The generator's fallback when hill climbing stalls (issue 18): a search over the digits of the
 * pattern's cells that minimises the number of solutions, counted by the exact solver up to a cap.
 *
 * Why it is complete in the limit: every puzzle with one solution on the pattern is its solution
 * grid masked by the pattern, each restart masks a fresh random full grid, and the full-grid
 * generator reaches every grid with positive probability; the moves in between only make the
 * success on one restart likelier. So any pattern that has a unique puzzle gets one, given time.
 *
 * A move is guided by two solutions of the current givens: the cells where they differ form a
 * set no given touches, so only a given that sees one of those cells can split them. That given
 * takes another digit its peers allow; the change is kept unless the count went up (or went to 0).
 */

import { STANDARD_LAYOUT } from '../board/layout';
import type { Digits } from '../board/grid';
import type { Random } from '../core/random';
import { countSolutions, solve } from '../solver/solver';

/** Solutions counted at most; beyond it all states look alike (measured on the hard test pattern). */
export const SOLUTION_COUNT_CAP = 32;
/** Moves without a lower count before a restart from a fresh full grid. */
export const MOVES_BEFORE_RESTART = 300;

/**
 * Moves in a row that leave no solution before a restart: on dense patterns almost every change
 * does, and a fresh mask is the better bet; fewer than 10 restart sparse patterns too soon to find
 * theirs (the figures: docs/benchmarks.md, "The generator's search: what was tried").
 */
export const DEAD_ENDS_BEFORE_RESTART = 10;

const PEERS = STANDARD_LAYOUT.peers;

/**
 * The givens that see a cell where two solutions of `givens` differ: only a change to one of them
 * can split those solutions. All `cells` when the givens have fewer than two solutions or no given
 * sees a difference. `sees` is scratch (81 entries).
 */
export function givensSeeingDifference(givens: Digits, cells: readonly number[], sees: Uint8Array): readonly number[] {
  const [first, second] = solve(givens, 2).solutions;
  if (!second) return cells;
  sees.fill(0);
  for (let cell = 0; cell < 81; cell++) {
    if (first[cell] === second[cell]) continue;
    for (const peer of PEERS[cell]) sees[peer] = 1;
  }
  const choices = cells.filter((cell) => sees[cell]);
  return choices.length > 0 ? choices : cells;
}

export class CountSearch {
  /** Full grids masked so far. */
  restarts = 0;
  moves = 0;

  private readonly givens = new Uint8Array(81);
  private readonly trial = new Uint8Array(81);
  private readonly seesDifference = new Uint8Array(81);
  /** givensSeeingDifference of the current givens, or null until asked for after a change. */
  private splitters: readonly number[] | null = null;
  private count = 0;
  private deadEnds = 0;
  private staleMoves = MOVES_BEFORE_RESTART;

  constructor(
    private readonly cells: readonly number[],
    private readonly random: Random,
    private readonly fullGrid: (random: Random) => Digits,
    private readonly movesBeforeRestart = MOVES_BEFORE_RESTART,
    private readonly deadEndsBeforeRestart = DEAD_ENDS_BEFORE_RESTART,
  ) {
    this.staleMoves = movesBeforeRestart;
  }

  /** One restart or one move; returns the givens (a fresh copy) when they have one solution. */
  step(): Digits | null {
    if (this.staleMoves >= this.movesBeforeRestart) return this.restart();
    return this.move();
  }

  private restart(): Digits | null {
    this.restarts++;
    this.staleMoves = 0;
    this.deadEnds = 0;
    const grid = this.fullGrid(this.random);
    this.givens.fill(0);
    for (const cell of this.cells) this.givens[cell] = grid[cell];
    this.splitters = null;
    this.count = countSolutions(this.givens, SOLUTION_COUNT_CAP);
    return this.count === 1 ? Uint8Array.from(this.givens) : null;
  }

  private move(): Digits | null {
    this.moves++;
    this.staleMoves++;
    const cell = this.givenToChange();
    const digit = this.otherAllowedDigit(cell);
    if (digit === 0) return null;
    const trial = this.trial;
    trial.set(this.givens);
    trial[cell] = digit;
    const count = countSolutions(trial, SOLUTION_COUNT_CAP);
    if (count === 0 && ++this.deadEnds >= this.deadEndsBeforeRestart) this.staleMoves = this.movesBeforeRestart;
    if (count === 0 || count > this.count) return null;
    this.deadEnds = 0;
    if (count < this.count) this.staleMoves = 0;
    this.count = count;
    this.givens.set(trial);
    this.splitters = null;
    return count === 1 ? Uint8Array.from(trial) : null;
  }

  /**
   * A random given that sees a cell where two solutions differ (any given if none does). The
   * choices are kept while the givens stay (most moves are refused): finding them solves the givens.
   */
  private givenToChange(): number {
    this.splitters ??= givensSeeingDifference(this.givens, this.cells, this.seesDifference);
    return this.splitters[this.random.int(this.splitters.length)];
  }

  /** A random digit, other than the current one, that no peer given holds (0 when none). */
  private otherAllowedDigit(cell: number): number {
    let used = 1 << this.givens[cell];
    for (const peer of PEERS[cell]) used |= 1 << this.givens[peer];
    const free: number[] = [];
    for (let digit = 1; digit <= 9; digit++) if (!(used & (1 << digit))) free.push(digit);
    return free.length > 0 ? free[this.random.int(free.length)] : 0;
  }
}
