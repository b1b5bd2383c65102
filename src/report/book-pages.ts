/**
 * The pages of a printed book (issue 40), shared by its workbook (book-sheets.ts) and its PDF
 * (the command line's book-pdf.ts) so that both print the same puzzles on the same pages: puzzle
 * pages first, each section starting a page of its own, then the solutions, smaller, more a page.
 * How many grids a page holds follows the grid's size: six 9×9, four 12×12, two 16×16, one
 * samurai or larger grid; the solutions of sections of one kind share pages.
 */

import { kindGeometry, type Book, type BookKind, type BookPlan, type NumberedPuzzle } from '../engine/book';
import type { Geometry } from '../engine/variants';
import type { SheetLanguage } from './analysis-labels';
import { bookWords, sectionNameIn } from './book-words';

/** 9×9 puzzles a page: two across, three down, large enough to solve on paper. */
export const PUZZLES_ACROSS = 2;
export const PUZZLES_DOWN = 3;
/** 9×9 solutions a page: three across, four down. */
export const SOLUTIONS_ACROSS = 3;
export const SOLUTIONS_DOWN = 4;

/** Grids across and down a page. */
export interface PageLayout {
  across: number;
  down: number;
}

/** By the longer side of the grid's rectangle: up to that side, the grids a page holds. */
const PUZZLE_LAYOUTS: readonly [number, PageLayout][] = [
  [9, { across: PUZZLES_ACROSS, down: PUZZLES_DOWN }],
  [12, { across: 2, down: 2 }],
  [16, { across: 1, down: 2 }],
  [Infinity, { across: 1, down: 1 }],
];
const SOLUTION_LAYOUTS: readonly [number, PageLayout][] = [
  [9, { across: SOLUTIONS_ACROSS, down: SOLUTIONS_DOWN }],
  [12, { across: 2, down: 3 }],
  [16, { across: 2, down: 2 }],
  [25, { across: 1, down: 2 }],
  [Infinity, { across: 1, down: 1 }],
];

/**
 * The squares a book may print, puzzles and solutions counted once: a thousand sumo (33×33) or
 * a hundred 49×49 grids. Each square is a cell of the workbook twice over with its styles, and
 * a book beyond this would hold more than a person prints or a workbook opens at ease.
 */
export const MAX_PRINTED_SQUARES = 1_100_000;

export function pageLayout(geometry: Geometry, part: 'puzzles' | 'solutions'): PageLayout {
  const side = Math.max(geometry.rows, geometry.cols);
  const table = part === 'puzzles' ? PUZZLE_LAYOUTS : SOLUTION_LAYOUTS;
  return table.find(([most]) => side <= most)![1];
}

export interface BookPage {
  kind: 'puzzles' | 'solutions';
  /** The section the puzzle page belongs to (solution pages: the first puzzle's). */
  section: string;
  puzzles: NumberedPuzzle[];
  /** The kind of every grid of the page (undefined: the 9×9), its geometry and how its grids stand. */
  grid: { kind: BookKind | undefined; geometry: Geometry; layout: PageLayout };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function sectionName(book: Book, index: number, language: SheetLanguage): string {
  return sectionNameIn(book.plan.sections[index], language);
}

/** Each section's kind and geometry, a geometry built once per kind. */
function sectionGrids(plan: BookPlan): { kind: BookKind | undefined; key: string; geometry: Geometry }[] {
  const built = new Map<string, Geometry>();
  return plan.sections.map(({ kind }) => {
    const key = JSON.stringify(kind ?? null);
    let geometry = built.get(key);
    if (geometry === undefined) built.set(key, (geometry = kindGeometry(kind)));
    return { kind, key, geometry };
  });
}

export function puzzlePages(book: Book, language: SheetLanguage = 'en'): BookPage[] {
  const grids = sectionGrids(book.plan);
  return book.sections.flatMap((section) => {
    const { kind, geometry } = grids[section.index];
    const layout = pageLayout(geometry, 'puzzles');
    return chunks(section.puzzles, layout.across * layout.down).map((puzzles): BookPage => ({
      kind: 'puzzles',
      section: sectionName(book, section.index, language),
      puzzles,
      grid: { kind, geometry, layout },
    }));
  });
}

export function solutionPages(book: Book, language: SheetLanguage = 'en'): BookPage[] {
  const grids = sectionGrids(book.plan);
  // Sections next to one another in print order and of one kind share their solution pages.
  const runs: { index: number; puzzles: NumberedPuzzle[] }[] = [];
  for (const section of book.sections) {
    const last = runs[runs.length - 1];
    if (last && grids[last.index].key === grids[section.index].key) last.puzzles.push(...section.puzzles);
    else runs.push({ index: section.index, puzzles: [...section.puzzles] });
  }
  const sectionOf = new Map(
    book.sections.flatMap((section) =>
      section.puzzles.map((puzzle) => [puzzle.number, sectionName(book, section.index, language)] as const),
    ),
  );
  return runs.flatMap(({ index, puzzles: all }) => {
    const { kind, geometry } = grids[index];
    const layout = pageLayout(geometry, 'solutions');
    return chunks(all, layout.across * layout.down).map((puzzles): BookPage => ({
      kind: 'solutions',
      section: sectionOf.get(puzzles[0].number) ?? '',
      puzzles,
      grid: { kind, geometry, layout },
    }));
  });
}

/** Every page in print order. */
export function bookPages(book: Book, language: SheetLanguage = 'en'): BookPage[] {
  return [...puzzlePages(book, language), ...solutionPages(book, language)];
}

/** The squares the plan's grids would print (each grid's rectangle once), to hold to MAX_PRINTED_SQUARES before any work. */
export function plannedSquares(plan: BookPlan): number {
  return sectionGrids(plan).reduce(
    (sum, { geometry }, index) => sum + plan.sections[index].count * geometry.rows * geometry.cols,
    0,
  );
}

/** "No. 12 · Comfort · 26 givens" ("No. 12 · やや難 · ヒント数 26"): what stands above a puzzle. */
export function puzzleCaption(puzzle: NumberedPuzzle, language: SheetLanguage = 'en'): string {
  return bookWords(language).puzzleCaption(puzzle);
}

export function solutionCaption(puzzle: NumberedPuzzle): string {
  return `No. ${puzzle.number}`;
}
