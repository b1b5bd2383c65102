/**
 * The built task pane in chromium (playwright-core; test/helpers/browser.ts finds one), with Office
 * and Excel replaced by the in-memory fake workbook (test/browser/fake-office.ts, served in place
 * of office.js). The pane is the production build (`npm run build`, which `npm test` runs first;
 * harness.ts builds one itself when dist/ is stale), minified as it ships. Clicks Analyse and
 * Hint, checks what was written; then every tab in English and Japanese at 270 px (Excel for Mac's default width)
 * and 350 px: nothing wider than the pane, axe-core at zero violations, a screenshot of each in
 * out/screenshots/ (ignored by git) to look at; and the main path by keyboard alone.
 */

import * as fs from 'fs';
import * as path from 'path';
import type { BrowserContext, Page } from 'playwright-core';
import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { parsePuzzleText } from '../../src/engine/board/cell-reader';
import { solve } from '../../src/engine/solver/solver';
import { ANALYSIS_LAYOUT } from '../../src/report/analysis-sheet';
import { HINT_FILL, hintCells } from '../../src/excel/analysis';
import { hintFor } from '../../src/engine/analysis/hints';
import { TECHNIQUES } from '../../src/engine/techniques/registry';
import type { TechniqueLetter } from '../../src/engine/analysis/types';
import { rangeAddress } from '../../src/report/sheet-model';
import { readPuzzleLines, samplePuzzles } from '../helpers/corpus';
import { EASY_PUZZLE } from '../helpers/easy-puzzle';
import { gaBenchPuzzles } from '../engine/ga/ga-truth';
import { uniqueSolution } from '../helpers/oracle';
import { typedGrid } from '../helpers/sheet-grid';
import { sheetValues } from '../helpers/sheet-grids';
import { engineFixtures } from '../helpers/variant-fixtures';
import { libraryStrings } from '../../src/taskpane/library/library-strings';
import { solveAlongStrings } from '../../src/taskpane/solve-along/solve-along-strings';
import { settingsStrings } from '../../src/taskpane/settings/settings-strings';
import { sessionSheetLabels } from '../../src/report/session-sheet';
import { analysisStrings, kindName } from '../../src/taskpane/analyse/analysis-strings';
import { latticeFill } from '../../src/engine/geometry';
import { createRandom } from '../../src/engine/core/random';
import { readVariantText } from '../../src/io/variant-text';
import { variantSheetValues } from '../../src/io/variant-sheet';
import { soleBlanksInRows } from '../helpers/sole-blanks';
import { analysisSheetLabels } from '../../src/report/analysis-labels';
import { axeViolations, overflowing, shoot, showTab, startPane, type PaneHarness } from './harness';

declare const fakeFunctions: {
  ids(): string[];
  call(
    id: string,
    args: unknown[],
    parameterAddresses?: readonly string[],
  ): { value?: unknown; error?: string; message?: string };
};

const TABS = [
  'analyse',
  'library',
  'batch',
  'generate',
  'symmetry',
  'transform',
  'book',
  'ga',
  'solveAlong',
  'settings',
] as const;

const puzzle = samplePuzzles('rated/mixed1000_meta.csv', 8).find((each) => analyzePuzzle(each).status === 'conquer')!;
const solution = Array.from(solve(parsePuzzleText(puzzle), 2).solutions[0]).join('');

