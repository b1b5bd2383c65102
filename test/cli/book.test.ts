/**
 * The book command (issue 40) on a small book: every puzzle unique and on its pattern by the
 * reference solver and graded again by the analyser, none isomorphic to another, the sections
 * from the easiest to the hardest and each in order of rating; the workbook's print settings read
 * back from its XML; the PDF's pages and header text read back through pdfjs-dist, and page 1
 * rendered to PNG (kept in the test's output folder, for a person to look at); plans that cannot
 * be met refused before any work.
 */

import { spawnSync } from 'child_process';
import ExcelJS from 'exceljs';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { analyzePuzzle } from '../../src/engine/analyser';
import { canonicalForm } from '../../src/engine/board/canonical';
import { patternFromLine, patternSize } from '../../src/engine/generator/pattern';
import { digitsFromCanonical } from '../../src/engine/board/grid';
import { hasSymmetry } from '../../src/engine/board/symmetry';
import { main } from '../../src/cli/main';
import { makeBook } from '../../src/engine/book/make-book';
import { readBookPlan } from '../../src/engine/book/plan';
import { expectUniqueOnPattern } from '../helpers/generated-puzzle';
import { readPackageSheets } from '../helpers/xlsx-package';
import { createFakeIO, createRealFileIO } from './fake-io';

jest.setTimeout(300_000);

const BIN = path.resolve(__dirname, '../../bin/sudoku-analyzer.js');
const PDF_READER = path.resolve(__dirname, '../helpers/pdf-read.mjs');
const TITLE = 'Book 1 数独の本 & more';

/** Two patterns drawn by hand (29 and 28 givens) for the section that reads a pattern file. */
const DRAWN_PATTERNS = [
  'X....X.X.X......X.X.XXXX..X.XX....X.....X.....X....XX.X..XXXX.X.X......X.X.X....X',
  '...X.XXXX.X...X..........X.XX..XXX....X...X....XXX..XX.X..........X...X.XXXX.X...',
];

/** In the plan's order a harder section comes first: the book must turn that round. */
const PLAN = {
  title: TITLE,
  paper: 'Letter',
  timeLimit: 5,
  sections: [
    { count: 4, grade: 'Easy', patterns: { file: 'drawn.txt' } },
    { count: 5, grade: 'Very Easy', patterns: { symmetry: 'rotate180', givens: '26..30' } },
    { count: 2, grade: 'Beginner', patterns: { symmetry: 'left-right', givens: 30 } },
  ],
};
const LEVELS = { Easy: 3, 'Very Easy': 2, Beginner: 1 } as const;

interface JsonPuzzle {
  section: number;
  name: keyof typeof LEVELS;
  number: number;
  pattern: string;
  puzzle: string;
  solution: string;
  grade: { level: number; name: string };
  rating: number;
  givens: number;
  note?: string;
}

let dir: string;

