import { DecodeSlots } from './decode-slots';

describe('DecodeSlots', () => {
  it('runs at most its size at once, the rest in the order they came', async () => {
    const slots = new DecodeSlots(2);
    const started: number[] = [];
    let peak = 0;
    const release: Array<() => void> = [];
    const jobs = [0, 1, 2, 3, 4].map((n) =>
      slots.run(async () => {
        started.push(n);
        peak = Math.max(peak, slots.active);
        await new Promise<void>((resolve) => release.push(resolve));
        return n;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    while (release.length > 0 || started.length < 5) {
      release.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(slots.active).toBe(0);
  });

  it('frees the slot when a decode fails', async () => {
    const slots = new DecodeSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });
});
