#!/usr/bin/env node
// Built by `npm run build:cli` (run by `npm ci` through the prepare script).
require('../lib/src/cli/main.js')
  .main(process.argv.slice(2))
  .then((code) => { process.exitCode = code; })
  .catch((error) => { console.error(error && error.message ? error.message : error); process.exitCode = 2; });
