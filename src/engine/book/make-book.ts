/**
 * A whole book in one thread (issue 40), for the task pane's worker and the tests: the same tasks,
 * puzzles, repeat check and layout order as the command line's pool, so the same plan and seed
 * give the same book here as there. It returns to the event loop between puzzles, so a cancel
 * gets in; a puzzle itself runs to its time limit.
 */

import {
  assembleBook,
  bookPuzzle,
  bookTasks,
  BookCollector,
  retried,
  type Book,
  type BookPuzzle,
  type SectionPatterns,
} from './book';
import { createRandom } from '../core/random';
import type { BookPlan } from './plan';
import { optionsOf, requireFunction } from '../core/arguments';

export interface MakeBookOptions {
  /** A number or word (default: the clock's). */
  seed?: number | string;
  /** Patterns of the sections that read a file or the sample, by section index. */
  patterns?: SectionPatterns;
  onPuzzle?: (answer: BookPuzzle, done: number, count: number) => void;
  shouldCancel?: () => boolean;
}

/** The book, or null when cancelled. */
export async function makeBook(plan: BookPlan, given?: MakeBookOptions): Promise<Book | null> {
  const options = optionsOf(given);
  if (options.onPuzzle !== undefined) requireFunction(options.onPuzzle, 'The progress callback');
  if (options.shouldCancel !== undefined) requireFunction(options.shouldCancel, 'The cancel check');
  const seed = createRandom(options.seed ?? Date.now() >>> 0).seed;
  const tasks = bookTasks(plan, seed, options.patterns ?? new Map());
  const collector = new BookCollector();
  for (const [done, first] of tasks.entries()) {
    if (options.shouldCancel?.()) return null;
    let task = first;
    let answer = bookPuzzle(task, plan);
    while (!collector.accept(answer)) {
      task = retried(task);
      answer = bookPuzzle(task, plan);
    }
    options.onPuzzle?.(answer, done + 1, tasks.length);
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
  return assembleBook(plan, seed, collector.answers);
}
