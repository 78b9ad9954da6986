import { spawnSync } from 'node:child_process';
import path from 'node:path';
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

describe('toleratingClosedRedisConnections', () => {
  /** A process that stops as the worker does: a rejection nothing handles, then the hooks that remain. */
  function stoppingProcess(rejection: string, tolerating: boolean) {
    const script = `
      const { toleratingClosedRedisConnections } = require('./src/shutdown');
      if (${tolerating}) toleratingClosedRedisConnections({ warn: (message) => console.log('warn: ' + message) });
      Promise.reject(new Error(${JSON.stringify(rejection)}));
      Promise.reject(new Error(${JSON.stringify(rejection)}));
      setTimeout(() => { console.log('remaining hooks ran'); process.exit(0); }, 100);
    `;
    return spawnSync(
      process.execPath,
      ['-r', './test/jobs-support/ts-register.cjs', '-e', script],
      {
        cwd: path.resolve(__dirname, '..'),
        encoding: 'utf8',
      },
    );
  }

  it('lets a stopping process finish when a Redis command dies with its closed connection', () => {
    const stopped = stoppingProcess('Connection is closed.', true);
    expect(stopped.stderr).toBe('');
    expect(stopped.stdout).toBe(
      'warn: A Redis command was dropped with its closed connection (Redis away?)\nremaining hooks ran\n',
    );
    expect(stopped.status).toBe(0);
  });

  it('without it, the same rejection ends the process with 1 before the hooks (what a worker did)', () => {
    const crashed = stoppingProcess('Connection is closed.', false);
    expect(crashed.stdout).not.toContain('remaining hooks ran');
    expect(crashed.status).toBe(1);
  });

  it('still ends the process on any other unhandled rejection, as Node would', () => {
    const crashed = stoppingProcess('something else broke', true);
    expect(crashed.stdout).not.toContain('remaining hooks ran');
    expect(crashed.stderr).toContain('something else broke');
    expect(crashed.status).toBe(1);
  });
});
