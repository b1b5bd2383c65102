/**
 * The add-in's analysis sheet (SPEC §2 "Cal.", "Procedure", "Graph 1", issue 4) as a pure sheet
 * model: summary (status — Conquer in red as in the model tool —, grade, time, effort), the puzzle
 * and solution grids, technique counts, the conflicts or bad cells of an invalid puzzle, the step
 * log with each cell's sheet address relative to the input range, a line chart of elapsed time and
 * cumulative effort by step, and optionally the candidate grid before a chosen step.
 *
 * Layout: columns A–H hold the summary, technique counts and step log; the grids sit to the right
 * (J, T, AD), so that the narrow grid columns never squeeze the log; the chart goes under the grids.
 */

import {
  cellName,
  eliminationNotation,
  type CandidateGrid,
  type AnalysisResult,
  type TechniqueLetter,
} from '../engine/analyser';
import { findConflicts } from '../engine';
import { analysisSheetLabels, gradeText, techniqueNameIn, type SheetLanguage } from './analysis-labels';
import { notConquerReason, resultReason } from './results-sheet';
import {
  boxOutlines,
  cellAddress,
  emptyBlock,
  HEADER_STYLE,
  parseRangeAddress,
  rangeAddress,
  type CellStyle,
  type CellValue,
  type ChartSpec,
  type SheetModel,
  type StyledRange,
} from './sheet-model';

export const CONQUER_RED = '#FF0000';
export const FOUND_COLOUR = '#0070C0';
export const UNREACHED_COLOUR = '#A6A6A6';
export const PROBLEM_FILL = '#FFC7CE';

/** 0-based sheet positions of the blocks (top-left cell of each 9×9 grid, first summary row). */
export const ANALYSIS_LAYOUT = {
  summaryRow: 2,
  gridRow: 2,
  puzzleColumn: 9,
  solutionColumn: 19,
  candidatesColumn: 29,
  /** Columns of the values block: up to the candidate grid's last column. */
  width: 38,
  logColumns: 8,
} as const;

export interface AnalysisSheetInput {
  result: AnalysisResult;
  /** The analysed 9×9 range, "Sheet1!B2:J10" or "B2:J10". */
  inputAddress: string;
  language?: SheetLanguage;
  /** The candidate grid before step `step` (1-based; steps + 1 = the final position). */
  candidates?: { step: number; grid: CandidateGrid };
}

/**
 * What the sheet needs of the grid, whatever its kind: its squares (0-based), the values on them,
 * its frame, a person's name for a cell, the conflicts of an invalid puzzle, the candidates.
 */
export interface SheetBoard {
  rows: number;
  cols: number;
  /** N: the values are 1..N. */
  symbols: number;
  /** The given on a square, 0 for a blank or a square that is no cell. */
  given(row: number, col: number): number;
  /** The solution on a square (0 where no cell is), when the puzzle has one. */
  solution?: (row: number, col: number) => number;
  isCell(row: number, col: number): boolean;
  frame(top: number, left: number, cellStyle: CellStyle): StyledRange[];
  /** A person's name for the cell at 1-based (row, col): "r3c5", "(3,5) in grid 2 at (3,5)". */
  cellLabel(row: number, col: number): string;
  /** The clashes of an invalid puzzle: the value and its cells (1-based). */
  conflicts(): { value: number; cells: [number, number][] }[];
  /** The candidates shown before a step: a cell's text ('' for a filled cell). */
  candidates?: { step: number; text(row: number, col: number): string };
}

/** Where the step log's header row is, and the rows of its steps (0-based sheet rows). */
export interface AnalysisSheetModel extends SheetModel {
  logHeaderRow: number;
}

/** The sheet address of the puzzle's cell (r,c) (1-based), inside the input range. */
export function inputCellAddress(inputAddress: string, row: number, col: number): string {
  const origin = parseRangeAddress(inputAddress);
  return cellAddress(origin.row + row - 1, origin.column + col - 1);
}

/** The 81 digits of the puzzle text (anything but 1–9 is blank), or undefined when it is not 81 long. */
function gridDigits(text: string): number[] | undefined {
  if (text.length !== 81) return undefined;
  return [...text].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
}

