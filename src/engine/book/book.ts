/**
 * A graded puzzle book (issue 40) made with the generator: one task per puzzle of each section,
 * each with its own pattern and seed fixed before any search, so that a task's answer depends on
 * the plan and the book's seed alone, whichever thread makes it. The answers are then taken in
 * task order (BookCollector), which keeps out any puzzle isomorphic to an earlier one, and laid
 * out from the easiest section to the hardest, each in order of rating (assembleBook).
 */

import { canonicalForm } from '../board/canonical';
import { PuzzleError } from '../core/errors';
import { MAX_SQUARES } from '../core/limits';
import { generateOne } from '../generator/generate';
import { patternFromLine, patternSize, patternToString, type Pattern } from '../generator/pattern';
import { digitsFromCanonical } from '../board/grid';
import { createRandom, derivedSeed } from '../core/random';
import { GRADE_NAMES, type ErrorInfo, type Grade, type TechniqueLetter } from '../analysis/types';
import { distanceToTarget, ratingDistance } from '../generator/target';
import { requireBookPlan, sectionOrder, MAX_BOOK_PUZZLES, type BookPlan, type BookSection } from './plan';
import {
  requireEach,
  requireInstance,
  requireInteger,
  requireList,
  requireNumber,
  requireRecord,
  requireText,
} from '../core/arguments';
import { randomPattern } from './random-pattern';
import { isStandardNineKind, kindGeometry, kindName, kindPattern } from './book-kind';
import { generateVariantPuzzle } from '../generator/variant-generate';
import { generateCombinedPuzzle } from '../generator/generate-combined';

export interface BookTask {
  section: number;
  /** The puzzle's place in its section's tasks (0-based). */
  k: number;
  /** 81 characters (a kind's: one per cell), X for a given; absent when no pattern could be had (`error` says why). */
  pattern?: string;
  seed: number;
  /** Searches made again for this task because an earlier puzzle was the same up to isomorphism. */
  retry: number;
  error?: ErrorInfo;
}

export interface BookPuzzle {
  section: number;
  k: number;
  pattern?: string;
  puzzle?: string;
  solution?: string;
  grade?: Grade;
  rating?: number;
  givens: number;
  steps: number;
  techniqueCounts: Partial<Record<TechniqueLetter, number>>;
  timeMs: number;
  attempts: number;
  seed: number;
  retry: number;
  /** The section's kind when not the 9×9 ("16×16", "samurai"); its puzzle and solution then have one symbol per cell (0-9, A-Z, a-z; '.' blank). */
  kind?: string;
  /** The target was missed: the puzzle is the closest found. */
  note?: string;
  /** No puzzle at all. */
  error?: ErrorInfo;
}

/** A puzzle as the book prints it: its number in the whole book. */
export interface NumberedPuzzle extends BookPuzzle {
  number: number;
  puzzle: string;
  solution: string;
}

export interface BookSectionResult {
  index: number;
  name: string;
  puzzles: NumberedPuzzle[];
  /** Tasks that met the target only by their closest puzzle, or met none. */
  misses: BookPuzzle[];
}

export interface Book {
  plan: BookPlan;
  seed: number;
  /** From the easiest section to the hardest. */
  sections: BookSectionResult[];
}

/** Patterns read for the sections whose patterns come from a file or a sample, by section index. */
export type SectionPatterns = ReadonlyMap<number, readonly Pattern[]>;

/** A section's seed, hashed from the book's: derivedSeed's steps would make section s's puzzle k+1 share a seed with section s+1's puzzle k. */
export function sectionSeed(bookSeed: number, section: number): number {
  return createRandom(`${bookSeed}/section ${section}`).seed;
}

/** Patterns a puzzle of a random-pattern section may be tried on (see bookPuzzle). */
export const PATTERN_DRAWS = 3;

/** The task's `draw`-th random pattern, or why none was drawn. */
function drawnPattern(section: BookSection, seed: number, draw: number): string | ErrorInfo {
  if (section.patterns.kind !== 'random') throw new PuzzleError('bad-input', 'The section draws no patterns.');
  const { symmetry, givens } = section.patterns;
  const random = createRandom(draw === 0 ? `${seed}/pattern` : `${seed}/pattern ${draw}`);
  let pattern: string | null = null;
  if (section.kind?.kind === 'combined') return 'combined';
  if (section.kind !== undefined) {
    const cells = kindPattern(random, kindGeometry(section.kind), symmetry !== undefined, givens.min, givens.max);
    if (cells) pattern = cells.map((given) => (given ? 'X' : '.')).join('');
  } else {
    const cells = randomPattern(random, symmetry, givens.min, givens.max);
    if (cells) pattern = patternToString(cells);
  }
  if (pattern) return pattern;
  return new PuzzleError(
    'not-found-in-time',
    `no pattern with ${givens.min}..${givens.max} givens was drawn that could hold a unique puzzle`,
  ).toJSON();
}

