import {
  loadAnalysisSettings,
  resetAnalysisSettings,
  saveAnalysisSettings,
  SETTINGS_KEY,
  workbookAnalyseOptions,
} from '../../src/excel/settings';
import { defaultSettings } from '../../src/report/settings-model';
import { FakeSettings } from './fake-settings';

describe('workbook settings', () => {
  it('gives the defaults to a workbook that has none', () => {
    const store = new FakeSettings();
    expect(loadAnalysisSettings(store)).toEqual({ settings: defaultSettings(), problems: [] });
    expect(workbookAnalyseOptions(store)).toEqual({});
  });

  it('saves into the document and reads the same settings back after reopening', async () => {
    const store = new FakeSettings();
    const settings = defaultSettings();
    settings.enabled.A = false;
    settings.weights.H = 0;
    settings.weights.V = 7.25;
    await saveAnalysisSettings(settings, store);
    expect(store.saves).toBe(1);
    const reopened = store.reopened();
    expect(loadAnalysisSettings(reopened)).toEqual({ settings, problems: [] });
    expect(workbookAnalyseOptions(reopened)).toEqual({ techniques: 'BLCMVGQPUTRSHWYXKD', weights: { H: 0, V: 7.25 } });
  });

  it('resets to the defaults, in the document too', async () => {
    const store = new FakeSettings();
    const settings = defaultSettings();
    settings.enabled.P = false;
    await saveAnalysisSettings(settings, store);
    expect(await resetAnalysisSettings(store)).toEqual(defaultSettings());
    expect(store.document[SETTINGS_KEY]).toBeUndefined();
    expect(loadAnalysisSettings(store.reopened()).settings).toEqual(defaultSettings());
  });

  it('rejects with the reason when Office cannot save', async () => {
    const store = new FakeSettings();
    store.failNextSave = true;
    await expect(saveAnalysisSettings(defaultSettings(), store)).rejects.toThrow(/read-only/);
  });

  it('reads hand-edited or foreign settings without failing, reporting what it ignored', () => {
    const store = new FakeSettings();
    store.set(SETTINGS_KEY, { version: 9, disabled: 'Z', weights: { B: 'heavy' } });
    const { settings, problems } = loadAnalysisSettings(store);
    expect(settings).toEqual(defaultSettings());
    expect(problems).toHaveLength(2);
  });
});
