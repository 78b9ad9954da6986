import type { GradedSlab, ImageRole } from '../types';

export interface CardMarkers {
  rookieCard: boolean;
  autograph: boolean;
  memorabilia: boolean;
  /** "23/99" as printed. */
  serialNumber: string | null;
}

const ROOKIE = /\bRC\b|\bROOKIE\b|\bRookie Card\b|\bRATED ROOKIE\b|\bFIRST YEAR\b/i;
const AUTOGRAPH = /\bAUTO(?:GRAPH(?:ED|S)?)?\b|\bSIGNATURES?\b|\bCERTIFIED AUTO|\bSIGNED\b/i;
const MEMORABILIA =
  /\bRELIC\b|\bPATCH\b|\bJERSEY\b|\bGAME[-\s]?(?:USED|WORN)\b|\bMEMORABILIA\b|\bSWATCH\b|\bMATERIALS?\b/i;
/** Names that hold a marker word and mark nothing: a team ("New Jersey Devils"), an award ("Rookie of the Year"). */
const NOT_MARKERS = /\bnew\s?jersey\b|\brookie\s?of\s?the\s?year\b/gi;
/**
 * A back certifies an autograph or a piece of memorabilia in words such as these ("Congratulations! You have
 * received...", "guaranteed to be", "certified autograph", "authentic game-worn"); a write-up never does.
 */
const CERTIFICATION =
  /congratulations|guarantee|certif|authentic\w*\s?(?:auto|sign|game|jersey|memorabilia|patch|relic)/i;
/** A back's heading or label ("ROOKIE CARD", "STAR ROOKIE") is this short; a write-up's lines are longer. */
const HEADING_WORDS = 4;
/**
 * "23/99", "023 / 250", "No. 23/99"; the first number is at most the second. Not glued to letters before it:
 * "hC6/7" is OCR debris of a back's small print.
 */
const SERIAL = /(?:^|[^\dA-Za-z/-])(\d{1,4})\s?\/\s?(\d{1,4})(?![\d/-])/g;
const COMMON_PRINT_RUNS = new Set([
  1, 5, 10, 15, 25, 35, 49, 50, 75, 99, 100, 125, 149, 150, 199, 200, 250, 299, 399, 499, 500, 999,
  1000, 2000, 5000,
]);

/** Serial numbering, where the line is short enough not to be a stats row or a date. */
export function parseSerial(lines: string[]): string | null {
  for (const line of lines) {
    if (line.trim().split(/\s+/).length > 4) continue;
    for (const match of line.matchAll(SERIAL)) {
      const [serial, run] = [Number(match[1]), Number(match[2])];
      if (
        serial >= 1 &&
        serial <= run &&
        (COMMON_PRINT_RUNS.has(run) || (match[1].length === match[2].length && run >= 10))
      )
        return `${match[1]}/${match[2]}`;
    }
  }
  return null;
}

/** One side of a card as read: its role and its lines. */
export interface MarkedSide {
  role: ImageRole;
  lines: string[];
}

const withoutNames = (line: string) => line.replace(NOT_MARKERS, ' ');
const isHeading = (line: string) => line.trim().split(/\s+/).length <= HEADING_WORDS;

/**
 * Rookie, autograph and memorabilia markers as a card prints them: on its front (an RC logo, "GAME-USED JERSEY",
 * "CERTIFIED AUTOGRAPH"), or on its back in a heading or a certification. A write-up's "signed as a free agent",
 * "his rookie season" or "wore the jersey" marks nothing: a listing that says Auto or Relic for a base card
 * misdescribes it, and prices it from autographs' sales.
 */
export function parseMarkers(sides: MarkedSide[]): CardMarkers {
  const printed: string[] = [];
  const certified: string[] = [];
  for (const { role, lines } of sides) {
    const named = lines.map(withoutNames);
    printed.push(...(role === 'back' ? named.filter(isHeading) : named));
    if (role === 'back' && named.some((line) => CERTIFICATION.test(line))) certified.push(...named);
  }
  const rookieText = printed.join('\n');
  const text = [...printed, ...certified].join('\n');
  return {
    rookieCard: ROOKIE.test(rookieText),
    autograph: AUTOGRAPH.test(text),
    memorabilia: MEMORABILIA.test(text),
    serialNumber: parseSerial(sides.flatMap(({ lines }) => lines)),
  };
}

const GRADERS: { grader: string; pattern: RegExp }[] = [
  { grader: 'PSA', pattern: /\bPSA\b|\bP5A\b|PROFESSIONAL SPORTS AUTHENTICATOR/i },
  { grader: 'BGS', pattern: /\bBGS\b|\bBECKETT\b/i },
  { grader: 'SGC', pattern: /\bSGC\b/i },
  { grader: 'CGC', pattern: /\bCGC\b/i },
];

/**
 * Grade words on labels, best first where one label contains another ("GEM MT" before "MT"), and the grade beside
 * them on their line only: the line under them may be the certificate ("0011223344").
 */
const GRADE_WORDS =
  /\b(GEM\s?MT|GEM\s?MINT|PRISTINE|MINT\+?|NM-MT\+?|NM\+?|EX-MT\+?|EX|VG-EX|VG|GOOD|FAIR|POOR|AUTHENTIC)\b[ \t]*(\d{1,2}(?:\.5)?(?![\d.]))?/i;
const BARE_GRADE = /(?:^|\s)(10|[1-9](?:\.5)?)(?:\s|$)/;
const CERT = /\b(\d{7,10})\b/;

function gradeFrom(text: string): string | null {
  const worded = GRADE_WORDS.exec(text);
  if (worded?.[2]) return worded[2];
  if (worded && /AUTHENTIC/i.test(worded[1])) return 'Authentic';
  for (const line of text.split('\n')) {
    const bare = BARE_GRADE.exec(line.trim());
    if (bare && line.trim().length <= 12) return bare[1];
  }
  return null;
}

/** A graded slab's label: grader, grade and certificate number; null when no grader is named. */
export function parseSlab(lines: string[]): GradedSlab | null {
  const text = lines.join('\n');
  const grader = GRADERS.find(({ pattern }) => pattern.test(text));
  if (!grader) return null;
  const grade = gradeFrom(text);
  if (!grade) return null;
  const cert = CERT.exec(text.replace(/(?<=\d) (?=\d)/g, ''));
  return { grader: grader.grader, grade, certNumber: cert ? cert[1] : null };
}
