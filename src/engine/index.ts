/**
 * The engine's core entry (issue 34): reading, checking and solving a 9×9 grid, the project's
 * errors and limits, numbers as text, the seeded random source and the worker ramp. Every front end
 * (src/io, src/report, src/excel, src/taskpane, src/functions, src/cli) imports the engine through
 * this entry or one of the few beside it, each as light as what it serves, since the command line
 * loads a module only when a command first needs it (solve starts without the analysers):
 *   engine/analyser    the 9×9 analysis, hints, batches, ratings, technique codes and the registry
 *   engine/variants    every other kind: geometry, its solver, analysis, hints and generators
 *   engine/transforms  grid transforms, symmetries, full grids and canonical forms
 *   engine/generator   the 9×9 generator, its patterns and targets
 *   engine/ga          the genetic-algorithm solver
 *   engine/book        a graded puzzle book made from a plan
 * ESLint forbids importing anything else of the engine from outside it (eslint.config.mjs).
 */

export {
  BLANK_MARKS,
  NOT_A_SYMBOL,
  cellSymbol,
  cellValue,
  describeValue,
  digitsFromCells,
  foundText,
  isPuzzleLine,
  lineTail,
  lineTokens,
  parseCellTokens,
  parsePuzzleText,
  readPlainBytes,
  readPlainLine,
} from './board/cell-reader';
export {
  COMBINED_PRESETS,
  MAX_COMBINED_GRIDS,
  MAX_COMBINED_SQUARES,
  parseGridOffsets,
  parseLatticeLayout,
  presetSquareCounts,
} from './board/combined-layouts';
export { countGivens, digitsFromCanonical, digitsToString } from './board/grid';
export type { Digits } from './board/grid';
export { CELL_COUNT, SIDE, STANDARD_LAYOUT, cellLabel, positionOf } from './board/layout';
export { checkSolution, conflictError, findConflicts } from './board/rules';
export { PuzzleError, isPuzzleError } from './core/errors';
export type { CellPosition, InputProblem, PuzzleErrorKind } from './core/errors';
export { MAX_SYMBOLS } from './core/limits';
export { groupedNumber, oneDecimal } from './core/number-text';
export { createRandom, derivedSeed, seedFromString } from './core/random';
export { WorkerRamp } from './core/worker-ramp';
export type { InHand } from './core/worker-ramp';
export { countSolutions, solve, uniqueSolution } from './solver/solver';
export { loadPuzzle, searchLoaded } from './solver/solver-bitboard';
