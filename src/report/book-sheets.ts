/**
 * A book's workbook (issue 40) as sheet models, print-ready: the puzzle pages (six 9×9 grids a
 * page, fewer of larger kinds, each with its number, grade and givens), the solution pages
 * (twelve 9×9 a page, smaller), the
 * analysis of every puzzle and the plan the book was made from. Pure: the command line applies
 * the models (src/cli/xlsx-write.ts), and the pane can apply the same ones.
 */

import { cellValues, type Book, type BookPlan, type BookSection, type NumberedPuzzle } from '../engine/book';
import { TECHNIQUE_LETTERS } from '../engine/analyser';
import type { Geometry } from '../engine/variants';
import { gridStyles } from './variant-grid';
import { puzzleCaption, puzzlePages, solutionCaption, solutionPages, type BookPage } from './book-pages';
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

/**
 * Sizes in points, chosen so that a page of 9×9 grids fits A4 and Letter inside the margins
 * below without shrinking: puzzle pages 3 × (20 + 9 × 22 + 14) = 696 pt of Letter's 706. Grids
 * of more rows get lower rows so that their page fits as well; a sheet wider than the paper is
 * shrunk to its width as a whole (fit to width).
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
/** The height, in points, a page's rows may take: Letter's 792 less the top and bottom margins. */
const PAGE_HEIGHT = 700;

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
  rowBreaks: number[],
  part: string,
  orientation: PrintSetup['orientation'] = 'portrait',
): PrintSetup {
  return {
    area: rangeAddress(0, 0, Math.max(rows, 1), columns),
    rowBreaks,
    paper: plan.paper,
    orientation,
    fitToWidth: true,
    margins: BOOK_MARGINS,
    header: plan.title,
    footer: part,
    centerHorizontally: true,
  };
}

/** A page's rows and columns: each grid a block of its caption, its rows and a spacer, a gap column between blocks. */
function pageSize(page: BookPage): { rows: number; columns: number; blockRows: number; blockColumns: number } {
  const { geometry, layout } = page.grid;
  const blockRows = geometry.rows + 2;
  const blockColumns = geometry.cols + 1;
  return { rows: layout.down * blockRows, columns: layout.across * blockColumns - 1, blockRows, blockColumns };
}

/** The grids of the pages, each page as its layout says, each block at its place, a page break after each page. */
function gridPages(
  pages: readonly BookPage[],
  look: Look,
  name: string,
  plan: BookPlan,
  digits: 'puzzle' | 'solution',
  language: SheetLanguage,
): SheetModel {
  const sizes = pages.map(pageSize);
  const rows = sizes.reduce((sum, size) => sum + size.rows, 0);
  const columns = Math.max(1, ...sizes.map((size) => size.columns));
  const values: CellValue[][] = emptyBlock(rows, columns);
  const styles: StyledRange[] = [];
  const rowHeights: number[] = [];
  const gridColumn = new Array<boolean>(columns).fill(false);
  const rowBreaks: number[] = [];
  let pageTop = 0;
  pages.forEach((page, p) => {
    const { rows: pageRows, columns: pageColumns, blockRows, blockColumns } = sizes[p];
    const { layout, geometry } = page.grid;
    const spare = PAGE_HEIGHT - layout.down * (look.captionHeight + look.spacerHeight);
    const rowHeight = Math.min(look.rowHeight, Math.floor((spare / (layout.down * geometry.rows)) * 4) / 4);
    for (let row = 0; row < pageRows; row++) {
      const inBlock = row % blockRows;
      rowHeights[pageTop + row] =
        inBlock === 0 ? look.captionHeight : inBlock === blockRows - 1 ? look.spacerHeight : rowHeight;
    }
    for (let column = 0; column < pageColumns; column++)
      if (column % blockColumns !== blockColumns - 1) gridColumn[column] = true;
    page.puzzles.forEach((puzzle, b) => {
      const top = pageTop + Math.floor(b / layout.across) * blockRows;
      const left = (b % layout.across) * blockColumns;
      values[top][left] = digits === 'puzzle' ? puzzleCaption(puzzle, language) : solutionCaption(puzzle);
      styles.push({ address: rangeAddress(top, left), style: { bold: true, fontSize: look.captionSize } });
      if (page.grid.kind === undefined) placeGrid(values, styles, puzzle, top + 1, left, look, digits);
      else placeKindGrid(values, styles, geometry, puzzle, top + 1, left, look, digits);
    });
    pageTop += pageRows;
    if (p < pages.length - 1) rowBreaks.push(pageTop);
  });
  const columnWidths = gridColumn.map((used) => (used ? look.columnWidth : look.gapWidth));
  return {
    name,
    values,
    styles,
    charts: [],
    columnWidths,
    rowHeights,
    print: printSetup(plan, rows, columns, rowBreaks, name),
  };
}

function isGiven(char: string): boolean {
  return char !== '.' && char !== '0';
}

