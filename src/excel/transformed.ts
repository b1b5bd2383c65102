/**
 * Writes an equivalent puzzle (the Generate tab's Transform, issue 18) to a new sheet, or beside
 * the original: the 9×9 block one empty column to its right, only when every cell there is empty,
 * so neither the original nor anything else of the person's is overwritten.
 */

import { SIDE } from '../engine';
import { puzzleGridStyles, puzzleGridValues } from '../report/generated-sheet';
import { parseRangeAddress, rangeAddress } from '../report/sheet-model';
import { buildTransformedSheet, type TransformedSheetInput } from '../report/transformed-sheet';
import { writeModelToNewSheet, type NewSheetReport } from './new-sheet';
import type { GridTarget } from './selection';
import { applyStyles } from './sheet-writer';

export function writeTransformedSheet(
  context: Excel.RequestContext,
  input: TransformedSheetInput,
): Promise<NewSheetReport> {
  return writeModelToNewSheet(context, buildTransformedSheet(input));
}

/** The 9×9 block beside a target: one empty column to its right. */
export function besideAddress(target: GridTarget): string {
  const { row, column } = parseRangeAddress(target.address);
  return rangeAddress(row, column + SIDE + 1, SIDE, SIDE);
}

export type BesideReport =
  { written: true; address: string } | { written: false; reason: 'occupied' | 'missing'; address: string };

/** Writes the puzzle beside the target in two syncs, or nothing when a cell there holds anything. */
export async function writePuzzleBeside(
  context: Excel.RequestContext,
  target: GridTarget,
  puzzle: string,
): Promise<BesideReport> {
  const address = besideAddress(target);
  let range: Excel.Range;
  try {
    range = context.workbook.worksheets.getItem(target.sheetId).getRange(address);
    range.load('values');
    await context.sync();
  } catch {
    return { written: false, reason: 'missing', address };
  }
  if (range.values.some((line) => line.some((value) => value !== '')))
    return { written: false, reason: 'occupied', address };
  range.values = puzzleGridValues(puzzle);
  const { row, column } = parseRangeAddress(address);
  applyStyles(range.worksheet, puzzleGridStyles(puzzle, row, column));
  await context.sync();
  return { written: true, address };
}
