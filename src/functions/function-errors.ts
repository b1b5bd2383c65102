/**
 * The errors a worksheet function returns: an Excel error value (#VALUE! for a bad argument, #N/A
 * when there is no answer to give) with a message in the display language that names each cell
 * by its A1 address — on the sheet when Excel passed the argument's address, else counted from
 * the range's own top-left cell, A1.
 */

import { describeValue, foundText, type CellPosition } from '../engine';
import type { ErrorInfo } from '../engine/analyser';
import { errorDetailJa } from '../report/error-words';
import { cellAddress, parseRangeAddress } from '../report/sheet-model';

import type { Language } from '../report/display-language';

export type { Language };

/** The CustomFunctions.ErrorCode each error becomes: #VALUE! or #N/A. */
export type FunctionErrorCode = 'invalidValue' | 'notAvailable';

export class FunctionError extends Error {
  override readonly name = 'FunctionError';

  constructor(
    readonly code: FunctionErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Where an argument's cells are: the 0-based sheet row and column of its top-left cell, and its values. */
export interface CellPlace {
  row: number;
  column: number;
  values: readonly (readonly unknown[])[];
}

const MAX_NAMED_CELLS = 3;

/** The place of a range argument; without its address ("Sheet1!B2:J10"), cells are named from A1 at the range's corner. */
export function placeOf(values: readonly (readonly unknown[])[], address?: string): CellPlace {
  if (!address) return { row: 0, column: 0, values };
  try {
    const { row, column } = parseRangeAddress(address);
    return { row, column, values };
  } catch {
    return { row: 0, column: 0, values };
  }
}

/** The A1 address of a cell of the range, [row, column] 1-based within it. */
export function addressIn(place: CellPlace, [row, column]: CellPosition): string {
  return cellAddress(place.row + row - 1, place.column + column - 1);
}

function valueIn(place: CellPlace, [row, column]: CellPosition): unknown {
  return place.values[row - 1]?.[column - 1];
}

function isOneCell(place: CellPlace): boolean {
  return place.values.length === 1 && place.values[0].length === 1;
}

function listed(cells: readonly CellPosition[], name: (position: CellPosition) => string): string {
  const more = cells.length > MAX_NAMED_CELLS ? ` (and ${cells.length - MAX_NAMED_CELLS} more)` : '';
  return `${cells.slice(0, MAX_NAMED_CELLS).map(name).join(', ')}${more}`;
}

function englishDetail(error: ErrorInfo, place: CellPlace): string {
  const at = (position: CellPosition) => addressIn(place, position);
  switch (error.kind) {
    case 'bad-input':
      return `${listed(error.cells, (position) => `${at(position)} holds ${describeValue(valueIn(place, position))}`)}: not a symbol of the puzzle or a blank.`;
    case 'conflict':
      return `The same value twice in one row, column, box or other unit: ${listed(error.cells, (position) => `${at(position)} (${foundText(valueIn(place, position))})`)}.`;
    case 'multiple-solutions':
      return `The puzzle has more than one solution; two of them differ at ${listed(error.cells, at)}.`;
    default:
      return error.message;
  }
}

/**
 * A puzzle's problem (a PuzzleError, or an analysis's error) as the function's error: a bad cell or a clash is #VALUE! (the argument is
 * wrong), no solution or several #N/A (there is no answer). In a range the cells are named by
 * address; in a puzzle written in one cell, by row and column after that cell's address.
 */
export function puzzleFailure(error: ErrorInfo, place: CellPlace, language: Language): FunctionError {
  const code = error.kind === 'bad-input' || error.kind === 'conflict' ? 'invalidValue' : 'notAvailable';
  const oneCell = isOneCell(place);
  const named = !oneCell && error.cells.length > 0;
  const prefix = oneCell ? `${addressIn(place, [1, 1])}: ` : '';
  if (language === 'ja' && error.kind === 'no-solution' && error.cells.length > 0) {
    // Only a position's pencil marks name cells with no solution: their marks leave out the solution digit.
    const cells = listed(error.cells, (position) =>
      oneCell ? `(${position[0]},${position[1]})` : addressIn(place, position),
    );
    return new FunctionError(code, `${prefix}候補に解の数字が残っていないセルがあります: ${cells}。`);
  }
  if (language === 'ja') {
    const info: ErrorInfo = {
      kind: error.kind,
      message: error.message,
      cells: error.cells,
      ...(error.input ? { input: error.input } : {}),
    };
    if (named && error.kind === 'bad-input')
      info.input = {
        problem: 'not-a-symbol',
        found: error.cells.map((position) => foundText(valueIn(place, position))),
      };
    return new FunctionError(
      code,
      prefix + errorDetailJa(info, undefined, named ? (position) => addressIn(place, position) : undefined),
    );
  }
  return new FunctionError(code, prefix + (named ? englishDetail(error, place) : error.message));
}
