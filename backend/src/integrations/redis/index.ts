export { RedisConnection, RedisModule } from './redis.module';
export { RedisOutageLog, redisAddress } from './redis-outage-log';
export { redisKeyPrefix } from './redis-key-prefix';
