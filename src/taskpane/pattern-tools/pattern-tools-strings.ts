/**
 * The words of the Generate tab's Symmetry and Transform sections (issue 18), in English and
 * Japanese, made from the controller's data. PatternToolsController is the logic.
 */

import { SYMMETRY_NAMES, type Symmetry } from '../../engine/transforms';
import type { Language } from '../shared/language';
import type { PatternReadProblem } from '../../excel/pattern';
import type { SelectionProblem } from '../shared/sheet-puzzle';
import { selectionProblemText } from '../shared/sheet-puzzle-strings';

export type SymmetryNotice =
  | { kind: 'symmetries'; address: string; size: number; has: Symmetry[] }
  /** `added`: the sheet addresses of the marks written. */
  | { kind: 'completed'; address: string; symmetry: Symmetry; added: string[]; size: number }
  | { kind: 'already'; address: string; symmetry: Symmetry }
  | { kind: 'no-marks'; address: string }
  | { kind: 'unreadable'; problem: PatternReadProblem }
  | { kind: 'changed' | 'missing'; address: string }
  | { kind: 'failed'; detail: string };

export type TransformField = 'seed' | 'rows' | 'cols' | 'relabel' | 'nothing-chosen';

/** The transform applied, as data for the words. */
export type TransformUsed =
  | { mode: 'random'; seed: number }
  | { mode: 'chosen'; rows?: string; cols?: string; rotate: number; transpose: boolean; relabel?: string };

export type TransformNotice =
  | { kind: 'transformed'; to: 'sheet' | 'beside'; where: string; transform: TransformUsed; puzzle: string }
  | { kind: 'bad-field'; field: TransformField }
  | { kind: 'puzzle-problem'; problem: SelectionProblem }
  | { kind: 'occupied' | 'missing'; address: string }
  | { kind: 'failed'; detail: string };

const JAPANESE_SYMMETRY_NAMES: Record<Symmetry, string> = {
  rotate180: '180° 回転',
  rotate90: '90° 回転',
  'left-right': '左右の鏡映',
  'up-down': '上下の鏡映',
  diagonal: '対角線（左上〜右下）の鏡映',
  'anti-diagonal': '対角線（右上〜左下）の鏡映',
};

/** How a pattern's problem reads (the pattern reader's own data). */
type PatternProblem = Extract<SymmetryNotice, { kind: 'unreadable' }>['problem'];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The cells added, the first few by address. */
function cellList(cells: readonly string[], separator: string, more: (count: number) => string): string {
  const shown = cells.slice(0, 12).join(separator);
  return cells.length > 12 ? `${shown}${more(cells.length - 12)}` : shown;
}

