/**
 * Forcing nets (FN; HoDoKu's forcing nets, Sukaku Explainer's dynamic forcing chains "+"): forcing
 * chains (forcing-chains.ts) whose branches are followed with more than singles. A source is any
 * cell or any value's places in a unit — two options up to all of them, fewest first — and each
 * option is followed with the singles and, whenever they stop, the first of a fixed list of
 * eliminating patterns that removes something in the branch (intersections, subsets, fish, the
 * wings, the two-link chains, the empty rectangle, finned X-Wing and Swordfish, Jellyfish and the
 * quadruples: NET_PROPAGATION), then the singles again. A branch is then a net, not a chain: a
 * pattern's removal may rest on several earlier placements. As for forcing chains, an option whose
 * net ends in a contradiction is false, and a candidate every option's net removes is false.
 *
 * Tried after the forcing chains and before A, so a forcing net is the proof A would have made
 * when one level of trial, followed with those patterns, decides: measured on the hardest corpora
 * (docs/benchmarks.md, session 39) it spares most assumptions. The list is fixed — the net is the
 * technique, whatever a person enables — and bounded by the forcing chains' work count.
 */

import type { Board } from '../board/board';
import type { TechniqueLetter } from '../analysis/types';
import { SWORDFISH, X_WING, JELLYFISH } from './fish';
import { FINNED_SWORDFISH, FINNED_X_WING } from './finned-fish';
import { nineByNineForcing, type BranchPropagator, type ForcingReach } from './forcing-chains';
import { CLAIMING_COLUMN, CLAIMING_ROW, POINTING_PAIR, POINTING_TRIPLE } from './intersections';
import { EMPTY_RECTANGLE, SKYSCRAPER, TURBOT_FISH, TWO_STRING_KITE } from './single-digit';
import { HIDDEN_PAIR, HIDDEN_QUADRUPLE, HIDDEN_TRIPLE, NAKED_PAIR, NAKED_QUADRUPLE, NAKED_TRIPLE } from './subsets';
import { STOP_AT_FIRST, type Deduction, type Technique, type Visit } from './technique';
import { W_WING, XYZ_WING, XY_WING } from './wings';

/**
 * The cheap eliminations a person makes along a trial — intersections, subsets and fish — in trial
 * order: what follows an assumption when singles alone find no contradiction (the analysis enables
 * those of them it has; analysis-techniques.ts), and the start of a net's list.
 */
export const TRIAL_PROPAGATION: readonly TechniqueLetter[] = ['V', 'X', 'W', 'Y', 'G', 'Q', 'T', 'R', 'P', 'U'];

/** The patterns a net follows, in the order it tries them (every kind's finders by these codes). */
export const NET_PROPAGATION: readonly TechniqueLetter[] = [
  ...TRIAL_PROPAGATION,
  'XYW',
  'XYZ',
  'WW',
  'SKY',
  'KITE',
  'TF',
  'ER',
  'FX',
  'FS',
  'NQ',
  'HQ',
  'JF',
];

/** Cells a net search may sweep (a pattern's run counts as a pass of the board's cells). */
export const NET_WORK = 25_000_000;

const NINE_BY_NINE_SEARCHES: Readonly<Partial<Record<TechniqueLetter, Technique>>> = {
  V: POINTING_PAIR,
  X: POINTING_TRIPLE,
  W: CLAIMING_ROW,
  Y: CLAIMING_COLUMN,
  G: NAKED_PAIR,
  Q: HIDDEN_PAIR,
  T: NAKED_TRIPLE,
  R: HIDDEN_TRIPLE,
  P: X_WING,
  U: SWORDFISH,
  XYW: XY_WING,
  XYZ: XYZ_WING,
  WW: W_WING,
  SKY: SKYSCRAPER,
  KITE: TWO_STRING_KITE,
  TF: TURBOT_FISH,
  ER: EMPTY_RECTANGLE,
  FX: FINNED_X_WING,
  FS: FINNED_SWORDFISH,
  NQ: NAKED_QUADRUPLE,
  HQ: HIDDEN_QUADRUPLE,
  JF: JELLYFISH,
};

/** A net's reach on a board whose finders for NET_PROPAGATION's codes are `finderOf`. */
export function netReach<B>(finderOf: (code: TechniqueLetter) => BranchPropagator<B>): ForcingReach<B> {
  return { maxOptions: Infinity, propagators: NET_PROPAGATION.map(finderOf), work: NET_WORK };
}

const NINE_BY_NINE_REACH = netReach<Board>((code) => (NINE_BY_NINE_SEARCHES[code] as Technique).find);

/** The first forcing net on the 9×9 board, or with `visit` each in turn. */
export function findForcingNet(board: Board, visit: Visit = STOP_AT_FIRST): Deduction | null {
  return nineByNineForcing(board, 'FN', '1304', NINE_BY_NINE_REACH, visit);
}

export const FORCING_NET: Technique = {
  letter: 'FN',
  find: (board) => findForcingNet(board),
  forEach: (board, visit) => void findForcingNet(board, visit),
};
