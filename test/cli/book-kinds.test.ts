/**
 * The book command (issue 40) on a small book of other kinds — diagonal, jigsaw, 16×16, samurai:
 * every puzzle unique and on its pattern by the test-side reference solver; the pages laid out by
 * the grid's size (six 9×9, two 16×16, one samurai a page; the solutions smaller), read back from
 * the workbook's print settings and the PDF's pages and headers; the samurai page rendered to PNG
 * (kept in the temporary folder, for a person to look at). The largest grids a plan can name lay
 * out without trouble, and a book of more squares than a book prints is refused before any work.
 */

import { spawnSync } from 'child_process';
import ExcelJS from 'exceljs';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { main } from '../../src/cli/main';
import { bookPdf } from '../../src/cli/book-pdf';
import { kindGeometry, readBookPlan } from '../../src/engine/book';
import { bookPages } from '../../src/report/book-pages';
import { buildBookSheets } from '../../src/report/book-sheets';
import { madeUpBook } from '../helpers/made-up-book';
import { readPackageSheets } from '../helpers/xlsx-package';
import { referenceSolve, symbolValues } from '../helpers/variant-reference';
import { createFakeIO, createRealFileIO } from './fake-io';

jest.setTimeout(120_000);

const PDF_READER = path.resolve(__dirname, '../helpers/pdf-read.mjs');
const TITLE = 'Kinds 本';
// The region map of the jigsaw fixture (test/fixtures/variants/jigsaw-9-generated.txt, public domain).
const REGIONS = 'DAABBBBBBDAACBBBCCDDACCCCCCDEAAAAFFFDEEEEEEFFDEGHIIEIFDDGHIIIIFGGGHHHHIFGGGGHHHIF';

/** Levels rising section by section, so that the book keeps the plan's order. */
const PLAN = {
  title: TITLE,
  paper: 'A4',
  timeLimit: 5,
  sections: [
    { count: 2, kind: 'diagonal', grade: 1, patterns: { symmetry: 'rotate180', givens: '30..34' } },
    { count: 2, kind: 'jigsaw', regions: REGIONS, grade: '1..2', patterns: { givens: '30..32' } },
    { count: 1, kind: 'standard', size: 16, grade: '1..3', patterns: { symmetry: 'rotate180', givens: '150..170' } },
    { count: 1, kind: 'samurai', grade: '1..5' },
  ],
};

interface JsonPuzzle {
  section: number;
  number: number;
  pattern: string;
  puzzle: string;
  solution: string;
  givens: number;
  note?: string;
}

let dir: string;
let puzzles: JsonPuzzle[];
const plan = readBookPlan(PLAN);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'book-kinds-'));
  const planFile = path.join(dir, 'plan.json');
  fs.writeFileSync(planFile, JSON.stringify(PLAN));
  const io = createRealFileIO();
  const args = ['book', '--plan', planFile, '--out', path.join(dir, 'book.xlsx'), '--pdf', path.join(dir, 'book.pdf')];
  expect(await main([...args, '--seed', '10', '--jobs', '1', '--json'], io)).toBe(0);
  puzzles = io.out.map((line) => JSON.parse(line) as JsonPuzzle);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('book of other kinds: the puzzles', () => {
  it('makes every puzzle unique and on its pattern by the reference solver, its solution the reference one', () => {
    expect(puzzles.map((puzzle) => puzzle.section)).toEqual([1, 1, 2, 2, 3, 4]);
    for (const made of puzzles) {
      const geometry = kindGeometry(plan.sections[made.section - 1].kind);
      const givens = symbolValues(made.puzzle);
      expect(givens).toHaveLength(geometry.cellCount);
      expect(givens.map((value) => (value === 0 ? '.' : 'X')).join('')).toBe(made.pattern);
      expect(givens.filter((value) => value > 0)).toHaveLength(made.givens);
      const reference = referenceSolve(geometry, givens);
      expect(reference.count).toBe(1);
      expect(reference.solution).toEqual(symbolValues(made.solution));
      expect(made.note).toBeUndefined();
    }
  });
});

