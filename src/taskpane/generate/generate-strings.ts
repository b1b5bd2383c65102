/**
 * The words of the "Generate from pattern" panel, in English and Japanese (chosen from
 * Office.context.displayLanguage). Grade names stay as the analyser names them (SPEC §4).
 */

import type { GeneratedPuzzle } from '../../engine/generator';
import { MIN_PATTERN_CELLS } from '../../engine/generator';
import { kindName } from '../analyse/analysis-strings';
import { cellList } from '../shared/cell-list';
import type { PatternReadProblem } from '../../excel/pattern';
import type { KindChoice } from '../../io/sheet-puzzle';
import { gradeNameIn } from '../../report/analysis-labels';
import type { Language } from '../shared/language';

/** Something the pane must tell the person, in their language (see generate-strings.ts). */
export type GenerateProblem =
  | PatternReadProblem
  | { reason: 'too-few'; size: number }
  | { reason: 'bad-options'; detail: 'count' | 'time-limit' | 'grade' }
  | { reason: 'nothing-found' }
  | { reason: 'changed' | 'missing'; address: string }
  | { reason: 'failed'; detail: string }
  /** Another kind (issue 20): the range cannot carry the chosen kind's pattern (the engine's English detail, the cells as sheet addresses). */
  | { reason: 'bad-layout'; kind: KindChoice['kind']; message: string; cells: string[] }
  | { reason: 'need-grids'; rows: number; columns: number }
  /** Puzzles of other kinds go to a new sheet only. */
  | { reason: 'range-nine-only' }
  /** The rating range field holds no MIN..MAX (the value as typed). */
  | { reason: 'bad-rating'; value: string };

interface Tally {
  onTarget: number;
  missed: number;
  failed: number;
}

function tally(puzzles: readonly GeneratedPuzzle[]): Tally {
  return {
    onTarget: puzzles.filter((puzzle) => puzzle.puzzle && !puzzle.note).length,
    missed: puzzles.filter((puzzle) => puzzle.puzzle && puzzle.note).length,
    failed: puzzles.filter((puzzle) => !puzzle.puzzle).length,
  };
}

