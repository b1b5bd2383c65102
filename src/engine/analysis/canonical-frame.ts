/**
 * Analysing a puzzle in its canonical frame (issue 16): the analyser and the hints run the loop on
 * the canonical form of the puzzle (canonical.ts), so every isomorph of a puzzle gets the same
 * analysis, and this module maps what the loop reports back to the puzzle as the person sees it:
 * cells through the inverse transform, digits through the inverse relabelling, units (a canonical
 * row is a column of the puzzle when the form is transposed) and the letters that name a unit's
 * kind (L/C hidden singles, W/Y claiming) — so that a label still says where a person looks.
 *
 * With a transposed frame the loop is run with L and C (W and Y) swapped in the enabled letters
 * and the weights, so that a restriction to "BL" and a weight set for L mean the puzzle's rows.
 * With the default weights (L = C, W = Y) effort and grade are therefore identical for every
 * isomorph.
 */

import { canonicalForm } from '../board/canonical';
import type { EffortWeights } from './effort';
import { CELL_COUNT, STANDARD_LAYOUT, SIDE, colOf, rowOf } from '../board/layout';
import { restrictedStopReason, type AnalysisLoopOutcome } from './step-log';
import { TECHNIQUES } from '../techniques/registry';
import { encodeElimination, eliminationCell, eliminationDigit, type Deduction } from '../techniques/technique';
import { IDENTITY, applyTransform, invertTransform, type GridTransform } from '../board/transform';
import type { LoggedStep, TechniqueLetter } from './types';

export interface CanonicalFrame {
  /** The canonical puzzle (81 digits, 0 for blanks): what the loop analyses. */
  readonly digits: Uint8Array;
  /** True when the canonical rows are the puzzle's columns. */
  readonly transposed: boolean;
  /** The puzzle's grids onto the canonical frame. */
  readonly toCanonical: GridTransform;
  /** The canonical frame's digits back to the puzzle's (digitMap) and cells back (sourceCell). */
  readonly toPuzzle: GridTransform;
  /** cellToPuzzle[c]: the puzzle's cell that canonical cell c is. */
  readonly cellToPuzzle: Uint8Array;
  /** unitToPuzzle[u]: the puzzle's unit that canonical unit u is (a row may be a column). */
  readonly unitToPuzzle: Uint8Array;
}

/** The letters that name a unit's kind, each with its transposed partner. */
const TRANSPOSED_LETTER: Partial<Record<string, TechniqueLetter>> = { L: 'C', C: 'L', W: 'Y', Y: 'W' };

/** The canonical frame of a puzzle (81 digits, 0 for blanks). */
export function canonicalFrame(puzzle: ArrayLike<number>): CanonicalFrame {
  const { digits, transform, transposed } = canonicalForm(puzzle);
  return frameOf(digits, transform, transposed);
}

function frameOf(digits: Uint8Array, transform: GridTransform, transposed: boolean): CanonicalFrame {
  const toPuzzle = invertTransform(transform);
  const cellToPuzzle = transform.sourceCell;
  const { unitCells, cellUnits } = STANDARD_LAYOUT;
  const unitToPuzzle = new Uint8Array(STANDARD_LAYOUT.unitCount);
  for (let unit = 0; unit < unitToPuzzle.length; unit++) {
    // The first and last cells of a row, column or box share no other unit; their images share exactly the image unit.
    const first = cellUnits[cellToPuzzle[unitCells[unit * SIDE]]];
    const last = cellUnits[cellToPuzzle[unitCells[unit * SIDE + SIDE - 1]]];
    let shared = 0;
    while (shared < first.length && !last.includes(first[shared])) shared++;
    unitToPuzzle[unit] = shared < first.length ? first[shared] : unit;
  }
  return { digits, transposed, toCanonical: transform, toPuzzle, cellToPuzzle, unitToPuzzle };
}

/** The puzzle's own frame (nothing moves): the loop on the puzzle exactly as given. */
export function givenFrame(puzzle: ArrayLike<number>): CanonicalFrame {
  return frameOf(Uint8Array.from(puzzle), IDENTITY, false);
}

/** A grid of the puzzle (81 digits, 0 for blanks) in the canonical frame. */
export function gridInFrame(frame: CanonicalFrame, grid: ArrayLike<number>): Uint8Array {
  return applyTransform(frame.toCanonical, grid);
}

/** A letter as it reads in the other frame (the same both ways: L and C, W and Y swap under transposition). */
export function letterInFrame(frame: CanonicalFrame, letter: TechniqueLetter): TechniqueLetter {
  return frame.transposed ? (TRANSPOSED_LETTER[letter] ?? letter) : letter;
}

/** The enabled letters as the canonical frame reads them. */
export function lettersInFrame(
  frame: CanonicalFrame,
  letters: ReadonlySet<TechniqueLetter>,
): ReadonlySet<TechniqueLetter> {
  if (!frame.transposed) return letters;
  let swapped = transposedLetters.get(letters);
  if (!swapped)
    transposedLetters.set(letters, (swapped = new Set([...letters].map((letter) => letterInFrame(frame, letter)))));
  return swapped;
}

/** The weights as the canonical frame reads them (a weight for L is for the puzzle's rows). */
export function weightsInFrame(frame: CanonicalFrame, weights: EffortWeights): EffortWeights {
  if (!frame.transposed) return weights;
  let swapped = transposedWeights.get(weights);
  if (!swapped) {
    swapped = { ...weights };
    for (const [letter, partner] of Object.entries(TRANSPOSED_LETTER))
      swapped[letter as TechniqueLetter] = weights[partner as TechniqueLetter];
    transposedWeights.set(weights, swapped);
  }
  return swapped;
}