function placeGrid(
  values: CellValue[][],
  styles: StyledRange[],
  puzzle: NumberedPuzzle,
  gridTop: number,
  left: number,
  look: Look,
  digits: 'puzzle' | 'solution',
): void {
  for (let cell = 0; cell < 81; cell++) {
    const row = gridTop + Math.floor(cell / 9);
    const column = left + (cell % 9);
    const given = isGiven(puzzle.puzzle[cell]);
    const digit = digits === 'puzzle' ? (given ? Number(puzzle.puzzle[cell]) : '') : Number(puzzle.solution[cell]);
    values[row][column] = digit;
  }
  const grid = rangeAddress(gridTop, left, 9, 9);
  styles.push({
    address: grid,
    style: { border: true, horizontalAlignment: 'Center', verticalAlignment: 'Center', fontSize: look.digitSize },
  });
  if (digits === 'solution') boldGivens(styles, puzzle, (cell) => [Math.floor(cell / 9), cell % 9], gridTop, left);
  styles.push(...boxOutlines(gridTop, left));
  styles.push({ address: grid, style: { outline: 'Thick' } });
}

/** The givens stand out in a solution, so a reader sees where the puzzle started. */
function boldGivens(
  styles: StyledRange[],
  puzzle: NumberedPuzzle,
  place: (cell: number) => [number, number],
  gridTop: number,
  left: number,
): void {
  [...puzzle.puzzle].forEach((char, cell) => {
    if (!isGiven(char)) return;
    const [row, column] = place(cell);
    styles.push({ address: rangeAddress(gridTop + row, left + column), style: { bold: true } });
  });
}

/** A grid of another kind as the other sheets draw it (variant-grid.ts): region lines, extra units filled; symbols as numbers. */
function placeKindGrid(
  values: CellValue[][],
  styles: StyledRange[],
  geometry: Geometry,
  puzzle: NumberedPuzzle,
  gridTop: number,
  left: number,
  look: Look,
  digits: 'puzzle' | 'solution',
): void {
  const shown = cellValues(digits === 'puzzle' ? puzzle.puzzle : puzzle.solution);
  for (let cell = 0; cell < geometry.cellCount; cell++)
    if (shown[cell] > 0) values[gridTop + geometry.cellRow[cell]][left + geometry.cellCol[cell]] = shown[cell];
  // Two-figure symbols take a smaller size, to stay inside the cell.
  const fontSize = geometry.size > 9 ? Math.round(look.digitSize * 0.75) : look.digitSize;
  styles.push(...gridStyles(geometry, gridTop, left, { verticalAlignment: 'Center', fontSize }));
  if (digits === 'solution')
    boldGivens(styles, puzzle, (cell) => [geometry.cellRow[cell], geometry.cellCol[cell]], gridTop, left);
  // A combined layout's grids are outlined by their boxes; a square grid gets the 9×9's thick frame.
  if (geometry.grids.length === 0)
    styles.push({ address: rangeAddress(gridTop, left, geometry.rows, geometry.cols), style: { outline: 'Thick' } });
}

/** The paper's width inside the book's left and right margins, in points. */
const PRINTABLE_WIDTH: Record<BookPlan['paper'], number> = {
  A4: 595 - 72 * (BOOK_MARGINS.left + BOOK_MARGINS.right),
  Letter: 612 - 72 * (BOOK_MARGINS.left + BOOK_MARGINS.right),
};

/** Points a column `width` characters wide takes on paper (Excel: 7 pixels a character and 5 of padding, at 96 dpi). */
function columnPoints(width: number): number {
  return (Math.trunc(width * 7 + 5) * 3) / 4;
}

/**
 * Runs of pages in print order that share a sheet. Fit to width shrinks a whole sheet to its
 * widest page, so a page wider than the paper (a 12×12 or 25×25 page) starts a sheet of its own,
 * shared only with pages as wide, and the 9×9 pages around it keep their size.
 */
function sheetRuns(pages: readonly BookPage[], look: Look, paper: BookPlan['paper']): BookPage[][] {
  const runs: BookPage[][] = [];
  let runKey: string | undefined;
  for (const page of pages) {
    const { columns } = pageSize(page);
    const key = columns * columnPoints(look.columnWidth) <= PRINTABLE_WIDTH[paper] ? 'fits' : `${columns}`;
    if (key === runKey) runs[runs.length - 1].push(page);
    else runs.push([page]);
    runKey = key;
  }
  return runs;
}

/** The pages as sheets: one named `name`, or, when wide pages need sheets of their own, "name 1", "name 2", … in print order. */
function gridSheets(
  pages: readonly BookPage[],
  look: Look,
  name: string,
  plan: BookPlan,
  digits: 'puzzle' | 'solution',
  language: SheetLanguage,
): SheetModel[] {
  const runs = sheetRuns(pages, look, plan.paper);
  if (runs.length <= 1) return [gridPages(pages, look, name, plan, digits, language)];
  return runs.map((run, index) => gridPages(run, look, `${name} ${index + 1}`, plan, digits, language));
}

/** The puzzle pages' sheets (one unless wide pages need their own, see sheetRuns). */
export function buildPuzzlePages(book: Book, language: SheetLanguage = 'en'): SheetModel[] {
  return gridSheets(
    puzzlePages(book, language),
    PUZZLE_LOOK,
    bookSheetNames(language).puzzles,
    book.plan,
    'puzzle',
    language,
  );
}

/** The solution pages' sheets (one unless wide pages need their own, see sheetRuns). */
export function buildSolutionPages(book: Book, language: SheetLanguage = 'en'): SheetModel[] {
  return gridSheets(
    solutionPages(book, language),
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
  const print = printSetup(book.plan, values.length, columns, [], words.sheetNames.analysis, 'landscape');
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
    ...buildPuzzlePages(book, language),
    ...buildSolutionPages(book, language),
    buildBookAnalysis(book, language),
    buildBookPlanSheet(book, planText, language),
  ];
}
