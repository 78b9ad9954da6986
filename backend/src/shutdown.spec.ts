import { closeWithin } from './shutdown';

describe('closeWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stops waiting for a close that hangs once the deadline passes, and says so', async () => {
    const warn = jest.fn();
    let done = false;
    const closing = closeWithin({ close: () => new Promise<void>(() => undefined) }, 20_000, {
      warn,
    }).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(19_999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await closing;
    expect(done).toBe(true);
    expect(warn).toHaveBeenCalledWith('The app did not close within 20 s: stopping anyway');
  });

  it('returns as soon as the app has closed, without a warning', async () => {
    const warn = jest.fn();
    const close = jest.fn().mockResolvedValue(undefined);
    await closeWithin({ close }, 20_000, { warn });
    expect(close).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
});
