import type { ImageRole, OcrLine } from '../types';
import { asDigits, GOES_ON_IN_SMALL_LETTERS } from './text';

export type YearSource = 'copyright' | 'season' | 'stats' | 'text';

export interface YearCandidate {
  year: number;
  /** Season as printed ("1991-92") where the card shows one. */
  label: string | null;
  source: YearSource;
  /** Relative strength of the evidence, 0..1. */
  weight: number;
}

const FIRST_CARD_YEAR = 1869;
/** Cards with a printed legal line: a glued year before this is a misread (the pre-war cards print none). */
const MODERN_CARDS = 1948;
const LAST_CARD_YEAR = new Date().getUTCFullYear() + 1;

function plausible(year: number): boolean {
  return year >= FIRST_CARD_YEAR && year <= LAST_CARD_YEAR;
}

/** "© 1991", "(c) 1991", "@1991", "COPYRIGHT 1991": the year the card was printed. */
const COPYRIGHT = /(?:©|\(c\)|\(C\)|@|copyright|\bc\))\s*([0-9OolISB]{4})\b/gi;
/** "C1997 The Upper Deck": OCR read the © as a capital C glued to the year. */
const C_FOR_COPYRIGHT = /\bC((?:19|20)\d\d)\b/g;
/**
 * "1991-92", "1991/92", "1991-1992": a season as printed on hockey and basketball cards; also read with a stop
 * ("1991.92"), glued to the next word ("1992-93TOP 10"), or with a 9 read as a 5 or a 0 ("1595-96").
 */
const SEASON = /\b((?:1[5089]|20)\d\d)\s?[-–—/.]\s?(\d{2}|\d{4})(?!\d)/g;
/**
 * "92-93", "'95-96": a season written short is a stats row or a write-up's, never a card's title; it looks back.
 * Not inside a longer number or a date ("10-11-92").
 */
const SHORT_SEASON = /(?<![\d/.,:-])'?(\d\d)\s?[-–]\s?(\d\d)(?![\d/:-])/g;
/** A stats table row starts with a season ("1990", "90-91", "'90"). */
const STATS_ROW = /^\s*'?((?:19|20)?\d\d)(?:\s?[-–/]\s?(\d\d))?\b/;
const BARE_YEAR = /\b((?:18|19|20)\d\d)\b/g;

/**
 * Small print turns a 9 into a 5 or a 0 ("©1596", "©1957" or "C1907" on a 1997 card): the year with those
 * middle digits read as 9s.
 */
export function misreadNines(year: number): number {
  return middleDigitsAsNines(year, /[50]/g);
}

/** Less often a 9 reads as a 1 ("C1917 The Upper Deck Company" on a 1997 card): those middle digits read as 9s. */
export function misreadOnes(year: number): number {
  return middleDigitsAsNines(year, /1/g);
}

/** The year with the digits `misread` matches among its middle two turned into 9s. */
function middleDigitsAsNines(year: number, misread: RegExp): number {
  const digits = String(year);
  return Number(digits[0] + digits.slice(1, 3).replace(misread, '9') + digits.slice(3));
}

function copyrightYears(text: string): YearCandidate[] {
  const found: YearCandidate[] = [];
  for (const match of text.matchAll(COPYRIGHT)) {
    const digits = asDigits(match[1]);
    const year = digits ? Number(digits) : NaN;
    const corrected = misreadNines(year);
    if (plausible(year)) found.push({ year, label: null, source: 'copyright', weight: 0.9 });
    else if (plausible(corrected))
      found.push({ year: corrected, label: null, source: 'copyright', weight: 0.6 });
  }
  for (const match of text.matchAll(C_FOR_COPYRIGHT)) {
    const year = Number(match[1]);
    if (plausible(year)) found.push({ year, label: null, source: 'copyright', weight: 0.6 });
  }
  return [...found, ...gluedCopyrightYears(text, found)];
}

/**
 * The © of a tiny legal line read as a letter or a 0 glued to the year ("01997M", "y1997", "C1907T", "C1007"):
 * a year never follows a letter or a 0 directly in a write-up, only the lost sign does. Small print turns 9s into
 * 0s here too ("01097", "C1007" on a 1997 card).
 */
const GLUED_COPYRIGHT = /(?<![A-Za-z0-9])[0OoCcy]((?:1[0-9]|20)\d\d)(?!\d)/g;

function gluedCopyrightYears(text: string, already: YearCandidate[]): YearCandidate[] {
  const found: YearCandidate[] = [];
  for (const match of text.matchAll(GLUED_COPYRIGHT)) {
    const read = Number(match[1]);
    const year = plausible(read) && read >= MODERN_CARDS ? read : misreadNines(read);
    if (!plausible(year) || year < MODERN_CARDS) continue;
    if (already.some((candidate) => candidate.year === year)) continue;
    found.push({ year, label: null, source: 'copyright', weight: 0.5 });
  }
  return found;
}

