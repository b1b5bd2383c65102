/**
 * The analysis of the puzzle in the selection, in Excel (SPEC §2 Cal./Procedure/Graph 1/hints,
 * issue 4). Reading the selection takes one context.sync; writing a whole analysis at most three;
 * fill in place, restore and highlights two or fewer each. What is written is decided by
 * src/report/analysis-sheet.ts; this file only reads and applies.
 *
 * The analysis sheet is the add-in's own, recognised by a workbook-level name (see owned-sheet.ts):
 * a person's sheet called "Analysis" is never overwritten, and a renamed analysis sheet is still found. Each analysis replaces the previous one's contents.
 *
 * Fill colours are read cell by cell before a highlight, so that removing it restores each cell
 * as it was: with ExcelApi 1.9 through getCellProperties, else one small load per cell (same sync).
 */

import type { CandidateGrid, Hint, AnalysisResult } from '../engine/analyser';
import { entryValue, writtenSymbol, type FillBoard } from '../io/fill-board';
import { analysisSheetLabels, type SheetLanguage } from '../report/analysis-labels';
import { otherLanguageNames } from '../report/display-language';
import { buildAnalysisSheet } from '../report/analysis-sheet';
import { buildVariantAnalysisSheet, type VariantAnalysisSheetInput } from '../report/variant-analysis-sheet';
import { cellAddress, parseRangeAddress } from '../report/sheet-model';
import { addModelChart, writeLargeModel, writeModel } from './sheet-writer';
import { openOwnedSheet } from './owned-sheet';
import { supportsFillColours } from './pattern';
import {
  NO_FILL,
  queueSelectedBlock,
  selectionProblem,
  supportsExcelApi,
  targetOf,
  targetRange,
  type BadSelection,
  type GridTarget,
} from './selection';

export const ANALYSIS_NAMED_ITEM = 'SudokuAnalyzer_Analysis';
/** Digits written by "Fill in place": another colour than the person's. */
export const FILLED_FONT_COLOUR = '#7030A0';
export const HINT_FILL = '#FFEB9C';
/** Problem cells are filled as on the analysis sheet. */
export { PROBLEM_FILL } from '../report/analysis-sheet';

/** 0-based position inside the 9×9 input range. */
export type GridCell = [row: number, column: number];

export interface InputGrid {
  target: GridTarget;
  values: unknown[][];
  /** Each cell's fill colour ('#RRGGBB'; white = no fill). */
  fills: string[][];
}

export type SelectionRead = ({ status: 'ok' } & InputGrid) | BadSelection | { status: 'unreadable'; detail: string };

interface QueuedBlock {
  block: Excel.Range;
  read(): string[][];
}

/** Queues the read of every cell's fill colour of a block, 9×9 unless told (its values and position are loaded by the caller). */
export function queueFills(block: Excel.Range, rows = 9, columns = 9): QueuedBlock {
  if (supportsFillColours()) {
    const properties = block.getCellProperties({ format: { fill: { color: true } } });
    return {
      block,
      read: () =>
        properties.value.map((line) => line.map((cell) => (cell.format?.fill?.color ?? NO_FILL).toUpperCase())),
    };
  }
  const fills = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => {
      const fill = block.getCell(r, c).format.fill;
      fill.load('color');
      return fill;
    }),
  );
  return { block, read: () => fills.map((line) => line.map((fill) => (fill.color ?? NO_FILL).toUpperCase())) };
}

/**
 * The 9×9 puzzle at the selection (a single selected cell stands for the 9×9 block starting there),
 * its fills and where it is, in one sync.
 */
