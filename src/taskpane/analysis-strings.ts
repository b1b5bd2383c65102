/**
 * The words of the pane's Analyse, Fill in place, Candidates and Hint sections, in English and
 * Japanese. Technique letters and grade names stay as SPEC §3–§4 write them.
 */

import type { AnalysisNotice } from './analysis-controller';
import type { Language } from './language';

const UNIT_JA: Record<string, string> = { row: '行', column: '列', box: 'ブロック' };

function unitJa(unit: string): string {
  const [kind, number] = unit.split(' ');
  return `${UNIT_JA[kind] ?? kind} ${number}`;
}

const ENGLISH = {
  title: 'Sudoku Analyzer',
  analyseHeading: 'Analyse',
  analyseHelp: 'Select a 9×9 puzzle (or its top-left cell), then Analyse.',
  analyse: 'Analyse selection',
  cancel: 'Cancel',
  fillHeading: 'Fill in place',
  fill: 'Fill in place…',
  restore: 'Restore',
  yes: 'Write',
  no: 'Cancel',
  candidatesHeading: 'Candidates',
  step: 'Step number',
  showCandidates: 'Show candidates at step',
  hintHeading: 'Hint',
  hint: 'Hint',
  clearHighlight: 'Clear highlight',
  notice(notice: AnalysisNotice): string {
    switch (notice.kind) {
      case 'busy':
        return 'Working…';
      case 'bad-selection':
        return `Select 9×9 cells (or one cell: the 9×9 block from there); the selection is ${notice.rows}×${notice.columns}.`;
      case 'unreadable':
        return `The selection cannot be read as one 9×9 block: ${notice.detail}`;
      case 'bad-cells':
        return `${notice.message} Cells: ${notice.cells.join(', ')} (highlighted).`;
      case 'analysed': {
        const { result } = notice;
        const where = `Written to sheet "${notice.sheetName}".`;
        if (result.status === 'conquer') return `Conquer — ${result.grade?.level} ${result.grade?.name}, ${result.steps.length} steps, ${result.timeMs} ms. ${where}`;
        if (result.status === 'not-conquer') return `Not Conquer: ${result.reason ?? ''} (${result.steps.length} steps). ${where}`;
        return `Invalid puzzle: ${result.error?.message ?? ''}${notice.cells.length ? ` Cells: ${notice.cells.join(', ')} (highlighted).` : ''} ${where}`;
      }
      case 'need-analysis':
        return 'Analyse a puzzle selected in a sheet first.';
      case 'fill-question':
        return `Write the solution into ${notice.count} blank cells of ${notice.address}? Filled cells are never changed.`;
      case 'nothing-to-fill':
        return 'There is no blank cell to fill.';
      case 'changed':
        return `The puzzle changed since the analysis (${notice.cells.join(', ')}); analyse it again.`;
      case 'filled':
        return `${notice.count} cells filled; Restore empties them again.`;
      case 'restored':
        return `${notice.count} cells emptied.${notice.kept.length ? ` Kept, because you changed them: ${notice.kept.join(', ')}.` : ''}`;
      case 'candidates':
        return `Candidates before step ${notice.step} written to "${notice.sheetName}".`;
      case 'bad-step':
        return `Choose a step from 1 to ${notice.last}.`;
      case 'wrong':
        return `Wrong ${notice.cells.length === 1 ? 'entry' : 'entries'}: ${notice.cells.join(', ')} (highlighted).`;
      case 'hint':
        return `Hint ${notice.level}/3: ${notice.next.hints[notice.level - 1]}`;
      case 'no-hint':
        return notice.note;
      case 'cleared':
        return 'Highlight removed.';
      case 'cancelled':
        return 'Cancelled.';
      case 'failed':
        return `Something went wrong: ${notice.message}`;
    }
  },
};

export type AnalysisStrings = typeof ENGLISH;

const JAPANESE: AnalysisStrings = {
  title: '数独アナライザー',
  analyseHeading: '解析',
  analyseHelp: '9×9 の問題 (または左上のセル) を選択して「解析」を押してください。',
  analyse: '選択範囲を解析',
  cancel: 'キャンセル',
  fillHeading: 'その場に記入',
  fill: 'その場に記入…',
  restore: '元に戻す',
  yes: '記入する',
  no: 'キャンセル',
  candidatesHeading: '候補',
  step: '手順番号',
  showCandidates: 'この手順の候補を表示',
  hintHeading: 'ヒント',
  hint: 'ヒント',
  clearHighlight: '強調表示を消す',
  notice(notice: AnalysisNotice): string {
    switch (notice.kind) {
      case 'busy':
        return '処理中…';
      case 'bad-selection':
        return `9×9 のセル (または 1 セル: そこから 9×9) を選択してください。選択範囲は ${notice.rows}×${notice.columns} です。`;
      case 'unreadable':
        return `選択範囲を 9×9 のブロックとして読めません: ${notice.detail}`;
      case 'bad-cells':
        return `読めないセルがあります: ${notice.cells.join(', ')} (強調表示)。`;
      case 'analysed': {
        const { result } = notice;
        const where = `シート「${notice.sheetName}」に書きました。`;
        if (result.status === 'conquer') return `Conquer — ${result.grade?.level} ${result.grade?.name}、${result.steps.length} 手、${result.timeMs} ms。${where}`;
        if (result.status === 'not-conquer') return `Not Conquer: ${result.reason ?? ''} (${result.steps.length} 手)。${where}`;
        return `不正な問題です${notice.cells.length ? `: ${notice.cells.join(', ')} (強調表示)` : ''}。${where}`;
      }
      case 'need-analysis':
        return '先にシート上の問題を解析してください。';
      case 'fill-question':
        return `${notice.address} の空欄 ${notice.count} セルに解答を記入しますか? 入力済みのセルは変更しません。`;
      case 'nothing-to-fill':
        return '記入する空欄はありません。';
      case 'changed':
        return `解析後に問題が変わりました (${notice.cells.join(', ')})。もう一度解析してください。`;
      case 'filled':
        return `${notice.count} セルに記入しました。「元に戻す」で空欄に戻せます。`;
      case 'restored':
        return `${notice.count} セルを空欄に戻しました。${notice.kept.length ? `変更されたため残したセル: ${notice.kept.join(', ')}。` : ''}`;
      case 'candidates':
        return `手順 ${notice.step} の直前の候補を「${notice.sheetName}」に書きました。`;
      case 'bad-step':
        return `1 から ${notice.last} までの手順を選んでください。`;
      case 'wrong':
        return `誤った数字: ${notice.cells.join(', ')} (強調表示)。`;
      case 'hint': {
        const { next, level } = notice;
        if (level === 1) return `ヒント 1/3: ${unitJa(next.unit)} を見てください (${next.technique})。`;
        if (level === 2) return `ヒント 2/3: セル (${next.row},${next.col}) です (${unitJa(next.placingUnit)})。`;
        return `ヒント 3/3: (${next.row},${next.col}) は ${next.value} (${next.technique})。`;
      }
      case 'no-hint':
        return notice.note;
      case 'cleared':
        return '強調表示を消しました。';
      case 'cancelled':
        return 'キャンセルしました。';
      case 'failed':
        return `エラー: ${notice.message}`;
    }
  },
};

export function analysisStrings(language: Language): AnalysisStrings {
  return language === 'ja' ? JAPANESE : ENGLISH;
}
