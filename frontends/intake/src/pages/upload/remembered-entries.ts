/**
 * The Processed Cards list outlives the page: a dealer who uploads a stack, looks at Review while it is identified
 * and comes back finds the same cards, as the server has them now. The tab keeps which cards (by id) and under
 * which names; the cards themselves are read again from the server.
 */

import { readStoredList, writeStoredList } from '../../shared/browser-storage';

const STORAGE_KEY = 'pennant.upload.processed';
/** The most recent cards remembered; older ones are on /cards. */
export const REMEMBERED_LIMIT = 100;

export interface RememberedEntry {
  key: string;
  label: string;
  cardId: string;
}

export function rememberedEntries(storage: Storage | undefined): RememberedEntry[] {
  return readStoredList(storage, STORAGE_KEY, isRememberedEntry, REMEMBERED_LIMIT);
}

export function rememberEntries(storage: Storage | undefined, entries: RememberedEntry[]): void {
  writeStoredList(storage, STORAGE_KEY, entries, REMEMBERED_LIMIT);
}

function isRememberedEntry(value: unknown): value is RememberedEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.key === 'string' &&
    typeof entry.label === 'string' &&
    typeof entry.cardId === 'string'
  );
}
