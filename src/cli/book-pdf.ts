/**
 * A book as PDF (issue 40), through pdfkit: the pages of book-pages.ts drawn as vector lines and
 * text, grids of every kind by their geometry (region lines, extra units filled as the sheets fill
 * them), each page's cells as large as its layout lets them be, the title and captions in Sawarabi Gothic (a font with Japanese glyphs, from its npm
 * package: SIL OFL 1.1; pdfkit embeds only the glyphs used), the digits in Helvetica.
 */

import PDFDocument from 'pdfkit';
import { bookPages, puzzleCaption, solutionCaption, type BookPage } from '../report/book-pages';
import { cellValues, type Book, type NumberedPuzzle, type Paper } from '../engine/book';
import type { Geometry } from '../engine/variants';
import type { Language } from '../report/display-language';
import { bookWords } from '../report/book-words';
import { regionBoundary, unitFill } from '../report/variant-grid';

/** The font file inside its package; resolved through Node, so it is found wherever the package is installed. */
export const JAPANESE_FONT = '@expo-google-fonts/sawarabi-gothic/400Regular/SawarabiGothic_400Regular.ttf';

const PAGE_SIZES: Record<Paper, [number, number]> = { A4: [595.28, 841.89], Letter: [612, 792] };
/** In points: the side margins, the band the header and footer stand in, and the space between grids. */
const SIDE_MARGIN = 36;
const TOP = 56;
const BOTTOM = 48;
const CAPTION = 16;
const LINES = { cell: 0.5, box: 1.5, outer: 2.5 };

/** Space between grids across, and under a grid before the next block's caption. */
const SPACING = { puzzles: { gap: 30, spacer: 18 }, solutions: { gap: 20, spacer: 12 } };

/** The side of a cell on the page: the largest at which the page's grids fit across and down. */
function cellSide(page: BookPage, width: number, height: number): number {
  const { geometry, layout } = page.grid;
  const { gap, spacer } = SPACING[page.kind];
  const byWidth = (width - 2 * SIDE_MARGIN - (layout.across - 1) * gap) / layout.across / geometry.cols;
  const byHeight = ((height - TOP - BOTTOM) / layout.down - CAPTION - spacer) / geometry.rows;
  return Math.min(byWidth, byHeight);
}

/**
 * A grid of any kind in vector lines: the extra units' cells filled as the sheets fill them, thin
 * lines round every cell, box lines where regions change, the outer line where the grid ends.
 */
function drawFrame(doc: PDFKit.PDFDocument, geometry: Geometry, x: number, y: number, cell: number): void {
  const at = (index: number) => [x + geometry.cellCol[index] * cell, y + geometry.cellRow[index] * cell] as const;
  geometry.units
    .filter((unit) => unit.kind === 'extra')
    .forEach((unit, index) => {
      for (const member of unit.cells) doc.rect(...at(member), cell, cell).fill(unitFill(index));
    });
  doc.fillColor('black').lineWidth(LINES.cell);
  for (let index = 0; index < geometry.cellCount; index++) doc.rect(...at(index), cell, cell);
  doc.stroke();
  const boundary = regionBoundary(geometry);
  const sides = [
    [-1, 0, 0, 0, 1, 0],
    [1, 0, 0, 1, 1, 1],
    [0, -1, 0, 0, 0, 1],
    [0, 1, 1, 0, 1, 1],
  ] as const;
  // Region lines first, the outer line over them; square caps close the corners of thick lines.
  for (const outer of [false, true]) {
    doc.lineWidth(outer ? LINES.outer : LINES.box).lineCap('square');
    for (let index = 0; index < geometry.cellCount; index++) {
      const row = geometry.cellRow[index];
      const col = geometry.cellCol[index];
      const [left, top] = at(index);
      for (const [dr, dc, x0, y0, x1, y1] of sides) {
        const [r, c] = [row + dr, col + dc];
        const edge =
          r < 0 || c < 0 || r >= geometry.rows || c >= geometry.cols || geometry.cellAt[r * geometry.cols + c] < 0;
        if (edge === outer && (edge || boundary(index, r, c)))
          doc.moveTo(left + x0 * cell, top + y0 * cell).lineTo(left + x1 * cell, top + y1 * cell);
      }
    }
    doc.stroke();
  }
  doc.lineCap('butt');
}

