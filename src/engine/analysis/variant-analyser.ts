/**
 * analyzeVariant: the full analysis of SPEC §3–§6 on any geometry (SPEC §11), shaped like the 9×9
 * AnalysisResult with the kind and size added, and the puzzle and solution as values per cell
 * (the front ends write them in the text forms). The puzzle is checked first (symbols, rule,
 * exactly one solution by the exact solver); problems give status 'invalid' with the typed error,
 * never a throw.
 */

import { roundThousandths, type StepLog } from './step-log';
import { labelTokens } from '../techniques/technique-codes';
import { DEFAULT_WEIGHTS, resolveWeights } from './effort';
import { ratingOf } from '../rating/rating';
import { PuzzleError, isPuzzleError } from '../core/errors';
import { GEOMETRIES, type Geometry, type VariantKind } from '../geometry/geometry';
import { requireCellList, requireFunction, requireInstance, requireInteger, requireNumbers } from '../core/arguments';
import { solveVariant } from '../geometry/solver';
import { variantRuleError } from '../geometry/rules';
import { checkAnalyseOptions, type AnalyseOptions } from './analyser';
import type { AnalysisResult, LoggedStep } from './types';
import { VariantBoard, valuesOf } from '../board/variant-board';
import type { VariantDeduction, VariantLetter } from './variant-deduction';
import { Deadline } from '../core/deadline';
import { runVariantLoop, type VariantLoopOutcome } from './variant-loop';
import { DEFAULT_RATING_PATH } from '../rating/rating-path';
import {
  candidatesToPuzzle,
  lettersAcross,
  moveStepToPuzzle,
  valuesToFrame,
  valuesToPuzzle,
  variantFrameOf,
  type VariantFrame,
} from './variant-frame';
import {
  VARIANT_TRIAL_ORDER,
  enabledVariantLetters,
  variantGrade,
  variantWeights,
  type VariantWeights,
} from './variant-techniques';

/** The 9×9 analyser's options (technique letters may include E), and a generator's time limit. */
export interface VariantAnalyseOptions extends AnalyseOptions {
  /** Called before each placement with its 1-based number: how far a long analysis has got (the pane's progress line). */
  onPlacement?: (step: number) => void;
  /** Once reached, the analysis stops, not conquered (reason: the time limit ran out). */
  deadline?: Deadline;
  /**
   * The solution, when the caller has proved it the only one (the combined generator's puzzles are
   * solved by logic alone, which proves it): the exact solver's count is then skipped, most of
   * the analysis of a nearly full layout of hundreds of grids. The givens' rule check stays.
   */
  provenSolution?: ArrayLike<number>;
}

/** Per cell: its candidates ascending, [] for a filled cell. */
export type VariantCandidates = number[][];

export interface VariantStepWithCandidates extends LoggedStep {
  candidates: VariantCandidates;
}

/**
 * The 9×9 AnalysisResult with the kind and size, the puzzle and solution as values by cell (the
 * front ends write the text forms), and E among the letters. Steps give row and column 1-based in
 * the bounding rectangle.
 */
export interface VariantAnalysisResult extends Omit<
  AnalysisResult,
  'puzzle' | 'solution' | 'techniqueCounts' | 'nextTechnique'
> {
  kind: VariantKind;
  size: { rows: number; cols: number; symbols: number };
  /** The givens by cell (0 blank). */
  puzzle: number[];
  /** The unique solution by cell, when it exists. */
  solution?: number[];
  techniqueCounts: Partial<Record<VariantLetter, number>>;
  nextTechnique?: VariantLetter;
}

export interface ValidVariant {
  values: Uint8Array;
  solution: Uint8Array;
}

/**
 * The rating reads the effort with the default weights, whatever a person chose (as on 9×9). L and
 * C (W and Y) weigh the same, so a transposed frame reads them alike. Its path is chosen as on 9×9
 * (rating-path.ts): by default the full set's (as far as other kinds have it), so that a person's
 * choice of techniques changes the grade and the log but not the rating; with 'chosen' or
 * 'patterns' (the command line's 'standard': other kinds have no pattern continuation) the
 * analysis's own. The model path and the full set's are the same until the model path first needs
 * A (the full set's codes are tried after the model's and before A), so a whole model set's is
 * continued by the full set from there (its own when it never assumes); a restriction's full path
 * runs from the start.
 */
const RATING_WEIGHTS: VariantWeights = variantWeights(DEFAULT_WEIGHTS);

/** The options, checked once at the entry. */
function checkVariantOptions(given: VariantAnalyseOptions | undefined): VariantAnalyseOptions {
  const options = checkAnalyseOptions(given);
  if (options.onPlacement !== undefined) requireFunction(options.onPlacement, 'The placement callback');
  if (options.deadline !== undefined) requireInstance(options.deadline, Deadline, 'The deadline');
  return options;
}

