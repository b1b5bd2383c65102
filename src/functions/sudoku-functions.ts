/**
 * What each worksheet function of the SUDOKU namespace computes, on plain values: a range is rows
 * of cell values, as Excel passes it. functions.ts registers these with Excel and turns a
 * FunctionError into an Excel error value; everything here runs under jest without Office.
 *
 * Work is bounded so a formula never hangs a workbook: the analysis has a smaller assumption
 * budget than the pane's, and the solution search on another kind a branch budget (every function
 * but GIVENS searches it first); past either the function answers #N/A saying so.
 */

import {
  analyzePuzzle,
  requireSolutionKept,
  validatePuzzle,
  type AnalyseOptions,
  LETTERS_IN_TRIAL_ORDER,
  hintFor,
  type Hint,
  RATING_CHOICES,
  isRatingChoice,
  ratingPathOption,
  readTechniqueList,
  type RatingPath,
  type AnalysisResult,
  type ErrorInfo,
  type TechniqueLetter,
  type TechniqueSet,
} from '../engine/analyser';
import { countSolutions, digitsToString, isPuzzleError } from '../engine';
import { solveVariant, analyzeVariant, validateVariant, variantHintFor } from '../engine/variants';
import { formatVariantPuzzle } from '../io/variant-text';
import { gradeNameIn } from '../report/analysis-labels';
import { hintLevels, hintText } from '../report/hint-words';
import { readWeightPairs, readWeightsText, weightsProblemText, type WeightsReading } from '../report/weights-text';
import { nextTechniqueJa, stopReasonJa } from '../report/results-sheet';
import { FunctionError, addressIn, placeOf, puzzleFailure } from './function-errors';
import type { Language } from './function-errors';
import { readGridArgument, readKindArgument, readPuzzleArgument } from './puzzle-argument';
import type { PuzzleArgument, SheetRange } from './puzzle-argument';

/** Assumption passes one analysis may spend in a formula (the pane allows 300,000). */
export const FUNCTION_ASSUMPTION_BUDGET = 100_000;
/** Search branches the solution search may spend on a puzzle of another kind before answering #N/A. */
export const FUNCTION_BRANCH_BUDGET = 200_000;

/** What Excel tells a function besides its arguments: the display language and the arguments' addresses. */
export interface CallContext {
  language: Language;
  /** The puzzle argument's address ("Sheet1!B2:J10"), when Excel passed it. */
  puzzleAddress?: string;
  /** The grid argument's address (HINT), when Excel passed it. */
  gridAddress?: string;
  /** Other budgets than FUNCTION_ASSUMPTION_BUDGET and FUNCTION_BRANCH_BUDGET. */
  budgets?: { assumptions?: number; branches?: number };
}

export type CellResult = string | number;

function readPuzzle(puzzle: SheetRange, kind: unknown, context: CallContext): PuzzleArgument {
  return readPuzzleArgument(puzzle, readKindArgument(kind), placeOf(puzzle, context.puzzleAddress), context.language);
}

/** The analysis's starting candidates: a position's pencil marks (issue 37), else none. */
function startingCandidates(read: PuzzleArgument): Pick<AnalyseOptions, 'candidates'> {
  return read.position ? { candidates: read.position.candidates } : {};
}

/** The 9×9's solution; a position's marks must keep every empty cell's solution digit (else PuzzleError naming the cells). */
function nineSolution(read: PuzzleArgument): Uint8Array {
  const { digits, solution } = validatePuzzle(read.nine!);
  if (read.position) requireSolutionKept(digits, solution, read.position.candidates);
  return solution;
}

/** Runs `work`, turning a PuzzleError about the puzzle into the function's error. */
function aboutPuzzle<T>(puzzle: PuzzleArgument, context: CallContext, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (isPuzzleError(error)) throw puzzleFailure(error, puzzle.place, context.language);
    throw error;
  }
}

