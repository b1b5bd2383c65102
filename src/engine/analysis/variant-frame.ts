/**
 * The frame a puzzle of another kind is analysed in (issue 34, item 2b), as the 9×9 analysis runs
 * on the canonical form (analysis/canonical-frame.ts): the puzzle moved by the one of its layout's
 * own rotations and mirrors (layoutMoves: those that keep every unit a unit, a jigsaw's regions and
 * a colour map moving with the cells) that gives the least key, then its symbols numbered by first
 * appearance (label-frame.ts). The key reads the moved maps first, then the relabelled givens, both
 * in reading order, so every copy of a puzzle under those moves and any relabelling has the same
 * frame and analyses alike. What the analysis reports is mapped back to the puzzle as given:
 * cells, symbols, and the letters that name a unit's kind (L/C, W/Y swap when the move turns rows
 * into columns).
 */

import { labelToPuzzle } from './canonical-frame';
import type { LoggedStep } from './types';
import type { Geometry } from '../geometry/geometry';
import { layoutMoves, movedGeometry, movingUnitOfCell, type LayoutMove } from '../geometry/layout-moves';
import { labelFrameOf, relabelValues, type LabelFrame } from './label-frame';

export interface VariantFrame {
  /** The geometry of the frame's puzzle (a jigsaw's regions moved). */
  readonly geometry: Geometry;
  /** The frame's givens: the puzzle moved, its symbols numbered by first appearance. */
  readonly givens: number[];
  /** Cell i of the frame is the puzzle's cell sourceCell[i]. */
  readonly sourceCell: Int32Array;
  /** True when the frame's rows are the puzzle's columns. */
  readonly transposed: boolean;
  /** The puzzle's symbols into the frame's, and back (0 stays blank). */
  readonly toCanonical: Int32Array;
  readonly fromCanonical: Int32Array;
}

const movingUnits = new WeakMap<Geometry, Int32Array | null>();

/** Each cell's moving unit (−1: none), or null when no unit moves with the cells (every kind but jigsaw and colour). */
function movingUnitsOf(geometry: Geometry): Int32Array | null {
  let found = movingUnits.get(geometry);
  if (found === undefined) movingUnits.set(geometry, (found = movingUnitOfCell(geometry)));
  return found;
}

/** Scratch for keyIfLess: the number given so far to each moving unit and each symbol (0: none yet). */
let unitNumbers = new Int32Array(0);
let symbolNumbers = new Int32Array(0);

/**
 * Writes the key of a move into `key` — each cell's moving unit (when units move), then its given,
 * in reading order of the moved puzzle, each numbered by first appearance — and says whether it is
 * less than `best` (always, when there is none). Stops as soon as it is greater: most moves of a
 * puzzle part from the least one within a few cells.
 */
function keyIfLess(
  move: LayoutMove,
  givens: ArrayLike<number>,
  geometry: Geometry,
  units: Int32Array | null,
  best: Int32Array | null,
  key: Int32Array,
): boolean {
  const { sourceCell } = move;
  const cells = sourceCell.length;
  if (symbolNumbers.length < geometry.size + 1) symbolNumbers = new Int32Array(geometry.size + 1);
  symbolNumbers.fill(0, 0, geometry.size + 1);
  let tied = best !== null;
  let at = 0;
  if (units) {
    const unitCount = geometry.units.length;
    if (unitNumbers.length < unitCount) unitNumbers = new Int32Array(unitCount);
    unitNumbers.fill(0, 0, unitCount);
    let next = 1;
    for (let cell = 0; cell < cells; cell++, at++) {
      const unit = units[sourceCell[cell]];
      key[at] = unit < 0 ? -1 : unitNumbers[unit] || (unitNumbers[unit] = next++);
      if (tied && key[at] !== (best as Int32Array)[at]) {
        if (key[at] > (best as Int32Array)[at]) return false;
        tied = false;
      }
    }
  }
  let next = 1;
  for (let cell = 0; cell < cells; cell++, at++) {
    const value = givens[sourceCell[cell]];
    key[at] = value === 0 ? 0 : symbolNumbers[value] || (symbolNumbers[value] = next++);
    if (tied && key[at] !== (best as Int32Array)[at]) {
      if (key[at] > (best as Int32Array)[at]) return false;
      tied = false;
    }
  }
  return !tied;
}

