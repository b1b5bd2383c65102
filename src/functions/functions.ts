/**
 * The SUDOKU worksheet functions (SPEC §15). The JSDoc below is the source of dist/functions.json
 * (custom-functions-metadata-plugin reads it and appends the CustomFunctions.associate calls);
 * dist/functions-ja.json takes the Japanese descriptions from functions-ja.json. Each function
 * only hands its arguments to sudoku-functions.ts and turns a FunctionError into an Excel error
 * value with its message; any other failure becomes #VALUE! with its message, never a throw.
 * The task pane page loads this bundle, so the functions share the pane's runtime.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- the metadata generator knows a range only as any[][] (an alias or unknown[][] is refused) */

import { FunctionError } from './function-errors';
import { languageOf } from '../report/display-language';
import {
  countFunction,
  effortFunction,
  givensFunction,
  gradeFunction,
  hintFunction,
  levelFunction,
  ratingFunction,
  solveFunction,
  techniquesFunction,
} from './sudoku-functions';
import type { CallContext } from './sudoku-functions';

function contextOf(invocation: CustomFunctions.Invocation | undefined): CallContext {
  const [puzzleAddress, gridAddress] = invocation?.parameterAddresses ?? [];
  return { language: languageOf(), puzzleAddress, gridAddress };
}

/** The function's result, or its error as an Excel error value carrying the message. */
function answer<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof FunctionError)
      throw new CustomFunctions.Error(CustomFunctions.ErrorCode[error.code], error.message);
    throw new CustomFunctions.Error(
      CustomFunctions.ErrorCode.invalidValue,
      error instanceof Error ? error.message : String(error),
    );
  }
}

/**
 * The solved grid, spilled to the puzzle's shape (one cell of text gives the solution as text).
 * @customfunction SOLVE
 * @requiresParameterAddresses
 * @param puzzle The puzzle: a 9×9 range (blank or . for an empty cell), a range of another kind, or one cell holding the puzzle as text.
 * @param [kind] The kind when not the 9×9: standard, diagonal, windoku, jigsaw, colour, samurai, combined …, with a box shape (4x3), grids (0,0;6,6) or maps after it.
 * @param invocation The call (Excel passes it).
 * @returns The solution.
 */
export function solve(puzzle: any[][], kind: string | undefined, invocation: CustomFunctions.Invocation): any[][] {
  return answer(() => solveFunction(puzzle, kind, contextOf(invocation)));
}

/**
 * The number of solutions: 0, 1, or 2 for two or more.
 * @customfunction COUNT
 * @requiresParameterAddresses
 * @param puzzle The puzzle: a 9×9 range, a range of another kind, or one cell holding the puzzle as text.
 * @param [kind] The kind when not the 9×9 (diagonal, jigsaw, samurai …).
 * @param invocation The call (Excel passes it).
 * @returns 0, 1 or 2.
 */
export function count(puzzle: any[][], kind: string | undefined, invocation: CustomFunctions.Invocation): number {
  return answer(() => countFunction(puzzle, kind, contextOf(invocation)));
}

/**
 * The grade's name, Beginner to Ultra Hard, from the analysis the way a person solves.
 * @customfunction GRADE
 * @requiresParameterAddresses
 * @param puzzle The puzzle: a 9×9 range, a range of another kind, or one cell holding the puzzle as text.
 * @param [techniques] The techniques a person knows: letters such as BLCMV, codes such as [XYW], model (the default) or full.
 * @param [kind] The kind when not the 9×9 (diagonal, jigsaw, samurai …).
 * @param invocation The call (Excel passes it).
 * @returns The grade's name.
 */
export function grade(
  puzzle: any[][],
  techniques: string | undefined,
  kind: string | undefined,
  invocation: CustomFunctions.Invocation,
): string {
  return answer(() => gradeFunction(puzzle, techniques, kind, contextOf(invocation)));
}

/**
 * The grade's level: 1 (Beginner) to 8 (Ultra Hard).
 * @customfunction LEVEL
 * @requiresParameterAddresses
 * @param puzzle The puzzle: a 9×9 range, a range of another kind, or one cell holding the puzzle as text.
 * @param [techniques] The techniques a person knows: letters such as BLCMV, codes such as [XYW], model (the default) or full.
 * @param [kind] The kind when not the 9×9 (diagonal, jigsaw, samurai …).
 * @param invocation The call (Excel passes it).
 * @returns The level, 1 to 8.
 */
