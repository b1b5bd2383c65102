/**
 * The words of the pane's Analyse tab (Analyse, the result, Fill in place, Candidates, Hint), in
 * English and Japanese, with the same detail in both. Grades, statuses, technique and unit names
 * come from the sheet labels (src/report/analysis-labels.ts), so the pane and the sheets agree.
 */

import { describeValue, foundText } from '../../engine';
import type { AnalysisResult } from '../../engine/analyser';
import { analysisSheetLabels, gradeNameIn } from '../../report/analysis-labels';
import { hintText } from '../../report/hint-words';
import { nextTechniqueJa, notConquerReason, stopReasonJa } from '../../report/results-sheet';
import type { AnalysisNotice, ReadAs } from './analysis-controller';
import type { AnalysisProgress } from './analysis-worker';
import type { SheetKind } from '../../io/sheet-puzzle';
import { cellList } from '../shared/cell-list';
import { paneStrings } from '../shared/pane-strings';
import type { Language } from '../shared/language';

/** The status word of a result, as the sheets write it ("Conquer", "不正な問題"). */
export function statusText(status: AnalysisResult['status'], language: Language): string {
  const labels = analysisSheetLabels(language);
  return status === 'conquer' ? labels.conquer : status === 'not-conquer' ? labels.notConquer : labels.invalid;
}

// The hint words are shared with the worksheet function SUDOKU.HINT.
export { hintText } from '../../report/hint-words';

type InvalidResult = Pick<AnalysisResult, 'error'>;

/** Why a puzzle is invalid, naming its cells by their sheet addresses; several solutions: where they differ (the full strings stay in the sheet). */
export function invalidReason(result: InvalidResult, cells: readonly string[], language: Language): string {
  const kind = result.error?.kind;
  const named = cellList(cells, language);
  if (language === 'ja') {
    if (kind === 'conflict') return `同じ行・列・ブロックに同じ数字があります: ${named}（強調表示）。`;
    if (kind === 'no-solution') return '解がありません。どう埋めても行・列・ブロックのどこかで数字が重なります。';
    if (kind === 'multiple-solutions')
      return `解が複数あります。二つの解は ${cells.length} セルで異なります: ${named}（強調表示）。二つの解は解析シートにあります。`;
    return `問題を読めません${cells.length ? `: ${named}` : ''}。`;
  }
  if (kind === 'conflict') return `The same digit twice in a row, column or box: ${named} (highlighted).`;
  if (kind === 'no-solution')
    return 'The puzzle has no solution: every way to fill it repeats a digit in some row, column or box.';
  if (kind === 'multiple-solutions')
    return `The puzzle has more than one solution; two of them differ in ${cells.length} cells: ${named} (highlighted). Both solutions are on the analysis sheet.`;
  return `The puzzle cannot be read${cells.length ? `: ${named}` : ''}.`;
}

const KIND_NAMES: Record<Language, Record<SheetKind, string>> = {
  en: {
    standard: 'Standard',
    diagonal: 'Diagonal',
    windoku: 'Windoku',
    jigsaw: 'Jigsaw (regions from fills or numbers)',
    colour: 'Colour (extra units from fills)',
    samurai: 'Samurai (5 grids)',
    butterfly: 'Butterfly (4 grids)',
    sohei: 'Sohei (4 grids)',
    windmill: 'Windmill (5 grids)',
    'gattai-8': 'Gattai-8 (8 grids)',
    shogun: 'Shogun (11 grids)',
    sumo: 'Sumo (13 grids)',
    combined: 'Combined (grid offsets)',
  },
  ja: {
    standard: '標準',
    diagonal: '対角線',
    windoku: 'ウィンドウ',
    jigsaw: 'ジグソー (塗りつぶしか番号で領域)',
    colour: 'カラー (塗りつぶしで追加ユニット)',
    samurai: 'サムライ (5 盤)',
    butterfly: 'バタフライ (4 盤)',
    sohei: '僧兵 (4 盤)',
    windmill: '風車 (5 盤)',
    'gattai-8': '合体 8 (8 盤)',
    shogun: '将軍 (11 盤)',
    sumo: '相撲 (13 盤)',
    combined: '合体 (盤の位置を入力)',
  },
};

