/**
 * Technique codes in step labels, and the technique sets.
 *
 * The model tool's 19 letters (B L C … A) are one character each and a label concatenates them
 * ("VL", "GQM"). The full set's families have codes of 2–4 capitals (XYW, SKY, UR1, …): inside a
 * label each is written in square brackets ("[XYW]L", "V[SKY]M"), so a label always reads back
 * into the same codes and the model set's labels are unchanged. `--techniques` and the stored
 * settings use the same syntax ("BLCMV[XYW][SKY]").
 *
 * The sets: "model" is the 19 letters (the default, SPEC §3–§4 unchanged); "full" adds every
 * registry entry whose `set` is 'full', tried in the registry's order after the advanced tier and
 * before A (their tier is 'expert').
 */

import { requireIterable, requireName, requireText } from '../core/arguments';
import { PuzzleError } from '../core/errors';
import { TECHNIQUES, TECHNIQUE_CODES, TECHNIQUE_LETTERS, type TechniqueLetter } from './registry';
import type { RatingPath, TechniqueSet } from '../analysis/types';

export const TECHNIQUE_SETS: readonly TechniqueSet[] = ['model', 'full'];

export const DEFAULT_TECHNIQUE_SET: TechniqueSet = 'model';

/** Every letter and code a set holds, in registry order. */
export function lettersOfSet(set: TechniqueSet): readonly TechniqueLetter[] {
  requireName(set, TECHNIQUE_SETS, 'The technique set');
  return set === 'full' ? TECHNIQUE_CODES : TECHNIQUE_LETTERS;
}

export function isTechniqueSet(value: unknown): value is TechniqueSet {
  return (TECHNIQUE_SETS as readonly unknown[]).includes(value);
}

/**
 * The ratings a person may ask for, as the command line, the stored settings and SUDOKU.RATING name
 * them: 'full', the default, the full set's path whatever set is chosen, or 'standard' (the
 * default before issue 35; rating-path.ts 'patterns': the model set's patterns continuation, the
 * own path of the full set or a restriction).
 */
export type RatingChoice = 'full' | 'standard';
export const RATING_CHOICES: readonly RatingChoice[] = ['full', 'standard'];

export function isRatingChoice(value: unknown): value is RatingChoice {
  return (RATING_CHOICES as readonly unknown[]).includes(value);
}

/** The analyser's option for a rating choice: only 'standard' asks for another path than the default's. */
export function ratingPathOption(choice: RatingChoice): { ratingPath?: RatingPath } {
  requireName(choice, RATING_CHOICES, 'The rating');
  return choice === 'standard' ? { ratingPath: 'patterns' } : {};
}

export function isTechniqueLetter(value: string): value is TechniqueLetter {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(TECHNIQUES, value);
}

function requireCode(value: unknown, what: string): asserts value is TechniqueLetter {
  if (!isTechniqueLetter(value as string)) requireName(value, TECHNIQUE_CODES, what);
}

/** How a code is written inside a label: a letter as itself, a longer code in brackets ("[XYW]"). */
export function labelToken(letter: TechniqueLetter): string {
  requireCode(letter, 'The technique code');
  return tokenOf(letter);
}

/** labelToken of a code the analysis loop found (so not checked). */
export function tokenOf(letter: TechniqueLetter): string {
  return letter.length === 1 ? letter : `[${letter}]`;
}

/** A label or technique list written from its codes, in order ("V", "XYW", "L" → "V[XYW]L"). */
export function labelOf(letters: Iterable<TechniqueLetter>): string {
  requireIterable(letters, 'The technique codes');
  let label = '';
  for (const letter of letters) {
    requireCode(letter, 'A technique code');
    label += tokenOf(letter);
  }
  return label;
}

/**
 * The tokens of a label or technique list, in order: single characters and bracketed codes (upper
 * case, brackets removed). Spaces and commas separate nothing and are skipped; the tokens are not
 * checked against the registry (see readTechniqueList).
 */
