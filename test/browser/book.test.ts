/**
 * The Book tab (issue 40 item 4) in chromium on the fake workbook (harness.ts), in English and
 * Japanese at 270 and 350 px, each state checked for clipping and by axe, with a screenshot in
 * out/screenshots/: the plan form, a plan file loaded into its JSON field; a plan the engine refuses, its message at the field; a small
 * book made by the real book worker into new sheets; progress and Cancel (a worker that never
 * ends); each section's kind (a jigsaw's map refused when missing, then a jigsaw and a samurai
 * book made); and the print pages of the book's sheet models rendered and photographed.
 */

import { makeBook, readBookPlan } from '../../src/engine/book';
import { buildPuzzlePages, buildSolutionPages } from '../../src/report/book-sheets';
import { gradeNameIn } from '../../src/report/analysis-labels';
import { bookStrings } from '../../src/taskpane/book/book-strings';
import { kindName } from '../../src/taskpane/analyse/analysis-strings';
import { checkAndShoot, shoot, showTab, startPane, type PaneHarness } from './harness';
import { printPageHtml } from './sheet-picture';

const LANGUAGES = ['en', 'ja'] as const;
const WIDTHS = [270, 350];
// The region map of the jigsaw fixture (test/fixtures/variants/jigsaw-9-generated.txt, public domain).
const JIGSAW_REGIONS = 'DAABBBBBBDAACBBBCCDDACCCCCCDEAAAAFFFDEEEEEEFFDEGHIIEIFDDGHIIIIFGGGHHHHIFGGGGHHHIF';
const SHEETS = { en: ['Puzzles', 'Solutions', 'Analysis', 'Plan'], ja: ['問題', '解答', '解析', '計画'] };

