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
import { valuesForSheet } from './variant-values';

export { ONE_LINE_LIMIT, valuesForJson, valuesForSheet } from './variant-values';

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