/** Values by cell laid out as the puzzle was: one cell of text, or the range's rows ('' where no grid covers). */
function laidOut(puzzle: PuzzleArgument, values: ArrayLike<number>): CellResult[][] {
  if (puzzle.nine) {
    if (puzzle.oneCell) return [[digitsToString(values)]];
    return Array.from({ length: 9 }, (_, row) => Array.from({ length: 9 }, (_, col) => values[row * 9 + col]));
  }
  const { geometry } = puzzle.variant!;
  if (puzzle.oneCell) return [[formatVariantPuzzle(geometry, values).split(' ')[0]]];
  return Array.from({ length: geometry.rows }, (_, row) =>
    Array.from({ length: geometry.cols }, (_, col) => {
      const cell = geometry.cellAt[row * geometry.cols + col];
      return cell < 0 ? '' : values[cell];
    }),
  );
}

/**
 * The solution count of a puzzle of another kind (up to 2), or #N/A when the search passes its
 * branch budget; run first, it bounds the searches after it, which repeat it.
 */
function boundedVariantCount(read: PuzzleArgument, context: CallContext): number {
  const { count, outOfBudget } = solveVariant(
    read.variant!.geometry,
    read.variant!.givens,
    2,
    undefined,
    context.budgets?.branches ?? FUNCTION_BRANCH_BUDGET,
  );
  if (outOfBudget) throw new FunctionError('notAvailable', words(context).searchBudget);
  return count;
}

/** SUDOKU.SOLVE: the unique solution in the puzzle's shape. */
export function solveFunction(puzzle: SheetRange, kind: unknown, context: CallContext): CellResult[][] {
  const read = readPuzzle(puzzle, kind, context);
  if (read.variant) boundedVariantCount(read, context);
  const solution = aboutPuzzle(read, context, () =>
    read.nine ? nineSolution(read) : validateVariant(read.variant!.geometry, read.variant!.givens).solution,
  );
  return laidOut(read, solution);
}

/** SUDOKU.COUNT: 0, 1, or 2 for two or more solutions (clashing givens count 0; a position whose marks strike its one solution 0). */
export function countFunction(puzzle: SheetRange, kind: unknown, context: CallContext): number {
  const read = readPuzzle(puzzle, kind, context);
  if (!read.nine) return boundedVariantCount(read, context);
  const count = countSolutions(read.nine, 2);
  if (count !== 1 || !read.position) return count;
  try {
    nineSolution(read);
    return 1;
  } catch (error) {
    if (isPuzzleError(error)) return 0;
    throw error;
  }
}

/** SUDOKU.GIVENS: how many cells are given. */
export function givensFunction(puzzle: SheetRange, kind: unknown, context: CallContext): number {
  const read = readPuzzle(puzzle, kind, context);
  const values = read.nine ?? read.variant!.givens;
  // A position's digits placed during the solve (HoDoKu's "+") are no givens.
  const placed = read.position?.placed;
  let givens = 0;
  for (let cell = 0; cell < values.length; cell++) if (values[cell] !== 0 && !placed?.[cell]) givens++;
  return givens;
}

/** The analysis options a techniques argument asks for: nothing (the model set), "full", "model", or letters and codes. */
function techniqueOptions(
  techniques: unknown,
  context: CallContext,
): { techniques?: string; techniqueSet?: TechniqueSet } {
  const text =
    typeof techniques === 'string'
      ? techniques.trim()
      : techniques === null || techniques === undefined
        ? ''
        : String(techniques);
  if (text === '') return {};
  if (/^(full|model)$/i.test(text)) return { techniqueSet: text.toLowerCase() as TechniqueSet };
  const { unknown } = readTechniqueList(text);
  if (unknown.length > 0) throw new FunctionError('invalidValue', words(context).unknownTechniques(unknown));
  return { techniques: text };
}