export async function readPuzzleSelection(context: Excel.RequestContext): Promise<SelectionRead> {
  try {
    const selected = queueSelectedBlock(context, ['values']);
    const queued = queueFills(selected.block);
    await context.sync();
    const badSelection = selectionProblem(selected);
    if (badSelection) return badSelection;
    return { status: 'ok', target: targetOf(selected), values: queued.block.values, fills: queued.read() };
  } catch (error) {
    // A multi-area selection, or a cell too near the sheet's edge for a 9×9 block.
    return { status: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  }
}

/** The input range as it is now (the person's entries and the fills), in one sync. */
export async function readInputGrid(context: Excel.RequestContext, target: GridTarget): Promise<InputGrid> {
  const { rows, columns } = parseRangeAddress(target.address);
  return { target, ...(await readBlock(context, targetRange(context, target), rows, columns)) };
}

/** A block's values and each cell's fill, in one sync. */
export async function readBlock(
  context: Excel.RequestContext,
  block: Excel.Range,
  rows: number,
  columns: number,
): Promise<Pick<InputGrid, 'values' | 'fills'>> {
  block.load('values');
  const queued = queueFills(block, rows, columns);
  await context.sync();
  return { values: queued.block.values, fills: queued.read() };
}

export interface AnalysisWrite {
  sheetName: string;
  created: boolean;
  syncs: number;
}

export interface AnalysisWriteRequest {
  result: AnalysisResult;
  /** A puzzle of another kind than the 9×9: its sheet is drawn from the geometry and the variant result (then `result` only stands for it). */
  variant?: Omit<VariantAnalysisSheetInput, 'inputAddress' | 'language'>;
  /** The analysed range; none for a puzzle that came from elsewhere (a Results row): then addresses are as if it sat at A1:I9. */
  target?: GridTarget;
  language?: SheetLanguage;
  candidates?: { step: number; grid: CandidateGrid };
  /** A large sheet's requests: called before request k of n is sent (the last one carries the chart). */
  progress?: (done: number, total: number) => void;
}

/**
 * Writes the analysis sheet: a new one (free name, marked by the workbook name) in two syncs, or
 * the existing one emptied and rewritten in three.
 */
export async function writeAnalysisSheet(
  context: Excel.RequestContext,
  request: AnalysisWriteRequest,
): Promise<AnalysisWrite> {
  let syncs = 0;
  const sync = async () => {
    await context.sync();
    syncs++;
  };
  const inputAddress = request.target ? `${request.target.sheetName}!${request.target.address}` : 'A1:I9';
  const model = request.variant
    ? buildVariantAnalysisSheet({ ...request.variant, inputAddress, language: request.language })
    : buildAnalysisSheet({
        result: request.result,
        inputAddress,
        language: request.language,
        candidates: request.candidates,
      });
  const {
    sheet,
    created,
    syncs: opened,
  } = await openOwnedSheet(
    context,
    ANALYSIS_NAMED_ITEM,
    model.name,
    otherLanguageNames((language) => analysisSheetLabels(language).sheetName, model.name),
  );
  syncs += opened;
  sheet.load('name');
  if (request.variant) await writeLargeModel(sheet, model, sync, request.progress);
  else writeModel(sheet, model);
  const secondaryAxis = supportsExcelApi('1.8');
  for (const spec of model.charts) {
    const chart = addModelChart(sheet, spec);
    if (secondaryAxis && spec.series.some((series) => series.secondaryAxis)) {
      spec.series.forEach((series, i) => series.secondaryAxis && (chart.series.getItemAt(i).axisGroup = 'Secondary'));
      // The secondary value axis exists once a series is on it (axes.getItem: ExcelApi 1.7).
      if (spec.secondaryAxisTitle) chart.axes.getItem('Value', 'Secondary').title.text = spec.secondaryAxisTitle;
    }
  }
  sheet.activate();
  await sync();
  return { sheetName: sheet.name, created, syncs };
}

export interface FillPreview {
  /** Blank cells that would receive the solution's digit. */
  blanks: GridCell[];
  /** Cells of the puzzle's givens that changed since the analysis (then nothing is written). */
  changedGivens: string[];
}

/** The blank cells of the board in the range, and the givens changed since (squares that are no cell are never looked at). */
function previewOf(values: unknown[][], board: FillBoard, target: GridTarget): FillPreview {
  const origin = parseRangeAddress(target.address);
  const blanks: GridCell[] = [];
  const changedGivens: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    for (let c = 0; c < board.columns; c++) {
      const given = board.given(r, c);
      if (given < 0) continue;
      const entry = entryValue(board, values[r][c]);
      if (given > 0 && entry !== given) changedGivens.push(cellAddress(origin.row + r, origin.column + c));
      else if (given === 0 && entry === 0) blanks.push([r, c]);
    }
  }
  return { blanks, changedGivens };
}

