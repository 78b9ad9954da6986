import { ApiError } from '@pennant/api-client';
import type { Card } from '@pennant/contracts';
import { buildCard } from '../../testing/card-builder';
import { memoryStorage } from '../../testing/memory-storage';
import { processedEntries, progressText, type ProcessedEntry } from './processed-entries';
import { rememberedEntries, rememberEntries } from './remembered-entries';

/** The server as the list reads it again: the cards it holds, by id; any other id answers 404. */
function server(cards: Card[]) {
  const held = new Map(cards.map((card) => [card.id, card]));
  return {
    held,
    readCard: async (id: string): Promise<Card> => {
      const card = held.get(id);
      if (!card) throw new ApiError(404, '{"message":"Card not found"}', 'Not Found');
      return card;
    },
  };
}

function entryOf(card: Card, label = `${card.id}.jpg`): ProcessedEntry {
  return { key: `key-${card.id}`, label, previewUrl: null, card, error: null };
}

const listedIds = (entries: ProcessedEntry[]) => entries.map((entry) => entry.card?.id ?? null);

describe("the tab's Processed Cards list", () => {
  it('keeps the cards an upload makes after the page closed, and shows them as they are now', async () => {
    const storage = memoryStorage();
    const made = buildCard({ status: 'processing', updatedAt: '2026-11-27T08:00:00.000Z' });
    const backend = server([made]);
    const list = processedEntries(() => storage, backend.readCard);
    await list.refresh();

    // The page closes while the upload runs; the upload's answer arrives with no page to show it.
    list.dropPreviews();
    list.update((current) => [entryOf(made), ...current]);
    expect(rememberedEntries(storage).map((entry) => entry.cardId)).toEqual([made.id]);

    // Identified while the dealer was on Review: the page opens again and reads it.
    const identified = {
      ...made,
      status: 'identified' as const,
      updatedAt: '2026-11-27T08:01:00.000Z',
    };
    backend.held.set(made.id, identified);
    await list.refresh();
    expect(list.current().map((entry) => entry.card?.status)).toEqual(['identified']);
  });

  it('reads the remembered cards after a reload, leaving out those deleted since', async () => {
    const storage = memoryStorage();
    const [kept, deleted] = [buildCard(), buildCard()];
    rememberEntries(storage, [
      { key: 'a', label: 'front-1.jpg', cardId: kept.id },
      { key: 'b', label: 'front-2.jpg', cardId: deleted.id },
    ]);
    const list = processedEntries(() => storage, server([kept]).readCard);
    await list.refresh();
    expect(list.current()).toEqual([
      { key: 'a', label: 'front-1.jpg', previewUrl: null, card: kept, error: null },
    ]);
    expect(rememberedEntries(storage).map((entry) => entry.cardId)).toEqual([kept.id]);
  });

  it('writes nothing before the remembered list is read, so an early change cannot lose it', async () => {
    const storage = memoryStorage();
    const earlier = buildCard();
    rememberEntries(storage, [{ key: 'a', label: 'a.jpg', cardId: earlier.id }]);
    const uploading: ProcessedEntry = {
      key: 'upload-1',
      label: 'b.jpg',
      previewUrl: 'blob:b',
      card: null,
      error: null,
    };
    const list = processedEntries(() => storage, server([earlier]).readCard);
    list.update((current) => [uploading, ...current]);
    expect(rememberedEntries(storage).map((entry) => entry.cardId)).toEqual([earlier.id]);
    await list.refresh();
    expect(listedIds(list.current())).toEqual([null, earlier.id]);
  });

  it('keeps a card it could not read again (a network failure is not a deletion)', async () => {
    const storage = memoryStorage();
    const card = buildCard();
    const list = processedEntries(
      () => storage,
      async () => {
        throw new TypeError('Failed to fetch');
      },
    );
    await list.refresh();
    list.update(() => [entryOf(card)]);
    await list.refresh();
    expect(listedIds(list.current())).toEqual([card.id]);
  });

  it('keeps the newer copy when the event stream is ahead of the server read', async () => {
    const storage = memoryStorage();
    const answered = buildCard({ updatedAt: '2026-11-27T08:00:00.000Z' });
    const list = processedEntries(() => storage, server([answered]).readCard);
    await list.refresh();
    const newer = {
      ...answered,
      status: 'approved' as const,
      updatedAt: '2026-11-27T08:05:00.000Z',
    };
    list.update(() => [entryOf(newer)]);
    await list.refresh();
    expect(list.current()[0].card?.status).toBe('approved');
  });

  it('drops the page previews when the page closes', async () => {
    const list = processedEntries(() => memoryStorage(), server([]).readCard);
    list.update(() => [
      { key: 'u', label: 'a.jpg', previewUrl: 'blob:a', card: null, error: null },
    ]);
    list.dropPreviews();
    expect(list.current()[0].previewUrl).toBeNull();
  });

  it('tells the page of every change', () => {
    const list = processedEntries(() => memoryStorage(), server([]).readCard);
    const heard: number[] = [];
    const stop = list.subscribe(() => heard.push(list.current().length));
    list.update(() => [entryOf(buildCard())]);
    stop();
    list.update(() => []);
    expect(heard).toEqual([1]);
  });
});

describe('the progress line beside the bar', () => {
  it('counts the identified cards and says how many of them the engine asks the dealer to check', () => {
    const sure = entryOf(buildCard({ status: 'identified', needsCheck: false }));
    const doubtful = entryOf(buildCard({ status: 'identified', needsCheck: true }));
    const reading = entryOf(buildCard({ status: 'processing' }));
    expect(progressText([sure, doubtful, reading])).toBe('2 of 3 identified · 1 to check');
    expect(progressText([sure, reading])).toBe('1 of 2 identified');
  });

  it('no longer counts a doubtful card the dealer approved as one to check', () => {
    const approved = entryOf(buildCard({ status: 'approved', needsCheck: true }));
    expect(progressText([approved])).toBe('1 of 1 identified');
  });
});
