import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { DEFAULT_WEIGHTS } from '../../src/engine/analysis/effort';
import { readTechniqueList } from '../../src/engine/techniques/technique-codes';
import { type TechniqueLetter } from '../../src/engine/analysis/types';
import { TECHNIQUE_CODES, TECHNIQUE_LETTERS } from '../../src/engine/techniques/registry';
import { SETTINGS_KEY, workbookAnalyseOptions, type SettingsStore } from '../../src/excel/settings';
import { analysisSheetLabels, techniqueNameIn, type SheetLanguage } from '../../src/report/analysis-labels';
import { buildAnalysisSheet } from '../../src/report/analysis-sheet';
import { defaultSettings, type AnalysisSettings } from '../../src/report/settings-model';
import { SettingsController } from '../../src/taskpane/settings/settings-controller';
import { settingsStrings } from '../../src/taskpane/settings/settings-strings';

/** Office.context.document.settings: a table that saveAsync writes into the document. */
function fakeStore(
  initial: Record<string, unknown> = {},
  failSave = false,
): SettingsStore & { saved: Record<string, unknown>; saves: number } {
  const table: Record<string, unknown> = { ...initial };
  const store = {
    saved: { ...initial },
    saves: 0,
    get: (name: string) => table[name] ?? null,
    set: (name: string, value: unknown) => void (table[name] = value),
    remove: (name: string) => void delete table[name],
    saveAsync: (callback?: (result: { status: string; error?: { message: string } }) => void) => {
      if (failSave) return callback?.({ status: 'failed', error: { message: 'read-only' } });
      store.saves++;
      store.saved = JSON.parse(JSON.stringify(table));
      callback?.({ status: 'succeeded' });
    },
  };
  return store;
}

function form(settings: AnalysisSettings): {
  enabled: Record<TechniqueLetter, boolean>;
  weightTexts: Record<TechniqueLetter, string>;
} {
  return {
    enabled: { ...settings.enabled },
    weightTexts: Object.fromEntries(
      TECHNIQUE_LETTERS.map((letter) => [letter, String(settings.weights[letter])]),
    ) as Record<TechniqueLetter, string>,
  };
}

