/**
 * The task pane's Settings panel, built from Fluent UI web components: one row per technique
 * letter with its switch and its effort weight, Save and "Reset to defaults", and a status line
 * that names every letter whose weight is refused. English or Japanese; every control is reachable
 * by keyboard and has an accessible name (a weight field's name says whose weight it is).
 *
 * A thin view over SettingsController (settings-controller.ts), which holds the logic.
 */

import { TECHNIQUES } from '../engine/techniques/registry';
import { TECHNIQUE_LETTERS, type TechniqueLetter } from '../engine/types';
import { PLACING_LETTERS, type AnalysisSettings, type SettingsProblem } from '../report/settings-model';
import { create, registerFluentComponents, statusLine, type FluentControl } from './fluent-dom';
import { languageOf, type Language } from './language';
import { SettingsController, type SettingsNotice, type SettingsPanelDeps } from './settings-controller';

export type { SettingsPanelDeps } from './settings-controller';

const ENGLISH = {
  heading: 'Techniques and effort weights',
  hint: 'Switch off the techniques you do not use: the analysis then shows how far the rest get. The weights turn the step log into a simulated solving effort. Both are kept in this workbook.',
  technique: 'Technique',
  weight: 'Weight',
  name: (letter: TechniqueLetter) => `${letter}  ${TECHNIQUES[letter].english}`,
  weightOf: (letter: TechniqueLetter) => `Weight of ${letter} (${TECHNIQUES[letter].english})`,
  save: 'Save settings',
  reset: 'Reset to defaults',
  notice: (notice: SettingsNotice): string => {
    switch (notice.kind) {
      case 'saved':
        return 'Saved in this workbook.';
      case 'reset':
        return 'Back to the defaults: every technique on, the default weights.';
      case 'invalid':
        return `Nothing was saved. ${notice.problems.map(ENGLISH.problem).join(' ')}`;
      case 'loaded-with-problems':
        return `Some stored settings could not be used, so their defaults apply: ${notice.problems.join(' ')}`;
      case 'failed':
        return notice.detail;
    }
  },
  problem: (problem: SettingsProblem): string => {
    if (problem.kind === 'no-placing-technique') return `Switch on at least one of ${PLACING_LETTERS.join(', ')}: only they place digits.`;
    const found = problem.problem === 'empty' ? 'is empty' : `"${problem.found}" is ${problem.problem === 'negative' ? 'negative' : 'not a number'}`;
    return `Weight of ${problem.letter} (${TECHNIQUES[problem.letter].english}): ${found}; type a number ≥ 0.`;
  },
};

type SettingsStrings = typeof ENGLISH;

const JAPANESE: SettingsStrings = {
  heading: 'テクニックと労力の重み',
  hint: '使わないテクニックをオフにすると、残りのテクニックでどこまで解けるかを表示します。重みは手順の一覧を人が解く労力のシミュレーションに変えます。どちらもこのブックに保存されます。',
  technique: 'テクニック',
  weight: '重み',
  name: (letter) => `${letter}  ${TECHNIQUES[letter].japanese}`,
  weightOf: (letter) => `${letter}（${TECHNIQUES[letter].japanese}）の重み`,
  save: '設定を保存',
  reset: '既定値に戻す',
  notice: (notice) => {
    switch (notice.kind) {
      case 'saved':
        return 'このブックに保存しました。';
      case 'reset':
        return '既定値に戻しました（すべてのテクニックがオン、重みは既定値）。';
      case 'invalid':
        return `保存していません。${notice.problems.map(JAPANESE.problem).join(' ')}`;
      case 'loaded-with-problems':
        return `保存されていた設定の一部が使えないため、既定値を使います（${notice.problems.length} 件）。`;
      case 'failed':
        return `保存できませんでした: ${notice.detail}`;
    }
  },
  problem: (problem) => {
    if (problem.kind === 'no-placing-technique') return `${PLACING_LETTERS.join('、')} のどれか一つはオンにしてください（数字を置けるのはこれらだけです）。`;
    const found = problem.problem === 'empty' ? 'が空欄です' : `「${problem.found}」が${problem.problem === 'negative' ? '負の数です' : '数ではありません'}`;
    return `${problem.letter}（${TECHNIQUES[problem.letter].japanese}）の重み${found}。0 以上の数を入力してください。`;
  },
};

