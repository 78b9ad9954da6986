import net from 'node:net';
import { freePort } from '../support/free-port';

/**
 * A TCP relay in front of the test Redis: `cut()` makes Redis unreachable to whoever connects through it (open
 * connections drop, new ones are refused) and `restore()` brings it back on the same port.
 */
export interface RedisProxy {
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startRedisProxy(redisUrl: string): Promise<RedisProxy> {
  const target = new URL(redisUrl);
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

  const relay = (client: net.Socket) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      server = net.createServer(relay);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = async () => {
    const closed = new Promise<void>((resolve) =>
      server ? server.close(() => resolve()) : resolve(),
    );
    server = undefined;
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  await listen();
  const url = new URL(redisUrl);
  url.host = `127.0.0.1:${port}`;
  return { url: url.toString(), cut, restore: listen, close: cut };
}
