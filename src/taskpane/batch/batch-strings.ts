/** The Batch tab's words in English and Japanese (the summary's lines are the command line's). */

import type { BatchWriteReport } from '../../excel/batch';
import { summaryText, type BatchSummary } from '../../report/summary-sheet';
import type { Language } from '../shared/language';

const STRINGS = {
  en: {
    /** The lines the command line prints after a batch. */
    summary: (summary: BatchSummary): string[] => summaryText(summary, 'en'),
    fromHelp: "From and To are the puzzles' numbers (blank: the whole book).",
    heading: 'Batch: a book of puzzles',
    progressLabel: 'Batch progress',
    sheet: 'Sheet with the book (blank: the active sheet)',
    from: 'From No.',
    to: 'To No.',
    run: 'Run batch',
    cancel: 'Cancel',
    analyseRow: 'Analyse the selected Results row',
    progress: (done: number, total: number, seconds: number) => `${done} / ${total} puzzles — about ${seconds} s left`,
    reading: 'Reading the book…',
    writing: 'Writing Results and Summary…',
    done: (report: BatchWriteReport, cancelled: boolean) =>
      `${cancelled ? 'Cancelled; what was done is' : 'Done:'} written to the sheets "${report.resultsSheet}" and "${report.summarySheet}".`,
    noPuzzles: 'No puzzles found: one 81-character puzzle per row, or 9×9 grids under title rows.',
    notAResultsRow: 'Select a row of a Results sheet first.',
    failed: (message: string) => `The batch stopped: ${message}`,
  },
  ja: {
    summary: (summary: BatchSummary): string[] => summaryText(summary, 'ja'),
    fromHelp: '開始・終了番号は問題の番号です（空欄: すべて）。',
    heading: '連続計算（問題集）',
    progressLabel: '連続計算の進み具合',
    sheet: '問題集のシート（空欄: 表示中のシート）',
    from: '開始番号',
    to: '終了番号',
    run: '連続計算を実行',
    cancel: '中止',
    analyseRow: '選択した結果行を解析',
    progress: (done: number, total: number, seconds: number) => `${done} / ${total} 問 — 残り約 ${seconds} 秒`,
    reading: '問題集を読み込んでいます…',
    writing: '結果と集計を書き込んでいます…',
    done: (report: BatchWriteReport, cancelled: boolean) =>
      `${cancelled ? '中止しました。済んだ分を' : '完了:'}シート「${report.resultsSheet}」「${report.summarySheet}」に書き込みました。`,
    noPuzzles: '問題が見つかりません（1 行に 81 文字の問題、またはタイトル行付きの 9×9 盤面）。',
    notAResultsRow: '先に結果シートの行を選択してください。',
    failed: (message: string) => `連続計算が止まりました: ${message}`,
  },
};

export type BatchStrings = (typeof STRINGS)['en'];

export function batchStrings(language: Language): BatchStrings {
  return STRINGS[language];
}
