/**
 * How the pane looks (issue 39), in chromium on the fake workbook (harness.ts): every tab's primary
 * action on the first screen of a 270 × 600 px pane, with the tabs in one row; Office's dark theme
 * read at the start and again when the pane regains focus, the browser's scheme without one; every
 * tab in the dark theme at 270 and 350 px, English and Japanese (the light ones are taskpane.test.ts's),
 * photographed once each; and axe-core at zero violations with each dropdown and the tabs' menu open.
 */

import type { Page } from 'playwright-core';
import { kindName } from '../../src/taskpane/analyse/analysis-strings';
import { EASY_PUZZLE } from '../helpers/easy-puzzle';
import { typedGrid } from '../helpers/sheet-grid';
import { relativeLuminance } from '../../src/taskpane/shared/office-theme';
import { axeViolations, overflowing, shoot, showTab, startPane, type PaneHarness } from './harness';

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
/** Each tab's one primary action. */
const PRIMARY: Record<(typeof TABS)[number], string> = {
  analyse: '#analyse-button',
  library: '#library-store',
  batch: '#batch-run',
  generate: '#generate-button',
  symmetry: '#symmetry-complete',
  transform: '#transform-button',
  book: '#book-make',
  ga: '#ga-run',
  solveAlong: '#solve-along-start',
  settings: '#settings-save',
};
const FIRST_SCREEN = { width: 270, height: 600 };

/** The pane's background colour as #RRGGBB. */
const background = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = (
      getComputedStyle(document.querySelector('main')!.parentElement!).backgroundColor.match(/\d+/g) ?? []
    ).map(Number);
    return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  });

describe('how the pane looks in chromium', () => {
  let harness: PaneHarness;

  beforeAll(async () => {
    harness = await startPane();
  }, 180_000);

  afterAll(async () => {
    await harness?.close();
  });

  describe.each(['en', 'ja'] as const)('in %s', (language) => {
    it('shows every tab’s primary action on the first screen of a 270 × 600 pane, the tabs in one row', async () => {
      const page = await harness.open(language, FIRST_SCREEN.width);
      await page.setViewportSize(FIRST_SCREEN);
      for (const tab of TABS) {
        await showTab(page, tab);
        await page.evaluate(() => window.scrollTo(0, 0));
        const box = await page.locator(PRIMARY[tab]).boundingBox();
        expect({ tab, bottom: box && box.y + box.height <= FIRST_SCREEN.height }).toEqual({ tab, bottom: true });
        // One row: every tab shown and the menu's button share the row's top.
        const tops = await page.$$eval('[role=tablist] [role=tab]', (tabs) => [
          ...new Set(
            tabs
              .filter((each) => (each as HTMLElement).offsetParent)
              .map((each) => Math.round(each.getBoundingClientRect().top)),
          ),
        ]);
        expect({ tab, rows: tops.length }).toEqual({ tab, rows: 1 });
      }
      await page.close();
    }, 60_000);

    it.each([270, 350])(
      'at %i px: the tabs’ menu and every kind dropdown open, and a question in the pane, with no axe-core violation',
      async (width) => {
        const page = await harness.open(language, width);
        await page.click('#more-tabs');
        await page.waitForSelector('[role=menu]');
        expect(await axeViolations(page)).toEqual([]);
        await shoot(page, `${language}-${width}-tabs-menu-open`);
        await page.keyboard.press('Escape');
        for (const [tab, prefix] of [
          ['analyse', ''],
          ['library', 'library-'],
          ['generate', 'generate-'],
          ['solveAlong', 'solve-along-'],
        ] as const) {
          await showTab(page, tab);
          await page.click(`#${prefix}kind-dropdown`);
          await page.waitForSelector(`#${prefix}kind-dropdown[aria-expanded=true]`);
          expect(await page.getByRole('option', { name: kindName('jigsaw', language) }).isVisible()).toBe(true);
          expect({ tab, overflowing: await overflowing(page, width) }).toEqual({ tab, overflowing: [] });
          expect({ tab, violations: await axeViolations(page) }).toEqual({ tab, violations: [] });
          await page.keyboard.press('Escape');
          await page.waitForSelector(`#${prefix}kind-dropdown[aria-expanded=false]`);
        }
        // A question asked in the pane (the Library's before replacing a stored number).
        await page.evaluate(([values]) => fakeExcel.put('Sheet1', 'B2', values, 'B2:J10'), [
          typedGrid(EASY_PUZZLE),
        ] as const);
        await showTab(page, 'library');
        await page.click('#library-store');
        await page.waitForFunction(() =>
          /^(Stored|1 番)/.test(document.querySelector('#library-status')?.textContent ?? ''),
        );
        await page.click('#library-store');
        await page.waitForSelector('#library-question');
        expect(await axeViolations(page)).toEqual([]);
        await page.close();
      },
      60_000,
    );

    it.each([270, 350])(
      'at %i px in Office’s dark theme: every tab readable (axe-core’s contrast), nothing clipped (screenshots)',
      async (width) => {
        const page = await harness.open(language, width, 'dark');
        expect(relativeLuminance(await background(page))).toBeLessThan(0.05);
        for (const tab of TABS) {
          await showTab(page, tab);
          expect({ tab, overflowing: await overflowing(page, width) }).toEqual({ tab, overflowing: [] });
          expect({ tab, violations: await axeViolations(page) }).toEqual({ tab, violations: [] });
          await shoot(page, `${language}-${width}-dark-${tab}`);
        }
        await page.close();
      },
      90_000,
    );
  });

  it('reads Office’s theme again when the pane regains focus (Excel has no theme event)', async () => {
    const page = await harness.open('en', 350, 'light');
    expect(relativeLuminance(await background(page))).toBeGreaterThan(0.9);
    await page.evaluate(() => fakeOffice.setTheme('dark'));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForFunction(() => document.documentElement.style.colorScheme === 'dark');
    expect(relativeLuminance(await background(page))).toBeLessThan(0.05);
    await page.close();
  }, 30_000);

  it('follows the browser’s colour scheme where Office has no theme', async () => {
    const page = await harness.browser.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${harness.base}/taskpane.html`);
    await page.waitForSelector('#analyse-button');
    expect(relativeLuminance(await background(page))).toBeLessThan(0.05);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.style.colorScheme === 'light');
    expect(relativeLuminance(await background(page))).toBeGreaterThan(0.9);
    await page.close();
  }, 30_000);
});
