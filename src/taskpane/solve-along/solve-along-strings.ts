/**
 * The words of the Solve along tab, in English and Japanese (chosen from Office.context.displayLanguage).
 */

import { analysisStrings, cellWithGrid, kindName, symbolsText } from '../analyse/analysis-strings';
import type { Language } from '../shared/language';
import { isSelectionProblem } from '../shared/sheet-puzzle';
import { selectionProblemText } from '../shared/sheet-puzzle-strings';
import type { SolveAlongNotice, SolveAlongProblem, SolveAlongState } from './solve-along-controller';

/** A cell as the pane names it: its sheet address, and its grid in a combined puzzle. */
function cellText(notice: { cell: string; grid?: number }, language: Language): string {
  return cellWithGrid(notice.cell, notice.grid, language);
}

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.floor((part * 100) / whole) : 100;
}

const ENGLISH = {
  tab: 'Solve along',
  heading: 'Solve along',
  help: 'Select a puzzle (or its top-left cell; Puzzle kind says what it is) and Start, then solve it in the sheet. Each digit you enter, change or erase there is noted with its time; nothing is written into your cells. Stop writes a session sheet that compares your times with the analyser’s simulation.',
  start: 'Start',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop',
  flagWrong: 'Flag a wrong entry at once (a fill, taken off when corrected)',
  hint: 'Hint',
  showSheet: 'Show the session sheet',
  starting: 'Reading and analysing the puzzle…',
  writing: 'Writing the session sheet…',
  watching: (source: string, entries: number, wrong: number) =>
    `Watching ${source}: ${entries} ${entries === 1 ? 'entry' : 'entries'}${wrong ? `, ${wrong} wrong` : ''}.`,
  paused: (source: string, entries: number) =>
    `Paused on ${source} after ${entries} ${entries === 1 ? 'entry' : 'entries'}; the clock is stopped.`,
  stopped: 'Session stopped.',
  progress: (filled: number, toFill: number) => `${filled} of ${toFill} cells filled (${percent(filled, toFill)} %).`,
  wroteSheet: (name: string) => `Written to the sheet "${name}".`,
  verdicts: { correct: 'right', wrong: 'wrong', erased: 'erased' },
  notice: (notice: SolveAlongNotice): string => {
    switch (notice.kind) {
      case 'entry':
        return notice.verdict === 'erased'
          ? `${cellText(notice, 'en')} erased.`
          : `${cellText(notice, 'en')} = ${notice.value}${notice.verdict === 'wrong' ? ' — wrong' : ''}.`;
      case 'entries':
        return `${notice.count} cells entered at once.`;
      case 'not-a-digit':
        return `${cellText(notice, 'en')} holds ${notice.found}, not ${symbolsText(notice.size ?? 9, 'en')}: it is not noted.`;
      case 'given-changed':
        return `${cellText(notice, 'en')} is a given of the puzzle: a change there is not noted.`;
      case 'resumable':
        return `A session on ${notice.source} with ${notice.entries} ${notice.entries === 1 ? 'entry' : 'entries'} was not stopped: Resume goes on with it, Stop ends it.`;
      case 'save-failed':
        return `The session could not be kept in the workbook: ${notice.detail}`;
    }
  },
  problem: (problem: SolveAlongProblem): string => {
    if (isSelectionProblem(problem)) return selectionProblemText(problem, 'en');
    switch (problem.reason) {
      case 'invalid':
        return problem.kind === 'multiple-solutions'
          ? 'The puzzle has more than one solution: there is no one answer to compare with.'
          : 'The puzzle has no solution.';
      case 'bad-symbols':
        return `These cells hold neither ${symbolsText(problem.size, 'en')} nor a blank: ${problem.cells.join(', ')}.`;
      case 'bad-layout':
        return `The selection cannot be read as ${kindName(problem.kind, 'en')}: ${problem.message}${problem.cells.length ? ` (${problem.cells.join(', ')})` : ''}`;
      case 'empty-range':
        return 'The selected range is empty: select a puzzle.';
      case 'need-grids':
        return analysisStrings('en').notice({ kind: 'need-grids', rows: problem.rows, columns: problem.columns });
      case 'worker-failed':
      case 'failed':
        return `Solve along stopped: ${problem.detail}`;
    }
  },
};

export type SolveAlongStrings = typeof ENGLISH;

