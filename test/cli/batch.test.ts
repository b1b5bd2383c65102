import ExcelJS from 'exceljs';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { GRADE_NAMES } from '../../src/engine/analysis/types';
import { TECHNIQUE_LETTERS } from '../../src/engine/techniques/registry';
import { readBookFile, run } from '../../src/cli/batch';
import type { CliIO } from '../../src/cli/cli-io';
import { readPuzzleFile } from '../../src/cli/puzzle-files';
import { main } from '../../src/cli/main';
import { plainCellValue } from '../../src/cli/xlsx';
import { SUMMARY_LAYOUT } from '../../src/report/summary-sheet';
import { RESULTS_HEADERS, resultsHeaders } from '../../src/report/results-sheet';
import { techniqueNameIn } from '../../src/report/analysis-labels';
import { columnLetter } from '../../src/report/sheet-model';
import { puzzlesWithSolutions, readPuzzleLines } from '../helpers/corpus';
import { resultsTable } from '../helpers/batch-items';

interface CapturedIO extends CliIO {
  out: string[];
  err: string[];
}

function captureIO(): CapturedIO {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stdout: (line) => void out.push(line),
    stderr: (line) => void err.push(line),
    readFile: (file) => fs.readFileSync(file, 'utf8'),
    readBinaryFile: (file) => fs.readFileSync(file),
    writeFile: (file, data) => fs.writeFileSync(file, data),
  };
}

const BOOK = puzzlesWithSolutions(400)
  .filter((_, i) => i % 40 === 0)
  .slice(0, 8);
const LEVELS = ['Easy', 'Medium', 'Hard', 'Super Hard'];
const BAD_ROW = 4;
const BAD_PUZZLE = BOOK[BAD_ROW].puzzle.slice(0, 70);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'batch-cli-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function readSheet(file: string, name: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  const rows: unknown[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row: unknown[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) row.push(plainCellValue(sheet.getCell(r, c).value));
    rows.push(row);
  }
  return rows;
}

async function readResults(file: string): Promise<unknown[][]> {
  return resultsTable(await readSheet(file, 'Results'));
}

async function writeRowsBook(file: string, sheetName = 'Book'): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Notes').getCell('A1').value = 'not the book';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(['番号', 'タイトル', '難易度', '問題']);
  BOOK.forEach(({ puzzle }, i) =>
    sheet.addRow([i + 1, `第${i + 1}問`, LEVELS[i % 4], i === BAD_ROW ? BAD_PUZZLE : puzzle]),
  );
  await workbook.xlsx.writeFile(file);
}

