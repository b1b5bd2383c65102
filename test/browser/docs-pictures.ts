/**
 * The documentation's pictures of the task pane (docs/pictures/pane-<tab>.png, shown by the README
 * and docs/add-in.md), taken by the browser harness over the fake workbook: every tab at 350 px in
 * English, the Analyse tab with the sample puzzle analysed. Not a test of its own (its name does
 * not end in .test.ts): `npm run docs:pictures` runs it through jest, which compiles it as the
 * browser tests are compiled, whenever the pane changes.
 */

import * as fs from 'fs';
import * as path from 'path';
import { typedGrid } from '../helpers/sheet-grid';
import { showTab, startPane, type PaneHarness } from './harness';

const ROOT = path.join(__dirname, '..', '..');
const PICTURES = path.join(ROOT, 'docs', 'pictures');
const PUZZLE = fs.readFileSync(path.join(ROOT, 'samples', 'puzzle.txt'), 'utf8').trim();
const WIDTH = 350;

/** The pane's tabs by the id of their tab button (pane.tsx): read from the page, so a tab added is taken too. */
async function tabIds(harness: PaneHarness): Promise<string[]> {
  const page = harness.browser.pages()[0];
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[id^="tab-"]')).map((tab) => tab.id.slice('tab-'.length)),
  );
}

function writeAtomically(file: string, bytes: Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, file);
}

describe('the documentation pictures', () => {
  let harness: PaneHarness;

  beforeAll(async () => {
    harness = await startPane();
  }, 600_000);

  afterAll(async () => {
    await harness?.close();
  });

  it('takes every tab at 350 px in English', async () => {
    const page = harness.browser.pages()[0] ?? (await harness.browser.newPage());
    await page.setViewportSize({ width: WIDTH, height: 900 });
    await page.goto(`${harness.base}/taskpane.html?lang=en-US`);
    await page.waitForSelector('#analyse-button');
    await page.evaluate(([values]) => fakeExcel.put('Sheet1', 'B2', values, 'B2:J10'), [typedGrid(PUZZLE)] as const);
    await page.click('#analyse-button');
    await page.waitForSelector('#analysis-result', { timeout: 60_000 });
    fs.mkdirSync(PICTURES, { recursive: true });
    const tabs = await tabIds(harness);
    expect(tabs).toContain('analyse');
    for (const tab of tabs) {
      await showTab(page, tab);
      // Fluent's transitions settle before the picture, as they do before axe in the tests.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      );
      writeAtomically(path.join(PICTURES, `pane-${tab}.png`), await page.screenshot({ fullPage: true }));
      console.log(`wrote docs/pictures/pane-${tab}.png`);
    }
  }, 120_000);
});
