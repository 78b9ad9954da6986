import net from 'node:net';
import { freePort } from '../support/free-port';

/**
 * A TCP relay in front of the test Redis: `cut()` makes Redis unreachable to whoever connects through it (open
 * connections drop, new ones are refused), `hang()` makes it a Redis that takes connections and answers nothing,
 * and `restore()` brings it back on the same port.
 */
export interface RedisProxy {
  url: string;
  cut(): Promise<void>;
  hang(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startRedisProxy(redisUrl: string): Promise<RedisProxy> {
  const target = new URL(redisUrl);
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let hung = false;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  };
  const relay = (client: net.Socket) => {
    track(client);
    // Hung: the connection is taken, and what it sends is never read nor answered.
    if (hung) return client.pause();
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    track(upstream);
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
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const cut = async () => {
    const closed = new Promise<void>((resolve) =>
      server ? server.close(() => resolve()) : resolve(),
    );
    server = undefined;
    dropAll();
    await closed;
  };
  const hang = async () => {
    hung = true;
    // Open connections stay open, their commands unanswered.
    for (const socket of sockets) {
      socket.unpipe();
      socket.pause();
    }
  };
  const restore = async () => {
    if (hung) {
      hung = false;
      dropAll();
    }
    await listen();
  };

  await listen();
  const url = new URL(redisUrl);
  url.host = `127.0.0.1:${port}`;
  return { url: url.toString(), cut, hang, restore, close: cut };
}