/** What Fill in place would write (for the question in the pane), in one sync. */
export async function previewFill(
  context: Excel.RequestContext,
  target: GridTarget,
  board: FillBoard,
): Promise<FillPreview> {
  const range = targetRange(context, target);
  range.load('values');
  await context.sync();
  return previewOf(range.values, board, target);
}

export interface FilledCell {
  row: number;
  column: number;
  value: number;
  /** The font colour before the digit was written. */
  fontColour: string;
  /** The blank mark the person had there ('', '.', '０'…), put back by Restore. */
  blank: string | number;
}

export interface FillRestorePoint {
  target: GridTarget;
  cells: FilledCell[];
  /** The puzzle's symbols: a filled cell still holds its value when it reads as it (a digit, a number or its letter). */
  size: number;
}

export type FillOutcome =
  | { status: 'filled'; restore: FillRestorePoint; syncs: number }
  | { status: 'changed'; changedGivens: string[]; syncs: number };

/**
 * Writes the solution into the blank cells of the input range only (another font colour; a puzzle
 * typed with letters gets letters), read again first so that a cell filled since the question is
 * never overwritten; givens and squares that are no cell are never touched. Two syncs.
 */
export async function fillInPlace(
  context: Excel.RequestContext,
  target: GridTarget,
  board: FillBoard,
): Promise<FillOutcome> {
  const range = targetRange(context, target);
  range.load('values');
  // Only cells without a given can be blank: their font colours are what Restore needs.
  const fonts = Array.from({ length: board.rows }, (_, r) =>
    Array.from({ length: board.columns }, (_, c) => {
      if (board.given(r, c) !== 0) return undefined;
      const font = range.getCell(r, c).format.font;
      font.load('color');
      return font;
    }),
  );
  await context.sync();
  const { blanks, changedGivens } = previewOf(range.values, board, target);
  if (changedGivens.length > 0) return { status: 'changed', changedGivens, syncs: 1 };
  const cells = blanks.map(([row, column]): FilledCell => {
    const blank: unknown = range.values[row][column];
    return {
      row,
      column,
      value: board.solution(row, column),
      fontColour: fonts[row][column]?.color ?? '#000000',
      blank: typeof blank === 'number' ? blank : String(blank ?? ''),
    };
  });
  for (const { row, column, value } of cells) {
    const cell = range.getCell(row, column);
    cell.values = [[writtenSymbol(board, value)]];
    cell.format.font.color = FILLED_FONT_COLOUR;
  }
  // The question was answered in the pane, likely with the analysis sheet in front: show what was written.
  range.worksheet.activate();
  await context.sync();
  return { status: 'filled', restore: { target, cells, size: board.size }, syncs: 2 };
}

/** Puts the blank mark back in the filled cells that still hold the written digit (font colour back); edited ones are kept and named. Two syncs. */
export async function restoreFill(
  context: Excel.RequestContext,
  point: FillRestorePoint,
): Promise<{ restored: number; kept: string[] }> {
  const range = targetRange(context, point.target);
  range.load('values');
  await context.sync();
  const origin = parseRangeAddress(point.target.address);
  const kept: string[] = [];
  let restored = 0;
  for (const { row, column, value, fontColour, blank } of point.cells) {
    if (entryValue(point, range.values[row][column]) !== value) {
      kept.push(cellAddress(origin.row + row, origin.column + column));
      continue;
    }
    const cell = range.getCell(row, column);
    cell.values = [[blank]];
    cell.format.font.color = fontColour;
    restored++;
  }
  await context.sync();
  return { restored, kept };
}

/** Cells highlighted by the add-in, with the fill each had before. */
export interface Highlight {
  target: GridTarget;
  cells: { row: number; column: number; original: string }[];
}