/** Every puzzle's task, section by section in the plan's order. */
export function bookTasks(plan: BookPlan, bookSeed: number, patterns: SectionPatterns): BookTask[] {
  requireBookPlan(plan);
  requireInteger(bookSeed, 'The seed', 0, 0xffffffff);
  requireInstance(patterns, Map, "The sections' patterns");
  for (const list of patterns.values()) requireList(list, "A section's patterns");
  const tasks: BookTask[] = [];
  plan.sections.forEach((section, s) => {
    const base = sectionSeed(bookSeed, s);
    const list = patterns.get(s);
    for (let k = 0; k < section.count; k++) {
      const seed = derivedSeed(base, k);
      const task: BookTask = { section: s, k, seed, retry: 0 };
      if (section.patterns.kind === 'random') {
        const pattern = drawnPattern(section, seed, 0);
        if (typeof pattern === 'string') task.pattern = pattern;
        else task.error = pattern;
      } else if (list && list.length > 0) {
        // A pattern file's patterns in turn, as a maker who drew them for the book would expect.
        task.pattern = patternToString(list[k % list.length]);
      } else {
        task.error = new PuzzleError('bad-input', `section ${s + 1} has no patterns`).toJSON();
      }
      tasks.push(task);
    }
  });
  return tasks;
}

/** One symbol per cell: 1-9, A-Z for 10-35, a-z for 36-49, '.' for a blank. */
export function cellsText(values: ArrayLike<number>): string {
  let text = '';
  for (let cell = 0; cell < values.length; cell++) {
    const value = values[cell];
    text += value === 0 ? '.' : value <= 9 ? String(value) : String.fromCharCode(value <= 35 ? 55 + value : 61 + value);
  }
  return text;
}

/** The symbols of cellsText, in the order of their values 1 … 49. */
const CELL_SYMBOLS = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmn';

/**
 * The values of cellsText's text, one a cell: '.' and '0' are 0 (a 9×9 puzzle writes either).
 * PuzzleError('bad-input') for what cellsText never writes, naming the position.
 */
export function cellValues(text: string): number[] {
  requireText(text, 'The cells text');
  if (text.length > MAX_SQUARES)
    throw new PuzzleError('bad-input', `The cells text has ${text.length} characters, more than ${MAX_SQUARES}.`);
  return Array.from(text, (char, position) => {
    if (char === '.' || char === '0') return 0;
    const value = CELL_SYMBOLS.indexOf(char) + 1;
    if (value === 0)
      throw new PuzzleError(
        'bad-input',
        `The cells text holds "${char}" at ${position + 1}, which is no cell's symbol.`,
      );
    return value;
  });
}

/** A section of another kind: the variant generator on the pattern, or the combined generator on the whole layout. */
function searchKindOn(pattern: string, task: BookTask, section: BookSection, base: BookPuzzle): BookPuzzle {
  const kind = section.kind;
  if (kind === undefined) throw new PuzzleError('bad-input', 'The section is of the 9×9.');
  const geometry = kindGeometry(kind);
  // A repeat's search starts from another seed, as the 9×9 generator's retry does.
  const seed = task.retry === 0 ? task.seed : createRandom(`${task.seed}/retry ${task.retry}`).seed;
  const options = { grade: section.target, rating: section.rating, seed, timeLimitMs: section.timeLimitMs };
  let result;
  try {
    result =
      kind.kind === 'combined'
        ? generateCombinedPuzzle(geometry, options)
        : generateVariantPuzzle(
            geometry,
            [...pattern].map((mark) => mark === 'X'),
            options,
          );
  } catch (error) {
    if (error instanceof PuzzleError) return { ...base, error: error.toJSON() };
    throw error;
  }
  const answer: BookPuzzle = { ...base, timeMs: result.timeMs, attempts: 'attempts' in result ? result.attempts : 1 };
  if (result.puzzle && result.solution && result.analysis) {
    answer.puzzle = cellsText(result.puzzle);
    answer.solution = cellsText(result.solution);
    answer.pattern = [...answer.puzzle].map((mark) => (mark === '.' ? '.' : 'X')).join('');
    answer.givens = result.puzzle.filter((value) => value !== 0).length;
    answer.grade = result.grade;
    if (result.analysis.rating !== undefined) answer.rating = result.analysis.rating;
    answer.steps = result.analysis.steps.length;
    answer.techniqueCounts = result.analysis.techniqueCounts as BookPuzzle['techniqueCounts'];
  }
  if (result.note) answer.note = result.note;
  if (result.error) answer.error = result.error;
  return answer;
}

