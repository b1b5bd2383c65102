/**
 * The improvement pass after the combined generator's greedy removal (issue 21: the record's own
 * density, 16.44 givens per grid, came from an evolutionary optimiser). When the removal ends, no
 * single given can go. A move here takes one given `a` out and puts back a cell `b` that logic
 * then leaves blank in a's failing neighbourhood (so that neighbourhood solves its grid again), and
 * then tries to take out another given `c` of that neighbourhood: two out, one in. A move that
 * only trades a for b is kept too, so the search walks the plateau of equally sparse puzzles and
 * reaches removals the greedy order missed. Every change is tested as the removal tests it — each
 * neighbourhood holding a removed cell must still fill its own grid by logic, and a new given only
 * helps — so the puzzle stays unique and solvable without assumptions after every move.
 */

import type { Random } from '../core/random';
import type { Deadline } from '../core/deadline';
import { type Neighbourhoods, isCoreSolvedAround, unsolvedCoreAround } from './neighbourhoods';

/** Givens of a's neighbourhood tried as the second one out, per move. */
const SECOND_REMOVAL_TRIES = 8;

export interface ImproveOptions {
  /** Moves to make at most (the pass's work budget, so a seed gives the same puzzle). */
  moves: number;
  /** Stop once the givens are down to this many. */
  floor: number;
  random: Random;
  deadline: Deadline;
}

/** Improves `givens` in place (cells 0 where blank); returns how many givens went in all. */
export function improveGivens(
  neighbourhoods: Neighbourhoods,
  givens: Uint8Array,
  solution: ArrayLike<number>,
  options: ImproveOptions,
): number {
  const { list, memberStart, members } = neighbourhoods;
  const { random, deadline } = options;
  const placed = new GivenSet(givens);
  const start = placed.size;
  /** The first neighbourhood holding `cell` whose grid logic no longer fills, or -1. */
  const failingAround = (cell: number): number => {
    for (let k = memberStart[cell]; k < memberStart[cell + 1]; k++)
      if (!isCoreSolvedAround(list[members[k]], givens)) return members[k];
    return -1;
  };
  const take = (cell: number): void => {
    givens[cell] = 0;
    placed.remove(cell);
  };
  const put = (cell: number): void => {
    givens[cell] = solution[cell];
    placed.add(cell);
  };

  for (let move = 0; move < options.moves && placed.size > options.floor && !deadline.readNow(); move++) {
    const a = placed.at(random.int(placed.size));
    take(a);
    const failing = failingAround(a);
    if (failing < 0) continue; // a alone could go after earlier moves
    const blanks = unsolvedCoreAround(list[failing], givens).filter((cell) => cell !== a);
    if (blanks.length === 0) {
      put(a);
      continue;
    }
    const b = blanks[random.int(blanks.length)];
    put(b);
    if (failingAround(a) >= 0) {
      take(b);
      put(a);
      continue;
    }
    const others = random.shuffle(Array.from(list[failing].toWhole).filter((cell) => givens[cell] !== 0 && cell !== b));
    for (const c of others.slice(0, SECOND_REMOVAL_TRIES)) {
      take(c);
      if (failingAround(c) < 0) break;
      put(c);
    }
  }
  return start - placed.size;
}

/** The given cells, with constant-time add, remove and pick by index. */
class GivenSet {
  private readonly cells: Int32Array;
  private readonly index: Int32Array;
  size = 0;

  constructor(givens: Uint8Array) {
    this.cells = new Int32Array(givens.length);
    this.index = new Int32Array(givens.length).fill(-1);
    for (let cell = 0; cell < givens.length; cell++) if (givens[cell] !== 0) this.add(cell);
  }

  at(i: number): number {
    return this.cells[i];
  }

  add(cell: number): void {
    this.index[cell] = this.size;
    this.cells[this.size++] = cell;
  }

  remove(cell: number): void {
    const i = this.index[cell];
    const last = this.cells[--this.size];
    this.cells[i] = last;
    this.index[last] = i;
    this.index[cell] = -1;
  }
}
