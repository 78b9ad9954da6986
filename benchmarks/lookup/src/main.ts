// `npm run bench:lookup`: how long the review panel's type-ahead takes to answer, once the catalogs are loaded
// (the server loads them at start): player searches as a dealer types them, with and without the card's sport and
// year, then makers and sets. Prints the load time and p50 / p95 / max per query kind.
import { parseArgs } from 'node:util';
import {
  percentile,
  searchBrands,
  searchPlayers,
  searchSets,
  warmUpLookup,
} from '@pennant/card-recognition';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const ROUNDS = Number(args.rounds);

/** What a dealer types, letter by letter, to reach these players. */
const TYPED_PLAYERS = [
  'mario lemieux',
  'ken griffey',
  'jagr',
  'alexei morozov',
  'wayne gre',
  'roy',
  'bo',
];
const TYPED_MAKERS = ['upper deck', 'topps', 'o-pee'];

function prefixesOf(text: string): string[] {
  return [...text].map((_, i) => text.slice(0, i + 1));
}

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

function report(label: string, times: number[]): void {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `${label.padEnd(34)} ${String(times.length).padStart(5)} queries  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(Math.max(...times))}`,
  );
}

function main(): void {
  const loadMs = timed(() => warmUpLookup());
  console.log(`catalogs loaded in ${loadMs.toFixed(0)} ms`);
  const players = TYPED_PLAYERS.flatMap(prefixesOf);
  const makers = TYPED_MAKERS.flatMap(prefixesOf);
  const anyPlayer: number[] = [];
  const ofCard: number[] = [];
  const makersAndSets: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of players) {
      anyPlayer.push(timed(() => searchPlayers(query)));
      ofCard.push(timed(() => searchPlayers(query, { sport: 'hockey', year: 1993 })));
    }
    for (const query of makers) {
      makersAndSets.push(timed(() => searchBrands(query)));
      makersAndSets.push(timed(() => searchSets(query, {})));
    }
  }
  report('players, any sport or year', anyPlayer);
  report("players, the card's sport and year", ofCard);
  report('makers and sets', makersAndSets);
}

main();