const ENGLISH = {
  symmetryHeading: 'Symmetric pattern',
  symmetryHint:
    'Select a drawn pattern (9×9, or its top-left cell). Check says which symmetries it has; Complete adds the missing marks, only into empty cells, each a copy of the mark it mirrors.',
  symmetry: 'Symmetry',
  symmetryNames: SYMMETRY_NAMES as Record<Symmetry, string>,
  check: 'Check symmetry',
  complete: 'Complete pattern',
  transformHeading: 'Equivalent puzzle (transform)',
  transformHint:
    'Select a puzzle. A transform gives a fresh-looking puzzle with the same solving path and grade; the original is never changed.',
  mode: 'Transform',
  random: 'Random (from a seed)',
  chosen: 'Chosen',
  seed: 'Seed (optional, repeats a transform)',
  rows: 'Row order (e.g. 213456789)',
  cols: 'Column order (e.g. 123789456)',
  linesHint: 'Rows move within their band and bands as wholes (columns likewise). Blank: unchanged.',
  rotate: 'Rotate clockwise',
  rotations: { 0: 'No rotation', 90: '90°', 180: '180°', 270: '270°' } as Record<0 | 90 | 180 | 270, string>,
  transpose: 'Transpose (rows become columns)',
  relabel: 'Relabel digits (new 1…9, e.g. 912345678)',
  destination: 'Write to',
  toSheet: 'A new sheet',
  beside: 'Beside the puzzle (if empty)',
  transformButton: 'Transform',
  symmetryNotice: (notice: SymmetryNotice): string => {
    switch (notice.kind) {
      case 'symmetries':
        return notice.has.length === 0
          ? `The pattern at ${notice.address} (${plural(notice.size, 'mark')}) has no symmetry.`
          : `The pattern at ${notice.address} (${plural(notice.size, 'mark')}) has: ${notice.has.map((each) => SYMMETRY_NAMES[each]).join(', ')}.`;
      case 'completed':
        return `Added ${plural(notice.added.length, 'mark')} for the ${SYMMETRY_NAMES[notice.symmetry]}: ${cellList(notice.added, ', ', (more) => ` and ${more} more`)}. The pattern now has ${notice.size}.`;
      case 'already':
        return `The pattern at ${notice.address} already has the ${SYMMETRY_NAMES[notice.symmetry]}; nothing was added.`;
      case 'no-marks':
        return `${notice.address} has no marks: draw part of a pattern first (any content or fill colour marks a cell).`;
      case 'unreadable':
        return patternProblemEnglish(notice.problem);
      case 'changed':
        return `The pattern at ${notice.address} changed while it was read; nothing was written. Try again.`;
      case 'missing':
        return `The pattern's sheet is gone; nothing was written.`;
      case 'failed':
        return `The pattern could not be completed: ${notice.detail}`;
    }
  },
  fields: {
    seed: 'The seed must be blank or a whole number.',
    rows: 'The row order must list 1–9 once each, moving rows only within their band and bands as wholes (e.g. 213456789 or 456123789).',
    cols: 'The column order must list 1–9 once each, moving columns only within their stack and stacks as wholes (e.g. 123789456).',
    relabel: 'The relabelling must list the digits 1–9 once each: the new digit for 1, 2, … 9.',
    'nothing-chosen': 'Choose a transform: a row or column order, a rotation, transposition or a relabelling.',
  } as Record<TransformField, string>,
  transformNotice: (notice: TransformNotice): string => {
    switch (notice.kind) {
      case 'transformed':
        return `Written ${notice.to === 'sheet' ? `to the sheet "${notice.where}"` : `at ${notice.where}`} (${transformDescription(notice.transform, 'en')}).`;
      case 'bad-field':
        return ENGLISH.fields[notice.field];
      case 'puzzle-problem':
        return selectionProblemText(notice.problem, 'en');
      case 'occupied':
        return `${notice.address} beside the puzzle is not empty; nothing was written. Choose a new sheet, or clear those cells.`;
      case 'missing':
        return `There is no room beside the puzzle (${notice.address}); nothing was written. Choose a new sheet.`;
      case 'failed':
        return `The transform could not be written: ${notice.detail}`;
    }
  },
};

export type PatternToolsStrings = typeof ENGLISH;

function patternProblemEnglish(problem: PatternProblem): string {
  return problem.reason === 'bad-shape'
    ? `Select a 9×9 pattern, or its top-left cell; the selection ${problem.address} is ${problem.rows}×${problem.columns}.`
    : `The selection cannot be read as a 9×9 pattern: ${problem.detail}`;
}

function patternProblemJapanese(problem: PatternProblem): string {
  return problem.reason === 'bad-shape'
    ? `9×9 のパターンか、その左上のセルを選択してください（選択範囲 ${problem.address} は ${problem.rows}×${problem.columns}）。`
    : `選択範囲を 9×9 のパターンとして読めません: ${problem.detail}`;
}