/** The PDF's pages and texts through pdfjs-dist, page 1 rendered to `png` in the temporary folder (kept for a person to look at). */
function readPdf(
  pdf: string,
  png: string,
): { pages: number; texts: string[]; png: { width: number; height: number; darkPixels: number } } {
  const result = spawnSync(process.execPath, [PDF_READER, path.join(dir, pdf), path.join(os.tmpdir(), png)], {
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as ReturnType<typeof readPdf>;
}
let planFile: string;
let puzzles: JsonPuzzle[];
let stderr: string[];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'book-cli-'));
  planFile = path.join(dir, 'plan.json');
  fs.writeFileSync(planFile, JSON.stringify(PLAN));
  fs.writeFileSync(path.join(dir, 'drawn.txt'), `${DRAWN_PATTERNS.join('\n')}\n`);
  const io = createRealFileIO();
  const code = await main(
    [
      'book',
      '--plan',
      planFile,
      '--out',
      path.join(dir, 'book.xlsx'),
      '--pdf',
      path.join(dir, 'book.pdf'),
      '--seed',
      '7',
      '--jobs',
      '1',
      '--json',
    ],
    io,
  );
  expect(code).toBe(0);
  puzzles = io.out.map((line) => JSON.parse(line) as JsonPuzzle);
  stderr = io.err;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('book: the puzzles', () => {
  it('makes every puzzle of the plan, unique and on its pattern by the reference solver, graded again as the analyser grades it', () => {
    expect(puzzles).toHaveLength(11);
    for (const puzzle of puzzles) {
      const pattern = patternFromLine(puzzle.pattern);
      const analysis = expectUniqueOnPattern(puzzle.puzzle, pattern);
      expect(analysis.solution).toBe(puzzle.solution);
      expect(analysis.grade).toEqual(puzzle.grade);
      expect(analysis.rating).toBe(puzzle.rating);
      expect(puzzle.givens).toBe(patternSize(pattern));
      // These targets are easy to meet: a miss here would be a fault, not bad luck.
      expect(puzzle.note).toBeUndefined();
      expect(puzzle.grade.level).toBe(LEVELS[puzzle.name]);
    }
  });

  it("takes each section's patterns as the plan says: the drawn file in turn, or drawn at random with the symmetry and givens asked", () => {
    const bySection = (section: number) => puzzles.filter((puzzle) => puzzle.section === section);
    expect(
      bySection(1)
        .map((puzzle) => puzzle.pattern)
        .sort(),
    ).toEqual([...DRAWN_PATTERNS, ...DRAWN_PATTERNS].sort());
    for (const puzzle of bySection(2)) {
      expect(hasSymmetry(patternFromLine(puzzle.pattern), 'rotate180')).toBe(true);
      expect(puzzle.givens).toBeGreaterThanOrEqual(26);
      expect(puzzle.givens).toBeLessThanOrEqual(30);
    }
    for (const puzzle of bySection(3)) {
      expect(hasSymmetry(patternFromLine(puzzle.pattern), 'left-right')).toBe(true);
      expect(puzzle.givens).toBe(30);
    }
  });

  it('holds no two puzzles that are the same up to isomorphism', () => {
    const forms = puzzles.map((puzzle) => canonicalForm(digitsFromCanonical(puzzle.puzzle)).digits.join(''));
    expect(new Set(forms).size).toBe(puzzles.length);
  });

  it('numbers the puzzles from the easiest section to the hardest, each section in order of rating', () => {
    expect(puzzles.map((puzzle) => puzzle.number)).toEqual(puzzles.map((_, i) => i + 1));
    expect(puzzles.map((puzzle) => puzzle.name)).toEqual([
      ...Array(2).fill('Beginner'),
      ...Array(5).fill('Very Easy'),
      ...Array(4).fill('Easy'),
    ]);
    for (let i = 1; i < puzzles.length; i++) {
      if (puzzles[i].section === puzzles[i - 1].section)
        expect(puzzles[i].rating).toBeGreaterThanOrEqual(puzzles[i - 1].rating);
    }
  });

  it('reports progress on standard error, one line a puzzle, and each section at the end', () => {
    expect(stderr.filter((line) => /^\[\d+\/11\] section \d/.test(line))).toHaveLength(11);
    expect(
      stderr.filter((line) =>
        /^ {2}(Beginner|Very Easy|Easy): \d on target, 0 closest only, 0 without a puzzle, \d+\.\d s$/.test(line),
      ),
    ).toHaveLength(3);
  });
});

