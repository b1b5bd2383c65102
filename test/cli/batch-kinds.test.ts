/**
 * Issue 33: a book mixing 9×9, 16×16 and samurai puzzles, as an .xlsx and a CSV with kind columns
 * and as a text with "# kind:" headers, gives complete Results (givens and blanks on every row)
 * and a Summary with the means of each kind and its two charts as native Excel charts.
 */

import ExcelJS from 'exceljs';
import { main } from '../../src/cli/main';
import { plainCellValue } from '../../src/cli/xlsx';
import { readDataText } from '../helpers/corpus';
import { createFakeIO } from './fake-io';
import { readPackageSheets, type PackageChart } from '../helpers/xlsx-package';

/** The puzzle lines of a fixture (a comment line is "#" and a space; a samurai line may start with "#"). */
function puzzleLines(file: string, count: number): string[] {
  return readDataText(file)
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('# '))
    .slice(0, count)
    .map((line) => line.trim().split(/\s+/)[0]);
}

const NINES = [
  puzzleLines('sudoku-exchange/with-solutions/easy_puzzle_and_solution.txt', 1)[0],
  puzzleLines('sudoku-exchange/with-solutions/medium_puzzle_and_solution.txt', 1)[0],
];
const SIXTEENS = puzzleLines('variants/diagonal-16.txt', 2);
const [SAMURAI] = puzzleLines('variants/combined-samurai.txt', 1);

interface BookRow {
  kind: string;
  label: string;
  level: string;
  puzzle: string;
}

const ROWS: BookRow[] = [
  { kind: 'standard', label: '9×9', level: 'Easy', puzzle: NINES[0] },
  // A row with an empty kind cell is a standard 9×9, read as one always was.
  { kind: '', label: '9×9', level: 'Medium', puzzle: NINES[1] },
  { kind: 'diagonal', label: '16×16 diagonal', level: 'Hard', puzzle: SIXTEENS[0] },
  { kind: 'diagonal', label: '16×16 diagonal', level: 'Hard', puzzle: SIXTEENS[1] },
  { kind: 'samurai', label: 'samurai (5 grids)', level: 'Hard', puzzle: SAMURAI },
];

/** Counted from the text: a symbol is a given, "." or "0" a blank, "#" no cell at all. */
const givensOf = (puzzle: string) => [...puzzle].filter((char) => !'.0#'.includes(char)).length;
const blanksOf = (puzzle: string) => [...puzzle].filter((char) => '.0'.includes(char)).length;

function csvBook(): string {
  return [
    'No,Title,Level,Kind,Puzzle',
    ...ROWS.map((row, i) => `${i + 1},Puzzle ${i + 1},${row.level},${row.kind},${row.puzzle}`),
  ].join('\n');
}

async function xlsxBook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Book');
  sheet.addRow(['No', 'Title', 'Level', 'Kind', 'Puzzle']);
  ROWS.forEach((row, i) => sheet.addRow([i + 1, `Puzzle ${i + 1}`, row.level, row.kind || null, row.puzzle]));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function textBook(): string {
  return [
    '# kind: standard',
    NINES[0],
    NINES[1],
    '',
    '# kind: diagonal',
    '# size: 16',
    ...SIXTEENS,
    '',
    '# kind: samurai',
    SAMURAI,
    '',
  ].join('\n');
}

async function sheetValues(workbook: ExcelJS.Workbook, name: string): Promise<unknown[][]> {
  const sheet = workbook.getWorksheet(name)!;
  return Array.from({ length: sheet.rowCount }, (_, r) =>
    Array.from({ length: sheet.columnCount }, (_, c) => plainCellValue(sheet.getCell(r + 1, c + 1).value)),
  );
}

/** "B", 14, 21 → 'Summary'!$B$14:$B$21 (1-based rows, as a person reads them). */
const summaryRange = (column: number, first: number, last: number) =>
  `'Summary'!$${String.fromCharCode(65 + column)}$${first}:$${String.fromCharCode(65 + column)}$${last}`;

/** A titled table of the Summary found by its cells: its header row and the data rows below it, up to the first empty one. */
function table(summary: unknown[][], title: string): { header: unknown[]; first: number; rows: unknown[][] } {
  const at = summary.findIndex((row) => row[0] === title);
  expect(at).toBeGreaterThanOrEqual(0);
  let end = at + 2;
  while (end < summary.length && summary[end][0] !== '') end++;
  // `first` is the 1-based sheet row of the first data row.
  return { header: summary[at + 1], first: at + 3, rows: summary.slice(at + 2, end) };
}

const FORMS: [string, string, () => Promise<string | Uint8Array>][] = [
  ['CSV with kind columns', 'book.csv', async () => csvBook()],
  ['.xlsx with kind columns', 'book.xlsx', xlsxBook],
  ['text with "# kind:" headers', 'book.txt', async () => textBook()],
];

