import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { DEFAULT_WEIGHTS } from '../../src/engine/analysis/effort';
import { type TechniqueLetter } from '../../src/engine/analysis/types';
import { TECHNIQUE_LETTERS } from '../../src/engine/techniques/registry';
import {
  analyseOptionsOf,
  defaultSettings,
  fromStoredSettings,
  parseWeight,
  toStoredSettings,
  validateSettingsInput,
  type AnalysisSettings,
} from '../../src/report/settings-model';
import { puzzlesWithSolutions } from '../helpers/corpus';

function weightTexts(settings: AnalysisSettings): Record<TechniqueLetter, string> {
  return Object.fromEntries(TECHNIQUE_LETTERS.map((letter) => [letter, String(settings.weights[letter])])) as Record<
    TechniqueLetter,
    string
  >;
}

describe('defaults', () => {
  it('switches every letter on with the effort model’s default weights', () => {
    const settings = defaultSettings();
    expect(TECHNIQUE_LETTERS.every((letter) => settings.enabled[letter])).toBe(true);
    expect(settings.weights).toEqual(DEFAULT_WEIGHTS);
  });

  it('stores nothing but the version for the defaults, and gives the analyser no options', () => {
    expect(toStoredSettings(defaultSettings())).toEqual({ version: 1, disabled: '', weights: {} });
    expect(analyseOptionsOf(defaultSettings())).toEqual({});
  });

  it('reads absent settings as the defaults, without problems', () => {
    expect(fromStoredSettings(undefined)).toEqual({ settings: defaultSettings(), problems: [] });
    expect(fromStoredSettings(null)).toEqual({ settings: defaultSettings(), problems: [] });
  });
});

describe('round trip', () => {
  it('keeps switched-off letters and changed weights through JSON, and only those', () => {
    const settings = defaultSettings();
    settings.enabled.A = false;
    settings.enabled.H = false;
    settings.weights.G = 0;
    settings.weights.P = 12.5;
    const stored = toStoredSettings(settings);
    expect(stored).toEqual({ version: 1, disabled: 'HA', weights: { G: 0, P: 12.5 } });
    expect(fromStoredSettings(JSON.parse(JSON.stringify(stored)))).toEqual({ settings, problems: [] });
  });

  it('gives the analyser the enabled letters in order and the changed weights', () => {
    const settings = defaultSettings();
    settings.enabled.A = false;
    settings.weights.B = 2;
    expect(analyseOptionsOf(settings)).toEqual({
      techniques: TECHNIQUE_LETTERS.filter((letter) => letter !== 'A').join(''),
      weights: { B: 2 },
    });
  });
});

describe('the analyser follows the settings', () => {
  const puzzles = puzzlesWithSolutions(400)
    .filter((_, i) => i % 100 === 7)
    .slice(0, 3);

  it('uses only the switched-on letters', () => {
    const settings = defaultSettings();
    for (const letter of ['V', 'G', 'Q', 'P', 'U', 'T', 'R', 'H', 'W', 'Y', 'X', 'S', 'K', 'D', 'A'] as const)
      settings.enabled[letter] = false;
    for (const { puzzle, solution } of puzzles) {
      const result = analyzePuzzle(puzzle, analyseOptionsOf(settings));
      for (const step of result.steps) {
        expect(step.technique).toMatch(/^[BLCM]+$/);
        expect(step.value).toBe(Number(solution[(step.row - 1) * 9 + step.col - 1]));
      }
    }
  });

  it('scales the effort with the weights (the effort model is linear in them)', () => {
    const doubled = defaultSettings();
    for (const letter of TECHNIQUE_LETTERS) doubled.weights[letter] = 2 * DEFAULT_WEIGHTS[letter];
    for (const { puzzle } of puzzles) {
      const plain = analyzePuzzle(puzzle, analyseOptionsOf(defaultSettings()));
      const heavier = analyzePuzzle(puzzle, analyseOptionsOf(doubled));
      expect(plain.steps.length).toBeGreaterThan(0);
      expect(heavier.effort).toBeCloseTo(2 * plain.effort, 6);
    }
  });
});

