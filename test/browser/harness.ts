/**
 * What the browser tests share: the pane as it ships — the production build in dist/ that
 * `npm run build` writes (and `npm test` runs before jest), or, when dist/ is missing or older than
 * the sources, a production build of its own in a temporary directory — served on 127.0.0.1;
 * chromium with office.js replaced by the fake workbook (fake-office.ts, built on its own beside
 * the pane, never into it) and nothing else leaving the machine; pages opened in a language at a
 * width and theme; and the checks every pane state gets: nothing wider than the pane, axe-core at
 * zero violations, a screenshot in out/screenshots/ (ignored by git) to look at. Pages get a font
 * with Japanese glyphs (the book PDF's, from its npm package) for the tests only: the packaged
 * chromium has none, and its Japanese screenshots would show boxes.
 */

import * as fs from 'fs';
import * as http from 'http';
import type { AddressInfo } from 'net';
import * as os from 'os';
import * as path from 'path';
import webpack from 'webpack';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../helpers/browser';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const makeConfig = require('../../webpack.config.js') as (env: object, argv: object) => webpack.Configuration;

const ROOT = path.join(__dirname, '..', '..');
/** What `npm run build` reads: dist/ older than any of them may not be what they build now. */
const BUILD_INPUTS = [
  'src',
  'assets',
  'scripts',
  'manifest.xml',
  'webpack.config.js',
  'bundle-budget.json',
  'tsconfig.json',
  'tsconfig.webpack.json',
  'package-lock.json',
];

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.map': 'application/json',
};

export const SCREENSHOTS = path.join(__dirname, '..', '..', 'out', 'screenshots');

declare global {
  /** The fake workbook's handle in the page (fake-office.ts), for page.evaluate. */
  const fakeExcel: {
    put(sheet: string, address: string, values: unknown[][], selection: string): void;
    values(sheet: string, address: string): unknown[][];
    fills(sheet: string, address: string): string[];
    sheetNames(): string[];
    syncs(): number;
    charts(sheet: string): number;
    type(sheet: string, address: string, values: unknown[][]): Promise<void>;
  };
}

declare global {
  /** The fake Office's theme switch (fake-office.ts). */
  const fakeOffice: { setTheme(name: 'dark' | 'light'): void };
}

/** The Japanese font the harness serves, from the package the book's PDF uses (SIL OFL 1.1). */
const JAPANESE_FONT = require.resolve('@expo-google-fonts/sawarabi-gothic/400Regular/SawarabiGothic_400Regular.ttf');
const FONT_PATH = '/__test-font/SawarabiGothic.ttf';
/**
 * The font stands in for Windows's fallback behind Fluent's 'Segoe UI' for kana and kanji only
 * (unicode-range): Latin text keeps the font it had, so English screenshots do not change.
 */
const FONT_FACE = {
  family: 'Segoe UI',
  source: `url('${FONT_PATH}') format('truetype')`,
  unicodeRange: 'U+3000-30FF, U+3400-4DBF, U+4E00-9FFF, U+F900-FAFF, U+FF00-FFEF',
};

declare const axe: {
  run(
    context: Document | { exclude: string[][] },
  ): Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }>;
};

/**
 * axe-core's violations on the page, one line each (none expected). Fluent's focus manager
 * (tabster) puts invisible focus guards (`<i data-tabster-dummy tabindex="0" aria-hidden>`) at the
 * edges of focus groups and moves the focus on at once when one is reached; axe flags them as
 * aria-hidden-focus, so they alone are left out.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  // Colours are judged as they settle: a button just re-enabled is still fading its colours in
  // (Fluent's transitions), and a slower chromium can be caught half-way.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  const { violations } = await page.evaluate(() => axe.run({ exclude: [['[data-tabster-dummy]']] }));
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')})`);
}

/** Elements of the shown panel whose right edge passes the pane's width (clipped or scrolled sideways). */
export async function overflowing(page: Page, width: number): Promise<string[]> {
  return page.evaluate((paneWidth) => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('main *'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > paneWidth + 0.5)
        found.push(
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').slice(0, 30)}" right=${Math.round(box.right)}`,
        );
    }
    if (document.documentElement.scrollWidth > paneWidth)
      found.push(`page scrollWidth=${document.documentElement.scrollWidth}`);
    return found;
  }, width);
}

/** Nothing clipped, no axe violation, and the screenshot `name` taken (full page). */
export async function checkAndShoot(page: Page, width: number, name: string): Promise<void> {
  expect(await overflowing(page, width)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, name);
}

/** The screenshot `name` (full page) once the page's fonts have loaded. */
export async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Shows tab `tab` as a person would: its tab when the row shows it, else through the menu of the
 * tabs that do not fit.
 */
