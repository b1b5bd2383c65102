/**
 * A book's plan (issue 40): its title, paper and sections, each a count of puzzles at a grade or
 * rating range on patterns from a file, the Pattern500 sample or drawn at random under a symmetry.
 * Read from plain JSON data and checked whole before any puzzle is searched for, so that a plan
 * that asks the impossible is refused at once with the section and the problem named.
 */

import { PuzzleError } from '../core/errors';
import { MAX_GENERATE_COUNT } from '../core/limits';
import { CELL_COUNT } from '../board/layout';
import { parseSymmetry, type Symmetry } from '../board/symmetry';
import { MIN_PATTERN_CELLS } from '../generator/pattern';
import {
  describeGoal,
  parseGradeTarget,
  parseRatingTarget,
  requireGradeTarget,
  requireRatingTarget,
  type GradeTarget,
  type RatingTarget,
} from '../generator/target';
import { GRADE_NAMES } from '../analysis/types';
import { SYMMETRIES } from '../board/symmetry';
import {
  requireEach,
  requireInteger,
  requireList,
  requireName,
  requireNumber,
  requireRecord,
  requireText,
} from '../core/arguments';
import { symmetryOrbits } from './random-pattern';
import {
  KIND_KEYS,
  KIND_SYMMETRIES,
  kindCountReachable,
  kindGeometry,
  kindName,
  readBookKind,
  requireBookKind,
  type BookKind,
} from './book-kind';

export type Paper = 'A4' | 'Letter';
export const PAPERS: readonly Paper[] = ['A4', 'Letter'];

/** Where a section's patterns come from. */
export type PatternSource =
  | { kind: 'random'; symmetry?: Symmetry; givens: { min: number; max: number } }
  | { kind: 'file'; file: string }
  | { kind: 'sample'; sample: 'Pattern500' };

export const PATTERN_SAMPLES = ['Pattern500'] as const;

export interface BookSection {
  /** The section's name in the book: the plan's, else the target's words. */
  name: string;
  count: number;
  target: GradeTarget;
  rating?: RatingTarget;
  patterns: PatternSource;
  /** Per puzzle, in ms. */
  timeLimitMs: number;
  /** Absent for the 9×9; else any kind the variant generator makes (its patterns random, or the combined generator's own). */
  kind?: BookKind;
}

export interface BookPlan {
  title: string;
  paper: Paper;
  sections: BookSection[];
}

/** A book of more puzzles than this is no book but a batch: `generate` makes those. */
export const MAX_BOOK_PUZZLES = 1000;
export const DEFAULT_BOOK_TIME_LIMIT_S = 10;
/** Seconds a puzzle may be given at most (an hour): beyond it a typo, not a wish. */
const MAX_TIME_LIMIT_S = 3600;
const MAX_TITLE_LENGTH = 200;

const PLAN_KEYS = ['title', 'paper', 'timeLimit', 'sections'];
const SECTION_KEYS = ['name', 'count', 'grade', 'rating', 'patterns', 'kind', ...KIND_KEYS, 'timeLimit'];

/** `reason` and `values` let a front end say the refusal in its own language (PuzzleError's input). */
function refuse(where: string, problem: string, reason = 'other', values: Record<string, string | number> = {}): never {
  const section = /^section (\d+)/.exec(where);
  throw new PuzzleError('bad-input', `${where}: ${problem}`, [], {
    problem: 'plan',
    ...(section ? { section: Number(section[1]) } : {}),
    reason,
    values,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkKeys(value: Record<string, unknown>, known: readonly string[], where: string): void {
  const unknown = Object.keys(value).find((key) => !known.includes(key));
  if (unknown !== undefined)
    refuse(where, `unknown key "${unknown}" (known: ${known.join(', ')})`, 'unknown-key', {
      key: unknown,
      known: known.join(', '),
    });
}

/** What a PuzzleError from a parser says, after the section it is in; its own reason when it gives one, else `reason`. */
function within<T>(where: string, parse: () => T, reason = 'other', values: Record<string, string | number> = {}): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof PuzzleError) {
      const own = error.input?.problem === 'plan' ? error.input : undefined;
      refuse(where, error.message, own?.reason ?? reason, own?.values ?? values);
    }
    throw error;
  }
}

function timeLimit(value: unknown, where: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_TIME_LIMIT_S) {
    refuse(
      where,
      `"timeLimit" is seconds per puzzle, a number above 0 and at most ${MAX_TIME_LIMIT_S}, not ${JSON.stringify(value)}`,
      'time-limit',
      { most: MAX_TIME_LIMIT_S, value: JSON.stringify(value) ?? String(value) },
    );
  }
  return value * 1000;
}

