/**
 * A book (issue 40) made inside a Web Worker, so the pane never freezes: the plan read by the
 * engine's plan reader (a refusal goes back to the pane, before any work), then makeBook —
 * the call the command line's puzzles match, task for task — with a message after each puzzle,
 * then the book's sheet models (src/report/book-sheets.ts) built here too, so that the engine's
 * book code and the layout stay out of taskpane.js. The pane cancels by ending the worker (a
 * puzzle's search may run to its time limit before makeBook looks at a cancel message).
 *
 * The message handling is a plain function (tested under Node); the last line attaches it when
 * this file runs as a worker script.
 */

import { isPuzzleError } from '../../engine';
import { makeBook, readBookPlan, type Book, type BookPlan } from '../../engine/book';
import { parsePatternFile } from '../../io/pattern-file';
import type { Pattern } from '../../engine/generator';
import { buildBookSheets } from '../../report/book-sheets';
import { bookPages } from '../../report/book-pages';
import { sectionNameIn } from '../../report/book-words';
import type { PlanRefusal } from '../../report/plan-refusal-words';
import type { SheetModel } from '../../report/sheet-model';
import type { Language } from '../shared/language';
import { attachToWorkerScope, singleRunHandler, type CancellableRequest } from '../shared/worker-host';

export interface BookStartRequest {
  type: 'start';
  /** The plan as parsed JSON: read again here by the engine's reader, as the command line reads it. */
  plan: unknown;
  /** The plan's JSON as the person gave it (or the form made it), for the plan sheet. */
  planText: string;
  /** A number or word; none: the worker's clock. */
  seed?: number | string;
  /** The pattern samples the plan's sections name (samples/Pattern500.txt), their text by name. */
  samples?: Record<string, string>;
  language: Language;
}

export type BookRequest = CancellableRequest<BookStartRequest>;

export type BookReply =
  /** The plan was read: its sections' names (in the pane's language, as the sheets name them) and counts, by the plan's index. */
  | { type: 'plan'; sections: { name: string; count: number }[] }
  /** The engine's plan reader refused the plan (its message, as the command line prints it after the file's name). */
  | { type: 'refused'; message: string; refusal?: PlanRefusal }
  /** A section takes its patterns from a file, which the pane cannot read. */
  | { type: 'file-patterns'; section: number }
  /** Puzzle `k` (0-based) of section `section` (the plan's index) is done: `done` of `count` in all. */
  | { type: 'puzzle'; done: number; count: number; section: number; k: number; missed: boolean }
  | { type: 'book'; book: Book; sheets: SheetModel[]; pages: number }
  | { type: 'cancelled' }
  | { type: 'error'; message: string };

export interface BookWorkerHooks {
  post(reply: BookReply): void;
}

/** The patterns of each section that takes them from a sample, read as the command line reads the sample's file. */
function samplePatterns(plan: BookPlan, samples: Record<string, string> = {}): Map<number, Pattern[]> {
  const patterns = new Map<number, Pattern[]>();
  plan.sections.forEach((section, index) => {
    if (section.patterns.kind !== 'sample') return;
    const text = samples[section.patterns.sample];
    if (text === undefined)
      throw new Error(`section ${index + 1}: the sample ${section.patterns.sample} was not given`);
    patterns.set(
      index,
      parsePatternFile(text).flatMap((record) => (record.pattern ? [record.pattern] : [])),
    );
  });
  return patterns;
}

export function createBookWorker(hooks: BookWorkerHooks): (request: BookRequest) => Promise<void> {
  return singleRunHandler<BookStartRequest, BookReply>(
    hooks.post,
    async (request, isCancelled) => {
      let plan: BookPlan;
      try {
        plan = readBookPlan(request.plan);
      } catch (error) {
        if (isPuzzleError(error)) {
          // The words are the pane's (plan-refusal-words.ts): the worker passes the data on.
          const refusal = error.input?.problem === 'plan' ? error.input : undefined;
          return hooks.post({ type: 'refused', message: error.message, ...(refusal ? { refusal } : {}) });
        }
        throw error;
      }
      const file = plan.sections.findIndex((section) => section.patterns.kind === 'file');
      if (file >= 0) return hooks.post({ type: 'file-patterns', section: file });
      hooks.post({
        type: 'plan',
        sections: plan.sections.map((section) => ({
          name: sectionNameIn(section, request.language),
          count: section.count,
        })),
      });
      const book = await makeBook(plan, {
        seed: request.seed,
        patterns: samplePatterns(plan, request.samples),
        onPuzzle: (answer, done, count) =>
          hooks.post({
            type: 'puzzle',
            done,
            count,
            section: answer.section,
            k: answer.k,
            missed: answer.note !== undefined || answer.puzzle === undefined,
          }),
        shouldCancel: isCancelled,
      });
      if (!book) return hooks.post({ type: 'cancelled' });
      hooks.post({
        type: 'book',
        book,
        sheets: buildBookSheets(book, request.planText, request.language),
        pages: bookPages(book, request.language).length,
      });
    },
    'a book is already being made',
  );
}

attachToWorkerScope<BookRequest, BookReply>((post) => createBookWorker({ post }));
