/**
 * What "Generate from pattern" writes (SPEC §9, issue 6): a sheet with each generated puzzle laid
 * out as a puzzle — a 9×9 grid with box borders, centred digits, givens bold — and beside it a short
 * summary (grade, target, givens, time, attempts, seed, technique counts, a note when the target was
 * missed); or, into the person's own pattern range, just the puzzle's digits and their formats.
 *
 * Pure: the Excel adapter (src/excel/pattern.ts) only applies these models.
 */

import type { GeneratedPuzzle } from '../engine/generator/generate';
import { SIDE } from '../engine/layout';
import { TECHNIQUE_LETTERS } from '../engine/types';
import { boxOutlines, emptyBlock, rangeAddress, type CellValue, type SheetModel, type StyledRange } from './sheet-model';

export const GENERATED_SHEET_NAME = 'Generated';

/** What the sheet says about where the puzzles came from. */
export interface GenerationInfo {
  /** The pattern range, "Sheet1!B2:J10". */
  source?: string;
  /** The target grade as text ("Pleasant..Comfort"). */
  target: string;
}

/** Rows and columns of one puzzle's block: a title row, the grid, a blank row between blocks. */
const TITLE_ROWS = 1;
const BLOCK_GAP = 1;
const HEADER_ROWS = 2;
/** The summary sits right of the grid, after one narrow spacer column. */
const LABEL_COLUMN = SIDE + 1;
const VALUE_COLUMN = LABEL_COLUMN + 1;
const WIDTH = VALUE_COLUMN + 1;
const GRID_FONT_SIZE = 14;

/** A puzzle's 81 characters as 9×9 sheet values: digits as numbers, empty cells as "". */
export function puzzleGridValues(puzzle: string): CellValue[][] {
  return Array.from({ length: SIDE }, (_, r) =>
    Array.from({ length: SIDE }, (_, c) => {
      const digit = Number(puzzle[r * SIDE + c]);
      return digit >= 1 && digit <= 9 ? digit : '';
    }),
  );
}

/**
 * Formats of a puzzle grid whose top-left cell is (row, column): centred digits at a readable size,
 * a thin line round every cell, a medium line round every box, and bold givens (one range per run of
 * adjacent givens in a row, so that digits a person types in later stay plain).
 */
export function puzzleGridStyles(puzzle: string, row: number, column: number): StyledRange[] {
  const styles: StyledRange[] = [
    { address: rangeAddress(row, column, SIDE, SIDE), style: { horizontalAlignment: 'Center', fontSize: GRID_FONT_SIZE, border: true, bold: false } },
    ...boxOutlines(row, column),
  ];
  for (let r = 0; r < SIDE; r++) {
    for (let c = 0; c < SIDE; ) {
      if (puzzle[r * SIDE + c] === '.' || puzzle[r * SIDE + c] === '0') {
        c++;
        continue;
      }
      let end = c + 1;
      while (end < SIDE && puzzle[r * SIDE + end] !== '.' && puzzle[r * SIDE + end] !== '0') end++;
      styles.push({ address: rangeAddress(row + r, column + c, 1, end - c), style: { bold: true } });
      c = end;
    }
  }
  return styles;
}

/** "B 40, L 6, VL 2": the techniques the analyser used, in letter order. */
export function techniqueSummary(puzzle: GeneratedPuzzle): string {
  const counts = puzzle.analysis?.techniqueCounts ?? {};
  return TECHNIQUE_LETTERS.filter((letter) => counts[letter])
    .map((letter) => `${letter} ${counts[letter]}`)
    .join(', ');
}

function givensOf(puzzle: string): number {
  let givens = 0;
  for (const ch of puzzle) if (ch >= '1' && ch <= '9') givens++;
  return givens;
}

/** The label/value rows beside one puzzle's grid. */
export function summaryRows(puzzle: GeneratedPuzzle, info: GenerationInfo): [string, CellValue][] {
  if (!puzzle.puzzle) {
    return [
      ['Error', puzzle.error?.message ?? 'no puzzle was found on this pattern'],
      ['Target', info.target],
      ['Time (ms)', puzzle.timeMs],
      ['Attempts', puzzle.attempts],
      ['Seed', puzzle.seed],
    ];
  }
  const grade = puzzle.grade ? `${puzzle.grade.name} (level ${puzzle.grade.level})` : 'not conquered';
  return [
    ['Grade', grade],
    ['Target', info.target],
    ['Givens', givensOf(puzzle.puzzle)],
    ['Time (ms)', puzzle.timeMs],
    ['Attempts', puzzle.attempts],
    ['Seed', puzzle.seed],
    ['Steps', puzzle.analysis?.steps.length ?? ''],
    ['Techniques', techniqueSummary(puzzle)],
    ['Note', puzzle.note ?? ''],
    ['Puzzle', puzzle.puzzle],
  ];
}

/** Sheet row of the k-th puzzle's title (every block has the same height, error or not). */
export function blockRow(k: number): number {
  return HEADER_ROWS + k * (TITLE_ROWS + SIDE + BLOCK_GAP);
}

/** Top-left cell (0-based) of the k-th puzzle's grid. */
export function gridOrigin(k: number): { row: number; column: number } {
  return { row: blockRow(k) + TITLE_ROWS, column: 0 };
}

function heading(info: GenerationInfo): string {
  return info.source ? `Generated from the pattern ${info.source}, target ${info.target}` : `Generated from a pattern, target ${info.target}`;
}

/** The whole sheet: a heading, then one block per puzzle (title, grid, summary) in run order. */
export function buildGeneratedSheet(puzzles: readonly GeneratedPuzzle[], info: GenerationInfo): SheetModel {
  // The last block keeps its gap row: the summary (10 rows) runs one row past the grid.
  const values = emptyBlock(blockRow(puzzles.length), WIDTH);
  const styles: StyledRange[] = [{ address: rangeAddress(0, 0), style: { bold: true } }];
  values[0][0] = heading(info);
  puzzles.forEach((puzzle, k) => {
    const top = blockRow(k);
    values[top][0] = `Puzzle ${k + 1}`;
    styles.push({ address: rangeAddress(top, 0), style: { bold: true } });
    const { row, column } = gridOrigin(k);
    if (puzzle.puzzle) {
      puzzleGridValues(puzzle.puzzle).forEach((cells, r) => cells.forEach((value, c) => (values[row + r][column + c] = value)));
      styles.push(...puzzleGridStyles(puzzle.puzzle, row, column));
    }
    const rows = summaryRows(puzzle, info);
    rows.forEach(([label, value], i) => {
      values[row + i][LABEL_COLUMN] = label;
      values[row + i][VALUE_COLUMN] = value;
    });
    styles.push({ address: rangeAddress(row, LABEL_COLUMN, rows.length, 1), style: { bold: true } });
    styles.push({ address: rangeAddress(row + rows.findIndex(([label]) => label === 'Time (ms)'), VALUE_COLUMN), style: { numberFormat: '0.0' } });
    // A missed target or a failure is what the person must not overlook.
    const warning = rows.findIndex(([label, value]) => (label === 'Note' || label === 'Error') && value !== '');
    if (warning >= 0) styles.push({ address: rangeAddress(row + warning, VALUE_COLUMN), style: { fontColor: '#C00000' } });
  });
  return {
    name: GENERATED_SHEET_NAME,
    values,
    styles,
    charts: [],
    columnWidths: [...new Array<number>(SIDE).fill(4), 2, 11, 24],
  };
}
