/** A graded puzzle book made from a plan (issue 40): what the command line and the pane call. */

export {
  PATTERN_DRAWS,
  MAX_RETRIES,
  assembleBook,
  bookPuzzle,
  bookTasks,
  BookCollector,
  cellValues,
  cellsText,
  isomorphismKey,
  retried,
  sectionSeed,
} from './book';
export type { Book, BookPuzzle, BookSectionResult, BookTask, NumberedPuzzle, SectionPatterns } from './book';
export {
  DEFAULT_BOOK_TIME_LIMIT_S,
  MAX_BOOK_PUZZLES,
  PAPERS,
  PATTERN_SAMPLES,
  readBookPlan,
  requireBookPlan,
  sectionOrder,
} from './plan';
export type { BookPlan, BookSection, Paper, PatternSource } from './plan';
export { makeBook } from './make-book';
export type { MakeBookOptions } from './make-book';
export { KIND_KEYS, kindGeometry, kindName, readBookKind } from './book-kind';
export type { BookKind } from './book-kind';
