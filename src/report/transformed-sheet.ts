/**
 * What the Generate tab's Transform writes (issue 18): the equivalent puzzle laid out as a puzzle
 * (9×9 grid, box borders, givens bold), and under it where it came from, the transform, and both
 * puzzles as 81-character text, so the pair can be checked and the transform repeated.
 *
 * Pure: the Excel adapter (src/excel/transformed.ts) only applies this model.
 */

import type { SheetLanguage } from './analysis-labels';
import { puzzleGridStyles, puzzleGridValues } from './generated-sheet';
import { emptyBlock, rangeAddress, type SheetModel, type StyledRange } from './sheet-model';

export interface TransformedSheetInput {
  /** The equivalent puzzle, 81 characters ('.' for a blank). */
  puzzle: string;
  /** The puzzle it was made from. */
  original: string;
  /** Where the original was read, "Sheet1!B2:J10". */
  source: string;
  /** The transform in words ("random, seed 7"; "rotate 90°, relabel 912345678"). */
  transform: string;
  language?: SheetLanguage;
}

const WORDS = {
  en: {
    sheetName: 'Transformed',
    title: 'Equivalent puzzle: same solving path and grade',
    from: 'From',
    transform: 'Transform',
    original: 'Original',
    puzzle: 'Puzzle',
  },
  ja: {
    sheetName: '変換した問題',
    title: '同等な問題（解き筋と難易度は同じ）',
    from: '元の問題',
    transform: '変換',
    original: '元の問題（文字列）',
    puzzle: '問題（文字列）',
  },
};

const GRID_ROW = 2;
const INFO_ROW = GRID_ROW + 10;

export function buildTransformedSheet(input: TransformedSheetInput): SheetModel {
  const words = WORDS[input.language ?? 'en'];
  const values = emptyBlock(INFO_ROW + 4, 9);
  values[0][0] = words.title;
  puzzleGridValues(input.puzzle).forEach((line, r) => line.forEach((digit, c) => (values[GRID_ROW + r][c] = digit)));
  const info: [string, string][] = [
    [words.from, input.source],
    [words.transform, input.transform],
    [words.original, input.original],
    [words.puzzle, input.puzzle],
  ];
  info.forEach(([label, value], i) => {
    values[INFO_ROW + i][0] = label;
    values[INFO_ROW + i][2] = value;
  });
  const styles: StyledRange[] = [
    { address: rangeAddress(0, 0), style: { bold: true, fontSize: 14 } },
    ...puzzleGridStyles(input.puzzle, GRID_ROW, 0),
    { address: rangeAddress(INFO_ROW, 0, info.length, 1), style: { bold: true } },
    // An all-digit 81-character entry would otherwise become a number.
    { address: rangeAddress(INFO_ROW + 2, 2, 2, 1), style: { numberFormat: '@' } },
  ];
  return { name: words.sheetName, values, styles, charts: [], columnWidths: new Array<number>(9).fill(4) };
}
