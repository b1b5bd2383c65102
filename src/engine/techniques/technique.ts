/**
 * The contract between technique families and the analysis loop (HoDoKu-style: one family per
 * file, each finder a pure function from the candidate state to the first deduction it sees).
 *
 * A finder never mutates the board: the loop applies the deduction, so that it can log exactly
 * what changed and label the step (SPEC §3). Finders scan in a fixed order so the same puzzle
 * always yields the same log.
 */

import type { Board } from '../board';
import type { TechniqueLetter } from '../types';

export interface Deduction {
  technique: TechniqueLetter;
  /** The cell a placement fills, or -1 when the deduction only eliminates. */
  placeCell: number;
  /** The digit placed (1–9), or 0. */
  placeDigit: number;
  /** Candidates removed, each encoded as cell * 9 + (digit - 1). */
  eliminations: number[];
  /** The unit the deduction is about (for hints: "look at row 3"), or -1. */
  unit: number;
  /** The cells that make the pattern (the pair, the fish, the chain), for hints and highlighting. */
  patternCells: number[];
  /**
   * For chains: the links that prove the deduction, in order from one end to the other, between
   * candidates coded like eliminations (cell * 9 + digit - 1).
   */
  links?: ChainLink[];
}

/** One link of a chain: strong (at least one end is true) or weak (at most one end is true). */
export interface ChainLink {
  from: number;
  to: number;
  strong: boolean;
}

export interface Technique {
  /** The letter its deductions carry; its names, tier and rule are in the registry (registry.ts). */
  readonly letter: TechniqueLetter;
  find(board: Board): Deduction | null;
}

export function encodeElimination(cell: number, digit: number): number {
  return cell * 9 + (digit - 1);
}

export function eliminationCell(code: number): number {
  return (code / 9) | 0;
}

export function eliminationDigit(code: number): number {
  return (code % 9) + 1;
}
