/**
 * The pane's own words (title, tabs), in English and Japanese. Each tab's words are in the
 * strings file of its folder (analyse/analysis-strings, batch/batch-strings, …): the same typed
 * table per language, chosen by languageOf().
 */

import type { Language } from './language';

const ENGLISH = {
  title: 'Sudoku Analyzer',
  tabs: 'Tasks',
  analyse: 'Analyse',
  library: 'Library',
  batch: 'Batch',
  generate: 'Generate',
  symmetry: 'Symmetry',
  transform: 'Transform',
  settings: 'Settings',
  /** The menu of the tabs that do not fit in the row. */
  moreTabs: (count: number) => `${count} more ${count === 1 ? 'tab' : 'tabs'}`,
  moreOptions: 'More options',
  /** A start refused while a task runs (the status line of the tab). */
  stillBusy: 'Still working on the last task: wait for it or Cancel.',
  stillBusyNoCancel: 'Still working on the last task: wait for it to finish.',
};

export type PaneStrings = typeof ENGLISH;

const JAPANESE: PaneStrings = {
  title: '数独アナライザー',
  tabs: '作業',
  analyse: '解析',
  library: '保存',
  batch: '連続計算',
  generate: '問題作成',
  symmetry: '対称',
  transform: '変換',
  settings: '設定',
  moreTabs: (count: number) => `ほかのタブ (${count})`,
  moreOptions: 'その他の設定',
  stillBusy: 'まだ前の処理中です。終わるまで待つか、キャンセルしてください。',
  stillBusyNoCancel: 'まだ前の処理中です。終わるまでお待ちください。',
};

export function paneStrings(language: Language): PaneStrings {
  return language === 'ja' ? JAPANESE : ENGLISH;
}