/** What the functions read of a 9×9 or variant analysis (a variant's letters include E). */
type Analysis = Pick<AnalysisResult, 'status' | 'grade' | 'effort' | 'rating' | 'stopped' | 'reason'> & {
  error?: ErrorInfo;
  nextTechnique?: string;
  techniqueCounts: Record<string, number | undefined>;
};

/** The path argument of SUDOKU.RATING: blank or "full" (the default, the full set's path), or "standard". */
function ratingPathArgument(path: unknown, context: CallContext): { ratingPath?: RatingPath } {
  const text =
    typeof path === 'string' ? path.trim().toLowerCase() : path === null || path === undefined ? '' : String(path);
  if (text === '') return {};
  if (!isRatingChoice(text)) throw new FunctionError('invalidValue', words(context).unknownRatingPath(String(path)));
  return ratingPathOption(text);
}

/** For the functions that do not read the rating: its cheapest path (the analysis's own); the rest of the analysis is the same on every path. */
const RATING_UNREAD = { ratingPath: 'chosen' } as const;

/** The conquered analysis of the puzzle, or the function's error saying why there is none. */
function conqueredAnalysis(
  puzzle: SheetRange,
  techniques: unknown,
  kind: unknown,
  context: CallContext,
  more: Pick<AnalyseOptions, 'ratingPath' | 'weights'> = {},
): Analysis {
  const read = readPuzzle(puzzle, kind, context);
  const options = {
    ...techniqueOptions(techniques, context),
    ...more,
    assumptionBudget: context.budgets?.assumptions ?? FUNCTION_ASSUMPTION_BUDGET,
  };
  if (read.variant) boundedVariantCount(read, context);
  const result: Analysis = read.nine
    ? analyzePuzzle(read.nine, { ...options, ...startingCandidates(read) })
    : variantAnalysis(read.variant!, options);
  if (result.status === 'invalid' && result.error) throw puzzleFailure(result.error, read.place, context.language);
  if (result.status !== 'conquer') throw new FunctionError('notAvailable', words(context).notConquered(result));
  return result;
}

/** Another kind's analysis; a technique it does not have yet, named in the list, is the list's error (in English: the engine's words). */
function variantAnalysis(
  variant: NonNullable<PuzzleArgument['variant']>,
  options: Parameters<typeof analyzeVariant>[2],
): Analysis {
  try {
    return analyzeVariant(variant.geometry, variant.givens, options);
  } catch (error) {
    if (isPuzzleError(error) && error.kind === 'bad-input') throw new FunctionError('invalidValue', error.message);
    throw error;
  }
}

/** SUDOKU.GRADE: the grade's name in the display language. */
export function gradeFunction(puzzle: SheetRange, techniques: unknown, kind: unknown, context: CallContext): string {
  const { grade } = conqueredAnalysis(puzzle, techniques, kind, context, RATING_UNREAD);
  return gradeNameIn(grade!.name, context.language);
}

/** SUDOKU.LEVEL: the grade's level, 1 (Beginner) to 8 (Ultra Hard). */
export function levelFunction(puzzle: SheetRange, techniques: unknown, kind: unknown, context: CallContext): number {
  return conqueredAnalysis(puzzle, techniques, kind, context, RATING_UNREAD).grade!.level;
}

/** SUDOKU.EFFORT: the analysis's total effort (SPEC §5) with the given weights (the defaults where none is given). */
export function effortFunction(
  puzzle: SheetRange,
  techniques: unknown,
  kind: unknown,
  weights: unknown,
  context: CallContext,
): number {
  return conqueredAnalysis(puzzle, techniques, kind, context, {
    ...RATING_UNREAD,
    ...weightsArgument(weights, context),
  }).effort;
}

/**
 * The weights argument, read as the pane's Settings tab reads weights (report/weights-text.ts):
 * blank for the defaults, one cell of "B=1,M=1.5" text, or rows of a letter and its weight
 * (rows blank in both columns skipped).
 */
