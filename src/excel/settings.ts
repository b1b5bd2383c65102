/**
 * The analysis settings (technique set, rating path, technique switches, effort weights) kept per workbook in the document's
 * add-in settings (Office.context.document.settings): they travel with the file and need no sheet.
 * What is stored, its defaults and its validation are src/report/settings-model.ts.
 *
 * The settings object is read once when the add-in starts, so `get` is synchronous; `saveAsync`
 * writes it into the document (on the desktop the person still saves the file as usual).
 */

import {
  analyseOptionsOf,
  fromStoredSettings,
  toStoredSettings,
  type AnalysisSettings,
  type LoadedSettings,
} from '../report/settings-model';

/** The settings entry holding ours. */
export const SETTINGS_KEY = 'sudokuAnalyzer.analysisSettings';

/** The part of Office.Settings used here (tests pass a fake). */
export interface SettingsStore {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  remove(name: string): void;
  saveAsync(
    callback?: (result: { status: Office.AsyncResultStatus | string; error?: { message: string } }) => void,
  ): void;
}

/** The workbook's settings object; only inside an initialised add-in. */
export function documentSettings(): SettingsStore {
  return Office.context.document.settings as unknown as SettingsStore;
}

/** The workbook's settings, defaults for whatever is missing or unusable (never throws on stored content). */
export function loadAnalysisSettings(store: SettingsStore = documentSettings()): LoadedSettings {
  return fromStoredSettings(store.get(SETTINGS_KEY));
}

/** The analyser's techniques/weights options for this workbook. */
export function workbookAnalyseOptions(store: SettingsStore = documentSettings()): ReturnType<typeof analyseOptionsOf> {
  return analyseOptionsOf(loadAnalysisSettings(store).settings);
}

/**
 * The open workbook's options as saved at this moment, for every analysis the pane starts (Analyse
 * and Batch alike), so a change in the Settings panel applies to the next run of either. Defaults
 * where Office has no settings object, so the pane is never blocked by it.
 */
export function currentAnalyseOptions(): ReturnType<typeof analyseOptionsOf> {
  try {
    return workbookAnalyseOptions();
  } catch {
    return {};
  }
}

/** Writes the settings object into the document; rejects with Office's reason. */
export function save(store: SettingsStore): Promise<void> {
  return new Promise((resolve, reject) => {
    store.saveAsync((result) => {
      // Office.AsyncResultStatus.Succeeded is the string 'succeeded'.
      if (String(result.status) === 'succeeded') resolve();
      // Office's own message (in Office's language); the pane says in its words what failed.
      else reject(new Error(result.error?.message ?? String(result.status)));
    });
  });
}

/** Stores the settings in the workbook; rejects with Office's reason when it cannot save them. */
export async function saveAnalysisSettings(
  settings: AnalysisSettings,
  store: SettingsStore = documentSettings(),
): Promise<void> {
  store.set(SETTINGS_KEY, toStoredSettings(settings));
  await save(store);
}

/** Forgets the workbook's settings, so that it follows the defaults again; returns them. */
export async function resetAnalysisSettings(store: SettingsStore = documentSettings()): Promise<AnalysisSettings> {
  store.remove(SETTINGS_KEY);
  await save(store);
  return loadAnalysisSettings(store).settings;
}