describe('book of other kinds: the workbook', () => {
  it('lays out a page per section by its grid size, the solutions smaller, with print area, page breaks and paper read back', async () => {
    const { sheets, zip } = await readPackageSheets(fs.readFileSync(path.join(dir, 'book.xlsx')));
    const workbookXml = await zip.file('xl/workbook.xml')!.async('string');
    // Puzzles: a block is the grid's rows with a caption row and a spacer row, the grid's columns and a gap column.
    // Diagonal and jigsaw: six a page, 3 × 11 rows, 2 × 10 - 1 columns; 16×16: two down, 2 × 18 rows;
    // samurai: one, 23 rows, 21 columns. Solutions: 9×9 twelve a page (4 × 11 rows, 3 × 10 - 1 columns),
    // 16×16 four (2 × 18 rows, 2 × 17 - 1 columns), samurai two down (2 × 23 rows).
    const expected = {
      Puzzles: { area: 'A1:U125', breaks: [33, 66, 102] },
      Solutions: { area: 'A1:AG170', breaks: [44, 88, 124] },
    };
    for (const [name, { area, breaks }] of Object.entries(expected)) {
      const sheet = sheets.find((each) => each.name === name)!;
      const printArea = new RegExp(
        `<definedName name="_xlnm.Print_Area" localSheetId="${sheets.indexOf(sheet)}">([^<]*)</definedName>`,
      ).exec(workbookXml);
      const [from, to] = area.split(':');
      expect(printArea?.[1].replace(/&apos;/g, "'")).toBe(
        `'${name}'!$${from.replace(/(\d)/, '$$$1')}:$${to.replace(/(\d+)/, '$$$1')}`,
      );
      expect(/<pageSetup [^>]*paperSize="9"/.test(sheet.xml)).toBe(true);
      expect([...sheet.xml.matchAll(/<brk id="(\d+)"/g)].map((match) => Number(match[1]))).toEqual(breaks);
    }
  });

  it('draws the jigsaw regions, fills the diagonals and places the samurai on its own page', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path.join(dir, 'book.xlsx'));
    const sheet = workbook.getWorksheet('Puzzles')!;
    // Diagonal No. 1 at A2: its main diagonal filled, a cell off both diagonals not.
    const filled = (address: string) => (sheet.getCell(address).fill as ExcelJS.FillPattern | undefined)?.pattern;
    expect([filled('A2'), filled('I10'), filled('I2'), filled('A10'), filled('B2'), filled('E3')]).toEqual([
      'solid',
      'solid',
      'solid',
      'solid',
      'none',
      'none',
    ]);
    // Jigsaw No. 3 on page 2 (row 34 its caption): the line under its top-left cell where region D meets A.
    const jigsawTop = 35;
    expect(REGIONS[0]).not.toBe(REGIONS[1]);
    expect(sheet.getCell(jigsawTop, 1).border.right?.style).toBe('medium');
    expect(sheet.getCell(jigsawTop, 1).border.top?.style).toBe('thick');
    // The samurai, page 4 (rows 103-125), its caption then its cells: the top-left grid's first row.
    const samurai = puzzles[5];
    expect(sheet.getCell(103, 1).value).toMatch(/^No\. 6 · /);
    const geometry = kindGeometry(plan.sections[3].kind);
    const givens = symbolValues(samurai.puzzle);
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      const value = sheet.getCell(104 + geometry.cellRow[cell], 1 + geometry.cellCol[cell]).value;
      expect(value ?? 0).toBe(givens[cell]);
    }
  });
});

describe('book of other kinds: the PDF', () => {
  it('has a page per puzzle page and solution page, each headed by the title, and the samurai page renders', () => {
    const png = path.join(dir, 'samurai-page.png');
    const result = spawnSync(process.execPath, [PDF_READER, path.join(dir, 'book.pdf'), png, '4'], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    const read = JSON.parse(result.stdout) as { pages: number; texts: string[]; png: { darkPixels: number } };
    expect(read.pages).toBe(8);
    for (const text of read.texts) expect(text.startsWith(TITLE)).toBe(true);
    expect(read.texts[3]).toContain('No. 6 ·');
    expect(read.texts[3]).toContain('4 / 8');
    expect(read.texts[7]).toContain('Solutions · 8 / 8');
    expect(read.png.darkPixels).toBeGreaterThan(10_000);
    fs.copyFileSync(png, path.join(os.tmpdir(), 'book-kinds-samurai-page.png'));
  });
});

/** A book of one made-up puzzle of the kind (the layout reads no more than its symbols). */
describe('book of other kinds: bounds', () => {
  it('lays out the largest grids a plan names, a 49×49 and the shogun, one a page', async () => {
    for (const section of [{ kind: 'standard', size: 49, patterns: { givens: '1500..1600' } }, { kind: 'shogun' }]) {
      const book = madeUpBook([{ count: 1, grade: 1, name: 'Large', ...section }], 'Large');
      expect(bookPages(book).map((page) => [page.kind, page.puzzles.length])).toEqual([
        ['puzzles', 1],
        ['solutions', 1],
      ]);
      const [puzzleSheet] = buildBookSheets(book);
      const geometry = kindGeometry(book.plan.sections[0].kind);
      expect(puzzleSheet.values).toHaveLength(geometry.rows + 2);
      expect(puzzleSheet.values[0]).toHaveLength(geometry.cols);
      expect((await bookPdf(book)).length).toBeGreaterThan(1000);
    }
  });

  it('refuses before any work a book that would print more squares than a book holds, naming the section', async () => {
    const io = createFakeIO({
      'plan.json': JSON.stringify({
        sections: [
          { count: 1, grade: 'Easy', patterns: { symmetry: 'rotate180', givens: '24..30' } },
          { count: 500, grade: 'Easy', kind: 'standard', size: 49, patterns: { givens: '1500..1600' } },
        ],
      }),
    });
    expect(await main(['book', '--plan', 'plan.json', '--out', 'never.xlsx'], io)).toBe(2);
    expect(io.written.size).toBe(0);
    expect(io.err).toEqual([
      'plan.json: section 2: "count": the book\'s grids would print 1,200,581 squares by this section; a book prints at most 1,100,000.',
    ]);
  });
});
