/**
 * What a technique module reports on any geometry: the variant counterpart of techniques/technique.ts,
 * with candidates coded for up to 49 values and the extra-unit hidden single E among the letters.
 * Finders never mutate the board: the loop applies the deduction so that it can log what changed.
 */

import type { TechniqueLetter } from './types';
import type { VariantBoard } from '../board/variant-board';

/** Every 9×9 letter, plus E: a hidden single in an extra unit (diagonal, window, colour unit). */
export type VariantLetter = TechniqueLetter | 'E';

export interface VariantDeduction {
  technique: VariantLetter;
  /** The cell a placement fills, or -1. */
  placeCell: number;
  /** The value placed (1…N), or 0. */
  placeValue: number;
  /** Candidates removed, each coded by candidateCode (candidate-code.ts). */
  eliminations: number[];
  /** The unit the deduction is about (hints: "look at grid 2 row 3"), or -1. */
  unit: number;
  /** The cells of the pattern, for hints and highlighting. */
  patternCells: number[];
}

export type VariantFinder = (board: VariantBoard) => VariantDeduction | null;

export function placementOf(technique: VariantLetter, cell: number, value: number, unit: number): VariantDeduction {
  return { technique, placeCell: cell, placeValue: value, eliminations: [], unit, patternCells: [cell] };
}

export function eliminationOf(
  technique: VariantLetter,
  eliminations: number[],
  unit: number,
  patternCells: number[],
): VariantDeduction {
  return { technique, placeCell: -1, placeValue: 0, eliminations, unit, patternCells };
}