function boxStyles(top: number, left: number, cellStyle: CellStyle): StyledRange[] {
  return [
    { address: rangeAddress(top, left, 9, 9), style: { ...cellStyle, border: true, horizontalAlignment: 'Center' } },
    ...boxOutlines(top, left),
  ];
}

/** The standard 9×9 board of a result: its 81-character puzzle and solution, the candidate grid asked for. */
function nineBoard(input: AnalysisSheetInput): SheetBoard {
  const { result } = input;
  const digits = gridDigits(result.puzzle);
  const solution = result.solution;
  const grid = input.candidates?.grid;
  return {
    rows: 9,
    cols: 9,
    symbols: 9,
    given: (row, col) => digits?.[row * 9 + col] ?? 0,
    ...(solution && digits ? { solution: (row: number, col: number) => Number(solution[row * 9 + col]) } : {}),
    isCell: () => digits !== undefined,
    frame: boxStyles,
    cellLabel: cellName,
    conflicts: () =>
      digits && result.error?.kind === 'conflict'
        ? findConflicts(Uint8Array.from(digits)).map((conflict) => ({
            value: conflict.digit,
            cells: conflict.cells.map((cell): [number, number] => [Math.floor(cell / 9) + 1, (cell % 9) + 1]),
          }))
        : [],
    // A filled cell has no candidates: show its digit, as the solution grid does.
    ...(input.candidates && grid
      ? {
          candidates: {
            step: input.candidates.step,
            text: (row: number, col: number) =>
              grid[row][col] === '' && digits && solution ? solution[row * 9 + col] : grid[row][col],
          },
        }
      : {}),
  };
}

export function buildAnalysisSheet(input: AnalysisSheetInput): AnalysisSheetModel {
  return analysisSheetOf(input, nineBoard(input));
}

