#!/usr/bin/env node
/**
 * The command line as one file with V8's code cache (issue 36; src/cli/code-cache.ts loads it).
 * Run by `npm run build:cli` after tsc: esbuild bundles lib/src/cli/main.js (tsc's CommonJS, so
 * each module is still initialised at its first require and a command loads only what it uses)
 * into lib/src/cli/main.bundle.js, beside the worker scripts it starts. Packages stay outside the
 * bundle (exceljs loads only for workbooks). Then a child process runs the commands worth starting
 * fast and writes the cache of what V8 compiled for them.
 */

const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const esbuild = require('esbuild');

const root = path.resolve(__dirname, '..');
const cli = path.join(root, 'lib', 'src', 'cli');

/** A one-puzzle solve, the start-up that issue 36 measures, and a one-puzzle analysis and hint. */
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const RECORDED_COMMANDS = [
  ['solve', PUZZLE],
  ['analyze', '--jobs', '1', PUZZLE],
];

esbuild.buildSync({
  entryPoints: [path.join(cli, 'main.js')],
  outfile: path.join(cli, 'main.bundle.js'),
  bundle: true,
  minify: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  logLevel: 'warning',
});

// The bundle is current until tsc next rewrites main.js (src/cli/code-cache.ts, BUNDLED_MARK).
const { BUNDLED_MARK } = require(path.join(cli, 'code-cache.js'));
const main = path.join(cli, 'main.js');
const tscMain = fs.readFileSync(main, 'utf8');
if (!tscMain.endsWith(BUNDLED_MARK))
  fs.writeFileSync(main, `${tscMain.endsWith('\n') ? tscMain : `${tscMain}\n`}${BUNDLED_MARK}`);

const record = `
  const { recordCodeCache } = require(${JSON.stringify(path.join(cli, 'code-cache.js'))});
  const recording = recordCodeCache();
  (async () => {
    for (const argv of ${JSON.stringify(RECORDED_COMMANDS)}) {
      const code = await recording.commandLine.main(argv);
      if (code !== 0) throw new Error('sudoku-analyzer ' + argv.join(' ') + ' exited with ' + code);
    }
    recording.write();
  })().catch((error) => { console.error(error); process.exit(1); });
`;
const result = spawnSync(process.execPath, ['-e', record], { stdio: ['ignore', 'ignore', 'inherit'] });
if (result.status !== 0) {
  console.error('bundle-cli: recording the code cache failed');
  process.exit(1);
}
