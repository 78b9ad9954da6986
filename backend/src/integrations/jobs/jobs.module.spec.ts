import { queuePrefix } from './jobs.module';

describe('queuePrefix', () => {
  it('names the database server as well as the database', () => {
    expect(queuePrefix('postgresql://pennant:secret@db.example.com:6543/pennant')).toBe(
      'pennant:db.example.com:6543:pennant',
    );
  });

  it('tells apart databases of one name on two servers, the default port included', () => {
    expect(queuePrefix('postgresql://postgres@10.0.0.1/shop')).toBe('pennant:10.0.0.1:5432:shop');
    expect(queuePrefix('postgresql://postgres@10.0.0.2/shop')).toBe('pennant:10.0.0.2:5432:shop');
  });
});
