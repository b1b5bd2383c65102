/**
 * What the commands share for puzzle kinds other than the standard 9×9 (issue 20): the variant
 * reader's records and the puzzle's forms in JSON and plain text; the --kind, --box and --grids
 * options and the choice between the 9×9 path and this one come from variant-choice.ts (which
 * loads no geometry). The 9×9 path stays as it was, byte for byte.
 */

import { PuzzleError } from '../engine';
import type { Geometry, VariantAnalysisResult } from '../engine/variants';
import { readVariantText } from '../io/variant-text';
import type { VariantOptions, VariantPuzzle } from '../io/variant-text';
import type { PuzzleRecord } from '../io/record';
import { ONE_LINE_LIMIT, symbolWriter, valuesForJson, valuesForSheet } from '../io/variant-values';

export { valuesForJson, valuesForSheet } from '../io/variant-values';
export { isStandardNine, isVariantArgument, variantOptions } from './variant-choice';

/** The records of a text read by the variant reader, labelled as the 9×9 reader labels its own. */
export function readVariantRecords(
  text: string,
  options: VariantOptions,
  source: (line: number) => string,
): { records: PuzzleRecord[]; warnings: string[] } {
  const { entries, warnings } = readVariantText(text, options);
  const records = entries.map((entry, index): PuzzleRecord => {
    const labels = {
      index,
      id: String(entry.line),
      number: index + 1,
      title: '',
      publisherLevel: '',
      source: source(entry.line),
      line: entry.line,
      column: 1,
    };
    if (!entry.puzzle) return { ...labels, puzzle: labels.source, error: entry.error };
    const { geometry, givens } = entry.puzzle;
    return { ...labels, puzzle: valuesForSheet(geometry, givens, true), variant: entry.puzzle };
  });
  return { records, warnings };
}

/** The first puzzle of a text given for one puzzle (hint, compare); throws the PuzzleError why it cannot be read. */
export function firstVariantPuzzle(text: string, options: VariantOptions): VariantPuzzle {
  const entry = readVariantText(text, options).entries[0];
  if (!entry) throw new PuzzleError('bad-input', 'There is no puzzle in the puzzle text.');
  if (!entry.puzzle) throw entry.error as PuzzleError;
  return entry.puzzle;
}

/** The variant analysis with its puzzle and solution in the JSON forms. */
export function analysisForJson(geometry: Geometry, result: VariantAnalysisResult): object {
  const { puzzle, solution, ...rest } = result;
  return {
    ...rest,
    puzzle: valuesForJson(geometry, puzzle, true),
    ...(solution ? { solution: valuesForJson(geometry, solution) } : {}),
  };
}

/**
 * The grid as plain text: `|` between boxes and a rule between bands wherever the geometry has
 * boxes of one shape (standard, diagonal, windoku, colour, and the 3×3 boxes of combined grids);
 * a jigsaw's regions cannot be drawn with characters, so its grid is printed without them. `#`
 * marks a square that is no cell; above 35 symbols each cell is its number.
 */
export function gridLines(geometry: Geometry, values: ArrayLike<number>): string[] {
  const numeric = geometry.size > ONE_LINE_LIMIT;
  const width = numeric ? String(geometry.size).length : 1;
  const symbolOf = symbolWriter(geometry.size);
  const box = geometry.box ?? (geometry.grids.length > 0 ? { rows: 3, cols: 3 } : null);
  const symbol = (row: number, col: number): string => {
    const cell = geometry.cellAt[row * geometry.cols + col];
    const text = cell < 0 ? '#' : values[cell] === 0 ? '.' : symbolOf(values[cell]);
    return text.padStart(width);
  };
  const lines: string[] = [];
  for (let row = 0; row < geometry.rows; row++) {
    if (box && row > 0 && row % box.rows === 0) lines.push(ruleLine(geometry.cols, box.cols, width));
    const parts: string[] = [];
    for (let col = 0; col < geometry.cols; col++) {
      if (box && col > 0 && col % box.cols === 0) parts.push('|');
      parts.push(symbol(row, col));
    }
    lines.push(parts.join(' '));
  }
  return lines;
}

function ruleLine(cols: number, boxCols: number, width: number): string {
  const segments: string[] = [];
  for (let start = 0; start < cols; start += boxCols)
    segments.push('-'.repeat(Math.min(boxCols, cols - start) * (width + 1) - 1));
  return segments.join('-+-');
}
