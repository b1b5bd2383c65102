/**
 * Pane states beyond the main path, in chromium on the fake workbook (harness.ts), in English and
 * Japanese at 270 and 350 px, each checked for clipping and by axe, with a screenshot in
 * out/screenshots/: the box chooser on a samurai, a click that comes while the pane is busy, the
 * Generate tab on a combined layout, and the Library's words for cells that hold no digit.
 */

import type { Page } from 'playwright-core';
import { analysisStrings, kindName } from '../../src/taskpane/analyse/analysis-strings';
import { libraryStrings } from '../../src/taskpane/library/library-strings';
import { paneStrings } from '../../src/taskpane/shared/pane-strings';
import { typedGrid } from '../helpers/sheet-grid';
import { EASY_PUZZLE } from '../helpers/easy-puzzle';
import { sheetValues } from '../helpers/sheet-grids';
import { engineFixtures } from '../helpers/variant-fixtures';
import { fixturePositions } from '../helpers/position-fixture';
import { checkAndShoot, showTab, startPane, type PaneHarness } from './harness';

const LANGUAGES = ['en', 'ja'] as const;
const WIDTHS = [270, 350];

describe('pane states in chromium', () => {
  let harness: PaneHarness;

  beforeAll(async () => {
    harness = await startPane();
  }, 180_000);

  afterAll(async () => {
    await harness?.close();
  });

  const samurai = engineFixtures('combined-samurai')[0];

  /** A page with the samurai's givens at B2:V22, all of it selected. */
  async function samuraiPage(language: 'en' | 'ja', width: number): Promise<Page> {
    const page = await harness.open(language, width);
    await page.evaluate(([values]) => fakeExcel.put('Samurai', 'B2', values, 'B2:V22'), [
      sheetValues(samurai.geometry, samurai.puzzle),
    ] as const);
    return page;
  }

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(WIDTHS)(
      'at %i px: a 21×21 samurai selection is read as a samurai, with no box chooser (its boxes are 3×3)',
      async (width) => {
        const page = await samuraiPage(language, width);
        await page.click('#analyse-button');
        await page.waitForSelector('#read-as', { timeout: 30_000 });
        expect(await page.locator('#read-as').textContent()).toContain(`21×21 ${kindName('samurai', language)}`);
        expect(await page.locator('#box-dropdown').count()).toBe(0);
        await checkAndShoot(page, width, `${language}-${width}-analyse-samurai-kind`);
        await page.close();
      },
      60_000,
    );

    it.each(WIDTHS)(
      'at %i px: a range whose cells hold several digits is read as a position with pencil marks, and the result says so',
      async (width) => {
        const page = await harness.open(language, width);
        const { library } = fixturePositions();
        const values = Array.from({ length: 9 }, (_, row) =>
          Array.from({ length: 9 }, (_, col) => library.digits[row * 9 + col] || library.cells[row * 9 + col]),
        );
        await page.evaluate(([grid]) => fakeExcel.put('Sheet1', 'B2', grid, 'B2:J10'), [values] as const);
        await page.click('#analyse-button');
        await page.waitForSelector('#read-marks', { timeout: 30_000 });
        const marked = values.flat().filter((value) => String(value).length > 1).length;
        expect(await page.locator('#read-marks').textContent()).toBe(analysisStrings(language).pencilMarks(marked));
        await checkAndShoot(page, width, `${language}-${width}-analyse-position`);
        await page.close();
      },
      60_000,
    );

    it.each(WIDTHS)(
      'at %i px: while Analyse runs, the buttons that would start another are disabled and described by the status line; a click that comes anyway is answered there',
      async (width) => {
        const page = await harness.open(language, width);
        // A worker that reports where it is and never ends: the pane stays busy for as long as the test looks.
        await page.route(`${harness.base}/analysis-worker.js`, (route) =>
          // (A determinate progress: axe waits for animations to end, and an indeterminate bar's never does.)
          route.fulfill({
            contentType: 'text/javascript',
            body: "onmessage = () => postMessage({ type: 'progress', progress: { phase: 'analysing', done: 10, total: 51 } });",
          }),
        );
        await page.evaluate(([values]) => fakeExcel.put('Sheet1', 'B2', values, 'B2:J10'), [
          typedGrid(EASY_PUZZLE),
        ] as const);
        // Two clicks in one task: the second comes before the view has re-rendered the button as disabled.
        await page.evaluate(() => {
          const button = document.querySelector<HTMLButtonElement>('#analyse-button')!;
          button.click();
          button.click();
        });
        const text = analysisStrings(language);
        const words = paneStrings(language);
        await page.waitForFunction(
          (expected) => document.querySelector('#analysis-status')?.textContent === expected,
          words.stillBusy,
        );
        for (const id of ['#analyse-button', '#fill-button', '#hint-button']) {
          expect(await page.locator(id).isDisabled()).toBe(true);
          expect(await page.locator(id).getAttribute('aria-describedby')).toBe('analysis-status');
        }
        expect(await page.locator('#analyse-cancel').isEnabled()).toBe(true);
        await checkAndShoot(page, width, `${language}-${width}-analyse-still-busy`);
        await page.click('#analyse-cancel');
        await page.waitForFunction(
          (expected) => document.querySelector('#analysis-status')?.textContent === expected,
          text.notice({ kind: 'cancelled' }),
        );
        expect(await page.locator('#analyse-button').getAttribute('aria-describedby')).toBeNull();
        await page.close();
      },
      60_000,
    );

    it.each(WIDTHS)(
      'at %i px: the Generate tab on a samurai names the command line that makes a puzzle on the whole layout',
      async (width) => {
        const page = await samuraiPage(language, width);
        await showTab(page, 'generate');
        expect(await page.locator('#generate-combined-note').count()).toBe(0);
        await page.click('#generate-kind-dropdown');
        await page.getByRole('option', { name: kindName('samurai', language) }).click();
        await page.waitForSelector('#generate-kind-dropdown[aria-expanded=false]');
        const note = await page.locator('#generate-combined-note').textContent();
        expect(note).toContain('npx sudoku-analyzer generate --kind samurai');
        expect(note).toContain(language === 'ja' ? 'コマンドライン' : 'command line');
        await checkAndShoot(page, width, `${language}-${width}-generate-combined-note`);
        await page.close();
      },
      60_000,
    );

    it.each(WIDTHS)(
      'at %i px: the Library refuses a 9×9 with cells that hold no digit, naming each cell and what it holds',
      async (width) => {
        const page = await harness.open(language, width);
        const grid = typedGrid(EASY_PUZZLE).map((line) => [...line]);
        grid[0][0] = 'x';
        grid[8][8] = 'a long note typed into the puzzle';
        await page.evaluate(([values]) => fakeExcel.put('Sheet1', 'B2', values, 'B2:J10'), [grid] as const);
        await showTab(page, 'library');
        const text = libraryStrings(language);
        await page.getByRole('button', { name: text.store }).click();
        const expected = text.notice({
          kind: 'bad-cells',
          cells: ['B2', 'J10'],
          values: ['x', 'a long note typed into the puzzle'],
        });
        await page.waitForFunction(
          (words) => document.querySelector('#library-status')?.textContent === words,
          expected,
          { timeout: 20_000 },
        );
        expect(expected).toContain(language === 'ja' ? 'B2 に「x」' : 'B2 holds "x"');
        expect(await page.evaluate(() => fakeExcel.sheetNames())).toEqual(['Sheet1']);
        await checkAndShoot(page, width, `${language}-${width}-library-bad-cells`);
        await page.close();
      },
      60_000,
    );
  });
});
