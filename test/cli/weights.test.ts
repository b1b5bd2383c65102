/**
 * Effort weights (issue 33, item 3): the pane's Settings tab, `analyze/batch/compare --weights`
 * and SUDOKU.EFFORT's weights argument give the same effort for the same weights, and the weights
 * move the effort only. Held against truths worked out here: the weighted effort exceeds the
 * default one by each step label's letters times their change of weight (E weighs as L on other
 * kinds), doubling every weight halves the seconds per effort unit, and the grade and the rating
 * are those of the run with the default weights.
 */

import ExcelJS from 'exceljs';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { main } from '../../src/cli/main';
import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { DEFAULT_WEIGHTS } from '../../src/engine/analysis/effort';
import type { Geometry } from '../../src/engine/geometry';
import { type AnalysisResult, type TechniqueLetter } from '../../src/engine/analysis/types';
import { TECHNIQUE_CODES } from '../../src/engine/techniques/registry';
import type { SettingsStore } from '../../src/excel/settings';
import { FunctionError } from '../../src/functions/function-errors';
import { effortFunction } from '../../src/functions/sudoku-functions';
import { formatVariantPuzzle } from '../../src/io/variant-text';
import { AnalysisController } from '../../src/taskpane/analyse/analysis-controller';
import { SettingsController } from '../../src/taskpane/settings/settings-controller';
import { fakeWorkbookWith } from '../excel/fake-workbook';
import { inProcessAnalysisWorker } from '../helpers/analysis-worker';
import { readPuzzleLines } from '../helpers/corpus';
import { typedGrid, putValues } from '../helpers/sheet-grid';
import { regionNumbers, sheetValues } from '../helpers/sheet-grids';
import { engineFixtures } from '../helpers/variant-fixtures';
import { createFakeIO } from './fake-io';

type Weights = Partial<Record<TechniqueLetter, number>>;

