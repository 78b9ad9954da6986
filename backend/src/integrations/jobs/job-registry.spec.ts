import { JobRegistry } from './job-registry';

describe('JobRegistry', () => {
  const noop = async () => undefined;

  it('names every catalog job that has no processor', () => {
    const registry = new JobRegistry(['card.identify', 'card.price', 'billing.cycle']);
    registry.register('card.identify', noop);

    expect(() => registry.verify()).toThrow(
      'No processor registered for job card.price, billing.cycle',
    );
  });

  it('accepts a catalog whose every job has a processor', () => {
    const registry = new JobRegistry(['card.identify']);
    registry.register('card.identify', noop);

    expect(() => registry.verify()).not.toThrow();
    expect(registry.processorFor('card.identify')?.process).toBe(noop);
  });

  it('refuses a second processor for the same job', () => {
    const registry = new JobRegistry(['card.identify']);
    registry.register('card.identify', noop);

    expect(() => registry.register('card.identify', noop)).toThrow(
      'Job card.identify already has a processor',
    );
  });
});
