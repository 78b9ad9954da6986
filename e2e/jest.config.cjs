// Browser journeys against the built product (run `npm run test:e2e` from the root: it builds first).
module.exports = {
  ...require('../jest.preset.cjs'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/tests/**/*.e2e-spec.ts'],
  testTimeout: 120000,
  maxWorkers: 1,
};
