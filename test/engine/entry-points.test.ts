/**
 * The engine's exported entry points (those the command line and the pane call) throw only the
 * project's own error type, PuzzleError, whatever a JavaScript caller passes: wrong types, wrong
 * lengths, out-of-range numbers, odd options. Either they answer or they say what is wrong.
 */

import fc from 'fast-check';
import { analyzePuzzle, candidatesAtStep } from '../../src/engine/analysis/analyser';
import { isPuzzleError } from '../../src/engine/core/errors';
import { solveWithGa } from '../../src/engine/ga';
import { generateOne } from '../../src/engine/generator/generate';
import { parseGradeTarget } from '../../src/engine/generator/target';
import { hintFor } from '../../src/engine/analysis/hints';
import { parsePuzzleText } from '../../src/engine/board/cell-reader';
import { checkSolution, findConflicts } from '../../src/engine/board/rules';
import { countSolutions, solve } from '../../src/engine/solver/solver';
import { completeSymmetric, parseSymmetry, symmetriesOf } from '../../src/engine/board/symmetry';

/** Anything a caller may pass: any value, and near misses of a puzzle (81 cells of odd values, strings of odd lengths). */
const value = fc.oneof(
  fc.constantFrom(null, undefined, 0, NaN, '', {}, [], () => 0),
  fc.anything({
    withTypedArray: true,
    withSparseArray: true,
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
  }),
  fc.array(fc.oneof(fc.integer({ min: -3, max: 12 }), fc.double(), fc.constant(null), fc.string({ maxLength: 2 })), {
    minLength: 79,
    maxLength: 83,
  }),
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 81, maxLength: 81 }),
  fc.string({ minLength: 0, maxLength: 90 }),
);

/** Calls `call`; fails when what it throws is anything but a PuzzleError. */
function onlyPuzzleErrors(call: () => unknown): void {
  try {
    call();
  } catch (error) {
    if (!isPuzzleError(error))
      throw new Error(
        `threw ${String(error)} (${error instanceof Error ? error.name : typeof error}), not a PuzzleError`,
      );
  }
}

const ENTRY_POINTS: [string, (a: unknown, b: unknown, c: unknown) => unknown][] = [
  ['analyzePuzzle', (a, b) => analyzePuzzle(a as string, b as object)],
  ['candidatesAtStep', (a, b, c) => candidatesAtStep(a as string, b as number, c as object)],
  ['solve', (a, b) => solve(a as number[], b as number)],
  ['countSolutions', (a, b) => countSolutions(a as number[], b as number)],
  ['findConflicts', (a) => findConflicts(a as number[])],
  ['checkSolution', (a, b) => checkSolution(a as number[], b as number[])],
  ['hintFor', (a, b, c) => hintFor(a as string, b as string, c as object)],
  ['parsePuzzleText', (a) => parsePuzzleText(a as string)],
  ['parseGradeTarget', (a) => parseGradeTarget(a as string)],
  ['parseSymmetry', (a) => parseSymmetry(a as string)],
  ['symmetriesOf', (a) => symmetriesOf(a as number[])],
  ['completeSymmetric', (a, b) => completeSymmetric(a as number[], b as 'rotate180')],
  // Bounded work: a real pattern gets 20 ms, a real puzzle 5 generations.
  [
    'generateOne',
    (a, b) =>
      generateOne(a as Uint8Array, typeof b === 'object' && b !== null ? { ...b, timeLimitMs: 20 } : (b as object)),
  ],
  [
    'solveWithGa',
    (a, b) =>
      solveWithGa(
        a as number[],
        typeof b === 'object' && b !== null ? { ...b, generations: 5, population: 10 } : (b as object),
      ),
  ],
];

describe('engine entry points throw only PuzzleError', () => {
  it.each(ENTRY_POINTS)('%s', (_name, call) => {
    fc.assert(
      fc.property(value, value, value, (a, b, c) => onlyPuzzleErrors(() => call(a, b, c))),
      { numRuns: 300 },
    );
  });
});
