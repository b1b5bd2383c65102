/**
 * The words of the task pane's Settings tab (technique switches and effort weights), in English
 * and Japanese. SettingsController holds the logic, settings-tab.tsx is the view.
 */

import { labelToken } from '../../engine/analyser';
import type { RatingChoice } from '../../engine/analyser';
import type { TechniqueLetter, TechniqueSet } from '../../engine/analyser';
import { techniqueNameIn } from '../../report/analysis-labels';
import { PLACING_LETTERS, type SettingsProblem, type StoredSettingsProblem } from '../../report/settings-model';
import { weightProblemText } from '../../report/weights-text';
import type { Language } from '../shared/language';
import type { SettingsNotice } from './settings-controller';

const ENGLISH = {
  heading: 'Techniques and effort weights',
  hint: 'Choose the technique set, and switch off the techniques you do not use: the analysis then shows how far the rest get. The weights turn the step log into a simulated solving effort. All of it is kept in this workbook.',
  techniqueSet: 'Technique set',
  sets: {
    model: 'Model: the 19 letters of the model tool (default)',
    full: 'Full: adds modern patterns and chains ([XYW] XY-Wing, [SKY] Skyscraper, …) before assumption',
  } as Record<TechniqueSet, string>,
  ratingPath: 'Rating',
  ratingPaths: {
    full: 'The full set’s path (default, closest to SE)',
    standard: 'Standard (faster)',
  } as Record<RatingChoice, string>,
  technique: 'Technique',
  weight: 'Weight',
  name: (letter: TechniqueLetter) => `${labelToken(letter)}  ${techniqueNameIn(letter, 'en')}`,
  weightOf: (letter: TechniqueLetter) => `Weight of ${labelToken(letter)} (${techniqueNameIn(letter, 'en')})`,
  save: 'Save settings',
  reset: 'Reset to defaults',
  notice: (notice: SettingsNotice): string => {
    switch (notice.kind) {
      case 'saved':
        return 'Saved in this workbook.';
      case 'reset':
        return 'Back to the defaults: the model set, rated by its own path, every technique on, the default weights.';
      case 'invalid':
        return `Nothing was saved. ${notice.problems.map(ENGLISH.problem).join(' ')}`;
      case 'loaded-with-problems':
        return `Some stored settings could not be used, so their defaults apply: ${notice.problems.map(({ message }) => message).join(' ')}`;
      case 'failed':
        return `The workbook settings could not be saved: ${notice.detail}`;
    }
  },
  problem: (problem: SettingsProblem): string => {
    if (problem.kind === 'no-placing-technique')
      return `Switch on at least one of ${PLACING_LETTERS.join(', ')}: only they place digits.`;
    return weightProblemText(problem, 'en');
  },
};

type SettingsStrings = typeof ENGLISH;

function storedProblemJapanese(problem: StoredSettingsProblem): string {
  switch (problem.kind) {
    case 'not-an-object':
      return '保存された設定が設定の形式ではないため、既定値を使います。';
    case 'unknown-set':
      return `保存されたテクニックの組「${problem.found}」は知らない組のため、モデルの組を使います。`;
    case 'unknown-rating-path':
      return `保存された評価の手順「${problem.found}」は知らない値のため、既定（フルの組の手順）の評価値を使います。`;
    case 'unknown-letter':
      return `${problem.among === 'switches' ? 'オフにしたテクニック' : '重み'}の中の「${problem.found}」はテクニックの記号ではないため、無視しました。`;
    case 'switches-not-letters':
      return '保存されたテクニックのオン・オフが記号の並びではないため、すべてのテクニックをオンにします。';
    case 'bad-weight':
      return `保存された ${problem.letter}（${techniqueNameIn(problem.letter, 'ja')}）の重みが 0 以上の数ではないため、既定値 ${problem.defaultWeight} を使います。`;
    case 'weights-not-a-table':
      return '保存された重みが記号ごとの表ではないため、既定の重みを使います。';
    case 'no-placing-letter':
      return `${problem.letters.join('、')} がすべてオフだったため、オンに戻しました。`;
  }
}

const JAPANESE: SettingsStrings = {
  heading: 'テクニックと労力の重み',
  hint: 'テクニックの組を選び、使わないテクニックをオフにすると、残りのテクニックでどこまで解けるかを表示します。重みは手順の一覧を人が解く労力のシミュレーションに変えます。どれもこのブックに保存されます。',
  techniqueSet: 'テクニックの組',
  sets: {
    model: 'モデル: モデルツールの 19 の記号（既定）',
    full: 'フル: 仮定の前に現代的なパターンとチェーン（[XYW] XYウィング、[SKY] スカイスクレイパーなど）も使う',
  },
  ratingPath: '評価値',
  ratingPaths: {
    full: 'フルの組の手順で評価（既定。SE に最も近い）',
    standard: '標準（速い）',
  },
  technique: 'テクニック',
  weight: '重み',
  name: (letter) => `${labelToken(letter)}  ${techniqueNameIn(letter, 'ja')}`,
  weightOf: (letter) => `${labelToken(letter)}（${techniqueNameIn(letter, 'ja')}）の重み`,
  save: '設定を保存',
  reset: '既定値に戻す',
  notice: (notice) => {
    switch (notice.kind) {
      case 'saved':
        return 'このブックに保存しました。';
      case 'reset':
        return '既定値に戻しました（モデルの組、その手順で評価、すべてのテクニックがオン、重みは既定値）。';
      case 'invalid':
        return `保存していません。${notice.problems.map(JAPANESE.problem).join(' ')}`;
      case 'loaded-with-problems':
        return `保存されていた設定の一部が使えないため、既定値を使います: ${notice.problems.map(storedProblemJapanese).join('')}`;
      case 'failed':
        return `保存できませんでした: ${notice.detail}`;
    }
  },
  problem: (problem) => {
    if (problem.kind === 'no-placing-technique')
      return `${PLACING_LETTERS.join('、')} のどれか一つはオンにしてください（数字を置けるのはこれらだけです）。`;
    return weightProblemText(problem, 'ja');
  },
};

export function settingsStrings(language: Language): SettingsStrings {
  return language === 'ja' ? JAPANESE : ENGLISH;
}
