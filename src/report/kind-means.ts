/**
 * The Summary's means by puzzle kind (issue 33): a book may mix 9×9, 16×16 and samurai rows, whose
 * givens and blanks mean nothing averaged together. Only puzzles that could be read have a kind;
 * the unreadable ones are counted under Invalid in the totals.
 */

import type { BookItem } from '../io/book';
import { STANDARD_NINE, type PuzzleKind } from '../io/record';
import type { SheetLanguage } from './analysis-labels';

export interface KindMeans {
  kind: PuzzleKind;
  /** Readable puzzles of the kind. */
  puzzles: number;
  meanGivens: number;
  meanBlanks: number;
  meanTimeMs: number;
}

function sameKind(a: PuzzleKind, b: PuzzleKind): boolean {
  return a.name === b.name && a.size === b.size && a.grids === b.grids;
}

/** Each kind of the book's readable puzzles, in the order the book first has it. */
export function meansByKind(items: readonly BookItem[]): KindMeans[] {
  const sums: { kind: PuzzleKind; puzzles: number; givens: number; blanks: number; timeMs: number }[] = [];
  for (const { record, result } of items) {
    if (!record.digits) continue;
    const kind = record.puzzleKind ?? STANDARD_NINE;
    let sum = sums.find((each) => sameKind(each.kind, kind));
    if (!sum) sums.push((sum = { kind, puzzles: 0, givens: 0, blanks: 0, timeMs: 0 }));
    sum.puzzles++;
    sum.givens += result.givens;
    sum.blanks += record.digits.length - result.givens;
    sum.timeMs += result.timeMs;
  }
  return sums.map(({ kind, puzzles, givens, blanks, timeMs }) => ({
    kind,
    puzzles,
    meanGivens: givens / puzzles,
    meanBlanks: blanks / puzzles,
    meanTimeMs: timeMs / puzzles,
  }));
}

const KIND_WORDS: Record<SheetLanguage, Record<string, string>> = {
  en: { diagonal: 'diagonal', windoku: 'windoku', jigsaw: 'jigsaw', colour: 'colour', combined: 'combined' },
  ja: {
    diagonal: '対角線',
    windoku: 'ウィンドウ',
    jigsaw: 'ジグソー',
    colour: 'カラー',
    combined: '合体',
    samurai: 'サムライ',
    butterfly: 'バタフライ',
    sohei: '僧兵',
    windmill: '風車',
    'gattai-8': '合体 8',
    shogun: '将軍',
    sumo: '相撲',
  },
};

/** "9×9", "16×16 diagonal", "samurai (5 grids)"; in Japanese "16×16 対角線", "サムライ (5 盤)". */
export function kindLabel(kind: PuzzleKind, language: SheetLanguage): string {
  const word = KIND_WORDS[language][kind.name] ?? kind.name;
  if (kind.grids > 1) return language === 'ja' ? `${word} (${kind.grids} 盤)` : `${word} (${kind.grids} grids)`;
  const square = `${kind.size}×${kind.size}`;
  return kind.name === 'standard' ? square : `${square} ${word}`;
}
