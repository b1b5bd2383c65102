/**
 * The built command's modules (lib/src from `npm run build:cli`) run in a child process with a probe
 * that records what they did: the project's modules loaded and the worker threads started. The
 * probe runs lib/src/cli/main.js, not bin/, because bin/ runs the bundle made from these same
 * modules (scripts/bundle-cli.js), where esbuild initialises each module at its first require as
 * Node does, but require.cache no longer lists them; test/build/cli-bundle.test.ts covers bin/.
 */

import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

/** A module of the built command (lib/src/…), for `before` code to require. */
export function builtModule(relPath: string): string {
  return path.resolve(__dirname, '..', '..', 'lib', 'src', relPath);
}

/**
 * The project's modules (under lib/src) the built command has loaded when it exits after `argv`
 * (run in a folder holding `files`, after the code `before`), and the worker threads it started.
 */
export function modulesLoadedBy(
  argv: string[],
  files: Record<string, string> = {},
  before = '',
): { modules: string[]; workers: number; stdout: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-cli-'));
  const probe = path.join(dir, 'probe.js');
  const listing = path.join(dir, 'modules.json');
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  fs.writeFileSync(
    probe,
    `const threads = require('worker_threads');
    if (threads.isMainThread) {
      let workers = 0;
      const Worker = threads.Worker;
      threads.Worker = class extends Worker { constructor(...args) { super(...args); workers++; } };
      process.on('exit', () => require('fs').writeFileSync(${JSON.stringify(listing)}, JSON.stringify({ loaded: Object.keys(require.cache), workers })));
    }`,
  );
  const main = builtModule('cli/main.js');
  const run = `${before}\nrequire(${JSON.stringify(main)}).main(process.argv.slice(1)).then((code) => { process.exitCode = code; });`;
  const result = spawnSync(process.execPath, ['-r', probe, '-e', run, ...argv], { encoding: 'utf8', cwd: dir });
  const { loaded, workers } = JSON.parse(fs.readFileSync(listing, 'utf8')) as { loaded: string[]; workers: number };
  fs.rmSync(dir, { recursive: true, force: true });
  expect(result.status).toBe(0);
  const modules = loaded
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.includes('/lib/src/'))
    .map((file) => file.replace(/.*\/lib\/src\//, ''));
  return { modules, workers, stdout: result.stdout };
}
