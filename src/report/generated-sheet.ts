/**
 * What "Generate from pattern" writes (SPEC §9, issue 6): a sheet with each generated puzzle laid
 * out as a puzzle — a 9×9 grid with box borders, centred digits, givens bold — and beside it a short
 * summary (grade, target, givens, time, attempts, seed, technique counts, a note when the target was
 * missed); or, into the person's own pattern range, just the puzzle's digits and their formats.
 *
 * Pure: the Excel adapter (src/excel/pattern.ts) only applies these models.
 */

import { type GeneratedPuzzle, describeTarget, type GradeTarget } from '../engine/generator';
import { gradeFromLevel, TECHNIQUE_LETTERS, type Grade } from '../engine/analyser';
import { SIDE } from '../engine';
import { gradeNameIn, type SheetLanguage } from './analysis-labels';
import {
  boxOutlines,
  emptyBlock,
  rangeAddress,
  type CellValue,
  type SheetModel,
  type StyledRange,
} from './sheet-model';

export const GENERATED_SHEET_NAME = 'Generated';

/** What the sheet says about where the puzzles came from. */
export interface GenerationInfo {
  /** The pattern range, "Sheet1!B2:J10". */
  source?: string;
  /** The target levels. */
  target: GradeTarget;
  /** The time allowed for each puzzle, which a missed target or a failure reports. */
  timeLimitMs: number;
}

type SummaryKey =
  'error' | 'grade' | 'target' | 'givens' | 'time' | 'attempts' | 'seed' | 'steps' | 'techniques' | 'note' | 'puzzle';

const ENGLISH = {
  sheetName: GENERATED_SHEET_NAME,
  labels: {
    error: 'Error',
    grade: 'Grade',
    target: 'Target',
    givens: 'Givens',
    time: 'Time (ms)',
    attempts: 'Attempts',
    seed: 'Seed',
    steps: 'Steps',
    techniques: 'Techniques',
    note: 'Note',
    puzzle: 'Puzzle',
  } as Record<SummaryKey, string>,
  heading: (target: string, source?: string) =>
    source ? `Generated from the pattern ${source}, target ${target}` : `Generated from a pattern, target ${target}`,
  title: (number: number) => `Puzzle ${number}`,
  grade: ({ name, level }: Grade) => `${name} (level ${level})`,
  notConquered: 'not conquered',
  target: (target: GradeTarget) => describeTarget(target),
  /** The engine's own words, which the command line prints too. */
  error: (puzzle: GeneratedPuzzle, _info: GenerationInfo) =>
    puzzle.error?.message ?? 'no puzzle was found on this pattern',
  note: (puzzle: GeneratedPuzzle, _info: GenerationInfo) => puzzle.note ?? '',
};

type GeneratedSheetWords = typeof ENGLISH;

function japaneseTarget(target: GradeTarget): string {
  const name = (level: number) => gradeNameIn(gradeFromLevel(level).name, 'ja');
  return target.min === target.max ? name(target.min) : `${name(target.min)}〜${name(target.max)}`;
}

/** The Japanese words are made from the puzzle's data (never from the engine's English note or error). */
const JAPANESE: GeneratedSheetWords = {
  sheetName: '作成した問題',
  labels: {
    error: 'エラー',
    grade: '難易度',
    target: '目標',
    givens: 'ヒント数',
    time: '時間 (ms)',
    attempts: '試行回数',
    seed: 'シード',
    steps: '手数',
    techniques: '技法',
    note: '注記',
    puzzle: '問題',
  },
  heading: (target, source) =>
    source ? `パターン ${source} から作成（目標: ${target}）` : `パターンから作成（目標: ${target}）`,
  title: (number) => `問題 ${number}`,
  grade: ({ name, level }) => `${gradeNameIn(name, 'ja')}（レベル ${level}）`,
  notConquered: '解き切れず',
  target: japaneseTarget,
  error: (puzzle, info) =>
    `${info.timeLimitMs} ms 以内（${puzzle.attempts} 回の試行）に、このパターンで解が 1 つの問題が見つかりませんでした。制限時間を延ばすか、ヒントの多いパターンをお試しください。`,
  note: (puzzle, info) => {
    if (puzzle.note === undefined) return '';
    const reached = puzzle.grade ? gradeNameIn(puzzle.grade.name, 'ja') : '解析で解き切れない問題';
    return `目標 ${japaneseTarget(info.target)} には ${info.timeLimitMs} ms 以内（${puzzle.attempts} 回の試行）に届きませんでした。最も近い問題: ${reached}`;
  },
};

function wordsIn(language: SheetLanguage): GeneratedSheetWords {
  return language === 'ja' ? JAPANESE : ENGLISH;
}

