import type { CatalogPlayer } from '../catalog';
import { loadCatalog } from '../catalog';
import { simplify } from '../parse/text';
import { similaritySimplified } from './fuzzy';
import { cityOf, withoutAllStars } from './teams';

export interface RosterMatch {
  player: CatalogPlayer;
  /** The team (city) read on the card that the player played for. */
  team: string;
  surnameScore: number;
}

interface CityIndex {
  /** Simplified city -> players who played for a team of that city, with their seasons there. */
  players: Map<string, { player: CatalogPlayer; seasons: number[]; team: string }[]>;
  cities: string[];
  /** Simplified nickname -> the cities of the catalog's teams that used it ("twins" -> minnesota). */
  citiesByNickname: Map<string, Set<string>>;
}

let index: CityIndex | null = null;

function cityIndex(): CityIndex {
  if (index) return index;
  const catalog = loadCatalog();
  const cityByTeam = new Map(catalog.teams.map((team) => [team.name, cityOf(team)]));
  const players = new Map<string, { player: CatalogPlayer; seasons: number[]; team: string }[]>();
  for (const player of catalog.players) {
    const byCity = new Map<string, { seasons: number[]; team: string }>();
    for (const [season, teams] of player.teams) {
      for (const team of teams) {
        const city = cityByTeam.get(team);
        if (!city) continue;
        const entry = byCity.get(city) ?? { seasons: [], team };
        entry.seasons.push(season);
        byCity.set(city, entry);
      }
    }
    for (const [city, entry] of byCity)
      players.set(city, [...(players.get(city) ?? []), { player, ...entry }]);
  }
  const citiesByNickname = new Map<string, Set<string>>();
  // Every sport's nicknames: hockey fronts print "PENGUINS" beside "LEMIEUX" as baseball's print "TWINS".
  for (const team of catalog.teams) {
    const nickname = simplify(team.nickname);
    const city = cityByTeam.get(team.name);
    if (nickname.length < 4 || !city || !players.has(city)) continue;
    citiesByNickname.set(nickname, (citiesByNickname.get(nickname) ?? new Set()).add(city));
  }
  index = {
    players,
    cities: [...players.keys()].filter((city) => city.length >= 4),
    citiesByNickname,
  };
  return index;
}

/** City abbreviations printed on old cards ("N. Y. NAT'L", "PHILA. AMER."). */
const CITY_ABBREVIATIONS: Record<string, string> = {
  ny: 'new york',
  phila: 'philadelphia',
  bklyn: 'brooklyn',
  wash: 'washington',
  stl: 'st louis',
  cinti: 'cincinnati',
};

/** Cities of teams named in short lines ("WAGNER, PITTSBURG", "MINNESOTA TWINS"), OCR errors tolerated. */
function citiesIn(words: string[]): string[] {
  const found = new Set<string>();
  const joined = words.join(' ').replace(/\b([a-z]) ([a-z])\b/g, '$1$2');
  for (const [abbreviation, city] of Object.entries(CITY_ABBREVIATIONS)) {
    if (new RegExp(`\\b${abbreviation}\\b`).test(joined)) found.add(city);
  }
  // Modern fronts print the nickname, not the city ("VARGAS, K., TWINS").
  for (const word of words)
    for (const city of cityIndex().citiesByNickname.get(word) ?? []) found.add(city);
  for (const city of cityIndex().cities) {
    const size = city.split(' ').length;
    for (let i = 0; i + size <= words.length; i++) {
      if (similaritySimplified(words.slice(i, i + size).join(' '), city) >= 0.85) found.add(city);
    }
  }
  return [...found];
}

/** A surname read whole, or cut short by OCR ("NOLA" for Nolasco) when the first name was read too. */
function surnameFit(word: string, surname: string, firstNamed: boolean): number {
  const whole = similaritySimplified(word, surname);
  if (whole >= 0.85 || !firstNamed) return whole;
  return surname.startsWith(word) && word.length * 2 >= surname.length ? 0.85 : whole;
}

/**
 * A surname printed with the team's city and no full name ("COBB. DETROIT" on a T206, "/GORDON ... TWINS"):
 * the players who played for that city whose surname fits, the year (when known) and the longest stay there first.
 */
export function matchByRoster(lines: string[], year: number | null): RosterMatch | null {
  const short = lines.filter((line) => line.trim().split(/\s+/).length <= 5);
  const words = withoutAllStars(simplify(short.join(' ')))
    .split(' ')
    .filter(Boolean);
  const surnames = words.filter((word) => word.length >= 3);
  let best: (RosterMatch & { rank: number }) | null = null;
  for (const city of citiesIn(words)) {
    for (const { player, seasons, team } of cityIndex().players.get(city) ?? []) {
      if (year !== null && !seasons.some((season) => Math.abs(season - year) <= 1)) continue;
      const surname = simplify(player.last);
      if (city.includes(surname)) continue;
      const first = simplify(player.first);
      const firstNamed = words.some(
        (word) => word.length >= 2 && similaritySimplified(word, first) >= 0.8,
      );
      const surnameScore = Math.max(
        0,
        ...surnames.map((word) => surnameFit(word, surname, firstNamed)),
      );
      if (surnameScore < 0.85) continue;
      const rank = surnameScore * 100 + (firstNamed ? 50 : 0) + Math.min(seasons.length, 20);
      if (!best || rank > best.rank) best = { player, team, surnameScore, rank };
    }
  }
  return best && { player: best.player, team: best.team, surnameScore: best.surnameScore };
}
