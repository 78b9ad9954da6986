import type { ImageRole, OcrLine } from '../types';

export interface NameCandidate {
  /** As read, cleaned of stray punctuation. */
  text: string;
  /** 0..1: how much it looks like the name band of a card. */
  weight: number;
  role: ImageRole;
  /**
   * The write-up names this player beside the card's own ("passed Hall-of-Famer Jean Beliveau", "second only to
   * Wayne Gretzky"): offered for a correction, never taken as the card's player.
   */
  mentioned?: boolean;
}

/** Words that appear in capitalised lines of a card and are never part of a player's name. */
const NOT_NAME_WORDS = new Set(
  (
    'the of and rookie card cards all star stars all-star all-stars league national american hockey baseball football ' +
    'basketball nhl nba nfl mlb team season career totals total goals assists points games pts born height weight ' +
    'shoots catches bats throws position center centre wing defense defence goalie goaltender forward guard pitcher ' +
    'catcher outfield infield first second third base shortstop left right inc co company ltd printed usa canada ' +
    'trademark licensed official player players association collectors choice upper deck topps fleer donruss score ' +
    'pinnacle leaf bowman panini parkhurst pro set stadium club premier ultra flair select prizm chrome heritage ' +
    'update series mcdonalds mcdonald games game film ice hologram edition limited insert draft pick prospect ' +
    'prospects record records year years club members only special retail rated defenseur gardien de but ailier ' +
    'droit gauche avant joueur centre defenseman goaltender defenseur attaquant trophy award cup memorial hall fame ' +
    'ab hr avg rbi era gp pts pim reb ast yds td sb bb so ip obp slg ops sv gaa whip min fg ft stl blk ' +
    'january february march april may june july august september october november december born bats ' +
    'throws height weight drafted acquired printed'
  ).split(' '),
);

