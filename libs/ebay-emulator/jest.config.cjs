module.exports = {
  // eslint-disable-next-line @nx/enforce-module-boundaries -- the workspace jest preset is a root config file, not a project
  ...require('../../jest.preset.cjs'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