export function settingsStrings(language: Language): SettingsStrings {
  return language === 'ja' ? JAPANESE : ENGLISH;
}

/** Hidden on screen, read by screen readers: the weight fields' names (the column header shows "Weight"). */
const VISUALLY_HIDDEN = 'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

/** Builds the panel inside `container`, showing the workbook's current settings. */
export function mountSettingsPanel(container: HTMLElement, deps: SettingsPanelDeps = {}): { controller: SettingsController; destroy(): void } {
  void registerFluentComponents();
  const text = settingsStrings(languageOf(deps.language));
  const controller = new SettingsController(deps);
  const { settings } = controller.state;

  const switches = {} as Record<TechniqueLetter, FluentControl>;
  const weights = {} as Record<TechniqueLetter, FluentControl>;
  const rows = TECHNIQUE_LETTERS.map((letter) => {
    switches[letter] = create('fluent-checkbox', settings.enabled[letter] ? { checked: '' } : {}, [text.name(letter)]);
    weights[letter] = create('fluent-text-field', { value: String(settings.weights[letter]), size: '6', inputmode: 'decimal' }, [create('span', { style: VISUALLY_HIDDEN }, [text.weightOf(letter)])]);
    return create('tr', {}, [create('td', {}, [switches[letter]]), create('td', {}, [weights[letter]])]);
  });
  const header = create('tr', {}, [create('th', { scope: 'col', style: 'text-align:left' }, [text.technique]), create('th', { scope: 'col', style: 'text-align:left' }, [text.weight])]);
  const table = create('table', { 'aria-label': text.heading }, [create('thead', {}, [header]), create('tbody', {}, rows)]);

  const save = create('fluent-button', { appearance: 'accent' }, [text.save]);
  const reset = create('fluent-button', {}, [text.reset]);
  const status = statusLine();
  const section = create('section', { 'aria-label': text.heading }, [create('h2', {}, [text.heading]), create('p', {}, [text.hint]), table, save, reset, status]);
  container.append(section);

  const show = (shown: AnalysisSettings) => {
    for (const letter of TECHNIQUE_LETTERS) {
      switches[letter].checked = shown.enabled[letter];
      weights[letter].value = String(shown.weights[letter]);
    }
  };
  if (controller.state.notice) status.textContent = text.notice(controller.state.notice);
  controller.onChange((state) => {
    save.disabled = reset.disabled = state.busy;
    status.textContent = state.notice ? text.notice(state.notice) : '';
    const bad = new Set(state.notice?.kind === 'invalid' ? state.notice.problems.flatMap((problem) => (problem.kind === 'weight' ? [problem.letter] : [])) : []);
    for (const letter of TECHNIQUE_LETTERS) {
      if (bad.has(letter)) weights[letter].setAttribute('aria-invalid', 'true');
      else weights[letter].removeAttribute('aria-invalid');
    }
    const firstBad = TECHNIQUE_LETTERS.find((letter) => bad.has(letter));
    if (firstBad) weights[firstBad].focus();
    if (state.notice?.kind === 'reset') show(state.settings);
  });

  const formValues = () => ({
    enabled: Object.fromEntries(TECHNIQUE_LETTERS.map((letter) => [letter, switches[letter].checked === true])) as Record<TechniqueLetter, boolean>,
    weightTexts: Object.fromEntries(TECHNIQUE_LETTERS.map((letter) => [letter, weights[letter].value ?? ''])) as Record<TechniqueLetter, string>,
  });
  save.addEventListener('click', () => {
    const { enabled, weightTexts } = formValues();
    void controller.save(enabled, weightTexts);
  });
  reset.addEventListener('click', () => void controller.reset());
  return { controller, destroy: () => section.remove() };
}
