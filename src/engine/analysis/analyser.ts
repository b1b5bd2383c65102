/**
 * analyzePuzzle: the full analysis of SPEC §3–§6 for one puzzle. The puzzle is validated first
 * (readable, no conflicts, exactly one solution, found by the exact solver); then the human-style
 * loop (analysis-loop.ts) produces the step log, and the grade (§4) and effort (§5) follow from
 * it. Problems with the puzzle never throw: they give status 'invalid' with the typed error.
 */

import { LETTERS_IN_TRIAL_ORDER, enabledLetters } from './analysis-techniques';
import {
  describeValue,
  optionsOf,
  requireCellList,
  requireFunction,
  requireInstance,
  requireInteger,
  requireName,
  requireRecord,
  requireText,
} from '../core/arguments';
import { roundThousandths, runAnalysisLoop, type LoopOptions, type LoopOutcome } from './analysis-loop';
import { Board } from '../board/board';
import {
  canonicalFrame,
  candidateGridToPuzzle,
  givenFrame,
  lettersInFrame,
  outcomeToPuzzle,
  weightsInFrame,
  type CanonicalFrame,
} from './canonical-frame';
import { DEFAULT_WEIGHTS, resolveWeights } from './effort';
import { PuzzleError, isPuzzleError } from '../core/errors';
import { positionOf } from '../board/layout';
import { gradeOf } from './grade';
import { Digits, countGivens, digitsToString } from '../board/grid';
import { CELL_COUNT } from '../board/layout';
import { parsePuzzleText } from '../board/cell-reader';
import {
  FullPathRating,
  PATTERN_PATH_LETTERS,
  RATING_PATHS,
  ratingRoute,
  type RatingPath,
} from '../rating/rating-path';
import { conflictError, findConflicts } from '../board/rules';
import { solve } from '../solver/solver';
import { TECHNIQUE_SETS, labelLetters } from '../techniques/technique-codes';
import type { AnalysisResult, LoggedStep, TechniqueLetter, TechniqueSet } from './types';

export interface AnalyseOptions {
  /** Letters and codes enabled ("BLCMV[XYW]"); default: every one of the technique set. */
  techniques?: string;
  /** The technique set (default 'model', the 19 letters); without `techniques`, all of it is enabled. */
  techniqueSet?: TechniqueSet;
  weights?: Partial<Record<TechniqueLetter, number>>;
  index?: number;
  id?: string;
  /** Add to each step the candidate grid just before its placement (see CandidateGrid). */
  collectCandidates?: boolean;
  /** Monotonic milliseconds (tests pass a fake clock). */
  now?: () => number;
  /** Propagation passes the assumption search may spend (default DEFAULT_ASSUMPTION_BUDGET). */
  assumptionBudget?: number;
  /**
   * The path the rating reads (rating-path.ts): 'full', the full technique set's whatever set or
   * restriction is chosen (the default; SE's 0.944); 'patterns', on the whole model set the model
   * path continued with the full set's wings and unique rectangles where it needs A (on other sets
   * and restrictions their own path; 0.926, cheaper); or 'chosen', the analysis's own.
   */
  ratingPath?: RatingPath;
  /**
   * A position with pencil marks (issue 37): each cell's candidates, bit d − 1 for digit d, in the
   * puzzle's cell order (a filled cell's entry is not read). The analysis starts from these,
   * narrowed by the filled cells' peers; an empty cell whose candidates lack its solution digit
   * makes the position invalid.
   */
  candidates?: ArrayLike<number>;
}

/** 9 rows of 9 strings: an empty cell's candidates ("147"), '' for a filled cell. */
export type CandidateGrid = string[][];

/** A step with the candidate grid, when `collectCandidates` is set. */
export interface StepWithCandidates extends LoggedStep {
  candidates: CandidateGrid;
}

export interface ValidPuzzle {
  digits: Digits;
  solution: Digits;
}

const defaultNow = (): number => performance.now();

