import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { SystemUser } from './folder-access';

const ACCOUNT = 'postgres';

/**
 * The account PostgreSQL runs as. PostgreSQL refuses to run as root, so a root process runs it as
 * the `postgres` system user, created when the machine has none; anyone else runs it as themselves.
 */
export function postgresAccount(): SystemUser | undefined {
  if (os.userInfo().uid !== 0) return undefined;
  return lookUpUser(ACCOUNT) ?? createSystemUser(ACCOUNT);
}

function lookUpUser(name: string): SystemUser | undefined {
  try {
    const uid = Number(run('id', ['-u', name]));
    const gid = Number(run('id', ['-g', name]));
    const groups = run('id', ['-G', name]).split(/\s+/).map(Number);
    return { name, uid, gid, groups };
  } catch {
    return undefined;
  }
}

function createSystemUser(name: string): SystemUser {
  try {
    run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/bin/false', name]);
  } catch (error) {
    throw new Error(
      `PostgreSQL cannot run as root and there is no "${name}" user to run it as; creating one ` +
        `failed (${(error as Error).message.trim()}). Create it (useradd --system ${name}), ` +
        'run Pennant as another user, or set DATABASE_URL.',
    );
  }
  const user = lookUpUser(name);
  if (!user) throw new Error(`The "${name}" user was created but cannot be found`);
  return user;
}

function run(command: string, args: string[]): string {
  return execFileSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}
