export { freePort } from './free-port';
export { createScratchDatabase, type ScratchDatabase } from './scratch-database';
export {
  REPO_ROOT,
  startBuiltServer,
  type BuiltServer,
  type BuiltServerOptions,
} from './built-server';
export { PennantClient } from './pennant-client';
