import type { Card, CardEvent, CardImageType, ProcessBatchRequest } from '@pennant/contracts';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { tabStorage } from '../../shared/browser-storage';
import { fetchCard, processBatch, processCard, retryCard } from '../../shared/cards-api';
import { errorText } from '@pennant/api-client';
import { useCardEvents } from '../../shared/use-card-events';
import { defaultImageType, primaryIndex, type Pairing } from './pairing';
import { newerCard, processedEntries, type ProcessedEntry } from './processed-entries';
import { checkRestrictions, summariseRestrictions } from '../../shared/restrictions';
import {
  batchWaitsForFailedUploads,
  heldBatchText,
  mapWithConcurrency,
  objectPath,
  UPLOAD_CONCURRENCY,
  uploadFile,
  uploadSummary,
} from './service';

const UNIDENTIFIED = 'Unable to identify this card. Please try again.';

/** An image in the Current Card panel, not uploaded yet. */
export interface PendingImage {
  key: string;
  file: File;
  /** Local preview (object URL); browsers cannot draw HEIC, so null for those. */
  previewUrl: string | null;
  type: CardImageType;
  isPrimary: boolean;
}

let keySequence = 0;
const nextKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${keySequence++}`;

function previewFor(file: File): string | null {
  return /heic|heif/i.test(file.type || file.name) ? null : URL.createObjectURL(file);
}

/** The tab's Processed Cards list: it outlives the page, so an upload that finishes while the dealer is away is in it. */
const processed = processedEntries(tabStorage, fetchCard);

/**
 * The Upload screen's state: images waiting in the Current Card panel, the cards this tab processed,
 * and the actions between them. Card progress comes from the server's event stream.
 */
export function useIntakeSession() {
  const { message, notification } = App.useApp();
  const [pending, setPending] = useState<PendingImage[]>([]);
  const entries = useSyncExternalStore(processed.subscribe, processed.current);
  const [busy, setBusy] = useState(false);
  const previews = useRef(new Set<string>());
  /** Cards seen on the event stream; an event can overtake the answer that created the card. */
  const latestCards = useRef(new Map<string, Card>());
  const fresher = (card: Card): Card => {
    const seen = latestCards.current.get(card.id);
    return seen ? newerCard(card, seen) : card;
  };

  useEffect(() => {
    const urls = previews.current;
    return () => {
      processed.dropPreviews();
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  /** The listed cards changed while the page was closed (or the tab was reloaded): read them again. */
  useEffect(() => {
    void processed.refresh();
  }, []);

  const applyCard = useCallback((card: Card) => {
    processed.update((current) =>
      current.map((entry) => (entry.card?.id === card.id ? { ...entry, card } : entry)),
    );
  }, []);

  const onEvent = useCallback(
    (event: CardEvent) => {
      if (event.type === 'card.updated' && event.card) {
        latestCards.current.set(event.card.id, event.card);
        applyCard(event.card);
      }
      if (event.type === 'card.deleted') {
        processed.update((current) => current.filter((entry) => entry.card?.id !== event.cardId));
      }
    },
    [applyCard],
  );
  useCardEvents(onEvent);

  const addFiles = useCallback(
    (files: File[]) => {
      const { accepted, messages } = checkRestrictions(
        pending.map((image) => image.file),
        files,
      );
      for (const text of summariseRestrictions(messages)) message.warning(text);
      if (accepted.length === 0) return;
      setPending((current) => {
        const types = accepted.map((file, index) =>
          defaultImageType(file.name, current.length + index),
        );
        const primary = current.length === 0 ? primaryIndex(types) : -1;
        const added = accepted.map((file, index): PendingImage => {
          const previewUrl = previewFor(file);
          if (previewUrl) previews.current.add(previewUrl);
          return {
            key: nextKey('image'),
            file,
            previewUrl,
            type: types[index],
            isPrimary: index === primary,
          };
        });
        return [...current, ...added];
      });
    },
    [pending, message],
  );

  const setImageType = useCallback((key: string, type: CardImageType) => {
    setPending((current) =>
      current.map((image) => (image.key === key ? { ...image, type } : image)),
    );
  }, []);

  /** The stack's types as its pairing makes them (a stack of several cards); unchanged when they already are. */
  const setStackTypes = useCallback((types: CardImageType[]) => {
    setPending((current) =>
      current.length === types.length && current.some((image, index) => image.type !== types[index])
        ? current.map((image, index) => ({ ...image, type: types[index] }))
        : current,
    );
  }, []);

  const setPrimary = useCallback((key: string) => {
    setPending((current) => current.map((image) => ({ ...image, isPrimary: image.key === key })));
  }, []);

  const removeImage = useCallback((key: string) => {
    setPending((current) => {
      const rest = current.filter((image) => image.key !== key);
      if (rest.length > 0 && !rest.some((image) => image.isPrimary))
        rest[0] = { ...rest[0], isPrimary: true };
      return rest;
    });
  }, []);

  const clear = useCallback(() => setPending([]), []);

  /** Empties the Processed Cards list; the cards stay on /cards and in Review. */
  const clearProcessed = useCallback(() => processed.update(() => []), []);

  const updateEntry = (key: string, change: Partial<ProcessedEntry>) =>
    processed.update((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );

  /** Uploads the images; failed ones are reported by name and left out. */
  const uploadImages = async (images: PendingImage[]) => {
    const results = await mapWithConcurrency(images, UPLOAD_CONCURRENCY, (image) =>
      uploadFile(image.file),
    );
    const uploaded: { image: PendingImage; url: string }[] = [];
    const failures: string[] = [];
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') uploaded.push({ image: images[index], url: result.value });
      else failures.push(errorText(result.reason));
    });
    return { uploaded, failures };
  };

  /** All images of the panel become one card (Process Card / Process as Single Card). */
  const processAsOneCard = async () => {
    const images = pending;
    if (images.length === 0) return;
    const primary = images.find((image) => image.isPrimary) ?? images[0];
    const entry: ProcessedEntry = {
      key: nextKey('card'),
      label: primary.file.name,
      previewUrl: primary.previewUrl,
      card: null,
      error: null,
    };
    processed.update((current) => [entry, ...current]);
    setPending([]);
    setBusy(true);
    try {
      const { uploaded, failures } = await uploadImages(images);
      if (failures.length > 0) throw new Error(failures.join('; '));
      const primaryUrl =
        uploaded.find(({ image }) => image.key === primary.key)?.url ?? uploaded[0].url;
      const answered = await processCard({
        imageUrl: primaryUrl,
        images: uploaded.map(({ image, url }) => ({
          url,
          name: image.file.name,
          type: image.type,
          isPrimary: image.key === primary.key,
        })),
      });
      const card = fresher(answered);
      updateEntry(entry.key, { card });
      if (card.status === 'identified') message.success('Card Identified');
      else if (card.status === 'error')
        message.error(`Identification Failed: ${card.error ?? UNIDENTIFIED}`);
      else message.info('Card Processed: identification continues in the background.');
    } catch (error) {
      // Why it failed (a file that is no image, a refused photo): "try again" cannot help those.
      const reason = errorText(error);
      updateEntry(entry.key, { error: reason });
      message.error(`Identification Failed: ${reason}`);
    } finally {
      setBusy(false);
    }
  };

  /** Puts the images back in the Current Card panel, their placeholders gone from Processed Cards. */
  const keepPending = (images: PendingImage[], placeholderKeys: Set<string>) => {
    processed.update((current) => current.filter((entry) => !placeholderKeys.has(entry.key)));
    setPending((current) => [...images, ...current]);
  };

  /** One card per image, or per front/back pair (Process Each Separately). */
  const processSeparately = async (pairing: Pairing, storage?: ProcessBatchRequest['storage']) => {
    const images = pending;
    if (images.length === 0) return;
    const placeholders = images.map((image): ProcessedEntry => ({
      key: nextKey('upload'),
      label: image.file.name,
      previewUrl: image.previewUrl,
      card: null,
      error: null,
    }));
    processed.update((current) => [...placeholders, ...current]);
    setPending([]);
    setBusy(true);
    const placeholderKeys = new Set(placeholders.map((entry) => entry.key));
    try {
      const { uploaded, failures } = await uploadImages(images);
      if (batchWaitsForFailedUploads(failures.length, { pairing, storage })) {
        keepPending(images, placeholderKeys);
        notification.error({ message: 'Upload Failed', description: heldBatchText(failures) });
        return;
      }
      const previewByPath = new Map(uploaded.map(({ image, url }) => [objectPath(url), image]));
      const response =
        uploaded.length > 0
          ? await processBatch({
              imageUrls: uploaded.map(({ url }) => url),
              names: uploaded.map(({ image }) => image.file.name),
              pairing,
              ...(storage ? { storage } : {}),
            })
          : { processed: [], errors: [] };
      const cardEntries = response.processed.map((card): ProcessedEntry => {
        const source = card.images
          .map((image) => previewByPath.get(objectPath(image.url)))
          .find(Boolean);
        return {
          key: nextKey('card'),
          label: source?.file.name ?? card.images[0]?.name ?? 'Card',
          previewUrl: source?.previewUrl ?? null,
          card: fresher(card),
          error: null,
        };
      });
      const errorEntries = [...failures, ...response.errors.map((error) => error.error)].map(
        (error): ProcessedEntry => ({
          key: nextKey('failed'),
          label: 'Upload',
          previewUrl: null,
          card: null,
          error,
        }),
      );
      processed.update((current) => [
        ...cardEntries,
        ...errorEntries,
        ...current.filter((entry) => !placeholderKeys.has(entry.key)),
      ]);
      const failed = errorEntries.length;
      notification.success({
        message: 'Upload Complete',
        description: uploadSummary(cardEntries.length, failed),
      });
    } catch (error) {
      processed.update((current) =>
        current.map((entry) =>
          placeholderKeys.has(entry.key) ? { ...entry, error: errorText(error) } : entry,
        ),
      );
      notification.error({ message: 'Upload Failed', description: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  /** Identifies a failed card again from the images it kept. */
  const retryEntry = async (key: string) => {
    const card = entries.find((entry) => entry.key === key)?.card;
    if (!card) return;
    try {
      updateEntry(key, { card: await retryCard(card.id), error: null });
    } catch (error) {
      message.error(`Retry Failed: ${errorText(error)}`);
    }
  };

  return {
    pending,
    entries,
    busy,
    addFiles,
    setImageType,
    setStackTypes,
    setPrimary,
    removeImage,
    clear,
    clearProcessed,
    processAsOneCard,
    processSeparately,
    retryEntry,
  };
}
