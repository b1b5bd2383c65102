/**
 * Symmetric patterns (issue 18): a puzzle maker draws part of a pattern and has it completed
 * under a chosen symmetry, and is told which symmetries a drawn pattern already has. The shapes
 * are the cell maps of the equivalence transforms (transform.ts), so both agree on what a
 * rotation or mirror is.
 */

import { PuzzleError } from '../core/errors';
import { CELL_COUNT } from './layout';
import { TRANSPOSE, compose, permuteLines, rotation, type GridTransform } from './transform';
import { requireCells, requireName, requireText } from '../core/arguments';

export const SYMMETRIES = ['rotate180', 'rotate90', 'left-right', 'up-down', 'diagonal', 'anti-diagonal'] as const;
export type Symmetry = (typeof SYMMETRIES)[number];

const REVERSED = [8, 7, 6, 5, 4, 3, 2, 1, 0];

/** The map that generates each symmetry (rotate90 generates all four quarter turns). */
const GENERATORS: Readonly<Record<Symmetry, GridTransform>> = {
  rotate180: rotation(2),
  rotate90: rotation(1),
  'left-right': permuteLines(undefined, REVERSED),
  'up-down': permuteLines(REVERSED),
  diagonal: TRANSPOSE,
  'anti-diagonal': compose(TRANSPOSE, rotation(2)),
};

export const SYMMETRY_NAMES: Readonly<Record<Symmetry, string>> = {
  rotate180: '180° rotation',
  rotate90: '90° rotation',
  'left-right': 'left–right mirror',
  'up-down': 'top–bottom mirror',
  diagonal: 'main-diagonal mirror',
  'anti-diagonal': 'anti-diagonal mirror',
};

/** A symmetry from its name ("rotate180", "180", "diagonal", …), or PuzzleError('bad-input'). */
export function parseSymmetry(text: string): Symmetry {
  requireText(text, 'The symmetry');
  const key = text.trim().toLowerCase();
  const aliases: Record<string, Symmetry> = {
    '180': 'rotate180',
    '90': 'rotate90',
    mirror: 'left-right',
    horizontal: 'left-right',
    vertical: 'up-down',
    transpose: 'diagonal',
  };
  const found = (SYMMETRIES as readonly string[]).includes(key) ? (key as Symmetry) : aliases[key];
  if (!found) throw new PuzzleError('bad-input', `unknown symmetry "${text}": use one of ${SYMMETRIES.join(', ')}`);
  return found;
}

/** Whether the marked cells (non-zero entries of 81) look the same under the symmetry. */
export function hasSymmetry(marks: ArrayLike<number>, symmetry: Symmetry): boolean {
  requireCells(marks, 'The pattern');
  requireName(symmetry, SYMMETRIES, 'The symmetry');
  const { sourceCell } = GENERATORS[symmetry];
  for (let cell = 0; cell < CELL_COUNT; cell++) if (!marks[cell] !== !marks[sourceCell[cell]]) return false;
  return true;
}

/** Every symmetry the marked cells already have, in the order of SYMMETRIES. */
export function symmetriesOf(marks: ArrayLike<number>): Symmetry[] {
  return SYMMETRIES.filter((symmetry) => hasSymmetry(marks, symmetry));
}

/** The marks plus every cell a marked cell maps to under the symmetry (1 marks, 0 elsewhere). */
export function completeSymmetric(marks: ArrayLike<number>, symmetry: Symmetry): Uint8Array {
  return Uint8Array.from(markSources(marks, symmetry), (source) => (source >= 0 ? 1 : 0));
}

/**
 * For each cell of the completed pattern, the drawn cell whose mark it copies (itself when drawn;
 * -1 when it stays empty), so a completed cell can look like the mark it mirrors.
 */
export function markSources(marks: ArrayLike<number>, symmetry: Symmetry): Int8Array {
  requireCells(marks, 'The pattern');
  requireName(symmetry, SYMMETRIES, 'The symmetry');
  const { sourceCell } = GENERATORS[symmetry];
  const source = new Int8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) source[cell] = marks[cell] ? cell : -1;
  // A quarter turn needs three passes to reach the whole orbit; the others one.
  for (let pass = 0; pass < 3; pass++) {
    for (let cell = 0; cell < CELL_COUNT; cell++)
      if (source[cell] < 0 && source[sourceCell[cell]] >= 0) source[cell] = source[sourceCell[cell]];
  }
  return source;
}
