/*
 * The size budget of the pane's scripts (docs/build.md): after minimising, every emitted .js is
 * measured raw and gzipped (Node's zlib at its default level, as a server compressing on the fly
 * sends it) and logged; a script above either budget, or one without a budget, is a webpack error,
 * so `npm run build` (and with it `npm test`) fails instead of the pane growing unnoticed.
 */
'use strict';

const zlib = require('zlib');

const NAME = 'BundleBudgetPlugin';

/** 775948 → "775,948", the way docs/build.md and README write sizes. */
function grouped(bytes) {
  return bytes.toLocaleString('en-US');
}

/** `budgets` as { 'taskpane.js': { raw, gzip } }; throws on an entry that is not two byte counts. */
function checkedBudgets(budgets) {
  for (const [script, budget] of Object.entries(budgets)) {
    if (!['raw', 'gzip'].every((kind) => Number.isInteger(budget?.[kind]) && budget[kind] > 0)) {
      throw new Error(
        `Bundle budget for ${script} needs "raw" and "gzip" as positive whole byte counts, got ${JSON.stringify(budget)}.`,
      );
    }
  }
  return budgets;
}

/** Each .js asset's raw and gzipped bytes, by name. */
function measure(compilation) {
  return compilation
    .getAssets()
    .filter(({ name }) => name.endsWith('.js'))
    .map(({ name, source }) => {
      const bytes = source.buffer();
      return { script: name, raw: bytes.length, gzip: zlib.gzipSync(bytes).length };
    })
    .sort((a, b) => a.script.localeCompare(b.script));
}

/** Why `size` breaks `budget`, one sentence per size over it (none when within). */
function overruns({ script, raw, gzip }, budget, source) {
  if (!budget) return [`${script} has no size budget: add one to ${source} (docs/build.md).`];
  return ['raw', 'gzip']
    .filter((kind) => ({ raw, gzip })[kind] > budget[kind])
    .map((kind) => {
      const size = kind === 'raw' ? raw : gzip;
      const what = kind === 'raw' ? 'raw' : 'gzipped';
      return `${script} is ${grouped(size)} B ${what}, over its budget of ${grouped(budget[kind])} B (${source}; docs/build.md says when to raise it).`;
    });
}

class BundleBudgetPlugin {
  /** `source` only names where the budgets came from, in the messages. */
  constructor({ budgets, source = 'bundle-budget.json' }) {
    this.budgets = checkedBudgets(budgets);
    this.source = source;
  }

  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // REPORT comes after every other stage, minimising included: these are the bytes that ship.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const logger = compilation.getLogger(NAME);
        const sizes = measure(compilation);
        for (const size of sizes) {
          const budget = this.budgets[size.script];
          const limits = budget ? ` (budget ${grouped(budget.raw)} B raw, ${grouped(budget.gzip)} B gzipped)` : '';
          logger.info(`${size.script}: ${grouped(size.raw)} B raw, ${grouped(size.gzip)} B gzipped${limits}`);
          for (const message of overruns(size, budget, this.source)) compilation.errors.push(new WebpackError(message));
        }
        const emitted = new Set(sizes.map(({ script }) => script));
        for (const script of Object.keys(this.budgets).filter((name) => !emitted.has(name))) {
          compilation.warnings.push(
            new WebpackError(
              `${this.source} budgets ${script}, which this build does not emit: remove it if the script is gone.`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { BundleBudgetPlugin };
