/**
 * The words of the task pane's Library tab (SPEC §2 "Store Problem / ReInput Problem"), in
 * English and Japanese. LibraryController (library-controller.ts) holds the logic, library-tab.tsx
 * is the view.
 */

import { describeValue, foundText } from '../../engine';
import { errorDetailJa } from '../../report/error-words';
import { SHEET_KINDS, type SheetKind } from '../../io/sheet-puzzle';
import type { LibraryEntry } from '../../report/library-sheet';
import { analysisStrings, kindName, symbolsText } from '../analyse/analysis-strings';
import { cellList } from '../shared/cell-list';
import type { Language } from '../shared/language';
import type { LibraryNotice, LibraryQuestion } from './library-controller';

const cellsEnglish = (cells: readonly string[]): string => cellList(cells, 'en');
const cellsJapanese = (cells: readonly string[]): string => cellList(cells, 'ja');

/** A stored puzzle of another kind is listed with its kind (as typed, when a person wrote one the pane does not know). */
function entryKind(entry: LibraryEntry, language: Language): string {
  const kind = entry.kind?.kind;
  if (!kind) return '';
  return ` · ${(SHEET_KINDS as readonly string[]).includes(kind) ? kindName(kind as SheetKind, language) : kind}`;
}

const ENGLISH = {
  heading: 'Library',
  hint: 'Store the selected puzzle under a number: a 9×9 (or the 9×9 block from the selected cell), or any kind chosen below, with its regions or colours. Recall one by number into the selection (or the block of its shape from the selected cell).',
  number: 'No.',
  title: 'Title',
  stored: 'Stored puzzles',
  entry: (entry: LibraryEntry) => `${entry.number}  ${entry.title}${entryKind(entry, 'en')}`,
  store: 'Store the selection',
  working: 'Working…',
  recall: 'Recall into the selection',
  restore: 'Restore what the recall replaced',
  yes: 'Yes',
  no: 'No',
  notice: (notice: LibraryNotice): string => {
    switch (notice.kind) {
      case 'stored':
        return `${notice.replaced ? 'Replaced' : 'Stored'} No. ${notice.number}${notice.title ? ` "${notice.title}"` : ''}${notice.readAs ? ` (${notice.readAs.rows}×${notice.readAs.columns} ${kindName(notice.readAs.kind, 'en')})` : ''} in the sheet "${notice.sheetName}".`;
      case 'recalled':
        return `No. ${notice.number}${notice.title ? ` "${notice.title}"` : ''} was written into the selection. Restore puts back what was there.`;
      case 'restored':
        return 'The cells were put back as they were.';
      case 'declined':
        return 'Nothing was written.';
      case 'bad-number':
        return 'Type a No.: a whole number from 1.';
      case 'bad-selection':
        if (notice.needed)
          return `The stored puzzle is ${notice.needed.rows}×${notice.needed.columns}: select a range of that shape, or its top-left cell (the selection is ${notice.rows}×${notice.columns}).`;
        return `Select the 9×9 puzzle range, or its top-left cell, or choose the puzzle kind (the selection is ${notice.rows}×${notice.columns}).`;
      case 'bad-cells':
        return `These cells hold neither ${symbolsText(notice.size ?? 9, 'en')} nor a blank: ${cellsEnglish(notice.cells.map((cell, i) => `${cell} holds ${describeValue(notice.values[i])}`))}.`;
      case 'bad-layout':
        return `The selection cannot be stored as ${kindName(notice.puzzleKind, 'en')}: ${notice.message}${notice.cells.length ? ` (${cellsEnglish(notice.cells)})` : ''}`;
      case 'need-grids':
        return analysisStrings('en').notice(notice);
      case 'unreadable':
        return `The selection cannot be read as one block: ${notice.detail}`;
      case 'empty':
        return 'The selected range is empty: there is no puzzle to store.';
      case 'no-library':
        return 'No puzzle has been stored in this workbook yet.';
      case 'not-found':
        return `No puzzle is stored under No. ${notice.number}.${notice.stored.length > 0 ? ` Stored: No. ${notice.stored.join(', ')}.` : ''}`;
      case 'unreadable-entry':
        return `The puzzle stored under No. ${notice.number} cannot be read (was it edited?): ${notice.error.message}`;
      case 'failed':
        return `Excel refused: ${notice.detail}`;
    }
  },
  question: (question: LibraryQuestion): string => {
    switch (question.kind) {
      case 'replace':
        return `No. ${question.number} already holds a puzzle${question.storedTitle ? ` ("${question.storedTitle}")` : ''}. Replace it with the selected one?`;
      case 'overwrite':
        return `${question.changed ? 'The range changed meanwhile. ' : ''}The selected range is not empty (${cellsEnglish(question.filledCells)}). Replace its contents with No. ${question.number}? Restore can put them back.`;
      case 'restore-over-edits':
        return `These cells were changed after the recall: ${cellsEnglish(question.cells)}. Restore anyway and lose those changes?`;
    }
  },
};

