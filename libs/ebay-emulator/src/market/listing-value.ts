import { parseCardQuery, type SlabGrade } from './card-query';
import { cardFactor } from './market-items';
import { marketValueCents } from './price-model';

/**
 * What the seeded market would pay for the card a listing title describes: the price model
 * (player, year, rookie, autograph, grade...) times the card's own popularity, the same factor
 * Browse and Insights prices carry. Undefined when the title names no one the market knows.
 */
export function estimatedValueCents(title: string, slab?: SlabGrade): number | undefined {
  const query = parseCardQuery(title);
  if (!query.namesSomeone) return undefined;
  const player = query.player;
  const year = query.year ?? (player ? Math.round((player.firstYear + player.lastYear) / 2) : 2015);
  const value = marketValueCents({
    year,
    tier: player?.tier ?? 'common',
    rookie: query.rookie,
    autograph: query.autograph,
    relic: query.relic,
    parallel: query.parallel,
    printRun: query.printRun,
    grade: query.grade ?? slab,
  });
  return Math.round(value * cardFactor(query));
}
