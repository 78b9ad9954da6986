// Bundles the NestJS server into dist/ with the workspace libraries inlined; npm packages stay external.
const path = require('node:path');

const isExternal = ({ request }, callback) => {
  if (
    !request ||
    request.startsWith('.') ||
    path.isAbsolute(request) ||
    request.startsWith('@pennant/')
  ) {
    return callback();
  }
  return callback(null, `commonjs ${request}`);
};

module.exports = {
  mode: 'none',
  target: 'node20',
  context: __dirname,
  entry: { main: './src/main.ts', worker: './src/worker.ts' },
  output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: true },
  devtool: 'source-map',
  resolve: { extensions: ['.ts', '.js', '.json'] },
  externals: [isExternal],
  externalsPresets: { node: true },
  optimization: { minimize: false, nodeEnv: false },
  node: { __dirname: false, __filename: false },
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: {
              legacyDecorator: true,
              decoratorMetadata: true,
              useDefineForClassFields: false,
            },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  ignoreWarnings: [/Critical dependency/],
};
