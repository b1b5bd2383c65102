/**
 * A book's workbook (issue 40) as sheet models, print-ready: the puzzle pages (six 9×9 grids a
 * page, each with its number, grade and givens), the solution pages (twelve a page, smaller), the
 * analysis of every puzzle and the plan the book was made from. Pure: the command line applies
 * the models (src/cli/xlsx.ts), and the pane can apply the same ones.
 */

import type { Book, NumberedPuzzle } from '../engine/book';
import type { BookPlan, BookSection } from '../engine/book';
import { TECHNIQUE_LETTERS } from '../engine/analyser';
import {
  PUZZLES_ACROSS,
  PUZZLES_DOWN,
  SOLUTIONS_ACROSS,
  SOLUTIONS_DOWN,
  puzzleCaption,
  puzzlePages,
  solutionCaption,
  solutionPages,
  type BookPage,
} from './book-pages';
import type { SheetLanguage } from './analysis-labels';
import { bookWords, sectionNameIn, type BookWords } from './book-words';
import {
  HEADER_STYLE,
  boxOutlines,
  emptyBlock,
  rangeAddress,
  type CellValue,
  type PrintSetup,
  type SheetModel,
  type StyledRange,
} from './sheet-model';

/** The sheets' names in each language (Japanese as the other sheets name puzzles, solutions and analysis). */
export function bookSheetNames(language: SheetLanguage): BookWords['sheetNames'] {
  return bookWords(language).sheetNames;
}

const SIDE = 9;
/** Rows of one grid's block: its caption, nine rows, a spacer. */
const BLOCK_ROWS = SIDE + 2;
/** Columns of one grid's block: nine and a gap. */
const BLOCK_COLUMNS = SIDE + 1;

/**
 * Sizes in points, chosen so that a page of either layout fits A4 and Letter inside the margins
 * below without shrinking: puzzle pages 3 × (20 + 9 × 22 + 14) = 696 pt of Letter's 706.
 */
const PUZZLE_LOOK = {
  captionHeight: 20,
  rowHeight: 22,
  spacerHeight: 14,
  columnWidth: 3.6,
  gapWidth: 3,
  digitSize: 16,
  captionSize: 10,
};
const SOLUTION_LOOK = {
  captionHeight: 14,
  rowHeight: 15,
  spacerHeight: 10,
  columnWidth: 2.2,
  gapWidth: 2.2,
  digitSize: 9,
  captionSize: 8,
};
type Look = typeof PUZZLE_LOOK;

export const BOOK_MARGINS: PrintSetup['margins'] = {
  left: 0.5,
  right: 0.5,
  top: 0.6,
  bottom: 0.6,
  header: 0.3,
  footer: 0.3,
};

function printSetup(
  plan: BookPlan,
  rows: number,
  columns: number,
  pageRows: number,
  part: string,
  orientation: PrintSetup['orientation'] = 'portrait',
): PrintSetup {
  const pages = Math.max(1, Math.ceil(rows / pageRows));
  return {
    area: rangeAddress(0, 0, Math.max(rows, 1), columns),
    rowBreaks: Array.from({ length: pages - 1 }, (_, p) => (p + 1) * pageRows),
    paper: plan.paper,
    orientation,
    fitToWidth: true,
    margins: BOOK_MARGINS,
    header: plan.title,
    footer: part,
    centerHorizontally: true,
  };
}

