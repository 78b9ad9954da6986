import type { Sport } from '../catalog';
import { BRANDS, checklistCardName, MCDONALDS_HOCKEY, SETS } from '../catalog';
import type { Evidence } from '../confidence';
import { scoreConfidence } from '../confidence';
import type {
  BrandMatch,
  ChecklistMatch,
  HintPlayerMatch,
  PlayerMatch,
  RosterMatch,
  SetMatch,
  TeamMatch,
} from '../match';
import {
  correctFirstName,
  findBrands,
  findSets,
  findTeams,
  isCommonFirstName,
  isTeamName,
  withoutTeamWords,
  flagshipSet,
  matchChecklist,
  matchByRoster,
  matchChecklistByName,
  pickChecklistEntry,
  titleLines,
  matchHintPlayer,
  matchHintSet,
  matchPlayers,
  teamsAround,
  yearFits,
} from '../match';
import type { CardNumberCandidate, NameCandidate, YearCandidate } from '../parse';
import {
  bestYear,
  misreadNines,
  parseCardNumbers,
  parseMarkers,
  parseNames,
  parseSlab,
  parseYears,
  simplify,
  sportScores,
  titleCase,
} from '../parse';
import type { DealerHints, FieldSource, OcrReading, ResolvedCard } from '../types';

/** Everything read from the card's text before deciding. */
interface Readings {
  text: string;
  years: YearCandidate[];
  numbers: CardNumberCandidate[];
  names: NameCandidate[];
  ocrConfidence: number;
}

function read(readings: OcrReading[]): Readings {
  const years: YearCandidate[] = [];
  const numbers: CardNumberCandidate[] = [];
  const names: NameCandidate[] = [];
  for (const reading of readings) {
    const roleWeight = reading.role === 'front' ? 0.7 : 1;
    years.push(
      ...parseYears(reading.lines, reading.role).map((year) => ({
        ...year,
        weight: year.weight * roleWeight,
      })),
    );
    numbers.push(...parseCardNumbers(reading.lines, reading.role));
    // A line that names a team ("PITTSBURGH PENGUINS") is not a player's name.
    names.push(
      ...parseNames(reading.lines, reading.role, isTeamName)
        .map((name) => ({ ...name, text: withoutTeamWords(name.text) }))
        .filter((name) => name.text),
    );
  }
  names.push(...namesInProse(readings));
  const lines = readings.flatMap((reading) => reading.lines);
  const ocrConfidence = lines.length
    ? lines.reduce((sum, line) => sum + line.confidence, 0) / lines.length / 100
    : 0;
  return {
    text: readings.map((reading) => reading.text).join('\n'),
    years,
    numbers: numbers.sort((a, b) => b.weight - a.weight),
    names: withRepeatSupport(names).sort((a, b) => b.weight - a.weight),
    ocrConfidence,
  };
}