// Half of all puzzles have a transposed frame; the shared letter sets and weights (enabledLetters,
// resolveWeights without overrides) are swapped once, not once a puzzle. Neither is changed after.
const transposedLetters = new WeakMap<ReadonlySet<TechniqueLetter>, ReadonlySet<TechniqueLetter>>();
const transposedWeights = new WeakMap<EffortWeights, EffortWeights>();

/** A step label in the puzzle's frame; the full set's bracketed codes name no unit kind and stay. */
export function labelToPuzzle(frame: Pick<CanonicalFrame, 'transposed'>, label: string): string {
  if (!frame.transposed) return label;
  if (label.length === 1) return TRANSPOSED_LETTER[label] ?? label;
  let text = '';
  let inCode = false;
  for (const char of label) {
    if (char === '[') inCode = true;
    else if (char === ']') inCode = false;
    text += inCode ? char : (TRANSPOSED_LETTER[char] ?? char);
  }
  return text;
}

function cellCodeToPuzzle(frame: CanonicalFrame, code: number): number {
  return encodeElimination(frame.cellToPuzzle[eliminationCell(code)], frame.toPuzzle.digitMap[eliminationDigit(code)]);
}

/**
 * A logged step moved into the puzzle's frame in place (cell, value, label, removed candidates):
 * the loop's steps are fresh objects that nothing else holds, and the analyser maps every step
 * of every puzzle, so no copies are made.
 */
export function moveStepToPuzzle(frame: CanonicalFrame, step: LoggedStep): void {
  const digitMap = frame.toPuzzle.digitMap;
  const cell = frame.cellToPuzzle[(step.row - 1) * SIDE + step.col - 1];
  step.row = rowOf(cell) + 1;
  step.col = colOf(cell) + 1;
  step.value = digitMap[step.value];
  step.technique = labelToPuzzle(frame, step.technique);
  for (const elimination of step.eliminated) {
    const removed = frame.cellToPuzzle[(elimination[0] - 1) * SIDE + elimination[1] - 1];
    elimination[0] = rowOf(removed) + 1;
    elimination[1] = colOf(removed) + 1;
    elimination[2] = digitMap[elimination[2]];
  }
}

/** A deduction (cells, candidates, unit, chain links, fins) in the puzzle's frame. */
export function deductionToPuzzle(frame: CanonicalFrame, deduction: Deduction): Deduction {
  const cell = (canonical: number): number => frame.cellToPuzzle[canonical];
  const mapped: Deduction = {
    ...deduction,
    technique: letterInFrame(frame, deduction.technique),
    placeCell: deduction.placeCell >= 0 ? cell(deduction.placeCell) : -1,
    placeDigit: frame.toPuzzle.digitMap[deduction.placeDigit],
    eliminations: deduction.eliminations.map((code) => cellCodeToPuzzle(frame, code)),
    unit: deduction.unit >= 0 ? frame.unitToPuzzle[deduction.unit] : -1,
    patternCells: deduction.patternCells.map(cell),
  };
  if (deduction.links)
    mapped.links = deduction.links.map((link) => ({
      ...link,
      from: cellCodeToPuzzle(frame, link.from),
      to: cellCodeToPuzzle(frame, link.to),
    }));
  if (deduction.fins) mapped.fins = deduction.fins.map(cell);
  return mapped;
}

/** A candidate grid (9 rows of 9 strings such as "147", '' for a filled cell) in the puzzle's frame. */
export function candidateGridToPuzzle(frame: CanonicalFrame, grid: readonly (readonly string[])[]): string[][] {
  const result: string[][] = Array.from({ length: SIDE }, () => new Array<string>(SIDE).fill(''));
  for (let canonical = 0; canonical < CELL_COUNT; canonical++) {
    const text = grid[rowOf(canonical)][colOf(canonical)];
    if (text === '') continue;
    const cell = frame.cellToPuzzle[canonical];
    const digits = Array.from(text, (char) => frame.toPuzzle.digitMap[Number(char)]).sort((a, b) => a - b);
    result[rowOf(cell)][colOf(cell)] = digits.join('');
  }
  return result;
}

/**
 * The loop's outcome in the puzzle's frame: its steps (moved in place, moveStepToPuzzle), their
 * units and first deductions, and the letter a restricted set needs next.
 */
export function outcomeToPuzzle<Outcome extends AnalysisLoopOutcome<Deduction, TechniqueLetter>>(
  frame: CanonicalFrame,
  outcome: Outcome,
): Outcome {
  for (const step of outcome.steps) moveStepToPuzzle(frame, step);
  const mapped: Outcome = {
    ...outcome,
    units: outcome.units.map((unit) => (unit >= 0 ? frame.unitToPuzzle[unit] : unit)),
    firstDeductions: outcome.firstDeductions.map((deduction) => deduction && deductionToPuzzle(frame, deduction)),
  };
  if (outcome.stopped?.kind === 'no-progress')
    mapped.stopped = { ...outcome.stopped, letter: letterInFrame(frame, outcome.stopped.letter) };
  if (outcome.nextTechnique) {
    const next = letterInFrame(frame, outcome.nextTechnique);
    mapped.nextTechnique = next;
    if (next !== outcome.nextTechnique && outcome.stopped?.kind === 'techniques-exhausted') {
      const cellsLeft = frame.digits.reduce((count, digit) => count + (digit === 0 ? 1 : 0), 0) - outcome.steps.length;
      mapped.reason = restrictedStopReason(cellsLeft, next, TECHNIQUES[next].english);
    }
  }
  return mapped;
}