const JAPANESE: PatternToolsStrings = {
  symmetryHeading: '対称なパターン',
  symmetryHint:
    '描いたパターン（9×9 またはその左上のセル）を選択してください。「対称性を調べる」は持っている対称性を示し、「パターンを補完」は足りない印を空のセルにだけ、対応する印と同じ形で書き足します。',
  symmetry: '対称性',
  symmetryNames: JAPANESE_SYMMETRY_NAMES,
  check: '対称性を調べる',
  complete: 'パターンを補完',
  transformHeading: '同等な問題（変換）',
  transformHint:
    '問題を選択してください。変換で、解き筋と難易度が同じで見た目の違う問題を作ります。元の問題は変えません。',
  mode: '変換',
  random: 'ランダム（シードから）',
  chosen: '指定する',
  seed: 'シード（任意。同じ変換を再現）',
  rows: '行の順（例: 213456789）',
  cols: '列の順（例: 123789456）',
  linesHint: '行は同じ帯の中で、帯はまとめて動きます（列も同様）。空欄なら変えません。',
  rotate: '時計回りに回転',
  rotations: { 0: '回転しない', 90: '90°', 180: '180°', 270: '270°' },
  transpose: '転置（行と列を入れ替える）',
  relabel: '数字の置き換え（1〜9 の新しい数字。例: 912345678）',
  destination: '書き込み先',
  toSheet: '新しいシート',
  beside: '問題の右隣（空いていれば）',
  transformButton: '変換',
  symmetryNotice: (notice) => {
    switch (notice.kind) {
      case 'symmetries':
        return notice.has.length === 0
          ? `${notice.address} のパターン（印 ${notice.size} 個）には対称性がありません。`
          : `${notice.address} のパターン（印 ${notice.size} 個）の対称性: ${notice.has.map((each) => JAPANESE_SYMMETRY_NAMES[each]).join('、')}。`;
      case 'completed':
        return `${JAPANESE_SYMMETRY_NAMES[notice.symmetry]}になるよう印を ${notice.added.length} 個書き足しました: ${cellList(notice.added, '、', (more) => ` ほか ${more} 個`)}。印は全部で ${notice.size} 個です。`;
      case 'already':
        return `${notice.address} のパターンはすでに${JAPANESE_SYMMETRY_NAMES[notice.symmetry]}で対称です。何も書き足していません。`;
      case 'no-marks':
        return `${notice.address} に印がありません。先にパターンの一部を描いてください（何か入力するか塗りつぶしたセルが印です）。`;
      case 'unreadable':
        return patternProblemJapanese(notice.problem);
      case 'changed':
        return `読み込み中に ${notice.address} のパターンが変わったため、何も書き込んでいません。もう一度お試しください。`;
      case 'missing':
        return 'パターンのシートがなくなったため、何も書き込んでいません。';
      case 'failed':
        return `パターンを補完できませんでした: ${notice.detail}`;
    }
  },
  fields: {
    seed: 'シードは空欄か整数にしてください。',
    rows: '行の順は 1〜9 を 1 回ずつ並べ、行は同じ帯の中だけで、帯はまとめて動かしてください（例: 213456789、456123789）。',
    cols: '列の順は 1〜9 を 1 回ずつ並べ、列は同じ縦の帯の中だけで、縦の帯はまとめて動かしてください（例: 123789456）。',
    relabel: '数字の置き換えは 1〜9 を 1 回ずつ、1, 2, … 9 の新しい数字の順に並べてください。',
    'nothing-chosen': '変換を選んでください（行や列の順、回転、転置、数字の置き換え）。',
  },
  transformNotice: (notice) => {
    switch (notice.kind) {
      case 'transformed':
        return `${notice.to === 'sheet' ? `シート「${notice.where}」` : notice.where}に書き込みました（${transformDescription(notice.transform, 'ja')}）。`;
      case 'bad-field':
        return JAPANESE.fields[notice.field];
      case 'puzzle-problem':
        return selectionProblemText(notice.problem, 'ja');
      case 'occupied':
        return `問題の右隣 ${notice.address} が空いていないため、何も書き込んでいません。新しいシートを選ぶか、そのセルを空けてください。`;
      case 'missing':
        return `問題の右隣（${notice.address}）に場所がないため、何も書き込んでいません。新しいシートを選んでください。`;
      case 'failed':
        return `変換した問題を書き込めませんでした: ${notice.detail}`;
    }
  },
};

/** The transform in words ("random, seed 7"; "rows 213456789, rotated 90°, relabelled 912345678"). */
export function transformDescription(used: TransformUsed, language: Language): string {
  const ja = language === 'ja';
  if (used.mode === 'random') return ja ? `ランダム、シード ${used.seed}` : `random, seed ${used.seed}`;
  const parts: string[] = [];
  if (used.rows) parts.push(ja ? `行の順 ${used.rows}` : `rows ${used.rows}`);
  if (used.cols) parts.push(ja ? `列の順 ${used.cols}` : `columns ${used.cols}`);
  if (used.rotate) parts.push(ja ? `${used.rotate}° 回転` : `rotated ${used.rotate}°`);
  if (used.transpose) parts.push(ja ? '転置' : 'transposed');
  if (used.relabel) parts.push(ja ? `数字の置き換え ${used.relabel}` : `relabelled ${used.relabel}`);
  return parts.join(ja ? '、' : ', ');
}

export function patternToolsStrings(language: Language): PatternToolsStrings {
  return language === 'ja' ? JAPANESE : ENGLISH;
}