export function labelTokens(label: string): string[] {
  const tokens: string[] = [];
  for (let i = 0; i < label.length; i++) {
    const char = label[i];
    if (char === ' ' || char === ',') continue;
    if (char === '[') {
      const end = label.indexOf(']', i + 1);
      const stop = end < 0 ? label.length : end;
      tokens.push(
        label
          .slice(i + 1, stop)
          .trim()
          .toUpperCase(),
      );
      i = stop;
    } else {
      tokens.push(char.toUpperCase());
    }
  }
  return tokens;
}

/** The codes of a step label, in order ("V[XYW]L" → V, XYW, L); a token that is no code is skipped. */
export function labelLetters(label: string): TechniqueLetter[] {
  return labelTokens(label).filter(isTechniqueLetter);
}

/**
 * E, the hidden single in an extra unit (a diagonal, window or colour unit). It is not in the
 * registry: only kinds with extra units have it, and a kind without them has nothing for it to find.
 */
export const EXTRA_SINGLE = 'E';

/**
 * A technique list as typed ("blcmv[xyw]"): its registry codes, whether it names E, and the tokens
 * that are neither. The one reading of a list for every kind and front end, so that a code means
 * the same everywhere ([XYW] is XY-Wing, never X, Y and W).
 */
export function readTechniqueList(text: string): {
  letters: TechniqueLetter[];
  extraSingle: boolean;
  unknown: string[];
} {
  requireText(text, 'The technique list');
  const letters: TechniqueLetter[] = [];
  const unknown: string[] = [];
  let extraSingle = false;
  for (const token of labelTokens(text)) {
    if (isTechniqueLetter(token)) letters.push(token);
    else if (token === EXTRA_SINGLE) extraSingle = true;
    else unknown.push(token);
  }
  return { letters, extraSingle, unknown };
}

/**
 * The techniques a list enables for an analysis that has only `available` (registry codes and E):
 * a code of the list that the analysis lacks is refused with its name and where it does exist,
 * rather than dropped or read as other letters; tokens that are no code are skipped, as the front
 * ends have told of them already.
 */
export function enabledCodesOf<Code extends string>(
  text: string,
  available: readonly Code[],
  where: string,
): Set<Code> {
  const { letters, extraSingle } = readTechniqueList(text);
  const named: string[] = extraSingle ? [...letters, EXTRA_SINGLE] : letters;
  const missing = named.filter((code) => !(available as readonly string[]).includes(code));
  if (missing.length > 0) {
    const described = missing.map(
      (code) =>
        `${tokenOf(code as TechniqueLetter)} (${code === EXTRA_SINGLE ? 'hidden single in an extra unit' : TECHNIQUES[code as TechniqueLetter].english})`,
    );
    const home = missing.includes(EXTRA_SINGLE)
      ? 'kinds with extra units (diagonal, windoku, colour)'
      : 'the standard 9×9';
    throw new PuzzleError(
      'bad-input',
      `The technique list names ${described.join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} not available ${where} yet (only on ${home}); the techniques there are ${labelOf((available as readonly string[]).filter(isTechniqueLetter))}${(available as readonly string[]).includes(EXTRA_SINGLE) ? EXTRA_SINGLE : ''}.`,
    );
  }
  return new Set(named as Code[]);
}

/**
 * The pane's technique switches (a list from its Settings, or none) for an analysis of another
 * kind: the model letters it keeps, and E, which has no switch and so stays on. The Settings'
 * technique set is the 9×9 analysis's: other kinds have only part of the full set so far (issue 34)
 * and would refuse the rest, so the pane passes none of its codes on.
 */
export function switchesForOtherKinds(techniques: string | undefined): string | undefined {
  if (techniques === undefined) return undefined;
  return labelOf(readTechniqueList(techniques).letters.filter((letter) => letter.length === 1)) + EXTRA_SINGLE;
}
