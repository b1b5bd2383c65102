/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
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
