/**
 * Benchmark harness: `npm run bench` runs every bench/*.bench.ts module's exported
 * `runBench(): Promise<void>` in name order; `npm run bench -- solver generator` runs only those.
 * Speed is measured here, never in unit tests. Modules import the helpers below for data paths,
 * which resolve from the package root (not the cwd), so the harness runs from anywhere.
 */

import * as fs from 'fs';
import * as path from 'path';

/** The directory holding package.json (lib/bench/ is two levels below it once compiled). */
export function packageRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${__dirname}`);
    dir = parent;
  }
  return dir;
}

/** A path given relative to the repository root, e.g. '../shared/data/tdoku/puzzles2_17_clue'. */
export function repoPath(relPath: string): string {
  return path.resolve(packageRoot(), relPath);
}

/** A data file or folder the benchmarks need is absent; the message says which and where to get it. */
export class MissingDataError extends Error {
  constructor(relPath: string) {
    super(
      `${relPath} is missing (looked for ${repoPath(relPath)}): the benchmarks and npm run verify need the public puzzle corpora ` +
        'in ../shared/data, that is the shared/data folder of the steering repository placed next to this one, or the same files ' +
        "gathered from the sources its README lists (the Sudoku Exchange puzzle bank, tdoku's data sets, timedia's puzzle-generator, " +
        "David Radcliffe's Kaggle set, the top95 and 17-clue lists).",
    );
    this.name = 'MissingDataError';
  }
}

/** repoPath of a data file or folder that must exist, else a MissingDataError naming it. */
export function dataPath(relPath: string): string {
  const file = repoPath(relPath);
  if (!fs.existsSync(file)) throw new MissingDataError(relPath);
  return file;
}

/** Non-empty, non-'#' lines of a file given relative to the repository root. */
export function readDataLines(relPath: string): string[] {
  return fs
    .readFileSync(dataPath(relPath), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Wall-clock milliseconds of one call (high resolution). */
export function timeMs(work: () => void): number {
  return measure(work).wallMs;
}

/**
 * Wall-clock and CPU milliseconds (user + system) of one call. On a shared, loaded machine the
 * CPU figure is the steadier one: it leaves out the time other processes held the core.
 */
export function measure(work: () => void): { wallMs: number; cpuMs: number } {
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  work();
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  const cpu = process.cpuUsage(cpuStart);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

interface BenchModule {
  runBench(): Promise<void>;
}

/** Bench module files next to this one, in name order (.js once compiled, .ts under ts-node). */
export function benchFiles(): string[] {
  const suffix = `.bench${path.extname(__filename)}`;
  return fs
    .readdirSync(__dirname)
    .filter((name) => name.endsWith(suffix))
    .sort();
}

export async function runBenches(names: readonly string[]): Promise<number> {
  const suffix = `.bench${path.extname(__filename)}`;
  const files = benchFiles();
  const unknown = names.filter((name) => !files.includes(name + suffix));
  if (unknown.length) {
    console.error(
      `unknown bench: ${unknown.join(', ')} (have: ${files.map((f) => f.slice(0, -suffix.length)).join(', ')})`,
    );
    return 2;
  }
  const chosen = names.length ? names.map((name) => name + suffix) : files;
  let failures = 0;
  for (const file of chosen) {
    console.log(`\n== ${file.slice(0, -suffix.length)} ==`);
    try {
      const module = (await import(path.join(__dirname, file))) as BenchModule;
      await module.runBench();
    } catch (error) {
      if (error instanceof MissingDataError) {
        console.log(`skipped: ${error.message}`);
        continue;
      }
      failures++;
      console.error(`bench ${file} failed:`, error);
    }
  }
  return failures ? 1 : 0;
}

if (require.main === module) {
  console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
  runBenches(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
