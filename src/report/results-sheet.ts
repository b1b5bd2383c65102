/**
 * The Results sheet of a batch (SPEC §2 "Result of Cal.", §8): one row per puzzle of the book,
 * written the same by the add-in and the command line, in English or Japanese. As a person wants
 * it: the header frozen and repeated on every printed page, an AutoFilter, technique counts blank
 * where zero and number formats; the technique letters are explained on a sheet of their own
 * (legend-sheet.ts), where filtering the table cannot hide them.
 *
 * With the full technique set, one count column per full-set code ("[XYW]", …) follows the fixed
 * columns: numbers a person can sort, filter and total like the letters' counts, while every fixed
 * column keeps its place, so the model set's sheet is unchanged and formulas over either sheet
 * find the same columns.
 */

import type { BookItem } from '../io/book';
import {
  labelToken,
  lettersOfSet,
  TECHNIQUE_LETTERS,
  type AnalysisResult,
  type StopReason,
  type TechniqueLetter,
  type TechniqueSet,
} from '../engine/analyser';
import { gradeNameIn, techniqueNameIn, type SheetLanguage } from './analysis-labels';
import { errorDetailJa, type CellAddressOf } from './error-words';
import {
  HEADER_STYLE,
  cellAddress,
  columnLetter,
  rangeAddress,
  rectangular,
  type CellValue,
  type SheetModel,
  type StyledRange,
} from './sheet-model';

export const RESULTS_SHEET_NAMES: Readonly<Record<SheetLanguage, string>> = { en: 'Results', ja: '計算結果' };

export const STATUS_TEXT = { conquer: 'Conquer', 'not-conquer': 'Not Conquer', invalid: 'Invalid' } as const;

const JAPANESE_STATUS_TEXT: Record<AnalysisResult['status'], string> = {
  conquer: 'Conquer',
  'not-conquer': 'Not Conquer',
  invalid: '不正な問題',
};

/** A status as the Results and Summary sheets write it. */
export function statusWord(status: AnalysisResult['status'], language: SheetLanguage): string {
  return (language === 'ja' ? JAPANESE_STATUS_TEXT : STATUS_TEXT)[status];
}

/** The leading columns, then one count column per technique letter, then the trailing ones. */
const LEADING_HEADERS = [
  'No.',
  'Title',
  'Givens',
  'Blanks',
  'Status',
  'Reason',
  'Level',
  'Our grade',
  'Publisher grade',
  'Time (ms)',
] as const;
/** Rating came last (issue 16), after the columns people's formulas already point at. */
const TRAILING_HEADERS = ['Assumptions', 'Effort', 'Puzzle', 'Solution', 'Rating'] as const;

export const RESULTS_HEADERS: readonly string[] = [...LEADING_HEADERS, ...TECHNIQUE_LETTERS, ...TRAILING_HEADERS];

/** The Japanese header of each English one (technique letters stay letters). */
const JAPANESE_HEADERS: Record<string, string> = {
  'No.': 'No.',
  Title: 'タイトル',
  Givens: 'ヒント数',
  Blanks: '空欄数',
  Status: '結果',
  Reason: '理由',
  Level: 'レベル',
  'Our grade': '難易度',
  'Publisher grade': '出版元の難易度',
  'Time (ms)': '時間 (ms)',
  Assumptions: '仮定',
  Effort: '労力',
  Puzzle: '問題',
  Solution: '解答',
  Rating: '評価値',
};

/** The codes a set adds to the 19 letters: each has a count column after the fixed ones. */
export function addedCodes(set: TechniqueSet = 'model'): TechniqueLetter[] {
  return lettersOfSet(set).filter((code) => !TECHNIQUE_LETTERS.includes(code));
}

export function resultsHeaders(language: SheetLanguage = 'en', set: TechniqueSet = 'model'): string[] {
  const fixed = RESULTS_HEADERS.map((header) => (language === 'ja' ? (JAPANESE_HEADERS[header] ?? header) : header));
  return [...fixed, ...addedCodes(set).map(labelToken)];
}

export function resultsColumn(header: string): number {
  return RESULTS_HEADERS.indexOf(header);
}

const STATUS_COLUMN = resultsColumn('Status');
const TIME_COLUMN = resultsColumn('Time (ms)');
const PUZZLE_COLUMN = resultsColumn('Puzzle');
const EFFORT_COLUMN = resultsColumn('Effort');
const RATING_COLUMN = resultsColumn('Rating');

