/**
 * Which chromium the browser tests drive: Debian's /usr/bin/chromium when installed, else the one
 * npm ships in @sparticuz/chromium (unpacked on first use). Colleague work adds a shared helper
 * (test/helpers/browser.ts) doing the same; this is the pane test's own until they are unified.
 */

import * as fs from 'fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export async function chromiumPath(): Promise<string> {
  if (fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const shipped = require('@sparticuz/chromium') as { default?: { executablePath(): Promise<string> }; executablePath?(): Promise<string> };
  const chromium = shipped.default ?? (shipped as { executablePath(): Promise<string> });
  return chromium.executablePath();
}
