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
import type { PuzzleRecord } from './record';
import { formatVariantPuzzle } from './variant-text';

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