const STATUS_COLOURS: Record<AnalysisResult['status'], string> = {
  // The model tool shows Conquer in red.
  conquer: '#C00000',
  'not-conquer': '#7F6000',
  invalid: '#808080',
};

/** The kind of an invalid puzzle in Japanese; its detail, made from the error's data, follows in brackets. */
const JAPANESE_ERROR_KINDS: Record<string, string> = {
  'bad-input': '読めない問題',
  conflict: '数字の重複',
  'no-solution': '解なし',
  'multiple-solutions': '複数解',
};

/** The sheet address of a puzzle cell when the record is a grid on the sheet (a puzzle in one cell has none). */
function gridAddressOf(record: BookItem['record'] | undefined): CellAddressOf | undefined {
  if (!record?.grid) return undefined;
  return ([row, column]) => cellAddress(record.line - 1 + row - 1, record.column - 1 + column - 1);
}

/** The sheet addresses of a grid record's problem cells ('' for a puzzle in one cell, whose message names row and column). */
function problemAddresses(record: BookItem['record'], result: AnalysisResult): string {
  const cells = result.error?.cells ?? [];
  const addressOf = gridAddressOf(record);
  if (!addressOf || cells.length === 0) return '';
  return ` Cells: ${cells.map(addressOf).join(', ')}.`;
}

/**
 * Why the analysis stopped short, in the language: in Japanese made from the result's data (the
 * letter the next step needs, else why it stopped and how many cells were left).
 */
export function notConquerReason(
  result: Pick<AnalysisResult, 'reason' | 'nextTechnique' | 'stopped' | 'givens' | 'steps'>,
  language: SheetLanguage,
  cells = 81,
): string {
  if (language === 'en') return result.reason ?? 'the enabled techniques did not finish the puzzle';
  if (result.nextTechnique) return nextTechniqueJa(result.nextTechnique);
  return stopReasonJa(result.stopped, cells - result.givens - result.steps.length);
}

export function nextTechniqueJa(letter: TechniqueLetter): string {
  return `有効な技法ではこれ以上進めません。次の手には ${letter}（${techniqueNameIn(letter, 'ja')}）が必要です。`;
}

/** Why the analysis stopped, in Japanese, with the cells left when they are known. */
export function stopReasonJa(stopped: StopReason | undefined, cellsLeft?: number): string {
  const left = cellsLeft === undefined ? '' : `（残り ${cellsLeft} セル）`;
  switch (stopped?.kind) {
    case 'techniques-exhausted':
      return `有効な技法ではこれ以上進めません${left}。`;
    case 'assumption-budget':
      return `仮定の作業上限（${stopped.budget} 回の伝播）に達しました${left}。`;
    case 'no-choice':
      return `使える技法がなく、仮定できる二択も残っていません${left}。`;
    case 'assumption-depth':
      return `使える技法がなく、${stopped.depth} 段まで仮定しても矛盾が見つかりません${left}。`;
    case 'no-progress':
      return `${stopped.letter}（${techniqueNameIn(stopped.letter, 'ja')}）の探索が何も変えない手を返しました${left}。`;
    default:
      return `解き切れませんでした${left}。`;
  }
}

/** Why a puzzle was not conquered, in plain words ('' when it was). */
export function resultReason(
  result: AnalysisResult,
  language: SheetLanguage = 'en',
  record?: BookItem['record'],
): string {
  if (result.status === 'invalid' && result.error && language === 'ja') {
    return `${JAPANESE_ERROR_KINDS[result.error.kind] ?? result.error.kind}（${errorDetailJa(result.error, result.puzzle || record?.puzzle, gridAddressOf(record))}）`;
  }
  const where = record ? problemAddresses(record, result) : '';
  if (result.status === 'invalid' && result.error) return `${result.error.kind}: ${result.error.message}${where}`;
  if (result.status === 'not-conquer') return notConquerReason(result, language, record?.digits?.length);
  return '';
}

