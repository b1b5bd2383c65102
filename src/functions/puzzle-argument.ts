/**
 * A worksheet function's puzzle argument read into a puzzle: a range laid out as the grid (9×9, or
 * any kind the kind argument names) or one cell holding the puzzle as text (81 characters, or any
 * kind's one-line form), so a column of puzzles grades with fill-down. Every problem becomes a
 * FunctionError whose message names the cells by their A1 address (see CellPlace).
 */

import { parsePuzzleText, PuzzleError, isPuzzleError, type Digits } from '../engine';
import { readSheetCells, type SheetNine } from '../io/parse';
import { isPositionText, readPosition, type PencilPosition } from '../io/position-text';
import {
  isStandardNine,
  isVariantArgument,
  readSquaresOnto,
  readVariantSquares,
  readVariantText,
  readVariantValues,
} from '../io/variant-text';
import type { VariantOptions, VariantPuzzle } from '../io/variant-text';
import { puzzleFailure } from './function-errors';
import type { CellPlace, Language } from './function-errors';

/** What a sheet passes for a range: rows of cell values. */
export type SheetRange = readonly (readonly unknown[])[];

/** The kind argument read: the reader's options and the jigsaw / colour maps after them. */
export interface KindArgument {
  options: VariantOptions;
  maps: string[];
}

export interface PuzzleArgument {
  /** The standard 9×9 puzzle's digits… */
  nine?: Digits;
  /** …or a puzzle of any other kind. */
  variant?: VariantPuzzle;
  /** A 9×9 position with pencil marks (issue 37): `nine` holds its filled cells; the analysis starts from its candidates. */
  position?: PencilPosition;
  /** True when the puzzle came as one cell of text (the answers are text too). */
  oneCell: boolean;
  place: CellPlace;
}

const BOX_WORD = /^\d+x\d+$/i;

/**
 * "diagonal", "standard 4x3", "samurai", "combined 0,0;6,6", "jigsaw 111222333…": the kind, then
 * in any order a box shape (RxC), the grids of a combined puzzle (r,c;r,c…) and the maps.
 */
export function readKindArgument(text: unknown): KindArgument {
  const words =
    typeof text === 'string'
      ? text
          .trim()
          .split(/\s+/)
          .filter((word) => word !== '')
      : [];
  const options: VariantOptions = {};
  const maps: string[] = [];
  words.forEach((word, index) => {
    if (BOX_WORD.test(word)) options.box = word.toLowerCase();
    else if (word.includes(',')) options.grids = word;
    else if (index === 0) options.kind = word.toLowerCase();
    else maps.push(word);
  });
  if (options.kind === undefined && words.length > 0) options.kind = 'standard';
  return { options, maps };
}

/** Whether the range is one cell (a puzzle written as text). */
function isOneCell(range: SheetRange): boolean {
  return range.length === 1 && range[0].length === 1;
}

function isSquareLength(text: string): boolean {
  const length = [...(text.split(/\s+/)[0] ?? '')].length;
  const n = Math.round(Math.sqrt(length));
  return n >= 4 && n * n === length;
}

/** Reads the puzzle argument (bad cells, a bad shape or kind give FunctionError #VALUE!). */
export function readPuzzleArgument(
  range: SheetRange,
  kind: KindArgument,
  place: CellPlace,
  language: Language,
): PuzzleArgument {
  try {
    if (isOneCell(range)) return { ...readOneCell(range[0][0], kind), oneCell: true, place };
    // Without a kind, a 9×9 range (or one of 9 rows, refused by its shape) is the standard puzzle; any other square range an N×N one.
    if (isStandardNine(kind.options) && kind.maps.length === 0 && range.length === 9) {
      const { digits, position } = readNineRange(range);
      return { nine: digits, position, oneCell: false, place };
    }
    return { variant: readVariantSquares(range, kind.options, kind.maps), oneCell: false, place };
  } catch (error) {
    if (isPuzzleError(error)) throw puzzleFailure(error, place, language);
    throw error;
  }
}

function readOneCell(
  value: unknown,
  { options, maps }: KindArgument,
): { nine?: Digits; variant?: VariantPuzzle; position?: PencilPosition } {
  if (typeof value === 'number' && value > 9) {
    throw new PuzzleError(
      'bad-input',
      'the puzzle was stored as a number, which lost its digits: format the cell as Text and enter it again',
      [],
      { problem: 'stored-as-number' },
    );
  }
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (text === '') throw new PuzzleError('bad-input', 'The puzzle is empty', [], { problem: 'too-short', length: 0 });
  const standard = isStandardNine(options) && maps.length === 0;
  if (standard && isPositionText(text)) {
    const position = readPosition(text);
    return { nine: position.digits, position };
  }
  // Without a kind only N² symbols make another size; anything else is read (and refused) as the 9×9.
  if (standard && (!isVariantArgument(text, options) || !isSquareLength(text))) return { nine: parsePuzzleText(text) };
  const entry = readVariantText([text, ...maps].join(' '), options).entries[0];
  if (entry?.puzzle) return { variant: entry.puzzle };
  const error = entry?.error ?? new PuzzleError('bad-input', 'The cell holds no puzzle.');
  // One cell is one line: the reader's "Line 1:" says nothing here.
  throw new PuzzleError(error.kind, error.message.replace(/^Line \d+: /, ''), error.cells, error.input);
}

/**
 * A second range (a person's grid) of the puzzle's shape, or one cell of text when the puzzle is
 * one, read as values by cell; a 9×9 range whose cells hold several digits also gives its pencil
 * marks (`position`: one digit an entry, several the cell's candidates).
 */
export function readGridArgument(
  range: SheetRange,
  puzzle: PuzzleArgument,
  place: CellPlace,
  language: Language,
): { entries: Uint8Array; position?: PencilPosition } {
  try {
    if (puzzle.oneCell !== isOneCell(range)) {
      throw new PuzzleError(
        'bad-input',
        puzzle.oneCell
          ? 'The puzzle is one cell of text, so the grid must be one cell too.'
          : "The grid must be a range of the puzzle's shape.",
      );
    }
    const text = puzzle.oneCell ? String(range[0][0] ?? '') : '';
    if (puzzle.nine) {
      if (puzzle.oneCell) return { entries: parsePuzzleText(text) };
      const { digits, position } = readNineRange(range);
      return { entries: digits, position };
    }
    const { geometry } = puzzle.variant!;
    return {
      entries: puzzle.oneCell ? readVariantValues(text, [geometry])[0] : readSquaresOnto(geometry, range),
    };
  } catch (error) {
    if (isPuzzleError(error)) throw puzzleFailure(error, place, language);
    throw error;
  }
}

/** A 9×9 range: its digits, or a position when some cell holds pencil marks ("129"). */
function readNineRange(range: SheetRange): SheetNine {
  if (range.length !== 9 || range.some((row) => row.length !== 9)) {
    throw new PuzzleError(
      'bad-input',
      `A puzzle range is 9×9 (or one cell holding the puzzle as text); this one is ${range.length}×${range[0]?.length ?? 0}.`,
    );
  }
  try {
    return readSheetCells(range.flat());
  } catch (error) {
    // The position's own rules (a cell left without candidates) name the cell in their message, by row and column:
    // without the cells the message is kept, not read as a cell that is no symbol.
    if (isPuzzleError(error) && error.kind === 'bad-input' && error.input === undefined)
      throw new PuzzleError(error.kind, error.message);
    throw error;
  }
}
