import { duration, percentile } from './stats';

describe('benchmark figures', () => {
  it('takes percentiles by nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.95)).toBe(95);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('writes durations for people', () => {
    expect(duration(45.4)).toBe('45 ms');
    expect(duration(1234)).toBe('1.23 s');
  });
});
