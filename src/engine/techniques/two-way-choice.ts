/**
 * The two-way choices the assumption search (assumption.ts) tries, in its fixed order: first the
 * two-candidate cells ("this digit or that one"), then the bilocal pairs ("this digit here or
 * there": a digit with exactly two places in a unit). Each has exactly one true option.
 */

import type { Board } from '../board/board';
import { BIT_COUNT, LOWEST_DIGIT, digitBit } from '../board/bits';
import { CELL_COUNT, SIDE } from '../board/layout';
import { digitPositions } from './patterns';

/** The two kinds of two-way choice, tried in this order (see the header). */
export const CELL_CHOICES = 0;
export const BILOCAL_CHOICES = 1;
export type ChoiceKind = typeof CELL_CHOICES | typeof BILOCAL_CHOICES;

/** One option of a two-way choice: `cell` holds `digit`; the other option is `otherCell` = `otherDigit`. */
export interface ChoiceOption {
  cell: number;
  digit: number;
  otherCell: number;
  otherDigit: number;
  /** The unit of a bilocal pair, -1 for a two-candidate cell. */
  unit: number;
}

export function trialCount(board: Board, kind: ChoiceKind): number {
  return kind === CELL_CHOICES ? 2 * CELL_COUNT : 2 * board.layout.unitCount * SIDE;
}

/**
 * Fills `option` with trial `trial` of a kind and says whether it is a two-way choice here.
 * Two-candidate cells: trial = cell * 2 + (0: the smaller digit, 1: the larger). Bilocal pairs:
 * trial = (unit * 9 + digit - 1) * 2 + (0: the first place in the unit, 1: the second).
 */
export function choiceOption(board: Board, kind: ChoiceKind, trial: number, option: ChoiceOption): boolean {
  const { values, candidates } = board;
  const side = trial & 1;
  if (kind === CELL_CHOICES) {
    const cell = trial >> 1;
    const pair = candidates[cell];
    if (values[cell] !== 0 || BIT_COUNT[pair] !== 2) return false;
    const low = LOWEST_DIGIT[pair];
    const high = LOWEST_DIGIT[pair & (pair - 1)];
    option.cell = option.otherCell = cell;
    option.digit = side ? high : low;
    option.otherDigit = side ? low : high;
    option.unit = -1;
    return true;
  }
  const unit = ((trial >> 1) / SIDE) | 0;
  const digit = ((trial >> 1) % SIDE) + 1;
  // A placed cell has no candidates and its peers lost its digit: a digit placed in the unit has no places.
  const places = digitPositions(board, unit, digitBit(digit));
  if (BIT_COUNT[places] !== 2) return false;
  const base = unit * SIDE - 1;
  const unitCells = board.layout.unitCells;
  const firstPlace = unitCells[base + LOWEST_DIGIT[places]];
  const secondPlace = unitCells[base + LOWEST_DIGIT[places & (places - 1)]];
  option.cell = side ? secondPlace : firstPlace;
  option.otherCell = side ? firstPlace : secondPlace;
  option.digit = option.otherDigit = digit;
  option.unit = unit;
  return true;
}

/**
 * The nested choice: the two-candidate cell whose digits are candidates in the most of its
 * peers (either value then removes the most), the first in reading order among equals.
 */
export function mostInfluentialTwoCandidateCell(board: Board): number {
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
