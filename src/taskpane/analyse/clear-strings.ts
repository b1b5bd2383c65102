/** The words of Clear (clear-section.tsx), in English and Japanese. */

import { groupedNumber } from '../../engine';
import { cellList } from '../shared/cell-list';
import type { ClearNotice } from './clear-controller';
import type { Language } from '../shared/language';

const ENGLISH = {
  clear: 'Clear…',
  undo: 'Undo clear',
  yes: 'Clear',
  putBack: 'Put back',
  no: 'Cancel',
  notice(notice: ClearNotice): string {
    switch (notice.kind) {
      case 'busy':
        return 'Working…';
      case 'declined':
        return 'Nothing was cleared.';
      case 'kept':
        return 'Nothing was put back.';
      case 'empty':
        return `${notice.address} is empty already: nothing to clear.`;
      case 'question':
        return `${notice.changed ? `${notice.address} changed since you were asked. ` : ''}Clear the values of ${notice.count} ${notice.count === 1 ? 'cell' : 'cells'} of ${notice.address}? Fills and formats stay; Undo clear puts the values back.`;
      case 'cleared':
        return `${notice.count} ${notice.count === 1 ? 'cell' : 'cells'} of ${notice.address} cleared; fills and formats kept. Undo clear puts the values back.`;
      case 'undone':
        return `The values of ${notice.address} are back.`;
      case 'undo-question':
        return `${cellList(notice.cells, 'en')} ${notice.cells.length === 1 ? 'was' : 'were'} typed in since the clear: put the cleared values back over ${notice.cells.length === 1 ? 'it' : 'them'}?`;
      case 'bad-selection':
        return `Select the puzzle (its whole range, or its top-left cell): a ${notice.rows}×${notice.columns} range is no puzzle of the chosen kind.`;
      case 'too-large':
        return `A ${notice.rows}×${notice.columns} range is more than Clear reads at once (${groupedNumber(notice.limit)} cells).`;
      case 'unreadable':
        return `The selection cannot be read (select one range): ${notice.detail}`;
      case 'failed':
        return `Clear failed: ${notice.message}`;
    }
  },
};

export type ClearStrings = typeof ENGLISH;

const JAPANESE: ClearStrings = {
  clear: 'クリア…',
  undo: 'クリアを元に戻す',
  yes: 'クリアする',
  putBack: '戻す',
  no: 'キャンセル',
  notice(notice: ClearNotice): string {
    switch (notice.kind) {
      case 'busy':
        return '処理中…';
      case 'declined':
        return 'クリアしませんでした。';
      case 'kept':
        return '元に戻しませんでした。';
      case 'empty':
        return `${notice.address} は空です。クリアするものはありません。`;
      case 'question':
        return `${notice.changed ? `${notice.address} は確認の後に変わりました。` : ''}${notice.address} の ${notice.count} セルの値をクリアしますか？ 塗りつぶしと書式は残ります。「クリアを元に戻す」で値を戻せます。`;
      case 'cleared':
        return `${notice.address} の ${notice.count} セルをクリアしました（塗りつぶしと書式はそのまま）。「クリアを元に戻す」で値を戻せます。`;
      case 'undone':
        return `${notice.address} の値を元に戻しました。`;
      case 'undo-question':
        return `クリアの後に ${cellList(notice.cells, 'ja')} に入力がありました。その上にクリア前の値を戻しますか？`;
      case 'bad-selection':
        return `問題を選択してください（範囲全体か左上のセル）。${notice.rows}×${notice.columns} の範囲は選んだ種類の問題ではありません。`;
      case 'too-large':
        return `${notice.rows}×${notice.columns} の範囲は一度に読めるセル数（${groupedNumber(notice.limit)}）を超えています。`;
      case 'unreadable':
        return `選択範囲を読めません（範囲を一つだけ選択してください）: ${notice.detail}`;
      case 'failed':
        return `クリアできませんでした: ${notice.message}`;
    }
  },
};

export function clearStrings(language: Language): ClearStrings {
  return language === 'ja' ? JAPANESE : ENGLISH;
}
