/**
 * The chromium the browser tests drive with playwright-core: the one named by CHROMIUM_PATH, else
 * a system one on the PATH (chromium, chromium-browser or google-chrome), else the headless chromium shipped inside
 * the @sparticuz/chromium package, which unpacks itself (with its own fonts and libraries) into
 * the temporary directory. So `npm test` runs the browser tests on a machine with Node alone.
 */

import * as fs from 'fs';
import * as path from 'path';
import { chromium, type BrowserContext } from 'playwright-core';

/** A system browser, found on the PATH under any of the names distributions give it. */
const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];
// The packaged build is made for serverless hosts without /dev/shm or a zygote; its own list of
// flags also turns off web security and site isolation, which the tests must keep.
const PACKAGED_FLAGS = ['--no-zygote', '--disable-dev-shm-usage', '--font-render-hinting=none'];

export interface ChromiumChoice {
  executablePath: string;
  args: string[];
  /** Where it came from, for messages: 'CHROMIUM_PATH', 'system' or '@sparticuz/chromium'. */
  origin: string;
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, name);
    if (dir !== '' && isExecutable(file)) return file;
  }
  return undefined;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The chromium to launch, unpacking the packaged one only when no other is found. */
export async function findChromium(): Promise<ChromiumChoice> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!isExecutable(configured))
      throw new Error(`CHROMIUM_PATH names ${configured}, which is not an executable file`);
    return { executablePath: configured, args: FLAGS, origin: 'CHROMIUM_PATH' };
  }
  const system = SYSTEM_NAMES.map(onPath).find((file) => file !== undefined);
  if (system) return { executablePath: system, args: FLAGS, origin: 'system' };
  // Loaded only here, so that machines with a chromium never unpack the packaged one.
  const { default: packaged } = await import('@sparticuz/chromium');
  return {
    executablePath: await packaged.executablePath(),
    args: [...FLAGS, ...PACKAGED_FLAGS],
    origin: '@sparticuz/chromium',
  };
}

/** A persistent context with a fresh profile in `profileDir`, in the chromium findChromium chooses. */
export async function launchChromium(
  profileDir: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  const { executablePath, args } = await findChromium();
  return chromium.launchPersistentContext(profileDir, { executablePath, headless: true, args, ...options });
}
