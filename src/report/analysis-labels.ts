/**
 * The words of the analysis sheet, in English and Japanese. Technique letters and grade names stay
 * as SPEC §3–§4 name them (the model tool's letters are the shared vocabulary); the Japanese grade
 * names follow in brackets. Technique names come from the technique registry.
 */

import { TECHNIQUES, type GradeName, type TechniqueLetter } from '../engine/analyser';

export type SheetLanguage = 'en' | 'ja';

const ENGLISH = {
  sheetName: 'Analysis',
  title: (input: string) => `Sudoku analysis of ${input}`,
  puzzle: 'Puzzle',
  solution: 'Solution',
  status: 'Status',
  conquer: 'Conquer',
  notConquer: 'Not Conquer',
  invalid: 'Invalid',
  reason: 'Reason',
  problem: 'Problem',
  problemCells: 'Cells',
  grade: 'Grade',
  level: 'Level',
  timeMs: 'Time (ms)',
  givens: 'Givens',
  steps: 'Steps',
  effort: 'Effort',
  rating: 'Rating (SE scale)',
  assumptions: 'Assumptions',
  nextTechnique: 'Next technique needed',
  techniques: 'Technique',
  techniqueName: 'Name',
  count: 'Count',
  legend: 'Bold: given · blue: found by the analysis · grey: not reached (exact solver)',
  stepLog: 'Step log',
  logHeader: ['No.', 'Cell', 'Address', 'Value', 'Label', 'Elapsed (ms)', 'Effort', 'Candidates removed'],
  chartTitle: 'Elapsed time and cumulative effort by step',
  chartX: 'Step',
  chartElapsed: 'Elapsed (ms)',
  chartEffort: 'Cumulative effort',
  candidatesAt: (step: number) => `Candidates before step ${step}`,
};

export type AnalysisSheetLabels = typeof ENGLISH;

const JAPANESE: AnalysisSheetLabels = {
  sheetName: '解析',
  title: (input: string) => `${input} の数独解析`,
  puzzle: '問題',
  solution: '解答',
  status: '結果',
  conquer: 'Conquer',
  notConquer: 'Not Conquer',
  invalid: '不正な問題',
  reason: '理由',
  problem: '問題点',
  problemCells: 'セル',
  grade: '難易度',
  level: 'レベル',
  timeMs: '時間 (ms)',
  givens: 'ヒント数',
  steps: '手数',
  effort: '労力',
  rating: '評価値（SE 尺度）',
  assumptions: '仮定',
  nextTechnique: '次に必要な技法',
  techniques: '技法',
  techniqueName: '名前',
  count: '回数',
  legend: '太字: 問題の数字・青: 解析で求めた数字・灰色: 未到達 (厳密解)',
  stepLog: '手順',
  logHeader: ['No.', 'セル', 'アドレス', '値', 'ラベル', '経過 (ms)', '労力', '除去した候補'],
  chartTitle: '手順ごとの経過時間と累積労力',
  chartX: '手順',
  chartElapsed: '経過 (ms)',
  chartEffort: '累積労力',
  candidatesAt: (step: number) => `手順 ${step} の直前の候補`,
};

const JAPANESE_GRADES: Record<GradeName, string> = {
  Beginner: '入門',
  'Very Easy': 'とてもやさしい',
  Easy: 'やさしい',
  Pleasant: 'ふつう',
  Comfort: 'やや難',
  Hard: '難',
  'Very Hard': 'とても難',
  'Ultra Hard': '超難',
};

const JAPANESE_UNITS: Record<string, string> = {
  row: '行',
  column: '列',
  box: 'ブロック',
  grid: '盤',
  region: '領域',
  diagonal: '対角線',
  window: '窓',
  extra: '追加領域',
};

/**
 * The engine's unit label ("row 3", "box 5", "grid 2 row 3", "diagonal 1", "extra B") in the
 * sheet's language: "行 3", "盤 2 の 行 3", "対角線 1", "追加領域 B" (an extra unit's own label
 * stays as the map gives it).
 */
export function unitIn(unit: string, language: SheetLanguage): string {
  if (language === 'en') return unit;
  if (unit === 'the grid') return '盤面';
  return unit.replace(/^grid (\d+) /, 'grid $1 の ').replace(/\b[a-z]{2,}\b/g, (word) => JAPANESE_UNITS[word] ?? word);
}

/** The grade's own name in the language ("Very Easy", "とてもやさしい"). */
export function gradeNameIn(name: GradeName, language: SheetLanguage): string {
  return language === 'ja' ? JAPANESE_GRADES[name] : name;
}

export function analysisSheetLabels(language: SheetLanguage): AnalysisSheetLabels {
  return language === 'ja' ? JAPANESE : ENGLISH;
}

export function gradeText(name: GradeName, level: number, language: SheetLanguage): string {
  return language === 'ja' ? `${level} ${name} (${JAPANESE_GRADES[name]})` : `${level} ${name}`;
}

/** E, the hidden single in an extra unit (diagonal, window, colour), which only other kinds than the 9×9 use. */
const EXTRA_SINGLE = { english: 'hidden single (extra unit)', japanese: '隠れたシングル（追加ユニット）' };

/** A technique's name in the sheet's language, from the technique registry (E for other kinds). */
export function techniqueNameIn(letter: TechniqueLetter | 'E', language: SheetLanguage): string {
  const technique = letter === 'E' ? EXTRA_SINGLE : TECHNIQUES[letter];
  return language === 'ja' ? technique.japanese : technique.english;
}
