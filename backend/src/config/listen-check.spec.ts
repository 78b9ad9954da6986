import net from 'node:net';
import { ConfigError } from './config-error';
import { ensureCanListen } from './listen-check';

describe('the check that HOST:PORT can be listened on', () => {
  it('names PORT when another process has it, and HOST when it is not this machine', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      await expect(ensureCanListen(port, '127.0.0.1')).rejects.toThrow(
        new ConfigError(
          'PORT',
          `(${port}) is in use on 127.0.0.1 by another process: stop it, or set another PORT`,
        ),
      );
    } finally {
      taken.close();
    }
    await expect(ensureCanListen(0, '[::1]')).rejects.toThrow(
      /HOST \(\[::1\]\): write an IPv6 address without brackets/,
    );
    await expect(ensureCanListen(0, '203.0.113.7')).rejects.toThrow(
      /^Invalid configuration: HOST \(203\.0\.113\.7\)/,
    );
  });

  it('lets a free port go, closed again for the app to take', async () => {
    await ensureCanListen(0, '127.0.0.1');
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await ensureCanListen(port, '127.0.0.1');
    await ensureCanListen(port, '127.0.0.1');
  });
});
