/**
 * The one technique registry (SPEC §3–§5): every technique letter once, with its English and
 * Japanese names, tier, place in the trial order, default effort weight, rule and finder. Every
 * other table (the analyser's trial order, grading, effort defaults, the sheets, the task pane,
 * hints) reads it, so adding a technique is adding one entry here (and its finder in a family file).
 *
 * The entries are in SPEC §3's letter order, which is also the order of the Results columns and
 * the Settings rows, followed by the full set's codes (XYW, SKY, UR1, …: see technique-codes.ts).
 * The letters and codes are this table's keys, exactly the TechniqueLetter of technique-letter.ts:
 * TECHNIQUE_CODES holds them all, TECHNIQUE_LETTERS the 19 letters.
 *
 * Japanese names are the common puzzle-book names (隠れたシングル, 裸のペア, …), with 浜田ロジック
 * for H and 仮定 (背理法) for A.
 */

import type { TechniqueLetter } from './technique-letter';
import { CHAIN_ENTRIES } from './chain-entries';
import { PATTERN_ENTRIES } from './pattern-entries';
import { SWORDFISH, X_WING } from './fish';
import { HAMADA } from './hamada';
import { CLAIMING_COLUMN, CLAIMING_ROW, POINTING_PAIR, POINTING_TRIPLE } from './intersections';
import { HIDDEN_SINGLE_BOX, HIDDEN_SINGLE_COLUMN, HIDDEN_SINGLE_ROW, NAKED_SINGLE } from './singles';
import { HIDDEN_PAIR, HIDDEN_TRIPLE, NAKED_PAIR, NAKED_TRIPLE } from './subsets';
import type { TechniqueEntry } from './technique';

export type { TechniqueEntry, TechniqueLetter };

