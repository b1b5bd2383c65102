/**
 * The analyser's view of the technique letters: trial order (SPEC §3), a person's name for each
 * letter, and the finder the loop calls for it. S, K and D have no finder: they label a placement
 * that follows directly from V or a fish (see analysis-loop.ts). A is run by the loop itself
 * because it carries a work budget.
 */

import type { Board } from './board';
import { HAMADA } from './techniques/hamada';
import { TECHNIQUES } from './techniques/index';
import type { Deduction, Technique } from './techniques/technique';
import { TECHNIQUE_LETTERS, TechniqueLetter } from './types';

export type Finder = (board: Board) => Deduction | null;

/** Basic searches in the order they are tried: box first, as the model tool does (B, L, C, then M). */
export const BASIC_ORDER: readonly TechniqueLetter[] = ['B', 'L', 'C', 'M'];
export const INTERMEDIATE_ORDER: readonly TechniqueLetter[] = ['V', 'G', 'Q', 'P', 'U'];
export const ADVANCED_ORDER: readonly TechniqueLetter[] = ['W', 'Y', 'X', 'T', 'R', 'H'];
/** Every search in trial order, ending with the assumption. */
export const TRIAL_ORDER: readonly TechniqueLetter[] = [...BASIC_ORDER, ...INTERMEDIATE_ORDER, ...ADVANCED_ORDER, 'A'];

/** Every letter that is a search of its own, with its rule (A is run by the loop, S/K/D are labels). */
export const SEARCHES: Partial<Record<TechniqueLetter, Technique>> = { ...TECHNIQUES, H: HAMADA };

export const FINDERS: Partial<Record<TechniqueLetter, Finder>> = Object.fromEntries(
  Object.entries(SEARCHES).map(([letter, technique]) => [letter, technique.find]),
);

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
