/**
 * A workbook's analysis settings: the technique set (model or full), the rating (the full set's
 * path, the default, or the standard rating; rating-path.ts), which technique letters are
 * switched on (SPEC §3 "Restricting techniques") and the effort weights (SPEC §5 "simulation"). Pure: turning settings into what is
 * stored in the workbook and back, validating what a person typed, and into the analyser's options.
 *
 * Only departures from the defaults are stored (letters switched off, weights changed), so a
 * workbook keeps following the defaults of a newer version for everything its owner left alone,
 * and a letter added later starts switched on.
 */

import {
  BASIC_ORDER,
  DEFAULT_WEIGHTS,
  type EffortWeights,
  type RatingPath,
  DEFAULT_TECHNIQUE_SET,
  EXTRA_SINGLE,
  isRatingChoice,
  isTechniqueLetter,
  isTechniqueSet,
  labelOf,
  lettersOfSet,
  ratingPathOption,
  readTechniqueList,
  type RatingChoice,
  TECHNIQUE_CODES,
  type TechniqueLetter,
  type TechniqueSet,
} from '../engine/analyser';

export const SETTINGS_VERSION = 1;

export interface AnalysisSettings {
  /** The technique set ('model', the 19 letters, or 'full'): which letters the analyser offers. */
  techniqueSet: TechniqueSet;
  /** The rating asked for: 'standard' (the default rating) or 'full', the full set's path (slower, closer to SE). */
  ratingPath: RatingChoice;
  /** Every letter and code, true when the analyser may use it (when its set is chosen). */
  enabled: Record<TechniqueLetter, boolean>;
  weights: EffortWeights;
}

/** What goes into the workbook's settings (JSON). */
export interface StoredSettings {
  version: number;
  /** 'full' when the workbook chose the full set (absent for the default, the model set). */
  techniqueSet?: TechniqueSet;
  /** 'full' when the workbook rates by the full set's path (absent for the default, the standard rating). */
  ratingPath?: RatingChoice;
  /** Letters switched off, in TECHNIQUE_CODES order, codes in brackets ("G[XYW]"; "" when all are on). */
  disabled: string;
  /** Weights that differ from the defaults. */
  weights: Partial<Record<TechniqueLetter, number>>;
}

/** The letters that place digits by themselves: at least one must stay on, or nothing is ever placed. */
export const PLACING_LETTERS: readonly TechniqueLetter[] = BASIC_ORDER;

export const DEFAULT_RATING_PATH: RatingChoice = 'full';

export function defaultSettings(): AnalysisSettings {
  const enabled = {} as Record<TechniqueLetter, boolean>;
  for (const letter of TECHNIQUE_CODES) enabled[letter] = true;
  return {
    techniqueSet: DEFAULT_TECHNIQUE_SET,
    ratingPath: DEFAULT_RATING_PATH,
    enabled,
    weights: { ...DEFAULT_WEIGHTS },
  };
}

export function toStoredSettings(settings: AnalysisSettings): StoredSettings {
  const weights: Partial<Record<TechniqueLetter, number>> = {};
  for (const letter of TECHNIQUE_CODES) {
    if (settings.weights[letter] !== DEFAULT_WEIGHTS[letter]) weights[letter] = settings.weights[letter];
  }
  const stored: StoredSettings = {
    version: SETTINGS_VERSION,
    disabled: labelOf(TECHNIQUE_CODES.filter((letter) => !settings.enabled[letter])),
    weights,
  };
  if (settings.techniqueSet !== DEFAULT_TECHNIQUE_SET) stored.techniqueSet = settings.techniqueSet;
  if (settings.ratingPath !== DEFAULT_RATING_PATH) stored.ratingPath = settings.ratingPath;
  return stored;
}

