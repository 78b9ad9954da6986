/**
 * Players the market knows to be in demand, with the seasons their cards come from. Everyone else
 * trades as a common. Names only (facts, not a licensed list).
 */

export type PlayerTier = 'legend' | 'star' | 'common';

export interface KnownPlayer {
  name: string;
  tier: Exclude<PlayerTier, 'common'>;
  firstYear: number;
  lastYear: number;
}

const LEGENDS: readonly Career[] = [
  ['Babe Ruth', 1914, 1935],
  ['Lou Gehrig', 1923, 1939],
  ['Jackie Robinson', 1947, 1956],
  ['Mickey Mantle', 1951, 1968],
  ['Willie Mays', 1951, 1973],
  ['Hank Aaron', 1954, 1976],
  ['Roberto Clemente', 1955, 1972],
  ['Ted Williams', 1939, 1960],
  ['Sandy Koufax', 1955, 1966],
  ['Nolan Ryan', 1966, 1993],
  ['Michael Jordan', 1984, 2003],
  ['LeBron James', 2003, 2025],
  ['Tom Brady', 2000, 2022],
  ['Wayne Gretzky', 1979, 1999],
  ['Shohei Ohtani', 2018, 2025],
];

const STARS: readonly Career[] = [
  ['Mike Trout', 2011, 2025],
  ['Aaron Judge', 2016, 2025],
  ['Juan Soto', 2018, 2025],
  ['Ronald Acuna', 2018, 2025],
  ['Fernando Tatis', 2019, 2025],
  ['Julio Rodriguez', 2022, 2025],
  ['Gunnar Henderson', 2022, 2025],
  ['Elly De La Cruz', 2023, 2025],
  ['Paul Skenes', 2024, 2025],
  ['Ken Griffey', 1989, 2010],
  ['Derek Jeter', 1993, 2014],
  ['Cal Ripken', 1982, 2001],
  ['Ichiro Suzuki', 2001, 2019],
  ['Albert Pujols', 2001, 2022],
  ['Barry Bonds', 1986, 2007],
  ['Frank Thomas', 1990, 2008],
  ['Chipper Jones', 1993, 2012],
  ['Mookie Betts', 2014, 2025],
  ['Bryce Harper', 2012, 2025],
  ['Kobe Bryant', 1996, 2016],
  ['Stephen Curry', 2009, 2025],
  ['Victor Wembanyama', 2023, 2025],
  ['Luka Doncic', 2018, 2025],
  ['Patrick Mahomes', 2017, 2025],
  ['Connor McDavid', 2015, 2025],
];

type Career = readonly [name: string, firstYear: number, lastYear: number];

function playersOf(tier: KnownPlayer['tier'], careers: readonly Career[]): KnownPlayer[] {
  return careers.map(([name, firstYear, lastYear]) => ({ name, tier, firstYear, lastYear }));
}

export const KNOWN_PLAYERS: readonly KnownPlayer[] = [
  ...playersOf('legend', LEGENDS),
  ...playersOf('star', STARS),
];

/** The known player whose every name word is among the query words. */
export function findKnownPlayer(words: readonly string[]): KnownPlayer | undefined {
  return KNOWN_PLAYERS.find((player) =>
    player.name
      .toLowerCase()
      .split(' ')
      .every((part) => words.includes(part)),
  );
}
