import { apiRequest, queryPath, useApi } from '@pennant/api-client';
import type {
  BrandSuggestion,
  CardSport,
  CatalogCard,
  CatalogCardQuery,
  PlayerSuggestion,
  SetSuggestion,
} from '@pennant/contracts';
import useSWR from 'swr';
import { useDebounced } from '../use-debounced';

const CATALOG_PATH = '/api/catalog';
/** Requests wait for a pause in typing this long. */
export const TYPE_AHEAD_DELAY_MS = 200;
const SUGGESTIONS = 10;

/** What the type-ahead asks about: the debounced text, and the card's sport and year where known. */
function useSuggestionsKey(
  route: 'players' | 'brands' | 'sets',
  typed: string,
  filters: Record<string, string | number | undefined>,
): string | null {
  const q = useDebounced(typed.trim(), TYPE_AHEAD_DELAY_MS);
  return q ? queryPath(`${CATALOG_PATH}/${route}`, { q, ...filters, limit: SUGGESTIONS }) : null;
}

export function usePlayerSuggestions(
  typed: string,
  sport?: CardSport,
  year?: number,
  team?: string,
) {
  const key = useSuggestionsKey('players', typed, { sport, year, team });
  return useApi<PlayerSuggestion[]>(key, { keepPreviousData: true });
}

export function useBrandSuggestions(typed: string) {
  const key = useSuggestionsKey('brands', typed, {});
  return useApi<BrandSuggestion[]>(key, { keepPreviousData: true });
}

export function useSetSuggestions(typed: string, brand?: string, year?: number, sport?: CardSport) {
  const key = useSuggestionsKey('sets', typed, { brand, year, sport });
  return useApi<SetSuggestion[]>(key, { keepPreviousData: true });
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
