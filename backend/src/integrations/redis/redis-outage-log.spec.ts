import { Logger } from '@nestjs/common';
import { redisAddress, RedisOutageLog } from './redis-outage-log';

describe('RedisOutageLog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs a lost Redis once, however many connections keep failing, and once when all are back', () => {
    const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const logs = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const outage = new RedisOutageLog();
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:6379');

    for (let attempt = 0; attempt < 20; attempt++) {
      outage.lost('job queue', refused);
      outage.lost('health', refused);
    }
    outage.back('job queue');
    expect(logs).not.toHaveBeenCalled();
    outage.back('health');
    outage.back('health');

    expect(warnings.mock.calls).toEqual([
      [
        'Redis unreachable (connect ECONNREFUSED 127.0.0.1:6379); retrying quietly until it is back',
      ],
    ]);
    expect(logs.mock.calls).toEqual([['Redis is back']]);
    expect(outage.isDown).toBe(false);
  });

  it('names a Redis by its address, never its password', () => {
    expect(redisAddress('redis://:s3cret@cache.internal:6380/2')).toBe(
      'redis://cache.internal:6380',
    );
  });
});
