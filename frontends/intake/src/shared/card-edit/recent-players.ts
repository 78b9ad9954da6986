import type { Card } from '@pennant/contracts';
import { readStoredList, writeStoredList } from '../browser-storage';
import { fitsTyped, foldName, type Suggestion } from './suggestions';

/** A player the dealer chose for a card: a stack of one team's cards names the same players again and again. */
export interface RecentPlayer {
  name: string;
  sport: string | null;
  team: string | null;
}

const STORAGE_KEY = 'pennant.recentPlayers';
/** Players remembered, the latest first. */
const KEPT = 20;

function isRecentPlayer(value: unknown): value is RecentPlayer {
  const player = value as RecentPlayer;
  return (
    typeof player === 'object' &&
    player !== null &&
    typeof player.name === 'string' &&
    (player.sport === null || typeof player.sport === 'string') &&
    (player.team === null || typeof player.team === 'string')
  );
}

/** The players chosen lately in this browser, the latest first; nothing when none or unreadable. */
export function recentPlayers(storage: Storage | undefined): RecentPlayer[] {
  return readStoredList(storage, STORAGE_KEY, isRecentPlayer, KEPT);
}

/** The list with this player first (once), the oldest dropped past KEPT. */
export function withRecentPlayer(list: RecentPlayer[], player: RecentPlayer): RecentPlayer[] {
  const name = foldName(player.name);
  return [player, ...list.filter((kept) => foldName(kept.name) !== name)].slice(0, KEPT);
}

/** Remembers the player a saved card names (the dealer typed or confirmed him). */
export function rememberPlayer(
  storage: Storage | undefined,
  card: Pick<Card, 'player' | 'sport' | 'team'>,
): void {
  if (!storage || !card.player) return;
  const player = { name: card.player, sport: card.sport, team: card.team };
  writeStoredList(storage, STORAGE_KEY, withRecentPlayer(recentPlayers(storage), player), KEPT);
}

/**
 * The players chosen lately whose names begin as typed, of the card's sport (or of none known): offered first once
 * the dealer types, so the second card of a player takes two letters.
 */
export function recentSuggestions(
  recent: RecentPlayer[],
  typed: string,
  sport: string | undefined,
): Suggestion[] {
  if (!typed.trim()) return [];
  return recent
    .filter((player) => !sport || !player.sport || player.sport === sport)
    .filter((player) => fitsTyped(player.name, typed))
    .map((player) => ({
      value: player.name,
      detail: ['chosen lately', player.team].filter(Boolean).join(' · '),
      fromCard: false,
      chosenLately: true,
    }));
}
