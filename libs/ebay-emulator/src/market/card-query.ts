import { findKnownPlayer, type KnownPlayer } from './players';

/** What a keyword search says about the card a buyer is looking for. */
export interface CardQuery {
  /** The query's words as typed, in order; every matching title contains them all. */
  words: string[];
  /** Lower-cased, sorted words: two searches for the same card share it, and so share a market. */
  key: string;
  year?: number;
  grade?: SlabGrade;
  rookie: boolean;
  autograph: boolean;
  relic: boolean;
  parallel: boolean;
  /** Print run of a numbered card: 99 for "/99", 1 for "1/1". */
  printRun?: number;
  brand?: string;
  cardNumber?: string;
  player?: KnownPlayer;
  /** At least one word that can name a player; without one the market has nothing to offer. */
  namesSomeone: boolean;
}

export interface SlabGrade {
  grader: string;
  grade: string;
}

export const GRADERS = ['PSA', 'BGS', 'SGC', 'CGC', 'CSG', 'BVG', 'HGA', 'TAG'] as const;
const GRADE = /^(10|[1-9](\.5)?)$/;
const YEAR = /^(18[6-9]\d|19\d\d|20[0-4]\d)$/;
const SERIAL = /^(?:#?\d*)\/(\d{1,4})$/;
const CARD_NUMBER = /^#([a-z0-9-]{1,10})$/i;

export const BRANDS = [
  'Topps',
  'Bowman',
  'Panini',
  'Donruss',
  'Fleer',
  'Upper Deck',
  'Score',
  'Leaf',
  'Pinnacle',
  'Goudey',
] as const;

const ROOKIE_WORDS = new Set(['rc', 'rookie']);
const AUTOGRAPH_WORDS = new Set(['auto', 'autograph', 'autographed', 'signed']);
const RELIC_WORDS = new Set(['relic', 'patch', 'jersey', 'memorabilia', 'bat']);
const PARALLEL_WORDS = new Set([
  'refractor',
  'xfractor',
  'gold',
  'silver',
  'holo',
  'orange',
  'red',
  'blue',
  'green',
  'purple',
  'black',
  'shimmer',
  'wave',
  'mojo',
  'atomic',
  'parallel',
]);
const SET_WORDS = new Set([
  'deck',
  'upper',
  'prizm',
  'select',
  'optic',
  'chrome',
  'update',
  'heritage',
  'stadium',
  'club',
  'finest',
  'mosaic',
  'series',
  'draft',
  'traded',
  'ultra',
  'archives',
  'allen',
  'ginter',
  'sapphire',
  'platinum',
  'card',
  'cards',
  'baseball',
  'basketball',
  'football',
  'hockey',
  'gem',
  'mint',
  'mt',
  'nm',
]);

/** Reads a keyword query ("2018 Topps Update Shohei Ohtani #US1 RC PSA 10") into a card query. */
export function parseCardQuery(q: string): CardQuery {
  const words = q.split(/\s+/).map(trimPunctuation).filter(Boolean);
  const lower = words.map((word) => word.toLowerCase());
  const grade = findGrade(lower);
  const query: CardQuery = {
    words,
    key: [...lower].sort().join(' '),
    year: findYear(lower),
    grade,
    rookie: lower.some((word) => ROOKIE_WORDS.has(word)),
    autograph: lower.some((word) => AUTOGRAPH_WORDS.has(word)),
    relic: lower.some((word) => RELIC_WORDS.has(word)),
    parallel: lower.some((word) => PARALLEL_WORDS.has(word)),
    printRun: findPrintRun(lower),
    brand: BRANDS.find((brand) => lower.includes(brand.split(' ')[0].toLowerCase())),
    cardNumber: lower.map((word) => CARD_NUMBER.exec(word)?.[1]).find(Boolean),
    player: findKnownPlayer(lower),
    namesSomeone: lower.some((word) => isNameWord(word, grade)),
  };
  return query;
}

/** `(a, b)` groups are eBay's OR: one plain query per combination (at most 8). */
export function expandAlternatives(q: string): string[] {
  const group = /\(([^()]*)\)/.exec(q);
  if (!group) return [q.replace(/\s+/g, ' ').trim()];
  const before = q.slice(0, group.index);
  const after = q.slice(group.index + group[0].length);
  const options = group[1]
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
  return options
    .flatMap((option) => expandAlternatives(`${before} ${option} ${after}`))
    .slice(0, 8);
}

function trimPunctuation(word: string): string {
  return word.replace(/^[^\w#/]+|[^\w/.]+$/g, '').replace(/\.$/, '');
}

function findYear(words: readonly string[]): number | undefined {
  const year = words.find((word) => YEAR.test(word));
  return year ? Number(year) : undefined;
}

function findGrade(words: readonly string[]): SlabGrade | undefined {
  for (let index = 0; index < words.length - 1; index++) {
    const grader = GRADERS.find((name) => name.toLowerCase() === words[index]);
    if (grader && GRADE.test(words[index + 1])) return { grader, grade: words[index + 1] };
  }
  return undefined;
}

function findPrintRun(words: readonly string[]): number | undefined {
  if (words.includes('1/1')) return 1;
  const serial = words.map((word) => SERIAL.exec(word)?.[1]).find(Boolean);
  return serial ? Number(serial) : undefined;
}

function isNameWord(word: string, grade: SlabGrade | undefined): boolean {
  if (!/^[a-z][a-z'.-]+$/.test(word)) return false;
  if (grade && word === grade.grader.toLowerCase()) return false;
  const known = [ROOKIE_WORDS, AUTOGRAPH_WORDS, RELIC_WORDS, PARALLEL_WORDS, SET_WORDS];
  if (known.some((set) => set.has(word))) return false;
  return !BRANDS.some((brand) => brand.toLowerCase() === word);
}