/** The givens and unique solution, or throws the PuzzleError saying what is wrong (naming cells). */
export function validateVariant(geometry: Geometry, givens: ArrayLike<number>): ValidVariant {
  GEOMETRIES.require(geometry, 'The geometry');
  requireCellList(givens, 'The givens', geometry.cellCount);
  if (givens.length !== geometry.cellCount) {
    throw new PuzzleError(
      'bad-input',
      `This ${geometry.kind} puzzle has ${geometry.cellCount} cells, not ${givens.length}.`,
    );
  }
  requireNumbers(givens, 'The givens', geometry.cellCount);
  const ruleError = variantRuleError(geometry, givens);
  if (ruleError) throw ruleError;
  const values = Uint8Array.from(givens);
  const { count, solution } = solveVariant(geometry, values, 2);
  if (count === 0 || !solution)
    throw new PuzzleError(
      'no-solution',
      'The puzzle has no solution: no way to fill it keeps every unit free of repeats.',
    );
  if (count > 1) throw new PuzzleError('multiple-solutions', 'The puzzle has more than one solution.');
  return { values, solution };
}

/** The givens with the caller's proven solution, after the checks that cost nothing. */
function provenValid(geometry: Geometry, givens: ArrayLike<number>, solution: ArrayLike<number>): ValidVariant {
  if (givens.length !== geometry.cellCount)
    throw new PuzzleError(
      'bad-input',
      `This ${geometry.kind} puzzle has ${geometry.cellCount} cells, not ${givens.length}.`,
    );
  const ruleError = variantRuleError(geometry, givens);
  if (ruleError) throw ruleError;
  return { values: Uint8Array.from(givens), solution: Uint8Array.from(solution) };
}

/**
 * The analysis of the puzzle in its frame (variant-frame.ts: moved by one of its layout's own
 * rotations and mirrors, symbols numbered by first appearance), mapped back: moved and relabelled
 * copies of a puzzle analyse alike. An invalid puzzle is reported as given, so that its message
 * names the person's own cells and symbols.
 */
export function analyzeVariant(
  geometry: Geometry,
  givens: ArrayLike<number>,
  given?: VariantAnalyseOptions,
): VariantAnalysisResult {
  GEOMETRIES.require(geometry, 'The geometry');
  requireCellList(givens, 'The givens', geometry.cellCount);
  const options = checkVariantOptions(given);
  // A technique list is read as the person wrote it, before the frame may swap its row and column letters.
  const enabled = enabledVariantLetters(options.techniques, `on ${geometry.kind} puzzles`, options.techniqueSet);
  const frame = variantFrameOf(geometry, givens);
  if (!frame) return analyseAsGiven(geometry, givens, options, weightsOf(options), enabled);
  const inFrame = analyseAsGiven(
    frame.geometry,
    frame.givens,
    optionsInFrame(frame, options),
    weightsOf(options, frame),
    lettersInFrame(frame, enabled),
  );
  if (inFrame.status === 'invalid') return analyseAsGiven(geometry, givens, options, weightsOf(options), enabled);
  const steps = inFrame.steps;
  for (const step of steps) moveStepToPuzzle(frame, geometry, step);
  const result: VariantAnalysisResult = {
    ...inFrame,
    puzzle: valuesToPuzzle(frame, inFrame.puzzle),
    steps,
    // A transposed frame's rows are the puzzle's columns: L and C (W and Y) are counted as the puzzle has them.
    techniqueCounts: frame.transposed ? countLetters(steps) : inFrame.techniqueCounts,
  };
  if (inFrame.solution) result.solution = valuesToPuzzle(frame, inFrame.solution);
  if (inFrame.nextTechnique) result.nextTechnique = letterAcross(frame, inFrame.nextTechnique);
  return result;
}

/** The options as the frame reads them: the proven solution moved. */
function optionsInFrame(frame: VariantFrame, options: VariantAnalyseOptions): VariantAnalyseOptions {
  return { ...options, provenSolution: options.provenSolution && valuesToFrame(frame, options.provenSolution) };
}

/** One letter or code as the other frame reads it: L and C, W and Y swapped when transposed; a longer code ([XYW]) as it is. */
function letterAcross(frame: VariantFrame, letter: VariantLetter): VariantLetter {
  return letter.length === 1 ? (lettersAcross(frame, letter) as VariantLetter) : letter;
}

/** The enabled letters as the frame reads them: L and C, W and Y swapped when transposed. */
function lettersInFrame(frame: VariantFrame, enabled: Set<VariantLetter>): Set<VariantLetter> {
  if (!frame.transposed) return enabled;
  return new Set([...enabled].map((letter) => letterAcross(frame, letter)));
}

