/**
 * A variant analysis in the forms the front ends share (issue 20): values by cell as JSON and as
 * sheet text, the analysis in the 9×9 result's shape for the Results sheet, and the batch's
 * analyser that takes each book record on its own geometry. The command line and the add-in's
 * batch both use these.
 */

import { analyzePuzzle } from '../engine/analyser';
import type { Analyse } from '../engine/batch';
import type { Geometry } from '../engine/geometry';
import { analyzeVariant, type VariantAnalysisResult } from '../engine/variant-analysis/analyser';
import type { AnalysisResult, TechniqueLetter } from '../engine/types';
import { PuzzleError } from '../engine/errors';
import type { PuzzleRecord } from './record';
import { formatVariantPuzzle, readVariantText, type VariantOptions, type VariantPuzzle } from './variant-text';

/** The largest N written in the one-line form; above it JSON gives rows of numbers. */
export const ONE_LINE_LIMIT = 35;

/**
 * Values by cell as JSON gives them: the one-line form up to 35 symbols (a puzzle with its jigsaw
 * or colour maps after a space, so it can be read again; a solution without), else rows of numbers
 * (0 for no cell).
 */
export function valuesForJson(geometry: Geometry, values: ArrayLike<number>, withMaps = false): string | number[][] {
  if (geometry.size <= ONE_LINE_LIMIT) {
    const line = formatVariantPuzzle(geometry, values);
    return withMaps ? line : line.split(' ')[0];
  }
  return Array.from({ length: geometry.rows }, (_, row) =>
    Array.from({ length: geometry.cols }, (_, col) => {
      const cell = geometry.cellAt[row * geometry.cols + col];
      return cell < 0 ? 0 : values[cell];
    }),
  );
}

/** The text of values in a sheet cell: the one-line form up to 35 symbols, else rows of numbers joined by spaces and slashes. */
export function valuesForSheet(geometry: Geometry, values: ArrayLike<number>, withMaps = false): string {
  const form = valuesForJson(geometry, values, withMaps);
  return typeof form === 'string' ? form : form.map((row) => row.join(' ')).join(' / ');
}

/** A sheet row's kind columns (a book's, the Library's): what the variant reader needs besides the puzzle text. */
export interface VariantColumns extends VariantOptions {
  /** The jigsaw region map and/or colour map, as the one-line form carries them after the puzzle. */
  map?: string;
}

/**
 * A puzzle of another kind as a sheet cell holds it (what valuesForSheet writes): the one-line
 * form, or rows of numbers joined by " / " above 35 symbols; its map comes from its own column.
 * Throws a PuzzleError naming the cells.
 */
export function readSheetText(text: string, { map, ...options }: VariantColumns): VariantPuzzle {
  const rows = text.split(' / ');
  const entry = readVariantText(rows.length > 1 ? rows.join('\n') : map ? `${text} ${map}` : text, options).entries[0];
  const error = entry?.error ?? (entry?.puzzle ? undefined : new PuzzleError('bad-input', 'The puzzle cell is empty.'));
  if (error) throw new PuzzleError(error.kind, error.message.replace(/^Line \d+: /, ''), error.cells);
  return entry.puzzle as VariantPuzzle;
}

/**
 * A variant analysis in the 9×9 result's shape, for the Results sheet: puzzle and solution as
 * sheet text; E (the extra-unit single) counts with L, as the grade counts it, since the sheet has
 * a column per 9×9 letter.
 */
export function analysisForSheet(geometry: Geometry, result: VariantAnalysisResult): AnalysisResult {
  const { puzzle, solution, techniqueCounts, nextTechnique, kind: _kind, size: _size, ...rest } = result;
  const { E, ...nine } = techniqueCounts;
  const counts: Partial<Record<TechniqueLetter, number>> = nine;
  if (E) counts.L = (counts.L ?? 0) + E;
  return {
    ...rest,
    puzzle: valuesForSheet(geometry, puzzle, true),
    ...(solution ? { solution: valuesForSheet(geometry, solution) } : {}),
    techniqueCounts: counts,
    ...(nextTechnique && nextTechnique !== 'E' ? { nextTechnique } : {}),
  };
}

/** A variant record's givens stand in for the 9×9 digits, so the batch loop hands them to variantAnalyser. */
export function asBatchRecord(record: PuzzleRecord): PuzzleRecord {
  return record.variant ? { ...record, digits: record.variant.givens } : record;
}

/** The 9×9 analyser, unless the book holds other kinds: then each record's own geometry, found by its index. */
export function variantAnalyser(records: readonly PuzzleRecord[]): Analyse | undefined {
  if (!records.some((record) => record.variant)) return undefined;
  return (values, analyseOptions = {}) => {
    const variant = records[analyseOptions.index ?? 0]?.variant;
    if (!variant) return analyzePuzzle(values, analyseOptions);
    return analysisForSheet(variant.geometry, analyzeVariant(variant.geometry, values as ArrayLike<number>, analyseOptions));
  };
}
