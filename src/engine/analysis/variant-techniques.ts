/**
 * The variant analyser's technique table: the 9×9 letters with their trial order, tiers and
 * weights (read from the 9×9 tables; a technique list is read by technique-codes.ts for both), plus E, the hidden
 * single in an extra unit: a basic search tried after C and before M, graded with L and C and
 * weighted as L.
 *
 * Which letters apply where: B (box or jigsaw region), L (row), C (column), M, G Q T R (any unit)
 * and A apply to every geometry; E needs extra units (diagonal, windoku, colour); V/X (pointing
 * from a box, region or extra unit into any unit it shares two or more cells with) and W/Y
 * (claiming from a row or column) apply wherever two units share cells; P/U and their direct
 * placements K/D need rows and columns (every kind has them); S needs boxes or regions; H applies
 * to every geometry.
 *
 * Of the full set, the families written once over the candidate store apply to every kind: the
 * wings (XYW, XYZ, WW; "sees" is "shares a unit", extra units and overlaps included), Jellyfish
 * (JF, on rows and columns as P and U), the quadruples (NQ, HQ, in any unit as G, T, Q and R) and
 * the two-link chains (SKY, KITE, TF: strong links in any unit, the shape read from the units' kinds)
 * the empty rectangle (ER, in boxes that are blocks of one grid) and BUG+1 (on single grids without
 * extra units, once the puzzle is known to have one solution, as every analysed puzzle is) and the
 * finned fish (FX, FS, FJ, on grids whose boxes tile them in bands and stacks), the chains (XC, XYC, AIC: strong
 * links in any unit and bivalue cell, weak links between cells sharing any unit) and the forcing chains (FC, on every
 * kind: cell and unit sources followed with the singles of every unit), the unique and avoidable rectangles
 * (UR1–UR6, HR, AR1, AR2, on two rows and two columns of one grid whose every unit holds two corners or none) and
 * Sue de Coq (SDC, wherever two units meet in two or more cells).
 * `--technique-set full` enables them; a list naming a full-set code not yet written for other kinds is refused,
 * naming it and the kind.
 */

import { NON_BASIC_ORDER } from './analysis-techniques';
import { enabledCodesOf } from '../techniques/technique-codes';
import { TECHNIQUES, TECHNIQUE_CODES } from '../techniques/registry';
import { EffortWeights } from './effort';
import { gradeOf } from './grade';
import type { Grade, TechniqueLetter, TechniqueSet } from './types';
import { TECHNIQUE_LETTERS } from '../techniques/registry';
import {
  eliminationOf,
  placementOf,
  type VariantDeduction,
  type VariantFinder,
  type VariantLetter,
} from './variant-deduction';
import { hamadaAt } from '../techniques/hamada';
import { fishAt } from '../techniques/fish';
import { finnedFishAt } from '../techniques/finned-fish';
import { claimingAt, pointingAt, type EliminationsAt } from '../techniques/intersections';
import { hiddenSingleAt, nakedSingleAt, type SingleAt } from '../techniques/singles';
import { hiddenSubsetAt, nakedSubsetAt } from '../techniques/subsets';
import { emptyRectangleAt } from '../techniques/empty-rectangles';
import { twoLinkChainAt } from '../techniques/single-digit';
import { bugPlusOneAt } from '../techniques/uniqueness';
import { avoidableRectangleAt } from '../techniques/avoidable-rectangles';
import { rectangleAt } from '../techniques/unique-rectangles';
import { wWingAt, wingAt } from '../techniques/wings';
import { sueDeCoqAt } from '../techniques/sue-de-coq';
import { BOX, COLUMN, EXTRA, ROW } from '../geometry/unit-kinds';
import { forcingChainAt, type ForcingReach } from '../techniques/forcing-chains';
import { chainAt } from '../techniques/chains';
import { NET_WORK, netReach } from '../techniques/forcing-nets';
import type { VariantBoard } from '../board/variant-board';
import { VARIANT_RULES } from '../techniques/assumption';

