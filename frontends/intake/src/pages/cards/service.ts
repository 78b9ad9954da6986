import { useApi } from '@pennant/api-client';
import type { CardPage, CardSort, CardStatus } from '@pennant/contracts';
import { sumMoney } from '@pennant/ui';
import { cardsKey } from '../../shared/cards-api';

export const PAGE_SIZE = 24;
export const SKELETON_TILES = 12;
export const EMPTY_TEXT = 'No cards found';

export type StatusFilter = 'all' | CardStatus;

/** The cards a status filter shows, as a sentence names them. */
const FILTERED_CARDS: Record<Exclude<StatusFilter, 'all'>, string> = {
  processing: 'cards being identified',
  identified: 'identified cards',
  error: 'cards in error',
  approved: 'approved cards',
  lotted: 'cards in lots',
};

/** "No identified cards match "mauer"": the spec's "No cards found" only when nothing narrows the list. */
export function emptyText(q: string, status: StatusFilter): string {
  const search = q.trim();
  if (!search && status === 'all') return EMPTY_TEXT;
  const which = `No ${status === 'all' ? 'cards' : FILTERED_CARDS[status]}`;
  return search ? `${which} match "${search}"` : which;
}

export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'identified', label: 'Identified' },
  { value: 'processing', label: 'Processing' },
  { value: 'error', label: 'Error' },
  { value: 'approved', label: 'Approved' },
  { value: 'lotted', label: 'Lotted' },
];

export interface CardStats {
  total: number;
  identified: number;
  processing: number;
  /** Identified cards that read "Check"; unknown when the figures come from the cards listed. */
  toCheck: number | null;
  /** Sum of the high estimates, a decimal string. */
  estimatedValue: string;
  /** True when the value is a sum over the cards shown rather than all cards. */
  partialValue: boolean;
}

export function useCardList(status: StatusFilter, q: string, sort: CardSort, page: number) {
  return useApi<CardPage>(
    cardsKey({
      status: status === 'all' ? undefined : status,
      q,
      sort: sort === 'newest' ? undefined : sort,
      page,
      pageSize: PAGE_SIZE,
    }),
  );
}

/**
 * The four figures above the grid: from the list's summary when the server gives one, else from
 * per-status totals and the high estimates of the first page of all cards.
 */
export function useCardStats(summarySource: CardPage | null | undefined): {
  stats: CardStats | null;
  isLoading: boolean;
} {
  const summary = summarySource?.summary;
  const needFallback = summarySource !== undefined && summarySource !== null && !summary;
  const all = useApi<CardPage>(needFallback ? cardsKey({ pageSize: 100 }) : null);
  const identified = useApi<CardPage>(
    needFallback ? cardsKey({ status: 'identified', pageSize: 1 }) : null,
  );
  const processing = useApi<CardPage>(
    needFallback ? cardsKey({ status: 'processing', pageSize: 1 }) : null,
  );

  if (summary) {
    return {
      isLoading: false,
      stats: {
        total: summary.total,
        identified: summary.byStatus.identified ?? 0,
        processing: summary.byStatus.processing ?? 0,
        toCheck: summary.toCheck,
        estimatedValue: summary.estimatedHighTotal,
        partialValue: false,
      },
    };
  }
  if (!all.data || !identified.data || !processing.data) {
    return {
      stats: null,
      isLoading:
        summarySource === undefined ||
        all.isLoading ||
        identified.isLoading ||
        processing.isLoading,
    };
  }
  return {
    isLoading: false,
    stats: {
      total: all.data.total,
      identified: identified.data.total,
      processing: processing.data.total,
      toCheck: null,
      estimatedValue: sumMoney(all.data.items.map((card) => card.estimatedHigh)),
      partialValue: all.data.total > all.data.items.length,
    },
  };
}

/** "Ready for review", and how many of those the engine is not sure of (they read "Check"). */
export function identifiedHint(toCheck: number | null): string {
  if (!toCheck) return 'Ready for review';
  return `Ready for review · ${toCheck.toLocaleString('en-US')} marked Check`;
}
