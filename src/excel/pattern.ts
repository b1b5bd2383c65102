/**
 * "Generate from pattern" in Excel (SPEC §9, issue 6): read the pattern a person drew in a 9×9
 * range — any cell with content, or (ExcelApi 1.9) any cell with a fill colour, marks a given — and
 * write the generated puzzles to a new sheet, or one puzzle into the pattern range itself once the
 * pane has had the person confirm it.
 *
 * Reading takes one context.sync; each write at most two. A new sheet never takes the name of an
 * existing one, and the pattern range is written only if it still holds what was read.
 */

import { type GeneratedPuzzle, patternFromSheet, type Pattern } from '../engine/generator';
import { SIDE } from '../engine';
import {
  buildGeneratedSheet,
  puzzleGridStyles,
  puzzleGridValues,
  type GenerationInfo,
} from '../report/generated-sheet';
import type { SheetLanguage } from '../report/analysis-labels';
import { rangeAddress } from '../report/sheet-model';
import { writeModelToNewSheet } from './new-sheet';
import { applyStyles } from './sheet-writer';
import { NO_FILL, queueSelectedBlock, selectionProblem, supportsExcelApi } from './selection';

/** getCellProperties, which reads fill colours, came with this requirement set. */
export const FILL_COLOUR_API = { set: 'ExcelApi', version: '1.9' } as const;

/** Whether this Excel can read fill colours (false outside Office, e.g. under Node). */
export function supportsFillColours(): boolean {
  return supportsExcelApi(FILL_COLOUR_API.version);
}

export interface PatternSelection {
  sheetName: string;
  /** Top-left cell of the 9×9 block, 0-based. */
  row: number;
  column: number;
  /** "Sheet1!B2:J10". */
  address: string;
  /** The values read, kept to make sure the range is unchanged before writing into it. */
  values: unknown[][];
  pattern: Pattern;
  /** False when fill colours could not be read, so only cells with content count. */
  fillColoursRead: boolean;
  /** Each cell's fill colour ('' for none), when they could be read. */
  fillColours?: string[][];
}

/** Why no pattern was read: the pane turns these into words (English or Japanese). */
export type PatternReadProblem =
  { reason: 'bad-shape'; rows: number; columns: number; address: string } | { reason: 'unreadable'; detail: string };

export type PatternRead = { ok: true; selection: PatternSelection } | ({ ok: false } & PatternReadProblem);

