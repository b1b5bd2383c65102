/**
 * The logic of the task pane's Settings panel: the technique set (model or full, issue 15), the
 * rating (standard or the full set's path, issue 16), the technique switches (SPEC §3 "Restricting techniques") and the effort weights (SPEC §5) of this workbook, saved in its document settings.
 * A form is saved only when every weight is valid; otherwise nothing is stored and each problem
 * names its letter. SettingsController is tested without a DOM; mountSettingsPanel is its view.
 */

import {
  documentSettings,
  loadAnalysisSettings,
  resetAnalysisSettings,
  saveAnalysisSettings,
  type SettingsStore,
} from '../../excel/settings';
import {
  analyseOptionsOf,
  validateSettingsInput,
  type AnalysisSettings,
  type SettingsProblem,
  type StoredSettingsProblem,
} from '../../report/settings-model';
import type { TechniqueLetter, TechniqueSet } from '../../engine/analyser';
import type { RatingChoice } from '../../engine/analyser';
import { PanelState, type BusyRefusal } from '../shared/panel-state';

export interface SettingsPanelDeps {
  /** Office.context.document.settings, or a fake in tests; default the workbook's. */
  store?: SettingsStore;
  /** 'en', 'ja', or Office.context.displayLanguage ("ja-JP"); default: the Office display language. */
  language?: string;
  /** Called with the new settings after each save or reset (the pane passes analyseOptionsOf(settings) to the analyser). */
  onChange?(settings: AnalysisSettings): void;
}

export type SettingsNotice =
  | { kind: 'saved' }
  | { kind: 'reset' }
  | { kind: 'invalid'; problems: SettingsProblem[] }
  /** The workbook held settings that could not all be used. */
  | { kind: 'loaded-with-problems'; problems: StoredSettingsProblem[] }
  | { kind: 'failed'; detail: string };

export interface SettingsState extends BusyRefusal {
  busy: boolean;
  settings: AnalysisSettings;
  notice?: SettingsNotice;
}

export class SettingsController extends PanelState<SettingsState> {
  private readonly store: SettingsStore;

  constructor(private readonly deps: SettingsPanelDeps = {}) {
    const store = deps.store ?? documentSettings();
    const { settings, problems } = loadAnalysisSettings(store);
    super({
      busy: false,
      settings,
      notice: problems.length > 0 ? { kind: 'loaded-with-problems', problems } : undefined,
    });
    this.store = store;
  }

  /** The analyser's techniques/weights options for the current settings. */
  analyseOptions(): ReturnType<typeof analyseOptionsOf> {
    return analyseOptionsOf(this.state.settings);
  }

  private async persist(work: () => Promise<AnalysisSettings>, notice: SettingsNotice): Promise<SettingsState> {
    this.update({ busy: true, notice: undefined });
    try {
      const settings = await work();
      this.update({ busy: false, settings, notice });
      this.deps.onChange?.(settings);
    } catch (error) {
      this.update({
        busy: false,
        notice: { kind: 'failed', detail: error instanceof Error ? error.message : String(error) },
      });
    }
    return this.state;
  }

  /**
   * Validates the form (the technique set, the rating path, each letter's switch and typed weight)
   * and saves it; with any bad weight nothing is saved and the problems are the notice.
   */
  save(
    enabled: Partial<Record<TechniqueLetter, boolean>>,
    weightTexts: Partial<Record<TechniqueLetter, string>>,
    techniqueSet: TechniqueSet = this.state.settings.techniqueSet,
    ratingPath: RatingChoice = this.state.settings.ratingPath,
  ): Promise<SettingsState> {
    if (this.state.busy) return Promise.resolve(this.refuseWhileBusy());
    const validation = validateSettingsInput(enabled, weightTexts, techniqueSet, ratingPath);
    if (!validation.ok) {
      this.update({ notice: { kind: 'invalid', problems: validation.problems } });
      return Promise.resolve(this.state);
    }
    return this.persist(
      async () => {
        await saveAnalysisSettings(validation.settings, this.store);
        return validation.settings;
      },
      { kind: 'saved' },
    );
  }

  /** Back to the defaults: the workbook's settings are removed, so it follows later defaults too. */
  reset(): Promise<SettingsState> {
    if (this.state.busy) return Promise.resolve(this.refuseWhileBusy());
    return this.persist(() => resetAnalysisSettings(this.store), { kind: 'reset' });
  }
}