describe('task pane in chromium', () => {
  let harness: PaneHarness;
  let browser: BrowserContext;
  let page: Page;
  let base: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    harness = await startPane();
    ({ browser, base } = harness);
    page = browser.pages()[0] ?? (await browser.newPage());
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${base}/taskpane.html`);
    await page.waitForSelector('#analyse-button');
  }, 180_000);

  afterAll(async () => {
    await harness?.close();
  });

  const status = () => page.locator('#analysis-status').textContent();

  it('analyses the selected puzzle into the analysis sheet: the exact solver’s solution, Conquer, a chart, in three syncs', async () => {
    await page.evaluate(([values]) => fakeExcel.put('Sheet1', 'B2', values, 'B2:J10'), [typedGrid(puzzle)] as const);
    const before = await page.evaluate(() => fakeExcel.syncs());
    await page.click('#analyse-button');
    await page.waitForFunction(
      () => /Conquer/.test(document.querySelector('#analysis-status')?.textContent ?? ''),
      undefined,
      { timeout: 20_000 },
    );
    expect(await status()).toMatch(/^Conquer/);
    expect(await page.evaluate(() => fakeExcel.sheetNames())).toContain('Analysis');
    const solutionAddress = rangeAddress(ANALYSIS_LAYOUT.gridRow, ANALYSIS_LAYOUT.solutionColumn, 9, 9);
    const written = await page.evaluate((address) => fakeExcel.values('Analysis', address), solutionAddress);
    expect(written.flat().join('')).toBe(solution);
    expect(await page.evaluate(() => fakeExcel.values('Analysis', 'B3')[0][0])).toBe('Conquer');
    expect(await page.evaluate(() => fakeExcel.charts('Analysis'))).toBe(1);
    // One sync to read the selection, two to write a new analysis sheet.
    expect((await page.evaluate(() => fakeExcel.syncs())) - before).toBe(3);
  });

  it('gives a hint with the unit highlighted, then removes the highlight', async () => {
    await page.click('#hint-button');
    const hint = hintFor(puzzle, puzzle);
    const of = hint.next!.hints.length;
    await page.waitForFunction(
      (n) => new RegExp(`Hint 1/${n}`).test(document.querySelector('#hint-status')?.textContent ?? ''),
      of,
      { timeout: 20_000 },
    );
    const lit = (await page.evaluate(() => fakeExcel.fills('Sheet1', 'B2:J10'))).filter((fill) => fill === HINT_FILL);
    expect(lit).toHaveLength(of > 2 ? 9 : hintCells(hint, 2).length);
    for (let level = 2; level < of; level++) await page.click('#hint-button');
    await page.waitForFunction(
      (n) => new RegExp(`Hint ${n - 1}/${n}`).test(document.querySelector('#hint-status')?.textContent ?? ''),
      of,
      { timeout: 20_000 },
    );
    // The cell hint lights the cell and the pattern the step starts from (the engine's own hint decides which).
    expect(
      (await page.evaluate(() => fakeExcel.fills('Sheet1', 'B2:J10'))).filter((fill) => fill === HINT_FILL),
    ).toHaveLength(hintCells(hint, 2).length);
    await page.getByRole('button', { name: 'Clear highlight' }).click();
    await page.waitForFunction(() =>
      /Highlight removed/.test(document.querySelector('#hint-status')?.textContent ?? ''),
    );
    expect(
      (await page.evaluate(() => fakeExcel.fills('Sheet1', 'B2:J10'))).filter((fill) => fill === HINT_FILL),
    ).toHaveLength(0);
  });

  it('fills the blank cells after the question in the pane, and Restore empties them', async () => {
    await page.click('#fill-button');
    await page.waitForSelector('#fill-yes', { state: 'visible' });
    expect(await page.locator('#fill-question').textContent()).toContain(
      String([...puzzle].filter((ch) => ch === '.').length),
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.click('#fill-yes');
    await page.waitForFunction(() => /filled/.test(document.querySelector('#fill-status')?.textContent ?? ''));
    expect((await page.evaluate(() => fakeExcel.values('Sheet1', 'B2:J10'))).flat().join('')).toBe(solution);
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.waitForFunction(() => /emptied/.test(document.querySelector('#fill-status')?.textContent ?? ''));
    const back = (await page.evaluate(() => fakeExcel.values('Sheet1', 'B2:J10')))
      .flat()
      .map((value) => (value === '' ? '.' : String(value)));
    expect(back.join('')).toBe(puzzle);
  });

  it('shows the result in the pane: Conquer, the grade, the technique counts with names', async () => {
    const result = analyzePuzzle(puzzle);
    const card = page.locator('#analysis-result');
    expect(await card.textContent()).toContain('Conquer');
    expect(await card.textContent()).toContain(`${result.grade!.level} ${result.grade!.name}`);
    for (const [letter, count] of Object.entries(result.techniqueCounts))
      expect(await card.textContent()).toContain(
        `${letter} ${TECHNIQUES[letter as TechniqueLetter].english}: ${count}`,
      );
  });

  it('runs a batch from the Batch tab and ends with the counts by status and grade', async () => {
    const book = samplePuzzles('rated/mixed1000_meta.csv', 5);
    const bad = '12' + book[0].slice(2);
    const rows = [['No.', 'Puzzle'], ...[...book, bad].map((each, i) => [i + 1, each])];
    await page.evaluate(([values]) => fakeExcel.put('Book', 'A1', values, 'A1'), [rows] as const);
    await showTab(page, 'batch');
    await page.getByLabel('Sheet with the book (blank: the active sheet)').fill('Book');
    await page.click('#batch-run');
    await page.waitForSelector('#batch-summary', { timeout: 30_000 });
    const results = [...book, bad].map((each) => analyzePuzzle(each));
    const count = (status: string) => results.filter((result) => result.status === status).length;
    const summary = await page.locator('#batch-summary').textContent();
    expect(summary).toContain(
      `${rows.length - 1} puzzles: ${count('conquer')} Conquer, ${count('not-conquer')} Not Conquer, ${count('invalid')} Invalid`,
    );
    expect(await page.evaluate(() => fakeExcel.sheetNames())).toEqual(expect.arrayContaining(['Results', 'Summary']));
    expect(await axeViolations(page)).toEqual([]);
    await showTab(page, 'analyse');
  }, 40_000);

  it('runs a small GA from the GA tab on an easy puzzle: the solution on a new GA sheet with its fitness chart', async () => {
    await page.evaluate(([values]) => fakeExcel.put('Easy', 'B2', values, 'B2'), [typedGrid(EASY_PUZZLE)] as const);
    await showTab(page, 'ga');
    const panel = page.locator('#panel-ga');
    await panel.locator('#ga-options summary').click();
    await panel.getByLabel('Population', { exact: true }).fill('50');
    await panel.getByLabel('Generations', { exact: true }).fill('2000');
    await panel.getByLabel('Seed (optional, repeats a run)').fill('4');
    // The improved GA is the default; a variant fills in its own restart (the paper's GA never restarts).
    const variant = panel.getByLabel('Variant', { exact: true });
    const restart = panel.getByLabel('Restart after (generations)');
    expect([await variant.inputValue(), await restart.inputValue()]).toEqual(['improved', '100']);
    await variant.selectOption('paper');
    expect(await restart.inputValue()).toBe('0');
    await variant.selectOption('improved');
    expect(await restart.inputValue()).toBe('100');
    await page.click('#ga-run');
    await page.waitForFunction(
      () => /Written to the sheet/.test(document.querySelector('#ga-status')?.textContent ?? ''),
      undefined,
      { timeout: 30_000 },
    );
    expect(await page.locator('#ga-status').textContent()).toMatch(
      /^Solved after \d+ generations?: best fitness 162 of 162/,
    );
    expect(await page.evaluate(() => fakeExcel.sheetNames())).toContain('GA');
    expect((await page.evaluate(() => fakeExcel.values('GA', 'D3:L11'))).flat().join('')).toBe(
      uniqueSolution(EASY_PUZZLE),
    );
    expect(await page.evaluate(() => fakeExcel.charts('GA'))).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'en-350-ga-result');
    await showTab(page, 'analyse');
  }, 40_000);

  it('cancels a long GA run in its Web Worker and writes the run so far with its chart', async () => {
    const hard = gaBenchPuzzles().find((entry) => entry.level === 'advanced')!.puzzle;
    await page.evaluate(([values]) => fakeExcel.put('Hard', 'B2', values, 'B2'), [typedGrid(hard)] as const);
    await showTab(page, 'ga');
    const panel = page.locator('#panel-ga');
    await panel.getByLabel('Generations', { exact: true }).fill('1000000');
    await panel.getByLabel('Restart after (generations)').fill('0');
    await page.click('#ga-run');
    await page.waitForFunction(
      () => /^Generation [1-9]\d* of 1000000/.test(document.querySelector('#ga-status')?.textContent ?? ''),
      undefined,
      { timeout: 20_000 },
    );
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForFunction(
      () => /^Cancelled at generation/.test(document.querySelector('#ga-status')?.textContent ?? ''),
      undefined,
      { timeout: 10_000 },
    );
    const [, generations, sheet] =
      /^Cancelled at generation (\d+) .* written to the sheet "(.+)"\.$/.exec(
        (await page.locator('#ga-status').textContent()) ?? '',
      ) ?? [];
    expect(Number(generations)).toBeGreaterThan(0);
    expect(await page.evaluate((name) => fakeExcel.values(name, 'A12:B12'), sheet)).toEqual([
      ['Status', `Cancelled at generation ${generations}`],
    ]);
    expect(await page.evaluate((name) => fakeExcel.charts(name), sheet)).toBe(1);
    await showTab(page, 'analyse');
  }, 40_000);

  it('Solve along: Start, digits entered in the workbook, Stop: the session sheet with its chart', async () => {
    const easy = uniqueSolution(EASY_PUZZLE);
    const blanks = [...EASY_PUZZLE].flatMap((ch, i) => (ch === '.' ? [i] : []));
    const address = (cell: number) => rangeAddress(1 + Math.floor(cell / 9), 1 + (cell % 9));
    await page.evaluate(([values]) => fakeExcel.put('Along', 'B2', values, 'B2:J10'), [
      typedGrid(EASY_PUZZLE),
    ] as const);
    await showTab(page, 'solveAlong');
    await page.getByLabel('Flag a wrong entry at once (a fill, taken off when corrected)').check();
    await page.click('#solve-along-start');
    await page.waitForFunction(
      () => /^Watching Along!B2:J10/.test(document.querySelector('#solve-along-status')?.textContent ?? ''),
      undefined,
      { timeout: 20_000 },
    );
    const entries: [string, number][] = [
      [address(blanks[0]), Number(easy[blanks[0]])],
      [address(blanks[1]), (Number(easy[blanks[1]]) % 9) + 1],
      [address(blanks[2]), Number(easy[blanks[2]])],
    ];
    for (const [cell, value] of entries)
      await page.evaluate(([at, digit]) => fakeExcel.type('Along', at, [[digit]]), [cell, value] as const);
    await page.waitForFunction(() =>
      /3 entries, 1 wrong/.test(document.querySelector('#solve-along-status')?.textContent ?? ''),
    );
    // The wrong digit fills its cell too: 3 of the blanks are filled.
    expect(await page.locator('#solve-along-progress-text').textContent()).toBe(
      solveAlongStrings('en').progress(3, blanks.length),
    );
    expect(await page.locator('#solve-along-progress [role=progressbar]').getAttribute('aria-valuenow')).toBe('3');
    expect(await page.evaluate((at) => fakeExcel.values('Along', at)[0][0], entries[1][0])).toBe(entries[1][1]);
    for (const width of [270, 350]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await overflowing(page, width)).toEqual([]);
      await shoot(page, `en-${width}-solveAlong-watching`);
    }
    await page.click('#solve-along-stop');
    await page.waitForFunction(
      () => /Written to the sheet/.test(document.querySelector('#solve-along-status')?.textContent ?? ''),
      undefined,
      { timeout: 20_000 },
    );
    expect(await page.evaluate(() => fakeExcel.sheetNames())).toContain('Solve along');
    expect(await page.evaluate(() => fakeExcel.charts('Solve along'))).toBe(1);
    // Stop takes the wrong-entry flag off: the person's sheet is as they left it.
    expect((await page.evaluate(() => fakeExcel.fills('Along', 'B2:J10'))).every((fill) => fill === '#FFFFFF')).toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);
    await showTab(page, 'analyse');
  }, 40_000);

  it('has an h1, no page errors, and no axe-core violations', async () => {
    expect(await page.locator('h1').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('runs the production bundle as `npm run build` writes it, with the fake Office script outside it', async () => {
    const served = await page.evaluate(async () => (await fetch('/taskpane.js')).text());
    expect(served).toBe(fs.readFileSync(path.join(harness.dist, 'taskpane.js'), 'utf8'));
    // Minified: a development bundle has a line per statement, and eval-wrapped modules.
    expect(served.split('\n').length).toBeLessThan(10);
    expect(served).not.toContain('eval(');
    expect(fs.existsSync(path.join(harness.dist, 'taskpane.js.map'))).toBe(true);
    expect(fs.readdirSync(harness.dist).filter((name) => /fake/i.test(name))).toEqual([]);
    expect(served).not.toContain('fakeExcel');
  });

  it('registers every SUDOKU worksheet function in the pane’s runtime; each answers as the engine’s truth says, a bad cell with #VALUE! naming it', async () => {
    const metadata = JSON.parse(fs.readFileSync(path.join(harness.dist, 'functions.json'), 'utf8')) as {
      functions: { id: string }[];
    };
    expect(fs.existsSync(path.join(harness.dist, 'functions-ja.json'))).toBe(true);
    expect((await page.evaluate(() => fakeFunctions.ids())).sort()).toEqual(
      metadata.functions.map((fn) => fn.id).sort(),
    );
    const range = Array.from({ length: 9 }, (_, row) =>
      [...puzzle.slice(row * 9, row * 9 + 9)].map((char) => (char === '.' ? null : Number(char))),
    );
    const at = ['Sheet1!B2:J10'];
    const call = (id: string, args: unknown[]) =>
      page.evaluate(([name, values, addresses]) => fakeFunctions.call(name, values, addresses), [
        id,
        args,
        at,
      ] as const);
    expect((await call('SOLVE', [range, null])).value).toEqual(
      Array.from({ length: 9 }, (_, row) => [...solution.slice(row * 9, row * 9 + 9)].map(Number)),
    );
    expect((await call('COUNT', [range, null])).value).toBe(1);
    expect((await call('GIVENS', [range, null])).value).toBe([...puzzle].filter((char) => char !== '.').length);
    const level = (await call('LEVEL', [range, null, null])).value as number;
    expect(level).toBeGreaterThanOrEqual(1);
    expect(level).toBeLessThanOrEqual(8);
    expect((await call('GRADE', [range, null, null])).value).toEqual(expect.any(String));
    expect((await call('EFFORT', [range, null, null, null])).value).toBeGreaterThan(0);
    const rating = (await call('RATING', [range, null, null, null])).value as number;
    expect(rating).toBeGreaterThan(0);
    expect(rating).toBeLessThan(13);
    expect((await call('TECHNIQUES', [range, null, null])).value).toMatch(/^B[BLCMVGQPUTRSHWYXKDA]*$/);
    const [, row, col, value] = /^r(\d)c(\d)=(\d)/
      .exec((await call('HINT', [range, null, 3, null])).value as string)!
      .map(Number);
    expect(value).toBe(Number(solution[(row - 1) * 9 + col - 1]));
    const bad = range.map((line) => [...line]) as unknown[][];
    bad[1][6] = 'x';
    expect(await call('SOLVE', [bad, null])).toEqual({
      error: '#VALUE!',
      message: expect.stringMatching(/^H3 holds "x"/),
    });
  });

  it('in a blank workbook, offers a sample at once; Analyse on the empty selection touches nothing; the sample is inserted, selected and conquered', async () => {
    const blank = await browser.newPage();
    await blank.goto(`${base}/taskpane.html`);
    await blank.waitForSelector('#insert-sample');
    expect(await blank.locator('#analysis-status').textContent()).toMatch(/sheet is empty/);
    const sheets = await blank.evaluate(() => fakeExcel.sheetNames());
    await blank.click('#analyse-button');
    await blank.waitForFunction(() =>
      /holds no puzzle/.test(document.querySelector('#analysis-status')?.textContent ?? ''),
    );
    expect(await blank.evaluate(() => fakeExcel.sheetNames())).toEqual(sheets);
    expect((await blank.evaluate(() => fakeExcel.fills('Sheet1', 'A1:I9'))).every((fill) => fill === '#FFFFFF')).toBe(
      true,
    );
    expect(
      (await blank.evaluate(() => fakeExcel.values('Sheet1', 'A1:I9'))).flat().every((value) => value === ''),
    ).toBe(true);
    await blank.click('#insert-sample');
    await blank.waitForFunction(() =>
      /sample puzzle was written/.test(document.querySelector('#analysis-status')?.textContent ?? ''),
    );
    const written = (await blank.evaluate(() => fakeExcel.values('Sheet1', 'A1:I9')))
      .flat()
      .map((value) => (value === '' ? '.' : String(value)))
      .join('');
    await blank.click('#analyse-button');
    await blank.waitForFunction(
      () => /^Conquer/.test(document.querySelector('#analysis-status')?.textContent ?? ''),
      undefined,
      { timeout: 20_000 },
    );
    const solutionAddress = rangeAddress(ANALYSIS_LAYOUT.gridRow, ANALYSIS_LAYOUT.solutionColumn, 9, 9);
    const solved = await blank.evaluate((address) => fakeExcel.values('Analysis', address), solutionAddress);
    expect(solved.flat().join('')).toBe(Array.from(solve(parsePuzzleText(written), 2).solutions[0]).join(''));
    await blank.close();
  }, 40_000);

  it('a worker that crashes ends the busy state with its message and a Retry, which works once the worker does', async () => {
    const crashing = await browser.newPage();
    // The first analysis worker dies at once with a script error; later ones are the real worker.
    let served = 0;
    await crashing.route(`${base}/analysis-worker.js`, (route) =>
      served++ === 0
        ? route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("worker boom");' })
        : route.continue(),
    );
    await crashing.goto(`${base}/taskpane.html`);
    await crashing.waitForSelector('#analyse-button');
    await crashing.evaluate(([values]) => fakeExcel.put('Sheet1', 'B2', values, 'B2:J10'), [
      typedGrid(puzzle),
    ] as const);
    await crashing.click('#analyse-button');
    await crashing.waitForSelector('#retry-button', { timeout: 20_000 });
    expect(await crashing.locator('#analysis-status').textContent()).toMatch(/stopped unexpectedly.*worker boom/);
    expect(await crashing.locator('#analyse-button').isEnabled()).toBe(true);
    await crashing.click('#retry-button');
    await crashing.waitForFunction(
      () => /^Conquer/.test(document.querySelector('#analysis-status')?.textContent ?? ''),
      undefined,
      { timeout: 20_000 },
    );
    await crashing.close();
  }, 40_000);

  it('works by keyboard alone: Tab to Analyse, Enter; Escape closes the fill question', async () => {
    const keys = await browser.newPage();
    await keys.goto(`${base}/taskpane.html`);
    await keys.waitForSelector('#analyse-button');
    await keys.evaluate(([values]) => fakeExcel.put('Sheet1', 'B2', values, 'B2:J10'), [typedGrid(puzzle)] as const);
    const focusOn = async (id: string) => {
      for (let presses = 0; presses < 30; presses++) {
        if ((await keys.evaluate(() => document.activeElement?.id)) === id) return;
        await keys.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached #${id}`);
    };
    await focusOn('analyse-button');
    await keys.keyboard.press('Enter');
    await keys.waitForFunction(
      () => /^Conquer/.test(document.querySelector('#analysis-status')?.textContent ?? ''),
      undefined,
      { timeout: 20_000 },
    );
    await focusOn('fill-button');
    await keys.keyboard.press('Enter');
    await keys.waitForSelector('#fill-yes', { state: 'visible' });
    expect(await keys.evaluate(() => document.activeElement?.id)).toBe('fill-yes');
    await keys.keyboard.press('Escape');
    await keys.waitForSelector('#fill-yes', { state: 'detached' });
    expect(
      (await keys.evaluate(() => fakeExcel.values('Sheet1', 'B2:J10')))
        .flat()
        .map((value) => (value === '' ? '.' : String(value)))
        .join(''),
    ).toBe(puzzle);
    // Arrow keys move between the tabs (the TabList's own keyboard pattern); Enter is not needed.
    await keys.focus('#tab-analyse');
    await keys.keyboard.press('ArrowRight');
    await keys.keyboard.press('Enter');
    expect(await keys.locator('#panel-library').isVisible()).toBe(true);
    await keys.close();
  }, 40_000);

  describe.each(['en', 'ja'] as const)('every tab in %s', (language) => {
    it.each([270, 350])(
      'fits %i px without clipping, with no axe-core violations (screenshots in out/screenshots)',
      async (width) => {
        const narrow = await browser.newPage();
        await narrow.setViewportSize({ width, height: 900 });
        const errors: string[] = [];
        narrow.on('pageerror', (error) => errors.push(error.message));
        await narrow.goto(`${base}/taskpane.html?lang=${language === 'ja' ? 'ja-JP' : 'en-US'}`);
        await narrow.waitForSelector('#analyse-button');
        // The Analyse tab with a result in it: the widest content it has.
        await narrow.evaluate(([values]) => fakeExcel.put('Sheet1', 'B2', values, 'B2:J10'), [
          typedGrid(puzzle),
        ] as const);
        await narrow.click('#analyse-button');
        await narrow.waitForSelector('#analysis-result', { timeout: 20_000 });
        for (const tab of TABS) {
          await showTab(narrow, tab);
          expect({ tab, overflowing: await overflowing(narrow, width) }).toEqual({ tab, overflowing: [] });
          expect({ tab, violations: await axeViolations(narrow) }).toEqual({ tab, violations: [] });
          await shoot(narrow, `${language}-${width}-${tab}`);
        }
        // The longest states: the full set's list of codes (with the standard rating chosen), and the fields of a chosen transform.
        for (const [tab, choice] of [
          ['settings', 'full'],
          ['transform', 'chosen'],
        ] as const) {
          await showTab(narrow, tab);
          // The first "full" of Settings is the technique set's; the rating path's follows it.
          await narrow.locator(`#panel-${tab} input[value="${choice}"]`).first().click();
          if (tab === 'settings')
            await narrow.getByRole('radio', { name: settingsStrings(language).ratingPaths.standard }).check();
          expect({ tab, choice, overflowing: await overflowing(narrow, width) }).toEqual({
            tab,
            choice,
            overflowing: [],
          });
          expect({ tab, choice, violations: await axeViolations(narrow) }).toEqual({ tab, choice, violations: [] });
          await shoot(narrow, `${language}-${width}-${tab}-${choice}`);
        }
        expect(errors).toEqual([]);
        await narrow.close();
      },
      60_000,
    );
  });

  describe.each(['en', 'ja'] as const)('choosing a kind in %s', (language) => {
    it.each([270, 350])(
      'at %i px: a diagonal 16×16 chosen in the dropdown is read and conquered, the box choice shown, nothing clipped (screenshot)',
      async (width) => {
        const fixture = engineFixtures('diagonal-16')[0];
        const kinds = await browser.newPage();
        await kinds.setViewportSize({ width, height: 900 });
        await kinds.goto(`${base}/taskpane.html?lang=${language === 'ja' ? 'ja-JP' : 'en-US'}`);
        await kinds.waitForSelector('#analyse-button');
        await kinds.evaluate(([values]) => fakeExcel.put('Sheet1', 'B2', values, 'B2:Q17'), [
          sheetValues(fixture.geometry, fixture.puzzle),
        ] as const);
        await kinds.click('#kind-dropdown');
        await kinds.waitForSelector('#kind-dropdown[aria-expanded=true]');
        // The open list is in the page's landmark, labelled by its field: axe has nothing to say.
        expect(await axeViolations(kinds)).toEqual([]);
        await shoot(kinds, `${language}-${width}-analyse-kind-open`);
        await kinds.getByRole('option', { name: kindName('diagonal', language) }).click();
        await kinds.waitForSelector('#kind-dropdown[aria-expanded=false]');
        expect(await kinds.locator('#kind-dropdown').textContent()).toBe(kindName('diagonal', language));
        await kinds.click('#analyse-button');
        await kinds.waitForSelector('#read-as', { timeout: 30_000 });
        expect(await kinds.locator('#analysis-status').textContent()).toMatch(/^Conquer/);
        expect(await kinds.locator('#read-as').textContent()).toContain(`16×16 ${kindName('diagonal', language)}`);
        expect(await kinds.locator('#box-dropdown').isVisible()).toBe(true);
        await kinds.click('#box-dropdown');
        await kinds.waitForSelector('#box-dropdown[aria-expanded=true]');
        expect(await axeViolations(kinds)).toEqual([]);
        await kinds.keyboard.press('Escape');
        await kinds.waitForSelector('#box-dropdown[aria-expanded=false]');
        const solutionAddress = rangeAddress(ANALYSIS_LAYOUT.gridRow, ANALYSIS_LAYOUT.puzzleColumn + 17, 16, 16);
        const sheetName = analysisSheetLabels(language).sheetName;
        expect(
          (
            await kinds.evaluate(([name, address]) => fakeExcel.values(name, address), [
              sheetName,
              solutionAddress,
            ] as const)
          ).flat(),
        ).toEqual(fixture.solution);
        expect(await overflowing(kinds, width)).toEqual([]);
        expect(await axeViolations(kinds)).toEqual([]);
        await shoot(kinds, `${language}-${width}-analyse-kind`);
        await kinds.close();
      },
      60_000,
    );
  });

  describe.each(['en', 'ja'] as const)('the Library on another kind in %s', (language) => {
    it.each([270, 350])(
      'at %i px: a 16×16 stored as the kind chosen and recalled in its shape, nothing clipped (screenshot)',
      async (width) => {
        const fixture = engineFixtures('diagonal-16')[0];
        const library = await browser.newPage();
        await library.setViewportSize({ width, height: 900 });
        await library.goto(`${base}/taskpane.html?lang=${language === 'ja' ? 'ja-JP' : 'en-US'}`);
        await library.waitForSelector('#analyse-button');
        await library.evaluate(([values]) => fakeExcel.put('Sheet1', 'B2', values, 'B2:Q17'), [
          sheetValues(fixture.geometry, fixture.puzzle),
        ] as const);
        await showTab(library, 'library');
        await library.click('#library-kind-dropdown');
        await library.getByRole('option', { name: kindName('diagonal', language) }).click();
        const text = libraryStrings(language);
        await library.getByRole('button', { name: text.store }).click();
        const said = library.locator('#panel-library [role=status]');
        await library.waitForFunction(
          () => /16×16/.test(document.querySelector('#panel-library [role=status]')?.textContent ?? ''),
          undefined,
          { timeout: 20_000 },
        );
        expect(await said.textContent()).toContain(`16×16 ${kindName('diagonal', language)}`);
        await library.evaluate(() => fakeExcel.put('Sheet1', 'T2', [['']], 'T2'));
        await library.locator('#panel-library input[type=number]').fill('1');
        await library.getByRole('button', { name: text.recall }).click();
        await library.waitForFunction(
          (words) => (document.querySelector('#panel-library [role=status]')?.textContent ?? '').includes(words),
          text.notice({ kind: 'recalled', number: 1, title: '' }),
        );
        expect(
          (await library.evaluate(() => fakeExcel.values('Sheet1', 'T2:AI17')))
            .flat()
            .map((value) => (value === '' ? 0 : Number(value))),
        ).toEqual(fixture.puzzle);
        expect(await overflowing(library, width)).toEqual([]);
        expect(await axeViolations(library)).toEqual([]);
        await shoot(library, `${language}-${width}-library-kind`);
        await library.close();
      },
      60_000,
    );
  });

  describe.each(['en', 'ja'] as const)('Solve along on another kind in %s', (language) => {
    it.each([270, 350])(
      'at %i px: a 16×16 chosen in the tab, a right and a wrong entry judged by the solution, Stop writes the session sheet, nothing clipped (screenshot)',
      async (width) => {
        const fixture = engineFixtures('diagonal-16')[0];
        const { geometry, puzzle, solution } = fixture;
        const along = await browser.newPage();
        await along.setViewportSize({ width, height: 900 });
        await along.goto(`${base}/taskpane.html?lang=${language === 'ja' ? 'ja-JP' : 'en-US'}`);
        await along.waitForSelector('#analyse-button');
        await along.evaluate(([values]) => fakeExcel.put('Variant', 'B2', values, 'B2:Q17'), [
          sheetValues(geometry, puzzle),
        ] as const);
        await showTab(along, 'solveAlong');
        await along.click('#solve-along-kind-dropdown');
        await along.getByRole('option', { name: kindName('diagonal', language) }).click();
        await along.waitForSelector('#solve-along-kind-dropdown[aria-expanded=false]');
        await along.click('#solve-along-start');
        const text = solveAlongStrings(language);
        await along.waitForFunction(
          (words) => (document.querySelector('#solve-along-status')?.textContent ?? '').startsWith(words),
          text.watching('Variant!B2:Q17', 0, 0).slice(0, -1),
          { timeout: 20_000 },
        );
        const blanks = [...puzzle.keys()].filter((cell) => puzzle[cell] === 0);
        const address = (cell: number) => rangeAddress(1 + geometry.cellRow[cell], 1 + geometry.cellCol[cell]);
        const entries: [string, number][] = [
          [address(blanks[0]), solution[blanks[0]]],
          [address(blanks[1]), (solution[blanks[1]] % 16) + 1],
        ];
        for (const [cell, value] of entries)
          await along.evaluate(([at, symbol]) => fakeExcel.type('Variant', at, [[symbol]]), [cell, value] as const);
        await along.waitForFunction(
          (words) => (document.querySelector('#solve-along-status')?.textContent ?? '').startsWith(words),
          text.watching('Variant!B2:Q17', 2, 1),
        );
        expect(await along.locator('#solve-along-progress-text').textContent()).toBe(text.progress(2, blanks.length));
        expect(await overflowing(along, width)).toEqual([]);
        expect(await axeViolations(along)).toEqual([]);
        await shoot(along, `${language}-${width}-solveAlong-kind`);
        await along.click('#solve-along-stop');
        const sheetName = sessionSheetLabels(language).sheetName;
        await along.waitForFunction(
          (words) => (document.querySelector('#solve-along-status')?.textContent ?? '').includes(words),
          `${text.stopped} ${text.wroteSheet(sheetName)}`,
          { timeout: 20_000 },
        );
        expect(await along.evaluate(() => fakeExcel.sheetNames())).toContain(sheetName);
        await along.close();
      },
      60_000,
    );
  });

  describe.each(['en', 'ja'] as const)('the rating path and a samurai’s hint in %s', (language) => {
    // A top95 puzzle the model set needs A on, where the standard rating and the full set's (the default) part.
    const forking = readPuzzleLines('rated/top95.txt', 12).find((each) => {
      const standard = analyzePuzzle(each, { ratingPath: 'patterns' });
      return (
        (standard.techniqueCounts.A ?? 0) > 0 &&
        standard.rating !== analyzePuzzle(each, { techniqueSet: 'full' }).rating
      );
    })!;
    const samurai = engineFixtures('combined-samurai')[0];
    /** Grid 5 of the samurai sits at row 12, column 12 (0-based), as published. */
    const GRID_5 = { grid: 5, row: 12, col: 12 };

    it.each([270, 350])(
      'at %i px: the standard rating saved in Settings rates Analyse’s puzzle; the hint names the cell’s place in its grid (screenshots)',
      async (width) => {
        const pane = await browser.newPage();
        await pane.setViewportSize({ width, height: 900 });
        await pane.goto(`${base}/taskpane.html?lang=${language === 'ja' ? 'ja-JP' : 'en-US'}`);
        await pane.waitForSelector('#analyse-button');
        const settings = settingsStrings(language);
        await showTab(pane, 'settings');
        await pane.getByRole('radio', { name: settings.ratingPaths.standard }).check();
        await pane.getByRole('button', { name: settings.save }).click();
        await pane.waitForFunction(
          (words) => (document.querySelector('#panel-settings [role=status]')?.textContent ?? '').includes(words),
          settings.notice({ kind: 'saved' }),
        );
        expect(await overflowing(pane, width)).toEqual([]);
        expect(await axeViolations(pane)).toEqual([]);
        await shoot(pane, `${language}-${width}-settings-rating-path`);

        await pane.evaluate(([values]) => fakeExcel.put('Sheet1', 'B2', values, 'B2:J10'), [
          typedGrid(forking),
        ] as const);
        await showTab(pane, 'analyse');
        await pane.click('#analyse-button');
        await pane.waitForSelector('#analysis-result', { timeout: 20_000 });
        const labels = analysisSheetLabels(language);
        const summary = await pane.evaluate((name) => fakeExcel.values(name, 'A1:B40'), labels.sheetName);
        const rated = summary.find((row) => row[0] === labels.rating)?.[1];
        expect(rated).toBe(analyzePuzzle(forking, { ratingPath: 'patterns' }).rating);
        expect(summary.find((row) => row[0] === labels.assumptions)?.[1]).toBeGreaterThan(0);

        // A samurai analysed, then solved everywhere but in grid 5's own cells: the hint's cell lies there.
        const { geometry, puzzle, solution } = samurai;
        const inGrid5Only = (cell: number) =>
          geometry.cellRow[cell] >= GRID_5.row &&
          geometry.cellCol[cell] >= GRID_5.col &&
          (geometry.cellRow[cell] >= GRID_5.row + 3 || geometry.cellCol[cell] >= GRID_5.col + 3);
        await pane.evaluate(([values]) => fakeExcel.put('Samurai', 'B2', values, 'B2:V22'), [
          sheetValues(geometry, puzzle),
        ] as const);
        await pane.click('#analyse-button');
        await pane.waitForSelector('#read-as', { timeout: 30_000 });
        const nearlySolved = solution.map((value, cell) => (puzzle[cell] === 0 && inGrid5Only(cell) ? 0 : value));
        await pane.evaluate(([values]) => fakeExcel.put('Samurai', 'B2', values, 'B2:V22'), [
          sheetValues(geometry, nearlySolved),
        ] as const);
        const cellHint =
          language === 'ja'
            ? /セルは r(\d+)c(\d+)（盤 (\d+) の r(\d+)c(\d+)、/
            : /The cell is r(\d+)c(\d+) \(grid (\d+) r(\d+)c(\d+)\) in /;
        let found: number[] | undefined;
        for (let click = 0; click < 6 && !found; click++) {
          // Every click is answered: with the next hint, or (one that came while the pane was still busy) with
          // "Still working…" on the status line, then the running action's own answer. Each answer ends busy.
          await pane.waitForSelector('#hint-button:not([disabled])', { timeout: 60_000 });
          const before = await pane.locator('#hint-status').textContent();
          await pane.click('#hint-button');
          await pane.waitForFunction(
            (text) =>
              (document.querySelector('#hint-status')?.textContent ?? '') !== text &&
              !document.querySelector('#hint-button')?.hasAttribute('disabled'),
            before,
            { timeout: 60_000 },
          );
          found = cellHint
            .exec((await pane.locator('#hint-status').textContent()) ?? '')
            ?.slice(1)
            .map(Number);
        }
        if (!found) throw new Error(`no cell hint: ${await pane.locator('#hint-status').textContent()}`);
        const [row, col, grid, placeRow, placeCol] = found;
        expect([grid, placeRow + GRID_5.row, placeCol + GRID_5.col]).toEqual([GRID_5.grid, row, col]);
        expect(inGrid5Only(geometry.cellAt[(row - 1) * geometry.cols + col - 1])).toBe(true);
        expect(await overflowing(pane, width)).toEqual([]);
        expect(await axeViolations(pane)).toEqual([]);
        await shoot(pane, `${language}-${width}-analyse-samurai-hint`);
        await pane.close();
      },
      240_000,
    );
  });

  describe('the record-size combined puzzle (69×309, 280 grids)', () => {
    const record = readVariantText(
      fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'record', 'record-280.txt'), 'utf8'),
    ).entries[0].puzzle!;
    const PROGRESS = {
      en: /^Analysing: [\d,]+ of 13,577 cells placed/,
      ja: /^解析中: 13,577 セル中 [\d,]+ セルを確定/,
    };

    /** A page with the puzzle at B2, only B2 selected, Combined chosen and the lattice typed. */
    async function recordPage(language: 'en' | 'ja', width: number, values: unknown[][]): Promise<Page> {
      const pane = await browser.newPage();
      await pane.setViewportSize({ width, height: 900 });
      await pane.goto(`${base}/taskpane.html?lang=${language === 'ja' ? 'ja-JP' : 'en-US'}`);
      await pane.waitForSelector('#analyse-button');
      await pane.evaluate(([block]) => fakeExcel.put('Sheet1', 'B2', block, 'B2'), [values] as const);
      await pane.click('#kind-dropdown');
      await pane.getByRole('option', { name: kindName('combined', language) }).click();
      await pane.fill('#grids-input', 'lattice:11x51 drop 0,0');
      return pane;
    }

    describe.each(['en', 'ja'] as const)('in %s', (language) => {
      it.each([270, 350])(
        'at %i px: the lattice layout typed, the progress line with an accessible Cancel (screenshots)',
        async (width) => {
          const pane = await recordPage(language, width, variantSheetValues(record.geometry, record.givens));
          // A worker that reports where it is and never ends, so the progress line holds still for axe and the screenshot.
          await pane.route(`${base}/analysis-worker.js`, (route) =>
            route.fulfill({
              contentType: 'text/javascript',
              body: "onmessage = () => postMessage({ type: 'progress', progress: { phase: 'analysing', done: 5012, total: 13577 } });",
            }),
          );
          await shoot(pane, `${language}-${width}-analyse-lattice`);
          await pane.click('#analyse-button');
          await pane.waitForFunction(
            (source) => new RegExp(source).test(document.querySelector('#analysis-progress-text')?.textContent ?? ''),
            PROGRESS[language].source,
            { timeout: 60_000 },
          );
          expect(await pane.locator('#analysis-progress-text').textContent()).toContain('(36 %)');
          expect(await pane.getByRole('progressbar').count()).toBe(1);
          expect(
            await pane
              .getByRole('button', { name: analysisStrings(language).cancel, exact: true })
              .first()
              .isEnabled(),
          ).toBe(true);
          expect(await overflowing(pane, width)).toEqual([]);
          expect(await axeViolations(pane)).toEqual([]);
          await shoot(pane, `${language}-${width}-analyse-lattice-progress`);
          await pane.click('#analyse-cancel');
          await pane.waitForFunction(
            (text) => document.querySelector('#analysis-status')?.textContent === text,
            analysisStrings(language).notice({ kind: 'cancelled' }),
          );
          expect(await pane.locator('#analysis-progress').count()).toBe(0);
          await pane.close();
        },
        120_000,
      );
    });

    it('Cancel stops the real worker in the middle of the analysis: no sheet is written after it', async () => {
      const pane = await recordPage('en', 350, variantSheetValues(record.geometry, record.givens));
      // The real worker, its final reply held back RESULT_HELD_MS: on a loaded machine the analysis could
      // otherwise end between the progress line and the click, leaving nothing to cancel.
      const RESULT_HELD_MS = 5000;
      await pane.route(`${base}/analysis-worker.js`, async (route) => {
        const real = await (await route.fetch()).text();
        const holdResult = `const deliver = self.postMessage.bind(self); self.postMessage = (reply) => (reply && reply.type === 'progress' ? deliver(reply) : setTimeout(() => deliver(reply), ${RESULT_HELD_MS}));\n`;
        await route.fulfill({ contentType: 'text/javascript', body: holdResult + real });
      });
      await pane.click('#analyse-button');
      await pane.waitForFunction(
        (source) => new RegExp(source).test(document.querySelector('#analysis-progress-text')?.textContent ?? ''),
        PROGRESS.en.source,
        { timeout: 60_000 },
      );
      await pane.click('#analyse-cancel');
      await pane.waitForFunction(() => document.querySelector('#analysis-status')?.textContent === 'Cancelled.');
      // The whole analysis takes a few seconds here: a worker still running would have written its sheet by then.
      await pane.waitForTimeout(RESULT_HELD_MS + 8000);
      expect(await pane.evaluate(() => fakeExcel.sheetNames())).toEqual(['Sheet1']);
      await pane.close();
    }, 120_000);

    it('is read from one selected cell, analysed in the worker and its solution written: the full grid its givens came from', async () => {
      const geometry = record.geometry;
      const full = latticeFill(geometry, createRandom(21));
      const pane = await recordPage('en', 350, variantSheetValues(geometry, soleBlanksInRows(geometry, full)));
      await pane.click('#analyse-button');
      await pane.waitForSelector('#read-as', { timeout: 60_000 });
      expect(await pane.locator('#analysis-status').textContent()).toMatch(/^Conquer/);
      expect(await pane.locator('#read-as').textContent()).toContain('69×309');
      const written = await pane.evaluate(([address]) => fakeExcel.values('Analysis', address), [
        rangeAddress(
          ANALYSIS_LAYOUT.gridRow,
          ANALYSIS_LAYOUT.puzzleColumn + geometry.cols + 1,
          geometry.rows,
          geometry.cols,
        ),
      ] as const);
      const solution = new Array<unknown>(geometry.cellCount);
      written.forEach((line, row) =>
        line.forEach(
          (value, col) =>
            geometry.cellAt[row * geometry.cols + col] >= 0 &&
            (solution[geometry.cellAt[row * geometry.cols + col]] = value),
        ),
      );
      expect(solution).toEqual(Array.from(full));
      await pane.close();
    }, 120_000);
  });

  it('says which Office it needs in the Internet Explorer webview of Office 2016/2019, whose script cannot run the pane', async () => {
    const old = await browser.newPage();
    await old.addInitScript(() =>
      Object.defineProperty(navigator, 'userAgent', {
        get: () => 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
      }),
    );
    // Internet Explorer 11 stops at the bundle's first ES2020 construct; here the bundle is simply not served.
    await old.route(`${base}/taskpane.js`, (route) => route.abort());
    await old.goto(`${base}/taskpane.html`);
    const notice = old.locator('#pane-loading');
    expect(await notice.getAttribute('role')).toBe('alert');
    expect(await notice.textContent()).toContain('Microsoft 365');
    await old.close();
  }, 20_000);

  it('says the same in any webview without web components (old Safari on a Mac), whatever its user agent', async () => {
    const old = await browser.newPage();
    await old.addInitScript(() => Object.defineProperty(window, 'customElements', { value: undefined }));
    await old.route(`${base}/taskpane.js`, (route) => route.abort());
    await old.goto(`${base}/taskpane.html`);
    expect(await old.locator('#pane-loading').getAttribute('role')).toBe('alert');
    await old.close();
  }, 20_000);

  it('speaks Japanese when Office does', async () => {
    const japanese = await browser.newPage();
    await japanese.goto(`${base}/taskpane.html?lang=ja-JP`);
    await japanese.waitForSelector('#analyse-button');
    expect(await japanese.locator('h1').textContent()).toBe('数独アナライザー');
    expect(await japanese.locator('html').getAttribute('lang')).toBe('ja');
    expect(await japanese.locator('#analyse-button').textContent()).toBe('選択範囲を解析');
    expect(await japanese.getByRole('tab', { name: '連続計算', exact: true }).count()).toBe(1);
    await japanese.close();
  }, 20_000);
});