/** The grids of the pages, `across` × `down` a page, each block at its place. */
function gridPages(
  pages: readonly BookPage[],
  across: number,
  down: number,
  look: Look,
  name: string,
  plan: BookPlan,
  digits: 'puzzle' | 'solution',
  language: SheetLanguage,
): SheetModel {
  const pageRows = down * BLOCK_ROWS;
  const columns = across * BLOCK_COLUMNS - 1;
  const rows = pages.length * pageRows;
  const values: CellValue[][] = emptyBlock(rows, columns);
  const styles: StyledRange[] = [];
  const rowHeights: number[] = [];
  for (let row = 0; row < rows; row++) {
    const inBlock = row % BLOCK_ROWS;
    rowHeights[row] =
      inBlock === 0 ? look.captionHeight : inBlock === BLOCK_ROWS - 1 ? look.spacerHeight : look.rowHeight;
  }
  pages.forEach((page, p) => {
    page.puzzles.forEach((puzzle, b) => {
      const top = p * pageRows + Math.floor(b / across) * BLOCK_ROWS;
      const left = (b % across) * BLOCK_COLUMNS;
      placeGrid(values, styles, puzzle, top, left, look, digits, language);
    });
  });
  const columnWidths = Array.from({ length: columns }, (_, column) =>
    column % BLOCK_COLUMNS === SIDE ? look.gapWidth : look.columnWidth,
  );
  return {
    name,
    values,
    styles,
    charts: [],
    columnWidths,
    rowHeights,
    print: printSetup(plan, rows, columns, pageRows, name),
  };
}

function placeGrid(
  values: CellValue[][],
  styles: StyledRange[],
  puzzle: NumberedPuzzle,
  top: number,
  left: number,
  look: Look,
  digits: 'puzzle' | 'solution',
  language: SheetLanguage,
): void {
  values[top][left] = digits === 'puzzle' ? puzzleCaption(puzzle, language) : solutionCaption(puzzle);
  styles.push({ address: rangeAddress(top, left), style: { bold: true, fontSize: look.captionSize } });
  const gridTop = top + 1;
  for (let cell = 0; cell < SIDE * SIDE; cell++) {
    const row = gridTop + Math.floor(cell / SIDE);
    const column = left + (cell % SIDE);
    const given = puzzle.puzzle[cell] !== '.' && puzzle.puzzle[cell] !== '0';
    const digit = digits === 'puzzle' ? (given ? Number(puzzle.puzzle[cell]) : '') : Number(puzzle.solution[cell]);
    values[row][column] = digit;
  }
  const grid = rangeAddress(gridTop, left, SIDE, SIDE);
  styles.push({
    address: grid,
    style: { border: true, horizontalAlignment: 'Center', verticalAlignment: 'Center', fontSize: look.digitSize },
  });
  if (digits === 'solution') {
    // The givens stand out in the solution, so a reader sees where the puzzle started.
    for (let cell = 0; cell < SIDE * SIDE; cell++) {
      if (puzzle.puzzle[cell] !== '.' && puzzle.puzzle[cell] !== '0')
        styles.push({
          address: rangeAddress(gridTop + Math.floor(cell / SIDE), left + (cell % SIDE)),
          style: { bold: true },
        });
    }
  }
  styles.push(...boxOutlines(gridTop, left));
  styles.push({ address: grid, style: { outline: 'Thick' } });
}

export function buildPuzzlePages(book: Book, language: SheetLanguage = 'en'): SheetModel {
  return gridPages(
    puzzlePages(book, language),
    PUZZLES_ACROSS,
    PUZZLES_DOWN,
    PUZZLE_LOOK,
    bookSheetNames(language).puzzles,
    book.plan,
    'puzzle',
    language,
  );
}

export function buildSolutionPages(book: Book, language: SheetLanguage = 'en'): SheetModel {
  return gridPages(
    solutionPages(book, language),
    SOLUTIONS_ACROSS,
    SOLUTIONS_DOWN,
    SOLUTION_LOOK,
    bookSheetNames(language).solutions,
    book.plan,
    'solution',
    language,
  );
}

/** "S4 H2 X1": the techniques a puzzle's solve used, by letter, with their counts. */
export function techniquesText(counts: NumberedPuzzle['techniqueCounts']): string {
  return TECHNIQUE_LETTERS.filter((letter) => (counts[letter] ?? 0) > 0)
    .map((letter) => `${letter}${counts[letter]}`)
    .join(' ');
}

