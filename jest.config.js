/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Two workers even on a 2-core machine, where jest's default (cores − 1) runs one: the browser tests
  // and the command-line tests wait on other processes much of the time, so two files at once took
  // the suite from about 790 s to 413 s (docs/build.md).
  maxWorkers: 2,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Type errors are caught once by `npm run typecheck`; per-file transpiling (isolatedModules in
  // tsconfig.json) keeps jest fast.
  transform: { '^.+\\.tsx?$': 'ts-jest' },
  moduleNameMapper: {
    // office-addin-manifest's ESM-only dependency breaks jest on Node 20; tests never need it.
    '^office-addin-manifest$': '<rootDir>/test/stubs/office-addin-manifest.js',
  },
};