describe.each(FORMS)('batch of a mixed book as %s', (_form, file, make) => {
  let results: unknown[][];
  let summary: unknown[][];
  let charts: PackageChart[];
  let resultsCharts: number;

  beforeAll(async () => {
    const io = createFakeIO({ [file]: await make() });
    expect(await main(['batch', file, '--out', 'out.xlsx'], io)).toBe(0);
    const bytes = io.written.get('out.xlsx') as Uint8Array;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
    results = await sheetValues(workbook, 'Results');
    summary = await sheetValues(workbook, 'Summary');
    const { sheets } = await readPackageSheets(bytes);
    charts = sheets.find((sheet) => sheet.name === 'Summary')!.charts;
    resultsCharts = sheets.find((sheet) => sheet.name === 'Results')!.charts.length;
  });

  it("fills Givens and Blanks on every row, counted on each puzzle's own grid", () => {
    const header = results[0];
    const rows = results.slice(1, ROWS.length + 1);
    expect(rows.map((row) => row[header.indexOf('Status')])).toEqual(ROWS.map(() => 'Conquer'));
    expect(rows.map((row) => [row[header.indexOf('Givens')], row[header.indexOf('Blanks')]])).toEqual(
      ROWS.map((row) => [givensOf(row.puzzle), blanksOf(row.puzzle)]),
    );
    // The three kinds' cell counts: 81, 256 and 369 (five 9×9 grids sharing four boxes).
    expect(
      rows.map((row) => (row[header.indexOf('Givens')] as number) + (row[header.indexOf('Blanks')] as number)),
    ).toEqual([81, 81, 256, 256, 369]);
  });

  it('gives the means of givens, blanks and time of each kind, and the mean givens of the book', () => {
    const times = results.slice(1, ROWS.length + 1).map((row) => row[results[0].indexOf('Time (ms)')] as number);
    const kinds = table(summary, 'Means by kind');
    expect(kinds.header.slice(0, 5)).toEqual(['Kind', 'Puzzles', 'Mean givens', 'Mean blanks', 'Mean time (ms)']);
    const labels = [...new Set(ROWS.map((row) => row.label))];
    expect(kinds.rows.map((row) => row[0])).toEqual(labels);
    labels.forEach((label, k) => {
      const mine = ROWS.map((row, i) => ({ row, i })).filter(({ row }) => row.label === label);
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      const [, puzzles, givens, blanks, time] = kinds.rows[k] as number[];
      expect(puzzles).toBe(mine.length);
      expect(givens).toBeCloseTo(mean(mine.map(({ row }) => givensOf(row.puzzle))), 9);
      expect(blanks).toBeCloseTo(mean(mine.map(({ row }) => blanksOf(row.puzzle))), 9);
      expect(time).toBeCloseTo(mean(mine.map(({ i }) => times[i])), 9);
    });
    const meanGivens = summary.find((row) => row[0] === 'Mean givens')![1] as number;
    expect(meanGivens).toBeCloseTo(ROWS.reduce((sum, row) => sum + givensOf(row.puzzle), 0) / ROWS.length, 9);
  });

  it("draws the Summary's charts natively, over the ranges of its tables: publisher × ours when the book has publisher grades", () => {
    expect(resultsCharts).toBe(0);
    const graded = file !== 'book.txt';
    expect(charts.map((chart) => chart.title)).toEqual([
      'Grade distribution',
      'Technique usage',
      ...(graded ? ['Publisher grade × our grade'] : []),
    ]);
    const [grades, techniques, publisher] = charts;
    if (graded) {
      const cross = table(summary, 'Publisher grade × our grade');
      const crossLast = cross.first + cross.rows.length - 2; // the Total row is no category
      const levels = [...new Set(ROWS.map((row) => row.level))].sort();
      expect(publisher.series[0].categoryCache.slice().sort()).toEqual(levels);
      expect(publisher.series.map((series) => series.name)).toEqual(cross.header.slice(1, 10));
      publisher.series.forEach((series, k) => {
        expect(series.categories).toBe(summaryRange(0, cross.first, crossLast));
        expect(series.values).toBe(summaryRange(k + 1, cross.first, crossLast));
      });
      // Every puzzle of the book is conquered, so the stacks add up to the book.
      expect(publisher.series.flatMap((series) => series.valueCache.map(Number)).reduce((a, b) => a + b, 0)).toBe(
        ROWS.length,
      );
    }

    const distribution = table(summary, 'Grade distribution');
    const last = distribution.first + distribution.rows.length - 1;
    expect(distribution.rows).toHaveLength(8);
    expect(grades.series).toHaveLength(1);
    expect(grades.series[0].categories).toBe(
      summaryRange(distribution.header.indexOf('Grade'), distribution.first, last),
    );
    expect(grades.series[0].values).toBe(
      summaryRange(distribution.header.indexOf('Puzzles'), distribution.first, last),
    );
    expect(grades.series[0].categoryCache).toEqual(
      distribution.rows.map((row) => row[distribution.header.indexOf('Grade')]),
    );
    expect(grades.series[0].valueCache).toEqual(
      distribution.rows.map((row) => String(row[distribution.header.indexOf('Puzzles')])),
    );

    const usage = table(summary, 'Technique usage');
    const usageLast = usage.first + usage.rows.length - 1;
    expect(techniques.series[0].categories).toBe(summaryRange(usage.header.indexOf('Letter'), usage.first, usageLast));
    expect(techniques.series[0].values).toBe(summaryRange(usage.header.indexOf('Uses in all'), usage.first, usageLast));
    expect(techniques.series[0].valueCache).toEqual(
      usage.rows.map((row) => String(row[usage.header.indexOf('Uses in all')])),
    );
    // The graded puzzles are the book's, as the chart's cache says.
    expect(grades.series[0].valueCache.map(Number).reduce((a, b) => a + b, 0)).toBe(ROWS.length);
  });
});