/** Something stored that could not be used (its default applies), as data for the pane's words, and in English. */
export type StoredSettingsProblem = { message: string } & (
  | { kind: 'not-an-object' }
  | { kind: 'unknown-set'; found: string }
  | { kind: 'unknown-rating-path'; found: string }
  | { kind: 'unknown-letter'; among: 'switches' | 'weights'; found: string }
  | { kind: 'switches-not-letters' }
  | { kind: 'bad-weight'; letter: TechniqueLetter; defaultWeight: number }
  | { kind: 'weights-not-a-table' }
  | { kind: 'no-placing-letter'; letters: readonly TechniqueLetter[] }
);

export interface LoadedSettings {
  settings: AnalysisSettings;
  /** What was stored but could not be used (and was replaced by the default). */
  problems: StoredSettingsProblem[];
}

/**
 * Settings from what the workbook holds (anything: absent, hand-edited, from another version).
 * Never throws; whatever cannot be used keeps its default and is reported in `problems`.
 */
export function fromStoredSettings(stored: unknown): LoadedSettings {
  const settings = defaultSettings();
  const problems: StoredSettingsProblem[] = [];
  if (stored === undefined || stored === null) return { settings, problems };
  if (typeof stored !== 'object' || Array.isArray(stored)) {
    return {
      settings,
      problems: [
        { kind: 'not-an-object', message: 'The stored settings are not a settings object; the defaults are used.' },
      ],
    };
  }
  const { disabled, weights, techniqueSet, ratingPath } = stored as Partial<Record<keyof StoredSettings, unknown>>;
  if (isTechniqueSet(techniqueSet)) settings.techniqueSet = techniqueSet;
  else if (techniqueSet !== undefined) {
    problems.push({
      kind: 'unknown-set',
      found: String(techniqueSet),
      message: `Unknown technique set "${String(techniqueSet)}"; the ${DEFAULT_TECHNIQUE_SET} set is used.`,
    });
  }
  if (isRatingChoice(ratingPath)) settings.ratingPath = ratingPath;
  else if (ratingPath !== undefined) {
    problems.push({
      kind: 'unknown-rating-path',
      found: String(ratingPath),
      message: `Unknown rating path "${String(ratingPath)}"; the default rating (the full set's path) is used.`,
    });
  }
  if (typeof disabled === 'string') {
    const { letters, extraSingle, unknown } = readTechniqueList(disabled);
    // E has no switch: other kinds always use it.
    if (extraSingle) unknown.push(EXTRA_SINGLE);
    for (const letter of letters) settings.enabled[letter] = false;
    for (const token of unknown)
      problems.push({
        kind: 'unknown-letter',
        among: 'switches',
        found: token,
        message: `Unknown technique letter "${token}" among the switched-off techniques; ignored.`,
      });
  } else if (disabled !== undefined) {
    problems.push({
      kind: 'switches-not-letters',
      message: 'The stored technique switches are not a string of letters; all techniques are on.',
    });
  }
  if (typeof weights === 'object' && weights !== null && !Array.isArray(weights)) {
    for (const [letter, value] of Object.entries(weights)) {
      if (!isTechniqueLetter(letter))
        problems.push({
          kind: 'unknown-letter',
          among: 'weights',
          found: letter,
          message: `Unknown technique letter "${letter}" among the weights; ignored.`,
        });
      else if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
        problems.push({
          kind: 'bad-weight',
          letter,
          defaultWeight: DEFAULT_WEIGHTS[letter],
          message: `The stored weight of ${letter} is not a number ≥ 0; the default ${DEFAULT_WEIGHTS[letter]} is used.`,
        });
      } else settings.weights[letter] = value;
    }
  } else if (weights !== undefined) {
    problems.push({
      kind: 'weights-not-a-table',
      message: 'The stored weights are not a table of letters; the default weights are used.',
    });
  }
  if (!PLACING_LETTERS.some((letter) => settings.enabled[letter])) {
    for (const letter of PLACING_LETTERS) settings.enabled[letter] = true;
    problems.push({
      kind: 'no-placing-letter',
      letters: PLACING_LETTERS,
      message: `None of ${PLACING_LETTERS.join(', ')} was on; they are switched back on.`,
    });
  }
  return { settings, problems };
}