/** The options, checked once at the entry: an object whose fields, where given, are what they say. */
export function checkAnalyseOptions<T extends AnalyseOptions>(given: T | undefined): T {
  const options = optionsOf(given);
  const { techniques, techniqueSet, weights, index, id, now, assumptionBudget, ratingPath } = options;
  if (techniques !== undefined) requireText(techniques, 'The techniques');
  if (techniqueSet !== undefined) requireName(techniqueSet, TECHNIQUE_SETS, 'The technique set');
  if (weights !== undefined) resolveWeights(weights);
  if (index !== undefined) requireInteger(index, 'The index', 0, Number.MAX_SAFE_INTEGER);
  if (id !== undefined) requireText(id, 'The id');
  if (now !== undefined) requireFunction(now, 'The clock');
  if (assumptionBudget !== undefined)
    requireInteger(assumptionBudget, 'The assumption budget', 0, Number.MAX_SAFE_INTEGER);
  if (ratingPath !== undefined) requireName(ratingPath, RATING_PATHS, 'The rating path');
  if (options.candidates !== undefined) requireCandidateMasks(options.candidates);
  return options;
}

/**
 * Reads and checks a puzzle: its digits and unique solution, or throws the PuzzleError that says
 * what is wrong (bad input, conflict with its cells, no solution, several solutions with the
 * cells where two of them differ).
 */
export function validatePuzzle(puzzle: string | ArrayLike<number>): ValidPuzzle {
  const digits = typeof puzzle === 'string' ? parsePuzzleText(puzzle) : digitsFromArray(puzzle);
  const conflicts = findConflicts(digits);
  if (conflicts.length > 0) throw conflictError(conflicts);
  const { count, solutions } = solve(digits, 2);
  if (count === 0)
    throw new PuzzleError(
      'no-solution',
      'The puzzle has no solution: no way to fill the grid keeps every row, column and box free of repeats.',
    );
  if (count > 1) {
    const differing: number[] = [];
    for (let cell = 0; cell < CELL_COUNT; cell++) if (solutions[0][cell] !== solutions[1][cell]) differing.push(cell);
    throw new PuzzleError(
      'multiple-solutions',
      `The puzzle has more than one solution; two of them differ in ${differing.length} cells: ` +
        `${digitsToString(solutions[0])} and ${digitsToString(solutions[1])}.`,
      differing.map(positionOf),
    );
  }
  return { digits, solution: solutions[0] };
}

export function requireCandidateMasks(masks: ArrayLike<number>): void {
  requireCellList(masks, 'The candidates');
  if (masks.length !== CELL_COUNT)
    throw new PuzzleError('bad-input', `The candidates are one 9-bit mask per cell, 81 of them, not ${masks.length}.`);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const mask: unknown = masks[cell];
    if (!(typeof mask === 'number' && Number.isInteger(mask) && mask >= 0 && mask <= ALL_MASK)) {
      const [row, col] = positionOf(cell);
      throw new PuzzleError(
        'bad-input',
        `The candidates of (${row},${col}) are ${describeValue(mask)}, not a 9-bit mask 0–511.`,
        [[row, col]],
      );
    }
  }
}

const ALL_MASK = 0x1ff;

/** Refuses a position whose candidates strike the solution digit of an empty cell, naming every such cell. */
export function requireSolutionKept(digits: Digits, solution: Digits, masks: ArrayLike<number>): void {
  const struck: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++)
    if (digits[cell] === 0 && (masks[cell] & (1 << (solution[cell] - 1))) === 0) struck.push(cell);
  if (struck.length === 0) return;
  const named = struck.map((cell) => {
    const [row, col] = positionOf(cell);
    return `the candidates of (${row},${col}) exclude its solution digit ${solution[cell]}`;
  });
  throw new PuzzleError('no-solution', `The position has no solution: ${named.join('; ')}.`, struck.map(positionOf));
}

