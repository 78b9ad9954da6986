export {
  RATE_LIMITS_CONNECTION,
  REDIS_CLIENT_OPTIONS,
  RedisConnection,
  RedisModule,
} from './redis.module';
export { RedisOutageLog, redisAddress } from './redis-outage-log';
export { redisKeyPrefix } from './redis-key-prefix';
