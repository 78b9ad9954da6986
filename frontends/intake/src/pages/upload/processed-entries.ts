/**
 * The Processed Cards list belongs to the tab, not to the page. An upload keeps going when the dealer opens
 * Review or /cards while it runs, and the cards it makes must be in the list when they come back to /upload:
 * so the list lives here, beside the page, and the page is a view of it. The tab's sessionStorage keeps which
 * cards it holds across a reload; the cards themselves are read again from the server whenever the page opens,
 * since their changes were not followed while it was closed.
 */

import { ApiError } from '@pennant/api-client';
import type { Card } from '@pennant/contracts';
import { rememberedEntries, rememberEntries, type RememberedEntry } from './remembered-entries';
import { mapWithConcurrency, UPLOAD_CONCURRENCY } from './service';

/** A line of the Processed Cards list: uploading, then the card the server made. */
export interface ProcessedEntry {
  key: string;
  label: string;
  /** Local preview (object URL) while the page that made it is open; the card's own picture after. */
  previewUrl: string | null;
  card: Card | null;
  error: string | null;
}

export type EntryStatus = 'uploading' | Card['status'];

export function entryStatus(entry: ProcessedEntry): EntryStatus {
  if (entry.error) return 'error';
  return entry.card?.status ?? 'uploading';
}

const DONE_STATUSES = new Set<EntryStatus>(['identified', 'approved', 'lotted']);
export function isIdentified(entry: ProcessedEntry): boolean {
  return DONE_STATUSES.has(entryStatus(entry));
}

/** The line beside the progress bar: how many are identified, and how many of those the engine doubts. */
export function progressText(entries: ProcessedEntry[]): string {
  const identified = entries.filter(isIdentified);
  const toCheck = identified.filter(
    (entry) => entry.card?.status === 'identified' && entry.card.needsCheck,
  ).length;
  const done = `${identified.length} of ${entries.length} identified`;
  return toCheck > 0 ? `${done} · ${toCheck} to check` : done;
}

export interface ProcessedEntries {
  current(): ProcessedEntry[];
  update(change: (current: ProcessedEntry[]) => ProcessedEntry[]): void;
  subscribe(listener: () => void): () => void;
  /** Reads every listed card again (the first time in a tab's page load: those it remembered). */
  refresh(): Promise<void>;
  /** The page's previews end with it: its object URLs are revoked, so the list shows the cards' own pictures. */
  dropPreviews(): void;
}

/** What `refresh` learned of a card: as the server has it now, gone (404), or not read (the network, a 500). */
type ReadAgain = Card | 'gone' | 'unread';

export function processedEntries(
  storage: () => Storage | undefined,
  readCard: (id: string) => Promise<Card>,
): ProcessedEntries {
  let entries: ProcessedEntry[] = [];
  /** Until the remembered list is read, writing the list would lose it. */
  let restored = false;
  const listeners = new Set<() => void>();

  const update = (change: (current: ProcessedEntry[]) => ProcessedEntry[]) => {
    entries = change(entries);
    if (restored) rememberEntries(storage(), entriesToRemember(entries));
    listeners.forEach((listener) => listener());
  };

  return {
    current: () => entries,
    update,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async refresh() {
      const listed = restored ? entriesToRemember(entries) : rememberedEntries(storage());
      const read = await readAgain(listed, readCard);
      restored = true;
      update((current) => mergeReadAgain(current, listed, read));
    },
    dropPreviews() {
      entries = entries.map((entry) => ({ ...entry, previewUrl: null }));
    },
  };
}

function entriesToRemember(entries: ProcessedEntry[]): RememberedEntry[] {
  return entries.flatMap((entry) =>
    entry.card ? [{ key: entry.key, label: entry.label, cardId: entry.card.id }] : [],
  );
}

async function readAgain(
  listed: RememberedEntry[],
  readCard: (id: string) => Promise<Card>,
): Promise<Map<string, ReadAgain>> {
  const results = await mapWithConcurrency(listed, UPLOAD_CONCURRENCY, (entry) =>
    readCard(entry.cardId),
  );
  return new Map(
    listed.map((entry, index): [string, ReadAgain] => {
      const result = results[index];
      if (result.status === 'fulfilled') return [entry.cardId, result.value];
      const gone = result.reason instanceof ApiError && result.reason.status === 404;
      return [entry.cardId, gone ? 'gone' : 'unread'];
    }),
  );
}

/**
 * The list with the cards read again: a card deleted since (or another dealer's) leaves it, one the list held
 * keeps the newer of the two copies, and a remembered card not listed yet (after a reload) joins it at the end.
 * Entries made while the cards were being read (an upload finishing) stay as they are.
 */
function mergeReadAgain(
  current: ProcessedEntry[],
  listed: RememberedEntry[],
  read: Map<string, ReadAgain>,
): ProcessedEntry[] {
  const kept = current.flatMap((entry): ProcessedEntry[] => {
    const card = entry.card && read.get(entry.card.id);
    if (!entry.card || !card || card === 'unread') return [entry];
    if (card === 'gone') return [];
    return [{ ...entry, card: newerCard(entry.card, card) }];
  });
  const shown = new Set(kept.flatMap((entry) => (entry.card ? [entry.card.id] : [])));
  const restored = listed.flatMap((entry): ProcessedEntry[] => {
    const card = read.get(entry.cardId);
    if (shown.has(entry.cardId) || !card || card === 'gone' || card === 'unread') return [];
    return [{ key: entry.key, label: entry.label, previewUrl: null, card, error: null }];
  });
  return [...kept, ...restored];
}

/** The newer of two copies of a card (an event can overtake an answer). */
export function newerCard(one: Card, other: Card): Card {
  return other.updatedAt > one.updatedAt ? other : one;
}
