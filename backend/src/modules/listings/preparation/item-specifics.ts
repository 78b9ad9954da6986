import {
  ASPECT_NAME_MAX_LENGTH,
  ASPECT_VALUE_MAX_LENGTH,
  type AspectCheck,
} from '@pennant/contracts';
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
 * A lot's item specifics say only what is true of every card in it: an aspect is given with the values all the
 * cards share, and left out when they share none. An aspect the category requires and lets take several values is
 * given each card's own instead, so the lot can be listed without a false value, as are the players and teams in
 * it; a required single-value aspect the cards do not share stays missing, for the dealer to settle (checkAspects
 * names it).
 */
export function lotSpecifics(
  cards: SpecificsSource[],
  aspects: CategoryAspect[],
): Record<string, string[]> {
  const each = cards.map(cardSpecifics);
  const specifics = sharedSpecifics(each);
  for (const aspect of aspects) {
    const whoIsIn = WHO_IS_IN_A_LOT.includes(aspect.name);
    if (!aspect.multipleValues || (!aspect.required && !whoIsIn)) continue;
    if (!whoIsIn && hasAspect(specifics, aspect.name)) continue;
    const values = distinct(each.flatMap((card) => valuesNamed(card, aspect.name)));
    if (values.length > 0) specifics[aspect.name] = values.slice(0, MOST_LOT_VALUES);
  }
  return { ...specifics, 'Number of Cards': [String(cards.length)] };
}

/**
 * Aspects that say who is in a lot rather than what each card is: every card's player and team are true of the
 * lot ("Player/Athlete: McNamara, Brantley"), and buyers search lots by them, where a set or Rookie shared by one
 * card is not.
 */
const WHO_IS_IN_A_LOT = ['Player/Athlete', 'Team'];
const MOST_LOT_VALUES = 30;

/** The values every card has for each aspect, spelt as the first card spells them. */
function sharedSpecifics(each: Record<string, string[]>[]): Record<string, string[]> {
  const [first, ...others] = each;
  const shared: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(first ?? {})) {
    const common = values.filter((value) =>
      others.every((card) => valuesNamed(card, name).some((other) => sameValue(other, value))),
    );
    if (common.length > 0) shared[name] = common;
  }
  return shared;
}

function valuesNamed(specifics: Record<string, string[]>, name: string): string[] {
  const key = Object.keys(specifics).find((each) => each.toLowerCase() === name.toLowerCase());
  return key ? specifics[key] : [];
}

function hasAspect(specifics: Record<string, string[]>, name: string): boolean {
  return valuesNamed(specifics, name).length > 0;
}

function sameValue(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Each value once, whatever its case, in the order first met. */
function distinct(values: string[]): string[] {
  return values.filter(
    (value, index) => values.findIndex((other) => sameValue(other, value)) === index,
  );
}

/** The longest value eBay takes for the aspect: the category's own limit, never past the Inventory API's. */
function valueMaxLength(aspect: CategoryAspect): number {
  return Math.min(aspect.maxLength ?? ASPECT_VALUE_MAX_LENGTH, ASPECT_VALUE_MAX_LENGTH);
}

/**
 * A value cut to `max` characters at a word's end, so a long set keeps whole words ("2020 Panini Contenders Optic
 * Rookie Ticket Autographs" -> "2020 Panini Contenders Optic Rookie Ticket"); a single word longer than that is cut.
 */
export function withinLength(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : value.slice(0, max);
  return words.replace(/[\s,;:/&(-]+$/, '') || value.slice(0, max);
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
    if (!aspect || aspect.name.length > ASPECT_NAME_MAX_LENGTH) continue;
    const offered = aspect.selectionOnly
      ? values.flatMap((value) => allowedValue(aspect, value) ?? [])
      : values;
    const allowed = offered.map((value) => withinLength(value, valueMaxLength(aspect)));
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
