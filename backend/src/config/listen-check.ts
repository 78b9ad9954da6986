import net from 'node:net';
import { ConfigError } from './config-error';

/**
 * Checks that HOST:PORT can be listened on, before anything starts (jobs, OCR workers): a port another process has,
 * or a host this machine is not, stopped the start with a stack trace after cards had been taken up.
 */
export async function ensureCanListen(port: number, host: string): Promise<void> {
  const server = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  } catch (error) {
    throw listenError(error as NodeJS.ErrnoException, port, host);
  } finally {
    await new Promise<void>((resolve) =>
      server.listening ? server.close(() => resolve()) : resolve(),
    );
  }
}

function listenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  switch (error.code) {
    case 'EADDRINUSE':
      return new ConfigError(
        'PORT',
        `(${port}) is in use on ${host} by another process: stop it, or set another PORT`,
      );
    case 'EACCES':
      return new ConfigError(
        'PORT',
        `(${port}) needs privileges this process does not have: use one above 1023`,
      );
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      if (host.startsWith('['))
        return new ConfigError(
          'HOST',
          `(${host}): write an IPv6 address without brackets, as ::1 or ::`,
        );
      return new ConfigError(
        'HOST',
        `(${host}) is not an address of this machine: use 0.0.0.0, 127.0.0.1 or one of its own`,
      );
    default:
      return error;
  }
}