describe('book: the workbook', () => {
  let zipSheets: Awaited<ReturnType<typeof readPackageSheets>>;
  let workbookXml: string;
  beforeAll(async () => {
    zipSheets = await readPackageSheets(fs.readFileSync(path.join(dir, 'book.xlsx')));
    workbookXml = await zipSheets.zip.file('xl/workbook.xml')!.async('string');
  });

  it('has the puzzle pages, the solution pages, the analysis and the plan', () => {
    expect(zipSheets.sheets.map((sheet) => sheet.name)).toEqual(['Puzzles', 'Solutions', 'Analysis', 'Plan']);
  });

  it('prints each sheet of grids on Letter paper, one page wide, with a page break after every page and the title at the top', () => {
    // Puzzle pages: a page for each section's six (2 + 5 + 4 puzzles, so three), 33 rows each; solution pages: twelve a page, 44 rows.
    const expected = {
      Puzzles: { rows: 99, columns: 'S', breaks: [33, 66] },
      Solutions: { rows: 44, columns: 'AC', breaks: [] as number[] },
    };
    for (const [name, { rows, columns, breaks }] of Object.entries(expected)) {
      const sheet = zipSheets.sheets.find((each) => each.name === name)!;
      const index = zipSheets.sheets.indexOf(sheet);
      const area = new RegExp(
        `<definedName name="_xlnm.Print_Area" localSheetId="${index}">([^<]*)</definedName>`,
      ).exec(workbookXml);
      expect(area?.[1].replace(/&apos;/g, "'")).toBe(`'${name}'!$A$1:$${columns}$${rows}`);
      expect(/<pageSetup [^>]*paperSize="1"/.test(sheet.xml)).toBe(true);
      expect(/<pageSetup [^>]*fitToWidth="1"/.test(sheet.xml) || !/fitToWidth=/.test(sheet.xml)).toBe(true);
      expect(/<pageSetup [^>]*fitToHeight="0"/.test(sheet.xml)).toBe(true);
      expect(/<pageSetUpPr fitToPage="1"/.test(sheet.xml)).toBe(true);
      const found = [...sheet.xml.matchAll(/<brk id="(\d+)"/g)].map((match) => Number(match[1]));
      expect(found).toEqual(breaks);
      expect(sheet.xml).toContain(
        `<oddHeader>&amp;C&amp;&quot;-,Bold&quot;&amp;14Book 1 数独の本 &amp;&amp; more</oddHeader>`,
      );
      expect(/<pageMargins left="0.5" right="0.5" top="0.6" bottom="0.6"/.test(sheet.xml)).toBe(true);
    }
  });

  it('lays out No. 1 as its grid under its caption, the boxes in thick lines, and its solution on the solution pages', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path.join(dir, 'book.xlsx'));
    const first = puzzles[0];
    const sheet = workbook.getWorksheet('Puzzles')!;
    expect(sheet.getCell('A1').value).toBe(`No. 1 · ${first.grade.name} · ${first.givens} givens`);
    const digits = (target: ExcelJS.Worksheet, top: number) =>
      Array.from(
        { length: 81 },
        (_, cell) => target.getCell(top + Math.floor(cell / 9), 1 + (cell % 9)).value ?? '.',
      ).join('');
    expect(digits(sheet, 2)).toBe(first.puzzle);
    expect(digits(workbook.getWorksheet('Solutions')!, 2)).toBe(first.solution);
    expect(sheet.getCell('A2').border.top?.style).toBe('thick');
    expect(sheet.getCell('C4').border.right?.style).toBe('medium');
    expect(sheet.getCell('I10').border.bottom?.style).toBe('thick');
  });

  it("lists every puzzle's analysis and the plan it was made from", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path.join(dir, 'book.xlsx'));
    const analysis = workbook.getWorksheet('Analysis')!;
    expect(analysis.getRow(1).values).toEqual([
      undefined,
      'No.',
      'Section',
      'Target',
      'Grade',
      'Level',
      'Rating',
      'Givens',
      'Steps',
      'Techniques',
      'Puzzle',
      'Solution',
      'Pattern',
      'Seed',
      'Note',
    ]);
    puzzles.forEach((puzzle, i) => {
      const row = analysis.getRow(i + 2);
      expect(row.getCell(1).value).toBe(puzzle.number);
      expect(row.getCell(10).value).toBe(puzzle.puzzle);
      expect(row.getCell(8).value).toBe(analyzePuzzle(puzzle.puzzle).steps.length);
    });
    const plan = workbook.getWorksheet('Plan')!;
    expect(plan.getCell('B1').value).toBe(TITLE);
    expect(plan.getCell('B3').value).toBe(7);
  });
});

describe('book: the PDF', () => {
  it('has the puzzle pages and the solution page, each headed by the title, and its first page renders', () => {
    const read = readPdf('book.pdf', 'book-test-page-1.png');
    expect(read.pages).toBe(4);
    for (const text of read.texts) expect(text.startsWith(TITLE)).toBe(true);
    expect(read.texts[0]).toContain('No. 1 · Beginner');
    expect(read.texts[3]).toContain('Solutions · 4 / 4');
    // Letter at 1.5×: 918 × 1188 pixels; grids and digits make some thousands of them dark.
    expect(read.png).toMatchObject({ width: 918, height: 1188 });
    expect(read.png.darkPixels).toBeGreaterThan(5000);
  });
});

describe('book: the same book whatever --jobs', () => {
  it('prints the same puzzles with --jobs 1 and --jobs 2', () => {
    const plan = path.join(dir, 'small.json');
    fs.writeFileSync(
      plan,
      JSON.stringify({
        title: 'Small',
        sections: [{ count: 4, grade: 'Very Easy..Easy', patterns: { symmetry: 'rotate180', givens: '24..28' } }],
      }),
    );
    const run = (jobs: string) => {
      const result = spawnSync(
        process.execPath,
        [
          BIN,
          'book',
          '--plan',
          plan,
          '--out',
          path.join(dir, `small-${jobs}.xlsx`),
          '--seed',
          'word',
          '--jobs',
          jobs,
          '--json',
        ],
        { encoding: 'utf8' },
      );
      expect(result.status).toBe(0);
      return result.stdout.replace(/"timeMs":\d+/g, '"timeMs":0');
    };
    const one = run('1');
    expect(one.split('\n').filter(Boolean)).toHaveLength(4);
    expect(run('2')).toBe(one);
  });
});

