export { RedisConnection, RedisModule } from './redis.module';
