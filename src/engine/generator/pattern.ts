/**
 * A pattern says which cells of the puzzle hold givens (SPEC §9): puzzle makers draw it in a
 * sheet (any non-empty cell or any filled cell), or keep it in a file (read by src/io/pattern-file.ts)
 * as X/- grids or as 81-character lines where any mark other than `.`, `-` or `0` is a given.
 */

import { requireCells, requireEach, requireList, requireText } from '../core/arguments';
import { PuzzleError } from '../core/errors';
import { positionOf } from '../board/layout';
import { CELL_COUNT, SIDE } from '../board/layout';

/** 81 entries in reading order: 1 where a given goes, 0 elsewhere. */
export type Pattern = Uint8Array;

/** No sudoku with fewer than 17 givens has a unique solution (McGuire, Tugemann and Civario, 2012). */
export const MIN_PATTERN_CELLS = 17;

const EMPTY_MARKS = new Set(['', '.', '-', '0', '_']);

/** Whether a pattern mark leaves its cell empty: `.`, `-`, `0`, `_` or nothing. */
export function isEmptyMark(mark: string): boolean {
  requireText(mark, 'The mark');
  return EMPTY_MARKS.has(mark.trim());
}

export function patternCells(pattern: Pattern): number[] {
  const cells: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) if (pattern[cell]) cells.push(cell);
  return cells;
}

export function patternSize(pattern: Pattern): number {
  requireCells(pattern, 'The pattern');
  let size = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) if (pattern[cell]) size++;
  return size;
}

/** The 81-character form used in the command line's JSON: `X` for a given, `.` for an empty cell. */
export function patternToString(pattern: Pattern): string {
  requireCells(pattern, 'The pattern');
  let text = '';
  for (let cell = 0; cell < CELL_COUNT; cell++) text += pattern[cell] ? 'X' : '.';
  return text;
}

/** The pattern of a puzzle: its given cells. */
export function patternOfPuzzle(puzzle: ArrayLike<number>): Pattern {
  const pattern = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) pattern[cell] = puzzle[cell] ? 1 : 0;
  return pattern;
}

/**
 * Throws PuzzleError when no puzzle can be made on the pattern: 'bad-input' when it is not 81
 * cells, 'no-solution' (a proof) when it has fewer than 17, which can never fix a unique solution.
 * Returns the pattern for chaining.
 */
export function checkPattern(pattern: Pattern): Pattern {
  if (pattern.length !== CELL_COUNT) {
    throw new PuzzleError('bad-input', `a pattern needs 81 cells, found ${pattern.length}`);
  }
  const size = patternSize(pattern);
  if (size < MIN_PATTERN_CELLS) {
    throw new PuzzleError(
      'no-solution',
      `the pattern has ${size} given cell${size === 1 ? '' : 's'}; a sudoku needs at least ${MIN_PATTERN_CELLS} givens to have a unique solution`,
      patternCells(pattern).map(positionOf),
    );
  }
  return pattern;
}

function isFilledSheetValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'number') return !Number.isNaN(value);
  return typeof value !== 'string' || value.trim() !== '';
}

/** 9 rows of 9 entries. */
function requireNineByNine(rows: unknown, what: string): asserts rows is readonly (readonly unknown[])[] {
  requireList(rows, what);
  requireEach(rows, (row) => requireList(row, `A row of ${what.toLowerCase()}`));
}

/**
 * Reads a 9×9 range of sheet cells: a cell is a given when it holds anything, or when `hasFill`
 * says it has a fill colour (so a pattern can be drawn by colouring cells). A value of 0 counts as
 * a mark too: in a pattern drawing every non-empty cell is deliberate.
 */
export function patternFromSheet(
  values: readonly (readonly unknown[])[],
  hasFill?: readonly (readonly boolean[])[],
): Pattern {
  requireNineByNine(values, 'The pattern range');
  if (hasFill !== undefined) requireNineByNine(hasFill, 'The fill-colour grid');
  if (values.length !== SIDE || values.some((row) => row.length !== SIDE)) {
    const cols = values.length ? values[0].length : 0;
    throw new PuzzleError(
      'bad-input',
      `a pattern range must be 9 rows by 9 columns, found ${values.length} by ${cols}`,
    );
  }
  if (hasFill && (hasFill.length !== SIDE || hasFill.some((row) => row.length !== SIDE))) {
    throw new PuzzleError('bad-input', 'the fill-colour grid must be 9 rows by 9 columns like the pattern range');
  }
  const pattern = new Uint8Array(CELL_COUNT);
  for (let r = 0; r < SIDE; r++) {
    for (let c = 0; c < SIDE; c++) {
      pattern[r * SIDE + c] = isFilledSheetValue(values[r][c]) || (hasFill?.[r][c] ?? false) ? 1 : 0;
    }
  }
  return pattern;
}

/** One 81-character line: any mark other than `.`, `-`, `0`, `_` or a space is a given. */
export function patternFromLine(line: string): Pattern {
  requireText(line, 'The pattern line');
  const text = line.trim();
  if (text.length < CELL_COUNT) {
    throw new PuzzleError('bad-input', `a pattern line needs 81 characters, found ${text.length}`);
  }
  const pattern = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) pattern[cell] = isEmptyMark(text[cell]) ? 0 : 1;
  return pattern;
}

function lineIsEmpty(pattern: Pattern, line: number, byColumn: boolean): boolean {
  for (let i = 0; i < SIDE; i++) if (pattern[byColumn ? i * SIDE + line : line * SIDE + i]) return false;
  return true;
}

function lineCells(line: number, byColumn: boolean): number[] {
  return Array.from({ length: SIDE }, (_, i) => (byColumn ? i * SIDE + line : line * SIDE + i));
}

/**
 * A proof that no puzzle on the pattern has one solution, as a PuzzleError('no-solution') naming
 * the cells, or null when none is known (fewer than 17 cells are refused earlier by checkPattern).
 * The proof: two rows of one band (or two columns of one stack) without a given can be swapped in
 * any solution, which gives a second solution with the same givens.
 */
export function proveNoUniquePuzzle(pattern: Pattern): PuzzleError | null {
  for (const byColumn of [false, true]) {
    for (let first = 0; first < SIDE; first++) {
      if (!lineIsEmpty(pattern, first, byColumn)) continue;
      for (let second = first + 1; second < SIDE && Math.floor(second / 3) === Math.floor(first / 3); second++) {
        if (!lineIsEmpty(pattern, second, byColumn)) continue;
        const what = byColumn ? 'columns' : 'rows';
        const unit = byColumn ? 'stack' : 'band';
        return new PuzzleError(
          'no-solution',
          `no puzzle on this pattern has one solution: ${what} ${first + 1} and ${second + 1} have no givens and lie in one ${unit}, so swapping them in any solution gives a second one; put a given in one of them`,
          [...lineCells(first, byColumn), ...lineCells(second, byColumn)].map(positionOf),
        );
      }
    }
  }
  return null;
}