/** A kind's name in the pane ("Samurai (5 grids)", "サムライ (5 盤)"). */
export function kindName(kind: SheetKind, language: Language): string {
  return KIND_NAMES[language][kind];
}

/** "16×16 Standard, 4x4 boxes" (or its Japanese): how the range was read. */
function readAsText(readAs: ReadAs, language: Language): string {
  const box = readAs.box ? (language === 'ja' ? `、ブロック ${readAs.box}` : `, ${readAs.box} boxes`) : '';
  return `${readAs.rows}×${readAs.columns} ${kindName(readAs.kind, language)}${box}`;
}

const PHASES = {
  en: {
    reading: 'Reading the puzzle',
    solving: 'Checking that the solution is unique',
    analysing: 'Analysing',
    writing: 'Writing the analysis sheet',
  },
  ja: {
    reading: '問題を読み込み中',
    solving: '解が一つか確認中',
    analysing: '解析中',
    writing: '解析シートに書き込み中',
  },
} as const;

/** A long run's progress line: "Analysing: 5,012 of 13,585 cells placed (36 %)", "Writing the analysis sheet: request 3 of 9". */
function progressText(progress: AnalysisProgress, language: Language): string {
  const phase = PHASES[language][progress.phase];
  const { done, total } = progress;
  if (done === undefined || !total) return `${phase}…`;
  const percent = Math.floor((done * 100) / total);
  const count = (n: number) => n.toLocaleString('en-US');
  if (progress.phase === 'analysing')
    return language === 'ja'
      ? `${phase}: ${count(total)} セル中 ${count(done)} セルを確定 (${percent} %)`
      : `${phase}: ${count(done)} of ${count(total)} cells placed (${percent} %)`;
  return language === 'ja' ? `${phase}: ${total} 回中 ${done} 回目の送信` : `${phase}: request ${done} of ${total}`;
}

/** Where a cell of a combined puzzle sits: "B2 (grid 2)". */
export function cellWithGrid(cell: string, grid: number | undefined, language: Language): string {
  if (grid === undefined) return cell;
  return language === 'ja' ? `${cell}（盤 ${grid}）` : `${cell} (grid ${grid})`;
}

