#!/usr/bin/env node
// Built by `npm run build:cli` (run by `npm ci` through the prepare script): the bundle and its
// code cache when present (lib/src/cli/code-cache.js says why), else the modules tsc wrote.
const { loadCommandLine } = require('../lib/src/cli/code-cache.js');
const { commandLine, path } = loadCommandLine();
if (process.env.SUDOKU_ANALYZER_DEBUG === 'startup') console.error(`sudoku-analyzer startup: ${path}`);
commandLine
  .main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error) => {
    console.error(error && error.message ? error.message : error);
    process.exitCode = 2;
  });