const ENTRIES = {
  B: {
    english: 'hidden single (box)',
    japanese: '隠れたシングル（ブロック）',
    tier: 'basic',
    set: 'model',
    order: 1,
    level: 1,
    weight: 1.0,
    hodoku: '0002',
    rule: 'In a box, a digit has exactly one possible cell: place it there.',
    search: HIDDEN_SINGLE_BOX,
  },
  L: {
    english: 'hidden single (row)',
    japanese: '隠れたシングル（行）',
    tier: 'basic',
    set: 'model',
    order: 2,
    level: 2,
    weight: 1.2,
    hodoku: '0002',
    rule: 'In a row, a digit has exactly one possible cell: place it there.',
    search: HIDDEN_SINGLE_ROW,
  },
  C: {
    english: 'hidden single (column)',
    japanese: '隠れたシングル（列）',
    tier: 'basic',
    set: 'model',
    order: 3,
    level: 2,
    weight: 1.2,
    hodoku: '0002',
    rule: 'In a column, a digit has exactly one possible cell: place it there.',
    search: HIDDEN_SINGLE_COLUMN,
  },
  M: {
    english: 'naked single',
    japanese: '裸のシングル',
    tier: 'basic',
    set: 'model',
    order: 4,
    level: 3,
    weight: 1.5,
    hodoku: '0003',
    rule: 'A cell has exactly one candidate left: place it.',
    search: NAKED_SINGLE,
  },
  V: {
    english: 'pointing pair',
    japanese: 'ポインティングペア',
    tier: 'intermediate',
    set: 'model',
    order: 1,
    level: 4,
    weight: 2,
    hodoku: '0100',
    rule: "In a box, a digit's two places lie on one row or column: remove it from the rest of that line.",
    search: POINTING_PAIR,
  },
  G: {
    english: 'naked pair',
    japanese: '裸のペア',
    tier: 'intermediate',
    set: 'model',
    order: 2,
    level: 4,
    weight: 4,
    hodoku: '0200',
    rule: "Two cells of a unit hold the same two candidates only: remove those digits from the unit's other cells.",
    search: NAKED_PAIR,
  },
  Q: {
    english: 'hidden pair',
    japanese: '隠れたペア',
    tier: 'intermediate',
    set: 'model',
    order: 3,
    level: 4,
    weight: 5,
    hodoku: '0210',
    rule: 'Two digits of a unit can only go in the same two cells: those cells lose their other candidates.',
    search: HIDDEN_PAIR,
  },
  P: {
    english: 'X-Wing',
    japanese: 'Xウィング',
    tier: 'intermediate',
    set: 'model',
    order: 4,
    level: 4,
    weight: 8,
    hodoku: '0300',
    rule: 'A digit has exactly two places in each of two rows, in the same two columns (or rows and columns swapped): remove it from the rest of those columns.',
    search: X_WING,
  },
  U: {
    english: 'Swordfish',
    japanese: 'ソードフィッシュ',
    tier: 'intermediate',
    set: 'model',
    order: 5,
    level: 4,
    weight: 10,
    hodoku: '0301',
    rule: 'A digit has two or three places in each of three rows, all within the same three columns (or swapped): remove it from the rest of those columns.',
    search: SWORDFISH,
  },
  T: {
    english: 'naked triple',
    japanese: '裸のトリプル',
    tier: 'advanced',
    set: 'model',
    order: 4,
    level: 5,
    weight: 7,
    hodoku: '0201',
    rule: "Three cells of a unit hold only three digits between them: remove those digits from the unit's other cells.",
    search: NAKED_TRIPLE,
  },
  R: {
    english: 'hidden triple',
    japanese: '隠れたトリプル',
    tier: 'advanced',
    set: 'model',
    order: 5,
    level: 5,
    weight: 8,
    hodoku: '0211',
    rule: 'Three digits of a unit can only go in the same three cells: those cells lose their other candidates.',
    search: HIDDEN_TRIPLE,
  },
  S: {
    english: 'direct pointing',
    japanese: 'ポインティングからの直接配置',
    tier: 'advanced',
    set: 'model',
    order: 7,
    level: 5,
    weight: 4,
    hodoku: null,
    rule: 'A pointing pair removes a digit from another box on its line and leaves it a single place there: place it at once.',
    direct: { after: ['V'], unit: 'box' },
  },
  H: {
    english: 'Hamada logic',
    japanese: '浜田ロジック',
    tier: 'advanced',
    set: 'model',
    order: 6,
    level: 5,
    weight: 30,
    hodoku: null,
    rule: 'Assuming a digit (in a chain of same-pair cells, or in one cell) forces a unit to lose every place for it, so the assumption is false.',
    search: HAMADA,
  },
  W: {
    english: 'claiming (row)',
    japanese: 'ボックス・ライン・リダクション（行）',
    tier: 'advanced',
    set: 'model',
    order: 1,
    level: 5,
    weight: 3,
    hodoku: '0101',
    rule: "In a row, a digit's places all lie in one box: remove it from the rest of that box.",
    search: CLAIMING_ROW,
  },
  Y: {
    english: 'claiming (column)',
    japanese: 'ボックス・ライン・リダクション（列）',
    tier: 'advanced',
    set: 'model',
    order: 2,
    level: 5,
    weight: 3,
    hodoku: '0101',
    rule: "In a column, a digit's places all lie in one box: remove it from the rest of that box.",
    search: CLAIMING_COLUMN,
  },
  X: {
    english: 'pointing triple',
    japanese: 'ポインティングトリプル',
    tier: 'advanced',
    set: 'model',
    order: 3,
    level: 5,
    weight: 4,
    hodoku: '0100',
    rule: "In a box, a digit's three places lie on one row or column: remove it from the rest of that line.",
    search: POINTING_TRIPLE,
  },
  K: {
    english: 'fish to a line single',
    japanese: 'フィッシュからの直接配置（行・列）',
    tier: 'advanced',
    set: 'model',
    order: 8,
    level: 5,
    weight: 9,
    hodoku: null,
    rule: 'An X-Wing or Swordfish elimination leaves the digit a single place in another row or column: place it at once.',
    direct: { after: ['P', 'U'], unit: 'line' },
  },
  D: {
    english: 'fish to a box single',
    japanese: 'フィッシュからの直接配置（ブロック）',
    tier: 'advanced',
    set: 'model',
    order: 9,
    level: 5,
    weight: 9,
    hodoku: null,
    rule: 'An X-Wing or Swordfish elimination leaves the digit a single place in a box: place it at once.',
    direct: { after: ['P', 'U'], unit: 'box' },
  },
  A: {
    english: 'assumption',
    japanese: '仮定（背理法）',
    tier: 'super',
    set: 'model',
    order: 1,
    level: 6,
    weight: 500,
    hodoku: null,
    rule: 'Assume one digit of a two-candidate cell (or one of the two places of a digit in a unit) and follow the basic searches (nesting up to 5 levels; past that, with intersections, subsets and fish too, as deep as needed): a contradiction proves the other option.',
  },
  // The full set's families (codes of 2–4 capitals, written [XYW] inside labels), one block per family group.
  ...PATTERN_ENTRIES,
  ...CHAIN_ENTRIES,
} satisfies Record<string, TechniqueEntry>;

// The table's keys are exactly the declared codes (technique-letter.ts), neither more nor fewer.
const KEYS_ARE_THE_CODES: [keyof typeof ENTRIES, TechniqueLetter] extends [TechniqueLetter, keyof typeof ENTRIES]
  ? true
  : never = true;
void KEYS_ARE_THE_CODES;

export const TECHNIQUES: Readonly<Record<TechniqueLetter, Readonly<TechniqueEntry>>> = ENTRIES;

/** Every letter and code: SPEC §3's 19 letters in its order, then the full set's codes. */
export const TECHNIQUE_CODES = Object.freeze(Object.keys(ENTRIES) as TechniqueLetter[]);

/** The model tool's 19 letters (the model set), in SPEC §3's order: the Results columns and the Settings rows. */
export const TECHNIQUE_LETTERS = Object.freeze(TECHNIQUE_CODES.filter((letter) => TECHNIQUES[letter].set === 'model'));