describe('book: the engine call the pane makes', () => {
  it('makes the same book in one thread as the command made', async () => {
    const book = await makeBook(readBookPlan(PLAN), {
      seed: 7,
      patterns: new Map([[0, DRAWN_PATTERNS.map(patternFromLine)]]),
    });
    const made = book!.sections.flatMap((section) =>
      section.puzzles.map(({ number, puzzle, solution }) => ({ number, puzzle, solution })),
    );
    expect(made).toEqual(puzzles.map(({ number, puzzle, solution }) => ({ number, puzzle, solution })));
  });
});

describe('book: plans refused before any work', () => {
  async function refused(plan: unknown, extra: Record<string, string> = {}): Promise<string> {
    const text = typeof plan === 'string' ? plan : JSON.stringify(plan);
    const io = createFakeIO({ 'plan.json': text, ...extra });
    expect(await main(['book', '--plan', 'plan.json', '--out', 'never.xlsx'], io)).toBe(2);
    expect(io.written.size).toBe(0);
    expect(io.err).toHaveLength(1);
    return io.err[0];
  }
  const random = { symmetry: 'rotate180', givens: '24..30' };

  it('names the section and the problem', async () => {
    expect(
      await refused({
        sections: [
          { count: 1, grade: 'Easy', patterns: random },
          { count: 2, grade: 'Super Easy', patterns: random },
        ],
      }),
    ).toMatch(/^plan\.json: section 2: unknown grade "Super Easy"/);
    expect(
      await refused({ sections: [{ count: 6, grade: 'Easy', patterns: { symmetry: 'rotate180', givens: 15 } }] }),
    ).toBe('plan.json: section 1: 15 givens: a sudoku needs at least 17 givens to have one solution.');
    expect(
      await refused({ sections: [{ count: 6, grade: 'Easy', patterns: { symmetry: 'rotate90', givens: '26..27' } }] }),
    ).toBe('plan.json: section 1: no pattern with the symmetry rotate90 has 26 to 27 givens.');
    expect(
      await refused({ sections: [{ count: 6, grade: 'Easy', patterns: { symmetry: 'spiral', givens: 26 } }] }),
    ).toMatch(/^plan\.json: section 1: unknown symmetry "spiral"/);
    expect(await refused({ sections: [{ count: 0, grade: 'Easy', patterns: random }] })).toMatch(
      /^plan\.json: section 1: "count" is a whole number/,
    );
    expect(await refused({ sections: [{ count: 1, grade: 'Easy', patterns: random, kind: 'samurai' }] })).toMatch(
      /^plan\.json: section 1: "patterns": the givens of a samurai are chosen by its generator/,
    );
    expect(await refused({ sections: [{ count: 1, grade: 'Easy', patterns: random, grdae: 'Hard' }] })).toMatch(
      /^plan\.json: section 1: unknown key "grdae"/,
    );
    expect(await refused({ paper: 'A3', sections: [{ count: 1, grade: 'Easy', patterns: random }] })).toMatch(
      /^plan\.json: the plan: unknown paper "A3"/,
    );
    expect(await refused({ sections: [{ count: 1, grade: 'Easy', patterns: { file: 'none.txt' } }] })).toMatch(
      /none\.txt/,
    );
    expect(
      await refused(
        { sections: [{ count: 1, grade: 'Easy', patterns: { file: 'notes.txt' } }] },
        { 'notes.txt': 'no pattern here\n' },
      ),
    ).toMatch(/^plan\.json: section 1: .*notes\.txt holds no pattern/);
    expect(await refused('{"sections": [')).toMatch(/^Cannot read plan\.json: it is no JSON/);
  });

  it('will not replace a workbook without --force', async () => {
    const existing = path.join(dir, 'existing.xlsx');
    fs.writeFileSync(existing, 'mine');
    const io = createFakeIO({
      'plan.json': JSON.stringify({ sections: [{ count: 1, grade: 'Easy', patterns: random }] }),
    });
    expect(await main(['book', '--plan', 'plan.json', '--out', existing], io)).toBe(2);
    expect(io.err[0]).toContain('exists already; add --force');
    expect(fs.readFileSync(existing, 'utf8')).toBe('mine');
  });
});

