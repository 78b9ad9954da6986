import { CardIdentificationProcessor } from './card-identification.processor';
import { identificationJobId } from './card-identification.job';

/** The processor under the in-process runner: jobs live in this process, and none survives it. */
function inProcess(options: { processing: string[]; queued: string[] }) {
  const enqueued: string[] = [];
  const jobs = {
    runsJobsHere: true,
    keepsJobsAcrossRestarts: false,
    register: () => undefined,
    enqueue: async (_name: string, data: { cardId: string }) => void enqueued.push(data.cardId),
    hasUnfinished: async (jobId: string) =>
      options.queued.some((cardId) => identificationJobId(cardId) === jobId),
  };
  const identification = {
    unfinishedCardIds: async () => [],
    processingSince: async () => options.processing,
  };
  const processor = new CardIdentificationProcessor(
    jobs as never,
    identification as never,
    { warmUp: () => undefined } as never,
  );
  return { processor, enqueued };
}

describe('CardIdentificationProcessor under the in-process runner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('enqueues again a card left processing without a job (not marked failed during an outage), not one still queued', async () => {
    const { processor, enqueued } = inProcess({
      processing: ['left-behind', 'still-queued'],
      queued: ['still-queued'],
    });
    await processor.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(enqueued).toEqual(['left-behind']);
    processor.onApplicationShutdown();
  });
});