/** The weights of the letters, E weighing as the puzzle's L, as the frame reads them (L and C, W and Y swapped when transposed). */
function weightsOf(options: VariantAnalyseOptions, frame?: VariantFrame): VariantWeights {
  // The default weights are the rating's, one object: the step log then sums the effort once (StepLog.ratingWeights).
  if (options.weights === undefined) return RATING_WEIGHTS;
  const weights = variantWeights(resolveWeights(options.weights));
  if (!frame?.transposed) return weights;
  const swapped = { ...weights };
  for (const letter of ['L', 'C', 'W', 'Y'] as const)
    swapped[lettersAcross(frame, letter) as VariantLetter] = weights[letter];
  return swapped;
}

/**
 * The analysis of the puzzle exactly as given, choices in reading order and ascending symbol: the
 * route analyzeVariant takes on the canonical relabelling, open for tests that pin the scan orders.
 */
export function analyzeVariantAsGiven(
  geometry: Geometry,
  givens: ArrayLike<number>,
  given?: VariantAnalyseOptions,
): VariantAnalysisResult {
  GEOMETRIES.require(geometry, 'The geometry');
  requireCellList(givens, 'The givens', geometry.cellCount);
  return analyseAsGiven(geometry, givens, checkVariantOptions(given));
}

function analyseAsGiven(
  geometry: Geometry,
  givens: ArrayLike<number>,
  options: VariantAnalyseOptions,
  weights = weightsOf(options),
  enabled = enabledVariantLetters(options.techniques, `on ${geometry.kind} puzzles`, options.techniqueSet),
): VariantAnalysisResult {
  if (options.provenSolution !== undefined)
    requireCellList(options.provenSolution, 'The proven solution', geometry.cellCount);
  const now = options.now ?? (() => performance.now());
  const startedAt = now();
  // Only numbers are kept: what is not one makes the puzzle invalid below, and some values cannot even be made one.
  const puzzle = Array.from(givens, (value: unknown) => (typeof value === 'number' ? value : NaN));
  const base = {
    index: options.index ?? 0,
    id: options.id ?? String((options.index ?? 0) + 1),
    kind: geometry.kind,
    size: { rows: geometry.rows, cols: geometry.cols, symbols: geometry.size },
    puzzle,
    givens: puzzle.filter((value) => value !== 0).length,
    assumptions: 0,
    steps: [],
    techniqueCounts: {},
    effort: 0,
  };
  let valid: ValidVariant;
  try {
    valid = options.provenSolution
      ? provenValid(geometry, givens, options.provenSolution)
      : validateVariant(geometry, givens);
  } catch (error) {
    if (!isPuzzleError(error)) throw error;
    return { ...base, status: 'invalid', error: error.toJSON(), timeMs: roundThousandths(now() - startedAt) };
  }
  const board = VariantBoard.fromValues(geometry, valid.values);
  const grids: VariantCandidates[] = [];
  // Where the model path first needs A, the full set's path (which rates it) parts from it: kept to continue from.
  let firstAssumption: PathFork | undefined;
  const forksForRating = (options.ratingPath ?? DEFAULT_RATING_PATH) === 'full' && wholeModelSet(options);
  const outcome = runVariantLoop(board, {
    enabled,
    weights,
    beforeAssumption: forksForRating
      ? (current, log) => {
          if (firstAssumption) return;
          const copy = VariantBoard.fromValues(geometry, valid.values);
          copy.copyFrom(current);
          firstAssumption = { board: copy, log: log.fork() };
        }
      : undefined,
    now,
    startedAt,
    assumptionBudget: options.assumptionBudget,
    deadline: options.deadline,
    ratingWeights: RATING_WEIGHTS,
    techniqueSet: options.techniqueSet,
    beforePlacement:
      options.collectCandidates || options.onPlacement
        ? (current, step) => {
            if (options.collectCandidates) grids.push(variantCandidates(current));
            options.onPlacement?.(step);
          }
        : undefined,
  });
  const steps = options.collectCandidates
    ? outcome.steps.map((step, i): VariantStepWithCandidates => ({ ...step, candidates: grids[i] }))
    : outcome.steps;
  const techniqueCounts = countLetters(outcome.steps);
  const result: VariantAnalysisResult = {
    ...base,
    status: outcome.conquered ? 'conquer' : 'not-conquer',
    solution: Array.from(valid.solution),
    assumptions: outcome.assumptions,
    steps,
    techniqueCounts,
    effort: outcome.effort,
    timeMs: 0,
  };
  if (outcome.conquered) result.grade = variantGrade(techniqueCounts, outcome.assumptions);
  else result.reason = outcome.reason;
  const rating = ratingByPath(geometry, valid.values, options, outcome, firstAssumption);
  if (rating !== undefined) result.rating = rating;
  if (outcome.nextTechnique) result.nextTechnique = outcome.nextTechnique;
  result.timeMs = roundThousandths(now() - startedAt);
  return result;
}