const ENGLISH = {
  title: 'Sudoku Analyzer',
  analyseHeading: 'Analyse',
  analyseHelp: 'Select a puzzle (9×9 or its top-left cell, N×N up to 49×49, or a combined layout), then Analyse.',
  kind: 'Puzzle kind',
  automatic: 'From the selection’s shape',
  box: 'Box (rows × columns)',
  grids: 'Grids: offsets (row,column; …) or lattice:RxC drop i,j; …',
  gridsPlaceholder: '0,0;0,12;6,6 or lattice:11x51 drop 0,0',
  readAs: (readAs: ReadAs) => `Read as ${readAsText(readAs, 'en')}.`,
  pencilMarks: (cells: number) =>
    `Read as a position with pencil marks: ${cells} ${cells === 1 ? 'cell holds' : 'cells hold'} candidates; the analysis starts from them.`,
  analyse: 'Analyse selection',
  cancel: 'Cancel',
  progressLabel: 'Progress',
  progress: (progress: AnalysisProgress) => progressText(progress, 'en'),
  retry: 'Retry',
  insertSample: 'Insert a sample puzzle',
  showSheet: 'Show the analysis sheet',
  result: 'Result',
  grade: 'Grade',
  time: (ms: number) => `${ms} ms`,
  stepsCount: (count: number) => `${count} steps`,
  techniques: 'Techniques used',
  firstSteps: 'First steps',
  stepLine: (n: number, cell: string, value: number, label: string) => `${n}. ${cell}=${value} (${label})`,
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
        return 'Working… (Cancel to stop)';
      case 'still-busy':
        return paneStrings('en').stillBusy;
      case 'bad-selection':
        return `Select 9×9 cells (or one cell: the 9×9 block from there); the selection is ${notice.rows}×${notice.columns}.`;
      case 'unreadable':
        return `The selection cannot be read as one 9×9 block: ${notice.detail}`;
      case 'bad-cells':
        return `A cell holds ${symbolsText(notice.size ?? 9, 'en')} or is blank; ${notice.cells
          .slice(0, 6)
          .map((cell, i) => `${cellWithGrid(cell, notice.grids?.[i], 'en')} holds ${describeValue(notice.values[i])}`)
          .join(', ')}${notice.cells.length > 6 ? ` and ${notice.cells.length - 6} more` : ''} (highlighted).`;
      case 'bad-layout':
        return `The selection cannot be read as ${kindName(notice.choice.kind, 'en')}: ${notice.message}${notice.cells.length ? ` (${cellList(notice.cells, 'en')} highlighted)` : ''}`;
      case 'need-grids':
        return `A ${notice.rows}×${notice.columns} combined puzzle needs its grids: type the top-left offset of each 9×9 grid (e.g. 0,0;0,12;6,6) or a lattice (e.g. lattice:11x51 drop 0,0) under Grids.`;
      case 'empty-selection':
        return `The selection (${notice.address}) holds no puzzle: its 9×9 cells are empty. Nothing was changed.`;
      case 'blank-workbook':
        return 'This sheet is empty. Type a puzzle in 9×9 cells and select it, or insert a sample puzzle to try the analysis.';
      case 'sample-inserted':
        return `A sample puzzle was written into ${notice.address} and selected: Analyse it.`;
      case 'worker-failed':
        return `The analysis stopped unexpectedly (${notice.message}). Retry runs it again.`;
      case 'analysed': {
        const { result } = notice;
        const where = `Written to sheet "${notice.sheetName}".`;
        if (result.status === 'conquer')
          return `Conquer — ${result.grade?.level} ${result.grade?.name}, ${result.steps.length} steps, ${result.timeMs} ms. ${where}`;
        if (result.status === 'not-conquer')
          return `Not Conquer: ${result.reason ?? ''} (${result.steps.length} steps). ${where}`;
        return `Invalid puzzle: ${invalidReason(result, notice.cells, 'en')} ${where}`;
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
        return `Wrong ${notice.cells.length === 1 ? 'entry' : 'entries'}: ${cellList(notice.cells, 'en')} (highlighted).`;
      case 'hint':
        return `Hint ${notice.level}/${notice.of}: ${hintText(notice.next, notice.level, 'en')}`;
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
  analyseHelp: '問題 (9×9 か左上のセル、49×49 までの N×N、合体) を選択して「解析」を押してください。',
  kind: '問題の種類',
  automatic: '選択範囲の形から',
  box: 'ブロック (行 × 列)',
  grids: '盤の位置 (行,列; …) または lattice:RxC drop i,j; …',
  gridsPlaceholder: '0,0;0,12;6,6 または lattice:11x51 drop 0,0',
  readAs: (readAs) => `${readAsText(readAs, 'ja')} として読みました。`,
  pencilMarks: (cells) =>
    `候補のメモがある局面として読みました (候補のあるセル ${cells} 個)。解析はその候補から始めます。`,
  analyse: '選択範囲を解析',
  cancel: 'キャンセル',
  progressLabel: '進行状況',
  progress: (progress) => progressText(progress, 'ja'),
  retry: '再試行',
  insertSample: 'サンプル問題を挿入',
  showSheet: '解析シートを表示',
  result: '結果',
  grade: '難易度',
  time: (ms) => `${ms} ms`,
  stepsCount: (count) => `${count} 手`,
  techniques: '使った技法',
  firstSteps: '最初の手順',
  stepLine: (n, cell, value, label) => `${n}. ${cell}=${value}（${label}）`,
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
        return '処理中…（キャンセルで中止）';
      case 'still-busy':
        return paneStrings('ja').stillBusy;
      case 'bad-selection':
        return `9×9 のセル (または 1 セル: そこから 9×9) を選択してください。選択範囲は ${notice.rows}×${notice.columns} です。`;
      case 'unreadable':
        return `選択範囲を 9×9 のブロックとして読めません: ${notice.detail}`;
      case 'bad-cells':
        return `セルには ${symbolsText(notice.size ?? 9, 'ja')}か空欄のみ入力できます。${notice.cells
          .slice(0, 6)
          .map((cell, i) => `${cellWithGrid(cell, notice.grids?.[i], 'ja')} に「${foundText(notice.values[i])}」`)
          .join('、')}${notice.cells.length > 6 ? ` ほか ${notice.cells.length - 6} セル` : ''}（強調表示）。`;
      case 'bad-layout':
        return `選択範囲を「${kindName(notice.choice.kind, 'ja')}」として読めません。範囲の大きさ、領域の形、塗りつぶしを確かめてください${notice.cells.length ? `: ${cellList(notice.cells, 'ja')}（強調表示）` : ''}。`;
      case 'need-grids':
        return `${notice.rows}×${notice.columns} の合体問題には盤の配置が必要です。「盤の位置」に各 9×9 盤の左上の位置 (例: 0,0;0,12;6,6) か格子 (例: lattice:11x51 drop 0,0) を入力してください。`;
      case 'empty-selection':
        return `選択範囲 (${notice.address}) に問題がありません: 9×9 のセルが空です。何も変更していません。`;
      case 'blank-workbook':
        return 'このシートは空です。9×9 のセルに問題を入力して選択するか、サンプル問題を挿入して解析を試してください。';
      case 'sample-inserted':
        return `${notice.address} にサンプル問題を書き込んで選択しました。「解析」を押してください。`;
      case 'worker-failed':
        return `解析が予期せず止まりました (${notice.message})。「再試行」でもう一度実行します。`;
      case 'analysed': {
        const { result } = notice;
        const where = `シート「${notice.sheetName}」に書きました。`;
        const grade = result.grade ? `${result.grade.level} ${gradeNameIn(result.grade.name, 'ja')}` : '';
        if (result.status === 'conquer')
          return `Conquer — ${grade}、${result.steps.length} 手、${result.timeMs} ms。${where}`;
        if (result.status === 'not-conquer')
          return `Not Conquer: ${notConquerReason(result, 'ja')}（${result.steps.length} 手）${where}`;
        return `不正な問題です: ${invalidReason(result, notice.cells, 'ja')}${where}`;
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
        return `誤った数字: ${cellList(notice.cells, 'ja')} (強調表示)。`;
      case 'hint':
        return `ヒント ${notice.level}/${notice.of}: ${hintText(notice.next, notice.level, 'ja')}`;
      case 'no-hint':
        if (!notice.stopped) return 'すべてのセルが正しく埋まっています。';
        return `次の手がありません: ${notice.nextTechnique ? nextTechniqueJa(notice.nextTechnique) : stopReasonJa(notice.stopped)}`;
      case 'cleared':
        return '強調表示を消しました。';
      case 'cancelled':
        return 'キャンセルしました。';
      case 'failed':
        return `エラー: ${notice.message}`;
    }
  },
};

/** "a digit 1–9", "a number 1–16 or a letter A–G (A = 10)". */
/** What a cell of a puzzle of `size` symbols may hold ("a digit 1–9", "a number 1–16 or a letter A–G (A = 10)"). */
export function symbolsText(size: number, language: Language): string {
  const letter = size > 9 && size <= 35 ? String.fromCharCode(55 + size) : '';
  if (language === 'ja')
    return size <= 9
      ? `1〜${size} の数字`
      : letter
        ? `1〜${size} の数か A〜${letter} の文字 (A = 10) `
        : `1〜${size} の数`;
  return size <= 9
    ? `a digit 1–${size}`
    : letter
      ? `a number 1–${size} or a letter A–${letter} (A = 10)`
      : `a number 1–${size}`;
}

export function analysisStrings(language: Language): AnalysisStrings {
  return language === 'ja' ? JAPANESE : ENGLISH;
}