describe('sudoku-analyzer batch', () => {
  it('analyses an .xlsx book and writes Results and Summary that read back cell by cell', async () => {
    const bookFile = path.join(dir, 'book.xlsx');
    const outFile = path.join(dir, 'out', 'results.xlsx');
    await writeRowsBook(bookFile);
    const io = captureIO();
    expect(await run([bookFile, '--sheet', 'Book', '--out', outFile], io)).toBe(0);
    expect(io.err.some((line) => line.startsWith(`analysed ${BOOK.length}/${BOOK.length}`))).toBe(true);

    const results = await readResults(outFile);
    const header = results[0];
    const cell = (i: number, name: string) => results[i + 1][header.indexOf(name)];
    expect(results).toHaveLength(BOOK.length + 1);
    // Filter buttons on the table's header, and the header on every printed page.
    const written = new ExcelJS.Workbook();
    await written.xlsx.readFile(outFile);
    const sheet = written.getWorksheet('Results')!;
    expect(sheet.autoFilter).toBe(`A1:${columnLetter(RESULTS_HEADERS.length - 1)}${BOOK.length + 1}`);
    expect(sheet.pageSetup.printTitlesRow).toBe('1:1');
    BOOK.forEach(({ puzzle, solution }, i) => {
      expect(cell(i, 'No.')).toBe(i + 1);
      expect(cell(i, 'Title')).toBe(`第${i + 1}問`);
      expect(cell(i, 'Publisher grade')).toBe(LEVELS[i % 4]);
      expect(typeof cell(i, 'Time (ms)')).toBe('number');
      if (i === BAD_ROW) {
        expect(cell(i, 'Status')).toBe('Invalid');
        expect(cell(i, 'Reason')).toMatch(/^bad-input: .*70 characters/);
        expect(cell(i, 'Solution')).toBe('');
        return;
      }
      const givens = [...puzzle].filter((ch) => ch !== '.').length;
      expect(cell(i, 'Puzzle')).toBe(puzzle);
      expect(cell(i, 'Givens')).toBe(givens);
      expect(cell(i, 'Blanks')).toBe(81 - givens);
      expect(cell(i, 'Solution')).toBe(solution);
      const analysis = analyzePuzzle(puzzle);
      expect(cell(i, 'Status')).toBe(analysis.status === 'conquer' ? 'Conquer' : 'Not Conquer');
      expect(cell(i, 'Our grade')).toBe(analysis.grade?.name ?? '');
      expect(cell(i, 'Assumptions')).toBe(analysis.assumptions);
      for (const letter of TECHNIQUE_LETTERS) expect(cell(i, letter)).toBe(analysis.techniqueCounts[letter] || '');
    });

    // The Summary recounts what the Results sheet says.
    const summary = await readSheet(outFile, 'Summary');
    const totals = Object.fromEntries(
      summary.slice(SUMMARY_LAYOUT.totals + 2, SUMMARY_LAYOUT.totals + 9).map((row) => [row[0], row[1]]),
    );
    const statuses = results.slice(1).map((row) => row[header.indexOf('Status')]);
    expect(totals['Puzzles']).toBe(BOOK.length);
    expect(totals['Conquer']).toBe(statuses.filter((status) => status === 'Conquer').length);
    expect(totals['Invalid']).toBe(1);
    const times = results.slice(1).map((row) => row[header.indexOf('Time (ms)')] as number);
    expect(totals['Total time (ms)']).toBeCloseTo(
      times.reduce((a, b) => a + b, 0),
      6,
    );
    GRADE_NAMES.forEach((name, level) => {
      const row = summary[SUMMARY_LAYOUT.distribution + 2 + level];
      expect(row[1]).toBe(name);
      expect(row[2]).toBe(results.slice(1).filter((r) => r[header.indexOf('Our grade')] === name).length);
    });
    const crossHeader = summary[SUMMARY_LAYOUT.crossTable + 1];
    LEVELS.forEach((level, p) => {
      const row = summary[SUMMARY_LAYOUT.crossTable + 2 + p];
      expect(row[0]).toBe(level);
      expect(row[crossHeader.indexOf('Total')]).toBe(BOOK.filter((_, i) => i % 4 === p).length);
    });
    expect(io.out[0]).toBe(
      `${BOOK.length} puzzles: ${totals['Conquer']} Conquer, ${totals['Not Conquer']} Not Conquer, 1 Invalid`,
    );
    expect(io.out[io.out.length - 1]).toContain(outFile);
  });

  it('keeps the technique legend on a sheet of its own, and with --language ja writes the workbook the Japanese pane writes', async () => {
    const bookFile = path.join(dir, 'legend-book.xlsx');
    await writeRowsBook(bookFile);
    const english = path.join(dir, 'legend-en.xlsx');
    const io = captureIO();
    expect(await run([bookFile, '--sheet', 'Book', '--out', english], io)).toBe(0);
    expect(io.out.at(-1)).toContain('(sheets Results, Summary and Techniques)');
    const englishBook = new ExcelJS.Workbook();
    await englishBook.xlsx.readFile(english);
    expect(englishBook.worksheets.map((sheet) => sheet.name)).toEqual(['Results', 'Summary', 'Techniques']);
    // Nothing beside the table: the filter covers every column written.
    expect(englishBook.getWorksheet('Results')!.columnCount).toBe(RESULTS_HEADERS.length);
    const legend = await readSheet(english, 'Techniques');
    expect(legend[0]).toEqual(['Letter', 'Technique']);
    expect(legend.slice(1).map((row) => row[0])).toEqual([...TECHNIQUE_LETTERS]);
    expect(englishBook.getWorksheet('Techniques')!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const japanese = path.join(dir, 'legend-ja.xlsx');
    const jaIO = captureIO();
    expect(await run([bookFile, '--sheet', 'Book', '--out', japanese, '--language', 'JA'], jaIO)).toBe(0);
    expect(jaIO.out.at(-1)).toContain('(sheets 計算結果, 集計 and 技法)');
    const japaneseBook = new ExcelJS.Workbook();
    await japaneseBook.xlsx.readFile(japanese);
    expect(japaneseBook.worksheets.map((sheet) => sheet.name)).toEqual(['計算結果', '集計', '技法']);
    const results = resultsTable(await readSheet(japanese, '計算結果'));
    expect(results[0]).toEqual(resultsHeaders('ja'));
    const status = results[0].indexOf('結果');
    expect(results[BAD_ROW + 1][status]).toBe('不正な問題');
    const japaneseLegend = await readSheet(japanese, '技法');
    expect(japaneseLegend[0]).toEqual(['記号', '技法']);
    TECHNIQUE_LETTERS.forEach((letter, i) =>
      expect(japaneseLegend[i + 1]).toEqual([letter, techniqueNameIn(letter, 'ja')]),
    );
    const summary = await readSheet(japanese, '集計');
    expect(
      summary
        .flat()
        .filter((value) => typeof value === 'string')
        .join(' '),
    ).toMatch(/[ぁ-んァ-ン一-龥]/);
    // The same sheets as English but for the words: the puzzles and solutions in the same cells.
    const englishResults = resultsTable(await readSheet(english, 'Results'));
    const puzzle = RESULTS_HEADERS.indexOf('Puzzle');
    expect(results.slice(1).map((row) => [row[puzzle], row[puzzle + 1]])).toEqual(
      englishResults.slice(1).map((row) => [row[puzzle], row[puzzle + 1]]),
    );
  });

  it('refuses a --language it does not have, before any work', async () => {
    const io = captureIO();
    expect(await run([path.join(dir, 'none.csv'), '--language', 'de'], io)).toBe(2);
    expect(io.err.join('\n')).toContain('--language takes en or ja, not "de"');
  });

  it('reads stacked grids from the first sheet, keeping --from…--to', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Grids');
    BOOK.slice(0, 4).forEach(({ puzzle }, i) => {
      sheet.addRow([`No.${i + 1}`, '', '', '', '', '', 'Level', LEVELS[i]]);
      for (let r = 0; r < 9; r++)
        sheet.addRow([...puzzle.slice(r * 9, r * 9 + 9)].map((ch) => (ch === '.' ? null : Number(ch))));
    });
    const bookFile = path.join(dir, 'grids.xlsx');
    const outFile = path.join(dir, 'grids-out.xlsx');
    await workbook.xlsx.writeFile(bookFile);
    const io = captureIO();
    expect(await run([bookFile, '--from', '2', '--to', '3', '--out', outFile], io)).toBe(0);
    const results = await readResults(outFile);
    const header = results[0];
    expect(
      results.slice(1).map((row) => [row[0], row[header.indexOf('Puzzle')], row[header.indexOf('Publisher grade')]]),
    ).toEqual([
      [2, BOOK[1].puzzle, LEVELS[1]],
      [3, BOOK[2].puzzle, LEVELS[2]],
    ]);
  });

  it('reads CSV with a level column, and plain 81-character lines', async () => {
    const csvFile = path.join(dir, 'book.csv');
    fs.writeFileSync(
      csvFile,
      [
        'No.,Title,Level,Puzzle',
        ...BOOK.slice(0, 3).map(({ puzzle }, i) => `${i + 1},"Book, ${i + 1}",${LEVELS[i]},${puzzle}`),
      ].join('\r\n') + '\r\n',
    );
    const txtFile = path.join(dir, 'book.txt');
    fs.writeFileSync(
      txtFile,
      BOOK.slice(0, 3)
        .map(({ puzzle }) => puzzle.replace(/\./g, '0'))
        .join('\n') + '\n',
    );
    for (const file of [csvFile, txtFile]) {
      const outFile = `${file}.xlsx`;
      expect(await run([file, '--out', outFile], captureIO())).toBe(0);
      const results = await readResults(outFile);
      const header = results[0];
      expect(results.slice(1).map((row) => row[header.indexOf('Solution')])).toEqual(
        BOOK.slice(0, 3).map(({ solution }) => solution),
      );
      if (file === csvFile)
        expect(
          results.slice(1).map((row) => [row[header.indexOf('Title')], row[header.indexOf('Publisher grade')]]),
        ).toEqual(LEVELS.slice(0, 3).map((level, i) => [`Book, ${i + 1}`, level]));
    }
  });

  it("warns on standard error about characters glued to a line's 81st, and still analyses that puzzle", async () => {
    const txtFile = path.join(dir, 'glued.txt');
    fs.writeFileSync(txtFile, `${BOOK[0].puzzle}\n${BOOK[1].puzzle}zz\n`);
    const io = captureIO();
    expect(await run([txtFile, '--out', `${txtFile}.xlsx`], io)).toBe(0);
    expect(io.err.filter((line) => line.includes('"zz"'))).toEqual([expect.stringMatching(/^glued\.txt line 2: /)]);
    const results = await readResults(`${txtFile}.xlsx`);
    expect(results.slice(1).map((row) => row[results[0].indexOf('Solution')])).toEqual([
      BOOK[0].solution,
      BOOK[1].solution,
    ]);
  });

  it('is a command of sudoku-analyzer, and lets other commands read .xlsx books', async () => {
    const bookFile = path.join(dir, 'for-others.xlsx');
    await writeRowsBook(bookFile, 'Sheet1');
    const io = captureIO();
    const records = await readPuzzleFile(bookFile, io);
    expect(records.map((record) => record.id)).toEqual(BOOK.map((_, i) => String(i + 1)));
    expect(records[BAD_ROW].error?.kind).toBe('bad-input');
    expect(records[0].title).toBe('第1問');
    expect(await main(['batch', bookFile, '--out', path.join(dir, 'main.xlsx')], io)).toBe(0);
    expect(fs.existsSync(path.join(dir, 'main.xlsx'))).toBe(true);
  });

  it('bundles a sample book of public-domain Sudoku Exchange puzzles, the same in .csv, .xlsx and grids', async () => {
    const samples = path.resolve(__dirname, '../../samples');
    const read = (book: string) => readBookFile({ book: path.join(samples, book), out: '' }, captureIO());
    const csv = await read('book.csv');
    const xlsx = await read('book.xlsx');
    expect(csv).toHaveLength(100);
    expect(
      xlsx.map(({ number, title, publisherLevel, puzzle }) => ({ number, title, publisherLevel, puzzle })),
    ).toEqual(csv.map(({ number, title, publisherLevel, puzzle }) => ({ number, title, publisherLevel, puzzle })));
    const source = new Set(
      ['easy', 'medium', 'hard', 'diabolical'].flatMap((bucket) =>
        readPuzzleLines(`sudoku-exchange/with-solutions/${bucket}_puzzle_and_solution.txt`),
      ),
    );
    for (const record of csv) {
      expect(record.error).toBeUndefined();
      expect(source.has(record.puzzle)).toBe(true);
      expect(record.title.toLowerCase()).toContain(record.publisherLevel.toLowerCase());
    }
    const grids = await read('grids.xlsx');
    expect(grids).toHaveLength(12);
    for (const record of grids)
      expect(csv.some((each) => each.puzzle === record.puzzle && each.publisherLevel === record.publisherLevel)).toBe(
        true,
      );
  });

  it('answers bad usage and unreadable books with exit status 2 and plain words', async () => {
    const cases: [string[], RegExp][] = [
      [[], /book/i],
      [['-'], /standard input needs --out/],
      [['book.csv', '--out', 'x.xlsx', '--techniques', 'BLZ'], /"Z" is not one/],
      [['book.csv', '--out', 'x.xlsx', '--from', 'two'], /--from/],
      [[path.join(dir, 'missing.xlsx'), '--out', path.join(dir, 'x.xlsx')], /missing\.xlsx/],
    ];
    for (const [args, message] of cases) {
      const io = captureIO();
      expect(await run(args, io)).toBe(2);
      expect(io.err.join('\n')).toMatch(message);
    }
    const bookFile = path.join(dir, 'named.xlsx');
    await writeRowsBook(bookFile);
    const io = captureIO();
    expect(await run([bookFile, '--sheet', 'Nope', '--out', path.join(dir, 'y.xlsx')], io)).toBe(2);
    expect(io.err.join('\n')).toContain('"Book"');
  });

  describe('without --out', () => {
    function csvBook(name: string): string {
      const folder = fs.mkdtempSync(path.join(dir, 'default-out-'));
      const file = path.join(folder, name);
      fs.writeFileSync(file, ['puzzle', ...BOOK.slice(0, 3).map(({ puzzle }) => puzzle)].join('\n'));
      return file;
    }

    it('writes BOOK-results.xlsx next to the book', async () => {
      const book = csvBook('spring.csv');
      const io = captureIO();
      expect(await run([book], io)).toBe(0);
      const expected = path.join(path.dirname(book), 'spring-results.xlsx');
      expect(io.out[io.out.length - 1]).toContain(`wrote ${expected}`);
      const results = await readResults(expected);
      const header = results[0];
      expect(results.slice(1).map((row) => row[header.indexOf('Solution')])).toEqual(
        BOOK.slice(0, 3).map(({ solution }) => solution),
      );
    });

    it('keeps an existing output unless --force, and never writes over the book', async () => {
      const book = csvBook('summer.csv');
      const earlier = path.join(path.dirname(book), 'summer-results.xlsx');
      fs.writeFileSync(earlier, "a person's own notes");
      const refused = captureIO();
      expect(await run([book], refused)).toBe(2);
      expect(refused.err).toEqual([
        `${earlier} exists already; add --force to replace it, or name another file with --out. See \`sudoku-analyzer batch --help\`.`,
      ]);
      expect(fs.readFileSync(earlier, 'utf8')).toBe("a person's own notes");
      const named = captureIO();
      expect(await run([book, '--out', earlier], named)).toBe(2);
      expect(named.err[0]).toContain(`${earlier} exists already`);
      expect(fs.readFileSync(earlier, 'utf8')).toBe("a person's own notes");

      const onTop = captureIO();
      expect(await run([book, '--out', book, '--force'], onTop)).toBe(2);
      expect(onTop.err[0]).toContain('would replace the book');
      expect(fs.readFileSync(book, 'utf8')).toMatch(/^puzzle\n/);

      expect(await run([book, '--force'], captureIO())).toBe(0);
      expect((await readResults(earlier)).length).toBe(4);
    });

    it('analyses with --techniques only the letters given', async () => {
      const book = csvBook('autumn.csv');
      expect(
        BOOK.slice(0, 3).some(({ puzzle }) =>
          Object.keys(analyzePuzzle(puzzle).techniqueCounts).some((letter) => !'BLCM'.includes(letter)),
        ),
      ).toBe(true);
      expect(await run([book, '--techniques', 'blcm'], captureIO())).toBe(0);
      const results = await readResults(path.join(path.dirname(book), 'autumn-results.xlsx'));
      const header = results[0];
      for (const row of results.slice(1)) {
        // An unused technique is a blank cell on the Results sheet.
        for (const letter of TECHNIQUE_LETTERS)
          if (!'BLCM'.includes(letter)) expect(row[header.indexOf(letter)] ?? '').toBe('');
      }
    });
  });
});