export function buildBookAnalysis(book: Book, language: SheetLanguage = 'en'): SheetModel {
  const words = bookWords(language);
  const values: CellValue[][] = [words.analysisHeader];
  for (const section of book.sections) {
    const planned = book.plan.sections[section.index];
    const target = words.goal(planned.target, planned.rating);
    const name = sectionNameIn(planned, language);
    for (const puzzle of section.puzzles) {
      const note = puzzle.note === undefined ? '' : words.closestNote(puzzle.note);
      values.push([
        puzzle.number,
        name,
        target,
        words.gradeName(puzzle),
        puzzle.grade?.level ?? '',
        puzzle.rating ?? '',
        puzzle.givens,
        puzzle.steps,
        techniquesText(puzzle.techniqueCounts),
        puzzle.puzzle,
        puzzle.solution,
        puzzle.pattern ?? '',
        puzzle.seed,
        note,
      ]);
    }
    for (const miss of section.misses.filter((each) => each.puzzle === undefined)) {
      values.push([
        '',
        name,
        target,
        '',
        '',
        '',
        miss.givens || '',
        '',
        '',
        '',
        '',
        miss.pattern ?? '',
        miss.seed,
        words.noPuzzle(miss.error?.message),
      ]);
    }
  }
  const columns = words.analysisHeader.length;
  const print = printSetup(
    book.plan,
    values.length,
    columns,
    Number.MAX_SAFE_INTEGER,
    words.sheetNames.analysis,
    'landscape',
  );
  print.rowBreaks = [];
  return {
    name: words.sheetNames.analysis,
    values,
    styles: [{ address: rangeAddress(0, 0, 1, columns), style: HEADER_STYLE }],
    charts: [],
    columnWidths: [6, 18, 18, 11, 6, 7, 7, 7, 18, 30, 30, 30, 12, 40],
    frozenRows: 1,
    printTitleRows: '1:1',
    print,
  };
}

function sectionRow(
  section: BookSection,
  index: number,
  made: number,
  missed: number,
  language: SheetLanguage,
): CellValue[] {
  const words = bookWords(language);
  return [
    index + 1,
    sectionNameIn(section, language),
    section.count,
    words.goal(section.target, section.rating),
    words.patterns(section.patterns),
    section.timeLimitMs / 1000,
    made,
    missed,
  ];
}

/** The plan as the book read it, and how each section turned out; `planText` is the plan file as given. */
export function buildBookPlanSheet(book: Book, planText?: string, language: SheetLanguage = 'en'): SheetModel {
  const { plan } = book;
  const words = bookWords(language);
  const values: CellValue[][] = [
    [words.planLabels.title, plan.title],
    [words.planLabels.paper, plan.paper],
    [words.planLabels.seed, book.seed],
    [],
    words.sectionHeader,
  ];
  const headerRow = values.length - 1;
  plan.sections.forEach((section, index) => {
    const result = book.sections.find((each) => each.index === index);
    values.push(sectionRow(section, index, result?.puzzles.length ?? 0, result?.misses.length ?? 0, language));
  });
  // A cell holds 32,767 characters at most; a longer plan is in the rows above all the same.
  if (planText !== undefined && planText.length < 32_000) values.push([], [words.planLabels.planFile, planText]);
  const styles: StyledRange[] = [
    { address: rangeAddress(0, 0, 3, 1), style: { bold: true } },
    { address: rangeAddress(headerRow, 0, 1, 8), style: HEADER_STYLE },
  ];
  const rows = values.map((row) => [...row, ...new Array<CellValue>(8 - row.length).fill('')]);
  return { name: words.sheetNames.plan, values: rows, styles, charts: [], columnWidths: [14, 24, 7, 24, 36, 13, 7, 7] };
}

/** Every sheet of the book's workbook, in order. */
export function buildBookSheets(book: Book, planText?: string, language: SheetLanguage = 'en'): SheetModel[] {
  return [
    buildPuzzlePages(book, language),
    buildSolutionPages(book, language),
    buildBookAnalysis(book, language),
    buildBookPlanSheet(book, planText, language),
  ];
}
