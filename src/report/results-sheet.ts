/**
 * The Results sheet of a batch (SPEC §2 "Result of Cal.", §8): one row per puzzle of the book,
 * written the same by the add-in and the command line. Rows can be made one at a time so a
 * running batch can write what it has done so far.
 */

import type { BookItem } from '../io/book';
import { TECHNIQUE_LETTERS, type AnalysisResult } from '../engine/types';
import { HEADER_STYLE, rangeAddress, type CellValue, type SheetModel, type StyledRange } from './sheet-model';

export const RESULTS_SHEET_NAME = 'Results';

export const STATUS_TEXT = { conquer: 'Conquer', 'not-conquer': 'Not Conquer', invalid: 'Invalid' } as const;

/** The leading columns, then one count column per technique letter, then the trailing ones. */
const LEADING_HEADERS = ['No.', 'Title', 'Givens', 'Blanks', 'Status', 'Reason', 'Level', 'Our grade', 'Publisher grade', 'Time (ms)'] as const;
const TRAILING_HEADERS = ['Assumptions', 'Effort', 'Puzzle', 'Solution'] as const;

export const RESULTS_HEADERS: readonly string[] = [...LEADING_HEADERS, ...TECHNIQUE_LETTERS, ...TRAILING_HEADERS];

export function resultsColumn(header: string): number {
  return RESULTS_HEADERS.indexOf(header);
}

const STATUS_COLUMN = resultsColumn('Status');
const TIME_COLUMN = resultsColumn('Time (ms)');
const PUZZLE_COLUMN = resultsColumn('Puzzle');

const STATUS_COLOURS: Record<AnalysisResult['status'], string> = {
  // The model tool shows Conquer in red.
  conquer: '#C00000',
  'not-conquer': '#7F6000',
  invalid: '#808080',
};

/** Why a puzzle was not conquered, in plain words ('' when it was). */
export function resultReason(result: AnalysisResult): string {
  if (result.status === 'invalid' && result.error) return `${result.error.kind}: ${result.error.message}`;
  if (result.status === 'not-conquer') return result.reason ?? 'the enabled techniques did not finish the puzzle';
  return '';
}

export function resultsRow({ record, result }: BookItem): CellValue[] {
  const readable = record.digits !== undefined;
  const leading: CellValue[] = [
    record.number,
    record.title,
    readable ? result.givens : '',
    readable ? 81 - result.givens : '',
    STATUS_TEXT[result.status],
    resultReason(result),
    result.grade?.level ?? '',
    result.grade?.name ?? '',
    record.publisherLevel,
    result.timeMs,
  ];
  const counts = TECHNIQUE_LETTERS.map((letter) => result.techniqueCounts[letter] ?? 0);
  return [...leading, ...counts, result.assumptions, result.effort, record.puzzle, result.solution ?? ''];
}

/** Styles of the data rows firstRow…firstRow+items-1 (0-based sheet rows); consecutive equal statuses share one range. */
export function resultsRowStyles(items: readonly BookItem[], firstRow: number): StyledRange[] {
  const styles: StyledRange[] = [];
  if (items.length === 0) return styles;
  // Puzzle and solution are text: Excel would turn an all-digit 81-character entry into a number.
  styles.push({ address: rangeAddress(firstRow, PUZZLE_COLUMN, items.length, 2), style: { numberFormat: '@' } });
  styles.push({ address: rangeAddress(firstRow, TIME_COLUMN, items.length, 1), style: { numberFormat: '0.00' } });
  let runStart = 0;
  for (let i = 1; i <= items.length; i++) {
    const status = items[runStart].result.status;
    if (i < items.length && items[i].result.status === status) continue;
    styles.push({ address: rangeAddress(firstRow + runStart, STATUS_COLUMN, i - runStart, 1), style: { fontColor: STATUS_COLOURS[status], bold: status === 'conquer' } });
    runStart = i;
  }
  return styles;
}

export function resultsHeaderStyle(): StyledRange {
  return { address: rangeAddress(0, 0, 1, RESULTS_HEADERS.length), style: HEADER_STYLE };
}

const COLUMN_WIDTHS: Record<string, number> = { Title: 18, Status: 12, Reason: 40, 'Our grade': 11, 'Publisher grade': 15, Puzzle: 84, Solution: 84 };

export function buildResultsSheet(items: readonly BookItem[]): SheetModel {
  return {
    name: RESULTS_SHEET_NAME,
    values: [[...RESULTS_HEADERS], ...items.map(resultsRow)],
    styles: [resultsHeaderStyle(), ...resultsRowStyles(items, 1)],
    charts: [],
    columnWidths: RESULTS_HEADERS.map((header) => COLUMN_WIDTHS[header] ?? (header.length === 1 ? 4 : Math.max(8, header.length + 2))),
    frozenRows: 1,
  };
}

/**
 * The puzzle of one Results row, found by the header so that a person may have moved columns;
 * the add-in analyses it on demand (the full single-puzzle analysis sheet).
 */
export function puzzleOfResultsRow(header: readonly unknown[], row: readonly unknown[]): string | undefined {
  const column = header.findIndex((value) => String(value).trim() === 'Puzzle');
  if (column < 0) return undefined;
  const puzzle = String(row[column] ?? '').trim();
  return puzzle === '' ? undefined : puzzle;
}
