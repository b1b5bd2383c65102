// ESLint 9 flat config: typescript-eslint's recommended rules, and the layer rule of the house
// rules: engine → io → report → front ends (excel, taskpane, functions, cli), each importing only
// the layers before it. test/lint/layers.test.ts checks that the layer rule still reports.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const FRONT_ENDS = ['excel', 'taskpane', 'functions', 'cli'];

/** Import patterns naming a folder of src/ (relative imports from anywhere inside src/). */
function folders(names) {
  return names.flatMap((name) => [`**/${name}`, `**/${name}/**`]);
}

/**
 * The engine's entries (src/engine/index.ts names them): outside src/engine only these may be
 * imported, so that its modules can move and change behind them.
 */
const ENGINE_ENTRIES = ['analyser', 'variants', 'transforms', 'generator', 'ga', 'book'];
const ENGINE_INTERNALS = {
  group: ['**/engine/*', ...ENGINE_ENTRIES.map((name) => `!**/engine/${name}`), '**/engine/*/**'],
  message: `Import the engine through its entries: engine (index.ts), or engine/${ENGINE_ENTRIES.join(', engine/')}.`,
};

/** no-restricted-imports for a layer that may not import `forbidden` (folders of src/, or modules); outside the engine, only the engine's entries. */
function layerRule(layer, forbidden, modules = []) {
  const message = `${layer} may not import this: the layers go engine → io → report → front ends (excel, taskpane, functions, cli).`;
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: modules.map((name) => ({ name, message: `${layer} stays pure: no ${name}.` })),
        patterns: [
          { group: folders(forbidden), message },
          { group: ['**/test/**'], message: 'src/ may not import from test/ (oracles and checkers live there).' },
          ...(layer === 'src/engine' ? [] : [ENGINE_INTERNALS]),
          ...(modules.length > 0 ? [{ group: ['node:*'], message: `${layer} stays pure: no Node built-ins.` }] : []),
        ],
      },
    ],
  };
}

const NODE_BUILT_INS = [
  'fs',
  'fs/promises',
  'path',
  'os',
  'child_process',
  'worker_threads',
  'crypto',
  'url',
  'util',
  'stream',
  'exceljs',
];
/** What the pure layers may not touch from the browser or Office. */
const HOST_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'Office',
  'Excel',
  'OfficeExtension',
  'self',
  'postMessage',
].map((name) => ({
  name,
  message: 'engine and io are pure: no DOM, worker or Office globals.',
}));

/** Plain Node scripts (CommonJS, no build step) that `npm run lint` checks too. */
const NODE_SCRIPTS = [
  'scripts/check-package.js',
  'scripts/make-size-49.js',
  'scripts/make-timedia-records.js',
  'scripts/bundle-budget.js',
];
const NODE_GLOBALS = Object.fromEntries(
  ['require', 'module', 'exports', 'process', 'console', '__dirname', '__filename', 'setTimeout', 'clearTimeout'].map(
    (name) => [name, 'readonly'],
  ),
);

export default tseslint.config(
  {
    ignores: [
      'lib/**',
      'dist/**',
      'node_modules/**',
      'coverage/**',
      '**/*.js',
      '**/*.mjs',
      ...NODE_SCRIPTS.map((file) => `!${file}`),
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // `_`-prefixed names are deliberately unused; `const { dropped, ...rest } = x` is how a field is left out.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  { files: ['src/engine/**/*.ts'], rules: layerRule('src/engine', ['io', 'report', ...FRONT_ENDS], NODE_BUILT_INS) },
  { files: ['src/engine/**/*.ts', 'src/io/**/*.ts'], rules: { 'no-restricted-globals': ['error', ...HOST_GLOBALS] } },
  { files: ['src/io/**/*.ts'], rules: layerRule('src/io', ['report', ...FRONT_ENDS], NODE_BUILT_INS) },
  { files: ['src/report/**/*.ts'], rules: layerRule('src/report', FRONT_ENDS) },
  { files: ['src/excel/**/*.ts'], rules: layerRule('src/excel', ['taskpane', 'functions', 'cli']) },
  { files: ['src/taskpane/**/*.ts', 'src/taskpane/**/*.tsx'], rules: layerRule('src/taskpane', ['functions', 'cli']) },
  {
    files: ['src/taskpane/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['src/functions/**/*.ts'], rules: layerRule('src/functions', ['excel', 'taskpane', 'cli']) },
  { files: ['src/cli/**/*.ts'], rules: layerRule('src/cli', ['excel', 'taskpane', 'functions']) },
  {
    files: NODE_SCRIPTS,
    languageOptions: { sourceType: 'commonjs', globals: NODE_GLOBALS },
    // require() is how a CommonJS script with no build step imports.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