export function restoreFills(range: Excel.Range, highlight: Highlight): void {
  for (const { row, column, original } of highlight.cells) {
    const fill = range.getCell(row, column).format.fill;
    if (original === NO_FILL) fill.clear();
    else fill.color = original;
  }
}

/** Sets each cell's fill (NO_FILL clears it), one request per run of equal fills along a row. */
export function writeFills(range: Excel.Range, fills: readonly (readonly string[])[]): void {
  fills.forEach((line, row) => {
    for (let start = 0, end = 1; start < line.length; start = end, end = start + 1) {
      while (end < line.length && line[end] === line[start]) end++;
      const fill = range.getCell(row, start).getResizedRange(0, end - start - 1).format.fill;
      if (line[start] === NO_FILL) fill.clear();
      else fill.color = line[start];
    }
  });
}

/**
 * Highlights cells of the input range (removing the previous highlight first) and shows its sheet, in one sync.
 * `fills` are the colours read with the grid; a cell under the previous highlight keeps its true original.
 */
export async function highlightCells(
  context: Excel.RequestContext,
  grid: InputGrid,
  cells: readonly GridCell[],
  colour: string,
  previous?: Highlight,
): Promise<Highlight> {
  const range = targetRange(context, grid.target);
  const before = new Map(previous?.cells.map((cell) => [`${cell.row},${cell.column}`, cell.original]));
  if (previous) restoreFills(targetRange(context, previous.target), previous);
  const highlight: Highlight = {
    target: grid.target,
    cells: cells.map(([row, column]) => ({
      row,
      column,
      original:
        (previous?.target.sheetId === grid.target.sheetId && previous.target.address === grid.target.address
          ? before.get(`${row},${column}`)
          : undefined) ?? grid.fills[row][column],
    })),
  };
  for (const [row, column] of cells) range.getCell(row, column).format.fill.color = colour;
  // Writing the analysis sheet brought it to the front: show the person the cells a hint is about.
  range.worksheet.activate();
  await context.sync();
  return highlight;
}

/** Puts back the fills a highlight covered, in one sync. */
export async function clearHighlight(context: Excel.RequestContext, highlight: Highlight): Promise<void> {
  restoreFills(targetRange(context, highlight.target), highlight);
  await context.sync();
}

function uniqueCells(cells: GridCell[]): GridCell[] {
  const seen = new Set<string>();
  return cells.filter(([row, column]) => !seen.has(`${row},${column}`) && seen.add(`${row},${column}`));
}

/** The cells a hint points at: the wrong entries; else the unit (level 1), the pattern and the cell (level 2), the cell (level 3). */
export function hintCells(
  hint: Hint,
  level: 1 | 2 | 3,
  unitCells?: (unit: string) => GridCell[] | undefined,
): GridCell[] {
  if (hint.wrong.length > 0) return hint.wrong.map(({ row, col }) => [row - 1, col - 1]);
  const next = hint.next;
  if (!next) return [];
  // Level 2 names the pattern the step starts from as well as the cell; level 3 is about the cell alone.
  if (level === 2)
    return uniqueCells([
      ...next.areaCells.map(([row, col]): GridCell => [row - 1, col - 1]),
      [next.row - 1, next.col - 1],
    ]);
  if (level === 3) return [[next.row - 1, next.col - 1]];
  // Other kinds name their units themselves ("grid 2 row 3", "diagonal 1"): the caller finds the cells.
  if (unitCells) return unitCells(next.unit) ?? [[next.row - 1, next.col - 1]];
  const match = /^(row|column|box) (\d)$/.exec(next.unit);
  if (!match) return [[next.row - 1, next.col - 1]];
  const index = Number(match[2]) - 1;
  return Array.from({ length: 9 }, (_, i): GridCell => {
    if (match[1] === 'row') return [index, i];
    if (match[1] === 'column') return [i, index];
    return [3 * Math.floor(index / 3) + Math.floor(i / 3), 3 * (index % 3) + (i % 3)];
  });
}