export function level(
  puzzle: any[][],
  techniques: string | undefined,
  kind: string | undefined,
  invocation: CustomFunctions.Invocation,
): number {
  return answer(() => levelFunction(puzzle, techniques, kind, contextOf(invocation)));
}

/**
 * The total effort of the analysis (each technique's weight, assumptions by their size).
 * @customfunction EFFORT
 * @requiresParameterAddresses
 * @param puzzle The puzzle: a 9×9 range, a range of another kind, or one cell holding the puzzle as text.
 * @param [techniques] The techniques a person knows: letters such as BLCMV, codes such as [XYW], model (the default) or full.
 * @param [kind] The kind when not the 9×9 (diagonal, jigsaw, samurai …).
 * @param [weights] Effort weights instead of the defaults: letter=weight pairs in one cell (B=1,M=1.5,G=4), or a range of two columns, letter and weight.
 * @param invocation The call (Excel passes it).
 * @returns The effort.
 */
export function effort(
  puzzle: any[][],
  techniques: string | undefined,
  kind: string | undefined,
  weights: any[][],
  invocation: CustomFunctions.Invocation,
): number {
  return answer(() => effortFunction(puzzle, techniques, kind, weights, contextOf(invocation)));
}

/**
 * The rating on Sukaku Explainer's scale (about 1 to 12, larger is harder), from the hardest step and the effort.
 * @customfunction RATING
 * @requiresParameterAddresses
 * @param puzzle The puzzle: a 9×9 range, a range of another kind, or one cell holding the puzzle as text.
 * @param [techniques] The techniques a person knows: letters such as BLCMV, codes such as [XYW], model (the default) or full.
 * @param [kind] The kind when not the 9×9 (diagonal, jigsaw, samurai …).
 * @param [path] Which path it follows: full (the default: the full set's path, whatever the techniques; closest to SE) or standard (faster; on other kinds their own path).
 * @param invocation The call (Excel passes it).
 * @returns The rating.
 */
export function rating(
  puzzle: any[][],
  techniques: string | undefined,
  kind: string | undefined,
  path: string | undefined,
  invocation: CustomFunctions.Invocation,
): number {
  return answer(() => ratingFunction(puzzle, techniques, kind, path, contextOf(invocation)));
}

/**
 * The technique letters the analysis used, in trial order (for example BLCMV).
 * @customfunction TECHNIQUES
 * @requiresParameterAddresses
 * @param puzzle The puzzle: a 9×9 range, a range of another kind, or one cell holding the puzzle as text.
 * @param [techniques] The techniques a person knows: letters such as BLCMV, codes such as [XYW], model (the default) or full.
 * @param [kind] The kind when not the 9×9 (diagonal, jigsaw, samurai …).
 * @param invocation The call (Excel passes it).
 * @returns The letters used.
 */
export function techniques(
  puzzle: any[][],
  techniques: string | undefined,
  kind: string | undefined,
  invocation: CustomFunctions.Invocation,
): string {
  return answer(() => techniquesFunction(puzzle, techniques, kind, contextOf(invocation)));
}

/**
 * The next-move hint for a person's grid: wrong entries first, else where to look, the cell, or the value.
 * @customfunction HINT
 * @requiresParameterAddresses
 * @param puzzle The puzzle: a 9×9 range, a range of another kind, or one cell holding the puzzle as text.
 * @param [grid] The person's grid as it is now, the puzzle's shape (default: the puzzle itself).
 * @param [detail] 1 where to look and how (the default), 2 the cell, 3 the value.
 * @param [kind] The kind when not the 9×9 (diagonal, jigsaw, samurai …).
 * @param invocation The call (Excel passes it).
 * @returns The hint.
 */
export function hint(
  puzzle: any[][],
  grid: any[][],
  detail: number | undefined,
  kind: string | undefined,
  invocation: CustomFunctions.Invocation,
): string {
  return answer(() => hintFunction(puzzle, grid, detail, kind, contextOf(invocation)));
}

/**
 * The number of given cells.
 * @customfunction GIVENS
 * @requiresParameterAddresses
 * @param puzzle The puzzle: a 9×9 range, a range of another kind, or one cell holding the puzzle as text.
 * @param [kind] The kind when not the 9×9 (diagonal, jigsaw, samurai …).
 * @param invocation The call (Excel passes it).
 * @returns The number of givens.
 */
export function givens(puzzle: any[][], kind: string | undefined, invocation: CustomFunctions.Invocation): number {
  return answer(() => givensFunction(puzzle, kind, contextOf(invocation)));
}