export async function showTab(page: Page, tab: string): Promise<void> {
  if (await page.locator(`#tab-${tab}`).isVisible()) await page.click(`#tab-${tab}`);
  else {
    await page.click('#more-tabs');
    await page.click(`#more-${tab}`);
  }
  await page.waitForSelector(`#panel-${tab}`, { state: 'visible' });
  // The row makes room for the chosen tab a frame later (it moves another into the menu): wait for it.
  await page.waitForFunction((id) => {
    const list = document.querySelector('[role=tablist]');
    return list !== null && list.scrollWidth <= list.clientWidth && document.getElementById(id)?.offsetParent !== null;
  }, `tab-${tab}`);
}

function build(config: webpack.Configuration): Promise<void> {
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}

/** Every file under `file` (or itself), by time of last change. */
function times(file: string): number[] {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return [stat.mtimeMs];
  return fs.readdirSync(file).flatMap((name) => times(path.join(file, name)));
}

/**
 * dist/ when it is a production build made after the last change to its inputs (webpack.config.js
 * rewrites every file on each build, so the oldest file tells when), else undefined.
 */
function freshDist(): string | undefined {
  const dist = path.join(ROOT, 'dist');
  // Only the production build writes .map files (development keeps its maps in eval), so a dist/
  // from `npm run build:dev` is not taken for one.
  if (!fs.existsSync(path.join(dist, 'taskpane.js.map'))) return undefined;
  const built = Math.min(...times(dist));
  return BUILD_INPUTS.every((input) => Math.max(...times(path.join(ROOT, input))) <= built) ? dist : undefined;
}

/**
 * The fake Office script as its own file in `outputPath`: the pane's build does not know it. Its
 * types are checked with the pane's (tsconfig.webpack.json, in `npm run typecheck`).
 */
function buildFakeOffice(outputPath: string): Promise<void> {
  return build({
    mode: 'development',
    devtool: false,
    context: ROOT,
    entry: { 'fake-office': './test/browser/fake-office.ts' },
    output: { path: outputPath, filename: '[name].js' },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { configFile: 'tsconfig.webpack.json', transpileOnly: true } },
        },
      ],
    },
  });
}

/** The production pane: dist/ if fresh, else built into `dir` (when jest runs without `npm run build`). */
async function productionPane(dir: string): Promise<string> {
  const fresh = freshDist();
  if (fresh) return fresh;
  const outputPath = path.join(dir, 'dist');
  console.warn(
    `dist/ is missing, not a production build, or older than the sources: building production into ${outputPath} (npm run build first saves this).`,
  );
  await build(makeConfig({ outputPath }, { mode: 'production' }));
  return outputPath;
}

function serve(root: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export interface PaneHarness {
  /** The production pane's folder: dist/, or a temporary build when dist/ is stale. */
  dist: string;
  /** http://127.0.0.1:PORT, where taskpane.html is served. */
  base: string;
  browser: BrowserContext;
  /** A new page of the pane in `language` at `width` px (and Office's `theme`: none by default), its Analyse button shown. */
  open(language: 'en' | 'ja', width: number, theme?: 'dark' | 'light'): Promise<Page>;
  close(): Promise<void>;
}

/** Serves the production pane and starts chromium (a fresh profile in the temporary directory). */
export async function startPane(): Promise<PaneHarness> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-pane-'));
  const fakeOffice = path.join(dir, 'fake-office');
  const [dist] = await Promise.all([productionPane(dir), buildFakeOffice(fakeOffice)]);
  const server = await serve(dist);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium(path.join(dir, 'profile'), { viewport: { width: 350, height: 900 } });
  // office.js is the fake; nothing else leaves the machine.
  await browser.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('https://appsforoffice.microsoft.com/'))
      return route.fulfill({ path: path.join(fakeOffice, 'fake-office.js'), contentType: 'text/javascript' });
    if (url === `${base}${FONT_PATH}`) return route.fulfill({ path: JAPANESE_FONT, contentType: 'font/ttf' });
    return url.startsWith(base) ? route.continue() : route.abort();
  });
  // Every page of the harness, not the pane's build: the font, loading from the page's start. The
  // fake Office is ready only once it has loaded (document.fonts.ready), so the pane measures its
  // tabs in their final font.
  // (Not on a new tab's about:blank, where the font's address leads nowhere.)
  await browser.addInitScript(
    ({ face, origin }) => {
      if (location.origin !== origin) return;
      const font = new FontFace(face.family, face.source, { unicodeRange: face.unicodeRange, display: 'block' });
      document.fonts.add(font);
      void font.load();
    },
    { face: FONT_FACE, origin: base },
  );
  return {
    dist,
    base,
    browser,
    async open(language, width, theme) {
      const page = await browser.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(
        `${base}/taskpane.html?lang=${language === 'ja' ? 'ja-JP' : 'en-US'}${theme ? `&theme=${theme}` : ''}`,
      );
      await page.waitForSelector('#analyse-button');
      return page;
    },
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