type LibraryStrings = typeof ENGLISH;

const JAPANESE: LibraryStrings = {
  heading: '問題の保存と呼び出し',
  hint: '選択した問題を番号を付けて保存します。9×9（または選択セルから始まる 9×9）のほか、下で選んだ種類の問題も領域や色ごと保存できます。番号で選択範囲（または選択セルから始まるその形の範囲）に呼び出します。',
  number: '番号',
  title: 'タイトル',
  stored: '保存した問題',
  entry: (entry) => `${entry.number}  ${entry.title}${entryKind(entry, 'ja')}`,
  store: '選択範囲を保存',
  working: '処理中…',
  recall: '選択範囲に呼び出し',
  restore: '呼び出し前の内容に戻す',
  yes: 'はい',
  no: 'いいえ',
  notice: (notice) => {
    switch (notice.kind) {
      case 'stored':
        return `${notice.number} 番${notice.title ? `「${notice.title}」` : ''}${notice.readAs ? `（${notice.readAs.rows}×${notice.readAs.columns} ${kindName(notice.readAs.kind, 'ja')}）` : ''}をシート「${notice.sheetName}」に${notice.replaced ? '置き換えて保存' : '保存'}しました。`;
      case 'recalled':
        return `${notice.number} 番${notice.title ? `「${notice.title}」` : ''}を選択範囲に書き込みました。「戻す」で元の内容に戻せます。`;
      case 'restored':
        return 'セルを元の内容に戻しました。';
      case 'declined':
        return '何も書き込んでいません。';
      case 'bad-number':
        return '番号には 1 以上の整数を入力してください。';
      case 'bad-selection':
        if (notice.needed)
          return `保存した問題は ${notice.needed.rows}×${notice.needed.columns} です。その形の範囲か、その左上のセルを選択してください（選択範囲は ${notice.rows}×${notice.columns}）。`;
        return `9×9 の問題範囲かその左上のセルを選択するか、問題の種類を選んでください（選択範囲は ${notice.rows}×${notice.columns}）。`;
      case 'bad-cells':
        return `次のセルが ${symbolsText(notice.size ?? 9, 'ja')}でも空欄でもありません: ${cellsJapanese(notice.cells.map((cell, i) => `${cell} に「${foundText(notice.values[i])}」`))}`;
      case 'bad-layout':
        return `選択範囲を「${kindName(notice.puzzleKind, 'ja')}」として保存できません。範囲の大きさ、領域の形、塗りつぶしを確かめてください${notice.cells.length ? `: ${cellsJapanese(notice.cells)}` : ''}。`;
      case 'need-grids':
        return analysisStrings('ja').notice(notice);
      case 'unreadable':
        return `選択範囲を一つのブロックとして読めません: ${notice.detail}`;
      case 'empty':
        return '選択した範囲は空です。保存する問題がありません。';
      case 'no-library':
        return 'このブックにはまだ問題が保存されていません。';
      case 'not-found':
        return `${notice.number} 番の問題は保存されていません。${notice.stored.length > 0 ? `保存されている番号: ${notice.stored.join('、')}。` : ''}`;
      case 'unreadable-entry':
        return `${notice.number} 番に保存された問題を読めません（編集されましたか）: ${errorDetailJa(notice.error)}`;
      case 'failed':
        return `Excel でエラーが起きました: ${notice.detail}`;
    }
  },
  question: (question) => {
    switch (question.kind) {
      case 'replace':
        return `${question.number} 番にはすでに問題${question.storedTitle ? `「${question.storedTitle}」` : ''}が保存されています。選択した問題で置き換えますか？`;
      case 'overwrite':
        return `${question.changed ? '範囲の内容が変わりました。' : ''}選択範囲は空ではありません（${cellsJapanese(question.filledCells)}）。${question.number} 番の問題で置き換えますか？「戻す」で元に戻せます。`;
      case 'restore-over-edits':
        return `呼び出しの後に次のセルが変更されています: ${cellsJapanese(question.cells)}。その変更を捨てて元に戻しますか？`;
    }
  },
};

export function libraryStrings(language: Language): LibraryStrings {
  return language === 'ja' ? JAPANESE : ENGLISH;
}
