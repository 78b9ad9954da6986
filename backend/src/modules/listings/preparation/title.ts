import { lotKeyForBuyers } from '../../cards';

/** eBay's limit on a listing title. */
export const TITLE_MAX_LENGTH = 80;

/** What a single card's title is made of. */
export interface TitleParts {
  year: number | null;
  brand: string | null;
  set: string | null;
  player: string | null;
  cardNumber: string | null;
  /** Parallel, insert or variation name. */
  variant: string | null;
  /** Serial numbering as printed, "23/99" or "/99". */
  serialNumber: string | null;
  rookieCard: boolean;
  autograph: boolean;
  memorabilia: boolean;
  grader: string | null;
  grade: string | null;
  /** Buyers search by team ("Lemieux Penguins"); it fills the room the card's own parts leave. */
  team: string | null;
}

/**
 * A title of at most 80 characters, built by priority: year, brand and set, player, card number,
 * parallel and serial numbering, RC/Auto/Relic, grade, team. When everything does not fit, the lowest
 * priorities go first; a part that cannot fit whole loses words from its end. Never cut mid-word.
 */
export function buildTitle(parts: TitleParts): string {
  return fitByPriority(titleSegments(parts), TITLE_MAX_LENGTH);
}

/** A part of a title: taken whole (a card number, a grade) or word by word (a set name). */
export interface TitleSegment {
  text: string;
  whole: boolean;
  /** May lose words from its end so that the core parts after it fit (a long set name). */
  shortens?: boolean;
  /** One of the parts a buyer cannot do without. */
  core?: boolean;
}

/** The title's segments in priority (and reading) order; empty ones left out. */
export function titleSegments(parts: TitleParts): TitleSegment[] {
  const segments: TitleSegment[] = [
    { text: parts.year ? String(parts.year) : '', whole: true, core: true },
    {
      text: brandAndSet(parts.brand, parts.set, parts.year),
      whole: false,
      shortens: true,
      core: true,
    },
    { text: clean(parts.player), whole: false, core: true },
    {
      text: parts.cardNumber ? `#${clean(parts.cardNumber).replace(/^#/, '')}` : '',
      whole: true,
      core: true,
    },
    { text: clean(parts.variant), whole: false },
    { text: serialOf(parts.serialNumber), whole: true },
    {
      text: [parts.rookieCard && 'RC', parts.autograph && 'Auto', parts.memorabilia && 'Relic']
        .filter(Boolean)
        .join(' '),
      whole: false,
    },
    {
      text: parts.grader && parts.grade ? `${clean(parts.grader)} ${clean(parts.grade)}` : '',
      whole: true,
    },
    // Whole or not at all: "Los Angeles" alone would name another team.
    { text: clean(parts.team), whole: true },
  ];
  return segments.filter((segment) => segment.text !== '');
}

/**
 * Takes segments in priority order while they fit: a whole segment all or nothing, another word by
 * word from its start (never skipping a word inside it). A lower segment may still use the room a
 * higher one could not fill, so nothing is left out that would have fitted after what came first.
 * First, a long set name gives up words from its end so the core parts (player, number) fit.
 */
export function fitByPriority(segments: TitleSegment[], maxLength: number): string {
  return takeInOrder(roomForCore(segments, maxLength), maxLength);
}

function roomForCore(original: TitleSegment[], maxLength: number): TitleSegment[] {
  const segments = original.map((segment) => ({ ...segment }));
  const core = segments.filter((segment) => segment.core);
  const coreLength = () => core.map((segment) => segment.text).join(' ').length;
  for (const segment of core.filter((candidate) => candidate.shortens)) {
    const kept = words(segment.text);
    while (coreLength() > maxLength && kept.length > 1) {
      kept.pop();
      segment.text = kept.join(' ');
    }
  }
  return segments;
}

function takeInOrder(segments: TitleSegment[], maxLength: number): string {
  const taken: string[] = [];
  const lengthWith = (more: string[]) => [...taken, ...more].join(' ').length;
  for (const segment of segments) {
    const segmentWords = words(segment.text);
    if (segment.whole) {
      if (segmentWords.length > 0 && lengthWith(segmentWords) <= maxLength)
        taken.push(...segmentWords);
      continue;
    }
    for (const word of segmentWords) {
      if (lengthWith([word]) > maxLength) break;
      taken.push(word);
    }
  }
  return taken.join(' ');
}

/** Whole words only; a single word longer than any title could hold is left out. */
function words(segment: string): string[] {
  return segment.split(/\s+/).filter((word) => word !== '' && word.length <= TITLE_MAX_LENGTH);
}

/** "Upper Deck" + "Upper Deck SP" -> "Upper Deck SP"; a set that repeats the year drops it. */
function brandAndSet(brand: string | null, set: string | null, year: number | null): string {
  const cleanBrand = clean(brand);
  let cleanSet = clean(set);
  if (year) cleanSet = cleanSet.replace(new RegExp(`^${year}(-\\d{2,4})?\\s+`), '');
  if (cleanBrand && cleanSet.toLowerCase().startsWith(cleanBrand.toLowerCase())) return cleanSet;
  return [cleanBrand, cleanSet].filter(Boolean).join(' ');
}

/** "23/99" stays; "99" alone becomes "/99". */
function serialOf(serial: string | null): string {
  const text = clean(serial);
  if (!text) return '';
  return text.includes('/') ? text : `/${text}`;
}

/** One line, single spaces, no control characters. */
function clean(value: string | null): string {
  return (value ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a lot's title is made of: its key, the members' sport, and their surnames by value. */
export interface LotTitleParts {
  /** "1991 Upper Deck", "1989 Seattle Mariners". */
  lotKey: string;
  sport: string | null;
  /** Members' names, the most valuable first. */
  players: string[];
  size: number;
}

/**
 * "1991 Upper Deck Hockey Lot of 14: Coffey, Modano, Neely + 11": the key, the sport, how many,
 * then as many surnames as fit (most valuable first) and how many more; at most 80 characters.
 */
export function buildLotTitle(parts: LotTitleParts): string {
  const key = clean(lotKeyForBuyers(parts.lotKey));
  const sport = clean(parts.sport);
  const withSport = sport && !key.toLowerCase().includes(sport.toLowerCase());
  const head = [key, withSport ? capitalize(sport) : '', `Lot of ${parts.size}`]
    .filter(Boolean)
    .join(' ');
  const surnames = [...new Set(parts.players.map(surnameOf).filter(Boolean))];
  for (let count = surnames.length; count >= 1; count--) {
    const rest = parts.size - count;
    const title = `${head}: ${surnames.slice(0, count).join(', ')}${rest > 0 ? ` + ${rest}` : ''}`;
    if (title.length <= TITLE_MAX_LENGTH) return title;
  }
  return fitByPriority([{ text: head, whole: false }], TITLE_MAX_LENGTH);
}

/** "Paul Coffey" -> "Coffey"; "Ken Griffey Jr." -> "Griffey". */
function surnameOf(name: string): string {
  const parts = clean(name)
    .split(' ')
    .filter((part) => !/^(jr|sr|ii|iii|iv)\.?$/i.test(part));
  return parts[parts.length - 1] ?? '';
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
