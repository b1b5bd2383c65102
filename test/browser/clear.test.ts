/**
 * Clear at the top of the Analyse tab (issue 39 item 6), in chromium on the fake workbook, in English
 * and Japanese at 270 and 350 px: the question, the cleared range and Undo clear, each state checked
 * for clipping and by axe, with screenshots in out/screenshots/.
 */

import { clearStrings } from '../../src/taskpane/analyse/clear-strings';
import { typedGrid } from '../helpers/sheet-grid';
import { EASY_PUZZLE } from '../helpers/easy-puzzle';
import { checkAndShoot, startPane, type PaneHarness } from './harness';

describe('Clear in chromium', () => {
  let harness: PaneHarness;

  beforeAll(async () => {
    harness = await startPane();
  }, 180_000);

  afterAll(async () => {
    await harness?.close();
  });

  describe.each(['en', 'ja'] as const)('in %s', (language) => {
    it.each([270, 350])(
      'at %i px: asks, clears the values, and Undo clear puts them back',
      async (width) => {
        const text = clearStrings(language);
        const page = await harness.open(language, width);
        const grid = typedGrid(EASY_PUZZLE);
        await page.evaluate(([values]) => fakeExcel.put('Sheet1', 'B2', values, 'B2:J10'), [grid] as const);
        const shown = () => page.evaluate(() => fakeExcel.values('Sheet1', 'B2:J10'));
        expect(await page.locator('#clear-button').textContent()).toBe(text.clear);
        await page.click('#clear-button');
        await page.waitForSelector('#clear-yes', { state: 'visible' });
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('clear-yes');
        expect(await page.locator('#clear-question').textContent()).toContain('Sheet1!B2:J10');
        await checkAndShoot(page, width, `${language}-${width}-analyse-clear-question`);
        await page.click('#clear-yes');
        await page.waitForSelector('#clear-yes', { state: 'detached' });
        await page.waitForFunction(() =>
          (document.querySelector('#clear-status')?.textContent ?? '').includes('B2:J10'),
        );
        expect((await shown()).flat().every((value) => value === '')).toBe(true);
        await checkAndShoot(page, width, `${language}-${width}-analyse-cleared`);
        await page.click('#undo-clear-button');
        await page.waitForFunction(
          ([undone]) => (document.querySelector('#clear-status')?.textContent ?? '') === undone,
          [text.notice({ kind: 'undone', address: 'Sheet1!B2:J10' })] as const,
        );
        expect(await shown()).toEqual(grid);
        expect(await page.locator('#undo-clear-button').isDisabled()).toBe(true);
        await page.close();
      },
      60_000,
    );
  });
});
