// Lets a child process run the backend's TypeScript sources (node -r ./ts-register.cjs src/worker.ts),
// compiled by SWC with the same options as the tests (decorator metadata for NestJS and MikroORM).
const fs = require('node:fs');
const swc = require('@swc/core');
const preset = require('../../../jest.preset.cjs');

const [, swcOptions] = Object.values(preset.transform)[0];

require.extensions['.ts'] = (module, filename) => {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = swc.transformSync(source, {
    ...swcOptions,
    filename,
    sourceMaps: 'inline',
    swcrc: false,
  });
  module._compile(code, filename);
};