/** A white fill is no mark either (see NO_FILL). */
function isFilled(color: string | null | undefined): boolean {
  if (!color) return false;
  return color.toUpperCase() !== NO_FILL;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Reads the selection (9×9, or the 9×9 block from a single cell: see selection.ts) as a pattern in one sync. */
export async function readPatternSelection(
  context: Excel.RequestContext,
  readFillColours: boolean,
): Promise<PatternRead> {
  try {
    const queued = queueSelectedBlock(context, ['values']);
    const { selection: selected, block, sheet } = queued;
    selected.load('address');
    block.load('address');
    const fills = readFillColours ? block.getCellProperties({ format: { fill: { color: true } } }) : undefined;
    await context.sync();
    const badSelection = selectionProblem(queued);
    if (badSelection)
      return {
        ok: false,
        reason: 'bad-shape',
        rows: badSelection.rows,
        columns: badSelection.columns,
        address: selected.address,
      };
    const colours = fills?.value.map((row) =>
      row.map((cell) => (isFilled(cell.format?.fill?.color) ? String(cell.format?.fill?.color) : '')),
    );
    const filled = colours?.map((row) => row.map((colour) => colour !== ''));
    return {
      ok: true,
      selection: {
        sheetName: sheet.name,
        row: block.rowIndex,
        column: block.columnIndex,
        address: block.address,
        values: block.values,
        pattern: patternFromSheet(block.values, filled),
        fillColoursRead: filled !== undefined,
        ...(colours ? { fillColours: colours } : {}),
      },
    };
  } catch (error) {
    // A multi-area selection, or a single cell too near the sheet's edge for a 9×9 block.
    return { ok: false, reason: 'unreadable', detail: errorText(error) };
  }
}

export interface GeneratedSheetReport {
  sheetName: string;
  syncs: number;
}

/** Writes every puzzle of a run to a new sheet ("Generated", else "Generated (2)" …; in Japanese "作成した問題") in two syncs, and shows it. */
export function writeGeneratedSheet(
  context: Excel.RequestContext,
  puzzles: readonly GeneratedPuzzle[],
  info: GenerationInfo,
  language: SheetLanguage = 'en',
): Promise<GeneratedSheetReport> {
  return writeModelToNewSheet(context, buildGeneratedSheet(puzzles, info, language));
}

export type WriteIntoPatternReport =
  { written: true; syncs: number } | { written: false; reason: 'changed' | 'missing'; syncs: number };

function sameValues(a: readonly (readonly unknown[])[], b: readonly (readonly unknown[])[]): boolean {
  return (
    a.length === b.length &&
    a.every((row, r) => row.length === b[r].length && row.every((value, c) => value === b[r][c]))
  );
}

type PatternRange = Pick<PatternSelection, 'sheetName' | 'row' | 'column' | 'values'>;

/** The pattern range read again in one sync, if it still holds what was read (the person may have typed into it meanwhile). */
async function unchangedPatternRange(
  context: Excel.RequestContext,
  selection: PatternRange,
): Promise<{ range: Excel.Range } | { reason: 'changed' | 'missing' }> {
  let range: Excel.Range;
  try {
    range = context.workbook.worksheets
      .getItem(selection.sheetName)
      .getRange(rangeAddress(selection.row, selection.column, SIDE, SIDE));
    range.load('values');
    await context.sync();
  } catch {
    return { reason: 'missing' };
  }
  return sameValues(range.values, selection.values) ? { range } : { reason: 'changed' };
}

/**
 * Writes one puzzle into the pattern range it was generated from — only call this after the person
 * confirmed it in the pane. One sync checks that the range still holds what was read (the person may
 * have typed into it meanwhile); the second writes the digits, givens bold, centred, boxes outlined.
 */
export async function writePuzzleIntoPattern(
  context: Excel.RequestContext,
  selection: PatternRange,
  puzzle: string,
): Promise<WriteIntoPatternReport> {
  const unchanged = await unchangedPatternRange(context, selection);
  if ('reason' in unchanged) return { written: false, reason: unchanged.reason, syncs: 1 };
  const { range } = unchanged;
  range.values = puzzleGridValues(puzzle);
  applyStyles(range.worksheet, puzzleGridStyles(puzzle, selection.row, selection.column));
  await context.sync();
  return { written: true, syncs: 2 };
}

/** A mark to add to a pattern: the cell (0-based, within the 9×9 block) and how it looks. */
export interface PatternMark {
  row: number;
  col: number;
  /** What the cell shows ('' for a mark drawn by fill colour alone). */
  value: unknown;
  /** The fill colour, or '' for none. */
  fill: string;
}

/**
 * Adds marks to the pattern range, each into a cell that was empty when the pattern was read: one
 * sync checks that the range still holds what was read (so those cells are still empty), the second
 * writes only the marked cells, so nothing else in the range (or beyond it) is touched.
 */
export async function addPatternMarks(
  context: Excel.RequestContext,
  selection: PatternRange,
  marks: readonly PatternMark[],
): Promise<WriteIntoPatternReport> {
  const unchanged = await unchangedPatternRange(context, selection);
  if ('reason' in unchanged) return { written: false, reason: unchanged.reason, syncs: 1 };
  const { range } = unchanged;
  for (const { row, col, value, fill } of marks) {
    const cell = range.getCell(row, col);
    if (value !== '') cell.values = [[value as string | number | boolean]];
    if (fill) cell.format.fill.color = fill;
  }
  await context.sync();
  return { written: true, syncs: 2 };
}
