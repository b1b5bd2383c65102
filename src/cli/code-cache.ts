/**
 * Loads the command line's bundle (lib/src/cli/main.bundle.js, made by scripts/bundle-cli.js) with
 * V8's code cache beside it (issue 36). Node 20 has no compile cache of its own, and compiling the
 * 34 modules a one-puzzle `solve` needs cost about 20 ms of CPU, where node itself starts in 50;
 * a bundle compiled from its cache costs about 10.
 *
 * The cache is made when the package is built, by running commands in this process with
 * `recordCodeCache` and writing what V8 compiled. A cache from another V8 (another Node) is
 * rejected by V8 and the bundle is compiled from source: slower, never wrong. Without the bundle,
 * or with a stale one (a build that ran tsc only), the modules load one by one.
 */

import * as fs from 'fs';
import * as path from 'path';
import * as vm from 'vm';
import Module from 'module';

export const BUNDLE_FILE = path.join(__dirname, 'main.bundle.js');
export const CACHE_FILE = `${BUNDLE_FILE}.cache`;

/** What `loadCommandLine` used, for SUDOKU_ANALYZER_DEBUG=startup and the tests. */
export type StartupPath =
  'bundle with code cache' | 'bundle, code cache rejected' | 'bundle without code cache' | 'modules';

export interface CommandLine {
  main(argv: readonly string[]): Promise<number>;
}

interface LoadedBundle {
  exports: CommandLine;
  script: vm.Script;
  path: StartupPath;
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Runs a CommonJS bundle as Node would (module wrapper, its own require), compiled with `cachedData` when given. */
export function runBundle(file: string, cachedData: Buffer | undefined): LoadedBundle {
  const source = fs.readFileSync(file, 'utf8');
  const script = new vm.Script(Module.wrap(source), { filename: file, cachedData });
  const bundleModule = new Module(file, module);
  bundleModule.filename = file;
  bundleModule.paths = (Module as unknown as { _nodeModulePaths(from: string): string[] })._nodeModulePaths(
    path.dirname(file),
  );
  const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => void;
  const bundleRequire = Module.createRequire(file);
  wrapper.call(bundleModule.exports, bundleModule.exports, bundleRequire, bundleModule, file, path.dirname(file));
  bundleModule.loaded = true;
  const startup: StartupPath =
    cachedData === undefined
      ? 'bundle without code cache'
      : script.cachedDataRejected
        ? 'bundle, code cache rejected'
        : 'bundle with code cache';
  return { exports: bundleModule.exports as CommandLine, script, path: startup };
}

/**
 * The line scripts/bundle-cli.js appends to tsc's main.js once the bundle is made from it. tsc
 * rewrites main.js whenever it builds, so a build that ran tsc without the bundler drops the line
 * and the stale bundle with it (file times cannot tell: npm sets them when it installs a package).
 */
export const BUNDLED_MARK = '// Bundled into main.bundle.js by scripts/bundle-cli.js.\n';

/** `bundle` exists and `tscMain`, the main.js it was made from, still carries the mark. */
function bundleIsCurrent(bundle: string, tscMain: string): boolean {
  try {
    return fs.existsSync(bundle) && fs.readFileSync(tscMain, 'utf8').endsWith(BUNDLED_MARK);
  } catch {
    return false;
  }
}

/** The command line: the bundle (with its code cache) when it is current, else the modules tsc wrote. */
export function loadCommandLine(
  bundle = BUNDLE_FILE,
  cache = `${bundle}.cache`,
  tscMain = path.join(__dirname, 'main.js'),
): { commandLine: CommandLine; path: StartupPath } {
  if (!bundleIsCurrent(bundle, tscMain)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return { commandLine: require('./main') as CommandLine, path: 'modules' };
  }
  const loaded = runBundle(bundle, readIfPresent(cache));
  return { commandLine: loaded.exports, path: loaded.path };
}

/**
 * For the build: loads the bundle without its cache and returns a function that writes the cache
 * of everything V8 compiled since (call it after running the commands worth caching).
 */
export function recordCodeCache(
  bundle = BUNDLE_FILE,
  cache = `${bundle}.cache`,
): { commandLine: CommandLine; write(): void } {
  const loaded = runBundle(bundle, undefined);
  return {
    commandLine: loaded.exports,
    write: () => {
      const data = loaded.script.createCachedData();
      const temporary = `${cache}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, data);
      fs.renameSync(temporary, cache);
    },
  };
}
