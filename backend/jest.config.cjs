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
  // Each API suite boots the whole app; a worker's heap grows from one suite to the next until V8 gives up ("Jest
  // worker ran out of memory" after some 40 suites). A worker that holds this much after a suite is started afresh.
  workerIdleMemoryLimit: '800MB',
};
