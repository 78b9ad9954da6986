// The `intake` remote: /upload, /cards and /review.
const { createRemoteConfig } = require('../rspack.common.cjs');

module.exports = createRemoteConfig({ name: 'intake', port: 4202, projectRoot: __dirname });