/** The board the loop starts from: the frame's puzzle, narrowed to the position's candidates when given (mapped into the frame). */
function startBoard(frame: CanonicalFrame, masks: ArrayLike<number> | undefined): Board {
  return narrowToCandidates(Board.fromDigits(frame.digits), frame, masks);
}

/** The board (in the frame) with each empty cell's candidates narrowed to the position's, given in the puzzle's frame. */
export function narrowToCandidates(board: Board, frame: CanonicalFrame, masks: ArrayLike<number> | undefined): Board {
  if (masks === undefined) return board;
  const digitMap = frame.toCanonical.digitMap;
  for (let canonical = 0; canonical < CELL_COUNT; canonical++) {
    if (board.values[canonical] !== 0) continue;
    const mask = masks[frame.cellToPuzzle[canonical]];
    let mapped = 0;
    for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) mapped |= 1 << (digitMap[d] - 1);
    board.candidates[canonical] &= mapped;
  }
  return board;
}

function digitsFromArray(puzzle: ArrayLike<number>): Digits {
  requireCellList(puzzle, 'The puzzle');
  if (puzzle.length !== CELL_COUNT) throw new PuzzleError('bad-input', `A puzzle has 81 cells, not ${puzzle.length}.`);
  const digits = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const held: unknown = puzzle[cell];
    // Numbers written as text count; an object or a symbol is no digit (and cannot always be made a number).
    const value = typeof held === 'object' && held !== null ? NaN : typeof held === 'symbol' ? NaN : Number(held);
    if (!(Number.isInteger(value) && value >= 0 && value <= 9)) {
      const [row, col] = positionOf(cell);
      throw new PuzzleError(
        'bad-input',
        `Cell (${row},${col}) holds ${describeValue(held)}, not a digit 1–9 or 0 for empty.`,
        [[row, col]],
      );
    }
    digits[cell] = value;
  }
  return digits;
}

/**
 * The analysis of a puzzle, the same for every isomorph of it (issue 16): the loop runs on the
 * puzzle's canonical form and its log is mapped back to the puzzle (canonical-frame.ts).
 */
export function analyzePuzzle(puzzle: string | ArrayLike<number>, given?: AnalyseOptions): AnalysisResult {
  return analyseInFrame(puzzle, checkAnalyseOptions(given), canonicalFrame);
}

/**
 * The loop on the puzzle exactly as given, in its own cell and digit order: what analyzePuzzle
 * does to the canonical form. Two isomorphs may get different logs and grades here.
 */
export function analyzeAsGiven(puzzle: string | ArrayLike<number>, given?: AnalyseOptions): AnalysisResult {
  return analyseInFrame(puzzle, checkAnalyseOptions(given), givenFrame);
}

