// Module Federation shared singletons: one list for the shell (host) and every remote, so they
// always agree. Third-party packages are required at the shell's declared range for every importer:
// left to itself, the plugin takes each importing package's own range, and old peers deep in
// pro-components (reactcss wants react ^15.1.0) made every page log a version warning for one React.
// The project's own libs are workspace sources (package.json main is src/index.ts) with a fixed version.
const path = require('node:path');

const THIRD_PARTY_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'antd',
  '@ant-design/pro-components',
  '@ant-design/icons',
  'dayjs',
  'swr',
];

const WORKSPACE_LIBS = {
  '@pennant/api-client': 'libs/api-client',
  '@pennant/ui': 'libs/ui',
  '@pennant/contracts': 'libs/contracts',
};

const workspaceRoot = path.resolve(__dirname, '..');

function shellRange(name) {
  const { dependencies } = require(path.join(workspaceRoot, 'frontends/shell/package.json'));
  const range = dependencies[name];
  if (!range) throw new Error(`frontends/shell/package.json does not depend on shared ${name}`);
  return range;
}

function sharedDependencies() {
  const shared = {};
  for (const name of THIRD_PARTY_SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: shellRange(name) };
  }
  for (const [name, dir] of Object.entries(WORKSPACE_LIBS)) {
    const { version } = require(path.join(workspaceRoot, dir, 'package.json'));
    shared[name] = { singleton: true, requiredVersion: false, version };
  }
  return shared;
}

module.exports = { sharedDependencies, THIRD_PARTY_SINGLETONS, WORKSPACE_LIBS };
