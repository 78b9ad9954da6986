import type { Card, CardSport } from '@pennant/contracts';
import { useMemo } from 'react';
import { useBrandSuggestions, usePlayerSuggestions, useSetSuggestions } from './catalog-api';
import { browserStorage } from '../browser-storage';
import { CatalogField } from './catalog-field';
import { recentPlayers, recentSuggestions } from './recent-players';
import {
  brandSuggestion,
  candidatesFirst,
  candidatesOfSport,
  fitsTyped,
  namedCandidateSuggestion,
  playerCandidateSuggestion,
  playerSuggestion,
  setSuggestion,
  teamFirst,
  type Suggestion,
} from './suggestions';

interface TypeAheadProps {
  /** The card being edited: its candidates, and what it read before the dealer typed. */
  card: Card;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  status?: 'warning';
}

/** What the dealer has typed: nothing while the field still holds what the card read (all candidates show). */
function typedText(value: string | undefined, original: string | null): string {
  const text = value ?? '';
  return text === (original ?? '') ? '' : text;
}

function withData<T>(
  answer: { data?: T[] | null; isLoading: boolean },
  reorder: (items: T[]) => T[],
): { data: T[]; isLoading: boolean } {
  return { data: reorder(answer.data ?? []), isLoading: answer.isLoading };
}

/** The list under a type-ahead: the card's candidates that fit, then the catalog's answer for what is typed. */
function typeAheadOptions<T>(
  typed: string,
  candidates: Suggestion[],
  catalog: { data?: T[] | null; isLoading: boolean },
  toSuggestion: (item: T) => Suggestion,
  lately: Suggestion[] = [],
): { options: Suggestion[]; loading: boolean; highlightFirst: boolean } {
  // While the answer for these letters comes, the last answer shows only where it still fits them: a list for
  // "sh" must not stand, highlighted, for "magr" (Enter would take its first name).
  const found = typed
    ? (catalog.data ?? [])
        .map(toSuggestion)
        .filter((suggestion) => !catalog.isLoading || fitsTyped(suggestion.value, typed))
    : [];
  return {
    options: candidatesFirst(candidates, found, typed, { lately }),
    loading: catalog.isLoading,
    highlightFirst: typed !== '',
  };
}

export function PlayerField({
  card,
  sport,
  year,
  ...field
}: TypeAheadProps & { sport?: CardSport; year?: number }) {
  const typed = typedText(field.value, card.player);
  // Read from storage once a card, not on every keystroke: another card opened reads it again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the card's id is the reason to read again, not an input
  const recent = useMemo(() => recentPlayers(browserStorage()), [card.id]);
  const list = typeAheadOptions(
    typed,
    candidatesOfSport(card.candidates?.player ?? [], sport).map(playerCandidateSuggestion),
    withData(usePlayerSuggestions(typed, sport, year, card.team ?? undefined), (players) =>
      teamFirst(players, card.team),
    ),
    playerSuggestion,
    recentSuggestions(recent, typed, sport),
  );
  return <CatalogField {...field} {...list} placeholder="Type a name: gretz, w gretzky" />;
}

export function BrandField({ card, ...field }: TypeAheadProps) {
  const typed = typedText(field.value, card.brand);
  const list = typeAheadOptions(
    typed,
    (card.candidates?.brand ?? []).map(namedCandidateSuggestion),
    useBrandSuggestions(typed),
    brandSuggestion,
  );
  return <CatalogField {...field} {...list} placeholder="e.g. Topps" />;
}

export function SetField({
  card,
  brand,
  year,
  sport,
  ...field
}: TypeAheadProps & { brand?: string; year?: number; sport?: CardSport }) {
  const typed = typedText(field.value, card.set);
  const list = typeAheadOptions(
    typed,
    (card.candidates?.set ?? []).map(namedCandidateSuggestion),
    useSetSuggestions(typed, brand, year, sport),
    setSuggestion,
  );
  return <CatalogField {...field} {...list} placeholder="e.g. Chrome" />;
}