/** The sheet of any board: the layout is the 9×9 one, its grid blocks as wide as the board. */
export function analysisSheetOf(input: AnalysisSheetInput, board: SheetBoard): AnalysisSheetModel {
  const { result, inputAddress } = input;
  const text = analysisSheetLabels(input.language ?? 'en');
  const L = {
    ...ANALYSIS_LAYOUT,
    solutionColumn: ANALYSIS_LAYOUT.puzzleColumn + board.cols + 1,
    candidatesColumn: ANALYSIS_LAYOUT.puzzleColumn + 2 * board.cols + 2,
    width: ANALYSIS_LAYOUT.puzzleColumn + 3 * board.cols + 2,
  };
  const values: CellValue[][] = emptyBlock(L.gridRow + board.rows, L.width);
  const styles: StyledRange[] = [{ address: 'A1', style: { bold: true, fontSize: 14 } }];
  const put = (row: number, column: number, value: CellValue) => {
    while (values.length <= row) values.push(new Array<CellValue>(L.width).fill(''));
    values[row][column] = value;
  };
  put(0, 0, text.title(inputAddress));

  // Summary (label in A, value in B).
  let row = L.summaryRow;
  const summary = (label: string, value: CellValue, style?: CellStyle) => {
    put(row, 0, label);
    put(row, 1, value);
    styles.push({ address: cellAddress(row, 0), style: { bold: true } });
    if (style) styles.push({ address: cellAddress(row, 1), style });
    row++;
  };
  if (result.status === 'conquer')
    summary(text.status, text.conquer, { bold: true, fontColor: CONQUER_RED, fontSize: 14 });
  else if (result.status === 'not-conquer') {
    summary(text.status, text.notConquer, { bold: true });
    summary(text.reason, notConquerReason(result, input.language ?? 'en'));
  } else {
    summary(text.status, text.invalid, { bold: true, fontColor: CONQUER_RED });
    summary(text.problem, input.language === 'ja' ? resultReason(result, 'ja') : (result.error?.message ?? ''));
  }
  if (result.grade) {
    summary(text.grade, gradeText(result.grade.name, result.grade.level, input.language ?? 'en'));
    summary(text.level, result.grade.level);
  }
  summary(text.timeMs, result.timeMs, { numberFormat: '0.0' });
  summary(text.givens, result.givens);
  if (result.status !== 'invalid') {
    summary(text.steps, result.steps.length);
    summary(text.effort, result.effort, { numberFormat: '0.0' });
    if (result.rating !== undefined) summary(text.rating, result.rating, { numberFormat: '0.00' });
    summary(text.assumptions, result.assumptions);
  }
  if (result.nextTechnique)
    summary(
      text.nextTechnique,
      `${result.nextTechnique} ${techniqueNameIn(result.nextTechnique, input.language ?? 'en')}`,
    );
  row++;

  // Invalid: every conflict (each cell with its sheet address), or the bad cells.
  const problemCells = result.error?.cells ?? [];
  const describeCell = (row: number, col: number) =>
    `${board.cellLabel(row, col)} ${inputCellAddress(inputAddress, row, col)}`;
  if (result.status === 'invalid') {
    const conflicts = board.conflicts();
    const lines =
      conflicts.length > 0
        ? conflicts.map(
            (conflict) => `${conflict.value}: ${conflict.cells.map(([r, c]) => describeCell(r, c)).join(', ')}`,
          )
        : problemCells.length > 0
          ? [problemCells.map(([r, c]) => describeCell(r, c)).join(', ')]
          : [];
    for (const line of lines) {
      put(row, 0, text.problemCells);
      put(row, 1, line);
      styles.push({ address: cellAddress(row, 0), style: { bold: true } });
      row++;
    }
    if (lines.length > 0) row++;
  }

  // Technique counts.
  const letters = Object.keys(result.techniqueCounts) as (TechniqueLetter | 'E')[];
  if (letters.length > 0) {
    put(row, 0, text.techniques);
    put(row, 1, text.techniqueName);
    put(row, 2, text.count);
    styles.push({ address: rangeAddress(row, 0, 1, 3), style: HEADER_STYLE });
    const first = row + 1;
    for (const letter of letters) {
      row++;
      put(row, 0, letter);
      put(row, 1, techniqueNameIn(letter, input.language ?? 'en'));
      put(row, 2, (result.techniqueCounts as Partial<Record<string, number>>)[letter] ?? 0);
    }
    styles.push({ address: rangeAddress(first, 0, letters.length, 3), style: { border: true } });
    row += 2;
  }

  // Grids: puzzle (givens bold, problem cells marked) and solution (found digits blue, unreached grey).
  put(L.gridRow - 1, L.puzzleColumn, text.puzzle);
  styles.push({ address: cellAddress(L.gridRow - 1, L.puzzleColumn), style: { bold: true } });
  styles.push(...board.frame(L.gridRow, L.puzzleColumn, { bold: true }));
  forEachSquare(board, (r, c) => {
    const given = board.given(r, c);
    if (given) put(L.gridRow + r, L.puzzleColumn + c, given);
  });
  for (const [r, c] of problemCells) {
    styles.push({
      address: cellAddress(L.gridRow + r - 1, L.puzzleColumn + c - 1),
      style: { fill: PROBLEM_FILL, fontColor: '#9C0006' },
    });
  }
  const solution = board.solution;
  if (solution) {
    put(L.gridRow - 1, L.solutionColumn, text.solution);
    styles.push({ address: cellAddress(L.gridRow - 1, L.solutionColumn), style: { bold: true } });
    styles.push(...board.frame(L.gridRow, L.solutionColumn, { bold: false }));
    const found = new Set(result.steps.map((step) => (step.row - 1) * board.cols + step.col - 1));
    const styleOf = (r: number, c: number): CellStyle =>
      board.given(r, c) ? GIVEN_STYLE : found.has(r * board.cols + c) ? FOUND_STYLE : UNREACHED_STYLE;
    forEachSquare(board, (r, c) => put(L.gridRow + r, L.solutionColumn + c, solution(r, c)));
    styles.push(...styleRuns(board, styleOf, L.gridRow, L.solutionColumn));
    put(L.gridRow + board.rows, L.puzzleColumn, text.legend);
    styles.push({ address: cellAddress(L.gridRow + board.rows, L.puzzleColumn), style: { italic: true } });
  }
  if (board.candidates) {
    const { step, text: candidatesText } = board.candidates;
    put(L.gridRow - 1, L.candidatesColumn, text.candidatesAt(step));
    styles.push({ address: cellAddress(L.gridRow - 1, L.candidatesColumn), style: { bold: true } });
    styles.push(...board.frame(L.gridRow, L.candidatesColumn, { fontSize: 8, numberFormat: '@' }));
    forEachSquare(board, (r, c) => put(L.gridRow + r, L.candidatesColumn + c, candidatesText(r, c)));
  }

  // Step log (SPEC §3 columns) and its chart.
  const logHeaderRow = Math.max(row, L.gridRow + board.rows + 2);
  text.logHeader.forEach((label, column) => put(logHeaderRow, column, label));
  styles.push({ address: rangeAddress(logHeaderRow, 0, 1, L.logColumns), style: HEADER_STYLE });
  put(logHeaderRow - 1, 0, text.stepLog);
  styles.push({ address: cellAddress(logHeaderRow - 1, 0), style: { bold: true } });
  result.steps.forEach((step, i) => {
    const at = logHeaderRow + 1 + i;
    [
      step.n,
      board.cellLabel(step.row, step.col),
      inputCellAddress(inputAddress, step.row, step.col),
      step.value,
      step.technique,
      step.elapsedMs,
      step.effort,
      eliminationNotation(step.eliminated),
    ].forEach((value, column) => put(at, column, value));
  });
  const charts: ChartSpec[] = [];
  const steps = result.steps.length;
  if (steps > 0) {
    styles.push({ address: rangeAddress(logHeaderRow + 1, 0, steps, L.logColumns), style: { border: true } });
    styles.push({ address: rangeAddress(logHeaderRow + 1, 1, steps, 2), style: { numberFormat: '@' } });
    styles.push({ address: rangeAddress(logHeaderRow + 1, 4, steps, 1), style: { numberFormat: '@' } });
    styles.push({ address: rangeAddress(logHeaderRow + 1, 5, steps, 2), style: { numberFormat: '0.0' } });
    const column = (c: number) => rangeAddress(logHeaderRow + 1, c, steps, 1);
    charts.push({
      kind: 'line',
      title: text.chartTitle,
      categories: column(0),
      series: [
        { name: text.chartElapsed, values: column(5) },
        { name: text.chartEffort, values: column(6), secondaryAxis: true },
      ],
      placeAt: rangeAddress(L.gridRow + board.rows + 2, L.puzzleColumn, 20, 19),
      xAxisTitle: text.chartX,
      yAxisTitle: text.chartElapsed,
      secondaryAxisTitle: text.chartEffort,
    });
  }

  const gridWidths = (from: number, width: number) =>
    Object.fromEntries(Array.from({ length: board.cols }, (_, i) => [from + i, width]));
  // Candidates of more than 9 symbols are numbers with spaces: wider cells.
  const candidateWidth = board.symbols > 9 ? 12 : 7;
  const widths = Object.assign(
    [14, 22, 10, 8, 8, 12, 10, 40, 2],
    gridWidths(L.puzzleColumn, 3.5),
    gridWidths(L.solutionColumn, 3.5),
    gridWidths(L.candidatesColumn, candidateWidth),
  ) as number[];
  return {
    name: text.sheetName,
    values,
    styles,
    charts,
    columnWidths: Array.from({ length: L.width }, (_, i) => widths[i] ?? 0),
    logHeaderRow,
  };
}