describe('the Settings panel controller', () => {
  it('shows the defaults for a new workbook and gives the analyser no options', () => {
    const controller = new SettingsController({ store: fakeStore() });
    expect(controller.state).toEqual({ busy: false, settings: defaultSettings(), notice: undefined });
    expect(controller.analyseOptions()).toEqual({});
  });

  it('saves a valid form, tells the pane, and passes the switches and weights to the analyser', async () => {
    const store = fakeStore();
    const changes: AnalysisSettings[] = [];
    const controller = new SettingsController({ store, onChange: (settings) => changes.push(settings) });
    const { enabled, weightTexts } = form(defaultSettings());
    enabled.A = false;
    weightTexts.H = '２０';
    const state = await controller.save(enabled, weightTexts);
    expect(state.notice).toEqual({ kind: 'saved' });
    expect(store.saves).toBe(1);
    expect(store.saved[SETTINGS_KEY]).toEqual({
      version: 1,
      disabled: 'A',
      weights: DEFAULT_WEIGHTS.H === 20 ? {} : { H: 20 },
    });
    expect(changes).toHaveLength(1);
    expect(controller.analyseOptions()).toMatchObject({
      techniques: TECHNIQUE_LETTERS.filter((letter) => letter !== 'A').join(''),
    });
    // A new pane on the same workbook shows what was saved.
    expect(new SettingsController({ store: fakeStore(store.saved) }).state.settings).toEqual(state.settings);
  });

  it('chooses the full set: kept in the workbook, read back by a new pane, and given to the analyser with the codes left on', async () => {
    const store = fakeStore();
    const controller = new SettingsController({ store });
    const { enabled, weightTexts } = form(defaultSettings());
    for (const code of TECHNIQUE_CODES) weightTexts[code] = String(DEFAULT_WEIGHTS[code]);
    enabled.SKY = false;
    weightTexts.XYW = '２５';
    const state = await controller.save(enabled, weightTexts, 'full');
    expect(state.notice).toEqual({ kind: 'saved' });
    expect(store.saved[SETTINGS_KEY]).toEqual({
      version: 1,
      techniqueSet: 'full',
      disabled: '[SKY]',
      weights: DEFAULT_WEIGHTS.XYW === 25 ? {} : { XYW: 25 },
    });
    // A new pane on the same workbook, and every analysis the pane starts, read the same.
    const reopened = new SettingsController({ store: fakeStore(store.saved) });
    expect(reopened.state.settings).toEqual(state.settings);
    expect(reopened.state.settings.techniqueSet).toBe('full');
    const options = workbookAnalyseOptions(fakeStore(store.saved));
    expect(options).toEqual(reopened.analyseOptions());
    expect(options.techniqueSet).toBe('full');
    expect(readTechniqueList(options.techniques ?? '').letters).toEqual(
      TECHNIQUE_CODES.filter((code) => code !== 'SKY'),
    );
    expect(options.weights).toEqual(DEFAULT_WEIGHTS.XYW === 25 ? undefined : { XYW: 25 });
  });

  it('goes back to the model set, keeping the full set’s switches for later and giving the analyser no set', async () => {
    const store = fakeStore({ [SETTINGS_KEY]: { version: 1, techniqueSet: 'full', disabled: '[SKY]', weights: {} } });
    const controller = new SettingsController({ store });
    const { enabled, weightTexts } = form(controller.state.settings);
    const state = await controller.save(enabled, weightTexts, 'model');
    expect(state.settings.techniqueSet).toBe('model');
    expect(store.saved[SETTINGS_KEY]).toEqual({ version: 1, disabled: '[SKY]', weights: {} });
    // SKY is not in the model set, so nothing is restricted.
    expect(controller.analyseOptions()).toEqual({});
    // Saving without naming a set keeps the one chosen.
    expect((await controller.save(enabled, weightTexts)).settings.techniqueSet).toBe('model');
  });

  it('names the set in the list: a full-set code in brackets, with its name in both languages', () => {
    expect(settingsStrings('en').name('XYW')).toBe(`[XYW]  ${techniqueNameIn('XYW', 'en')}`);
    expect(settingsStrings('ja').weightOf('SKY')).toBe(`[SKY]（${techniqueNameIn('SKY', 'ja')}）の重み`);
    expect(settingsStrings('en').sets.full).toContain('[XYW]');
    expect(settingsStrings('ja').sets.model).toContain('19');
  });

  it('saves nothing while a weight is bad, and names each bad letter', async () => {
    const store = fakeStore();
    const controller = new SettingsController({ store });
    const { enabled, weightTexts } = form(defaultSettings());
    weightTexts.Q = 'lots';
    weightTexts.T = '-1';
    const state = await controller.save(enabled, weightTexts);
    expect(store.saves).toBe(0);
    expect(state.notice?.kind).toBe('invalid');
    if (state.notice?.kind !== 'invalid') return;
    expect(state.notice.problems.map((problem) => (problem.kind === 'weight' ? problem.letter : problem.kind))).toEqual(
      ['Q', 'T'],
    );
    for (const language of ['en', 'ja'] as const) {
      const message = settingsStrings(language).notice(state.notice);
      expect(message).toContain('Q');
      expect(message).toContain('lots');
      expect(message).toContain('T');
    }
  });

  it('resets to the defaults and forgets the stored settings', async () => {
    const store = fakeStore();
    const controller = new SettingsController({ store });
    const { enabled, weightTexts } = form(defaultSettings());
    enabled.P = false;
    weightTexts.B = '3';
    await controller.save(enabled, weightTexts);
    const state = await controller.reset();
    expect(state).toMatchObject({ notice: { kind: 'reset' }, settings: defaultSettings() });
    expect(store.saved[SETTINGS_KEY]).toBeUndefined();
  });

  it('reports a failed save and keeps the previous settings', async () => {
    const controller = new SettingsController({ store: fakeStore({}, true) });
    const { enabled, weightTexts } = form(defaultSettings());
    enabled.H = false;
    const state = await controller.save(enabled, weightTexts);
    expect(state.notice).toMatchObject({ kind: 'failed', detail: expect.stringMatching(/read-only/) });
    expect(state.settings).toEqual(defaultSettings());
    expect(settingsStrings('en').notice(state.notice!)).toMatch(
      /^The workbook settings could not be saved: .*read-only/,
    );
    // Only Office's own message (in Office's language) follows the pane's words.
    expect(settingsStrings('ja').notice(state.notice!)).toBe(
      `保存できませんでした: ${(state.notice as { detail: string }).detail}`,
    );
    expect((state.notice as { detail: string }).detail).not.toMatch(/could not be saved/);
  });

  it('says when stored settings could not all be used', () => {
    const controller = new SettingsController({
      store: fakeStore({ [SETTINGS_KEY]: { disabled: 'A', weights: { B: 'x' } } }),
    });
    expect(controller.state.notice).toMatchObject({ kind: 'loaded-with-problems' });
    expect(controller.state.settings.enabled.A).toBe(false);
    expect(settingsStrings('en').notice(controller.state.notice!)).toMatch(/weight of B/);
  });

  it('names each unusable stored setting in Japanese too, without English', () => {
    const stored = { disabled: 'BLCM?', weights: { B: 'x', Z: 1 } };
    const controller = new SettingsController({ store: fakeStore({ [SETTINGS_KEY]: stored }), language: 'ja' });
    const text = settingsStrings('ja').notice(controller.state.notice!);
    expect(text).toContain('「?」');
    expect(text).toContain(`B（${techniqueNameIn('B', 'ja')}）の重み`);
    expect(text).toContain(`既定値 ${DEFAULT_WEIGHTS.B}`);
    expect(text).toContain('「Z」');
    expect(text).toContain('B、L、C、M がすべてオフだった');
    expect(text.match(/[A-Za-z]{2,}/g)).toBeNull();
    for (const odd of [42, 'text', { disabled: 7 }, { weights: [1] }]) {
      const other = new SettingsController({ store: fakeStore({ [SETTINGS_KEY]: odd }), language: 'ja' });
      expect(
        settingsStrings('ja')
          .notice(other.state.notice!)
          .match(/[A-Za-z]{2,}/g),
      ).toBeNull();
    }
  });
});

describe('technique names', () => {
  /** The technique names an analysis sheet shows in its counts table, by letter, for a result that used every letter. */
  function sheetNames(language: SheetLanguage): Map<string, string> {
    const result = analyzePuzzle('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
    result.techniqueCounts = Object.fromEntries(TECHNIQUE_LETTERS.map((letter) => [letter, 1]));
    const { values } = buildAnalysisSheet({ result, inputAddress: 'A1:I9', language });
    const header = values.findIndex((line) => line[0] === analysisSheetLabels(language).techniques);
    return new Map(
      values.slice(header + 1, header + 1 + TECHNIQUE_LETTERS.length).map((line) => [String(line[0]), String(line[1])]),
    );
  }

  it.each(['en', 'ja'] as const)('are the same in the Settings panel and on the analysis sheet (%s)', (language) => {
    const names = sheetNames(language);
    expect([...names.keys()].sort()).toEqual([...TECHNIQUE_LETTERS].sort());
    for (const letter of TECHNIQUE_LETTERS) {
      expect(settingsStrings(language).name(letter)).toBe(`${letter}  ${names.get(letter)}`);
      if (language === 'ja') expect(names.get(letter)).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });
});
