/**
 * The words of the Book tab (issue 40 item 4), in English and Japanese, made from the controller's
 * data. The plan reader's refusals are the engine's English sentences, as the command line prints
 * them; the Japanese pane says them in its own words from their data (plan-refusal-words.ts).
 */

import type { Language } from '../shared/language';
import { planRefusalJa } from '../../report/plan-refusal-words';
import { MAX_PLAN_FILE_BYTES, type BookProblem, type BookProgress, type BookResult } from './book-controller';

type PlanProblem = Extract<BookProblem, { reason: 'bad-plan' }>;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "A, B, C and D" / "A、B、C、D". */
function englishList(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const ENGLISH = {
  tab: 'Book',
  heading: 'A book for print',
  hint: 'Plan the sections of a book: each a number of puzzles of a kind (9×9, 16×16, jigsaw, samurai…) at a grade, on random symmetric patterns or the Pattern500 sample. The book goes to new sheets, ready to print: puzzle pages from the easiest section to the hardest, then the solutions, the analysis and the plan.',
  printMissing:
    'This Excel lacks ExcelApi 1.9: the sheets are written without their print settings (print area, paper, page breaks, margins, title).',
  title: 'Title',
  paper: 'Paper',
  timeLimit: 'Seconds per puzzle',
  seed: 'Seed (optional, repeats a book)',
  section: (n: number) => `Section ${n}`,
  count: 'Puzzles',
  target: 'Target',
  byGrade: 'Grade',
  byRating: 'Rating range',
  easiest: 'Easiest grade',
  hardest: 'Hardest grade',
  rating: 'Rating range',
  ratingHint: "On SE's scale, as MIN..MAX (e.g. 2.5..3.5).",
  patterns: 'Patterns',
  random: 'Random symmetric',
  sample: 'Pattern500 sample',
  symmetry: 'Symmetry',
  noSymmetry: 'None',
  givens: 'Givens',
  givensHint: 'A count or MIN..MAX, e.g. 24..30.',
  /** A refusal as its field shows it: without the section, which the field is in. */
  atField: (problem: PlanProblem): string => problem.message.replace(/^(section \d+( patterns)?|the plan): /, ''),
  kindNames: { jigsaw: 'Jigsaw (regions from the map)', colour: 'Colour (extra units from the map)' },
  size: 'Symbols',
  sizeHint: 'The grid is this many cells a side, 4 to 49 (16: a 16×16).',
  regions: 'Region map',
  regionsHint: 'One label a cell, row by row (81 for a 9×9), the cells of a region sharing a label.',
  colours: 'Colour map',
  coloursHint: 'One label a cell, row by row; the cells of a label form an extra unit, "." no unit.',
  combinedGivens: 'The generator of a combined layout chooses its givens itself: this section takes no patterns.',
  addSection: 'Add section',
  removeSection: (n: number) => `Remove section ${n}`,
  json: 'Plan as JSON (optional)',
  jsonHint: 'A plan file of the command line: when this is filled, it is the plan and the fields above are not read.',
  formAsJson: 'Copy the form here',
  loadPlan: 'Load a plan file…',
  pdfNote: 'The PDF comes from the command line, with the plan above saved as plan.json:',
  make: 'Make book',
  cancel: 'Cancel',
  progressLabel: 'Puzzles made',
  starting: 'Making the book…',
  progress: (progress: BookProgress, sectionName: string, sectionCount: number) =>
    `Section ${progress.section + 1} (${sectionName}): puzzle ${progress.k} of ${sectionCount}; ${progress.done} of ${progress.count} in all.`,
  writing: 'Writing the sheets…',
  done: (result: BookResult) =>
    `The book is made: ${plural(result.made, 'puzzle')} on ${plural(result.pages, 'page')}, in the new sheets ${englishList(result.sheetNames)} (seed ${result.seed}).` +
    (result.missed > 0
      ? ` ${result.missed} missed their target: the closest puzzles stand in, marked in the analysis.`
      : ''),
  noPrintSetup:
    'Print settings need ExcelApi 1.9, which this Excel lacks: the sheets have no print area, page breaks or paper size.',
  cancelled: 'Cancelled: no sheet was written.',
  problem: (problem: BookProblem): string => {
    switch (problem.reason) {
      case 'bad-plan':
        return `The plan cannot be used: ${problem.message}.`;
      case 'bad-json':
        return `The plan is no JSON: ${problem.message}.`;
      case 'file-patterns':
        return `Section ${problem.section + 1} takes its patterns from a file, which only the command line reads: choose random patterns or the Pattern500 sample.`;
      case 'sample-unreadable':
        return `The pattern sample could not be loaded (${problem.detail}).`;
      case 'file-too-large':
        return `That file holds ${problem.size.toLocaleString('en')} bytes: a plan file is at most ${MAX_PLAN_FILE_BYTES.toLocaleString('en')}.`;
      case 'failed':
        return `The book could not be made: ${problem.detail}`;
    }
  },
};

export type BookStrings = typeof ENGLISH;

const JAPANESE: BookStrings = {
  tab: '問題集',
  heading: '印刷用の問題集',
  hint: '問題集のセクションを決めます。各セクションは、ある種類（9×9、16×16、ジグソー、サムライ…）とある難易度の問題をいくつか、ランダムな対称パターンか Pattern500 サンプルの上に作ります。問題集は新しいシートに、印刷できる形で書き込まれます。問題のページはやさしいセクションから順に並び、解答、解析、計画が続きます。',
  printMissing:
    'この Excel には ExcelApi 1.9 がありません。シートは印刷設定（印刷範囲、用紙、改ページ、余白、タイトル）なしで書き込まれます。',
  title: 'タイトル',
  paper: '用紙',
  timeLimit: '1 問の制限時間（秒）',
  seed: 'シード（省略可、同じ問題集を再現）',
  section: (n) => `セクション ${n}`,
  count: '問題数',
  target: '目標',
  byGrade: '難易度',
  byRating: '評価値の範囲',
  easiest: '最もやさしい難易度',
  hardest: '最も難しい難易度',
  rating: '評価値の範囲',
  ratingHint: 'SE の尺度で 最小..最大（例 2.5..3.5）。',
  patterns: 'パターン',
  random: 'ランダムな対称パターン',
  sample: 'Pattern500 サンプル',
  symmetry: '対称',
  noSymmetry: 'なし',
  givens: 'ヒント数',
  givensHint: '数か 最小..最大（例 24..30）。',
  atField: (problem) => planRefusalJa(problem.refusal, problem.message, false),
  kindNames: { jigsaw: 'ジグソー (地図で領域)', colour: 'カラー (地図で追加ユニット)' },
  size: '記号の数',
  sizeHint: '盤の一辺のセル数、4〜49（16 なら 16×16）。',
  regions: '領域の地図',
  regionsHint: '1 セル 1 文字を行ごとに（9×9 なら 81 文字）。同じ文字のセルが一つの領域です。',
  colours: '色の地図',
  coloursHint: '1 セル 1 文字を行ごとに。同じ文字のセルが追加のユニット、「.」はユニットなし。',
  combinedGivens: '組み合わせ盤はジェネレーターがヒントを選びます。このセクションにパターンはありません。',
  addSection: 'セクションを追加',
  removeSection: (n) => `セクション ${n} を削除`,
  json: '計画の JSON（省略可）',
  jsonHint: 'コマンドラインの計画ファイルです。ここに入力があると、それが計画となり、上の欄は読まれません。',
  formAsJson: '上の欄をここに写す',
  loadPlan: '計画ファイルを読み込む…',
  pdfNote: 'PDF はコマンドラインで作ります。上の計画を plan.json として保存して:',
  make: '問題集を作成',
  cancel: 'キャンセル',
  progressLabel: '作成した問題',
  starting: '問題集を作成しています…',
  progress: (progress, sectionName, sectionCount) =>
    `セクション ${progress.section + 1}（${sectionName}）: ${sectionCount} 問中 ${progress.k} 問目。全体で ${progress.count} 問中 ${progress.done} 問。`,
  writing: 'シートに書き込んでいます…',
  done: (result) =>
    `問題集ができました: ${result.made} 問、${result.pages} ページを新しいシート${result.sheetNames.map((name) => `「${name}」`).join('')}に書き込みました（シード ${result.seed}）。` +
    (result.missed > 0 ? ` ${result.missed} 問は目標に届かず、最も近い問題を入れました（解析シートに注記）。` : ''),
  noPrintSetup:
    '印刷設定には ExcelApi 1.9 が必要ですが、この Excel にはありません。シートに印刷範囲、改ページ、用紙サイズは設定されていません。',
  cancelled: 'キャンセルしました。シートは書き込んでいません。',
  problem: (problem) => {
    switch (problem.reason) {
      case 'bad-plan':
        return `この計画は使えません（${planRefusalJa(problem.refusal, problem.message)}）。`;
      case 'bad-json':
        return `計画が JSON として読めません（${problem.message}）。`;
      case 'file-patterns':
        return `セクション ${problem.section + 1} のパターンはファイルから読むもので、コマンドラインだけが読めます。ランダムなパターンか Pattern500 サンプルを選んでください。`;
      case 'sample-unreadable':
        return `パターンのサンプルを読み込めませんでした（${problem.detail}）。`;
      case 'file-too-large':
        return `このファイルは ${problem.size.toLocaleString('ja')} バイトあります。計画ファイルは ${MAX_PLAN_FILE_BYTES.toLocaleString('ja')} バイトまでです。`;
      case 'failed':
        return `問題集を作成できませんでした: ${problem.detail}`;
    }
  },
};

export function bookStrings(language: Language): BookStrings {
  return language === 'ja' ? JAPANESE : ENGLISH;
}
