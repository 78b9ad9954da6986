import { JobQueueUnavailableError } from './job-queue';
import { queueOnSchedule } from './queue-on-schedule';

describe('queueing on a schedule', () => {
  it('says in one warning that a queue out of reach queues nothing until the next run', async () => {
    const warn = jest.fn();
    await queueOnSchedule({ warn }, 'Order sync', () =>
      Promise.reject(new JobQueueUnavailableError()),
    );
    expect(warn).toHaveBeenCalledWith(
      'Order sync: nothing queued, the job queue is unreachable (Redis away?); the next run queues it',
    );
  });

  it('lets any other failure through, and says nothing when all is queued', async () => {
    const warn = jest.fn();
    await expect(
      queueOnSchedule({ warn }, 'Order sync', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    await queueOnSchedule({ warn }, 'Order sync', () => Promise.resolve());
    expect(warn).not.toHaveBeenCalled();
  });
});