export interface SettingsAnalyseOptions {
  techniques?: string;
  techniqueSet?: TechniqueSet;
  ratingPath?: RatingPath;
  weights?: Partial<Record<TechniqueLetter, number>>;
}

/**
 * The analyser's `techniqueSet`, `ratingPath`, `techniques` and `weights` options (each omitted when it is the
 * default): `techniques` only when a letter of the chosen set is switched off.
 */
export function analyseOptionsOf(settings: AnalysisSettings): SettingsAnalyseOptions {
  const stored = toStoredSettings(settings);
  const options: SettingsAnalyseOptions = {};
  if (stored.techniqueSet) options.techniqueSet = stored.techniqueSet;
  const { ratingPath } = ratingPathOption(settings.ratingPath);
  if (ratingPath) options.ratingPath = ratingPath;
  const offered = lettersOfSet(settings.techniqueSet);
  if (offered.some((letter) => !settings.enabled[letter]))
    options.techniques = labelOf(offered.filter((letter) => settings.enabled[letter]));
  if (Object.keys(stored.weights).length > 0) options.weights = stored.weights;
  return options;
}

export type WeightProblem = 'empty' | 'not-a-number' | 'negative';

export type SettingsProblem =
  | { kind: 'weight'; letter: TechniqueLetter; problem: WeightProblem; found: string; message: string }
  | { kind: 'no-placing-technique'; message: string };

export type SettingsValidation = { ok: true; settings: AnalysisSettings } | { ok: false; problems: SettingsProblem[] };

/** Full-width digits and signs, as a Japanese input method types them, to ASCII. */
function asciiNumberText(text: string): string {
  return text
    .replace(/[\uFF0B\uFF0D\uFF0E\uFF10-\uFF19]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .trim();
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A weight as typed: a finite decimal number ≥ 0 ("1.5", "２", "1e1"); hexadecimal, "Infinity", commas are refused. */
export function parseWeight(text: string): { value: number } | { problem: WeightProblem } {
  const ascii = asciiNumberText(text);
  if (ascii === '') return { problem: 'empty' };
  if (!DECIMAL.test(ascii)) return { problem: 'not-a-number' };
  const value = Number(ascii);
  if (!Number.isFinite(value)) return { problem: 'not-a-number' };
  // -0 is zero, not a negative weight.
  return value < 0 ? { problem: 'negative' } : { value: value + 0 };
}

const WEIGHT_RULE: Record<WeightProblem, string> = {
  empty: 'is empty',
  'not-a-number': 'is not a number',
  negative: 'is negative',
};

/** Settings from the pane's form: a switch and the typed weight for each letter. Every problem is reported, each naming its letter. */
export function validateSettingsInput(
  enabled: Partial<Record<TechniqueLetter, boolean>>,
  weightTexts: Partial<Record<TechniqueLetter, string>>,
  techniqueSet: TechniqueSet = DEFAULT_TECHNIQUE_SET,
  ratingPath: RatingChoice = DEFAULT_RATING_PATH,
): SettingsValidation {
  const settings = defaultSettings();
  settings.techniqueSet = techniqueSet;
  settings.ratingPath = ratingPath;
  const problems: SettingsProblem[] = [];
  for (const letter of TECHNIQUE_CODES) {
    settings.enabled[letter] = enabled[letter] ?? true;
    const found = weightTexts[letter];
    if (found === undefined) continue;
    const parsed = parseWeight(found);
    if ('value' in parsed) settings.weights[letter] = parsed.value;
    else
      problems.push({
        kind: 'weight',
        letter,
        problem: parsed.problem,
        found,
        message: `The weight of ${letter} ${WEIGHT_RULE[parsed.problem]} ("${found}"): it must be a number ≥ 0.`,
      });
  }
  if (!PLACING_LETTERS.some((letter) => settings.enabled[letter])) {
    problems.push({
      kind: 'no-placing-technique',
      message: `Switch on at least one of ${PLACING_LETTERS.join(', ')}: only they place digits.`,
    });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, settings };
}