const NAME_TOKEN = /^(?:[A-Z][a-zA-Z'’.-]*|[A-Z]\.|Mc[A-Z][a-z]+|Jr\.?|Sr\.?|II|III|IV)$/;

const LONG_STOP_WORDS = [...NOT_NAME_WORDS].filter((word) => word.length >= 7);

/** A card word, also when OCR misread a letter of a long one ("BEFENSEUR", "COALTENDER"). */
export function isStopWord(token: string): boolean {
  const word = token.toLowerCase().replace(/[^a-z-]/g, '');
  if (NOT_NAME_WORDS.has(word)) return true;
  return (
    word.length >= 7 &&
    LONG_STOP_WORDS.some(
      (stop) => Math.abs(stop.length - word.length) <= 1 && closeWord(stop, word),
    )
  );
}

/** "Cd GLEN PERKINS": a mixed-case scrap of two letters before a name in capitals is OCR debris. */
function isStrayHead(tokens: string[]): boolean {
  const [first, ...rest] = tokens;
  return (
    rest.length >= 2 &&
    /^[A-Za-z]{1,2}$/.test(first) &&
    first !== first.toUpperCase() &&
    rest.every((t) => t === t.toUpperCase())
  );
}

/**
 * "Scott Stevens Ez", "MARIO LEMIEUX Tres": a one- or two-letter tail after a full name, or a word in small
 * letters after a name in capitals, is OCR debris, not a suffix.
 */
function isStrayTail(tokens: string[]): boolean {
  const last = tokens[tokens.length - 1];
  if (tokens.length < 3 || /^(Jr|Sr|II|III|IV)\.?$/i.test(last)) return false;
  const capitals = (token: string) => token === token.toUpperCase();
  return (
    last.replace(/[^A-Za-z]/g, '').length <= 2 ||
    (tokens.slice(0, -1).every(capitals) && !capitals(last))
  );
}

/** At most one substituted letter (same length) or one letter more or less. */
function closeWord(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return (
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i) ||
    a.slice(i) === b.slice(i + 1)
  );
}
const isNoise = (token: string) => !/[A-Za-z]{2}/.test(token) || /\d/.test(token);

const LETTER_LOOKALIKES: Record<string, string> = {
  '0': 'O',
  '1': 'l',
  '5': 'S',
  '8': 'B',
  $: 'S',
};

/** "J0NSSON" -> "JONSSON": a digit inside a word of letters is a misread letter. */
function asLetters(token: string): string {
  const letters = token.replace(/[^A-Za-z]/g, '').length;
  if (letters < 3 || letters < token.length * 0.7) return token;
  return token.replace(/[0158$]/g, (char) => LETTER_LOOKALIKES[char] ?? char);
}

/**
 * "Al lafrate", "Jarome lginla": in sans-serif print a capital I is a small l, and OCR reads it so. Among capitalised
 * words, a word starting with a small l started with an I.
 */
function withCapitalI(tokens: string[]): string[] {
  const others = tokens.filter((token) => !/^l[a-z]{2,}$/.test(token));
  if (others.length === tokens.length || !others.every((token) => /^[A-Z]/.test(token)))
    return tokens;
  return tokens.map((token) => (/^l[a-z]{2,}$/.test(token) ? `I${token.slice(1)}` : token));
}

/** Drops punctuation, and digits or card words around the name ("Cam Neely 58", "Steve Duchesne DEFENSEUR"). */
function cleanLine(text: string): string {
  const read = text
    .replace(/[|_~=«»“”"*•·:;,!?()[\]{}<>/\\]/g, ' ')
    .split(/\s+/)
    .map(asLetters)
    .map((token) => token.replace(/^[^A-Za-z0-9]+/, ''))
    .map((token) =>
      token.replace(/^[.'’-]+|[^A-Za-z0-9.]+$|[.'’-]+$/g, (edge) =>
        /^[A-Z]\.$/.test(token) ? edge : '',
      ),
    )
    .filter(Boolean);
  const tokens = withCapitalI(read);
  while (tokens.length && (isNoise(tokens[0]) || isStopWord(tokens[0]) || isStrayHead(tokens)))
    tokens.shift();
  while (
    tokens.length &&
    (isNoise(tokens[tokens.length - 1]) ||
      isStopWord(tokens[tokens.length - 1]) ||
      isStrayTail(tokens))
  )
    tokens.pop();
  return tokens.join(' ');
}

/**
 * Words after which the write-up names another player than the card's: a comparison, a record passed or shared, a
 * teammate ("second only to | Wayne Gretzky", "passed Hall-of-Famer | Jean Beliveau", "joined | Mike Bossy").
 */
const OTHER_PLAYER_BEFORE = new Set(
  (
    'to than passed passing behind joined joining with like teammate teammates linemate linemates famer ' +
    'hall-of-famer surpassed surpassing broke breaking tied tying replaced replacing succeeded'
  ).split(' '),
);

/** The line above in the same paragraph: just above, of the same size, over the same column. */
function lineAbove(line: OcrLine, lines: OcrLine[]): OcrLine | null {
  const height = line.box.y1 - line.box.y0;
  const width = (box: Box) => box.x1 - box.x0;
  let above: OcrLine | null = null;
  for (const other of lines) {
    const ratio = (other.box.y1 - other.box.y0) / height;
    const gap = line.box.y0 - other.box.y1;
    const overlap = Math.min(other.box.x1, line.box.x1) - Math.max(other.box.x0, line.box.x0);
    if (other === line || ratio < 0.6 || ratio > 1.7 || gap < -0.3 * height || gap > 0.9 * height)
      continue;
    if (overlap < 0.5 * Math.min(width(other.box), width(line.box))) continue;
    if (!above || other.box.y1 > above.box.y1) above = other;
  }
  return above;
}

const lastWord = (text: string) =>
  (text.trim().split(/\s+/).pop() ?? '').toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');

/**
 * The name is one the write-up mentions beside the card's player: it opens its line, and the paragraph's line above
 * breaks off mid-sentence on a word that brings in another player.
 */
function mentionedBeside(name: string, line: OcrLine, lines: OcrLine[]): boolean {
  if (!line.text.trim().startsWith(name.split(' ')[0])) return false;
  const above = lineAbove(line, lines);
  return (
    above !== null &&
    !/[.!?:]["”]?\s*$/.test(above.text) &&
    OTHER_PLAYER_BEFORE.has(lastWord(above.text))
  );
}

/** "—Rick Tocchet" under a quote on the back: the one who said it, not the card's player (fronts are not read so). */
function signsQuote(line: OcrLine): boolean {
  return QUOTE_SIGNATURE.test(line.text);
}
const QUOTE_SIGNATURE = /^\s*(?:[—–~]|-{1,2})\s*[A-Z]/;

function nameShape(text: string): number {
  const tokens = text.split(' ');
  if (tokens.length < 2 || tokens.length > 4) return 0;
  if (!tokens.every((token) => NAME_TOKEN.test(token))) return 0;
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  if (letters < 5 || letters > 28) return 0;
  const stopWords = tokens.filter((token) =>
    NOT_NAME_WORDS.has(token.toLowerCase().replace(/[^a-z-]/g, '')),
  ).length;
  if (stopWords > 0) return 0;
  const shortTokens = tokens.filter((token) => token.replace(/[^A-Za-z]/g, '').length < 2).length;
  return shortTokens > 1 ? 0.3 : 1;
}

interface CleanLine {
  text: string;
  line: OcrLine;
}

type Box = OcrLine['box'];

/** Two lines set flush left, flush right or centred on each other. */
function aligned(upper: Box, lower: Box): boolean {
  const middle = (box: Box) => (box.x0 + box.x1) / 2;
  return (
    Math.abs(lower.x0 - upper.x0) < 0.1 ||
    Math.abs(lower.x1 - upper.x1) < 0.05 ||
    Math.abs(middle(lower) - middle(upper)) < 0.05
  );
}

/**
 * "MARIO" above "LEMIEUX": two one-word lines stacked tightly, aligned on the left, on the right or on their middle
 * (Bowman sets a small "BRIAN" flush right over a large "DOZIER"), read as one name.
 */
function stackedNames(cleaned: CleanLine[]): OcrLine[] {
  const single = cleaned
    .filter(({ text }) => /^[A-Za-z'’.-]{2,}$/.test(text) && !isStopWord(text))
    .sort((a, b) => a.line.box.y0 - b.line.box.y0);
  const joined: OcrLine[] = [];
  for (let i = 0; i + 1 < single.length; i++) {
    const [upper, lower] = [single[i].line.box, single[i + 1].line.box];
    const height = upper.y1 - upper.y0;
    const tight = lower.y0 - upper.y1 < height * 1.2 && aligned(upper, lower);
    if (!tight) continue;
    joined.push({
      text: `${single[i].text} ${single[i + 1].text}`,
      confidence: Math.min(single[i].line.confidence, single[i + 1].line.confidence),
      box: {
        x0: Math.min(upper.x0, lower.x0),
        y0: upper.y0,
        x1: Math.max(upper.x1, lower.x1),
        y1: lower.y1,
      },
    });
  }
  return joined;
}

/**
 * Lines that look like a player's name, weighted by shape, size, place and OCR confidence.
 * `isOtherName` rejects lines that name something else (a team, a set) known to the caller. `sideLines` are all
 * the lines read of this side, in the upright card's place (a band read again closer holds only part of a paragraph).
 */
export function parseNames(
  lines: OcrLine[],
  role: ImageRole,
  isOtherName: (text: string) => boolean = () => false,
  sideLines: OcrLine[] = lines,
): NameCandidate[] {
  const heights = lines.map((line) => line.box.y1 - line.box.y0).sort((a, b) => a - b);
  const medianHeight = heights[Math.floor(heights.length / 2)] ?? 0.02;
  const candidates: NameCandidate[] = [];
  const cleaned = lines.map((line) => ({ text: cleanLine(line.text), line }));
  const stacked = stackedNames(cleaned).map((line) => ({ text: line.text, line }));
  for (const { text, line } of [...cleaned, ...stacked]) {
    const shape = nameShape(text);
    if (!shape || isOtherName(text)) continue;
    const height = line.box.y1 - line.box.y0;
    const sizeBoost = Math.min(1.5, height / Math.max(medianHeight, 0.005)) / 1.5;
    const inBand = line.box.y0 > 0.65 || line.box.y1 < 0.3 ? 1 : 0.75;
    const roleWeight = role === 'front' ? 1 : 0.8;
    const ocr = Math.max(0.3, line.confidence / 100);
    candidates.push({
      text,
      role,
      weight: shape * (0.5 + 0.5 * sizeBoost) * inBand * roleWeight * ocr,
      ...(mentionedBeside(text, line, sideLines) || (role === 'back' && signsQuote(line))
        ? { mentioned: true }
        : {}),
    });
  }
  return candidates.sort((a, b) => b.weight - a.weight);
}