export function resultsRow(
  { record, result }: BookItem,
  language: SheetLanguage = 'en',
  set: TechniqueSet = 'model',
): CellValue[] {
  // A batch record's digits hold a value per cell of its kind (asBatchRecord): 81, 256 for 16×16, 369 for a samurai.
  const cells = record.digits?.length;
  const leading: CellValue[] = [
    record.number,
    record.title,
    cells === undefined ? '' : result.givens,
    cells === undefined ? '' : cells - result.givens,
    statusWord(result.status, language),
    resultReason(result, language, record),
    result.grade?.level ?? '',
    result.grade ? gradeNameIn(result.grade.name, language) : '',
    record.publisherLevel,
    result.timeMs,
  ];
  // A technique not used is a blank cell, so the counts that matter stand out.
  const countOf = (letter: TechniqueLetter) => result.techniqueCounts[letter] || '';
  return [
    ...leading,
    ...TECHNIQUE_LETTERS.map(countOf),
    result.assumptions,
    result.effort,
    record.puzzle,
    result.solution ?? '',
    result.rating ?? '',
    ...addedCodes(set).map(countOf),
  ];
}

/** Styles of the data rows firstRow…firstRow+items-1 (0-based sheet rows); consecutive equal statuses share one range. */
export function resultsRowStyles(items: readonly BookItem[], firstRow: number): StyledRange[] {
  const styles: StyledRange[] = [];
  if (items.length === 0) return styles;
  // Puzzle and solution are text: Excel would turn an all-digit 81-character entry into a number.
  styles.push({ address: rangeAddress(firstRow, PUZZLE_COLUMN, items.length, 2), style: { numberFormat: '@' } });
  styles.push({ address: rangeAddress(firstRow, TIME_COLUMN, items.length, 1), style: { numberFormat: '0.00' } });
  styles.push({ address: rangeAddress(firstRow, EFFORT_COLUMN, items.length, 1), style: { numberFormat: '0.0' } });
  styles.push({ address: rangeAddress(firstRow, RATING_COLUMN, items.length, 1), style: { numberFormat: '0.00' } });
  let runStart = 0;
  for (let i = 1; i <= items.length; i++) {
    const status = items[runStart].result.status;
    if (i < items.length && items[i].result.status === status) continue;
    styles.push({
      address: rangeAddress(firstRow + runStart, STATUS_COLUMN, i - runStart, 1),
      style: { fontColor: STATUS_COLOURS[status], bold: status === 'conquer' },
    });
    runStart = i;
  }
  return styles;
}

export function resultsHeaderStyle(set: TechniqueSet = 'model'): StyledRange {
  return { address: rangeAddress(0, 0, 1, RESULTS_HEADERS.length + addedCodes(set).length), style: HEADER_STYLE };
}

const COLUMN_WIDTHS: Record<string, number> = {
  Title: 18,
  Status: 12,
  Reason: 40,
  'Our grade': 11,
  'Publisher grade': 15,
  Puzzle: 84,
  Solution: 84,
};

/** The Results sheet of a batch analysed with `set` (default the model set, whose layout is fixed). */
export function buildResultsSheet(
  items: readonly BookItem[],
  language: SheetLanguage = 'en',
  set: TechniqueSet = 'model',
): SheetModel {
  const headers = resultsHeaders(language, set);
  const table: CellValue[][] = [headers, ...items.map((item) => resultsRow(item, language, set))];
  const widths = RESULTS_HEADERS.map(
    (header) => COLUMN_WIDTHS[header] ?? (header.length === 1 ? 4 : Math.max(8, header.length + 2)),
  );
  const codeWidths = addedCodes(set).map((code) => code.length + 4);
  return {
    name: RESULTS_SHEET_NAMES[language],
    values: rectangular(table),
    styles: [resultsHeaderStyle(set), ...resultsRowStyles(items, 1)],
    charts: [],
    columnWidths: [...widths, ...codeWidths],
    frozenRows: 1,
    autoFilter: `A1:${columnLetter(headers.length - 1)}${table.length}`,
    printTitleRows: '1:1',
  };
}

/**
 * The puzzle of one Results row, found by the header so that a person may have moved columns;
 * the add-in analyses it on demand (the full single-puzzle analysis sheet).
 */
export function puzzleOfResultsRow(header: readonly unknown[], row: readonly unknown[]): string | undefined {
  const column = header.findIndex(
    (value) => String(value).trim() === 'Puzzle' || String(value).trim() === JAPANESE_HEADERS.Puzzle,
  );
  if (column < 0) return undefined;
  const puzzle = String(row[column] ?? '').trim();
  return puzzle === '' ? undefined : puzzle;
}
