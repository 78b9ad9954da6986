/**
 * Builds the catalogs shipped in `catalog-data/` from the shared source folder (default ../shared/catalog).
 *
 *   npx tsx libs/card-recognition/scripts/build-catalogs.ts [--source <folder>]
 *
 * Only licence-clean sources are read: Lahman (CC BY-SA 3.0), Chadwick Register (ODC-By 1.0),
 * nba_api static data (MIT), JunkWaxData CardLists (MIT) and the Hockey Databank (free use on condition
 * that the product shows its attribution statement in full: kept in catalog-data/ATTRIBUTION.md).
 * data4births has no licence and is never read.
 */
import { createReadStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';

const outputDir = resolve(__dirname, '../catalog-data');

function sourceDir(): string {
  const flag = process.argv.indexOf('--source');
  if (flag >= 0 && process.argv[flag + 1]) return resolve(process.argv[flag + 1]);
  return resolve(__dirname, '../../../../shared/catalog');
}

/** Splits one CSV line, honouring double-quoted fields. */
function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

async function readCsv(path: string): Promise<Record<string, string>[]> {
  const rows: Record<string, string>[] = [];
  let header: string[] | null = null;
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    const fields = splitCsvLine(line);
    if (!header) {
      header = fields;
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((name, i) => (row[name] = fields[i] ?? ''));
    rows.push(row);
  }
  return rows;
}

const clean = (value: string) => value.replace(/[\t\n\r]/g, ' ').trim();

interface PlayerRow {
  sport: string;
  first: string;
  /** The surname alone: a generational suffix goes in `suffix`, so "GRIFFEY" finds both Griffeys. */
  last: string;
  /** "Jr.", "Sr.", "II", "III"... as the player is known ("Ken Griffey Jr."); empty when none. */
  suffix: string;
  /** `year:teamId` pairs (baseball) */
  seasons: string[];
  from: number | null;
  to: number | null;
  /** Career points, a goalie's wins counting two (hockey): how well known the player is. Null where unknown. */
  renown?: number | null;
}

async function buildBaseballPlayers(source: string): Promise<PlayerRow[]> {
  const seasonsByPlayer = new Map<string, PlayerRow>();
  for (const row of await readCsv(join(source, 'lahman-2026/player_team_years.csv'))) {
    let player = seasonsByPlayer.get(row.playerID);
    if (!player) {
      player = {
        sport: 'baseball',
        first: clean(row.nameFirst),
        ...withSuffixApart(clean(row.nameLast)),
        seasons: [],
        from: null,
        to: null,
      };
      seasonsByPlayer.set(row.playerID, player);
    }
    const year = Number(row.yearID);
    player.seasons.push(`${year}:${row.teamID}`);
    player.from = Math.min(player.from ?? year, year);
    player.to = Math.max(player.to ?? year, year);
  }
  // Chadwick adds players who debuted after the Lahman edition, and accented spellings.
  for (const row of await readCsv(join(source, 'chadwick-register/mlb_players.csv'))) {
    const known = seasonsByPlayer.get(row.key_bbref);
    const from = Number(row.mlb_played_first) || null;
    const to = Number(row.mlb_played_last) || null;
    if (known) {
      if (to && known.to && to > known.to) known.to = to;
      // Lahman spells no suffix: Ken Griffey and Ken Griffey Jr. are both "Ken Griffey" there.
      known.suffix = suffixAsWritten(KNOWN_SUFFIXES[row.key_bbref] ?? row.name_suffix ?? '');
      const accented = clean(row.name_first) !== known.first || clean(row.name_last) !== known.last;
      if (accented && fold(row.name_last) === fold(known.last)) {
        known.first = clean(row.name_first) || known.first;
        known.last = clean(row.name_last);
      }
      continue;
    }
    if (!row.name_last || !from) continue;
    seasonsByPlayer.set(row.key_person, {
      sport: 'baseball',
      first: clean(row.name_first),
      last: clean(row.name_last),
      suffix: suffixAsWritten(KNOWN_SUFFIXES[row.key_bbref] ?? row.name_suffix ?? ''),
      seasons: [],
      from,
      to,
    });
  }
  return [...seasonsByPlayer.values()];
}

/** Suffixes the Chadwick Register leaves out ("Vladimir Guerrero Jr."), by Baseball-Reference id. */
const KNOWN_SUFFIXES: Record<string, string> = JSON.parse(
  readFileSync(join(__dirname, 'known-suffixes.json'), 'utf8'),
).baseball;

const SUFFIX = /\s+(jr|sr|ii|iii|iv|v)\.?$/i;

/** "Jr" and "jr." as "Jr.", "iii" as "III": how a card and a listing write the suffix. */
function suffixAsWritten(suffix: string): string {
  const bare = clean(suffix).replace(/\.$/, '');
  // The register's suffix column holds a few other words ("ELI"): only generational suffixes count.
  if (!/^(jr|sr|ii|iii|iv|v)$/i.test(bare)) return '';
  return /^(jr|sr)$/i.test(bare)
    ? `${bare[0].toUpperCase()}${bare[1].toLowerCase()}.`
    : bare.toUpperCase();
}

/** A surname as a source gives it, a suffix included ("Bagley III", "Karmanos Jr."), and the suffix apart. */
function withSuffixApart(last: string): { last: string; suffix: string } {
  const match = SUFFIX.exec(last);
  return match
    ? { last: last.slice(0, match.index).trim(), suffix: suffixAsWritten(match[1]) }
    : { last, suffix: '' };
}

function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

async function buildBasketballPlayers(source: string): Promise<PlayerRow[]> {
  const players: PlayerRow[] = [];
  for (const file of ['nba_players.csv', 'wnba_players.csv']) {
    for (const row of await readCsv(join(source, 'nba_api-static', file))) {
      if (!row.last_name) continue;
      players.push({
        sport: 'basketball',
        first: clean(row.first_name),
        ...withSuffixApart(clean(row.last_name)),
        seasons: [],
        from: null,
        to: null,
      });
    }
  }
  return players;
}

/** Hockey Databank leagues whose players a card may show (the NHL and the WHA). */
const HOCKEY_LEAGUES = new Set(['NHL', 'WHA']);

/**
 * Hockey players of the Hockey Databank (Master.csv), with their seasons and teams from the scoring and
 * goalie tables (a season is named by its first calendar year, as cards are dated here). Players still
 * active in the databank's last season have no last season (their career goes on past it). Their renown is
 * their career's points, a goalie's win counting two (NHL and WHA regular seasons): the type-ahead ranks by it.
 */
async function buildHockeyPlayers(source: string): Promise<PlayerRow[]> {
  const dir = join(source, 'hockey-databank');
  const seasons = new Map<string, Set<string>>();
  const renown = new Map<string, number>();
  let lastSeason = 0;
  for (const file of ['Scoring.csv', 'Goalies.csv']) {
    for (const row of await readCsv(join(dir, file))) {
      if (!HOCKEY_LEAGUES.has(row.lgID) || !row.playerID) continue;
      const list = seasons.get(row.playerID) ?? new Set<string>();
      list.add(`${row.year}:${row.tmID}`);
      seasons.set(row.playerID, list);
      lastSeason = Math.max(lastSeason, Number(row.year));
      const earned = file === 'Goalies.csv' ? 2 * (Number(row.W) || 0) : Number(row.Pts) || 0;
      renown.set(row.playerID, (renown.get(row.playerID) ?? 0) + earned);
    }
  }
  const players: PlayerRow[] = [];
  for (const row of await readCsv(join(dir, 'Master.csv'))) {
    const played = [...(seasons.get(row.playerID) ?? [])].sort();
    if (!row.playerID || !row.lastName || !played.length) continue;
    const years = played.map((season) => Number(season.split(':')[0]));
    const from = Math.min(...years);
    const to = Math.max(...years);
    players.push({
      sport: 'hockey',
      first: clean(row.firstName),
      ...withSuffixApart(clean(row.lastName)),
      seasons: played,
      from,
      to: to >= lastSeason ? null : to,
      renown: renown.get(row.playerID) ?? 0,
    });
  }
  return players;
}

/** nhl-teams.tsv: teamId, first year, last year, name, league (NHL and WHA teams of the Hockey Databank). */
async function buildHockeyTeams(source: string): Promise<string> {
  const rows = (await readCsv(join(source, 'hockey-databank/Teams.csv')))
    .filter((row) => HOCKEY_LEAGUES.has(row.lgID))
    .map((row) => ({ ...row, teamID: row.tmID, name: clean(row.name) }));
  return teamRunsTsv(rows);
}

/**
 * players.tsv: sport, first, last, from, to, seasons (`year:teamId,...`), renown (empty where unknown), suffix (empty
 * where none).
 */
function playersTsv(players: PlayerRow[]): string {
  const header = 'sport\tfirst\tlast\tfrom\tto\tseasons\trenown\tsuffix';
  const lines = players.map((p) =>
    [
      p.sport,
      p.first,
      p.last,
      p.from ?? '',
      p.to ?? '',
      p.seasons.join(','),
      p.renown ?? '',
      p.suffix,
    ].join('\t'),
  );
  return [header, ...lines].join('\n') + '\n';
}

/** mlb-teams.tsv: teamId, first year, last year, name, league (runs of seasons with one name). */
async function buildMlbTeams(source: string): Promise<string> {
  // Lahman's Teams.csv: teamID, yearID, name, lgID.
  return teamRunsTsv(await readCsv(join(source, 'lahman-2026/Teams.csv')));
}

/** Team-name runs (one line per team and name while unchanged), from rows of teamID, yearID or year, name, lgID. */
function teamRunsTsv(source: Record<string, string>[]): string {
  const runs: { teamId: string; from: number; to: number; name: string; league: string }[] = [];
  const yearOf = (row: Record<string, string>) => Number(row.yearID ?? row.year);
  const rows = source.sort((a, b) => a.teamID.localeCompare(b.teamID) || yearOf(a) - yearOf(b));
  for (const row of rows) {
    const year = yearOf(row);
    const last = runs[runs.length - 1];
    if (last && last.teamId === row.teamID && last.name === row.name && last.to === year - 1)
      last.to = year;
    else
      runs.push({
        teamId: row.teamID,
        from: year,
        to: year,
        name: clean(row.name),
        league: row.lgID,
      });
  }
  const header = 'teamId\tfrom\tto\tname\tleague';
  return (
    [header, ...runs.map((r) => [r.teamId, r.from, r.to, r.name, r.league].join('\t'))].join('\n') +
    '\n'
  );
}

/** checklists.tsv: one `#release` line (sport, year, product, brand, subset) then `number\tname\tattributes`. */
async function buildChecklists(source: string): Promise<string> {
  const rows = await readCsv(join(source, 'checklists/cardlists-junkwaxdata/cardlists_flat.csv'));
  const lines = [
    '# sport\tyear\tproduct\tbrand\tsubset, then: number\tname\tattributes\tnumberedTo',
  ];
  let currentKey = '';
  for (const row of rows) {
    const key = [row.sport, row.year, row.product, row.brand, row.subset].map(clean).join('\t');
    if (key !== currentKey) {
      lines.push(`#${key}`);
      currentKey = key;
    }
    lines.push([row.card_number, row.name, row.attributes, row.numbered_to].map(clean).join('\t'));
  }
  return lines.join('\n') + '\n';
}

function writeGzip(name: string, text: string): void {
  const data = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
  writeFileSync(join(outputDir, name), data);
  console.log(`${name}: ${(data.length / 1024).toFixed(0)} KiB`);
}

/** The copyright notice of the Hockey Databank's readme.txt, from its heading to the end of its terms. */
function hockeyDatabankNotice(source: string): string {
  const readme = readFileSync(join(source, 'hockey-databank/readme.txt'), 'utf8').replace(
    /\r/g,
    '',
  );
  const start = readme.indexOf('Copyright Notice');
  const end = readme.indexOf('-----', start);
  if (start < 0) throw new Error('hockey-databank/readme.txt: no copyright notice found');
  return readme.slice(start, end < 0 ? undefined : end).trim();
}

function copyLicences(source: string): void {
  const attribution = readFileSync(join(__dirname, 'catalog-attribution.md'), 'utf8');
  const licences = [
    '\n## CardLists licence (MIT)\n\n```\n' +
      readFileSync(join(source, 'checklists/cardlists-junkwaxdata/LICENSE'), 'utf8').trim() +
      '\n```\n',
    '\n## nba_api licence (MIT)\n\n```\n' +
      readFileSync(join(source, 'nba_api-static/LICENSE'), 'utf8').trim() +
      '\n```\n',
    '\n## Hockey Databank copyright notice (readme.txt, in full)\n\n```\n' +
      hockeyDatabankNotice(source) +
      '\n```\n',
  ];
  writeFileSync(join(outputDir, 'ATTRIBUTION.md'), attribution + licences.join(''));
}

async function main(): Promise<void> {
  const source = sourceDir();
  mkdirSync(outputDir, { recursive: true });
  const players = [
    ...(await buildBaseballPlayers(source)),
    ...(await buildBasketballPlayers(source)),
    ...(await buildHockeyPlayers(source)),
  ];
  writeGzip('players.tsv.gz', playersTsv(players));
  writeGzip('mlb-teams.tsv.gz', await buildMlbTeams(source));
  writeGzip('nhl-teams.tsv.gz', await buildHockeyTeams(source));
  writeGzip('checklists.tsv.gz', await buildChecklists(source));
  copyLicences(source);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