const JAPANESE: SolveAlongStrings = {
  tab: '解答記録',
  heading: '解きながら記録',
  help: '問題（またはその左上のセル。種類は「問題の種類」で選びます）を選択して「開始」を押し、シート上で解いてください。記入・変更・消去した数字を時刻とともに記録します（あなたのセルには何も書き込みません）。「終了」で、あなたの時間と解析のシミュレーションを比べる記録シートを作ります。',
  start: '開始',
  pause: '一時停止',
  resume: '再開',
  stop: '終了',
  flagWrong: '誤記入をすぐに知らせる（塗りつぶし。直すと消えます）',
  hint: 'ヒント',
  showSheet: '記録シートを表示',
  starting: '問題を読み込んで解析しています…',
  writing: '記録シートに書き込んでいます…',
  watching: (source, entries, wrong) =>
    `${source} を記録中: 記入 ${entries} 件${wrong ? `（誤り ${wrong} 件）` : ''}。`,
  paused: (source, entries) => `${source} の記録を一時停止中（記入 ${entries} 件）。時間は止まっています。`,
  stopped: '記録を終了しました。',
  progress: (filled, toFill) => `${toFill} セル中 ${filled} セルを記入済み（${percent(filled, toFill)} %）。`,
  wroteSheet: (name) => `シート「${name}」に書き込みました。`,
  verdicts: { correct: '正', wrong: '誤', erased: '消去' },
  notice: (notice) => {
    switch (notice.kind) {
      case 'entry':
        return notice.verdict === 'erased'
          ? `${cellText(notice, 'ja')} を消去しました。`
          : `${cellText(notice, 'ja')} = ${notice.value}${notice.verdict === 'wrong' ? '（誤り）' : ''}。`;
      case 'entries':
        return `${notice.count} セルをまとめて記入しました。`;
      case 'not-a-digit':
        return `${cellText(notice, 'ja')} は ${notice.found} で、${symbolsText(notice.size ?? 9, 'ja')}ではないため記録しません。`;
      case 'given-changed':
        return `${cellText(notice, 'ja')} は問題のヒント数字です。そこへの変更は記録しません。`;
      case 'resumable':
        return `${notice.source} の記録（記入 ${notice.entries} 件）が終了していません。「再開」で続け、「終了」で終えます。`;
      case 'save-failed':
        return `記録をブックに保存できませんでした: ${notice.detail}`;
    }
  },
  problem: (problem) => {
    if (isSelectionProblem(problem)) return selectionProblemText(problem, 'ja');
    switch (problem.reason) {
      case 'invalid':
        return problem.kind === 'multiple-solutions'
          ? '解が複数あるため、比べる答えが一つに決まりません。'
          : '解がありません。';
      case 'bad-symbols':
        return `次のセルが ${symbolsText(problem.size, 'ja')}でも空欄でもありません: ${problem.cells.join('、')}`;
      case 'bad-layout':
        return `選択範囲を「${kindName(problem.kind, 'ja')}」として読めません。範囲の大きさ、領域の形、塗りつぶしを確かめてください${problem.cells.length ? `: ${problem.cells.join('、')}` : ''}。`;
      case 'empty-range':
        return '選択した範囲は空です。問題を選択してください。';
      case 'need-grids':
        return analysisStrings('ja').notice({ kind: 'need-grids', rows: problem.rows, columns: problem.columns });
      case 'worker-failed':
      case 'failed':
        return `記録が止まりました: ${problem.detail}`;
    }
  },
};

export function solveAlongStrings(language: Language): SolveAlongStrings {
  return language === 'ja' ? JAPANESE : ENGLISH;
}

/** The progress line of an open session: its blank cells filled so far; '' when there is none to show. */
export function describeSolveAlongProgress(state: SolveAlongState, text: SolveAlongStrings): string {
  const { session } = state;
  const open = state.phase === 'watching' || state.phase === 'paused';
  if (!open || session?.filled === undefined || session.toFill === undefined) return '';
  return text.progress(session.filled, session.toFill);
}

/** The status line for a state, in the pane's language. */
export function describeSolveAlongState(state: SolveAlongState, text: SolveAlongStrings): string {
  if (state.problem) return text.problem(state.problem);
  const parts: string[] = [];
  const { session } = state;
  if (state.phase === 'starting') parts.push(text.starting);
  if (state.phase === 'writing') parts.push(text.writing);
  if (state.phase === 'watching' && session) parts.push(text.watching(session.source, session.entries, session.wrong));
  if (state.phase === 'paused' && session && state.notice?.kind !== 'resumable')
    parts.push(text.paused(session.source, session.entries));
  if (state.notice) parts.push(text.notice(state.notice));
  if (state.phase === 'stopped') parts.push(text.stopped);
  if (state.sheetName && state.phase !== 'writing') parts.push(text.wroteSheet(state.sheetName));
  return parts.join(' ');
}
