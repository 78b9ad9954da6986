import type { CardEvent } from '@pennant/contracts';
import type { AppConfig } from '../../config';
import { RedisConnection, RedisOutageLog } from '../../integrations/redis';
import { CardEventBus } from './card-events';

const DEALER = '6f1c2d1e-0000-4000-8000-000000000001';

function cardUpdated(cardId: string): CardEvent {
  return { type: 'card.updated', cardId } as CardEvent;
}

const connections: RedisConnection[] = [];

/** A deployment's bus: with a Redis URL, through that Redis, under the prefix of its database. */
function busOf(redisUrl: string | null, database: string): CardEventBus {
  const config = { redisUrl } as AppConfig;
  const prefix = `pennant:db.example.com:5432:${database}`;
  const connection = new RedisConnection(config, new RedisOutageLog(), prefix);
  connections.push(connection);
  return new CardEventBus(connection);
}

/** The events `bus` relays to a listener of the dealer, until `stop` is called. */
async function heard(bus: CardEventBus): Promise<{ events: CardEvent[]; stop: () => void }> {
  const events: CardEvent[] = [];
  const stop = await bus.subscribe(DEALER, (event) => events.push(event));
  return { events, stop };
}

/** Until every listener has heard at least one event (Redis relays them), or 5 s. */
async function untilHeard(...listeners: { events: CardEvent[] }[]): Promise<void> {
  const deadline = Date.now() + 5000;
  while (listeners.some((listener) => listener.events.length === 0) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('Card events', () => {
  afterAll(() => Promise.all(connections.map((connection) => connection.onApplicationShutdown())));

  it("without Redis, reach the dealer's listeners in this process only", async () => {
    const bus = busOf(null, 'pennant');
    const listener = await heard(bus);
    await bus.publish(DEALER, cardUpdated('a'));
    await bus.publish('6f1c2d1e-0000-4000-8000-000000000002', cardUpdated('b'));
    expect(listener.events).toEqual([cardUpdated('a')]);
    listener.stop();
    await bus.onApplicationShutdown();
  });

  // Through Redis: CI sets REDIS_URL, so it is tested there.
  if (process.env.REDIS_URL) {
    it('through one Redis, reach every process of the deployment and none of another deployment', async () => {
      const redisUrl = process.env.REDIS_URL!;
      const api = busOf(redisUrl, 'pennant');
      const worker = busOf(redisUrl, 'pennant');
      // A staging copy of the same database elsewhere: the same dealers, another deployment.
      const staging = busOf(redisUrl, 'pennant_staging');
      const onApi = await heard(api);
      const onStaging = await heard(staging);
      try {
        await worker.publish(DEALER, cardUpdated('from-production'));
        await staging.publish(DEALER, cardUpdated('from-staging'));
        await untilHeard(onApi, onStaging);
        expect(onApi.events).toEqual([cardUpdated('from-production')]);
        expect(onStaging.events).toEqual([cardUpdated('from-staging')]);
      } finally {
        onApi.stop();
        onStaging.stop();
        await Promise.all([api, worker, staging].map((bus) => bus.onApplicationShutdown()));
      }
    });
  }
});