/** "24..30" or 26 or {min, max}: the givens a drawn pattern may have. */
function givensRange(
  value: unknown,
  where: string,
  cells = CELL_COUNT,
  fewest = MIN_PATTERN_CELLS,
): { min: number; max: number } {
  let min: number;
  let max: number;
  if (typeof value === 'number') [min, max] = [value, value];
  else if (typeof value === 'string' && /^\s*\d+\s*(\.\.\s*\d+\s*)?$/.test(value)) {
    const parts = value.split('..').map(Number);
    [min, max] = [parts[0], parts[1] ?? parts[0]];
  } else if (isRecord(value) && typeof value.min === 'number' && typeof value.max === 'number')
    [min, max] = [value.min, value.max];
  else
    return refuse(
      where,
      `"givens" is a count or a range MIN..MAX such as "24..30", not ${JSON.stringify(value)}`,
      'givens-form',
      { value: JSON.stringify(value) ?? String(value) },
    );
  if (!Number.isInteger(min) || !Number.isInteger(max) || min > max)
    refuse(where, `the givens range ${min}..${max} is empty or not whole numbers`, 'givens-empty', { min, max });
  if (min < fewest)
    refuse(where, `${min} givens: a sudoku needs at least ${fewest} givens to have one solution`, 'too-few-givens', {
      min,
      fewest,
    });
  if (max >= cells)
    refuse(where, `${max} givens: a puzzle has at most ${cells - 1}`, 'too-many-givens', { max, most: cells - 1 });
  return { min, max };
}

/** The given counts a pattern with the symmetry can have (sums of its orbits' sizes). */
function reachableCounts(symmetry: Symmetry | undefined): Set<number> {
  if (symmetry === undefined) return new Set(Array.from({ length: CELL_COUNT + 1 }, (_, n) => n));
  let sums = new Set([0]);
  for (const orbit of symmetryOrbits(symmetry))
    sums = new Set([...sums, ...[...sums].map((sum) => sum + orbit.length)]);
  return sums;
}

function patternSource(value: unknown, where: string): PatternSource {
  if (!isRecord(value))
    return refuse(
      where,
      '"patterns" is {"symmetry": "rotate180", "givens": "24..30"}, {"file": "patterns.txt"} or {"sample": "Pattern500"}',
      'patterns-form',
    );
  if (value.file !== undefined) {
    checkKeys(value, ['file'], `${where} patterns`);
    if (typeof value.file !== 'string' || value.file.trim() === '')
      refuse(where, '"file" names a pattern file', 'pattern-file');
    return { kind: 'file', file: value.file };
  }
  if (value.sample !== undefined) {
    checkKeys(value, ['sample'], `${where} patterns`);
    if (!(PATTERN_SAMPLES as readonly unknown[]).includes(value.sample))
      refuse(
        where,
        `unknown pattern sample ${JSON.stringify(value.sample)} (known: ${PATTERN_SAMPLES.join(', ')})`,
        'unknown-sample',
        { value: JSON.stringify(value.sample) ?? String(value.sample), known: PATTERN_SAMPLES.join(', ') },
      );
    return { kind: 'sample', sample: 'Pattern500' };
  }
  checkKeys(value, ['symmetry', 'givens'], `${where} patterns`);
  const symmetry =
    value.symmetry === undefined || value.symmetry === 'none'
      ? undefined
      : within(where, () => parseSymmetry(String(value.symmetry)), 'symmetry', { value: String(value.symmetry) });
  const givens = givensRange(value.givens, where);
  const reachable = reachableCounts(symmetry);
  let fits = false;
  for (let n = givens.min; n <= givens.max && !fits; n++) fits = reachable.has(n);
  if (!fits)
    refuse(
      where,
      `no pattern with the symmetry ${symmetry} has ${givens.min === givens.max ? givens.min : `${givens.min} to ${givens.max}`} givens`,
      'no-pattern',
      { symmetry: String(symmetry), min: givens.min, max: givens.max },
    );
  return { kind: 'random', symmetry, givens };
}

/**
 * A section of another kind: random patterns (no symmetry or a half turn, the givens counted on
 * the kind's cells); a combined layout's givens are the combined generator's own choice, so its
 * section gives no patterns. Pattern files of other kinds are not read for a book yet.
 */