/** The model set on every kind: the 19 letters and E. */
export const VARIANT_LETTERS: readonly VariantLetter[] = [...TECHNIQUE_LETTERS, 'E'];
export const VARIANT_BASIC_ORDER: readonly VariantLetter[] = ['B', 'L', 'C', 'E', 'M'];
export const VARIANT_NON_BASIC_ORDER: readonly VariantLetter[] = NON_BASIC_ORDER;
export const VARIANT_TRIAL_ORDER: readonly VariantLetter[] = [...VARIANT_BASIC_ORDER, ...VARIANT_NON_BASIC_ORDER, 'A'];

function placed(letter: VariantLetter, at: SingleAt | null): VariantDeduction | null {
  return at && placementOf(letter, at.cell, at.value, at.unit);
}

function eliminated(letter: VariantLetter, found: EliminationsAt | null): VariantDeduction | null {
  return found && eliminationOf(letter, found.eliminations, found.unit, found.patternCells);
}

export const VARIANT_FINDERS: Readonly<Partial<Record<VariantLetter, VariantFinder>>> = {
  B: (board) => placed('B', hiddenSingleAt(board, BOX)),
  L: (board) => placed('L', hiddenSingleAt(board, ROW)),
  C: (board) => placed('C', hiddenSingleAt(board, COLUMN)),
  E: (board) => placed('E', hiddenSingleAt(board, EXTRA)),
  M: (board) => placed('M', nakedSingleAt(board)),
  V: (board) => eliminated('V', pointingAt(board, 'V')),
  G: (board) => eliminated('G', nakedSubsetAt(board, 2)),
  Q: (board) => eliminated('Q', hiddenSubsetAt(board, 2)),
  P: (board) => eliminated('P', fishAt(board, 2)),
  U: (board) => eliminated('U', fishAt(board, 3)),
  W: (board) => eliminated('W', claimingAt(board, 'W')),
  Y: (board) => eliminated('Y', claimingAt(board, 'Y')),
  X: (board) => eliminated('X', pointingAt(board, 'X')),
  T: (board) => eliminated('T', nakedSubsetAt(board, 3)),
  R: (board) => eliminated('R', hiddenSubsetAt(board, 3)),
  H: (board) => eliminated('H', hamadaAt(board)),
  XYW: (board) => eliminated('XYW', wingAt(board, 2)),
  XYZ: (board) => eliminated('XYZ', wingAt(board, 3)),
  WW: (board) => eliminated('WW', wWingAt(board)),
  JF: (board) => eliminated('JF', fishAt(board, 4)),
  NQ: (board) => eliminated('NQ', nakedSubsetAt(board, 4)),
  SKY: (board) => eliminated('SKY', twoLinkChainAt(board, 'skyscraper')),
  KITE: (board) => eliminated('KITE', twoLinkChainAt(board, 'kite')),
  TF: (board) => eliminated('TF', twoLinkChainAt(board, 'turbot')),
  ER: (board) => eliminated('ER', emptyRectangleAt(board)),
  BUG: (board) => eliminated('BUG', bugPlusOneAt(board)),
  FX: (board) => eliminated('FX', finnedFishAt(board, 2)),
  FS: (board) => eliminated('FS', finnedFishAt(board, 3)),
  FJ: (board) => eliminated('FJ', finnedFishAt(board, 4)),
  HQ: (board) => eliminated('HQ', hiddenSubsetAt(board, 4)),
  FC: (board) => eliminated('FC', forcingChainAt(board, VARIANT_RULES)),
  XC: (board) => eliminated('XC', chainAt(board, 'x-chain')),
  XYC: (board) => eliminated('XYC', chainAt(board, 'xy-chain')),
  AIC: (board) => eliminated('AIC', chainAt(board, 'aic')),
  FN: (board) => variantForcingNet(board),
  UR1: (board) => eliminated('UR1', rectangleAt(board, 'UR1')),
  UR2: (board) => eliminated('UR2', rectangleAt(board, 'UR2')),
  UR3: (board) => eliminated('UR3', rectangleAt(board, 'UR3')),
  UR4: (board) => eliminated('UR4', rectangleAt(board, 'UR4')),
  UR5: (board) => eliminated('UR5', rectangleAt(board, 'UR5')),
  UR6: (board) => eliminated('UR6', rectangleAt(board, 'UR6')),
  HR: (board) => eliminated('HR', rectangleAt(board, 'HR')),
  AR1: (board) => eliminated('AR1', avoidableRectangleAt(board, 'AR1')),
  AR2: (board) => eliminated('AR2', avoidableRectangleAt(board, 'AR2')),
  SDC: (board) => eliminated('SDC', sueDeCoqAt(board)),
};