function weightsArgument(
  weights: unknown,
  context: CallContext,
): { weights?: Partial<Record<TechniqueLetter, number>> } {
  const rows = (Array.isArray(weights) ? weights : [[weights]]).map((row: unknown) =>
    Array.isArray(row) ? row : [row],
  );
  const isBlank = (value: unknown) =>
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  const filled = rows.filter((row) => row.some((value) => !isBlank(value)));
  if (filled.length === 0) return {};
  const text = (value: unknown) => (isBlank(value) ? '' : String(value));
  let reading: WeightsReading;
  if (rows.length === 1 && rows[0].length === 1) reading = readWeightsText(text(rows[0][0]));
  else if (rows.every((row) => row.length === 2))
    reading = readWeightPairs(filled.map(([letter, weight]) => [text(letter), text(weight)]));
  else throw new FunctionError('invalidValue', words(context).weightsShape);
  if (!reading.ok) throw new FunctionError('invalidValue', weightsProblemText(reading.problem, context.language));
  return reading.weights ? { weights: reading.weights } : {};
}

/**
 * SUDOKU.RATING: the rating on Sukaku Explainer's scale (README, "Rating"). On 9×9, by default
 * (`path` blank or "full"), by the full set's path whatever the techniques; "standard" gives the
 * standard rating. Other kinds the same way, by the full set's path as far as they have it;
 * "standard" rates their own path.
 */
export function ratingFunction(
  puzzle: SheetRange,
  techniques: unknown,
  kind: unknown,
  path: unknown,
  context: CallContext,
): number {
  const { rating } = conqueredAnalysis(puzzle, techniques, kind, context, ratingPathArgument(path, context));
  if (rating === undefined) throw new FunctionError('notAvailable', words(context).noRating);
  return rating;
}

/** The letters in trial order, E (a variant's extra-unit single) after the line singles. */
const LETTER_ORDER: readonly string[] = [
  ...LETTERS_IN_TRIAL_ORDER.slice(0, 3),
  'E',
  ...LETTERS_IN_TRIAL_ORDER.slice(3),
];

/** SUDOKU.TECHNIQUES: the letters the analysis used, in trial order ("BLCMV"); a full-set code in brackets ("[XYW]"). */
export function techniquesFunction(
  puzzle: SheetRange,
  techniques: unknown,
  kind: unknown,
  context: CallContext,
): string {
  const { techniqueCounts } = conqueredAnalysis(puzzle, techniques, kind, context, RATING_UNREAD);
  return LETTER_ORDER.filter((letter) => techniqueCounts[letter])
    .map((letter) => (letter.length > 1 ? `[${letter}]` : letter))
    .join('');
}

/** Which hint text: 1 where to look and how (default), 2 the cell, 3 the value. */
function hintDetail(detail: unknown, context: CallContext): number {
  if (detail === null || detail === undefined || detail === '') return 1;
  if (detail === 1 || detail === 2 || detail === 3) return detail;
  throw new FunctionError('invalidValue', words(context).badDetail(detail));
}