function kindPatternSource(value: unknown, kind: BookKind, where: string): PatternSource {
  const geometry = kindGeometry(kind);
  if (kind.kind === 'combined') {
    if (value !== undefined)
      refuse(
        where,
        `"patterns": the givens of a ${kind.preset} are chosen by its generator; leave "patterns" out`,
        'combined-patterns',
        { kind: kind.preset },
      );
    return { kind: 'random', givens: { min: 1, max: geometry.cellCount - 1 } };
  }
  if (!isRecord(value) || value.givens === undefined)
    return refuse(
      where,
      `"patterns" of a ${kindName(kind)} is {"symmetry": "rotate180", "givens": "MIN..MAX"}`,
      'kind-patterns',
      { kind: kindName(kind) },
    );
  checkKeys(value, ['symmetry', 'givens'], `${where} patterns`);
  const symmetry =
    value.symmetry === undefined || value.symmetry === 'none'
      ? undefined
      : within(where, () => parseSymmetry(String(value.symmetry)), 'symmetry', { value: String(value.symmetry) });
  if (symmetry !== undefined && !(KIND_SYMMETRIES as readonly string[]).includes(symmetry))
    refuse(
      where,
      `a ${kindName(kind)} pattern is drawn with the symmetry rotate180 or none, not ${symmetry}`,
      'kind-symmetry',
      { kind: kindName(kind), symmetry },
    );
  const givens = givensRange(value.givens, where, geometry.cellCount, 1);
  if (!kindCountReachable(geometry, symmetry !== undefined, givens.min, givens.max))
    refuse(
      where,
      `no ${kindName(kind)} pattern with the symmetry ${symmetry} has ${givens.min} to ${givens.max} givens`,
      'no-pattern',
      { symmetry: String(symmetry), min: givens.min, max: givens.max },
    );
  return { kind: 'random', symmetry, givens };
}

function section(value: unknown, index: number, defaultLimitMs: number): BookSection {
  const where = `section ${index + 1}`;
  if (!isRecord(value))
    return refuse(where, 'a section is an object with "count", "grade" or "rating", and "patterns"', 'section-form');
  checkKeys(value, SECTION_KEYS, where);
  const { count } = value;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_GENERATE_COUNT)
    refuse(where, `"count" is a whole number of puzzles from 1, not ${JSON.stringify(count)}`, 'count', {
      value: JSON.stringify(count) ?? String(count),
    });
  const kind = within(where, () => readBookKind(value));
  if (value.grade !== undefined && typeof value.grade !== 'string' && typeof value.grade !== 'number')
    refuse(
      where,
      `"grade" is a name such as "Very Easy", a level 1–${GRADE_NAMES.length} or a range MIN..MAX`,
      'grade-form',
    );
  if (value.rating !== undefined && typeof value.rating !== 'string' && typeof value.rating !== 'number')
    refuse(where, '"rating" is a range MIN..MAX on SE\'s scale such as "2.5..3.5"', 'rating-form');
  const rating =
    value.rating === undefined
      ? undefined
      : within(where, () => parseRatingTarget(String(value.rating)), 'rating', { value: String(value.rating) });
  if (value.grade === undefined && rating === undefined)
    refuse(where, 'give a "grade" (e.g. "Easy" or "Pleasant..Comfort") or a "rating" range', 'need-target');
  const target =
    value.grade === undefined
      ? { min: 1, max: GRADE_NAMES.length }
      : within(where, () => parseGradeTarget(String(value.grade)), 'grade', { value: String(value.grade) });
  if (value.name !== undefined && typeof value.name !== 'string') refuse(where, '"name" is text', 'name-form');
  const name =
    typeof value.name === 'string' && value.name.trim() !== '' ? value.name.trim() : describeGoal(target, rating);
  const timeLimitMs = timeLimit(value.timeLimit, where, defaultLimitMs);
  if (kind !== undefined)
    return { name, count, target, rating, patterns: kindPatternSource(value.patterns, kind, where), timeLimitMs, kind };
  if (value.patterns === undefined) refuse(where, 'give "patterns"', 'need-patterns');
  return { name, count, target, rating, patterns: patternSource(value.patterns, where), timeLimitMs };
}

