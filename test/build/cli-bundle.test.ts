/**
 * The command line as it ships (issue 36): bin/sudoku-analyzer.js runs the bundle that
 * scripts/bundle-cli.js made with V8's code cache, and answers as the modules do; a cache V8
 * rejects, a missing cache and a missing or stale bundle each still give the right answer by the
 * slower path. Needs lib/ from `npm run build:cli` (npm ci runs it).
 */

import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { BUNDLED_MARK } from '../../src/cli/code-cache';
import { checkSolution } from '../../src/engine/board/rules';

const ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(ROOT, 'lib', 'src', 'cli');
const BIN = path.join(ROOT, 'bin', 'sudoku-analyzer.js');
const CODE_CACHE = path.join(CLI, 'code-cache.js');
/** The first of top95 (test/fixtures/rated/top95.txt, from Norvig's essay). */
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const digitsOf = (text: string) => Array.from(text, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));

function expectSolved(stdout: string): void {
  const solution = /one solution (\d{81})/.exec(stdout)?.[1] ?? '';
  expect(checkSolution(digitsOf(PUZZLE), digitsOf(solution)).ok).toBe(true);
}

/** Runs loadCommandLine(bundle, cache) on `solve PUZZLE` in a child; its startup path and output. */
function solveThrough(
  bundle: string,
  cache: string,
  tscMain = path.join(CLI, 'main.js'),
): { path: string; stdout: string } {
  const script = `
    const { loadCommandLine } = require(${JSON.stringify(CODE_CACHE)});
    const loaded = loadCommandLine(${JSON.stringify(bundle)}, ${JSON.stringify(cache)}, ${JSON.stringify(tscMain)});
    console.error(loaded.path);
    loaded.commandLine.main(['solve', ${JSON.stringify(PUZZLE)}]).then((code) => { process.exitCode = code; });`;
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  expect(result.status).toBe(0);
  return { path: result.stderr.trim(), stdout: result.stdout };
}

let dir: string;
beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-bundle-'))));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the command-line bundle', () => {
  it('is what bin/ runs, with its code cache accepted, and it solves', () => {
    const result = spawnSync(process.execPath, [BIN, 'solve', PUZZLE], {
      encoding: 'utf8',
      env: { ...process.env, SUDOKU_ANALYZER_DEBUG: 'startup' },
    });
    expect(result.status).toBe(0);
    expect(result.stderr.trim()).toBe('sudoku-analyzer startup: bundle with code cache');
    expectSolved(result.stdout);
  });

  it('is compiled from source when V8 rejects the cache or there is none', () => {
    const bundle = path.join(CLI, 'main.bundle.js');
    const garbage = path.join(dir, 'garbage.cache');
    fs.writeFileSync(garbage, Buffer.alloc(4096, 7));
    const rejected = solveThrough(bundle, garbage);
    expect(rejected.path).toBe('bundle, code cache rejected');
    expectSolved(rejected.stdout);
    const none = solveThrough(bundle, path.join(dir, 'absent.cache'));
    expect(none.path).toBe('bundle without code cache');
    expectSolved(none.stdout);
  });

  it('gives way to the modules when it is missing, or stale: main.js rewritten by tsc since, without the mark', () => {
    const bundle = path.join(CLI, 'main.bundle.js');
    const tscMain = fs.readFileSync(path.join(CLI, 'main.js'), 'utf8');
    expect(tscMain.endsWith(BUNDLED_MARK)).toBe(true);
    const missing = solveThrough(path.join(dir, 'absent.bundle.js'), path.join(dir, 'absent.cache'));
    expect(missing.path).toBe('modules');
    expectSolved(missing.stdout);
    const rewritten = path.join(dir, 'main.js');
    fs.writeFileSync(rewritten, tscMain.slice(0, -BUNDLED_MARK.length));
    const stale = solveThrough(bundle, `${bundle}.cache`, rewritten);
    expect(stale.path).toBe('modules');
    expectSolved(stale.stdout);
  });
});
