// The `finance` remote: /sales and /billing.
const { createRemoteConfig } = require('../rspack.common.cjs');

module.exports = createRemoteConfig({ name: 'finance', port: 4203, projectRoot: __dirname });
