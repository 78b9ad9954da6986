export { freePort } from './free-port';
export { createScratchDatabase, type ScratchDatabase } from './scratch-database';
export {
  buildBackend,
  buildProduct,
  REPO_ROOT,
  startBuiltServer,
  type BuiltServer,
  type BuiltServerOptions,
} from './built-server';
export { PennantClient } from './pennant-client';
export { launchChromium, signInInBrowser } from './bench-browser';
export { rank, withDatabase } from './figures';
