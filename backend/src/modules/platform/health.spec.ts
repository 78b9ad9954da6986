import { jobsAreStuck } from './platform.service';

const queue = { waiting: 40, active: 0, failed: 0, oldestWaitingSeconds: 10 };

describe('a job queue that health calls stuck', () => {
  it('is one whose jobs have waited over five minutes with none running', () => {
    expect(jobsAreStuck({ ...queue, oldestWaitingSeconds: 301 })).toBe(true);
    expect(jobsAreStuck(queue)).toBe(false);
    expect(jobsAreStuck(undefined)).toBe(false);
  });

  it('is not a busy one: a long wait while jobs run is a big stack being worked through', () => {
    expect(jobsAreStuck({ ...queue, active: 2, oldestWaitingSeconds: 1200 })).toBe(false);
  });
});
