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
  // Four on two cores: integration files spend much of their time waiting (timeouts they
  // provoke, workers they kill and restart, webhook retries), so more files than cores keep the
  // cores busy. Whole runs on a 2-core machine, one after the other: two workers 642 s (a quarter
  // of both cores idle) against three's 522-580 s on one day; three 365-384 s (12% of the cores
  // idle) against four's 340-345 s (4-6% idle) on another.
  maxWorkers: 4,
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
