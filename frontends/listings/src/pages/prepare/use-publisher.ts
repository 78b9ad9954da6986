import type { PublishListingsRequest, PublishListingsResponse } from '@pennant/contracts';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { errorText, publishListings, setupMissing } from '../../shared/listings-api';
import { useLiveListings } from '../../shared/use-live-listings';
import {
  applyListingEvent,
  NO_PROGRESS,
  refusalText,
  startPublishing,
  type PublishProgress,
} from './publish-progress';

export interface Publisher {
  progress: PublishProgress;
  /** What the selling setup still lacks, when a publish was refused for it (409). */
  missing: string[] | null;
  busy: boolean;
  publish: (request: PublishListingsRequest) => Promise<PublishListingsResponse | null>;
  dismiss: () => void;
}

/**
 * Publishing from /prepare: sends cards and lots to eBay and follows each listing live on the
 * event stream (publishing, then active with its eBay link, or error with eBay's reasons). The
 * lists on screen are re-read as listings and cards change.
 */
export function usePublisher(): Publisher {
  const { notification } = App.useApp();
  const [progress, setProgress] = useState<PublishProgress>(NO_PROGRESS);
  const [missing, setMissing] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  useLiveListings((event) => setProgress((current) => applyListingEvent(current, event)));

  const publish = useCallback(
    async (request: PublishListingsRequest) => {
      setBusy(true);
      try {
        const response = await publishListings(request);
        setMissing(null);
        setProgress((current) => startPublishing(current, response));
        const queued = response.queued.length;
        if (queued > 0)
          notification.info({
            message: 'Publishing to eBay',
            description: `${queued} listing${queued === 1 ? ' is' : 's are'} on the way; each shows its eBay link when live.`,
          });
        else
          notification.error({
            message: 'Nothing Published',
            description: response.errors.map(refusalText).join('; ') || undefined,
          });
        return response;
      } catch (error) {
        const pieces = setupMissing(error);
        if (pieces) setMissing(pieces);
        else notification.error({ message: 'Publishing Failed', description: errorText(error) });
        return null;
      } finally {
        setBusy(false);
      }
    },
    [notification],
  );

  const dismiss = useCallback(() => {
    setMissing(null);
    setProgress(NO_PROGRESS);
  }, []);

  return { progress, missing, busy, publish, dismiss };
}
