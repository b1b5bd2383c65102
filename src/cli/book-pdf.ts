/**
 * A book as PDF (issue 40), through pdfkit: the pages of book-pages.ts drawn as vector lines and
 * text, the title and captions in Sawarabi Gothic (a font with Japanese glyphs, from its npm
 * package: SIL OFL 1.1; pdfkit embeds only the glyphs used), the digits in Helvetica.
 */

import PDFDocument from 'pdfkit';
import {
  PUZZLES_ACROSS,
  PUZZLES_DOWN,
  SOLUTIONS_ACROSS,
  SOLUTIONS_DOWN,
  bookPages,
  puzzleCaption,
  solutionCaption,
  type BookPage,
} from '../report/book-pages';
import type { Book, NumberedPuzzle } from '../engine/book';
import type { Paper } from '../engine/book';
import type { Language } from '../report/display-language';
import { bookWords } from '../report/book-words';

/** The font file inside its package; resolved through Node, so it is found wherever the package is installed. */
export const JAPANESE_FONT = '@expo-google-fonts/sawarabi-gothic/400Regular/SawarabiGothic_400Regular.ttf';

const PAGE_SIZES: Record<Paper, [number, number]> = { A4: [595.28, 841.89], Letter: [612, 792] };
/** In points: the side margins, the band the header and footer stand in, and the space between grids. */
const SIDE_MARGIN = 36;
const TOP = 56;
const BOTTOM = 48;
const CAPTION = 16;
const LINES = { cell: 0.5, box: 1.5, outer: 2.5 };

interface Layout {
  across: number;
  down: number;
  gap: number;
  /** Space under a grid before the next block's caption. */
  spacer: number;
}

const PUZZLE_LAYOUT: Layout = { across: PUZZLES_ACROSS, down: PUZZLES_DOWN, gap: 30, spacer: 18 };
const SOLUTION_LAYOUT: Layout = { across: SOLUTIONS_ACROSS, down: SOLUTIONS_DOWN, gap: 20, spacer: 12 };

function gridSide(layout: Layout, width: number, height: number): number {
  const byWidth = (width - 2 * SIDE_MARGIN - (layout.across - 1) * layout.gap) / layout.across;
  const byHeight = (height - TOP - BOTTOM) / layout.down - CAPTION - layout.spacer;
  return Math.floor(Math.min(byWidth, byHeight));
}

function drawGrid(
  doc: PDFKit.PDFDocument,
  puzzle: NumberedPuzzle,
  x: number,
  y: number,
  side: number,
  kind: BookPage['kind'],
): void {
  const cell = side / 9;
  for (let i = 1; i < 9; i++) {
    const weight = i % 3 === 0 ? LINES.box : LINES.cell;
    doc
      .lineWidth(weight)
      .moveTo(x + i * cell, y)
      .lineTo(x + i * cell, y + side)
      .stroke();
    doc
      .lineWidth(weight)
      .moveTo(x, y + i * cell)
      .lineTo(x + side, y + i * cell)
      .stroke();
  }
  doc.lineWidth(LINES.outer).rect(x, y, side, side).stroke();
  const size = cell * (kind === 'puzzles' ? 0.62 : 0.6);
  for (let index = 0; index < 81; index++) {
    const given = puzzle.puzzle[index] !== '.' && puzzle.puzzle[index] !== '0';
    if (kind === 'puzzles' && !given) continue;
    const digit = kind === 'puzzles' ? puzzle.puzzle[index] : puzzle.solution[index];
    const column = index % 9;
    const row = Math.floor(index / 9);
    doc
      .font(given && kind === 'solutions' ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .text(digit, x + column * cell, y + row * cell + (cell - size * 0.72) / 2 + size * 0.08, {
        width: cell,
        align: 'center',
        lineBreak: false,
      });
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
  const layout = page.kind === 'puzzles' ? PUZZLE_LAYOUT : SOLUTION_LAYOUT;
  const side = gridSide(layout, width, height);
  const used = layout.across * side + (layout.across - 1) * layout.gap;
  const left = (width - used) / 2;
  page.puzzles.forEach((puzzle, b) => {
    const x = left + (b % layout.across) * (side + layout.gap);
    const y = TOP + Math.floor(b / layout.across) * (CAPTION + side + layout.spacer);
    const caption = page.kind === 'puzzles' ? puzzleCaption(puzzle, language) : solutionCaption(puzzle);
    doc
      .font('japanese')
      .fontSize(page.kind === 'puzzles' ? 10 : 8)
      .text(caption, x, y, { width: side, lineBreak: false });
    drawGrid(doc, puzzle, x, y + CAPTION, side, page.kind);
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
