/**
 * The pages of a printed book (issue 40), shared by its workbook (book-sheets.ts) and its PDF
 * (the command line's book-pdf.ts) so that both print the same puzzles on the same pages: puzzle
 * pages first, each section starting a page of its own, then the solutions, smaller, more a page.
 */

import type { Book, NumberedPuzzle } from '../engine/book';
import type { SheetLanguage } from './analysis-labels';
import { bookWords, sectionNameIn } from './book-words';

/** 9×9 puzzles a page: two across, three down, large enough to solve on paper. */
export const PUZZLES_ACROSS = 2;
export const PUZZLES_DOWN = 3;
/** Solutions a page: three across, four down. */
export const SOLUTIONS_ACROSS = 3;
export const SOLUTIONS_DOWN = 4;

export interface BookPage {
  kind: 'puzzles' | 'solutions';
  /** The section the puzzle page belongs to (solution pages: the first puzzle's). */
  section: string;
  puzzles: NumberedPuzzle[];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function sectionName(book: Book, index: number, language: SheetLanguage): string {
  return sectionNameIn(book.plan.sections[index], language);
}

export function puzzlePages(book: Book, language: SheetLanguage = 'en'): BookPage[] {
  return book.sections.flatMap((section) =>
    chunks(section.puzzles, PUZZLES_ACROSS * PUZZLES_DOWN).map((puzzles): BookPage => ({
      kind: 'puzzles',
      section: sectionName(book, section.index, language),
      puzzles,
    })),
  );
}

export function solutionPages(book: Book, language: SheetLanguage = 'en'): BookPage[] {
  const all = book.sections.flatMap((section) => section.puzzles);
  const sectionOf = new Map(
    book.sections.flatMap((section) =>
      section.puzzles.map((puzzle) => [puzzle.number, sectionName(book, section.index, language)] as const),
    ),
  );
  return chunks(all, SOLUTIONS_ACROSS * SOLUTIONS_DOWN).map((puzzles): BookPage => ({
    kind: 'solutions',
    section: sectionOf.get(puzzles[0].number) ?? '',
    puzzles,
  }));
}

/** Every page in print order. */
export function bookPages(book: Book, language: SheetLanguage = 'en'): BookPage[] {
  return [...puzzlePages(book, language), ...solutionPages(book, language)];
}

/** "No. 12 · Comfort · 26 givens" ("No. 12 · やや難 · ヒント数 26"): what stands above a puzzle. */
export function puzzleCaption(puzzle: NumberedPuzzle, language: SheetLanguage = 'en'): string {
  return bookWords(language).puzzleCaption(puzzle);
}

export function solutionCaption(puzzle: NumberedPuzzle): string {
  return `No. ${puzzle.number}`;
}