async function run(argv: string[], files: Record<string, string> = {}) {
  const io = createFakeIO(files);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

async function analyzeJson(argv: string[], files: Record<string, string> = {}): Promise<AnalysisResult> {
  const { code, out, err } = await run(['analyze', ...argv, '--json'], files);
  expect({ code, err }).toEqual({ code: 0, err: [] });
  return JSON.parse(out[0]) as AnalysisResult;
}

const textOf = (weights: Weights) =>
  Object.entries(weights)
    .map(([letter, weight]) => `${letter.length > 1 ? `[${letter}]` : letter}=${weight}`)
    .join(',');

/** The Settings tab's form as a person leaves it: every letter's weight typed, the defaults where unchanged. */
const formOf = (weights: Weights) =>
  Object.fromEntries(TECHNIQUE_CODES.map((letter) => [letter, String(weights[letter] ?? DEFAULT_WEIGHTS[letter])]));

/** Office's document settings, kept in memory. */
function memoryStore(): SettingsStore {
  const table: Record<string, unknown> = {};
  return {
    get: (name) => table[name] ?? null,
    set: (name, value) => void (table[name] = value),
    remove: (name) => void delete table[name],
    saveAsync: (callback) => callback?.({ status: 'succeeded' }),
  };
}

/** The pane: the weights saved in the Settings tab, then Analyse on the puzzle typed at B2 (a jigsaw with its region numbers at L2). */
async function paneAnalysis(values: unknown[][], weights: Weights, jigsaw?: Geometry): Promise<AnalysisResult> {
  const settings = new SettingsController({ store: memoryStore() });
  expect((await settings.save({}, formOf(weights))).notice).toEqual({ kind: 'saved' });
  const context = fakeWorkbookWith('Sheet1', []);
  const sheet = context.workbook.worksheets.getItem('Sheet1');
  putValues(sheet, 'B2', values);
  if (jigsaw) putValues(sheet, 'L2', regionNumbers(jigsaw));
  context.workbook.selection = { sheet: 'Sheet1', address: 'B2:J10' };
  const controller = new AnalysisController({
    runExcel: (work) => work(context.asExcel()),
    createWorker: inProcessAnalysisWorker,
    analyseOptions: () => settings.analyseOptions(),
    language: 'en',
  });
  if (jigsaw) controller.chooseKind('jigsaw');
  await controller.analyse();
  return controller.state.shown!.result;
}

/** What the weights add to the default effort: each letter of each label times its change (E, on other kinds, weighs as L). */
function addedEffort(steps: AnalysisResult['steps'], weights: Weights): number {
  const change = (letter: string) => {
    const code = (letter === 'E' ? 'L' : letter) as TechniqueLetter;
    return (weights[code] ?? DEFAULT_WEIGHTS[code]) - DEFAULT_WEIGHTS[code];
  };
  return steps.reduce((sum, step) => sum + [...step.technique].reduce((part, letter) => part + change(letter), 0), 0);
}

const TOP95 = readPuzzleLines('rated/top95.txt', 12);
const NEEDING_A = TOP95.filter((puzzle) => analyzePuzzle(puzzle).techniqueCounts.A);
/** No assumption, and L weighed apart from C (the canonical frame may swap the two). */
const SINGLES: Weights = { B: 10, L: 10, C: 10, M: 10 };
const UNEVEN: Weights = { B: 2, L: 0.5, C: 3.25, M: 1, V: 7, G: 0, Q: 11, P: 6, W: 9, Y: 1, X: 5, T: 8, R: 2 };

describe("--weights and the pane's Settings", () => {
  it.each([
    ["the issue's puzzle (top95 No. 1) with B, L, C, M = 10", TOP95[0], SINGLES],
    ['a puzzle that needs assumptions, every letter but A re-weighted', NEEDING_A[0], UNEVEN],
  ])(
    "%s: the same effort as the pane, moved by exactly the labels' change; grade and rating stay",
    async (_name, puzzle, weights) => {
      const standard = await analyzeJson([puzzle]);
      const weighted = await analyzeJson([puzzle, '--weights', textOf(weights)]);
      const pane = await paneAnalysis(typedGrid(puzzle), weights);
      expect(weighted.steps.map((step) => step.effort)).toEqual(pane.steps.map((step) => step.effort));
      expect(weighted.effort).toBe(pane.effort);
      expect(weighted.steps.map((step) => step.technique)).toEqual(standard.steps.map((step) => step.technique));
      expect(weighted.effort - standard.effort).toBeCloseTo(addedEffort(standard.steps, weights), 2);
      expect(addedEffort(standard.steps, weights)).not.toBe(0);
      for (const result of [weighted, pane]) {
        expect(result.grade).toEqual(standard.grade);
        expect(result.rating).toBe(standard.rating);
      }
    },
  );

  it("leaves the rating alone on every rating path and with a restriction, on puzzles that need assumptions, A's weight changed too", async () => {
    expect(NEEDING_A.length).toBeGreaterThanOrEqual(3);
    const weights = { ...UNEVEN, A: 60 };
    for (const puzzle of NEEDING_A.slice(0, 3)) {
      for (const options of [
        [],
        ['--rating-path', 'full'],
        ['--techniques', 'BLCMVGQPUA'],
        ['--technique-set', 'full'],
      ]) {
        const standard = await analyzeJson([puzzle, ...options]);
        const weighted = await analyzeJson([puzzle, ...options, '--weights', textOf(weights)]);
        expect(weighted.effort).not.toBe(standard.effort);
        expect([weighted.grade, weighted.rating, weighted.assumptions]).toEqual([
          standard.grade,
          standard.rating,
          standard.assumptions,
        ]);
      }
    }
  }, 120_000);

  it('on a jigsaw: the same effort as the pane, E weighing as L; the grade stays', async () => {
    const fixture = engineFixtures('jigsaw-9-generated')[0];
    const file = { 'jigsaw.txt': `# kind: jigsaw\n${formatVariantPuzzle(fixture.geometry, fixture.puzzle)}\n` };
    const weights: Weights = { B: 3, L: 2.5, C: 0.25, M: 4, V: 6 };
    const standard = await analyzeJson(['--file', 'jigsaw.txt'], file);
    const weighted = await analyzeJson(['--file', 'jigsaw.txt', '--weights', textOf(weights)], file);
    const pane = await paneAnalysis(sheetValues(fixture.geometry, fixture.puzzle), weights, fixture.geometry);
    expect(standard.status).toBe('conquer');
    expect(weighted.steps.map((step) => step.effort)).toEqual(pane.steps.map((step) => step.effort));
    expect(weighted.effort).toBe(pane.effort);
    expect(weighted.effort - standard.effort).toBeCloseTo(addedEffort(standard.steps, weights), 2);
    expect(weighted.grade).toEqual(standard.grade);
  });

  it("SUDOKU.EFFORT gives the command line's effort for the same weights, as text in one cell or as two columns", async () => {
    const puzzle = TOP95[0];
    const weighted = await analyzeJson([puzzle, '--weights', textOf(UNEVEN)]);
    const en = { language: 'en' as const };
    expect(effortFunction([[puzzle]], undefined, undefined, [[textOf(UNEVEN)]], en)).toBe(weighted.effort);
    const rows = Object.entries(UNEVEN).map(([letter, weight]) => [letter, weight]);
    expect(effortFunction([[puzzle]], undefined, undefined, [['', ''], ...rows, [null, null]], en)).toBe(
      weighted.effort,
    );
    expect(effortFunction([[puzzle]], undefined, undefined, [[null]], en)).toBe((await analyzeJson([puzzle])).effort);
  });

  it("batch --weights writes the command line's efforts and the default grades and ratings", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weights-batch-'));
    try {
      const book = path.join(dir, 'book.txt');
      const puzzles = TOP95.slice(0, 3);
      fs.writeFileSync(book, `${puzzles.join('\n')}\n`);
      const table = async (extra: string[]) => {
        const out = path.join(dir, `${extra.length}.xlsx`);
        const io = {
          ...createFakeIO(),
          readFile: (file: string) => fs.readFileSync(file, 'utf8'),
          writeFile: (file: string, data: string | Uint8Array) => fs.writeFileSync(file, data),
        };
        expect(await main(['batch', book, '--out', out, ...extra], io)).toBe(0);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.readFile(out);
        const rows = (workbook.getWorksheet('Results')!.getSheetValues() as unknown[][])
          .filter(Boolean)
          .map((row) => row.slice(1));
        const header = rows[0] as string[];
        return rows
          .slice(1)
          .map((row) =>
            Object.fromEntries(['Effort', 'Rating', 'Our grade'].map((name) => [name, row[header.indexOf(name)]])),
          );
      };
      const standard = await table([]);
      const weighted = await table(['--weights', textOf(SINGLES)]);
      for (const [i, puzzle] of puzzles.entries()) {
        expect(weighted[i].Effort).toBe((await analyzeJson([puzzle, '--weights', textOf(SINGLES)])).effort);
        expect(weighted[i].Effort).not.toBe(standard[i].Effort);
        expect([weighted[i].Rating, weighted[i]['Our grade']]).toEqual([standard[i].Rating, standard[i]['Our grade']]);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('compare --weights: doubling every weight halves the seconds per effort unit', async () => {
    const puzzle = TOP95[0];
    const { steps } = await analyzeJson([puzzle]);
    let seconds = 0;
    const log = [
      'seconds,row,col,value',
      ...steps.map((step, i) => `${(seconds += 3 + (i % 4) * 5)},${step.row},${step.col},${step.value}`),
    ].join('\n');
    const doubled = Object.fromEntries(
      TECHNIQUE_CODES.map((letter) => [letter, DEFAULT_WEIGHTS[letter] * 2]),
    ) as Weights;
    const figures = async (extra: string[]) => {
      const { code, out } = await run(['compare', '--puzzle', puzzle, '--log', 'log.csv', '--json', ...extra], {
        'log.csv': log,
      });
      expect(code).toBe(0);
      return JSON.parse(out[0]) as { secondsPerEffort: number; entries: number };
    };
    const standard = await figures([]);
    const weighted = await figures(['--weights', textOf(doubled)]);
    expect(weighted.entries).toBe(steps.length);
    expect(weighted.secondsPerEffort).toBeCloseTo(standard.secondsPerEffort / 2, 6);
  });
});

describe('bad weights', () => {
  const puzzle = TOP95[0];

  it.each([
    ['B=1,Z=3', /^--weights: "Z" is not a technique letter or code/],
    ['M=x', /^--weights: Weight of M \(naked single\): "x" is not a number/],
    ['M=-1', /^--weights: Weight of M \(naked single\): "-1" is negative/],
    ['M=1,m=2', /^--weights: The weight of M is given twice\./],
    ['M1', /^--weights: "M1" is not a letter=weight pair/],
    [' , ', /^--weights: No letter=weight pair is given/],
  ])('--weights %j is refused in one sentence naming it, exit 2', async (text, message) => {
    for (const command of [
      ['analyze', puzzle],
      ['batch', 'book.txt'],
      ['compare', '--puzzle', puzzle, '--log', 'log.csv'],
    ]) {
      const { code, out, err } = await run([...command, '--weights', text], {
        'book.txt': `${puzzle}\n`,
        'log.csv': 'seconds,row,col,value\n',
      });
      expect({ code, out }).toEqual({ code: 2, out: [] });
      expect(err).toEqual([expect.stringMatching(message)]);
    }
  });

  it('takes codes with or without brackets, any case, and full-width digits as the Settings tab does', async () => {
    const reference = await analyzeJson([puzzle, '--weights', 'B=2,M=3']);
    expect((await analyzeJson([puzzle, '--weights', ' b = ２ ; [m]=3 '])).effort).toBe(reference.effort);
  });

  it('SUDOKU.EFFORT answers #VALUE! naming the letter, in the display language', () => {
    const failure = (weights: unknown, language: 'en' | 'ja') => {
      try {
        effortFunction([[puzzle]], undefined, undefined, weights, { language });
      } catch (error) {
        expect(error).toBeInstanceOf(FunctionError);
        return error as FunctionError;
      }
      throw new Error('expected a FunctionError');
    };
    expect(failure([['Z', 1]], 'en')).toMatchObject({
      code: 'invalidValue',
      message: expect.stringContaining('"Z" is not a technique letter'),
    });
    expect(failure([['M=x']], 'ja')).toMatchObject({ code: 'invalidValue', message: expect.stringContaining('M（') });
    expect(failure([['B', 1, 2]], 'en').message).toMatch(/two columns/);
  });
});
