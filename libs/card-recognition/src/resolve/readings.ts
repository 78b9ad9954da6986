import { distance } from 'fastest-levenshtein';
import {
  brandLogosRead,
  isCommonFirstName,
  isTeamName,
  splitJoinedName,
  withoutTeamWords,
} from '../match';
import type { CardMarkers, CardNumberCandidate, NameCandidate, YearCandidate } from '../parse';
import { parseCardNumbers, parseMarkers, parseNames, parseYears, simplify } from '../parse';
import type { OcrLine, OcrReading } from '../types';

/** Everything read from the card's text before deciding. */
export interface Readings {
  text: string;
  lines: string[];
  years: YearCandidate[];
  numbers: CardNumberCandidate[];
  names: NameCandidate[];
  /** McDonald's is named on the card (its name, or a McD-/McH- number read as printed). */
  mcDonalds: boolean;
  /** Makers whose logo was read as a letter (`brandLogosRead`). */
  logoBrands: string[];
  /** Rookie, autograph and memorabilia markers and serial numbering, as printed on the card's sides. */
  markers: CardMarkers;
  ocrConfidence: number;
}

/**
 * The restaurant's name as OCR reads it ("McDonald's", "MeDonslds", "Mc Donalds", "McDONALD'SRESTAURANTS"): always
 * with its s. Without it the word is a player's name ("1982-83, Lanny McDonald, Calgary" in a list of past winners;
 * Ryan McDonagh), which must not make a Stadium Club card a McDonald's one.
 */