/** One pattern's search: the generator's puzzle on it, or the generator's refusal as an error. */
function searchOn(pattern: string, task: BookTask, section: BookSection): BookPuzzle {
  const base: BookPuzzle = {
    section: task.section,
    k: task.k,
    pattern,
    givens: 0,
    steps: 0,
    techniqueCounts: {},
    timeMs: 0,
    attempts: 0,
    seed: task.seed,
    retry: task.retry,
  };
  if (!isStandardNineKind(section.kind))
    return searchKindOn(pattern, task, section, { ...base, kind: kindName(section.kind) });
  const cells = patternFromLine(pattern);
  let result;
  try {
    result = generateOne(
      cells,
      { grade: section.target, rating: section.rating, seed: task.seed, timeLimitMs: section.timeLimitMs },
      task.retry,
    );
  } catch (error) {
    if (error instanceof PuzzleError) return { ...base, error: error.toJSON() };
    throw error;
  }
  const answer: BookPuzzle = { ...base, givens: patternSize(cells), timeMs: result.timeMs, attempts: result.attempts };
  if (result.puzzle && result.solution && result.analysis) {
    answer.puzzle = result.puzzle;
    answer.solution = result.solution;
    answer.grade = result.grade;
    answer.rating = result.analysis.rating;
    answer.steps = result.analysis.steps.length;
    answer.techniqueCounts = result.analysis.techniqueCounts;
  }
  if (result.note) answer.note = result.note;
  if (result.error) answer.error = result.error;
  return answer;
}

/** How far an answer is from its section's target: 0 on it, Infinity without a puzzle. */
function missDistance(answer: BookPuzzle, section: BookSection): number {
  if (!answer.puzzle) return Infinity;
  if (!answer.note) return 0;
  if (!answer.grade) return GRADE_NAMES.length;
  const rated = section.rating && answer.rating !== undefined ? ratingDistance(answer.rating, section.rating) : 0;
  return distanceToTarget(answer.grade.level, section.target) + rated;
}

/**
 * One task's puzzle (in any thread): the generator's, on the task's pattern and seed. In a
 * section of random patterns, a pattern on which the target was missed is followed by another
 * drawn from the same seed, up to PATTERN_DRAWS patterns, each with the section's time limit: a
 * drawn pattern may hold no unique puzzle the search finds in time (seen at 24–30 givens too), or
 * none at the grade, and another one mostly does. The closest answer is kept.
 */
export function bookPuzzle(task: BookTask, plan: BookPlan): BookPuzzle {
  requireBookPlan(plan);
  requireTask(task, plan);
  const section = plan.sections[task.section];
  if (!task.pattern)
    return {
      section: task.section,
      k: task.k,
      givens: 0,
      steps: 0,
      techniqueCounts: {},
      timeMs: 0,
      attempts: 0,
      seed: task.seed,
      retry: task.retry,
      error: task.error,
    };
  let best = searchOn(task.pattern, task, section);
  let spentMs = best.timeMs;
  for (
    let draw = 1;
    missDistance(best, section) > 0 &&
    section.patterns.kind === 'random' &&
    section.kind?.kind !== 'combined' &&
    draw < PATTERN_DRAWS;
    draw++
  ) {
    const pattern = drawnPattern(section, task.seed, draw);
    if (typeof pattern !== 'string') break;
    const answer = searchOn(pattern, task, section);
    spentMs += answer.timeMs;
    if (missDistance(answer, section) < missDistance(best, section)) best = answer;
  }
  best.timeMs = spentMs;
  return best;
}

/** Searches a task may be made again for, when its puzzles keep repeating earlier ones. */
export const MAX_RETRIES = 5;

