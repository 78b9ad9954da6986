import { CARD_SORTS, type CardPage, type CardSort } from '@pennant/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { STATUS_FILTERS, type StatusFilter } from './service';
import { useDebounced } from '../../shared/use-debounced';

/** What /cards shows: kept in the address, so a reload, a shared link or Back returns to the same cards. */
export interface CardsView {
  status: StatusFilter;
  q: string;
  sort: CardSort;
  page: number;
}

export const DEFAULT_VIEW: CardsView = { status: 'all', q: '', sort: 'newest', page: 1 };

export const SORT_OPTIONS: { value: CardSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'value', label: 'Highest value' },
  { value: 'player', label: 'Player (A-Z)' },
  { value: 'confidence', label: 'Least sure first' },
];

const SEARCH_DELAY_MS = 300;
/** The API's limit on the search text. */
const MAX_SEARCH = 200;

function isStatusFilter(value: string | null): value is StatusFilter {
  return STATUS_FILTERS.some((filter) => filter.value === value);
}

function isCardSort(value: string | null): value is CardSort {
  return (CARD_SORTS as readonly (string | null)[]).includes(value);
}

/** The view an address asks for; anything unknown or malformed there falls back to the default. */
export function readCardsView(params: URLSearchParams): CardsView {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    status: isStatusFilter(status) ? status : DEFAULT_VIEW.status,
    q: (params.get('q') ?? '').slice(0, MAX_SEARCH),
    sort: isCardSort(sort) ? sort : DEFAULT_VIEW.sort,
    page: Number.isInteger(page) && page > 1 ? page : DEFAULT_VIEW.page,
  };
}

/** The address's query for a view: only what differs from the default, so /cards stays /cards. */
export function writeCardsView(view: CardsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status !== DEFAULT_VIEW.status) params.set('status', view.status);
  if (view.q.trim()) params.set('q', view.q);
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page));
  return params;
}

const VIEW_KEYS = ['status', 'q', 'sort', 'page'] as const;

/** The address's query with another view, keeping what else it holds (the card whose edit panel is open). */
export function withCardsView(previous: URLSearchParams, view: CardsView): URLSearchParams {
  const params = new URLSearchParams(previous);
  for (const key of VIEW_KEYS) params.delete(key);
  writeCardsView(view).forEach((value, key) => params.set(key, value));
  return params;
}

/** Another filter, search or order shows other cards, so it starts again on the first page. */
export function changedView(current: CardsView, change: Partial<CardsView>): CardsView {
  const next = { ...current, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/**
 * The page to go to when the one shown came back empty while the dealer still has cards (its last cards were
 * deleted, or an old link): the last page with cards, since an empty page has no pager to leave it by. Null when
 * the page shown is fine.
 */
export function pageWithCards(
  shown: Pick<CardPage, 'page' | 'total'> & { cards: number },
  pageSize: number,
): number | null {
  if (shown.cards > 0 || shown.total === 0 || shown.page <= 1) return null;
  const lastPage = Math.max(1, Math.ceil(shown.total / pageSize));
  return lastPage < shown.page ? lastPage : null;
}

/**
 * The view in the address, and the search box's text: the box answers every key at once, and the address
 * (with the list) follows once the dealer stops typing. An address that changes otherwise (the top navigation's
 * Cards link, Back) puts its search in the box.
 */
export function useCardsView() {
  const [params, setParams] = useSearchParams();
  const view = readCardsView(params);
  // The history entry's state (the open edit panel's mark) stays with the entry when the view is rewritten in it.
  const entryState = useRef<unknown>(null);
  entryState.current = useLocation().state;
  const [search, setSearch] = useState(view.q);
  const searched = useDebounced(search, SEARCH_DELAY_MS);
  const written = useRef(view.q);

  const change = useCallback(
    (next: Partial<CardsView>) =>
      setParams((previous) => withCardsView(previous, changedView(readCardsView(previous), next)), {
        replace: true,
        state: entryState.current,
      }),
    [setParams],
  );

  /** Searches for the text at once (Enter), with any other change in the same step. */
  const searchNow = useCallback(
    (text: string, alsoChange: Partial<CardsView> = {}) => {
      written.current = text;
      setSearch(text);
      change({ ...alsoChange, q: text });
    },
    [change],
  );

  useEffect(() => {
    if (searched === written.current) return;
    written.current = searched;
    change({ q: searched });
  }, [searched, change]);

  useEffect(() => {
    if (view.q === written.current) return;
    written.current = view.q;
    setSearch(view.q);
  }, [view.q]);

  return { view, search, setSearch, searchNow, change };
}
