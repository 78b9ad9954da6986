import { randomInt } from 'node:crypto';
import type { Clock } from './clock';
import { randomAlphanumeric, randomBase64 } from './ids';
import { AccountRecord, EmulatorState, getEntry, setEntry } from './state';
import type { StateStore } from './state-store';

/** Sandbox eBay accounts, created the first time a username signs in on the consent page. */

const FIRST_NAMES = ['Avery', 'Jordan', 'Casey', 'Morgan', 'Riley', 'Quinn', 'Parker', 'Reese'];
const LAST_NAMES = ['Mantle', 'Aaron', 'Clemente', 'Koufax', 'Gibson', 'Banks', 'Mays', 'Berra'];
const USER_ID_LENGTH = 11;

export function accountKey(username: string): string {
  return username.toLowerCase();
}

export function findOrCreateAccount(
  store: StateStore,
  clock: Clock,
  username: string,
): AccountRecord {
  const existing = getEntry(store.state.accounts, accountKey(username));
  if (existing) return existing;
  return store.update((state) => {
    const account = newAccount(state, username, new Date(clock.now()).toISOString());
    setEntry(state.accounts, accountKey(username), account);
    return account;
  });
}

export function findAccountByUserId(
  state: EmulatorState,
  userId: string,
): AccountRecord | undefined {
  return Object.values(state.accounts).find((account) => account.userId === userId);
}

function newAccount(state: EmulatorState, username: string, createdAt: string): AccountRecord {
  return {
    userId: uniqueUserId(state),
    username,
    firstName: pick(FIRST_NAMES),
    lastName: pick(LAST_NAMES),
    email: `${emailLocalPart(username)}@example.com`,
    eiasToken: `nY+sHZ2PrBmdj6wV${randomBase64(36)}`,
    createdAt,
  };
}

function uniqueUserId(state: EmulatorState): string {
  for (;;) {
    const userId = randomAlphanumeric(USER_ID_LENGTH);
    if (!findAccountByUserId(state, userId)) return userId;
  }
}

export function emailLocalPart(username: string): string {
  const local = username.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
  return local.replace(/^[-.]+|[-.]+$/g, '') || 'ebay-user';
}

function pick<T>(values: readonly T[]): T {
  return values[randomInt(values.length)];
}