/** The plan in `data` (parsed JSON), or PuzzleError('bad-input') naming the section and what is wrong. */
export function readBookPlan(data: unknown): BookPlan {
  if (!isRecord(data)) return refuse('the plan', 'a plan is a JSON object with "title" and "sections"', 'plan-form');
  checkKeys(data, PLAN_KEYS, 'the plan');
  const title = data.title === undefined ? 'Sudoku' : data.title;
  if (typeof title !== 'string' || title.trim() === '' || title.length > MAX_TITLE_LENGTH)
    refuse('the plan', `"title" is text of 1 to ${MAX_TITLE_LENGTH} characters`, 'title', { most: MAX_TITLE_LENGTH });
  const paper =
    data.paper === undefined ? 'A4' : PAPERS.find((each) => each.toLowerCase() === String(data.paper).toLowerCase());
  if (paper === undefined)
    refuse('the plan', `unknown paper ${JSON.stringify(data.paper)} (known: ${PAPERS.join(', ')})`, 'paper', {
      value: JSON.stringify(data.paper) ?? String(data.paper),
      known: PAPERS.join(', '),
    });
  const defaultLimitMs = timeLimit(data.timeLimit, 'the plan', DEFAULT_BOOK_TIME_LIMIT_S * 1000);
  if (!Array.isArray(data.sections) || data.sections.length === 0)
    refuse('the plan', '"sections" is a list of at least one section', 'sections');
  const sections = data.sections.map((each, index) => section(each, index, defaultLimitMs));
  const total = sections.reduce((sum, each) => sum + each.count, 0);
  if (total > MAX_BOOK_PUZZLES)
    refuse('the plan', `${total} puzzles in all; a book holds at most ${MAX_BOOK_PUZZLES}`, 'total', {
      total,
      most: MAX_BOOK_PUZZLES,
    });
  return { title: title.trim(), paper, sections };
}

function requirePatternSource(value: unknown): asserts value is PatternSource {
  requireRecord(value, "The section's patterns");
  const source = value as Partial<Record<string, unknown>>;
  requireName(source.kind, ['random', 'file', 'sample'], "The patterns' kind");
  if (source.kind === 'file') return requireText(source.file, 'The pattern file');
  if (source.kind === 'sample') return requireName(source.sample, PATTERN_SAMPLES, 'The pattern sample');
  if (source.symmetry !== undefined) requireName(source.symmetry, SYMMETRIES, 'The symmetry');
  requireRecord(source.givens, 'The givens range');
  const { min, max } = source.givens as Partial<Record<string, unknown>>;
  requireInteger(min, 'The fewest givens', 1, Number.MAX_SAFE_INTEGER);
  requireInteger(max, 'The most givens', min, Number.MAX_SAFE_INTEGER);
}

function requireSection(value: unknown): asserts value is BookSection {
  requireRecord(value, 'A section');
  const section = value as Partial<BookSection>;
  requireText(section.name, "The section's name");
  requireInteger(section.count, "The section's count", 1, MAX_GENERATE_COUNT);
  requireGradeTarget(section.target);
  if (section.rating !== undefined) requireRatingTarget(section.rating);
  requireNumber(section.timeLimitMs, "The section's time limit", Number.MIN_VALUE, MAX_TIME_LIMIT_S * 1000);
  requirePatternSource(section.patterns);
  if (section.kind !== undefined) requireBookKind(section.kind);
}

/** A plan as readBookPlan makes it (or a copy that crossed to a worker), or PuzzleError('bad-input'). */
export function requireBookPlan(value: unknown): asserts value is BookPlan {
  requireRecord(value, 'The book plan');
  const plan = value as Partial<BookPlan>;
  requireText(plan.title, "The book's title");
  requireName(plan.paper, PAPERS, 'The paper');
  requireList(plan.sections, 'The sections', MAX_BOOK_PUZZLES);
  requireEach(plan.sections, requireSection);
  const total = plan.sections.reduce((sum, section) => sum + section.count, 0);
  if (total > MAX_BOOK_PUZZLES)
    refuse('the plan', `${total} puzzles in all; a book holds at most ${MAX_BOOK_PUZZLES}`, 'total', {
      total,
      most: MAX_BOOK_PUZZLES,
    });
}

/** The sections from the easiest to the hardest (by target grade, then rating), ties in the plan's order. */
export function sectionOrder(plan: BookPlan): number[] {
  requireBookPlan(plan);
  const key = (s: BookSection) => [s.target.min, s.target.max, s.rating?.min ?? 0, s.rating?.max ?? 0];
  return plan.sections
    .map((_, index) => index)
    .sort((a, b) => {
      const [ka, kb] = [key(plan.sections[a]), key(plan.sections[b])];
      for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
      return a - b;
    });
}