/** SUDOKU.HINT: the wrong entries of the person's grid first, else the next move's hint at the asked detail. */
export function hintFunction(
  puzzle: SheetRange,
  grid: SheetRange | null | undefined,
  detail: unknown,
  kind: unknown,
  context: CallContext,
): string {
  const read = readPuzzle(puzzle, kind, context);
  const level = hintDetail(detail, context);
  const hasGrid = Array.isArray(grid) && grid.length > 0;
  const gridPlace = hasGrid ? placeOf(grid, context.gridAddress) : read.place;
  const person = hasGrid ? readGridArgument(grid, read, gridPlace, context.language) : undefined;
  const entries = person?.entries ?? read.nine ?? read.variant!.givens;
  // The person's own pencil marks, when the grid holds them, are where the hint starts; else the puzzle's.
  const start = person?.position ? { candidates: person.position.candidates } : startingCandidates(read);
  if (read.variant) boundedVariantCount(read, context);
  const hint: Hint = aboutPuzzle(read, context, () =>
    read.nine
      ? hintFor(read.nine, entries, start)
      : variantHintFor(read.variant!.geometry, read.variant!.givens, entries),
  );
  const say = words(context);
  if (hint.wrong.length > 0) {
    return hint.wrong
      .map((entry) =>
        say.wrong(
          read.oneCell ? `(${entry.row},${entry.col})` : addressIn(gridPlace, [entry.row, entry.col]),
          entry.value,
          entry.correct,
        ),
      )
      .join(' ');
  }
  if (!hint.next) return hint.note ?? '';
  // The engine's English hints, or the pane's Japanese words (any kind); both list the step's
  // deductions first, so detail 2 and 3 are the last two of the list.
  const levels = context.language === 'ja' ? hintLevels(hint.next) : hint.next.hints.length;
  const index = level === 1 ? 0 : level === 2 ? levels - 2 : levels - 1;
  const text = context.language === 'ja' ? hintText(hint.next, index + 1, 'ja') : hint.next.hints[index];
  // The engine names the cell within the puzzle (r2c1); a range also has it on the sheet.
  return level === 1 || read.oneCell ? text : say.onSheet(text, addressIn(read.place, [hint.next.row, hint.next.col]));
}

/** The function's own words, in English and Japanese. */
function words({ language }: CallContext) {
  const ja = language === 'ja';
  return {
    searchBudget: ja
      ? '解を探す探索が数式の上限に達しました。この問題は数式では扱えません。'
      : "The search for solutions stopped at a formula's budget: this puzzle is too large for a formula.",
    unknownTechniques: (unknown: string[]) =>
      ja
        ? `手法の文字ではありません: ${unknown.join('、')}。`
        : `Not a technique letter or code: ${unknown.join(', ')}. Use letters such as BLCMV, codes such as [XYW], "model" or "full".`,
    unknownRatingPath: (path: string) =>
      ja
        ? `評価の手順は ${RATING_CHOICES.join(' か ')} です（「${path}」ではなく）。`
        : `The rating path is ${RATING_CHOICES.join(' or ')} (blank: full), not "${path}".`,
    badDetail: (detail: unknown) =>
      ja
        ? `詳しさは 1、2、3 のどれかです（${String(detail)} ではなく）。`
        : `The detail is 1, 2 or 3, not ${String(detail)}.`,
    onSheet: (text: string, address: string) =>
      `${text.replace(/\.$/, '')}${ja ? `（シートでは ${address}）` : `; on the sheet ${address}.`}`,
    wrong: (cell: string, value: number, correct: number) =>
      ja
        ? `${cell} の ${value} は誤りです（正しくは ${correct}）。`
        : `${cell} holds ${value}; it should be ${correct}.`,
    weightsShape: ja
      ? '重みは 1 つのセルに B=1,M=1.5 のように書くか、記号と重みの 2 列の範囲で指定します。'
      : 'The weights are letter=weight pairs in one cell (B=1,M=1.5) or a range of two columns, letter and weight.',
    noRating: ja
      ? '評価値はありません。評価が従う解き方では、この問題を解き終えられません。'
      : 'No rating: the solving path the rating follows does not finish this puzzle.',
    // The reasons of the results sheet: the engine's in English, the sheets' Japanese from the same data.
    notConquered: (result: Analysis) => {
      const budget =
        result.stopped?.kind === 'assumption-budget'
          ? ja
            ? '数式の上限は作業ウィンドウより小さいため、作業ウィンドウで解析してください。'
            : ' A formula has a smaller budget than the pane: analyse it there.'
          : '';
      const next =
        result.nextTechnique && result.nextTechnique !== 'E' ? (result.nextTechnique as TechniqueLetter) : undefined;
      if (ja) return `${next ? nextTechniqueJa(next) : stopReasonJa(result.stopped)}${budget}`;
      const reason = result.reason ?? 'the enabled techniques did not finish the puzzle';
      return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.${budget}`;
    },
  };
}
