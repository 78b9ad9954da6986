import type { DealerHints } from '@pennant/card-recognition';
import type { Card } from './entities/card.entity';

/** What the dealer's corrections teach identification: the names and sets they typed. */
export function hintsFromCorrections(cards: Card[]): DealerHints {
  const players = new Map<string, NonNullable<DealerHints['players']>[number]>();
  const sets = new Map<string, NonNullable<DealerHints['sets']>[number]>();
  for (const card of cards) {
    const corrected = new Set(card.correctedFields);
    if (card.player && (corrected.has('player') || corrected.has('team'))) {
      const key = `${card.player}|${card.team ?? ''}`.toLowerCase();
      if (!players.has(key))
        players.set(key, { name: card.player, team: card.team, sport: card.sport });
    }
    if (card.set && (corrected.has('set') || corrected.has('brand') || corrected.has('year'))) {
      const key = `${card.brand ?? ''}|${card.set}|${card.year ?? ''}`.toLowerCase();
      if (!sets.has(key)) sets.set(key, { brand: card.brand, set: card.set, year: card.year });
    }
  }
  return { players: [...players.values()], sets: [...sets.values()] };
}
