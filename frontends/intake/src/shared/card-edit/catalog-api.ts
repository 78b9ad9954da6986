import { apiRequest, queryPath, useApi } from '@pennant/api-client';
import type {
  BrandSuggestion,
  CardSport,
  CatalogCard,
  CatalogCardQuery,
  PlayerSuggestion,
  SetSuggestion,
} from '@pennant/contracts';
import { useRef } from 'react';
import useSWR from 'swr';
import { useDebounced } from '../use-debounced';

const CATALOG_PATH = '/api/catalog';
/** Requests wait for a pause in typing this long. */
export const TYPE_AHEAD_DELAY_MS = 200;
const SUGGESTIONS = 10;

type SuggestionRoute = 'players' | 'brands' | 'sets';

/** What the type-ahead asks about: the debounced text, and the card's sport and year where known. */
function useSuggestionsKey(
  route: SuggestionRoute,
  typed: string,
  filters: Record<string, string | number | undefined>,
): { key: string | null; settling: boolean } {
  const text = typed.trim();
  const q = useDebounced(text, TYPE_AHEAD_DELAY_MS);
  return {
    key: q ? queryPath(`${CATALOG_PATH}/${route}`, { q, ...filters, limit: SUGGESTIONS }) : null,
    settling: text !== '' && text !== q,
  };
}

/**
 * The catalog's answer for what is typed, the last answer shown while the next comes. It is loading until typing has
 * paused and the answer for those letters came: an Enter in that time waits for it (see CatalogField) rather than
 * take a suggestion for other letters, or save the letters typed so far.
 */
function useSuggestions<T>(
  route: SuggestionRoute,
  typed: string,
  filters: Record<string, string | number | undefined> = {},
): { data?: T[] | null; isLoading: boolean } {
  const { key, settling } = useSuggestionsKey(route, typed, filters);
  // Not keepPreviousData: SWR's isLoading is false for a render after the key changes, with the last key's data.
  const answer = useApi<T[]>(key);
  const lastAnswer = useRef<T[] | null | undefined>(undefined);
  if (answer.data !== undefined) lastAnswer.current = answer.data;
  const answered = key === null || answer.data !== undefined || answer.error !== undefined;
  return { data: answer.data ?? lastAnswer.current, isLoading: settling || !answered };
}

export function usePlayerSuggestions(
  typed: string,
  sport?: CardSport,
  year?: number,
  team?: string,
) {
  return useSuggestions<PlayerSuggestion>('players', typed, { sport, year, team });
}

export function useBrandSuggestions(typed: string) {
  return useSuggestions<BrandSuggestion>('brands', typed);
}

export function useSetSuggestions(typed: string, brand?: string, year?: number, sport?: CardSport) {
  return useSuggestions<SetSuggestion>('sets', typed, { brand, year, sport });
}

/**
 * What the rosters and checklists tell about the card, as the server looks it up on saving: with everything the
 * form holds first, and when no checklisted card fits that, with the player, year and sport alone.
 */
async function lookUpCard(path: string): Promise<CatalogCard> {
  const everything = await apiRequest<CatalogCard>('GET', path);
  const asked = new URL(path, 'http://pennant').searchParams;
  const narrowed = ['brand', 'set', 'cardNumber'].some((name) => asked.has(name));
  if (everything.checklist.length > 0 || !narrowed) return everything;
  const byPlayer = queryPath(`${CATALOG_PATH}/card`, {
    player: asked.get('player'),
    year: asked.get('year'),
    sport: asked.get('sport'),
  });
  return apiRequest<CatalogCard>('GET', byPlayer);
}

/** The preview of a correction (nothing without a player); waits for a pause in typing. */
export function useCardPreview(query: CatalogCardQuery | null) {
  const path = useDebounced(
    query ? queryPath(`${CATALOG_PATH}/card`, { ...query }) : null,
    TYPE_AHEAD_DELAY_MS,
  );
  return useSWR<CatalogCard>(path ? [path, 'preview'] : null, () => lookUpCard(path!), {
    keepPreviousData: true,
  });
}