/** The key two puzzles share exactly when one is a relabelled, reflected or permuted form of the other. */
export function isomorphismKey(puzzle: string): string {
  return canonicalForm(digitsFromCanonical(puzzle)).digits.join('');
}

/**
 * Takes the answers in task order: an answer whose puzzle is isomorphic to one taken before is
 * refused (`accept` false), and its task is to be searched for again with `retry` + 1.
 */
export class BookCollector {
  private readonly keys = new Set<string>();
  readonly answers: BookPuzzle[] = [];

  accept(answer: BookPuzzle): boolean {
    if (answer.puzzle) {
      // Other kinds have no canonical form here: a repeat is the same puzzle exactly.
      const key = answer.kind === undefined ? isomorphismKey(answer.puzzle) : `${answer.kind}:${answer.puzzle}`;
      if (this.keys.has(key) && answer.retry < MAX_RETRIES) return false;
      if (this.keys.has(key)) {
        answer.error = new PuzzleError(
          'not-found-in-time',
          `every puzzle found was the same as an earlier one of the book, up to isomorphism (${MAX_RETRIES + 1} searches)`,
        ).toJSON();
        delete answer.puzzle;
        delete answer.solution;
      } else this.keys.add(key);
    }
    this.answers.push(answer);
    return true;
  }
}

function requireTask(value: unknown, plan: BookPlan): asserts value is BookTask {
  requireRecord(value, 'The task');
  const task = value as Partial<BookTask>;
  requireInteger(task.section, "The task's section", 0, plan.sections.length - 1);
  requireInteger(task.k, "The task's number", 0, Number.MAX_SAFE_INTEGER);
  requireInteger(task.seed, "The task's seed", 0, 0xffffffff);
  requireInteger(task.retry, "The task's repeats", 0, MAX_RETRIES);
  if (task.pattern !== undefined) requireText(task.pattern, "The task's pattern");
}

function requireAnswer(value: unknown, plan: BookPlan): asserts value is BookPuzzle {
  requireRecord(value, 'An answer');
  const answer = value as Partial<BookPuzzle>;
  requireInteger(answer.section, "The answer's section", 0, plan.sections.length - 1);
  requireInteger(answer.k, "The answer's number", 0, Number.MAX_SAFE_INTEGER);
  requireInteger(answer.steps, "The answer's steps", 0, Number.MAX_SAFE_INTEGER);
  if (answer.puzzle !== undefined) requireText(answer.puzzle, 'The puzzle');
  if (answer.solution !== undefined) requireText(answer.solution, 'The solution');
  if (answer.rating !== undefined) requireNumber(answer.rating, 'The rating');
  if (answer.grade !== undefined) {
    requireRecord(answer.grade, 'The grade');
    requireInteger(answer.grade.level, 'The grade level', 1, GRADE_NAMES.length);
  }
}

/** The task searched for again after a repeat. */
export function retried(task: BookTask): BookTask {
  requireRecord(task, 'The task');
  requireInteger(task.retry, "The task's repeats", 0, MAX_RETRIES);
  return { ...task, retry: task.retry + 1 };
}

function byRating(a: BookPuzzle, b: BookPuzzle): number {
  return (
    (a.rating ?? Infinity) - (b.rating ?? Infinity) ||
    (a.grade?.level ?? 9) - (b.grade?.level ?? 9) ||
    a.steps - b.steps ||
    a.k - b.k
  );
}

/** The book: sections from the easiest to the hardest, puzzles in order of rating, numbered through the book. */
export function assembleBook(plan: BookPlan, seed: number, answers: readonly BookPuzzle[]): Book {
  requireBookPlan(plan);
  requireInteger(seed, 'The seed', 0, 0xffffffff);
  requireList(answers, 'The answers', MAX_BOOK_PUZZLES);
  requireEach(answers, (answer) => requireAnswer(answer, plan));
  let number = 0;
  const sections = sectionOrder(plan).map((index): BookSectionResult => {
    const own = answers.filter((answer) => answer.section === index);
    const made = own
      .filter(
        (answer): answer is BookPuzzle & { puzzle: string; solution: string } =>
          answer.puzzle !== undefined && answer.solution !== undefined,
      )
      .sort(byRating);
    return {
      index,
      name: plan.sections[index].name,
      puzzles: made.map((answer) => ({ ...answer, number: ++number })),
      misses: own.filter((answer) => answer.note !== undefined || answer.error !== undefined),
    };
  });
  return { plan, seed, sections };
}