/** A capitalised first name and surname inside a sentence ("other than Mario Lemieux. The return"). */
const NAME_IN_PROSE = /\b([A-Z][a-z]{1,10}) ((?:Mc|Mac|O')?[A-Z][a-z]{2,14})\b/g;
/** A name found in a write-up counts much less than one printed in the name band. */
const PROSE_NAME_WEIGHT = 0.3;

/**
 * Names a write-up gives in full, when the band with the name was not read: a common first name followed by a
 * surname that the text names again on another line ("Lemieux con...", "Lemieux a produit").
 */
function namesInProse(readings: OcrReading[]): NameCandidate[] {
  const lines = [...new Set(readings.flatMap((reading) => reading.lines.map((line) => line.text)))];
  const linesNaming = new Map<string, number>();
  const namedAgain = (surname: string) => {
    let count = linesNaming.get(surname);
    if (count === undefined) {
      const word = new RegExp(`\\b${surname}\\b`, 'i');
      count = lines.filter((line) => word.test(line)).length;
      linesNaming.set(surname, count);
    }
    return count >= 2;
  };
  const found: NameCandidate[] = [];
  for (const reading of readings) {
    for (const line of reading.lines) {
      for (const [, first, last] of line.text.matchAll(NAME_IN_PROSE)) {
        if (!isCommonFirstName(first) || !namedAgain(last) || isTeamName(`${first} ${last}`))
          continue;
        found.push({ text: `${first} ${last}`, weight: PROSE_NAME_WEIGHT, role: reading.role });
      }
    }
  }
  return found;
}

/** Weight a name gains for each further reading that found it too (a pass, a turn, the other side). */
const REPEAT_SUPPORT = 0.05;
const MAX_REPEAT_SUPPORT = 0.15;

/**
 * A name read the same way in several readings is the card's name more often than a one-off line of debris
 * ("SU POSTSEASON" once against "MARIO LEMIEUX" three times): each candidate gains a little per repeat.
 */
function withRepeatSupport(names: NameCandidate[]): NameCandidate[] {
  const repeats = new Map<string, number>();
  for (const name of names) {
    const key = simplify(name.text);
    repeats.set(key, (repeats.get(key) ?? 0) + 1);
  }
  return names.map((name) => {
    const support = Math.min(
      MAX_REPEAT_SUPPORT,
      REPEAT_SUPPORT * ((repeats.get(simplify(name.text)) ?? 1) - 1),
    );
    return { ...name, weight: name.weight + support };
  });
}

/**
 * Years the maker read on the card could have printed it in: an older year is small print misread, most often
 * a 9 read as a 5 or a 0 ("©1957 The Upper Deck Company" on a 1997 card). A maker named in the copyright line
 * rules out the years it cannot be corrected to; one read elsewhere (a word in a stats row?) only corrects.
 */
function yearsOfMaker(years: YearCandidate[], brand: BrandMatch | null): YearCandidate[] {
  const since = BRANDS.find((known) => known.name === brand?.brand)?.since;
  if (!since) return years;
  return years.flatMap((candidate) => {
    if (candidate.year >= since) return [candidate];
    const corrected = misreadNines(candidate.year);
    if (corrected >= since) return [{ ...candidate, year: corrected }];
    return brand?.fromCopyright ? [] : [candidate];
  });
}

/** A bare 4-digit year in a corner or header is a date (birth, season, copyright) far more often than a card number. */
function looksLikeYear(number: CardNumberCandidate): boolean {
  return number.source !== 'labelled' && /^(19|20)\d\d$/.test(number.number);
}

/** "McD-14", "Mc-1": only McDonald's cards print this prefix, so when it is read it is the number. */
const MCDONALDS_NUMBER = /^Mc[DH]?-/;

/** Share of its weight a number gains from each further sighting after its strongest one. */
const REPEAT_NUMBER_SHARE = 0.3;

/**
 * The best supported number: its strongest sighting, plus a share of the others. Repeats count less than
 * place: a list of league leaders repeats its figures on every pass, the number in the corner is read once.
 */
function strongestNumber(numbers: CardNumberCandidate[]): CardNumberCandidate | null {
  const mcDonalds = numbers.filter((number) => MCDONALDS_NUMBER.test(number.number));
  const sightings = new Map<string, CardNumberCandidate[]>();
  for (const number of mcDonalds.length ? mcDonalds : numbers) {
    if (looksLikeYear(number)) continue;
    sightings.set(number.number, [...(sightings.get(number.number) ?? []), number]);
  }
  const totals = [...sightings.values()].map((seen) => {
    const [strongest, ...others] = seen.sort((a, b) => b.weight - a.weight);
    const repeats = others.reduce((sum, number) => sum + number.weight, 0);
    return { ...strongest, weight: strongest.weight + REPEAT_NUMBER_SHARE * repeats };
  });
  return totals.sort((a, b) => b.weight - a.weight)[0] ?? null;
}

/** The catalog's player for a checklist entry (for the team and sport), when the name and year fit. */
function checklistPlayer(hit: ChecklistMatch): PlayerMatch | null {
  const read: NameCandidate = { text: hit.entry.name, weight: 1, role: 'back' };
  const [best] = matchPlayers([read], { year: hit.entry.year, sport: null, teams: [] });
  return best && best.nameScore >= 0.95 && best.yearFits ? best : null;
}

/** A player found from a surname and the team's city: a catalog match, confirmed by the team only. */
function rosterPlayer(roster: RosterMatch, year: number | null): PlayerMatch {
  const read: NameCandidate = { text: roster.player.name, weight: 0.5, role: 'front' };
  const fits = yearFits(roster.player, year);
  return {
    player: roster.player,
    read,
    nameScore: roster.surnameScore * 0.9,
    yearFits: fits,
    teamFits: false,
    score: 0.6,
  };
}

/**
 * A catalog player replaces the name read only when the evidence is strong: a near-exact name, or a close one
 * that the year or the team confirms. A card of another sport (hockey, football: no catalog) keeps its read name.
 */
function acceptPlayer(match: PlayerMatch, textSport: Sport | null, weakYear: boolean): boolean {
  if (textSport && match.player.sport !== textSport) return false;
  if (match.nameScore >= 0.92 && (match.yearFits !== false || weakYear)) return true;
  return (
    match.nameScore >= 0.8 && (match.teamFits || match.yearFits === true) && match.score >= 0.62
  );
}

/** A team score this high means its full name was read, not only a nickname (see findTeams). */
const FULL_TEAM_NAME_SCORE = 0.85;

/**
 * The sport from the player, else a team named in full, else a vote: each sport's own words on the card count
 * one each, and so does every sport with a team among the best matches (a nickname alone, "Rangers", "Kings",
 * names teams of several sports); in a tie the sport's own words decide.
 */
function decideSport(
  text: string,
  player: PlayerMatch | null,
  teams: TeamMatch[],
  hint: HintPlayerMatch | null,
): Sport | null {
  if (hint?.sport) return hint.sport as Sport;
  if (player) return player.player.sport;
  const [bestTeam] = teams;
  if (bestTeam && bestTeam.score >= FULL_TEAM_NAME_SCORE) return bestTeam.team.sport;
  const words = sportScores(text);
  const votes = { ...words };
  const teamSports = new Set(
    teams.filter((team) => team.score >= bestTeam.score - 0.01).map((team) => team.team.sport),
  );
  for (const sport of teamSports) votes[sport] += 1;
  const ranked = (Object.keys(votes) as Sport[]).sort(
    (a, b) => votes[b] - votes[a] || words[b] - words[a],
  );
  return votes[ranked[0]] > 0 ? ranked[0] : null;
}

interface Decision {
  card: ResolvedCard;
  evidence: Evidence;
}

/**
 * Resolves what OCR read on a card's images into one identified card: parses the text, matches it against
 * the dealer's own corrections, the checklists and the catalogs, and scores the confidence from the evidence.
 */
export function resolveCard(readings: OcrReading[], hints?: DealerHints): ResolvedCard {
  return decide(read(readings), hints).card;
}

/** Same as resolveCard, with the evidence behind the confidence (for the benchmark and calibration). */
export function resolveWithEvidence(readings: OcrReading[], hints?: DealerHints): Decision {
  return decide(read(readings), hints);
}

function decide(readings: Readings, hints?: DealerHints): Decision {
  const sources: ResolvedCard['sources'] = {};
  let conflicts = 0;
  const { text, names } = readings;
  const textLines = text.split('\n');
  const markers = parseMarkers(textLines);
  const graded = parseSlab(textLines);
  const brands = findBrands(text);
  const readBrand = brands[0] ?? null;
  const readYear = bestYear(yearsOfMaker(readings.years, readBrand));
  const number = strongestNumber(readings.numbers);

  const titles = titleLines(text);
  const pick =
    pickChecklistEntry(
      matchChecklist({
        numbers: readings.numbers,
        names,
        brand: readBrand?.brand ?? null,
        year: readYear?.year ?? null,
      }),
      titles,
    ) ?? matchChecklistByName(names, readBrand?.brand ?? null, readYear?.year ?? null, titles);
  const checklist = pick?.match ?? null;
  const hintPlayer = matchHintPlayer(names, hints);

  // Year: the checklist's set fixes it; otherwise the copyright line, the season, the stats table.
  let year = checklist?.entry.year ?? readYear?.year ?? null;
  let yearEvidence: Evidence['year'] = checklist ? 'checklist' : (readYear?.source ?? 'none');
  if (
    checklist &&
    readYear &&
    readYear.source === 'copyright' &&
    Math.abs(readYear.year - checklist.entry.year) > 1
  )
    conflicts++;
  if (year !== null) sources.year = checklist ? 'checklist' : 'ocr';

  const teams = findTeams(text, year);
  const textSport = decideSport(text, null, teams, hintPlayer);
  // A year only mentioned in the write-up ("in the year 1887") may confirm a player, but is too weak to rule one out.
  const weakYear = yearEvidence === 'text';
  const players =
    hintPlayer || checklist
      ? []
      : matchPlayers(names, { year, sport: textSport, teams: teams.map((t) => t.team.name) });
  const roster =
    hintPlayer || checklist || (textSport && textSport !== 'baseball')
      ? null
      : (matchByRoster(textLines, year) ?? (weakYear ? matchByRoster(textLines, null) : null));
  const catalogPlayer =
    players.find((match) => acceptPlayer(match, textSport, weakYear)) ??
    (checklist ? checklistPlayer(checklist) : null) ??
    (roster ? rosterPlayer(roster, year) : null);

  // Player: the dealer's own name first, then the checklist, the catalog, and the best name line.
  let player: string | null = null;
  let playerEvidence: Evidence['player'] = 'none';
  let playerScore = 0;
  if (hintPlayer) {
    [player, playerEvidence, playerScore, sources.player] = [
      hintPlayer.name,
      'dealer',
      hintPlayer.score,
      'dealer',
    ];
  } else if (checklist) {
    [player, playerEvidence, playerScore, sources.player] = [
      checklist.entry.name,
      'checklist',
      checklist.nameScore,
      'checklist',
    ];
  } else if (catalogPlayer) {
    player = catalogPlayer.player.name;
    playerEvidence = catalogPlayer.teamFits
      ? 'catalog-team'
      : catalogPlayer.yearFits
        ? 'catalog-year'
        : 'catalog';
    playerScore = catalogPlayer.nameScore;
    sources.player = 'catalog';
    if (catalogPlayer.yearFits === false && weakYear) {
      // The write-up's year is not the card's: a player is not carded before or long after his career.
      [year, yearEvidence] = [null, 'none'];
      delete sources.year;
    } else if (catalogPlayer.yearFits === false) conflicts++;
  } else if (names[0]) {
    [player, playerEvidence, playerScore, sources.player] = [
      correctFirstName(titleCase(names[0].text)),
      'ocr',
      names[0].weight,
      'ocr',
    ];
  }

  const sport = decideSport(text, catalogPlayer, teams, hintPlayer) ?? textSport;
  if (sport) sources.sport = catalogPlayer ? 'catalog' : 'inferred';

  // Team: one read on the card that the player played for, else the player's team that season, else what was read.
  let team: string | null = hintPlayer?.team ?? null;
  if (team) sources.team = 'dealer';
  else {
    const playerTeams = catalogPlayer ? teamsAround(catalogPlayer.player, year) : [];
    const readTeam = teams.find((t) => !sport || t.team.sport === sport) ?? null;
    const agreeing =
      readTeam && playerTeams.some((name) => simplify(name) === simplify(readTeam.team.name));
    if (agreeing || (readTeam && readTeam.score >= 0.5)) {
      team = readTeam.team.name;
      sources.team = agreeing ? 'catalog' : 'ocr';
    } else if (roster && catalogPlayer?.player === roster.player) {
      team = roster.team;
      sources.team = 'catalog';
    } else if (playerTeams.length === 1) {
      team = playerTeams[0];
      sources.team = 'inferred';
    }
  }

  // Brand and set.
  const hintSet = matchHintSet(text, year, hints);
  const sets = findSets(text, year, readBrand?.brand ?? null);
  let brand: string | null = null;
  let set: string | null = null;
  let brandEvidence: Evidence['brand'] = 'none';
  let promo: (typeof MCDONALDS_HOCKEY)[number] | null = null;
  let setEvidence: Evidence['set'] = 'none';
  if (hintSet) {
    [set, brand, setEvidence, brandEvidence] = [
      hintSet.set,
      hintSet.brand ?? readBrand?.brand ?? null,
      'dealer',
      'dealer',
    ];
    sources.set = sources.brand = 'dealer';
    if (year === null && hintSet.year)
      [year, yearEvidence, sources.year] = [hintSet.year, 'set', 'dealer'];
  } else if (checklist) {
    ({ set, brand } = checklistCardName(checklist.entry));
    [setEvidence, brandEvidence] = [
      pick?.setCertain ? 'checklist' : 'checklist-guess',
      'checklist',
    ];
    sources.set = sources.brand = 'checklist';
    if (
      readBrand?.fromCopyright &&
      simplify(readBrand.brand) !== simplify(brand) &&
      readBrand.brand !== 'Topps'
    )
      conflicts++;
  } else if ((promo = mcDonaldsSet(text, number, year, readBrand?.brand ?? null, sport))) {
    [set, brand, setEvidence] = [promo.set, promo.brand, 'promo'];
    brandEvidence = readBrand ? (readBrand.fromCopyright ? 'copyright' : 'text') : 'set';
    sources.set = 'catalog';
    sources.brand = readBrand ? 'ocr' : 'inferred';
    if (year === null) [year, yearEvidence, sources.year] = [promo.season, 'set', 'inferred'];
  } else {
    ({ brand, set, brandEvidence, setEvidence } = chooseBrandAndSet(readBrand, sets, text));
    if (brand) sources.brand = brandEvidence === 'set' ? 'inferred' : 'ocr';
    if (set) sources.set = setEvidence === 'flagship' ? 'inferred' : 'catalog';
  }
  if (year === null) {
    const setYears = SETS.find(
      (known) => known.name === set && known.from !== undefined && known.from === known.to,
    );
    if (setYears?.from) [year, yearEvidence, sources.year] = [setYears.from, 'set', 'inferred'];
  }

  const cardNumber = checklist?.entry.number ?? number?.number ?? null;
  const numberEvidence: Evidence['number'] = pick
    ? pick.via === 'number'
      ? 'checklist'
      : 'checklist-name'
    : (number?.source ?? 'none');
  if (cardNumber) sources.cardNumber = checklist ? 'checklist' : 'ocr';
  if (checklist?.entry.attributes.includes('RC')) markers.rookieCard = true;

  const evidence: Evidence = {
    player: playerEvidence,
    playerScore,
    year: yearEvidence,
    number: numberEvidence,
    brand: brandEvidence,
    set: setEvidence,
    checklistUnique: Boolean(pick?.setCertain) && pick?.via === 'number',
    conflicts,
    ocrConfidence: readings.ocrConfidence,
  };
  const card: ResolvedCard = {
    player,
    team,
    sport,
    year,
    brand,
    set,
    cardNumber,
    variant: null,
    ...markers,
    graded,
    confidence: scoreConfidence(evidence),
    sources: sources as Partial<Record<keyof ResolvedCard, FieldSource>>,
  };
  return { card, evidence };
}

const MCDONALDS_TEXT = /\bm[ce]\s?d[o0]n[a-z]{2,4}/i;

/**
 * A McDonald's hockey card (the restaurant's name on it, or a McD-/Mc-/McH- number): one maker made the set each
 * season, so the season or the maker read on the card names the set.
 */
function mcDonaldsSet(
  text: string,
  number: CardNumberCandidate | null,
  year: number | null,
  brand: string | null,
  sport: Sport | null,
): (typeof MCDONALDS_HOCKEY)[number] | null {
  if (sport && sport !== 'hockey') return null;
  if (!MCDONALDS_TEXT.test(text) && !MCDONALDS_NUMBER.test(number?.number ?? '')) return null;
  const fitting = MCDONALDS_HOCKEY.filter(
    (entry) =>
      (year === null || entry.season === year) && (brand === null || entry.brand === brand),
  );
  return fitting.length === 1 ? fitting[0] : null;
}

function chooseBrandAndSet(
  readBrand: BrandMatch | null,
  sets: SetMatch[],
  text: string,
): {
  brand: string | null;
  set: string | null;
  brandEvidence: Evidence['brand'];
  setEvidence: Evidence['set'];
} {
  const named =
    sets.find((match) => !readBrand || match.set.brand === readBrand.brand) ?? sets[0] ?? null;
  const brand = readBrand?.brand ?? named?.set.brand ?? null;
  const brandEvidence: Evidence['brand'] = readBrand
    ? readBrand.fromCopyright
      ? 'copyright'
      : 'text'
    : named
      ? 'set'
      : 'none';
  const promo = /mc\s?donald|kellogg/i.test(text);
  if (named && named.set.brand === brand && named.set.name !== brand) {
    return {
      brand,
      set: named.set.name,
      brandEvidence,
      setEvidence: named.set.promo ? 'promo' : 'named',
    };
  }
  if (brand && promo) {
    const partner = /kellogg/i.test(text) ? "Kellogg's" : "McDonald's";
    return { brand, set: `${brand} ${partner}`, brandEvidence, setEvidence: 'promo' };
  }
  const flagship = brand ? flagshipSet(brand) : null;
  return {
    brand,
    set: flagship?.name ?? named?.set.name ?? null,
    brandEvidence,
    setEvidence: flagship ? 'flagship' : named ? 'named' : 'none',
  };
}

/**
 * Loads the catalogs and builds the matching indexes now (about a second), so that the first card
 * a worker resolves is not the slow one. Call it when a worker starts.
 */
export function warmUpResolver(): void {
  resolveCard([]);
  matchChecklistByName([{ text: 'Warm Up', weight: 1, role: 'back' }], 'Topps', 1991, '');
  matchPlayers([{ text: 'Warm Up', weight: 1, role: 'back' }], {
    year: null,
    sport: null,
    teams: [],
  });
}
