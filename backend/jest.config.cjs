module.exports = {
  ...require('../jest.preset.cjs'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.api-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // A guard against hangs, not a speed test: booting an app (database, migrations, sign-in) in a hook took over 30 s
  // on a loaded 2-core machine while the other projects' tests ran beside it.
  testTimeout: 90000,
  maxWorkers: 2,
};
