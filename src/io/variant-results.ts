/**
 * A variant analysis in the forms the front ends share (issue 20): values by cell as JSON and as
 * sheet text, the analysis in the 9×9 result's shape for the Results sheet, and the batch's
 * analyser that takes each book record on its own geometry. The command line and the add-in's
 * batch both use these.
 */

import { analyzePuzzle, type Analyse, type AnalysisResult, type TechniqueLetter } from '../engine/analyser';
import {
  COMBINED_PRESETS,
  type Geometry,
  type GridOffset,
  analyzeVariant,
  type VariantAnalysisResult,
} from '../engine/variants';
import { PuzzleError } from '../engine';
import type { PuzzleKind, PuzzleRecord } from './record';
import { readVariantText, type VariantOptions, type VariantPuzzle } from './variant-text';
import { valuesForSheet } from './variant-values';

export { ONE_LINE_LIMIT, valuesForJson, valuesForSheet } from './variant-values';

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

function sameGrids(a: readonly GridOffset[], b: readonly GridOffset[]): boolean {
  const key = (grids: readonly GridOffset[]) =>
    grids
      .map(({ row, col }) => `${row},${col}`)
      .sort()
      .join(';');
  return a.length === b.length && key(a) === key(b);
}

/** The kind of a geometry as a batch's Summary names it: a combined layout by its preset's name when it is one. */
export function puzzleKindOf(geometry: Geometry): PuzzleKind {
  if (geometry.kind !== 'combined') return { name: geometry.kind, size: geometry.size, grids: 1 };
  const preset = Object.keys(COMBINED_PRESETS).find((name) => sameGrids(COMBINED_PRESETS[name], geometry.grids));
  return { name: preset ?? 'combined', size: geometry.size, grids: geometry.grids.length };
}

/**
 * A variant record's givens stand in for the 9×9 digits (one value per cell of its geometry), so
 * the batch loop hands them to variantAnalyser and the sheets count its givens and blanks; its
 * kind goes with it.
 */
export function asBatchRecord(record: PuzzleRecord): PuzzleRecord {
  return record.variant
    ? { ...record, digits: record.variant.givens, puzzleKind: puzzleKindOf(record.variant.geometry) }
    : record;
}

/** The 9×9 analyser, unless the book holds other kinds: then each record's own geometry, found by its index. */
export function variantAnalyser(records: readonly PuzzleRecord[]): Analyse | undefined {
  if (!records.some((record) => record.variant)) return undefined;
  return (values, analyseOptions = {}) => {
    const variant = records[analyseOptions.index ?? 0]?.variant;
    if (!variant) return analyzePuzzle(values, analyseOptions);
    return analysisForSheet(
      variant.geometry,
      analyzeVariant(variant.geometry, values as ArrayLike<number>, analyseOptions),
    );
  };
}
