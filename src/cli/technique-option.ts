/**
 * --techniques, --technique-set, --rating-path and --weights, apart from option-values.ts because checking
 * them loads the technique registry, which only the commands that analyse need (solve starts
 * faster without it).
 */

import {
  type RatingPath,
  RATING_CHOICES,
  TECHNIQUE_SETS,
  isRatingChoice,
  isTechniqueSet,
  labelOf,
  ratingPathOption,
  readTechniqueList,
  TECHNIQUE_CODES,
  TECHNIQUE_LETTERS,
  type TechniqueLetter,
  type TechniqueSet,
} from '../engine/analyser';
import { readWeightsText, weightsProblemText } from '../report/weights-text';
import { CommandError } from './command-error';
import type { ParsedArgs } from './parse-args';

/** --techniques and --technique-set: which techniques the person knows. */
export interface TechniqueChoice {
  /** The letters and codes named by --techniques (canonical "BLCMV[XYW]"), if given. */
  techniques?: string;
  /** --technique-set, if given. */
  techniqueSet?: TechniqueSet;
  /** --rating-path standard (analyze and batch): the standard rating instead of the full set's path. */
  ratingPath?: RatingPath;
  /** --weights: the weights that differ from the defaults (analyze, batch, compare). */
  weights?: Partial<Record<TechniqueLetter, number>>;
  /** analyze --position: each cell's pencil marks (9-bit masks), the analysis's starting candidates. */
  candidates?: ArrayLike<number>;
}

/**
 * --techniques checked against the letters and codes (upper-cased, "BLCMV[XYW]"), and
 * --technique-set against the sets, so a typo is told rather than ignored. --techniques names
 * exactly the techniques used; --technique-set alone enables the whole set.
 */
export function techniqueChoice(parsed: ParsedArgs): TechniqueChoice {
  const choice: TechniqueChoice = {};
  const set = parsed.value('technique-set');
  if (set !== undefined) {
    const lower = set.toLowerCase();
    if (!isTechniqueSet(lower))
      throw new CommandError(`--technique-set takes ${TECHNIQUE_SETS.join(' or ')}, not "${set}".`, true);
    choice.techniqueSet = lower;
  }
  const text = parsed.value('techniques');
  if (text === undefined) return choice;
  // E, the hidden single in an extra unit, exists only on kinds with extra units; a 9×9 analysis has nothing for it to find.
  const { letters, extraSingle, unknown } = readTechniqueList(text);
  if (unknown.length > 0 || (letters.length === 0 && !extraSingle)) {
    const known = `${TECHNIQUE_LETTERS.join('')}, or codes in brackets such as [${TECHNIQUE_CODES.find((letter) => letter.length > 1) ?? 'XYW'}]`;
    throw new CommandError(
      `--techniques takes technique letters (${known}); "${unknown.join(' ') || text}" is not one.`,
      true,
    );
  }
  choice.techniques = labelOf(letters) + (extraSingle ? 'E' : '');
  return choice;
}

/** --rating-path checked against the choices; absent (the default, the full set's path) unless standard. */
export function ratingPathChoice(parsed: ParsedArgs): Pick<TechniqueChoice, 'ratingPath'> {
  const text = parsed.value('rating-path');
  if (text === undefined) return {};
  const lower = text.toLowerCase();
  if (!isRatingChoice(lower))
    throw new CommandError(`--rating-path takes ${RATING_CHOICES.join(' or ')}, not "${text}".`, true);
  return ratingPathOption(lower);
}

/** --weights "B=1,M=1.5": read as the pane's Settings tab reads its weights (report/weights-text.ts). */
export function weightsChoice(parsed: ParsedArgs): Pick<TechniqueChoice, 'weights'> {
  const text = parsed.value('weights');
  if (text === undefined) return {};
  const reading = readWeightsText(text);
  if (!reading.ok) throw new CommandError(`--weights: ${weightsProblemText(reading.problem, 'en')}`, true);
  return reading.weights ? { weights: reading.weights } : {};
}