describe('the Book tab in chromium', () => {
  let harness: PaneHarness;

  beforeAll(async () => {
    harness = await startPane();
  }, 180_000);

  afterAll(async () => {
    await harness?.close();
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    const text = bookStrings(language);

    it.each(WIDTHS)(
      'at %i px: the plan form, a refusal at its field, then a book made into four new sheets',
      async (width) => {
        const page = await harness.open(language, width);
        await showTab(page, 'book');
        await checkAndShoot(page, width, `${language}-${width}-book-form`);
        await page.click('#book-options summary');
        // A plan file loaded through the file chooser lands in the JSON field, as it was.
        const planText = JSON.stringify(
          {
            title: 'Loaded',
            sections: [{ count: 1, grade: 'Easy', patterns: { symmetry: 'rotate180', givens: '24..30' } }],
          },
          null,
          2,
        );
        await page.setInputFiles('#book-plan-file', {
          name: 'plan.json',
          mimeType: 'application/json',
          buffer: Buffer.from(planText),
        });
        await page.waitForFunction(
          (expected) => document.querySelector<HTMLTextAreaElement>('#book-json')?.value === expected,
          planText,
        );
        await checkAndShoot(page, width, `${language}-${width}-book-more-options`);
        await page.fill('#book-json', '');
        await page.click('#book-options summary');
        // 15 givens: the command line's refusal, at the second section's givens.
        await page.fill('#book-section-2-givens', '15');
        await page.click('#book-make');
        // The Japanese pane says the refusal in its own words, from the refusal's data.
        const refusal =
          language === 'en'
            ? '15 givens: a sudoku needs at least 17 givens to have one solution'
            : 'ヒント数 15: 解が一つの問題には少なくとも 17 個のヒントが要ります';
        await page.getByText(refusal, { exact: true }).waitFor();
        expect(await page.locator('#book-section-2-givens').getAttribute('aria-invalid')).toBe('true');
        await checkAndShoot(page, width, `${language}-${width}-book-refused`);
        // A small book: one section of two Beginner puzzles.
        await page.click(`[aria-label="${text.removeSection(2)}"]`);
        await page.fill('#book-section-1-count', '2');
        await page.click('#book-make');
        await page.waitForFunction(
          (start) => document.querySelector('#book-status')?.textContent?.startsWith(start),
          text.done({ sheetNames: [], made: 2, pages: 2, missed: 0, printSetup: true, seed: 0 }).slice(0, 12),
          { timeout: 120_000 },
        );
        expect(await page.evaluate(() => fakeExcel.sheetNames())).toEqual(['Sheet1', ...SHEETS[language]]);
        const caption = (await page.evaluate((sheet) => fakeExcel.values(sheet, 'A1'), SHEETS[language][0]))[0][0];
        expect(caption).toMatch(
          language === 'en' ? /^No\. 1 · Beginner · \d+ givens$/ : /^No\. 1 · .+ · ヒント数 \d+$/,
        );
        await checkAndShoot(page, width, `${language}-${width}-book-done`);
        await page.close();
      },
      180_000,
    );

    it.each(WIDTHS)(
      "at %i px: each section's kind, its map refused at its field when missing, then a jigsaw and a samurai book",
      async (width) => {
        const page = await harness.open(language, width);
        await showTab(page, 'book');
        const choose = async (section: number, name: string) => {
          await page.click(`#book-section-${section}-kind-dropdown`);
          await page.waitForSelector(`#book-section-${section}-kind-dropdown[aria-expanded=true]`);
          await page.getByRole('option', { name }).click();
          await page.waitForSelector(`#book-section-${section}-kind-dropdown[aria-expanded=false]`);
        };
        await choose(1, text.kindNames.jigsaw);
        await choose(2, kindName('samurai', language));
        // A samurai's givens are its generator's: no pattern fields; a jigsaw has only random ones.
        expect(await page.locator('#book-section-2-givens').count()).toBe(0);
        expect(await page.locator('#book-section-2-combined-note').textContent()).toBe(text.combinedGivens);
        expect(await page.locator('#book-section-1-patterns').count()).toBe(0);
        await page.click('#book-make');
        await page.waitForSelector('#book-section-1-regions[aria-invalid=true]');
        await checkAndShoot(page, width, `${language}-${width}-book-kinds-refused`);
        await page.fill('#book-section-1-regions', JIGSAW_REGIONS);
        await page.fill('#book-section-1-count', '1');
        await page.fill('#book-section-1-givens', '30..32');
        await page.fill('#book-section-2-count', '1');
        await page.click('#book-make');
        await page.waitForFunction(
          (start) => document.querySelector('#book-status')?.textContent?.startsWith(start),
          text.done({ sheetNames: [], made: 2, pages: 2, missed: 0, printSetup: true, seed: 0 }).slice(0, 12),
          { timeout: 120_000 },
        );
        // Two puzzle pages (a jigsaw, a samurai) and two solution pages: the samurai's below the jigsaw's block.
        const puzzles = SHEETS[language][0];
        expect((await page.evaluate((sheet) => fakeExcel.values(sheet, 'A1'), puzzles))[0][0]).toMatch(/^No\. 1 · /);
        expect((await page.evaluate((sheet) => fakeExcel.values(sheet, 'A34'), puzzles))[0][0]).toMatch(/^No\. 2 · /);
        await checkAndShoot(page, width, `${language}-${width}-book-kinds-done`);
        await page.close();
      },
      180_000,
    );

    it.each(WIDTHS)(
      'at %i px: progress while the book is made, and Cancel ends it with nothing written',
      async (width) => {
        const [beginner, veryEasy] = (['Beginner', 'Very Easy'] as const).map((name) => gradeNameIn(name, language));
        const page = await harness.open(language, width);
        // A worker that reads the plan, finishes one puzzle and then searches for ever.
        await page.route(`${harness.base}/book-worker.js`, (route) =>
          route.fulfill({
            contentType: 'text/javascript',
            body: `onmessage = (event) => { if (event.data.type !== 'start') return; postMessage({ type: 'plan', sections: [{ name: '${beginner}', count: 6 }, { name: '${veryEasy}', count: 6 }] }); postMessage({ type: 'puzzle', done: 1, count: 12, section: 0, k: 0, missed: false }); };`,
          }),
        );
        await showTab(page, 'book');
        await page.click('#book-make');
        const progress = text.progress({ done: 1, count: 12, section: 0, k: 1, missed: 0 }, beginner, 6);
        await page.waitForFunction(
          (expected) => document.querySelector('#book-status')?.textContent === expected,
          progress,
        );
        expect(await page.locator('#book-make').isDisabled()).toBe(true);
        await checkAndShoot(page, width, `${language}-${width}-book-progress`);
        await page.click('#book-cancel');
        await page.waitForFunction(
          (expected) => document.querySelector('#book-status')?.textContent === expected,
          text.cancelled,
        );
        expect(await page.evaluate(() => fakeExcel.sheetNames())).toEqual(['Sheet1']);
        expect(await page.locator('#book-make').isEnabled()).toBe(true);
        await page.close();
      },
      60_000,
    );

    it('lays out the print pages of the puzzles and the solutions (rendered from the sheet models)', async () => {
      const plan = readBookPlan({
        title: language === 'ja' ? '数独の本 1' : 'Sudoku Book 1',
        paper: 'A4',
        sections: [
          { count: 3, grade: 'Beginner', patterns: { symmetry: 'rotate180', givens: '28..32' } },
          { count: 3, grade: 'Very Easy', patterns: { symmetry: 'rotate180', givens: '26..30' } },
        ],
      });
      const book = (await makeBook(plan, { seed: 1 }))!;
      const page = await harness.browser.newPage();
      await page.setViewportSize({ width: 840, height: 1100 });
      // A page of the harness's origin, so the Japanese font it serves is fetched.
      await page.goto(`${harness.base}/taskpane.html`);
      const font = `${harness.base}/__test-font/SawarabiGothic.ttf`;
      for (const [name, model] of [
        ['puzzles', buildPuzzlePages(book, language)[0]],
        ['solutions', buildSolutionPages(book, language)[0]],
      ] as const) {
        await page.setContent(printPageHtml(model, 0, font));
        expect(await page.locator('table tr').count()).toBe(model.print!.rowBreaks[0] ?? model.values.length);
        expect(await page.locator('header').textContent()).toBe(plan.title);
        await shoot(page, `${language}-book-print-${name}`);
      }
      await page.close();
    }, 120_000);
  });
});