/** The first forcing net on another kind, its search bounded by `work` (a test's smaller bound, else the analysis's). */
export function variantForcingNet(board: VariantBoard, work = NET_WORK): VariantDeduction | null {
  const reach = variantNetReach();
  return eliminated(
    'FN',
    forcingChainAt(board, VARIANT_RULES, undefined, work === reach.work ? reach : { ...reach, work }),
  );
}

let netReachOfKinds: ForcingReach<VariantBoard> | undefined;
/** The forcing net's reach on every other kind: its patterns are this table's finders (made at first use, after the table). */
function variantNetReach(): ForcingReach<VariantBoard> {
  return (netReachOfKinds ??= netReach<VariantBoard>((code) => VARIANT_FINDERS[code] as VariantFinder));
}

/** The full set's codes this analyser has, in registry order. */
export const VARIANT_FULL_CODES: readonly TechniqueLetter[] = TECHNIQUE_CODES.filter(
  (code) => TECHNIQUES[code].set === 'full' && VARIANT_FINDERS[code] !== undefined,
);

/** Every code this analyser has: the model set, E, and the full set's codes written for every kind. */
export const VARIANT_CODES: readonly VariantLetter[] = [...VARIANT_LETTERS, ...VARIANT_FULL_CODES];

/** Each whole set as this analyser has it. */
const WHOLE_SETS: Readonly<Record<TechniqueSet, readonly VariantLetter[]>> = {
  model: VARIANT_LETTERS,
  full: VARIANT_CODES,
};

/** The trial order (SPEC §3, the registry's order for the full set) of the set's codes this analyser has, A last. */
export function variantTrialOrder(set: TechniqueSet): readonly VariantLetter[] {
  return VARIANT_TRIAL_ORDER.filter((letter) => WHOLE_SETS[set].includes(letter));
}

export const VARIANT_TECHNIQUE_NAMES: Readonly<Record<VariantLetter, string>> = {
  ...(Object.fromEntries(TECHNIQUE_CODES.map((code) => [code, TECHNIQUES[code].english])) as Record<
    TechniqueLetter,
    string
  >),
  E: 'hidden single (extra unit)',
};

export type VariantWeights = Record<VariantLetter, number>;

/** The 9×9 weights with E weighted as L. */
export function variantWeights(weights: EffortWeights): VariantWeights {
  return { ...weights, E: weights.L };
}

/** The grade of SPEC §4 with E counted as L (a hidden single in a line-like unit). */
export function variantGrade(counts: Partial<Record<VariantLetter, number>>, assumptions: number): Grade {
  const { E, ...rest } = counts;
  const asNine: Partial<Record<TechniqueLetter, number>> = rest;
  if (E) asNine.L = (asNine.L ?? 0) + E;
  return gradeOf(asNine, assumptions);
}

/**
 * The enabled letters of a technique list ("BLCEMV[XYW]", read as every kind reads it: technique-codes.ts),
 * else the whole set (the model set by default; the full set as far as this analyser has it); a
 * code of the full set this analyser does not have yet is refused, naming the kind (`where`, e.g.
 * "on windoku puzzles").
 */
export function enabledVariantLetters(
  techniques: string | undefined,
  where: string,
  set: TechniqueSet = 'model',
): Set<VariantLetter> {
  if (techniques === undefined) return new Set(WHOLE_SETS[set]);
  return enabledCodesOf(techniques, VARIANT_CODES, where);
}
