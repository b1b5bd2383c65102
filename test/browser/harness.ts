/**
 * What the browser tests share: the pane built with webpack (development mode, transpile only)
 * into a temporary directory and served on 127.0.0.1, chromium with office.js replaced by the fake
 * workbook (fake-office.ts) and nothing else leaving the machine; pages opened in a language at a
 * width; and the checks every pane state gets: nothing wider than the pane, axe-core at zero
 * violations, a screenshot in out/screenshots/ (ignored by git) to look at.
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

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.xml': 'application/xml', '.map': 'application/json' };

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

declare const axe: { run(context: Document | { exclude: string[][] }): Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }> };

/**
 * axe-core's violations on the page, one line each (none expected). Fluent's focus manager
 * (tabster) puts invisible focus guards (`<i data-tabster-dummy tabindex="0" aria-hidden>`) at the
 * edges of focus groups and moves the focus on at once when one is reached; axe flags them as
 * aria-hidden-focus, so they alone are left out.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  // Colours are judged as they settle: a button just re-enabled is still fading its colours in
  // (Fluent's transitions), and a slower chromium can be caught half-way.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
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
      if (box.right > paneWidth + 0.5) found.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').slice(0, 30)}" right=${Math.round(box.right)}`);
    }
    if (document.documentElement.scrollWidth > paneWidth) found.push(`page scrollWidth=${document.documentElement.scrollWidth}`);
    return found;
  }, width);
}

/** Nothing clipped, no axe violation, and the screenshot `name` taken (full page). */
export async function checkAndShoot(page: Page, width: number, name: string): Promise<void> {
  expect(await overflowing(page, width)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

function build(outputPath: string): Promise<void> {
  const config = makeConfig({ outputPath, transpileOnly: true, extraEntries: { 'fake-office': './test/browser/fake-office.ts' } }, { mode: 'development' });
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
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
  /** The built pane's folder (dist). */
  dist: string;
  /** http://127.0.0.1:PORT, where taskpane.html is served. */
  base: string;
  browser: BrowserContext;
  /** A new page of the pane in `language` at `width` px, its Analyse button shown. */
  open(language: 'en' | 'ja', width: number): Promise<Page>;
  close(): Promise<void>;
}

/** Builds and serves the pane and starts chromium (a fresh profile in the temporary directory). */
export async function startPane(): Promise<PaneHarness> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-pane-'));
  const dist = path.join(dir, 'dist');
  await build(dist);
  const server = await serve(dist);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium(path.join(dir, 'profile'), { viewport: { width: 350, height: 900 } });
  // office.js is the fake; nothing else leaves the machine.
  await browser.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('https://appsforoffice.microsoft.com/')) return route.fulfill({ path: path.join(dist, 'fake-office.js'), contentType: 'text/javascript' });
    return url.startsWith(base) ? route.continue() : route.abort();
  });
  return {
    dist,
    base,
    browser,
    async open(language, width) {
      const page = await browser.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}/taskpane.html?lang=${language === 'ja' ? 'ja-JP' : 'en-US'}`);
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
