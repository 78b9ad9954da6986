import { redisKeyPrefix } from './redis-key-prefix';

describe('redisKeyPrefix', () => {
  it('names the database server as well as the database', () => {
    expect(redisKeyPrefix('postgresql://pennant:secret@db.example.com:6543/pennant')).toBe(
      'pennant:db.example.com:6543:pennant',
    );
  });

  it('tells apart databases of one name on two servers, the default port included', () => {
    expect(redisKeyPrefix('postgresql://postgres@10.0.0.1/shop')).toBe(
      'pennant:10.0.0.1:5432:shop',
    );
    expect(redisKeyPrefix('postgresql://postgres@10.0.0.2/shop')).toBe(
      'pennant:10.0.0.2:5432:shop',
    );
  });
});