function seasonLabel(first: number): string {
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/** Words that put a season inside a sentence ("in 1990-91", "named to the 1991-92 NHL team"). */
const BEFORE_SEASON_IN_TEXT = /\b(?:in|en|of|de|the|during|since)\s*$/i;
/**
 * Words that set a sentence in the season ahead or under way. A write-up printed before the season says what a
 * player will do in it ("should continue to establish himself in 1995-96", "has vowed to play 60 games in
 * 1995-96", "came into the 1993-94 campaign"), one printed during it how he is doing ("started the '92-93 season on
 * pace to break", "by the midway point of the 1995-96 season"): that season is the card's own. A modal followed by
 * "have" looks back ("1993-94 may have limited him").
 */
const SPEAKS_AHEAD =
  /(?:\b(?:will|should|might|can|may)\b(?!\s*have\b)|vow(?:s|ed)\b|\bhop(?:es|ed|ing)\b|\bexpect(?:s|ed|ing)?\b|enter(?:s|ing)\b|upcoming|\bpoised\b|\b(?:aims?|plans?|looks?)\s+to\b|on\s?pace\b|\bso\s?far\b|(?:came|com(?:es|ing)|head(?:s|ed|ing)|go(?:es|ing))\s?into|goal\W{0,2}for|midwa)/i;

/** Lines before a season's that its sentence may have started on (card write-ups run 3-4 words a line). */
const SENTENCE_LINES_BEFORE = 3;

/** The sentence a match on a line belongs to, as far as the lines before and the rest of the line show it. */
function sentenceAround(lines: string[], index: number, start: number, end: number): string {
  const earlier = lines.slice(Math.max(0, index - SENTENCE_LINES_BEFORE), index).join(' ');
  const before = `${earlier} ${lines[index].slice(0, start)}`;
  const after = lines[index].slice(end);
  return `${before.split(/[.!?]\s/).pop()} ${after.split(/[.!?](?:\s|$)/)[0]}`;
}

function speaksAhead(lines: string[], index: number, match: RegExpMatchArray): boolean {
  const start = match.index ?? 0;
  return SPEAKS_AHEAD.test(sentenceAround(lines, index, start, start + match[0].length));
}

/**
 * A season heading a review of it ("1991-92 STATISTICAL BREAKDOWN", "1992-93 TOP 10 LEAGUE SCORERS") is the
 * season before the card's: cards review the season just played.
 */
const REVIEW_HEADING =
  /^\W*(?:statistic|stats\b|breakdown|top\s?\d|league\s?leaders|scorers|highlights|in\s?review|recap)/i;

/** The heading of an award's list of earlier winners ("PAST WINNERS": 1991-92 Mark Messier, 1990-91 Brett Hull...). */
const PAST_WINNERS = /\b(?:past|previous|former)\s?(?:winners|champions|recipients)\b/i;

/** The totals row under a stats table ("CAREER", "NHL TOTALS"): the season above it is the table's last row. */
const CAREER_ROW = /^\W*(?:nhl\s?|mlb\s?)?(?:career|totals?)(?![a-z])/i;

/** This many seasons on a card, as read or misread, are a stats table or a list of past years. */
const TABLE_ROWS = 4;

/** A line this long is running text or a stats row, not a title ("1995-96 PINNACLE"). */
const RUNNING_TEXT_TOKENS = 5;

/**
 * A season printed once or twice in a title is the card's own ("1995-96 PINNACLE"); one written in
 * a sentence or a stats row looks back, as write-ups do ("a record in 1990-91": the 1991-92 card);
 * a list of seasons is a table or a record of past years, and the card follows the latest of them
 * (a season later for a list of an award's past winners).
 */
function seasonYears(lines: string[]): YearCandidate[] {
  const seasons = new Map<number, { lookingBack: boolean }>();
  let rows = 0;
  for (const [index, line] of lines.entries()) {
    const runningText = line.trim().split(/\s+/).length >= RUNNING_TEXT_TOKENS;
    for (const match of line.matchAll(SEASON)) {
      rows++;
      const read = Number(match[1]);
      const first = plausible(read) ? read : misreadNines(read);
      const second = Number(match[2].slice(-2));
      if (!plausible(first) || (first + 1) % 100 !== second) continue;
      const after = line.slice((match.index ?? 0) + match[0].length);
      // A season followed by words in small letters starts a sentence ("1993-94 may have limited him").
      const inSentence =
        runningText ||
        BEFORE_SEASON_IN_TEXT.test(line.slice(0, match.index ?? 0)) ||
        GOES_ON_IN_SMALL_LETTERS.test(after);
      const looksBack =
        (inSentence && !speaksAhead(lines, index, match)) ||
        REVIEW_HEADING.test(after) ||
        CAREER_ROW.test(lines[index + 1] ?? '');
      const known = seasons.get(first);
      seasons.set(first, { lookingBack: looksBack && (known?.lookingBack ?? true) });
    }
  }
  // A table of seasons, some of them misread past use ("1990-02", "1382-81"): the card follows the latest read.
  if (seasons.size > 2 || (seasons.size > 0 && rows >= TABLE_ROWS)) {
    // An award's past winners stop a season before the winner the card shows, who won it the season before the card.
    const seasonsLater = lines.some((line) => PAST_WINNERS.test(line)) ? 2 : 1;
    const next = Math.max(...seasons.keys()) + seasonsLater;
    return [{ year: next, label: seasonLabel(next), source: 'stats', weight: 0.3 }];
  }
  return [...seasons].map(([first, { lookingBack }]) => {
    const year = lookingBack ? first + 1 : first;
    return {
      year,
      label: seasonLabel(year),
      source: 'season' as const,
      weight: lookingBack ? 0.4 : 0.5,
    };
  });
}

/**
 * Seasons written short ("91-92 PENGUINS 64 44 87", "the '92-93 season") are a stats table's or a write-up's:
 * the card follows the latest of them.
 */
function shortSeasonYears(lines: string[]): YearCandidate[] {
  const firsts: number[] = [];
  const ahead = new Set<number>();
  for (const [index, line] of lines.entries()) {
    for (const match of line.matchAll(SHORT_SEASON)) {
      const first = expandTwoDigitYear(match[1]);
      if (!plausible(first) || (first + 1) % 100 !== Number(match[2])) continue;
      if (speaksAhead(lines, index, match)) ahead.add(first);
      else firsts.push(first);
    }
  }
  const own = [...ahead].map((year) => ({
    year,
    label: seasonLabel(year),
    source: 'season' as const,
    weight: 0.4,
  }));
  const kept = withoutLateOutliers(firsts);
  if (!kept.length) return own;
  const year = Math.max(...kept) + 1;
  return [...own, { year, label: seasonLabel(year), source: 'stats', weight: 0.35 }];
}

/** A season far later than the rest of a table is a misread row ("12-00" among the 1990s). */
const OUTLIER_YEARS = 20;

function withoutLateOutliers(years: number[]): number[] {
  const sorted = [...years].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return years.filter((year) => year <= median + OUTLIER_YEARS);
}

function expandTwoDigitYear(value: string): number {
  if (value.length === 4) return Number(value);
  const twoDigits = Number(value);
  return twoDigits > (LAST_CARD_YEAR % 100) + 1 ? 1900 + twoDigits : 2000 + twoDigits;
}

/**
 * The last season in a stats table: a card printed for season N carries stats through N-1
 * (after the split season "1990-91", the card is the 1991-92 issue, year 1991).
 */
function statsYear(lines: OcrLine[]): YearCandidate[] {
  const seasons: number[] = [];
  for (const line of lines) {
    const tokens = line.text.trim().split(/\s+/);
    if (tokens.length < 4) continue;
    const numericTokens = tokens.filter((token) => /^[\d.,-]+$/.test(token)).length;
    if (numericTokens < 3) continue;
    const match = STATS_ROW.exec(line.text);
    if (!match) continue;
    const start = expandTwoDigitYear(match[1]);
    if (plausible(start)) seasons.push(start);
  }
  if (seasons.length < 2) return [];
  const last = Math.max(...withoutLateOutliers(seasons));
  return [{ year: last + 1, label: null, source: 'stats', weight: 0.35 }];
}

/**
 * Words of the legal line at the foot of a card: a year there is the printing year even when "©" was lost. The
 * abbreviations may have the next character glued on ("LLC9THACNHL").
 */
const LEGAL_WORDS =
  /\b(compan|comp\b|inc(?![a-z])|llc(?![a-z])|ltd(?![a-z])|printed|restaurants?\b|trademarks?\b|reserved|licensed|corp(?![a-z]))/i;
/** A year in small print, also when OCR glued the lost © to it as a digit ("01994 DONRUSS", "21994 Fleer"). */
const LEGAL_YEAR = /(?<!\d)[02]?((?:18|19|20)\d\d)(?!\d)/g;

/**
 * "1993THETOPPSCOMPANY", "1995TheUpperDeck", "&1996THEOPPS": the legal line's year glued to the maker's name
 * (with or without "The"), its © lost and its other words run together past recognition.
 */
const YEAR_BEFORE_MAKER =
  /(?<!\d)((?:19|20)\d\d)\s?(?:the\s?)?(?:t?[eo]?opps|upper\s?deck|donruss|fleer|pinnacle|skybox|pro\s?set|score\s?board|pacific|playoff|panini)/gi;

/** A line of the card's small print (copyright, trademarks, printer): it names the maker and the printing year. */
export function isLegalLine(line: string): boolean {
  return LEGAL_WORDS.test(line);
}

/** Years of the legal line: any year on a line of legal words, else a year glued to the maker's name. */
function legalLineYears(text: string): YearCandidate[] {
  return text
    .split('\n')
    .flatMap((line) => {
      const pattern = isLegalLine(line) ? LEGAL_YEAR : YEAR_BEFORE_MAKER;
      return [...line.matchAll(pattern)].map((match) => Number(match[1]));
    })
    .filter(plausible)
    .map((year) => ({ year, label: null, source: 'copyright' as const, weight: 0.6 }));
}

/** What comes before a birth year: a day ("Dec. 18, 1978", "16,1977") or "born" ("B. 1929", "Né le"). */
const BIRTH_DATE = /(?:\d{1,2}\s?,\s?|\b(?:born|b\.|n[ée]e?)\s?(?:\S+\s?)?)$/i;

/** A sentence going on after a date ("On March 14, 1995, he passed"): an event of the write-up, not a birth. */
const SENTENCE_GOES_ON = /^\s?,\s?[a-z]/;

function birthDate(prose: string, at: number, length: number): boolean {
  if (!BIRTH_DATE.test(prose.slice(Math.max(0, at - 12), at))) return false;
  return !SENTENCE_GOES_ON.test(prose.slice(at + length, at + length + 4));
}

/**
 * A year in the write-up: the latest one mentioned is the nearest to the card's year. (Adding one, since bios
 * look back, measured worse on the development photos: 7% of years right instead of 10%.)
 */
function bareYears(text: string): YearCandidate[] {
  const prose = text
    .split('\n')
    .filter((line) => !isLegalLine(line))
    .join('\n');
  const years = [...prose.matchAll(BARE_YEAR)]
    .filter((match) => !birthDate(prose, match.index ?? 0, match[0].length))
    .map((match) => Number(match[1]))
    .filter(plausible);
  if (!years.length) return [];
  return [{ year: Math.max(...years), label: null, source: 'text', weight: 0.1 }];
}

/** A year printed alone on a line. */
const LONE_YEAR = /^\W*((?:18|19|20)\d\d)\W*$/;

/**
 * A year alone on a line of the front is the card's own, printed with the set's logo ("1993" over "NHL
 * ALL-STARS"); fronts carry no stats table whose cells could be read apart like that.
 */
function loneFrontYears(lines: OcrLine[], role: ImageRole): YearCandidate[] {
  if (role !== 'front') return [];
  return lines
    .map((line) => LONE_YEAR.exec(line.text)?.[1])
    .map(Number)
    .filter(plausible)
    .map((year) => ({ year, label: null, source: 'text' as const, weight: 0.35 }));
}

/** Every year the text offers, strongest evidence first. */
export function parseYears(lines: OcrLine[], role: ImageRole = 'back'): YearCandidate[] {
  const texts = lines.map((line) => line.text);
  const text = texts.join('\n');
  const candidates = [
    ...copyrightYears(text),
    ...loneFrontYears(lines, role),
    ...legalLineYears(text),
    ...seasonYears(texts),
    ...statsYear(lines),
    ...shortSeasonYears(texts),
    ...bareYears(text),
  ];
  return candidates.sort((a, b) => b.weight - a.weight);
}

/** Sums the evidence per year and returns the best supported one. */
export function bestYear(candidates: YearCandidate[]): YearCandidate | null {
  const totals = new Map<number, { total: number; best: YearCandidate }>();
  for (const candidate of candidates) {
    const entry = totals.get(candidate.year);
    if (!entry) totals.set(candidate.year, { total: candidate.weight, best: candidate });
    else {
      entry.total += candidate.weight;
      if (candidate.weight > entry.best.weight || (!entry.best.label && candidate.label))
        entry.best = { ...candidate, label: candidate.label ?? entry.best.label };
    }
  }
  // Evidence looks back (stats, write-ups), so of two years equally supported the later is the likelier.
  const ranked = [...totals.values()].sort((a, b) =>
    Math.abs(b.total - a.total) > 1e-9 ? b.total - a.total : b.best.year - a.best.year,
  );
  if (!ranked.length) return null;
  const [winner] = ranked;
  const label =
    winner.best.label ??
    candidates.find((c) => c.year === winner.best.year && c.label)?.label ??
    null;
  return { ...winner.best, label, weight: Math.min(1, winner.total) };
}