describe('book --language ja', () => {
  const JA_PLAN = {
    title: '数独の本',
    paper: 'A4',
    timeLimit: 5,
    sections: [
      { count: 2, grade: 'Very Easy', name: '第二部', patterns: { symmetry: 'rotate180', givens: '28..30' } },
      { count: 2, grade: 'Beginner', patterns: { symmetry: 'rotate180', givens: 32 } },
    ],
  };
  let jaPuzzles: JsonPuzzle[];
  let jaOut: string[];
  beforeAll(async () => {
    const plan = path.join(dir, 'plan-ja.json');
    fs.writeFileSync(plan, JSON.stringify(JA_PLAN));
    const io = createRealFileIO();
    expect(
      await main(
        [
          'book',
          '--plan',
          plan,
          '--out',
          path.join(dir, 'book-ja.xlsx'),
          '--pdf',
          path.join(dir, 'book-ja.pdf'),
          '--seed',
          '3',
          '--jobs',
          '1',
          '--language',
          'ja',
          '--json',
        ],
        io,
      ),
    ).toBe(0);
    jaPuzzles = io.out.map((line) => JSON.parse(line) as JsonPuzzle);
    const again = createRealFileIO();
    expect(
      await main(
        [
          'book',
          '--plan',
          plan,
          '--out',
          path.join(dir, 'book-ja-2.xlsx'),
          '--seed',
          '3',
          '--jobs',
          '1',
          '--language',
          'JA',
        ],
        again,
      ),
    ).toBe(0);
    jaOut = again.out;
  });

  it('names the sheets, captions and headers in Japanese; a section the plan named keeps its name, one it did not is named by its grade', async () => {
    expect(jaPuzzles.map((puzzle) => puzzle.grade.name)).toEqual(['Beginner', 'Beginner', 'Very Easy', 'Very Easy']);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path.join(dir, 'book-ja.xlsx'));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['問題', '解答', '解析', '計画']);
    expect(workbook.getWorksheet('問題')!.getCell('A1').value).toBe(`No. 1 · 入門 · ヒント数 ${jaPuzzles[0].givens}`);
    expect(workbook.getWorksheet('解答')!.getCell('A1').value).toBe('No. 1');
    const analysis = workbook.getWorksheet('解析')!;
    expect(analysis.getRow(1).values).toEqual([
      undefined,
      'No.',
      'セクション',
      '目標',
      '難易度',
      'レベル',
      '評価値',
      'ヒント数',
      '手数',
      '技法',
      '問題',
      '解答',
      'パターン',
      'シード',
      '注記',
    ]);
    expect(analysis.getRow(2).values).toEqual(expect.arrayContaining([1, '入門', jaPuzzles[0].puzzle]));
    expect(analysis.getCell('B4').value).toBe('第二部');
    expect(analysis.getCell('D4').value).toBe('とてもやさしい');
    const plan = workbook.getWorksheet('計画')!;
    expect([
      plan.getCell('A1').value,
      plan.getCell('B1').value,
      plan.getCell('A2').value,
      plan.getCell('A3').value,
    ]).toEqual(['タイトル', '数独の本', '用紙', 'シード']);
    expect(plan.getRow(5).values).toEqual([
      undefined,
      'セクション',
      '名前',
      '問題数',
      '目標',
      'パターン',
      '制限時間 (秒)',
      '作成',
      '未達',
    ]);
    expect(plan.getCell('E7').value).toBe('ランダム、rotate180、ヒント数 32');
  });

  it('prints in English, naming the Japanese sheets it wrote (--language in any case)', () => {
    expect(jaOut).toEqual([`wrote ${path.join(dir, 'book-ja-2.xlsx')} (sheets 問題, 解答, 解析 and 計画)`]);
  });

  it('captions the PDF in Japanese, and page 1 renders', () => {
    const read = readPdf('book-ja.pdf', 'book-test-ja-page-1.png');
    expect(read.pages).toBe(3);
    expect(read.texts[0]).toContain('No. 1 · 入門 · ヒント数');
    expect(read.texts[0]).toContain('入門 · 1 / 3');
    expect(read.texts[1]).toContain('第二部 · 2 / 3');
    expect(read.texts[2]).toContain('解答 · 3 / 3');
    expect(read.png.darkPixels).toBeGreaterThan(5000);
  });

  it('refuses a language it does not have, before any work', async () => {
    const io = createFakeIO({ 'plan.json': JSON.stringify(JA_PLAN) });
    expect(await main(['book', '--plan', 'plan.json', '--out', 'never.xlsx', '--language', 'fr'], io)).toBe(2);
    expect(io.written.size).toBe(0);
    expect(io.err[0]).toContain('--language takes en or ja, not "fr"');
  });
});
