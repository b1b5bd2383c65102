/**
 * Skipping digits a single-digit search already found nothing for. A Jellyfish, a finned fish, a
 * single-digit pattern, an X-Chain or the single-digit Hamada reads one digit's places only (and
 * the layout), so what it finds for that digit is a function of those places: a digit whose
 * places are the same as when the search last found nothing for it gives nothing again. The
 * analysis loop re-runs every search after each step, and a step beyond the singles usually
 * changes one digit's places, so most digits are skipped; the first deduction found, and so the
 * log, is the same as without.
 *
 * Each search keeps its own record: the places (per row, a 9-bit column mask) of each digit at its
 * last empty search, compared with the position's shared table (position-tables.ts). A record is
 * exact, not a hash, so it can never skip a digit wrongly.
 */

import type { Board } from '../board/board';
import { SIDE, type Layout } from '../board/layout';
import { linePlaces } from './position-tables';
import type { Deduction } from './technique';

/** No 9-bit row mask equals this: a digit with no record is always searched. */
const NO_RECORD = 0xffff;

export class UnchangedDigits {
  private readonly emptyAt = new Uint16Array(SIDE * SIDE).fill(NO_RECORD);
  private readonly current = new Uint16Array(SIDE * SIDE);
  private layout: Layout | null = null;

  /** The digits (bit d - 1) whose places differ from those of the last empty search. */
  changedDigits(board: Board): number {
    if (board.layout !== this.layout) {
      this.layout = board.layout;
      this.emptyAt.fill(NO_RECORD);
    }
    const { current, emptyAt } = this;
    current.set(linePlaces(board).rows);
    let changed = 0;
    for (let digitIndex = 0; digitIndex < SIDE; digitIndex++) {
      const base = digitIndex * SIDE;
      for (let row = 0; row < SIDE; row++) {
        if (current[base + row] !== emptyAt[base + row]) {
          changed |= 1 << digitIndex;
          break;
        }
      }
    }
    return changed;
  }

  /** Records that the search found nothing for these digits on the places read by changedDigits. */
  foundNothing(digits: number): void {
    for (let digitIndex = 0; digitIndex < SIDE; digitIndex++) {
      if ((digits & (1 << digitIndex)) === 0) continue;
      const base = digitIndex * SIDE;
      this.emptyAt.set(this.current.subarray(base, base + SIDE), base);
    }
  }

  /**
   * For a search that tries digits in ascending order and stops at the first deduction: runs
   * `findForDigit` on the changed digits only, recording each that gives nothing.
   */
  firstDeduction(board: Board, findForDigit: (digitIndex: number) => Deduction | null): Deduction | null {
    const changed = this.changedDigits(board);
    for (let rest = changed; rest !== 0; rest &= rest - 1) {
      const digitIndex = 31 - Math.clz32(rest & -rest);
      const found = findForDigit(digitIndex);
      if (found) return found;
      this.foundNothing(1 << digitIndex);
    }
    return null;
  }
}
