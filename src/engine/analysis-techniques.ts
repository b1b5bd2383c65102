/**
 * The analyser's view of the technique letters: trial order (SPEC §3), a person's name for each
 * letter, and the finder the loop calls for it. S, K and D have no finder: they label a placement
 * that follows directly from V or a fish (see analysis-loop.ts). A is run by the loop itself
 * because it carries a work budget.
 */

import type { Board } from './board';
import { findFish } from './techniques/fish';
import { findHamada } from './techniques/hamada';
import { findClaiming, findPointing } from './techniques/intersections';
import { findHiddenSingle, findNakedSingle } from './techniques/singles';
import { findHiddenSubset, findNakedSubset } from './techniques/subsets';
import type { Deduction } from './techniques/technique';
import { TECHNIQUE_LETTERS, TechniqueLetter } from './types';

export type Finder = (board: Board) => Deduction | null;

/** Basic searches in the order they are tried: box first, as the model tool does (B, L, C, then M). */
export const BASIC_ORDER: readonly TechniqueLetter[] = ['B', 'L', 'C', 'M'];
export const INTERMEDIATE_ORDER: readonly TechniqueLetter[] = ['V', 'G', 'Q', 'P', 'U'];
export const ADVANCED_ORDER: readonly TechniqueLetter[] = ['W', 'Y', 'X', 'T', 'R', 'H'];
/** Every search in trial order, ending with the assumption. */
export const TRIAL_ORDER: readonly TechniqueLetter[] = [...BASIC_ORDER, ...INTERMEDIATE_ORDER, ...ADVANCED_ORDER, 'A'];

export const FINDERS: Partial<Record<TechniqueLetter, Finder>> = {
  B: (board) => findHiddenSingle(board, 'box'),
  L: (board) => findHiddenSingle(board, 'row'),
  C: (board) => findHiddenSingle(board, 'column'),
  M: findNakedSingle,
  V: (board) => findPointing(board, 2),
  G: (board) => findNakedSubset(board, 2),
  Q: (board) => findHiddenSubset(board, 2),
  P: (board) => findFish(board, 2),
  U: (board) => findFish(board, 3),
  W: (board) => findClaiming(board, 'row'),
  Y: (board) => findClaiming(board, 'column'),
  X: (board) => findPointing(board, 3),
  T: (board) => findNakedSubset(board, 3),
  R: (board) => findHiddenSubset(board, 3),
  H: findHamada,
};

export const TECHNIQUE_NAMES: Record<TechniqueLetter, string> = {
  B: 'hidden single (box)',
  L: 'hidden single (row)',
  C: 'hidden single (column)',
  M: 'naked single',
  V: 'pointing pair',
  G: 'naked pair',
  Q: 'hidden pair',
  P: 'X-Wing',
  U: 'Swordfish',
  T: 'naked triple',
  R: 'hidden triple',
  S: 'direct pointing',
  H: 'Hamada logic',
  W: 'claiming (row)',
  Y: 'claiming (column)',
  X: 'pointing triple',
  K: 'fish to a line single',
  D: 'fish to a box single',
  A: 'assumption',
};

/** The enabled letters of a technique string ("BLCMV", case-insensitive; unknown characters ignored). */
export function enabledLetters(techniques?: string): Set<TechniqueLetter> {
  if (techniques === undefined) return new Set(TECHNIQUE_LETTERS);
  const enabled = new Set<TechniqueLetter>();
  for (const char of techniques.toUpperCase()) {
    if ((TECHNIQUE_LETTERS as readonly string[]).includes(char)) enabled.add(char as TechniqueLetter);
  }
  return enabled;
}
