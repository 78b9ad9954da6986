import { createTestEmulator, MOUNT } from './testing/test-emulator';

describe("every host's Date header", () => {
  it("is the emulator's clock, advanced clock included, as eBay's is eBay's", async () => {
    const test = createTestEmulator();
    const first = await test.http.get(`${MOUNT.api}/sell/fulfillment/v1/order`);
    expect(first.headers.date).toBe('Sun, 01 Mar 2026 12:00:00 GMT');
    test.emulator.clock.advance(3600);
    const later = await test.http.get(`${MOUNT.apiz}/sell/finances/v1/transaction`);
    expect(later.headers.date).toBe('Sun, 01 Mar 2026 13:00:00 GMT');
  });
});
