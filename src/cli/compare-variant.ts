/**
 * `compare` on a puzzle of another kind than the 9×9 (compare.ts loads this only for one): the
 * puzzle read as the other commands read it, analysed by the variant analyser, its solution laid
 * out by square, since a log's Row and Col are squares of the bounding rectangle.
 */

import { isPuzzleError } from '../engine';
import { cellName, analyzeVariant } from '../engine/variants';
import { analysedOnSquares, type AnalysedPuzzle } from '../engine/analyser';
import type { LogShape } from '../io/session-log';
import type { VariantOptions } from '../io/variant-text';
import { rangeAddress } from '../report/sheet-model';
import type { ParsedArgs } from './parse-args';
import { ratingPathChoice, techniqueChoice, weightsChoice } from './technique-option';
import { firstVariantPuzzle } from './variant-puzzles';
import { otherKindPuzzle, type PuzzleArgument } from './puzzle-argument';

/** The analysed puzzle and what a log of it may name. */
export interface ComparedPuzzle {
  analysed: AnalysedPuzzle;
  shape: LogShape;
  /** Why a person cannot have filled the square at 1-based (row, col): a given, or no cell at all. */
  notFillable(row: number, col: number): string | undefined;
  /** The puzzle's range on the session sheet. */
  inputAddress: string;
  /** Not the 9×9: the session sheet says what applies to another kind. */
  otherKind: boolean;
}

/** Why the puzzle cannot be compared with: its reading's or analysis's message (none: it has no solution). */
export interface Unanalysable {
  unanalysable: string | undefined;
}

/** The puzzle read with the command's kind options (`options`, as compare.ts chose the path by them). */
export function ofAnotherKind(
  puzzle: PuzzleArgument,
  options: VariantOptions,
  parsed: ParsedArgs,
): ComparedPuzzle | Unanalysable {
  let read;
  try {
    read = otherKindPuzzle(puzzle, (text) => firstVariantPuzzle(text, options));
  } catch (error) {
    if (!isPuzzleError(error)) throw error;
    return { unanalysable: error.message };
  }
  const { geometry, givens } = read;
  const { techniques, techniqueSet } = techniqueChoice(parsed);
  const analysis = analyzeVariant(geometry, givens, {
    techniques,
    techniqueSet,
    ...weightsChoice(parsed),
    ...ratingPathChoice(parsed),
  });
  if (analysis.status === 'invalid' || !analysis.solution) return { unanalysable: analysis.error?.message };
  return {
    analysed: analysedOnSquares(geometry, analysis.solution, analysis.steps),
    shape: { rows: geometry.rows, columns: geometry.cols, symbols: geometry.size },
    notFillable: (row, col) => {
      const cell = geometry.cellAt[(row - 1) * geometry.cols + col - 1];
      if (cell < 0) return `(${row},${col}) is a square between the grids, no cell of the puzzle`;
      return givens[cell] !== 0 ? `${cellName(geometry, cell)} is a given of the puzzle` : undefined;
    },
    inputAddress: rangeAddress(0, 0, geometry.rows, geometry.cols),
    otherKind: true,
  };
}
