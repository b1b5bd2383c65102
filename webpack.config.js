/*
 * The task pane for Office: dist/taskpane.html + taskpane.js, each Web Worker as its own entry
 * (analysis, batch, generate, GA: never injected into the page), the icons and the manifest; the
 * worksheet functions (functions.js, loaded by the pane's page: one shared runtime) with their
 * metadata, functions.json and functions-ja.json.
 * `npm run build` (production: type-checked, and each script held to its size budget in
 * bundle-budget.json — docs/build.md), `npm run dev-server` (https://localhost:3000 with the Office
 * dev certificates when they are installed, else http — see the README).
 *
 * `env.outputPath` (used by the browser tests when dist/ is stale) builds somewhere other than dist/.
 */
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CustomFunctionsMetadataPlugin = require('custom-functions-metadata-plugin');
const { LocalizedFunctionsMetadataPlugin } = require('./scripts/localize-functions');
const { BundleBudgetPlugin } = require('./scripts/bundle-budget');

/** The worksheet functions: their JSDoc makes functions.json, functions-ja.json adds the Japanese descriptions. */
const FUNCTIONS_SOURCE = './src/functions/functions.ts';

const WORKERS = {
  'analysis-worker': './src/taskpane/analyse/analysis-worker.ts',
  'batch-worker': './src/taskpane/batch/batch-worker.ts',
  'generate-worker': './src/taskpane/generate/generate-worker.ts',
  'ga-worker': './src/taskpane/ga/ga-worker.ts',
  'book-worker': './src/taskpane/book/book-worker.ts',
};

/** The Office dev certificates (office-addin-dev-certs install), when present. */
function devCertificates() {
  const dir = path.join(os.homedir(), '.office-addin-dev-certs');
  const files = { key: 'localhost.key', cert: 'localhost.crt', ca: 'ca.crt' };
  if (!Object.values(files).every((name) => fs.existsSync(path.join(dir, name)))) return undefined;
  return Object.fromEntries(Object.entries(files).map(([key, name]) => [key, fs.readFileSync(path.join(dir, name))]));
}

/**
 * For `webpack serve`: the Office dev certificates, created and trusted on first use as the Yeoman
 * template does (office-addin-dev-certs asks once on Windows/Mac); http if that is impossible here.
 */
async function serverCertificates() {
  const existing = devCertificates();
  if (existing) return existing;
  try {
    return await require('office-addin-dev-certs').getHttpsServerOptions();
  } catch (error) {
    console.warn(`No Office dev certificates (${error.message}); serving http, which Office will not load.`);
    return undefined;
  }
}

module.exports = (env = {}, argv = {}) => {
  // Only the dev server needs certificates; a build stays synchronous (the browser test calls this directly).
  if (env.WEBPACK_SERVE) return serverCertificates().then((certificates) => makeConfig(env, argv, certificates));
  return makeConfig(env, argv, devCertificates());
};

function makeConfig(env, argv, certificates) {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    context: __dirname,
    entry: { functions: './src/functions/register.ts', taskpane: './src/taskpane/taskpane.tsx', ...WORKERS },
    // Every file is rewritten, even when unchanged, so that its time says when dist/ was built (the
    // browser tests compare it with the sources').
    output: {
      path: env.outputPath || path.resolve(__dirname, 'dist'),
      filename: '[name].js',
      clean: true,
      compareBeforeEmit: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { configFile: 'tsconfig.webpack.json' } },
        },
        {
          // The engine's entries only re-export (src/engine/index.ts): flagged free of side effects,
          // a script takes from them the modules it uses, not every module an entry names.
          test: /[\\/]src[\\/]engine[\\/](index|analyser|variants|transforms|generator[\\/]index|ga[\\/]index|book[\\/]index)\.ts$/,
          sideEffects: false,
        },
      ],
    },
    // The workers are separate entries; splitting shared code into chunks would need a loader in each.
    optimization: { splitChunks: false },
    // webpack's own hints know one limit for every asset; bundle-budget.json holds one per script.
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({
        filename: 'taskpane.html',
        template: './src/taskpane/taskpane.html',
        chunks: ['functions', 'taskpane'],
      }),
      new CustomFunctionsMetadataPlugin({ output: 'functions.json', input: FUNCTIONS_SOURCE }),
      new LocalizedFunctionsMetadataPlugin({
        input: 'functions.json',
        output: 'functions-ja.json',
        translations: './src/functions/functions-ja.json',
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'assets', to: 'assets' },
          { from: 'manifest.xml', to: 'manifest.xml' },
          { from: 'src/taskpane/taskpane.css', to: 'taskpane.css' },
          // The Book tab's Pattern500 sections (fetched by the pane, read in the book worker).
          { from: 'samples/Pattern500.txt', to: 'samples/Pattern500.txt' },
        ],
      }),
      // Development bundles (eval source maps, nothing minimised) say nothing about what ships.
      ...(production ? [new BundleBudgetPlugin({ budgets: require('./bundle-budget.json').scripts })] : []),
    ],
    devServer: {
      port: 3000,
      static: { directory: path.resolve(__dirname, 'dist') },
      headers: { 'Access-Control-Allow-Origin': '*' },
      server: certificates ? { type: 'https', options: certificates } : 'http',
    },
  };
}