const ENGLISH = {
  heading: 'Generate from pattern',
  hint: 'Select the 9×9 pattern, or its top-left cell: every cell with content or a fill colour becomes a given. For another kind, choose it below and select its range: every mark becomes a given (fills then draw jigsaw regions or colour units; a # marks a square that is no cell).',
  /** Followed by the command (kind-setting.ts: combinedGenerateCommand). */
  combinedNote:
    'A combined puzzle is made here on the pattern you draw in its range (every mark a given). For a puzzle on the whole layout with its givens chosen for you, up to the 280-grid record, use the command line:',
  easiest: 'Easiest grade',
  hardest: 'Hardest grade',
  rating: 'Rating range (optional)',
  ratingHint:
    "On SE's scale, as MIN..MAX (e.g. 2.5..3.5, or 6.. for 6 or more); the puzzle must lie in it and in the grades above.",
  count: 'Number of puzzles',
  seed: 'Seed (optional, repeats a run)',
  timeLimit: 'Time limit per puzzle (seconds)',
  destination: 'Write the puzzles',
  toSheet: 'to a new sheet',
  toRange: 'into the pattern range',
  generate: 'Generate',
  cancel: 'Cancel',
  progressLabel: 'Generation progress',
  puzzleChoice: 'Puzzle to write',
  replace: 'Replace the pattern',
  newSheetInstead: 'New sheet instead',
  keep: 'Keep the pattern',
  reading: 'Reading the pattern…',
  writing: 'Writing…',
  progress: (done: number, count: number, seconds: number) =>
    `Puzzle ${Math.min(done + 1, count)} of ${count} — ${seconds.toFixed(1)} s`,
  confirm: (address: string) => `Write the chosen puzzle into ${address}? Its contents will be replaced.`,
  puzzleOption: (puzzle: GeneratedPuzzle) =>
    `Puzzle ${puzzle.index + 1}: ${puzzle.grade?.name ?? 'not found'}${puzzle.note ? ' (target missed)' : ''}`,
  finished: (puzzles: readonly GeneratedPuzzle[], cancelled: boolean) => {
    if (puzzles.length === 0) return 'Cancelled before any puzzle was finished: nothing was written.';
    const { onTarget, missed, failed } = tally(puzzles);
    const head = cancelled
      ? `Cancelled after ${puzzles.length} puzzle${puzzles.length === 1 ? '' : 's'}.`
      : `${puzzles.length} puzzle${puzzles.length === 1 ? '' : 's'} done.`;
    const details = [`${onTarget} at the target grade`];
    if (missed) details.push(`${missed} missed the target (the closest grade reached is kept)`);
    if (failed) details.push(`${failed} not found`);
    return `${head} ${details.join(', ')}.`;
  },
  wroteSheet: (name: string) => `Written to the sheet "${name}".`,
  wroteRange: (number: number, address: string) => `Puzzle ${number} written into ${address}.`,
  valuesOnly: 'This Excel cannot read fill colours (ExcelApi 1.9), so only cells with content marked the pattern.',
  problem: (problem: GenerateProblem): string => {
    switch (problem.reason) {
      case 'bad-shape':
        return `Select a 9×9 range, or a single cell as its top-left corner; the selection ${problem.address} is ${problem.rows}×${problem.columns}.`;
      case 'unreadable':
        return `The selection cannot be read as a 9×9 pattern (select one area with room for 9×9 cells): ${problem.detail}`;
      case 'too-few':
        return `The pattern has ${problem.size} given cells; a sudoku needs at least ${MIN_PATTERN_CELLS} for a unique solution.`;
      case 'bad-options':
        if (problem.detail === 'count') return 'The number of puzzles must be a whole number from 1 to 50.';
        if (problem.detail === 'time-limit') return 'The time limit must be more than 0 and at most 600 seconds.';
        return 'The easiest grade must not be harder than the hardest grade.';
      case 'nothing-found':
        return 'No puzzle with one solution was found on this pattern: try a longer time limit or a pattern with more givens.';
      case 'changed':
        return `The pattern range ${problem.address} changed after it was read, so nothing was written: generate again, or choose a new sheet.`;
      case 'missing':
        return `The pattern range ${problem.address} can no longer be reached (was its sheet renamed or deleted?), so nothing was written.`;
      case 'failed':
        return `Generation stopped: ${problem.detail}`;
      case 'bad-layout':
        return `The selection cannot be read as a ${kindName(problem.kind, 'en')} pattern: ${problem.message}`;
      case 'need-grids':
        return `A ${problem.rows}×${problem.columns} combined pattern needs the top-left offset of each 9×9 grid: type them under Grid offsets (e.g. 0,0;0,12;6,6).`;
      case 'range-nine-only':
        return 'Puzzles of this kind go to a new sheet; only a 9×9 puzzle can replace its pattern range.';
      case 'bad-rating':
        return `Rating range "${problem.value}": write it as MIN..MAX with numbers, MIN not above MAX (e.g. 2.5..3.5, or 6.. for 6 or more).`;
    }
  },
};

export type GenerateStrings = typeof ENGLISH;

