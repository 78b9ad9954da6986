import type { AspectCheck } from '@pennant/contracts';
import type { CategoryAspect } from '../ebay/category-metadata';

/** What a card's item specifics are read from. */
export interface SpecificsSource {
  sport: string | null;
  player: string | null;
  team: string | null;
  year: number | null;
  brand: string | null;
  set: string | null;
  cardNumber: string | null;
  variant: string | null;
  serialNumber: string | null;
  rookieCard: boolean;
  autograph: boolean;
  memorabilia: boolean;
  grader: string | null;
  grade: string | null;
  certNumber: string | null;
}

const SPORT_NAMES: Record<string, { sport: string; league: string; seasonSpansYears: boolean }> = {
  baseball: { sport: 'Baseball', league: 'Major League (MLB)', seasonSpansYears: false },
  hockey: { sport: 'Ice Hockey', league: 'National Hockey League (NHL)', seasonSpansYears: true },
  basketball: {
    sport: 'Basketball',
    league: 'National Basketball Association (NBA)',
    seasonSpansYears: true,
  },
  football: {
    sport: 'Football',
    league: 'National Football League (NFL)',
    seasonSpansYears: false,
  },
};

/** Cards made before 1980 are what the hobby (and eBay's Vintage aspect) calls vintage. */
const LAST_VINTAGE_YEAR = 1979;

/**
 * Item specifics as a dealer's card gives them, named as eBay names them in category 261328. What
 * the category does not list (read at run time) is left out by `fitToCategory`.
 */
export function cardSpecifics(card: SpecificsSource): Record<string, string[]> {
  const sport = card.sport ? SPORT_NAMES[card.sport.toLowerCase()] : undefined;
  const graded = Boolean(card.grader && card.grade);
  const specifics: Record<string, (string | null | undefined)[]> = {
    Sport: [sport?.sport ?? titleCase(card.sport)],
    League: [sport?.league],
    'Player/Athlete': [card.player],
    'Card Name': [card.player],
    Team: [card.team],
    Manufacturer: [card.brand],
    Set: [setName(card)],
    'Card Number': [card.cardNumber],
    Season: [card.year ? seasonOf(card.year, sport?.seasonSpansYears ?? false) : null],
    'Year Manufactured': [card.year ? String(card.year) : null],
    'Parallel/Variety': [card.variant],
    Features: [
      card.rookieCard ? 'Rookie' : null,
      card.serialNumber ? 'Serial Numbered' : null,
      card.variant ? 'Parallel/Variety' : null,
      card.memorabilia ? 'Memorabilia' : null,
    ],
    'Print Run': [printRunOf(card.serialNumber)],
    Autographed: [card.autograph ? 'Yes' : 'No'],
    Type: ['Sports Trading Card'],
    Vintage: [card.year ? (card.year <= LAST_VINTAGE_YEAR ? 'Yes' : 'No') : null],
    'Original/Licensed Reprint': ['Original'],
    Graded: [graded ? 'Yes' : 'No'],
    'Professional Grader': [graded ? card.grader : null],
    Grade: [graded ? card.grade : null],
    'Certification Number': [graded ? card.certNumber : null],
  };
  return compact(specifics);
}

/**
 * Keeps what the category knows: aspects it lists, selection-only values it offers, within its
 * lengths and cardinality. Answers what was dropped, for the preparation's warnings.
 */
export function fitToCategory(
  specifics: Record<string, string[]>,
  aspects: CategoryAspect[],
): { aspects: Record<string, string[]>; dropped: string[] } {
  const byName = new Map(aspects.map((aspect) => [aspect.name.toLowerCase(), aspect]));
  const fitted: Record<string, string[]> = {};
  const dropped: string[] = [];
  for (const [name, values] of Object.entries(specifics)) {
    const aspect = byName.get(name.toLowerCase());
    if (!aspect) continue;
    const allowed = values
      .map((value) => value.slice(0, aspect.maxLength ?? 65))
      .filter((value) => !aspect.selectionOnly || allowedValue(aspect, value) !== null)
      .map((value) => (aspect.selectionOnly ? allowedValue(aspect, value)! : value));
    if (allowed.length < values.length) dropped.push(`${aspect.name}: ${values.join(', ')}`);
    const kept = aspect.multipleValues ? allowed : allowed.slice(0, 1);
    if (kept.length > 0) fitted[aspect.name] = kept;
  }
  return { aspects: fitted, dropped };
}

/**
 * Which required and recommended aspects have no value, and how complete the specifics are:
 * a missing required aspect blocks publishing (eBay would refuse it with 25029).
 */
export function checkAspects(
  specifics: Record<string, string[]>,
  aspects: CategoryAspect[],
): AspectCheck {
  const filled = (aspect: CategoryAspect) =>
    (specifics[aspect.name] ?? []).some((value) => value.trim() !== '');
  const required = aspects.filter((aspect) => aspect.required);
  const recommended = aspects.filter(
    (aspect) => !aspect.required && aspect.usage === 'RECOMMENDED',
  );
  const counted = [...required, ...recommended];
  const complete = counted.filter(filled).length;
  return {
    missingRequired: required.filter((aspect) => !filled(aspect)).map((aspect) => aspect.name),
    missingRecommended: recommended
      .filter((aspect) => !filled(aspect))
      .map((aspect) => aspect.name),
    completeness: counted.length === 0 ? 100 : Math.floor((complete * 100) / counted.length),
  };
}

/** A selection-only aspect's value as eBay spells it, or null when it is not offered. */
function allowedValue(aspect: CategoryAspect, value: string): string | null {
  if (aspect.values.length === 0) return value;
  return aspect.values.find((offered) => offered.toLowerCase() === value.toLowerCase()) ?? null;
}

function compact(specifics: Record<string, (string | null | undefined)[]>) {
  const result: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(specifics)) {
    const present = values.flatMap((value) => (value && value.trim() ? [value.trim()] : []));
    if (present.length > 0) result[name] = [...new Set(present)];
  }
  return result;
}

/** "1991-92" for sports whose season spans two years, else "1991". */
function seasonOf(year: number, spansYears: boolean): string {
  return spansYears ? `${year}-${String((year + 1) % 100).padStart(2, '0')}` : String(year);
}

/** The set as the hobby names it: "1991 Upper Deck", without saying the year twice. */
function setName(card: SpecificsSource): string | null {
  const set = card.set?.trim() || card.brand?.trim();
  if (!set) return null;
  return card.year && !set.includes(String(card.year)) ? `${card.year} ${set}` : set;
}

/** "23/99" -> "99". */
function printRunOf(serial: string | null): string | null {
  const match = serial?.match(/\/\s*(\d+)/);
  return match ? match[1] : null;
}

function titleCase(text: string | null): string | null {
  return text ? text.charAt(0).toUpperCase() + text.slice(1).toLowerCase() : null;
}