/** Every square of the board that is a cell, row by row (0-based). */
const GIVEN_STYLE: CellStyle = { bold: true };
const FOUND_STYLE: CellStyle = { fontColor: FOUND_COLOUR };
const UNREACHED_STYLE: CellStyle = { fontColor: UNREACHED_COLOUR, italic: true };

/**
 * One styled range per run of side-by-side cells of a row with the same style (styles compared
 * by identity): a large combined grid costs a few thousand ranges instead of one per cell.
 */
function styleRuns(
  board: SheetBoard,
  styleOf: (row: number, col: number) => CellStyle,
  top: number,
  left: number,
): StyledRange[] {
  const runs: StyledRange[] = [];
  for (let row = 0; row < board.rows; row++) {
    let start = 0;
    let style: CellStyle | undefined;
    for (let col = 0; col <= board.cols; col++) {
      const next = col < board.cols && board.isCell(row, col) ? styleOf(row, col) : undefined;
      if (next === style) continue;
      if (style) runs.push({ address: rangeAddress(top + row, left + start, 1, col - start), style });
      start = col;
      style = next;
    }
  }
  return runs;
}

function forEachSquare(board: SheetBoard, visit: (row: number, col: number) => void): void {
  for (let row = 0; row < board.rows; row++)
    for (let col = 0; col < board.cols; col++) if (board.isCell(row, col)) visit(row, col);
}