/** Rows and columns of one puzzle's block: a title row, the grid, a blank row between blocks. */
const TITLE_ROWS = 1;
const BLOCK_GAP = 1;
const HEADER_ROWS = 2;
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
    {
      address: rangeAddress(row, column, SIDE, SIDE),
      style: { horizontalAlignment: 'Center', fontSize: GRID_FONT_SIZE, border: true, bold: false },
    },
    ...boxOutlines(row, column),
  ];
  for (let r = 0; r < SIDE; r++) {
    for (let c = 0; c < SIDE;) {
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

/** One puzzle's grid as the sheet draws it: its size in squares, its values, its frame, its number of givens. */
export interface SheetGrid {
  rows: number;
  cols: number;
  givens: number;
  values: CellValue[][];
  styles(top: number, left: number): StyledRange[];
}

/** A 9×9 puzzle's grid (81 characters). */
function nineByNineGrid(puzzle: string): SheetGrid {
  const values = puzzleGridValues(puzzle);
  return {
    rows: SIDE,
    cols: SIDE,
    givens: values.flat().filter((value) => value !== '').length,
    values,
    styles: (top, left) => puzzleGridStyles(puzzle, top, left),
  };
}

/** The rows beside one puzzle's grid, each under its key. */
function summaryEntries(
  puzzle: GeneratedPuzzle,
  info: GenerationInfo,
  words: GeneratedSheetWords,
  givens: number,
): [SummaryKey, CellValue][] {
  const target = words.target(info.target);
  if (!puzzle.puzzle) {
    return [
      ['error', words.error(puzzle, info)],
      ['target', target],
      ['time', puzzle.timeMs],
      ['attempts', puzzle.attempts],
      ['seed', puzzle.seed],
    ];
  }
  const grade = puzzle.grade ? words.grade(puzzle.grade) : words.notConquered;
  return [
    ['grade', grade],
    ['target', target],
    ['givens', givens],
    ['time', puzzle.timeMs],
    ['attempts', puzzle.attempts],
    ['seed', puzzle.seed],
    ['steps', puzzle.analysis?.steps.length ?? ''],
    ['techniques', techniqueSummary(puzzle)],
    ['note', words.note(puzzle, info)],
    ['puzzle', puzzle.puzzle],
  ];
}

/** The label/value rows beside one puzzle's grid, in the language. */
export function summaryRows(
  puzzle: GeneratedPuzzle,
  info: GenerationInfo,
  language: SheetLanguage = 'en',
): [string, CellValue][] {
  const words = wordsIn(language);
  return summaryEntries(puzzle, info, words, puzzle.puzzle ? nineByNineGrid(puzzle.puzzle).givens : 0).map(
    ([key, value]) => [words.labels[key], value],
  );
}

/** Sheet row of the k-th 9×9 puzzle's title (every block has the same height, error or not). */
export function blockRow(k: number): number {
  return HEADER_ROWS + k * (TITLE_ROWS + SIDE + BLOCK_GAP);
}

/** Top-left cell (0-based) of the k-th 9×9 puzzle's grid. */
export function gridOrigin(k: number): { row: number; column: number } {
  return { row: blockRow(k) + TITLE_ROWS, column: 0 };
}

/** The summary's rows (10) run one row past a 9×9 grid: a block is never lower than that. */
const SUMMARY_ROWS = 10;

/** The whole sheet in the language: a heading, then one block per puzzle (title, grid, summary) in run order. */
export function buildGeneratedSheet(
  puzzles: readonly GeneratedPuzzle[],
  info: GenerationInfo,
  language: SheetLanguage = 'en',
): SheetModel {
  return buildGeneratedSheetOf(
    puzzles,
    (puzzle) => (puzzle.puzzle ? nineByNineGrid(puzzle.puzzle) : undefined),
    info,
    language,
  );
}

/**
 * The sheet for puzzles of any kind: each block is as tall as its grid (at least the summary) and
 * the summary sits right of the widest grid. `gridOf` draws a puzzle found (none for a failure).
 */
export function buildGeneratedSheetOf<P extends GeneratedPuzzle>(
  puzzles: readonly P[],
  gridOf: (puzzle: P) => SheetGrid | undefined,
  info: GenerationInfo,
  language: SheetLanguage = 'en',
): SheetModel {
  const words = wordsIn(language);
  const grids = puzzles.map(gridOf);
  const side = Math.max(SIDE, ...grids.map((grid) => grid?.cols ?? 0));
  // The summary sits right of the grids, after one narrow spacer column.
  const labelColumn = side + 1;
  const valueColumn = labelColumn + 1;
  const tops: number[] = [];
  let next = HEADER_ROWS;
  for (const grid of grids) {
    tops.push(next);
    next += TITLE_ROWS + Math.max(grid?.rows ?? SIDE, SUMMARY_ROWS - 1) + BLOCK_GAP;
  }
  const values = emptyBlock(next, valueColumn + 1);
  const styles: StyledRange[] = [{ address: rangeAddress(0, 0), style: { bold: true } }];
  values[0][0] = words.heading(words.target(info.target), info.source);
  puzzles.forEach((puzzle, k) => {
    const top = tops[k];
    values[top][0] = words.title(k + 1);
    styles.push({ address: rangeAddress(top, 0), style: { bold: true } });
    const row = top + TITLE_ROWS;
    const grid = grids[k];
    if (grid) {
      grid.values.forEach((cells, r) => cells.forEach((value, c) => (values[row + r][c] = value)));
      styles.push(...grid.styles(row, 0));
    }
    const rows = summaryEntries(puzzle, info, words, grid?.givens ?? 0);
    rows.forEach(([key, value], i) => {
      values[row + i][labelColumn] = words.labels[key];
      values[row + i][valueColumn] = value;
    });
    styles.push({ address: rangeAddress(row, labelColumn, rows.length, 1), style: { bold: true } });
    styles.push({
      address: rangeAddress(row + rows.findIndex(([key]) => key === 'time'), valueColumn),
      style: { numberFormat: '0.0' },
    });
    // A missed target or a failure is what the person must not overlook.
    const warning = rows.findIndex(([key, value]) => (key === 'note' || key === 'error') && value !== '');
    if (warning >= 0)
      styles.push({ address: rangeAddress(row + warning, valueColumn), style: { fontColor: '#C00000' } });
  });
  return {
    name: words.sheetName,
    values,
    styles,
    charts: [],
    columnWidths: [...new Array<number>(side).fill(side > SIDE ? 3 : 4), 2, 11, 24],
  };
}
