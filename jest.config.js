// Two layers, both run by `npm test`:
// - unit (`*.unit.test.ts`): pure rules, codecs, fees, money, and workflow logic with stubbed
//   activities on a time-skipping server of the file's own. No database, no global setup;
//   `npm run test:unit` runs them alone.
// - integration (every other `*.test.ts`): real PostgreSQL, a Temporal dev server and HTTP
//   against the Koa app, prepared once per run by test/support/global-setup.ts.
const shared = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
};

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 60_000,
  maxWorkers: 2,
  // The default reporter, then one plain totals line that CI can count (summary-reporter.cjs).
  reporters: ['default', '<rootDir>/test/support/summary-reporter.cjs'],
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['**/*.unit.test.ts'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['\\.unit\\.test\\.ts$'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