describe('reading what a workbook holds', () => {
  it('keeps its default for every unusable part and says why', () => {
    const { settings, problems } = fromStoredSettings({
      version: 1,
      disabled: 'A?',
      weights: { B: -1, C: 'x', Z: 3, M: 2 },
    });
    const expected = defaultSettings();
    expected.enabled.A = false;
    expected.weights.M = 2;
    expect(settings).toEqual(expected);
    expect(problems).toHaveLength(4);
    const messages = problems.map(({ message }) => message).join('\n');
    expect(messages).toMatch(/"\?"/);
    expect(messages).toMatch(/weight of B/);
    expect(messages).toMatch(/weight of C/);
    expect(messages).toMatch(/"Z"/);
    expect(problems.map(({ message, ...data }) => data)).toEqual([
      { kind: 'unknown-letter', among: 'switches', found: '?' },
      { kind: 'bad-weight', letter: 'B', defaultWeight: DEFAULT_WEIGHTS.B },
      { kind: 'bad-weight', letter: 'C', defaultWeight: DEFAULT_WEIGHTS.C },
      { kind: 'unknown-letter', among: 'weights', found: 'Z' },
    ]);
  });

  it('never throws, whatever is stored', () => {
    for (const stored of [
      42,
      'text',
      [],
      { disabled: 7 },
      { weights: [1, 2] },
      { weights: null },
      { disabled: 'BLCM' },
    ]) {
      const { settings, problems } = fromStoredSettings(stored);
      expect(problems.length).toBeGreaterThan(0);
      expect(['B', 'L', 'C', 'M'].some((letter) => settings.enabled[letter as TechniqueLetter])).toBe(true);
    }
  });
});

describe('validating the form', () => {
  it('accepts the defaults as typed', () => {
    const result = validateSettingsInput(defaultSettings().enabled, weightTexts(defaultSettings()));
    expect(result).toEqual({ ok: true, settings: defaultSettings() });
  });

  it('reads full-width digits and surrounding spaces', () => {
    expect(parseWeight(' １．５ ')).toEqual({ value: 1.5 });
    expect(parseWeight('0')).toEqual({ value: 0 });
    expect(parseWeight('-0')).toEqual({ value: 0 });
    expect(parseWeight('2e1')).toEqual({ value: 20 });
  });

  it('rejects a weight that is not a finite number ≥ 0, naming the letter', () => {
    const texts = weightTexts(defaultSettings());
    texts.G = 'four';
    texts.H = '-2';
    texts.P = '';
    texts.U = 'Infinity';
    texts.X = '0x10';
    texts.A = '1,5';
    texts.B = '1e999';
    const result = validateSettingsInput(defaultSettings().enabled, texts);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byLetter = Object.fromEntries(
      result.problems.map((problem) => [problem.kind === 'weight' ? problem.letter : problem.kind, problem]),
    );
    expect(Object.keys(byLetter).sort()).toEqual(['A', 'B', 'G', 'H', 'P', 'U', 'X']);
    expect(byLetter.H).toMatchObject({ problem: 'negative', found: '-2' });
    expect(byLetter.P).toMatchObject({ problem: 'empty' });
    expect(byLetter.G).toMatchObject({ problem: 'not-a-number' });
    for (const [letter, problem] of Object.entries(byLetter)) expect(problem.message).toContain(`weight of ${letter}`);
  });

  it('refuses switching off every letter that places digits', () => {
    const enabled = defaultSettings().enabled;
    for (const letter of ['B', 'L', 'C', 'M'] as const) enabled[letter] = false;
    const result = validateSettingsInput(enabled, weightTexts(defaultSettings()));
    expect(result).toMatchObject({ ok: false, problems: [{ kind: 'no-placing-technique' }] });
    enabled.M = true;
    expect(validateSettingsInput(enabled, {}).ok).toBe(true);
  });
});

describe('technique set', () => {
  it('is stored only when it is the full set, and comes back', () => {
    const settings = defaultSettings();
    expect(toStoredSettings(settings)).not.toHaveProperty('techniqueSet');
    settings.techniqueSet = 'full';
    settings.enabled.XYW = false;
    const stored = toStoredSettings(settings);
    expect(stored).toMatchObject({ techniqueSet: 'full', disabled: '[XYW]' });
    const loaded = fromStoredSettings(JSON.parse(JSON.stringify(stored)));
    expect(loaded.problems).toEqual([]);
    expect(loaded.settings).toEqual(settings);
  });

  it('gives the analyser the set, and the letters only when one of the set is off', () => {
    const settings = defaultSettings();
    settings.techniqueSet = 'full';
    expect(analyseOptionsOf(settings)).toEqual({ techniqueSet: 'full' });
    settings.enabled.UR1 = false;
    const { techniques } = analyseOptionsOf(settings);
    expect(techniques).toContain('[XYW]');
    expect(techniques).not.toContain('[UR1]');
    // The model set does not offer UR1, so switching it off changes nothing there.
    settings.techniqueSet = 'model';
    expect(analyseOptionsOf(settings)).toEqual({});
  });

  it('reports an unknown stored set or code and keeps the defaults', () => {
    const { settings, problems } = fromStoredSettings({
      version: 1,
      techniqueSet: 'huge',
      disabled: '[ZZZ]',
      weights: {},
    });
    expect(settings.techniqueSet).toBe('model');
    expect(problems).toHaveLength(2);
    expect(problems.map((problem) => problem.message).join(' ')).toContain('huge');
    expect(problems.map((problem) => problem.message).join(' ')).toContain('ZZZ');
  });
});
