import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BRANDS, KnownBrand, KnownSet, SETS } from './known-brands';
import { KnownTeam, NBA_TEAMS, NFL_TEAMS, NHL_TEAMS } from './known-teams';

export type Sport = 'baseball' | 'basketball' | 'football' | 'hockey';

export interface CatalogPlayer {
  sport: Sport;
  first: string;
  /** The surname alone, without a generational suffix. */
  last: string;
  /** "Jr.", "Sr.", "II", "III", "IV"; empty when none. */
  suffix: string;
  /** As cards and listings print it: "Ken Griffey Jr.", but "Pete Rose" (a father's cards print no "Sr."). */
  name: string;
  /** First and last season played (null where the source has no career years). */
  from: number | null;
  to: number | null;
  /** Team name per season, where the source knows it. */
  teams: Map<number, string[]>;
  /** Career points, a goalie's wins counting two (hockey): how well known he is; null where the source has none. */
  renown: number | null;
}

export interface CatalogTeam extends KnownTeam {
  sport: Sport;
}

export interface ChecklistEntry {
  sport: string;
  year: number;
  /** Season as printed for hockey and basketball ("1979-80"), else the year. */
  yearLabel: string;
  product: string;
  brand: string;
  subset: string;
  number: string;
  name: string;
  attributes: string[];
  numberedTo: string | null;
}

export interface Catalog {
  players: CatalogPlayer[];
  teams: CatalogTeam[];
  brands: KnownBrand[];
  sets: KnownSet[];
  checklist: ChecklistEntry[];
}

// Found through the package, not __dirname: inside the bundled server __dirname is backend/dist.
const dataDir = join(
  dirname(createRequire(__filename).resolve('@pennant/card-recognition/package.json')),
  'catalog-data',
);

function readTsv(file: string): string[][] {
  const text = gunzipSync(readFileSync(join(dataDir, file))).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => line.split('\t'));
}

type TeamRuns = Map<string, { from: number; to: number; name: string }[]>;

/** Team names by code and season, from mlb-teams.tsv.gz (Lahman) or nhl-teams.tsv.gz (Hockey Databank). */
function readTeamNames(file: string): TeamRuns {
  const runs: TeamRuns = new Map();
  for (const [teamId, from, to, name] of readTsv(file).slice(1)) {
    const list = runs.get(teamId) ?? [];
    list.push({ from: Number(from), to: Number(to), name });
    runs.set(teamId, list);
  }
  return runs;
}

function mlbTeams(names: TeamRuns): CatalogTeam[] {
  const byName = new Map<string, CatalogTeam>();
  for (const [teamId, runs] of names) {
    for (const run of runs) {
      const known = byName.get(run.name);
      if (known) {
        known.from = Math.min(known.from, run.from);
        known.to = Math.max(known.to ?? run.to, run.to);
        if (!known.codes?.includes(teamId)) known.codes?.push(teamId);
        continue;
      }
      const nickname = run.name.split(' ').slice(-1)[0];
      byName.set(run.name, {
        sport: 'baseball',
        name: run.name,
        nickname,
        from: run.from,
        to: run.to,
        codes: [teamId],
      });
    }
  }
  const lastSeason = Math.max(...[...byName.values()].map((team) => team.to ?? 0));
  for (const team of byName.values()) if (team.to === lastSeason) team.to = null;
  return [...byName.values()];
}

function printedName(first: string, last: string, suffix: string): string {
  return [first, last, suffix === 'Sr.' ? '' : suffix].filter(Boolean).join(' ');
}

function readPlayers(teamNames: Partial<Record<Sport, TeamRuns>>): CatalogPlayer[] {
  const teamName = (sport: Sport, teamId: string, year: number) =>
    teamNames[sport]?.get(teamId)?.find((run) => run.from <= year && year <= run.to)?.name ?? null;
  return readTsv('players.tsv.gz')
    .slice(1)
    .map(([sport, first, last, from, to, seasons, renown, suffix = '']) => {
      const teams = new Map<number, string[]>();
      for (const season of seasons ? seasons.split(',') : []) {
        const [year, teamId] = season.split(':');
        const name = teamName(sport as Sport, teamId, Number(year));
        if (name) teams.set(Number(year), [...(teams.get(Number(year)) ?? []), name]);
      }
      return {
        sport: sport as Sport,
        first,
        last,
        suffix,
        name: printedName(first, last, suffix),
        from: from ? Number(from) : null,
        to: to ? Number(to) : null,
        teams,
        renown: renown ? Number(renown) : null,
      };
    });
}

function readChecklist(): ChecklistEntry[] {
  const entries: ChecklistEntry[] = [];
  let release: string[] = [];
  for (const fields of readTsv('checklists.tsv.gz')) {
    if (fields[0].startsWith('# ')) continue;
    if (fields[0].startsWith('#')) {
      release = [fields[0].slice(1), ...fields.slice(1)];
      continue;
    }
    const [sport, yearLabel, product, brand, subset] = release;
    const [number, name, attributes, numberedTo] = fields;
    entries.push({
      sport,
      year: Number(yearLabel.slice(0, 4)),
      yearLabel,
      product,
      brand,
      subset,
      number,
      name,
      attributes: attributes ? attributes.split('|') : [],
      numberedTo: numberedTo || null,
    });
  }
  return entries;
}

let cached: Catalog | null = null;

/** The shipped catalogs, parsed once per process (well under a second). */
export function loadCatalog(): Catalog {
  if (cached) return cached;
  const teamNames = readTeamNames('mlb-teams.tsv.gz');
  const teams: CatalogTeam[] = [
    ...mlbTeams(teamNames),
    ...NHL_TEAMS.map((team) => ({ ...team, sport: 'hockey' as const })),
    ...NFL_TEAMS.map((team) => ({ ...team, sport: 'football' as const })),
    ...NBA_TEAMS.map((team) => ({ ...team, sport: 'basketball' as const })),
  ];
  cached = {
    players: readPlayers({ baseball: teamNames, hockey: readTeamNames('nhl-teams.tsv.gz') }),
    teams,
    brands: BRANDS,
    sets: SETS,
    checklist: readChecklist(),
  };
  return cached;
}