const MCDONALDS_TEXT = /\b[Mm][CcEe]\s?[Dd][Oo0][Nn][A-Za-z]{1,3}[’'`]?[Ss](?![a-z])/;
/**
 * A McDonald's number read as printed or with its c read as an e ("McD-14", "McH 02", "MeD14"): no other maker
 * prints this prefix. A bare "MD" is not enough ("ND 13" is a 1991 Upper Deck corner).
 */
const MCDONALDS_PRINTED_NUMBER = /\bM[ce][DH][- ]?\d/;

export function mentionsMcDonalds(text: string): boolean {
  return MCDONALDS_TEXT.test(text) || MCDONALDS_PRINTED_NUMBER.test(text);
}

/** Name particles a surname may begin with in capitals ("MacInnis", "VanBiesbrouck"): never split after them. */
const PARTICLES = new Set(['mac', 'van', 'von', 'des', 'del', 'della', 'der']);

/**
 * PP-OCR drops the space between words ("MarioLemieux", "TeemuSelanne"): a small letter followed by a capital
 * inside a word gets its space back, unless what comes before is shorter than three letters or a particle of a
 * surname (McDonald, LaFontaine, MacInnis keep theirs).
 */
export function restoreSpaces(text: string): string {
  return (
    text
      // A year glued to the words after it ("C1997ThUpperDeck", "1997McDonald's") or after a word before it
      // ("Deck1997"); "C1997", "01997" and "©1997" (the sign read as a letter or digit) stay whole.
      .replace(/(^|[^\d]|(?<!\d)[02])((?:19|20)\d\d)(?=[A-Za-z]{2})/g, '$1$2 ')
      .replace(/(?<=[A-Za-z]{2})((?:19|20)\d\d)(?!\d)/g, ' $1')
      // Initials run together before a surname ("J.T. BRUETT", "U.L.WASHINGTON"); "U.S.A." stays.
      .replace(/\b([A-Z])\.([A-Z])\.\s?(?=[A-Z][A-Za-z]{2,})/g, '$1. $2. ')
      // A word glued after a stop or comma ("Gretzky.avait", "Lemieux,who"): initials (U.S.A.) stay as they are.
      .replace(/([a-z]{2}[.,;:])(?=[A-Za-z]{2})/g, '$1 ')
      .replace(/([A-Z]?[a-z]+)(?=[A-Z][a-z])/g, (word: string) =>
        word.length < 3 || PARTICLES.has(word.toLowerCase()) ? word : `${word} `,
      )
  );
}

function withSpaces(reading: OcrReading): OcrReading {
  const lines = reading.lines.map((line) => ({ ...line, text: restoreSpaces(line.text) }));
  return { ...reading, lines, text: lines.map((line) => line.text).join('\n') };
}

/** One long word in capitals: a full name whose space was lost, perhaps. */
const JOINED_NAME_WORD = /^[A-Z][A-Z'.-]{6,24}$/;
/** A name found from letters run together counts a little less than one read with its space. */
const JOINED_NAME_WEIGHT = 0.6;
/** Less again when the word shares its line with others ("F3 STEVEYZERMAN", "KYLEGIBSON pitcher"). */
const JOINED_NAME_IN_LINE_WEIGHT = 0.5;

/** The words of a line, split at spaces and at the marks cards print between a name and a team ("·", "|"). */
function wordsOf(line: string): string[] {
  return line.split(/[^A-Za-z'.-]+/).filter(Boolean);
}

/**
 * Full names in capitals read without their space ("ERICLINDROS"), as the catalog spells them: a line that is the
 * name alone, or a word of a line that also holds a card number, a team or a position ("MARIOLEMIEUX·C").
 */
function joinedNames(readings: OcrReading[]): NameCandidate[] {
  const found: NameCandidate[] = [];
  for (const reading of readings) {
    for (const line of reading.lines) {
      const words = wordsOf(line.text.trim());
      const weight = words.length === 1 ? JOINED_NAME_WEIGHT : JOINED_NAME_IN_LINE_WEIGHT;
      for (const word of words) {
        if (!JOINED_NAME_WORD.test(word)) continue;
        const name = splitJoinedName(word);
        if (name) found.push({ text: name, weight, role: reading.role });
      }
      const spelled = catalogNameInCapitals(words);
      if (spelled) found.push({ text: spelled, weight: JOINED_NAME_WEIGHT, role: reading.role });
    }
  }
  return found;
}

/**
 * A line in capitals that spells a catalog player's full name ("DOUG WEIGHT", "TREVOR MAY"), also where a word of
 * the name is a word cards print elsewhere (weight, may, hall) and the name parser passed the line over.
 */
function catalogNameInCapitals(words: string[]): string | null {
  if (words.length < 2 || words.length > 3) return null;
  if (!words.every((word) => /^[A-Z][A-Z'.-]+$/.test(word))) return null;
  const joined = words.join('');
  return JOINED_NAME_WORD.test(joined) ? splitJoinedName(joined) : null;
}

/** A word of a name printed on its own: capitals, read surely. */
const NAME_PIECE = /^[A-Z][A-Z'.-]{2,}$/;
const SURE_PIECE = 85;
/** How far apart (share of the card) the two words of a name printed apart may lie. */
const PIECES_APART = 0.05;

type Box = OcrReading['lines'][number]['box'];

/** The gap between two boxes, across or down, whichever is larger (0 when they overlap). */
function gapBetween(a: Box, b: Box): number {
  const across = Math.max(0, a.x0 - b.x1, b.x0 - a.x1);
  const down = Math.max(0, a.y0 - b.y1, b.y0 - a.y1);
  return Math.max(across, down);
}

/**
 * A name whose first name and surname are printed as words of their own near each other, in any arrangement: a
 * surname across with the first name running down the side from its end ("SVEJKOVSKY" and "JAROSLAV" in an L),
 * or the surname above the first name. Counted only when the two words, in one order or the other, spell a catalog
 * player's name letter for letter.
 */
function namesSetApart(readings: OcrReading[]): NameCandidate[] {
  const found: NameCandidate[] = [];
  for (const reading of readings) {
    const pieces = reading.lines.filter(
      (line) => NAME_PIECE.test(line.text.trim()) && line.confidence >= SURE_PIECE,
    );
    for (const a of pieces) {
      for (const b of pieces) {
        if (a === b || gapBetween(a.box, b.box) > PIECES_APART) continue;
        const read = `${a.text.trim()}${b.text.trim()}`;
        const name = splitJoinedName(read);
        if (name && compactLetters(name) === compactLetters(read))
          found.push({ text: name, weight: JOINED_NAME_WEIGHT, role: reading.role });
      }
    }
  }
  return found;
}

const compactLetters = (text: string) => simplify(text).replace(/[^a-z]/g, '');

/** Names not found already by the name parser on the same side (so a name is not counted twice for one line). */
function notYetFound(candidates: NameCandidate[], names: NameCandidate[]): NameCandidate[] {
  const known = new Set(names.map((name) => `${name.role}:${simplify(name.text)}`));
  return candidates.filter((name) => !known.has(`${name.role}:${simplify(name.text)}`));
}

/** What follows a person's name when it names an award ("Art Ross Trophy", "Cy Young Award"). */
const AWARD_WORDS = ['trophy', 'award', 'memorial'];

/**
 * Names that are an award's on this card ("ART ROSS TROPHY" on a Lemieux card, "Cy Young Award"): the award's
 * namesake is not the card's player.
 */
function withoutAwards(names: NameCandidate[], text: string): NameCandidate[] {
  const compact = simplify(text).replace(/ /g, '');
  return names.filter((name) => {
    const named = simplify(name.text).replace(/ /g, '');
    return !named || !AWARD_WORDS.some((award) => compact.includes(named + award));
  });
}

function linesOfSide(readings: OcrReading[], role: OcrReading['role']): OcrLine[] {
  return readings.filter((reading) => reading.role === role).flatMap((reading) => reading.lines);
}

/** Parses the text of every reading of the card into candidates for each field. */
export function readCardText(read: OcrReading[]): Readings {
  const readings = read.map(withSpaces);
  const text = readings.map((reading) => reading.text).join('\n');
  const mcDonalds = mentionsMcDonalds(text);
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
    numbers.push(...parseCardNumbers(reading.lines, reading.role, { mcDonalds }));
    // A line that names a team ("PITTSBURGH PENGUINS") is not a player's name.
    names.push(
      ...parseNames(reading.lines, reading.role, isTeamName, linesOfSide(readings, reading.role))
        .map((name) => ({ ...name, text: withoutTeamWords(name.text) }))
        .filter((name) => name.text),
    );
  }
  names.push(
    ...namesInProse(readings),
    ...notYetFound([...joinedNames(readings), ...namesSetApart(readings)], names),
  );
  const playerNames = withoutAwards(names, text);
  const lines = readings.flatMap((reading) => reading.lines);
  const ocrConfidence = lines.length
    ? lines.reduce((sum, line) => sum + line.confidence, 0) / lines.length / 100
    : 0;
  return {
    text,
    lines: text.split('\n'),
    years,
    numbers: numbers.sort((a, b) => b.weight - a.weight),
    names: withRepeatSupport(playerNames).sort((a, b) => b.weight - a.weight),
    mcDonalds,
    logoBrands: brandLogosRead(readings),
    markers: parseMarkers(
      readings.map((reading) => ({
        role: reading.role,
        lines: reading.lines.map((line) => line.text),
      })),
    ),
    ocrConfidence,
  };
}

/** A capitalised first name and surname inside a sentence ("other than Mario Lemieux. The return"). */
const NAME_IN_PROSE = /\b([A-Z][a-z]{1,10}) ((?:Mc|Mac|O')?[A-Z][a-z]{2,14})\b/g;
/** A name found in a write-up counts much less than one printed in the name band. */
const PROSE_NAME_WEIGHT = 0.3;

/** A surname this long is still the same name with one letter misread ("Lomieux" in one line, "Lemieux" in others). */
const MISREAD_SURNAME_LENGTH = 5;

/** Whether a line names the surname, as a word of its own, read right or (a long one) with one letter misread. */
function namesSurname(line: string, surname: string): boolean {
  const wanted = surname.toLowerCase();
  return line
    .toLowerCase()
    .split(/[^a-z]+/)
    .some(
      (word) =>
        word === wanted ||
        (wanted.length >= MISREAD_SURNAME_LENGTH &&
          word.length === wanted.length &&
          distance(word, wanted) === 1),
    );
}

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
      count = lines.filter((line) => namesSurname(line, surname)).length;
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
