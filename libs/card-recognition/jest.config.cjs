module.exports = {
  ...require('../../jest.preset.cjs'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // Image and OCR work takes seconds on a loaded 2-core machine; jest's 5 s default failed a straightening test there.
  testTimeout: 30000,
};
