import type { Evidence } from '../confidence';
import { doubtfulFields, scoreConfidence } from '../confidence';
import {
  type BrandMatch,
  findBrands,
  findSets,
  LOGO_BRAND_SCORE,
  findTeams,
  matchChecklist,
  matchChecklistByName,
  matchHintPlayer,
  matchHintSet,
  matchPlayers,
  pickChecklistEntry,
  titleLines,
} from '../match';
import { parseSlab } from '../parse';
import type { DealerHints, FieldSource, OcrReading, ResolvedCard } from '../types';
import { resolveBrandAndSet } from './brand-set';
import { markersOfSet, resolveRookieCard } from './markers';
import { resolveNumber } from './number';
import { resolvePlayer } from './player';
import { readCardText, type Readings } from './readings';
import { decideSport, firmSport } from './sport';
import { resolveTeam } from './team';
import { resolveYear } from './year';

export { readCardText, mentionsMcDonalds, type Readings } from './readings';
export { resolvePlayer, acceptPlayer, type PlayerDecision } from './player';
export { resolveYear, yearsOfMaker, type YearDecision } from './year';
export { resolveNumber, strongestNumber, type NumberDecision } from './number';
export { resolveBrandAndSet, mcDonaldsSet, type BrandSetDecision } from './brand-set';
export { resolveTeam } from './team';
export { resolveRookieCard } from './markers';
export { decideSport, firmSport } from './sport';

interface Decision {
  card: ResolvedCard;
  evidence: Evidence;
}

/**
 * Resolves what OCR read on a card's images into one identified card: parses the text, matches it against
 * the dealer's own corrections, the checklists and the catalogs, and scores the confidence from the evidence.
 */
export function resolveCard(readings: OcrReading[], hints?: DealerHints): ResolvedCard {
  return assemble(readCardText(readings), hints).card;
}

/** Same as resolveCard, with the evidence behind the confidence (for the benchmark and calibration). */
export function resolveWithEvidence(readings: OcrReading[], hints?: DealerHints): Decision {
  return assemble(readCardText(readings), hints);
}

function brandByLogo(logoBrands: string[]): BrandMatch | null {
  return logoBrands.length === 1
    ? { brand: logoBrands[0], score: LOGO_BRAND_SCORE, fromCopyright: false }
    : null;
}

/**
 * One resolver per field, in the order their evidence depends on one another: the checklist entry (number, name,
 * maker, year), then year, sport, player, team, brand and set, number; then the confidence and the doubts.
 */
function assemble(readings: Readings, hints?: DealerHints): Decision {
  const { text, names, lines } = readings;
  const sources: Partial<Record<keyof ResolvedCard, FieldSource>> = {};
  const graded = parseSlab(lines);
  const brands = findBrands(text);
  const readBrand = brands[0] ?? brandByLogo(readings.logoBrands);
  const hintPlayer = matchHintPlayer(names, hints);

  // The checklist entry, found by the number read (or by the name) with the maker and year read.
  const earlyYear = resolveYear(readings.years, readBrand, null).year;
  const titles = titleLines(text);
  const pick =
    pickChecklistEntry(
      matchChecklist({
        numbers: readings.numbers,
        names,
        brand: readBrand?.brand ?? null,
        year: earlyYear,
      }),
      titles,
    ) ?? matchChecklistByName(names, readBrand?.brand ?? null, earlyYear, titles);
  const checklist = pick?.match ?? null;

  const yearDecision = resolveYear(readings.years, readBrand, checklist);
  let year = yearDecision.year;
  let yearEvidence = yearDecision.evidence;
  if (year !== null) sources.year = checklist ? 'checklist' : 'ocr';

  const teams = findTeams(text, year);
  const textSport = decideSport(readings, null, teams, hintPlayer);
  // Only a firm sport rules out a player of another sport read by name.
  const sureSport = firmSport(readings, teams, hintPlayer);
  const player = resolvePlayer(readings, {
    hint: hintPlayer,
    checklist,
    year,
    yearEvidence,
    teams,
    textSport: sureSport,
  });
  if (player.source) sources.player = player.source;
  if (player.dropYear) {
    [year, yearEvidence] = [null, 'none'];
    delete sources.year;
  }

  const sport = decideSport(readings, player.catalogPlayer, teams, hintPlayer) ?? textSport;
  if (sport) sources.sport = player.catalogPlayer ? 'catalog' : 'inferred';

  const team = resolveTeam(hintPlayer, player.catalogPlayer, player.roster, teams, sport, year);
  if (team.source) sources.team = team.source;

  const hintSet = matchHintSet(text, year, hints);
  const sets = findSets(text, year, readBrand?.brand ?? null);
  const brandSet = resolveBrandAndSet({
    text,
    mcDonalds: readings.mcDonalds,
    readBrand,
    sets,
    hintSet,
    pick,
    year,
    sport,
  });
  if (brandSet.brandSource) sources.brand = brandSet.brandSource;
  if (brandSet.setSource) sources.set = brandSet.setSource;
  if (year === null && brandSet.setYear !== null) {
    [year, yearEvidence] = [brandSet.setYear, 'set'];
    sources.year = hintSet ? 'dealer' : 'inferred';
  }

  const number = resolveNumber(readings, pick);
  if (number.cardNumber) sources.cardNumber = checklist ? 'checklist' : 'ocr';
  const setMarkers = markersOfSet(brandSet.set);
  const markers = {
    ...readings.markers,
    autograph: readings.markers.autograph || setMarkers.autograph,
    memorabilia: readings.markers.memorabilia || setMarkers.memorabilia,
    rookieCard: resolveRookieCard(
      readings.markers.rookieCard,
      Boolean(checklist?.entry.attributes.includes('RC')),
      player.catalogPlayer?.player ?? null,
      year,
    ),
  };

  const conflicts =
    Number(yearDecision.conflict) + Number(player.conflict) + Number(brandSet.conflict);
  const evidence: Evidence = {
    player: player.evidence,
    playerScore: player.score,
    year: yearEvidence,
    number: number.evidence,
    brand: brandSet.brandEvidence,
    set: brandSet.setEvidence,
    checklistUnique: Boolean(pick?.setCertain) && pick?.via === 'number',
    conflicts,
    ocrConfidence: readings.ocrConfidence,
  };
  const card: ResolvedCard = {
    player: player.player,
    team: team.team,
    sport,
    year,
    brand: brandSet.brand,
    set: brandSet.set,
    cardNumber: number.cardNumber,
    variant: null,
    ...markers,
    graded,
    confidence: scoreConfidence(evidence),
    doubtful: doubtfulFields(evidence),
    candidates: {
      player: player.candidates,
      brand: brands.slice(0, 3).map((match) => ({
        name: match.brand,
        score: Math.round(match.score * 100) / 100,
      })),
      set: sets.slice(0, 3).map((match) => ({
        name: match.set.name,
        score: Math.round(match.score * 100) / 100,
      })),
    },
    sources,
  };
  return { card, evidence };
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