/** Whether every given is one of the geometry's symbols or blank. */
function symbolsOnly(givens: ArrayLike<unknown>, size: number): boolean {
  for (let cell = 0; cell < givens.length; cell++) {
    const value = givens[cell];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > size) return false;
  }
  return true;
}

/** The frame of a puzzle; undefined when it has the wrong length or a given is not a symbol (the analysis then reports it as given). */
export function variantFrameOf(geometry: Geometry, givens: ArrayLike<number>): VariantFrame | undefined {
  if (givens.length !== geometry.cellCount || !symbolsOnly(givens, geometry.size)) return undefined;
  const moves = layoutMoves(geometry);
  let best = moves[0];
  if (moves.length > 1) {
    const units = movingUnitsOf(geometry);
    const length = (units ? 2 : 1) * geometry.cellCount;
    let bestKey = new Int32Array(length);
    let key = new Int32Array(length);
    keyIfLess(best, givens, geometry, units, null, bestKey);
    for (let m = 1; m < moves.length; m++) {
      if (!keyIfLess(moves[m], givens, geometry, units, bestKey, key)) continue;
      [bestKey, key] = [key, bestKey];
      best = moves[m];
    }
  }
  const { sourceCell } = best;
  const moved = new Array<number>(sourceCell.length);
  for (let cell = 0; cell < sourceCell.length; cell++) moved[cell] = givens[sourceCell[cell]];
  const labels = labelFrameOf(moved, geometry.size) as LabelFrame;
  return {
    geometry: movedGeometry(geometry, best),
    givens: relabelValues(labels.toCanonical, moved),
    sourceCell: best.sourceCell,
    transposed: best.transposed,
    toCanonical: labels.toCanonical,
    fromCanonical: labels.fromCanonical,
  };
}

/** Values by cell of the puzzle (a proven solution) in the frame. */
export function valuesToFrame(frame: VariantFrame, values: ArrayLike<number>): number[] {
  const { sourceCell, toCanonical } = frame;
  const result = new Array<number>(sourceCell.length);
  for (let cell = 0; cell < sourceCell.length; cell++) result[cell] = toCanonical[values[sourceCell[cell]]];
  return result;
}

/** Values by cell of the frame (givens, a solution) back on the puzzle. */
export function valuesToPuzzle(frame: VariantFrame, values: ArrayLike<number>): number[] {
  const { sourceCell, fromCanonical } = frame;
  const result = new Array<number>(values.length);
  for (let cell = 0; cell < sourceCell.length; cell++) result[sourceCell[cell]] = fromCanonical[values[cell]];
  return result;
}

/** Per cell candidates of the frame back on the puzzle, kept ascending. */
export function candidatesToPuzzle(frame: VariantFrame, grid: readonly (readonly number[])[]): number[][] {
  const result: number[][] = new Array<number[]>(grid.length);
  frame.sourceCell.forEach((source, cell) => {
    result[source] = grid[cell].map((symbol) => frame.fromCanonical[symbol]).sort((a, b) => a - b);
  });
  return result;
}

/** A technique list or a step label ("BLCEM[XYW]", "VL") as the other frame reads it (its own inverse). */
export function lettersAcross(frame: VariantFrame, label: string): string {
  return labelToPuzzle(frame, label);
}

interface StepShape extends LoggedStep {
  candidates?: number[][];
}

/**
 * A logged step of the frame (row and column 1-based in the bounding rectangle) moved onto the
 * puzzle in place: the loop's steps are fresh objects nothing else holds, and every step of every
 * analysis is moved, so no copies are made.
 */
export function moveStepToPuzzle(frame: VariantFrame, puzzle: Geometry, step: StepShape): void {
  const { cols, cellAt, cellRow, cellCol } = puzzle;
  const { sourceCell, fromCanonical } = frame;
  const cell = sourceCell[cellAt[(step.row - 1) * cols + (step.col - 1)]];
  step.row = cellRow[cell] + 1;
  step.col = cellCol[cell] + 1;
  step.value = fromCanonical[step.value];
  if (frame.transposed) step.technique = lettersAcross(frame, step.technique);
  for (const elimination of step.eliminated) {
    const removed = sourceCell[cellAt[(elimination[0] - 1) * cols + (elimination[1] - 1)]];
    elimination[0] = cellRow[removed] + 1;
    elimination[1] = cellCol[removed] + 1;
    elimination[2] = fromCanonical[elimination[2]];
  }
  if (step.candidates) step.candidates = candidatesToPuzzle(frame, step.candidates);
}
