/**
 * The full set's chain families (issue 15): Sue de Coq, X-Chain, XY-Chain, alternating inference
 * chains (nice loops), ALS-XZ, forcing chains and forcing nets. Spread into the one registry (registry.ts)
 * after the pattern families; tier 'expert', `order` 100–199, in HoDoKu's order of difficulty (its
 * scores: Sue de Coq 250, X-/XY-Chain 260, AIC 280, ALS-XZ 300, forcing chains 500, forcing nets 700),
 * so the forcing chains and then the nets are the last logic before A.
 *
 * Grade levels: the named chains are level 5 (Comfort), like the pattern families — a pattern a
 * person can learn and spot again. Forcing chains are level 6 (Hard): following every option of
 * a cell or unit with singles is the work of a one-level assumption (A(1) is level 6 too), only
 * written as a proof instead of a guess; so are forcing nets, one level followed with patterns too.
 */

import { ALS_XZ } from './als';
import { AIC, X_CHAIN, XY_CHAIN } from './chains';
import { FORCING_CHAIN } from './forcing-chains';
import { FORCING_NET } from './forcing-nets';
import type { TechniqueEntry } from './technique';
import { SUE_DE_COQ } from './sue-de-coq';

export const CHAIN_ENTRIES = {
  SDC: {
    english: 'Sue de Coq',
    japanese: 'スー・デ・コック',
    tier: 'expert',
    set: 'full',
    order: 100,
    level: 5,
    weight: 25,
    hodoku: '1101',
    rule: 'Cells where two units meet (a box and a line; on other kinds also a region, window or diagonal and a line, or the rows of two overlapping grids), with two more digits than cells, lock with cells elsewhere in each unit that share no digit: the rest of each unit loses the digits locked there.',
    search: SUE_DE_COQ,
  },
  XC: {
    english: 'X-Chain',
    japanese: 'Xチェーン',
    tier: 'expert',
    set: 'full',
    order: 110,
    level: 5,
    weight: 28,
    hodoku: '0701',
    rule: "A chain on one digit, alternating a unit's only two places with cells that see each other: one of its ends holds the digit, so remove it from every cell that sees both ends.",
    search: X_CHAIN,
  },
  XYC: {
    english: 'XY-Chain',
    japanese: 'XYチェーン',
    tier: 'expert',
    set: 'full',
    order: 120,
    level: 5,
    weight: 30,
    hodoku: '0702',
    rule: 'A chain of two-candidate cells, each sharing a digit with the next, that starts and ends on digit z: one end is z, so remove z from every cell that sees both ends.',
    search: XY_CHAIN,
  },
  AIC: {
    english: 'alternating inference chain (nice loop)',
    japanese: '交互推論チェーン（ナイスループ）',
    tier: 'expert',
    set: 'full',
    order: 130,
    level: 5,
    weight: 35,
    hodoku: '0708',
    rule: 'A chain alternating strong links (one of two is true) and weak links (not both): one of its ends is true, so every candidate that sees both ends is false.',
    search: AIC,
  },
  ALS: {
    english: 'ALS-XZ',
    japanese: 'ALS-XZ（ほぼロックされたセット）',
    tier: 'expert',
    set: 'full',
    order: 140,
    level: 5,
    weight: 40,
    hodoku: '0901',
    rule: 'Two almost locked sets (n cells, n + 1 digits) whose digit x can be in only one of them lock each other: for another shared digit z, remove z from every cell that sees all the z of both.',
    search: ALS_XZ,
  },
  FC: {
    english: 'forcing chain',
    japanese: '強制チェーン',
    tier: 'expert',
    set: 'full',
    order: 190,
    level: 6,
    weight: 100,
    hodoku: '1301',
    rule: 'Follow each candidate of a cell (or each place of a digit in a unit) with singles: a candidate removed by every option, or an option that ends in a contradiction, is false.',
    search: FORCING_CHAIN,
  },
  FN: {
    english: 'forcing net',
    japanese: '強制ネット',
    tier: 'expert',
    set: 'full',
    order: 195,
    level: 6,
    weight: 150,
    hodoku: '1303',
    rule: 'Follow each option of a cell or of a digit in a unit with singles and the simpler patterns (intersections, subsets, fish, wings, two-link chains, finned fish): an option whose net ends in a contradiction, or a candidate every option removes, is false.',
    search: FORCING_NET,
  },
} satisfies Record<string, TechniqueEntry>;
