/**
 * The rating by the full path, the default of analyze and batch since issue 35 (`--rating-path
 * full`; `standard` gives the earlier default; README "Rating"): the full set's codes are tried
 * after the model set's advanced tier and before A, so the model path and the full path are one
 * path until the model path first needs A; the rating is therefore the full set's, while the grade
 * and the step log stay the model set's, whichever rating is asked for. Checked on the committed
 * fixture sets (top95, the Sudoku Exchange samples by SE rating), each step against the unique
 * solution, in this thread and through the built command's workers.
 */

import { spawnSync } from 'child_process';
import ExcelJS from 'exceljs';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { main } from '../../src/cli/main';
import { plainCellValue } from '../../src/cli/xlsx-read';
import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import type { AnalysisResult } from '../../src/engine/analysis/types';
import { analysisProblems } from '../helpers/analysis-check';
import { resultsTable } from '../helpers/batch-items';
import { dataPath, readPuzzleLines } from '../helpers/corpus';
import { uniqueSolution } from '../helpers/oracle';
import { createFakeIO } from './fake-io';

jest.setTimeout(180_000);

const BIN = path.resolve(__dirname, '../../bin/sudoku-analyzer.js');
const BY_RATING = ['2.5', '4.0', '6.6', '7.1', '8.3', '8.5'].flatMap((rating) =>
  readPuzzleLines(`sudoku-exchange/by-rating/${rating}.txt`),
);
const TOP95 = readPuzzleLines('rated/top95.txt');

async function analyse(puzzles: readonly string[], options: string[]): Promise<AnalysisResult[]> {
  const io = createFakeIO({ 'book.txt': `${puzzles.join('\n')}\n` });
  expect(await main(['analyze', '--file', 'book.txt', '--json', ...options], io)).toBe(0);
  return io.out.map((line) => JSON.parse(line) as AnalysisResult);
}

/** What a step log says, without its timings. */
function placements(result: AnalysisResult): string[] {
  return result.steps.map((step) => `${step.row}${step.col}=${step.value} ${step.technique} ${step.effort}`);
}

/** The whole result but its timings. */
function withoutTimes(result: AnalysisResult): AnalysisResult {
  return { ...result, timeMs: 0, steps: result.steps.map((step) => ({ ...step, elapsedMs: 0 })) };
}

describe('analyze: the rating by the full path (the default)', () => {
  it.each([
    ['the Sudoku Exchange samples by rating', BY_RATING],
    ['top95', TOP95],
  ])(
    'on %s: the full set’s rating, the model set’s grade and steps as with the standard rating, every step true to the solution',
    async (_name, puzzles) => {
      const [standard, full, byDefault, fullPath] = await Promise.all([
        analyse(puzzles, ['--rating-path', 'standard']),
        analyse(puzzles, ['--technique-set', 'full']),
        analyse(puzzles, []),
        analyse(puzzles, ['--rating-path', 'full']),
      ]);
      expect(byDefault).toHaveLength(puzzles.length);
      expect(fullPath.map(withoutTimes)).toEqual(byDefault.map(withoutTimes));
      let forked = 0;
      byDefault.forEach((result, i) => {
        expect(result.status).toBe('conquer');
        expect(analysisProblems(result, uniqueSolution(puzzles[i]))).toEqual([]);
        expect({ i, rating: result.rating }).toEqual({ i, rating: full[i].rating });
        expect({ i, grade: result.grade, steps: placements(result), effort: result.effort }).toEqual({
          i,
          grade: standard[i].grade,
          steps: placements(standard[i]),
          effort: standard[i].effort,
        });
        if (standard[i].assumptions > 0 && standard[i].rating !== full[i].rating) forked++;
      });
      // The paths part somewhere in these sets, or the default would change nothing to check.
      expect(forked).toBeGreaterThan(puzzles.length / 4);
    },
  );

  it('--rating-path standard (any case) gives the standard rating; with the full set it is the same as the default', async () => {
    const puzzles = BY_RATING.slice(20, 30);
    const [plain, standard] = await Promise.all([
      analyse(puzzles, []),
      analyse(puzzles, ['--rating-path', 'STANDARD']),
    ]);
    expect(standard.map((result) => result.rating)).toEqual(
      puzzles.map((puzzle) => analyzePuzzle(puzzle, { ratingPath: 'patterns' }).rating),
    );
    expect(standard.map((result) => result.rating)).not.toEqual(plain.map((result) => result.rating));
    expect(standard.map(placements)).toEqual(plain.map(placements));
    const [fullSet, fullSetStandard] = await Promise.all([
      analyse(puzzles, ['--technique-set', 'full']),
      analyse(puzzles, ['--technique-set', 'full', '--rating-path', 'standard']),
    ]);
    expect(fullSetStandard.map((result) => result.rating)).toEqual(fullSet.map((result) => result.rating));
  });

  it('refuses any other value with exit status 2, naming the option and the value; hint does not take it', async () => {
    const io = createFakeIO();
    expect(await main(['analyze', TOP95[0], '--rating-path', 'model'], io)).toBe(2);
    expect(io.err.join('\n')).toContain('--rating-path takes full or standard, not "model"');
    const batch = createFakeIO();
    expect(await main(['batch', 'book.txt', '--rating-path', 'se'], batch)).toBe(2);
    expect(batch.err.join('\n')).toContain('--rating-path takes full or standard, not "se"');
    const hint = createFakeIO();
    expect(await main(['hint', '--puzzle', TOP95[0], '--rating-path', 'full'], hint)).toBe(2);
    expect(hint.err.join('\n')).toMatch(/Unknown option --rating-path/);
  });

  it('is in the helps of analyze and batch', async () => {
    for (const command of ['analyze', 'batch']) {
      const io = createFakeIO();
      await main([command, '--help'], io);
      expect(io.out.join('\n').replace(/\s+/g, ' ')).toContain(
        "--rating-path PATH full (the default: the full set's path whatever set or --techniques is chosen, closest to SE's rating; on other kinds the full set as far as they have it) or standard",
      );
    }
  });
});

