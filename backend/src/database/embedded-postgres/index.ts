export {
  startEmbeddedPostgres,
  type EmbeddedPostgresOptions,
  type RunningPostgres,
} from './embedded-postgres';
export { SYSTEM_FOLDER } from './cluster-placement';