const JAPANESE: GenerateStrings = {
  heading: 'パターンから問題を作成',
  hint: '9×9 のパターン（またはその左上のセル）を選択してください。値か塗りつぶしのあるセルがヒントになります。ほかの種類は下で選んでから範囲を選択します。印のあるセルがヒントになります（塗りつぶしはジグソーの領域や色の単位、「#」は盤外のマス）。',
  combinedNote:
    '合体ナンプレは、ここでは範囲に描いたパターン（印のあるセルがヒント）から作ります。配置全体のヒントを自動で選んだ問題（最大 280 盤の記録サイズまで）は、コマンドラインで作ります:',
  easiest: '最も易しいレベル',
  hardest: '最も難しいレベル',
  rating: '評価の範囲（任意）',
  ratingHint:
    'SE の尺度で「最小..最大」（例: 2.5..3.5、6 以上なら 6..）。上のレベルとこの範囲の両方に入る問題を作ります。',
  count: '問題数',
  seed: 'シード（任意。同じ結果を再現）',
  timeLimit: '1 問あたりの制限時間（秒）',
  destination: '書き込み先',
  toSheet: '新しいシート',
  toRange: 'パターンの範囲',
  generate: '作成',
  cancel: '中止',
  progressLabel: '作成の進み具合',
  puzzleChoice: '書き込む問題',
  replace: 'パターンを置き換える',
  newSheetInstead: '新しいシートに書く',
  keep: 'パターンを残す',
  reading: 'パターンを読み込んでいます…',
  writing: '書き込んでいます…',
  progress: (done, count, seconds) => `${count} 問中 ${Math.min(done + 1, count)} 問目 — ${seconds.toFixed(1)} 秒`,
  confirm: (address) => `選んだ問題を ${address} に書き込みますか？ 範囲の内容は置き換えられます。`,
  puzzleOption: (puzzle) =>
    `問題 ${puzzle.index + 1}: ${puzzle.grade ? gradeNameIn(puzzle.grade.name, 'ja') : '作成できず'}${puzzle.note ? '（目標外）' : ''}`,
  finished: (puzzles, cancelled) => {
    if (puzzles.length === 0) return '問題ができる前に中止しました。何も書き込んでいません。';
    const { onTarget, missed, failed } = tally(puzzles);
    const head = cancelled ? `${puzzles.length} 問で中止しました。` : `${puzzles.length} 問を作成しました。`;
    const details = [`目標レベル ${onTarget} 問`];
    if (missed) details.push(`目標外 ${missed} 問（最も近いレベルの問題を残しました）`);
    if (failed) details.push(`作成できず ${failed} 問`);
    return `${head}${details.join('、')}。`;
  },
  wroteSheet: (name) => `シート「${name}」に書き込みました。`,
  wroteRange: (number, address) => `問題 ${number} を ${address} に書き込みました。`,
  valuesOnly:
    'この Excel では塗りつぶしの色を読めない（ExcelApi 1.9 が必要）ため、値のあるセルだけをパターンとしました。',
  problem: (problem) => {
    switch (problem.reason) {
      case 'bad-shape':
        return `9×9 の範囲か、その左上となる 1 つのセルを選択してください（選択範囲 ${problem.address} は ${problem.rows}×${problem.columns}）。`;
      case 'unreadable':
        return `選択範囲を 9×9 のパターンとして読めません（9×9 のセルが収まる範囲を 1 つ選択してください）: ${problem.detail}`;
      case 'too-few':
        return `パターンのヒントは ${problem.size} 個です。解が 1 つに決まるには ${MIN_PATTERN_CELLS} 個以上必要です。`;
      case 'bad-options':
        if (problem.detail === 'count') return '問題数は 1〜50 の整数にしてください。';
        if (problem.detail === 'time-limit') return '制限時間は 0 秒より長く 600 秒以下にしてください。';
        return '最も易しいレベルが最も難しいレベルより難しくなっています。';
      case 'nothing-found':
        return 'このパターンでは解が 1 つの問題が見つかりませんでした。制限時間を延ばすか、ヒントの多いパターンをお試しください。';
      case 'changed':
        return `パターンの範囲 ${problem.address} が読み込み後に変更されたため、書き込みませんでした。もう一度作成するか、新しいシートを選んでください。`;
      case 'missing':
        return `パターンの範囲 ${problem.address} が見つからない（シート名の変更か削除？）ため、書き込みませんでした。`;
      case 'failed':
        return `作成が止まりました: ${problem.detail}`;
      case 'bad-layout':
        return `選択範囲を「${kindName(problem.kind, 'ja')}」のパターンとして読めません。範囲の大きさ、領域の形、塗りつぶし、盤の外の印を確かめてください${problem.cells.length ? `: ${cellList(problem.cells, 'ja')}` : ''}。`;
      case 'need-grids':
        return `${problem.rows}×${problem.columns} の合体パターンには各 9×9 盤の左上の位置が必要です。「盤の位置」に入力してください (例: 0,0;0,12;6,6)。`;
      case 'range-nine-only':
        return 'この種類の問題は新しいシートに書きます。パターンの範囲に書き込めるのは 9×9 の問題だけです。';
      case 'bad-rating':
        return `評価の範囲「${problem.value}」は「最小..最大」の数で、最小が最大を超えないように書いてください（例: 2.5..3.5、6 以上なら 6..）。`;
    }
  },
};

export function generateStrings(language: Language): GenerateStrings {
  return language === 'ja' ? JAPANESE : ENGLISH;
}
