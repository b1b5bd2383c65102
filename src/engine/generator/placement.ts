/**
 * Candidate-minimising placement (the research paper of SPEC §9): fill the pattern's cells one
 * digit at a time, each time taking, over every (cell, digit) option still open, the one that
 * leaves the fewest candidates on the whole board without emptying any cell, random among ties.
 * A board with few candidates left is one the easy techniques are close to solving, so this is
 * the hill climb's starting point instead of the published method's random full grid.
 */

import { BIT_COUNT, LOWEST_DIGIT } from '../board/bits';
import { CELL_COUNT } from '../board/layout';
import type { Random } from '../core/random';
import type { LogicBoard } from './logic';

/**
 * Writes the chosen digits into `givens` (81 entries, pattern cells filled, others 0), using
 * `board` as scratch. Returns false when some pattern cell is left with no digit that keeps
 * every cell open (the caller restarts).
 */
export function placeMinimisingCandidates(
  cells: readonly number[],
  random: Random,
  board: LogicBoard,
  givens: Uint8Array,
): boolean {
  givens.fill(0);
  board.load(givens);
  const values = board.values;
  const candidates = board.candidates;
  for (let step = 0; step < cells.length; step++) {
    let bestRemoved = -1;
    let ties = 0;
    let chosenCell = -1;
    let chosenDigit = 0;
    for (const cell of cells) {
      if (values[cell]) continue;
      const mask = candidates[cell];
      if (mask === 0) return false;
      const emptiesAPeer = board.countPeersHolding(cell, mask);
      for (let rest = mask; rest; rest &= rest - 1) {
        const digit = LOWEST_DIGIT[rest];
        if (emptiesAPeer & (1 << (digit - 1))) continue;
        // Total candidates after placing = total now − what disappears; maximise what disappears.
        const removed = BIT_COUNT[mask] + board.peerCounts[digit - 1];
        if (removed < bestRemoved) continue;
        if (removed > bestRemoved) {
          bestRemoved = removed;
          ties = 0;
        }
        ties++;
        if (random.int(ties) === 0) {
          chosenCell = cell;
          chosenDigit = digit;
        }
      }
    }
    if (chosenCell < 0) return false;
    board.place(chosenCell, chosenDigit);
    givens[chosenCell] = chosenDigit;
  }
  return givens.length === CELL_COUNT;
}
