/**
 * The size budget (scripts/bundle-budget.js, docs/build.md) in a real webpack compile of a small
 * entry into a temporary folder: the sizes it logs are the emitted file's, a script at its budget
 * passes, one byte over (raw or gzipped) or without a budget fails the build, and the budget file
 * the build reads covers every script the pane emits.
 */

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as zlib from 'zlib';
import webpack from 'webpack';
import { BundleBudgetPlugin, type ScriptBudget } from '../../scripts/bundle-budget';

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'));
  // Words repeat, so gzip shrinks the script well below its raw size and the two budgets differ.
  const words = Array.from({ length: 200 }, (_, i) => `word${i % 17}`).join(' ');
  fs.writeFileSync(path.join(dir, 'entry.js'), `console.log(${JSON.stringify(words)});\n`);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Outcome {
  errors: string[];
  warnings: string[];
  logged: string[];
  /** main.js as written. */
  bytes: Buffer;
}

/** Builds entry.js into main.js ('none' mode: no minimiser, so the bytes are stable) under `budgets`. */
function compile(budgets: Record<string, ScriptBudget>): Promise<Outcome> {
  const output = fs.mkdtempSync(path.join(dir, 'out-'));
  const compiler = webpack({
    mode: 'none',
    context: dir,
    entry: { main: './entry.js' },
    output: { path: output, filename: '[name].js' },
    plugins: [new BundleBudgetPlugin({ budgets, source: 'budgets.json' })],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error ?? new Error('no stats'));
      const json = stats.toJson({ all: false, errors: true, warnings: true, logging: 'info' });
      resolve({
        errors: (json.errors ?? []).map((each) => each.message),
        warnings: (json.warnings ?? []).map((each) => each.message),
        logged: (json.logging?.BundleBudgetPlugin?.entries ?? []).map((entry) => entry.message ?? ''),
        bytes: fs.readFileSync(path.join(output, 'main.js')),
      });
    }),
  );
}

/** main.js's true sizes, from a first build with room to spare. */
async function sizes(): Promise<ScriptBudget> {
  const { bytes } = await compile({ 'main.js': { raw: 10_000_000, gzip: 10_000_000 } });
  return { raw: bytes.length, gzip: zlib.gzipSync(bytes).length };
}

const grouped = (bytes: number) => bytes.toLocaleString('en-US');

describe('bundle budget plugin', () => {
  it('logs the emitted script’s raw and gzipped bytes and passes a script exactly at its budget', async () => {
    const size = await sizes();
    expect(size.gzip).toBeLessThan(size.raw);
    const outcome = await compile({ 'main.js': size });
    expect(outcome.errors).toEqual([]);
    expect(outcome.warnings).toEqual([]);
    expect(outcome.bytes.length).toBe(size.raw);
    expect(outcome.logged).toEqual([
      `main.js: ${grouped(size.raw)} B raw, ${grouped(size.gzip)} B gzipped (budget ${grouped(size.raw)} B raw, ${grouped(size.gzip)} B gzipped)`,
    ]);
  });

  it('fails the build naming the script, its size and the budget when it is one byte over raw', async () => {
    const size = await sizes();
    const { errors } = await compile({ 'main.js': { raw: size.raw - 1, gzip: size.gzip } });
    expect(errors).toEqual([
      `main.js is ${grouped(size.raw)} B raw, over its budget of ${grouped(size.raw - 1)} B (budgets.json; docs/build.md says when to raise it).`,
    ]);
  });

  it('fails the build when only the gzipped size is over', async () => {
    const size = await sizes();
    const { errors } = await compile({ 'main.js': { raw: size.raw, gzip: size.gzip - 1 } });
    expect(errors).toEqual([
      `main.js is ${grouped(size.gzip)} B gzipped, over its budget of ${grouped(size.gzip - 1)} B (budgets.json; docs/build.md says when to raise it).`,
    ]);
  });

  it('fails a script that has no budget and warns of a budget for a script not emitted', async () => {
    const { errors, warnings } = await compile({ 'gone.js': { raw: 1, gzip: 1 } });
    expect(errors).toEqual(['main.js has no size budget: add one to budgets.json (docs/build.md).']);
    expect(warnings).toEqual([
      'budgets.json budgets gone.js, which this build does not emit: remove it if the script is gone.',
    ]);
  });

  it('refuses a budget that is not two positive byte counts', () => {
    expect(() => new BundleBudgetPlugin({ budgets: { 'main.js': { raw: 100 } as ScriptBudget } })).toThrow(
      /main\.js needs "raw" and "gzip"/,
    );
  });

  it('has a budget in bundle-budget.json for exactly the scripts the production build emits', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const makeConfig = require('../../webpack.config.js') as (env: object, argv: object) => webpack.Configuration;
    const entries = Object.keys(makeConfig({}, { mode: 'production' }).entry as object).map((name) => `${name}.js`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const budgets = require('../../bundle-budget.json') as { scripts: Record<string, ScriptBudget> };
    expect(Object.keys(budgets.scripts).sort()).toEqual(entries.sort());
  });
});