/** The rating of the path options.ratingPath names (module comment above); undefined when that path does not conquer. */
interface PathFork {
  board: VariantBoard;
  log: StepLog<VariantDeduction>;
}

function wholeModelSet(options: VariantAnalyseOptions): boolean {
  return options.techniques === undefined && (options.techniqueSet ?? 'model') === 'model';
}

/**
 * The rating of the path options.ratingPath names (module comment above); undefined when that path
 * does not conquer. A whole model set's full path continues from where the model path first needed
 * A (`fork`); a restriction's runs from the start.
 */
function ratingByPath(
  geometry: Geometry,
  values: Uint8Array,
  options: VariantAnalyseOptions,
  own: VariantLoopOutcome,
  fork: PathFork | undefined,
): number | undefined {
  const ownRating = own.conquered ? ratingOf(own.steps, own.ratingEffort) : undefined;
  const path = options.ratingPath ?? DEFAULT_RATING_PATH;
  const wholeSet = options.techniques === undefined;
  if (path !== 'full' || (wholeSet && options.techniqueSet === 'full')) return ownRating;
  if (wholeModelSet(options) && !fork) return ownRating;
  const full = runVariantLoop(fork?.board ?? VariantBoard.fromValues(geometry, values), {
    enabled: enabledVariantLetters(undefined, `on ${geometry.kind} puzzles`, 'full'),
    weights: RATING_WEIGHTS,
    now: () => 0,
    startedAt: 0,
    assumptionBudget: options.assumptionBudget,
    deadline: options.deadline,
    ratingWeights: RATING_WEIGHTS,
    techniqueSet: 'full',
    reportNext: false,
    log: fork?.log,
  });
  return full.conquered ? ratingOf(full.steps, full.ratingEffort) : undefined;
}

/**
 * The candidates as they stand just before step `stepNumber` is placed (its eliminations
 * applied), by replaying the analysis up to it; step 0 is the position after the givens, before
 * any deduction; after the last step, the final position.
 */
export function variantCandidatesAtStep(
  geometry: Geometry,
  givens: ArrayLike<number>,
  stepNumber: number,
  given?: VariantAnalyseOptions,
): VariantCandidates {
  validateVariant(geometry, givens);
  requireInteger(stepNumber, 'The step number', 0, Number.MAX_SAFE_INTEGER);
  const options = checkVariantOptions(given);
  // The steps are those of analyzeVariant, which runs in the puzzle's frame.
  const frame = variantFrameOf(geometry, givens);
  const enabled = enabledVariantLetters(options.techniques, `on ${geometry.kind} puzzles`, options.techniqueSet);
  const board = VariantBoard.fromValues(frame?.geometry ?? geometry, frame?.givens ?? givens);
  let found: VariantCandidates | undefined;
  runVariantLoop(board, {
    enabled: frame ? lettersInFrame(frame, enabled) : enabled,
    weights: weightsOf(options, frame),
    now: options.now ?? (() => 0),
    startedAt: 0,
    assumptionBudget: options.assumptionBudget,
    maxSteps: stepNumber,
    beforePlacement: (current, n) => {
      if (n === stepNumber) found = variantCandidates(current);
    },
  });
  const grid = found ?? variantCandidates(board);
  return frame ? candidatesToPuzzle(frame, grid) : grid;
}

export function variantCandidates(board: VariantBoard): VariantCandidates {
  return Array.from({ length: board.geometry.cellCount }, (_, cell) =>
    board.values[cell] === 0 ? valuesOf(board, cell) : [],
  );
}

/** How often each letter appears in the labels, in trial order (S/K/D after the searches they follow). */
function countLetters(steps: readonly LoggedStep[]): Partial<Record<VariantLetter, number>> {
  const tally = new Map<string, number>();
  // A label reads back into its codes: "[XYW]L" is XY-Wing then L, never X, Y and W.
  for (const step of steps) {
    // Model labels are one character a letter: read them without splitting.
    const tokens: ArrayLike<string> = step.technique.includes('[') ? labelTokens(step.technique) : step.technique;
    for (let i = 0; i < tokens.length; i++) tally.set(tokens[i], (tally.get(tokens[i]) ?? 0) + 1);
  }
  const counts: Partial<Record<VariantLetter, number>> = {};
  for (const letter of [
    ...VARIANT_TRIAL_ORDER.filter((letter) => letter !== 'A'),
    'S',
    'K',
    'D',
    'A',
  ] as VariantLetter[]) {
    const count = tally.get(letter);
    if (count) counts[letter] = count;
  }
  return counts;
}
