export { freePort } from './free-port';
export { createScratchDatabase, type ScratchDatabase } from './scratch-database';
export {
  buildBackend,
  REPO_ROOT,
  startBuiltServer,
  type BuiltServer,
  type BuiltServerOptions,
} from './built-server';
export { PennantClient } from './pennant-client';
