/**
 * The one record of a puzzle read from any input: a line or grid of a text file, a CSV row, a
 * book's row or grid on a sheet, a command-line argument. An unreadable puzzle keeps its record
 * with the error, so one bad puzzle never stops the others.
 */

import type { BatchRecord } from '../engine/analyser';
import { isPuzzleError, type PuzzleError, digitsToString, type Digits } from '../engine';
import type { VariantPuzzle } from './variant-text';

export interface PuzzleRecord extends BatchRecord {
  /** 0-based position among all records of the input, readable or not. */
  index: number;
  /** As the input names it: the CSV's id (or no) column, the timedia title's `No.<n>`, else the number. */
  id: string;
  /** The puzzle's number: the No. column, a number in the title, the line number, or its 1-based position. */
  number: number;
  /** '' when the input gives none. */
  title: string;
  /** The publisher's own grade, as written in the book ('' when there is none). */
  publisherLevel: string;
  /** The canonical 81 characters ('.' for blanks) when readable, else the text as found. */
  puzzle: string;
  /** The record as found in the input: a line, a title-and-grid block, a CSV field, a sheet cell's text. */
  source: string;
  /** Present when the record could be read. */
  digits?: Digits;
  /** Present when it could not (always a bad-input PuzzleError). */
  error?: PuzzleError;
  /** Something in the record that was not read but did not stop it (characters after the 81st). */
  warning?: string;
  /** 1-based line of the file, or row of the sheet, where the record starts. */
  line: number;
  /** 1-based column of the sheet where the puzzle (or its grid) starts; 1 in a text file. */
  column: number;
  /** The puzzle is a 9×9 grid of cells starting at (line, column), so each cell has its own sheet address. */
  grid?: boolean;
  /** A 9×9 position with pencil marks (issue 37): each cell's candidates (bit d − 1 for digit d, 0 when filled), where the analysis starts. */
  candidates?: Uint16Array;
  /** A puzzle of another kind than the standard 9×9 (issue 20), read onto its geometry; then there are no `digits`. */
  variant?: VariantPuzzle;
  /** A batch record's kind (asBatchRecord), kept when its geometry is left behind in a worker; absent: the standard 9×9. */
  puzzleKind?: PuzzleKind;
}

/** A puzzle's kind as a batch's Summary groups it: small enough to travel with each result. */
export interface PuzzleKind {
  /** standard, diagonal, windoku, jigsaw, colour, a combined preset (samurai, …) or combined. */
  name: string;
  /** N: the symbols 1..N. */
  size: number;
  /** The 9×9 grids of a combined puzzle; 1 for every other kind. */
  grids: number;
}

export const STANDARD_NINE: PuzzleKind = { name: 'standard', size: 9, grids: 1 };

export type RecordLabels = Omit<PuzzleRecord, 'puzzle' | 'digits' | 'error' | 'warning'>;

/** The record of `labels` with the outcome of `read`: its digits, or the PuzzleError it threw. */
export function readRecord(labels: RecordLabels, read: () => Digits): PuzzleRecord {
  try {
    const digits = read();
    return { ...labels, puzzle: digitsToString(digits), digits };
  } catch (error) {
    if (!isPuzzleError(error)) throw error;
    return { ...labels, puzzle: labels.source, error };
  }
}