describe('batch: the rating by the full path (the default)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rating-path-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function resultsOf(options: string[]): Promise<{ header: unknown[]; rows: unknown[][] }> {
    const book = path.join(dir, 'book.txt');
    fs.writeFileSync(book, `${BY_RATING.join('\n')}\n`);
    const out = path.join(dir, `results-${options.join('_') || 'plain'}.xlsx`);
    const io = {
      ...createFakeIO(),
      readFile: (file: string) => fs.readFileSync(file, 'utf8'),
      readBinaryFile: (file: string) => fs.readFileSync(file),
      writeFile: (file: string, data: string | Uint8Array) => fs.writeFileSync(file, data),
    };
    expect(await main(['batch', book, '--out', out, '--force', ...options], io)).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(out);
    const sheet = workbook.getWorksheet('Results')!;
    const values: unknown[][] = [];
    for (let r = 1; r <= sheet.rowCount; r++)
      values.push(Array.from({ length: sheet.columnCount }, (_, c) => plainCellValue(sheet.getCell(r, c + 1).value)));
    const [header, ...rows] = resultsTable(values);
    return { header, rows };
  }

  it('writes the full set’s rating in the Rating column; the model set’s level and counts stay those of the standard rating', async () => {
    const [standard, full, byDefault] = await Promise.all([
      resultsOf(['--rating-path', 'standard']),
      resultsOf(['--technique-set', 'full']),
      resultsOf([]),
    ]);
    const column = (table: { header: unknown[]; rows: unknown[][] }, name: string) =>
      table.rows.map((row) => row[table.header.indexOf(name)]);
    expect(byDefault.rows).toHaveLength(BY_RATING.length);
    expect(column(byDefault, 'Rating')).toEqual(column(full, 'Rating'));
    expect(column(byDefault, 'Rating')).not.toEqual(column(standard, 'Rating'));
    for (const name of ['Status', 'Level', 'Assumptions', 'Effort', 'A', 'V', 'Solution'])
      expect({ name, values: column(byDefault, name) }).toEqual({ name, values: column(standard, name) });
  });
});

describe('the built command’s workers', () => {
  it('rate by the full path with --jobs 2: each top95 puzzle gets the full set’s rating, in input order', () => {
    const run = (options: string[]) => {
      const { status, stdout } = spawnSync(
        process.execPath,
        [BIN, 'analyze', '--file', dataPath('rated/top95.txt'), '--json', ...options],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      expect(status).toBe(0);
      return stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as AnalysisResult);
    };
    const full = run(['--technique-set', 'full', '--jobs', '1']);
    const fullPath = run(['--jobs', '2']);
    expect(fullPath.map((result) => result.puzzle)).toEqual(TOP95);
    expect(fullPath.map((result) => result.rating)).toEqual(full.map((result) => result.rating));
    expect(fullPath.every((result) => result.steps.every((step) => !step.technique.includes('[')))).toBe(true);
  });
});

describe('other kinds', () => {
  it('take the same default: the full set’s rating (as far as they have it); standard rates their own path', async () => {
    const text = fs.readFileSync(path.join(__dirname, '../fixtures/variants/diagonal-9.txt'), 'utf8');
    const run = async (options: string[]) => {
      const io = createFakeIO({ 'diagonal.txt': text });
      expect(await main(['analyze', '--file', 'diagonal.txt', '--json', ...options], io)).toBe(0);
      return io.out.map((line) => JSON.parse(line) as AnalysisResult);
    };
    const byDefault = await run([]);
    const full = await run(['--technique-set', 'full']);
    const standard = await run(['--rating-path', 'standard']);
    expect(byDefault.map((result) => result.rating)).toEqual(full.map((result) => result.rating));
    // Puzzles solved without assumptions take one path either way; one that needs A is where the paths part.
    const parted = byDefault.filter((result, i) => result.rating !== standard[i].rating);
    expect(parted.length).toBeGreaterThan(0);
    expect(parted.every((result) => result.assumptions > 0)).toBe(true);
    expect(byDefault.map((result) => result.steps.length)).toEqual(standard.map((result) => result.steps.length));
  });
});
