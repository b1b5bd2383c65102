/**
 * analyze --candidates N: one puzzle's candidates just before step N (0: after the givens), of
 * any kind. They come from the engine's replay of the analysis (candidatesAtStep,
 * variantCandidatesAtStep), whose grids are the ones the pane's "Show candidates at step" writes.
 * The text is a grid a person can read at any size: each column as wide as its longest list,
 * `|` and `-` wherever two neighbouring squares lie in different boxes or regions (so a jigsaw's
 * regions show too), a filled cell's value in parentheses so that it never reads as a single
 * candidate, and the puzzle's own symbols (1–9, A–Z; numbers with commas above 35 symbols).
 */

import { candidatesAtStep } from '../engine/analyser';
import { standardGeometry, type Geometry, variantCandidatesAtStep } from '../engine/variants';
import { ONE_LINE_LIMIT, symbolWriter } from '../io/variant-values';
import { CommandError } from './command-error';
import { choiceFor, type JobPuzzle } from './input-puzzle';
import type { TechniqueChoice } from './technique-option';

/** The candidates shown: per cell of the geometry (reading order), ascending, [] for a filled cell. */
export interface ShownCandidates {
  step: number;
  geometry: Geometry;
  cells: number[][];
}

/** N as typed, checked against the analysis's steps: a whole number from 0 to the last step. */
export function candidatesStep(text: string, steps: number): number {
  const step = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!(step <= steps))
    throw new CommandError(
      `--candidates takes a step number from 0 (after the givens) to ${steps}, this puzzle's last step, not "${text}".`,
      true,
    );
  return step;
}

/** The candidates before step `step` of a readable puzzle, with the analysis's techniques. */
export function candidatesBefore(record: JobPuzzle, step: number, choice: TechniqueChoice): ShownCandidates {
  if (record.variant) {
    const { geometry, givens } = record.variant;
    return {
      step,
      geometry,
      cells: variantCandidatesAtStep(geometry, givens, step, {
        techniques: choice.techniques,
        techniqueSet: choice.techniqueSet,
        weights: choice.weights,
      }),
    };
  }
  if (!record.digits) throw new Error('candidatesBefore needs a readable puzzle');
  const grid = candidatesAtStep(record.digits, step, choiceFor(record, choice));
  return {
    step,
    geometry: standardGeometry(9),
    cells: grid.flatMap((row) => row.map((cell) => Array.from(cell, Number))),
  };
}

/** The JSON fields: the step and one list per cell, row by row. */
export function candidatesForJson({ step, cells }: ShownCandidates): {
  candidatesStep: number;
  candidates: number[][];
} {
  return { candidatesStep: step, candidates: cells };
}

/** The heading and the grid; `solution` (values by cell, or a 9×9's 81 digits) gives a filled cell's value. */
export function candidateLines(
  { step, geometry, cells }: ShownCandidates,
  solution: ArrayLike<number> | string,
): string[] {
  const numeric = geometry.size > ONE_LINE_LIMIT;
  const symbol = symbolWriter(geometry.size);
  const { rows, cols, cellAt } = geometry;
  const region = regionsOf(geometry);
  const squareText = (square: number): string => {
    const cell = cellAt[square];
    if (cell < 0) return '';
    return cells[cell].length === 0
      ? `(${symbol(Number(solution[cell]))})`
      : cells[cell].map(symbol).join(numeric ? ',' : '');
  };
  const texts = Array.from({ length: rows * cols }, (_, square) => squareText(square));
  const widths = Array.from({ length: cols }, (_, col) =>
    Math.max(1, ...Array.from({ length: rows }, (_, row) => texts[row * cols + col].length)),
  );
  // A boundary between two squares: different regions, unless neither is a cell.
  const apart = (a: number, b: number): boolean => region[a] !== region[b];
  const across = (row: number, col: number): boolean => col + 1 < cols && apart(row * cols + col, row * cols + col + 1);
  const down = (row: number, col: number): boolean => row + 1 < rows && apart(row * cols + col, (row + 1) * cols + col);

  const lines = [step === 0 ? '  Candidates after the givens (step 0):' : `  Candidates before step ${step}:`];
  for (let row = 0; row < rows; row++) {
    let line = '';
    for (let col = 0; col < cols; col++) {
      line += texts[row * cols + col].padEnd(widths[col]);
      if (col + 1 < cols) line += across(row, col) ? ' | ' : '   ';
    }
    lines.push(`  ${line}`.trimEnd());
    if (row + 1 < rows && widths.some((_, col) => down(row, col))) lines.push(`  ${ruleBelow(row)}`.trimEnd());
  }
  return lines;

  function ruleBelow(row: number): string {
    let line = '';
    for (let col = 0; col < cols; col++) {
      const left = down(row, col);
      line += (left ? '-' : ' ').repeat(widths[col]);
      if (col + 1 >= cols) break;
      const right = down(row, col + 1);
      const upright = across(row, col) || across(row + 1, col);
      const centre = upright && (left || right) ? '+' : upright ? '|' : left || right ? '-' : ' ';
      line += `${left ? '-' : ' '}${centre}${right ? '-' : ' '}`;
    }
    return line;
  }
}

/** Each square's box or region (its first 'box' unit), -1 for a square that is no cell. */
function regionsOf(geometry: Geometry): Int32Array {
  const byCell = new Int32Array(geometry.cellCount).fill(-1);
  geometry.units.forEach((unit, index) => {
    if (unit.kind !== 'box') return;
    for (const cell of unit.cells) if (byCell[cell] < 0) byCell[cell] = index;
  });
  return Int32Array.from(geometry.cellAt, (cell) => (cell < 0 ? -1 : byCell[cell]));
}
