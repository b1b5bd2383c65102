/**
 * The analyser's view of the technique registry: the trial order of SPEC §3 (by tier, then each
 * letter's order within it) and the finder the loop calls for each search. S, K and D have no
 * finder: they label a placement that follows directly from V or a fish (see analysis-loop.ts).
 * A is run by the loop itself because it carries a work budget.
 */

import { TRIAL_PROPAGATION } from '../techniques/forcing-nets';
import type { Board } from '../board/board';
import { TECHNIQUES, TECHNIQUE_CODES } from '../techniques/registry';
import type { Deduction } from '../techniques/technique';
import { DEFAULT_TECHNIQUE_SET, lettersOfSet, readTechniqueList } from '../techniques/technique-codes';
import type { TechniqueLetter, TechniqueSet, Tier } from './types';

export type Finder = (board: Board) => Deduction | null;

const TIER_RANK: Record<Tier, number> = { basic: 0, intermediate: 1, advanced: 2, expert: 3, super: 4 };

/** Every letter in trial order; S, K and D after the searches of their tier (the order of technique counts). */
export const LETTERS_IN_TRIAL_ORDER: readonly TechniqueLetter[] = [...TECHNIQUE_CODES].sort(
  (a, b) => TIER_RANK[TECHNIQUES[a].tier] - TIER_RANK[TECHNIQUES[b].tier] || TECHNIQUES[a].order - TECHNIQUES[b].order,
);

/** The searches, then A, in trial order (S, K and D are labels of placements, not searches). */
export const TRIAL_ORDER: readonly TechniqueLetter[] = LETTERS_IN_TRIAL_ORDER.filter(
  (letter) => !TECHNIQUES[letter].direct,
);

const searchesOf = (tiers: readonly Tier[]): readonly TechniqueLetter[] =>
  TRIAL_ORDER.filter((letter) => TECHNIQUES[letter].search && tiers.includes(TECHNIQUES[letter].tier));

/** Basic searches in the order they are tried: box first, as the model tool does (B, L, C, then M). */
export const BASIC_ORDER = searchesOf(['basic']);

/** The searches tried when no basic one applies: the intermediate, the advanced, then (full set) the expert ones. */
export const NON_BASIC_ORDER = searchesOf(['intermediate', 'advanced', 'expert', 'super']);

/**
 * S, K and D by the letter whose elimination they follow and the kind of unit where the digit is
 * left a single place: DIRECT_LABELS.V.box is S.
 */
export const DIRECT_LABELS: Partial<Record<TechniqueLetter, Partial<Record<'box' | 'line', TechniqueLetter>>>> = {};
for (const letter of TECHNIQUE_CODES) {
  const direct = TECHNIQUES[letter].direct;
  if (!direct) continue;
  for (const after of direct.after) (DIRECT_LABELS[after as TechniqueLetter] ??= {})[direct.unit] = letter;
}

/**
 * The enabled searches that follow an assumption when singles alone find no contradiction
 * (techniques/assumption.ts), in trial order: the cheap eliminations a person makes along a trial —
 * intersections, subsets and fish. Measured on puzzles6_forum_hardest_1106 (bench/hardest.ts): with
 * these every puzzle is conquered; intersections alone need deeper nesting, and Hamada logic on
 * top makes proofs one level shallower at a third more time.
 */
export const ASSUMPTION_PROPAGATORS: ReadonlySet<TechniqueLetter> = new Set<TechniqueLetter>(TRIAL_PROPAGATION);

export const FINDERS: Partial<Record<TechniqueLetter, Finder>> = Object.fromEntries(
  TRIAL_ORDER.flatMap((letter) => {
    const search = TECHNIQUES[letter].search;
    return search ? [[letter, search.find]] : [];
  }),
);

/**
 * The enabled letters: those of a technique string ("BLCMV[XYW]", case-insensitive; unknown
 * tokens ignored) when there is one, else the whole technique set (the model set by default).
 */
export function enabledLetters(
  techniques?: string,
  set: TechniqueSet = DEFAULT_TECHNIQUE_SET,
): ReadonlySet<TechniqueLetter> {
  if (techniques === undefined) return (WHOLE_SETS[set] ??= new Set(lettersOfSet(set)));
  return new Set(readTechniqueList(techniques).letters);
}

/** Each whole technique set as enabled letters, made once: most analyses enable a whole set. */
const WHOLE_SETS: Partial<Record<TechniqueSet, ReadonlySet<TechniqueLetter>>> = {};