function analyseInFrame(
  puzzle: string | ArrayLike<number>,
  options: AnalyseOptions,
  frameFor: (digits: Digits) => CanonicalFrame,
): AnalysisResult {
  const now = options.now ?? defaultNow;
  const startedAt = now();
  const base = { index: options.index ?? 0, id: options.id ?? String((options.index ?? 0) + 1) };
  let valid: ValidPuzzle;
  try {
    valid = validatePuzzle(puzzle);
    if (options.candidates !== undefined) requireSolutionKept(valid.digits, valid.solution, options.candidates);
  } catch (error) {
    if (!isPuzzleError(error)) throw error;
    const digits = safeDigits(puzzle);
    return invalidResult(
      {
        ...base,
        puzzle: digits ? digitsToString(digits) : typeof puzzle === 'string' ? puzzle : '',
        givens: digits ? countGivens(digits) : 0,
        timeMs: roundThousandths(now() - startedAt),
      },
      error,
    );
  }

  const frame = frameFor(valid.digits);
  const collect = options.collectCandidates === true;
  const grids: CandidateGrid[] = [];
  const rating = new FullPathRating(ratingRoute(options));
  const outcome = runInFrame(frame, options, startBoard(frame, options.candidates), {
    now,
    startedAt,
    beforePlacement: collect ? (current) => grids.push(candidateGrid(current)) : undefined,
    beforeAssumption: rating.beforeAssumption,
  });
  const steps = collect
    ? outcome.steps.map((step, i): StepWithCandidates => ({
        ...step,
        candidates: candidateGridToPuzzle(frame, grids[i]),
      }))
    : outcome.steps;
  const techniqueCounts = countLetters(outcome.steps);
  const result: AnalysisResult = {
    ...base,
    puzzle: digitsToString(valid.digits),
    givens: countGivens(valid.digits),
    status: outcome.conquered ? 'conquer' : 'not-conquer',
    solution: digitsToString(valid.solution),
    assumptions: outcome.assumptions,
    steps,
    techniqueCounts,
    effort: outcome.effort,
    timeMs: 0,
  };
  if (outcome.conquered) result.grade = gradeOf(techniqueCounts, outcome.assumptions);
  const rated = rating.of(
    outcome,
    (from) =>
      runLoopInFrame(
        frame,
        { ...options, techniques: undefined, techniqueSet: 'full' },
        { now, startedAt, log: from?.log },
        from?.board ?? startBoard(frame, options.candidates),
      ),
    (from) =>
      runLoopInFrame(
        frame,
        { ...options, techniqueSet: 'full' },
        { now, startedAt, log: from.log, measurementBudget: 0 },
        from.board,
        PATTERN_PATH_LETTERS,
      ),
  );
  if (rated !== undefined) result.rating = rated;
  if (!outcome.conquered) {
    result.reason = outcome.reason;
    result.stopped = outcome.stopped;
  }
  if (outcome.nextTechnique) result.nextTechnique = outcome.nextTechnique;
  result.timeMs = roundThousandths(now() - startedAt);
  return result;
}

type FrameLoopOptions = Pick<
  LoopOptions,
  'now' | 'startedAt' | 'beforePlacement' | 'beforeAssumption' | 'log' | 'measurementBudget' | 'maxSteps'
>;

/** The loop on the frame's puzzle with the options' letters and weights read in that frame; its outcome in the puzzle's frame. */
function runInFrame(frame: CanonicalFrame, options: AnalyseOptions, board: Board, loop: FrameLoopOptions): LoopOutcome {
  return outcomeToPuzzle(frame, runLoopInFrame(frame, options, loop, board));
}

/** The same, its outcome left in the frame (the rating reads no cell, and L and C, W and Y rate alike); `enabled` instead of the options' letters. */
function runLoopInFrame(
  frame: CanonicalFrame,
  options: AnalyseOptions,
  loop: FrameLoopOptions,
  board: Board,
  enabled?: ReadonlySet<TechniqueLetter>,
): LoopOutcome {
  return runAnalysisLoop(board, {
    ...loop,
    enabled: lettersInFrame(frame, enabled ?? enabledLetters(options.techniques, options.techniqueSet)),
    techniqueSet: options.techniqueSet,
    weights: weightsInFrame(frame, options.weights ? resolveWeights(options.weights) : DEFAULT_WEIGHTS),
    ratingWeights: weightsInFrame(frame, DEFAULT_WEIGHTS),
    assumptionBudget: options.assumptionBudget,
  });
}

/** What an invalid result says besides its error (index and id; the puzzle as read, if any). */
export interface InvalidResultFields {
  index: number;
  id: string;
  puzzle?: string;
  givens?: number;
  timeMs?: number;
}

/**
 * The one builder of an invalid AnalysisResult (SPEC §12): for a puzzle that could not be read,
 * conflicts, or has no or several solutions. Without an error: bad input, "No puzzle could be read."
 */
