// The `listings` remote: /dashboard and /prepare.
const { createRemoteConfig } = require('../rspack.common.cjs');

module.exports = createRemoteConfig({ name: 'listings', port: 4201, projectRoot: __dirname });