function drawGrid(
  doc: PDFKit.PDFDocument,
  page: BookPage,
  puzzle: NumberedPuzzle,
  x: number,
  y: number,
  cell: number,
): void {
  const { geometry } = page.grid;
  drawFrame(doc, geometry, x, y, cell);
  const givens = cellValues(puzzle.puzzle);
  const shown = page.kind === 'puzzles' ? givens : cellValues(puzzle.solution);
  for (let index = 0; index < geometry.cellCount; index++) {
    if (shown[index] === 0) continue;
    const text = String(shown[index]);
    // One size for a grid's symbols, two-figure ones (10 and up) fitting the cell.
    const size = cell * (geometry.size > 9 ? 0.46 : page.kind === 'puzzles' ? 0.62 : 0.6);
    doc
      .font(givens[index] !== 0 && page.kind === 'solutions' ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .text(
        text,
        x + geometry.cellCol[index] * cell,
        y + geometry.cellRow[index] * cell + (cell - size * 0.72) / 2 + size * 0.08,
        { width: cell, align: 'center', lineBreak: false },
      );
  }
}

function drawPage(
  doc: PDFKit.PDFDocument,
  page: BookPage,
  number: number,
  pages: number,
  title: string,
  [width, height]: [number, number],
  language: Language,
): void {
  doc.addPage({ size: [width, height], margin: 0 });
  doc
    .font('japanese')
    .fontSize(14)
    .text(title, SIDE_MARGIN, 24, { width: width - 2 * SIDE_MARGIN, align: 'center', lineBreak: false });
  const footer = `${page.kind === 'puzzles' ? page.section : bookWords(language).sheetNames.solutions} · ${number} / ${pages}`;
  doc
    .font('japanese')
    .fontSize(9)
    .text(footer, SIDE_MARGIN, height - 30, { width: width - 2 * SIDE_MARGIN, align: 'center', lineBreak: false });
  const { geometry, layout } = page.grid;
  const { gap, spacer } = SPACING[page.kind];
  const cell = cellSide(page, width, height);
  const [gridWidth, gridHeight] = [cell * geometry.cols, cell * geometry.rows];
  const left = (width - (layout.across * gridWidth + (layout.across - 1) * gap)) / 2;
  page.puzzles.forEach((puzzle, b) => {
    const x = left + (b % layout.across) * (gridWidth + gap);
    const y = TOP + Math.floor(b / layout.across) * (CAPTION + gridHeight + spacer);
    const caption = page.kind === 'puzzles' ? puzzleCaption(puzzle, language) : solutionCaption(puzzle);
    doc
      .font('japanese')
      .fontSize(page.kind === 'puzzles' ? 10 : 8)
      .text(caption, x, y, { width: gridWidth, lineBreak: false });
    drawGrid(doc, page, puzzle, x, y + CAPTION, cell);
  });
}

/** The book's PDF bytes, its captions in `language`. `fontFile` is the Japanese font's path (default: the package's). */
export function bookPdf(
  book: Book,
  language: Language = 'en',
  fontFile: string = require.resolve(JAPANESE_FONT),
): Promise<Uint8Array> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: { Title: book.plan.title, Creator: 'sudoku-analyzer' },
    compress: true,
  });
  doc.registerFont('japanese', fontFile);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const pages = bookPages(book, language);
  const size = PAGE_SIZES[book.plan.paper];
  pages.forEach((page, p) => drawPage(doc, page, p + 1, pages.length, book.plan.title, size, language));
  doc.end();
  return done;
}