export function invalidResult(fields: InvalidResultFields, error?: PuzzleError): AnalysisResult {
  requireRecord(fields, 'The result fields');
  requireInteger(fields.index, 'The index', 0, Number.MAX_SAFE_INTEGER);
  requireText(fields.id, 'The id');
  if (fields.puzzle !== undefined) requireText(fields.puzzle, 'The puzzle');
  if (fields.givens !== undefined) requireInteger(fields.givens, 'The givens', 0, CELL_COUNT);
  if (error !== undefined) requireInstance(error, PuzzleError, 'The error');
  return {
    index: fields.index,
    id: fields.id,
    puzzle: fields.puzzle ?? '',
    givens: fields.givens ?? 0,
    status: 'invalid',
    error: error ? error.toJSON() : { kind: 'bad-input', message: 'No puzzle could be read.', cells: [] },
    assumptions: 0,
    steps: [],
    techniqueCounts: {},
    effort: 0,
    timeMs: fields.timeMs ?? 0,
  };
}

/**
 * The candidate grid as it stands just before step `stepNumber` is placed (its eliminations
 * applied), by replaying the analysis up to it; step 0 is the position after the givens, before
 * any deduction; after the last step, the final position.
 */
export function candidatesAtStep(
  puzzle: string | ArrayLike<number>,
  stepNumber: number,
  given?: AnalyseOptions,
): CandidateGrid {
  const options = checkAnalyseOptions(given);
  requireInteger(stepNumber, 'The step number', 0, Number.MAX_SAFE_INTEGER);
  const valid = validatePuzzle(puzzle);
  if (options.candidates !== undefined) requireSolutionKept(valid.digits, valid.solution, options.candidates);
  const frame = canonicalFrame(valid.digits);
  const board = startBoard(frame, options.candidates);
  let grid: CandidateGrid | undefined;
  const beforePlacement = (current: Board, n: number): void => {
    if (n === stepNumber) grid = candidateGrid(current);
  };
  runInFrame(frame, options, board, {
    now: options.now ?? defaultNow,
    startedAt: 0,
    beforePlacement,
    maxSteps: stepNumber,
  });
  return candidateGridToPuzzle(frame, grid ?? candidateGrid(board));
}

export function candidateGrid(board: Board): CandidateGrid {
  const grid: CandidateGrid = [];
  for (let row = 0; row < 9; row++) {
    const line: string[] = [];
    for (let col = 0; col < 9; col++) {
      const cell = row * 9 + col;
      let text = '';
      if (board.values[cell] === 0) for (let d = 1; d <= 9; d++) if (board.candidates[cell] & (1 << (d - 1))) text += d;
      line.push(text);
    }
    grid.push(line);
  }
  return grid;
}

/** Tallies of one-letter techniques by character code: counting every step's letters is on every analysis's path. */
const LETTER_TALLY = new Int32Array(128);

/** How often each letter appears in the labels, in trial order (S/K/D after the searches they follow). */
function countLetters(steps: readonly LoggedStep[]): Partial<Record<TechniqueLetter, number>> {
  const codeTally: Partial<Record<string, number>> = {};
  for (const step of steps) {
    const label = step.technique;
    // A model label is its letters; only a full-set label needs splitting into codes.
    if (!label.includes('[')) for (let i = 0; i < label.length; i++) LETTER_TALLY[label.charCodeAt(i) & 127]++;
    else
      for (const letter of labelLetters(label)) {
        if (letter.length === 1) LETTER_TALLY[letter.charCodeAt(0) & 127]++;
        else codeTally[letter] = (codeTally[letter] ?? 0) + 1;
      }
  }
  const counts: Partial<Record<TechniqueLetter, number>> = {};
  for (const letter of LETTERS_IN_TRIAL_ORDER) {
    const count = letter.length === 1 ? LETTER_TALLY[letter.charCodeAt(0)] : codeTally[letter];
    if (count) counts[letter] = count;
  }
  LETTER_TALLY.fill(0);
  return counts;
}

function safeDigits(puzzle: string | ArrayLike<number>): Digits | undefined {
  try {
    return typeof puzzle === 'string' ? parsePuzzleText(puzzle) : digitsFromArray(puzzle);
  } catch {
    return undefined;
  }
}
