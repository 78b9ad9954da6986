import { browserTimeZone, startingTimeZone, storeNameOf } from './profile-fields';

const profile = { storeName: null, email: null, timeZone: 'America/New_York' };

describe("a dealer's store and time zone", () => {
  it("takes the browser's time zone when Pennant offers it", () => {
    expect(browserTimeZone('America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(browserTimeZone('America/Phoenix')).toBe('America/Phoenix');
    expect(browserTimeZone('Europe/London')).toBeNull();
  });

  it("starts setup from the browser's zone, and a dealer's own choice after that", () => {
    const here = browserTimeZone();
    expect(startingTimeZone(profile, false)).toBe(here ?? 'America/New_York');
    expect(startingTimeZone({ ...profile, timeZone: 'America/Denver' }, true)).toBe(
      'America/Denver',
    );
  });

  it('sends no store name for one left blank', () => {
    expect(storeNameOf('  Cardboard Kings ')).toBe('Cardboard Kings');
    expect(storeNameOf('   ')).toBeNull();
  });
});
