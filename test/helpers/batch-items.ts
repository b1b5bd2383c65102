/**
 * Batch items built from real puzzles with known solutions (the fixtures in test/fixtures), so report tests do not
 * depend on the analyser: each result is what an analysis of that puzzle could give, with the
 * grade, counts and time drawn from a seeded generator.
 */

import { unreadableResult } from '../../src/engine/analysis/batch';
import type { BookItem } from '../../src/io/book';
import type { PuzzleRecord, RecordLabels } from '../../src/io/record';
import { PuzzleError } from '../../src/engine/core/errors';
import { countGivens, digitsFromCanonical } from '../../src/engine/board/grid';
import { createRandom } from '../../src/engine/core/random';
import { GRADE_NAMES, type AnalysisResult, type TechniqueLetter } from '../../src/engine/analysis/types';
import { TECHNIQUE_LETTERS } from '../../src/engine/techniques/registry';
import { puzzlesWithSolutions } from './corpus';

const PUBLISHER_GRADES = ['Easy', 'Medium', 'Hard', 'Super Hard', ''];

/** A book row's labels: puzzle `index` sits in row index + 2 of column C under a header. */
function labels(index: number, title: string, publisherLevel: string, source: string): RecordLabels {
  return { index, id: String(index + 1), number: index + 1, title, publisherLevel, source, line: index + 2, column: 3 };
}

export function conqueredItem(
  index: number,
  puzzle: string,
  solution: string,
  level: number,
  publisherLevel: string,
  seed = index,
): BookItem {
  const random = createRandom(seed);
  const digits = digitsFromCanonical(puzzle);
  const counts: Partial<Record<TechniqueLetter, number>> = {};
  for (const letter of TECHNIQUE_LETTERS) if (random.int(3) === 0) counts[letter] = 1 + random.int(20);
  const record: PuzzleRecord = { ...labels(index, `Puzzle ${index + 1}`, publisherLevel, puzzle), puzzle, digits };
  const result: AnalysisResult = {
    index,
    id: String(index + 1),
    puzzle,
    givens: countGivens(digits),
    status: 'conquer',
    solution,
    grade: { level, name: GRADE_NAMES[level - 1] },
    assumptions: level >= 6 ? level - 5 : 0,
    steps: [],
    techniqueCounts: counts,
    effort: 10 + random.int(500),
    timeMs: random.next() * 5,
  };
  result.rating = Math.round((1 + random.next() * 10) * 100) / 100;
  return { record, result };
}

export function invalidItem(index: number, publisherLevel = 'Hard'): BookItem {
  const error = new PuzzleError('bad-input', 'row 1 has 80 characters', []);
  const record: PuzzleRecord = { ...labels(index, `Broken ${index + 1}`, publisherLevel, '12x'), puzzle: '12x', error };
  return { record, result: unreadableResult(record, index) };
}

export function notConqueredItem(index: number, puzzle: string, publisherLevel: string): BookItem {
  const { record, result } = conqueredItem(index, puzzle, '', 1, publisherLevel);
  return {
    record,
    result: {
      ...result,
      status: 'not-conquer',
      solution: undefined,
      grade: undefined,
      rating: undefined,
      reason: 'assumption budget exhausted',
    },
  };
}

/** A mixed book: mostly conquered at seeded grades, with one not conquered and one invalid in the middle. */
export function mixedItems(count: number, seed = 7): BookItem[] {
  const random = createRandom(seed);
  return puzzlesWithSolutions(count).map(({ puzzle, solution }, index) => {
    const publisher = PUBLISHER_GRADES[random.int(PUBLISHER_GRADES.length)];
    if (index === Math.floor(count / 2)) return invalidItem(index, publisher);
    if (index === Math.floor(count / 3)) return notConqueredItem(index, puzzle, publisher);
    return conqueredItem(index, puzzle, solution, 1 + random.int(8), publisher, seed * 1000 + index);
  });
}

/** The Results table of a sheet's values: the header and the rows below it that have a No.. */
export function resultsTable(values: unknown[][]): unknown[][] {
  const end = values.findIndex((row, i) => i > 0 && (row[0] ?? '') === '');
  return end < 0 ? values : values.slice(0, end);
}
