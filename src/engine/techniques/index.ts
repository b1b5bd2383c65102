/**
 * Every technique by its letter (SPEC §3), and the tier of every letter. S, K and D are not
 * searches of their own (the analysis loop names a placement that follows directly from a V or a
 * fish), so they have a tier but no Technique.
 */

import type { TechniqueLetter, Tier } from '../types';
import { X_WING, SWORDFISH } from './fish';
import { CLAIMING_COLUMN, CLAIMING_ROW, POINTING_PAIR, POINTING_TRIPLE } from './intersections';
import { HIDDEN_SINGLE_BOX, HIDDEN_SINGLE_COLUMN, HIDDEN_SINGLE_ROW, NAKED_SINGLE } from './singles';
import { HIDDEN_PAIR, HIDDEN_TRIPLE, NAKED_PAIR, NAKED_TRIPLE } from './subsets';
import type { Technique } from './technique';

export const TECHNIQUES = {
  B: HIDDEN_SINGLE_BOX,
  L: HIDDEN_SINGLE_ROW,
  C: HIDDEN_SINGLE_COLUMN,
  M: NAKED_SINGLE,
  V: POINTING_PAIR,
  G: NAKED_PAIR,
  Q: HIDDEN_PAIR,
  P: X_WING,
  U: SWORDFISH,
  T: NAKED_TRIPLE,
  R: HIDDEN_TRIPLE,
  W: CLAIMING_ROW,
  Y: CLAIMING_COLUMN,
  X: POINTING_TRIPLE,
} satisfies Partial<Record<TechniqueLetter, Technique>>;

export const TIER_OF: Readonly<Record<TechniqueLetter, Tier>> = {
  B: 'basic',
  L: 'basic',
  C: 'basic',
  M: 'basic',
  V: 'intermediate',
  G: 'intermediate',
  Q: 'intermediate',
  P: 'intermediate',
  U: 'intermediate',
  T: 'advanced',
  R: 'advanced',
  S: 'advanced',
  H: 'advanced',
  W: 'advanced',
  Y: 'advanced',
  X: 'advanced',
  K: 'advanced',
  D: 'advanced',
  A: 'super',
};
