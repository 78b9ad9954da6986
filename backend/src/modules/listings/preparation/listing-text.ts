import { withinLength, type SpecificsSource } from './item-specifics';

/**
 * eBay's limit on an inventory item's product.description (Inventory contract: "Max Length: 4000", HTML included),
 * the field a listing's description goes out in beside the offer's listingDescription (500000). What Pennant writes
 * fits it; `productDescription` keeps anything longer (a description the dealer wrote) from reaching eBay there.
 */
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 4000;

/** A lot's card line longer than this is shortened, so one odd card cannot crowd the others out. */
const LOT_LINE_MAX_LENGTH = 200;
/** How far a card's details are shortened, in turn, until its description fits eBay's limit. */
const DETAIL_LENGTHS = [Infinity, 300, 150, 80, 40, 20];

/** What a card's description and keywords are written from. */
export interface TextSource extends SpecificsSource {
  conditionLabel: string;
  /** The dealer's words on the card's condition ("sharp corners, light print line"). */
  condition: string | null;
}

/** "PSA 9" -> "psa 9": the same words whatever their case and spacing. */
function wordsOf(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The dealer's condition notes, printed under the condition eBay is sent. A slab's "PSA 9" (what the engine
 * writes there for a graded card) is the condition already said, so it is not said twice.
 */
export function conditionNotes(card: TextSource): string | null {
  const notes = card.condition?.trim();
  if (!notes) return null;
  const said = [card.conditionLabel, `${card.grader ?? ''} ${card.grade ?? ''}`].map(wordsOf);
  const words = wordsOf(notes);
  return said.some((text) => text === words || text.endsWith(`: ${words}`)) ? null : notes;
}

/**
 * The listing's description, in the basic HTML eBay accepts: a line saying what the card is, its
 * details, its condition, and that the pictures show the card itself. Details long enough to take it past eBay's
 * 4000 characters (the dealer's fields take up to 200 each) are shortened, the longest first, until it fits.
 */
export function cardDescription(title: string, card: TextSource): string {
  const details: [string, string | null][] = [
    ['Player', card.player],
    ['Team', card.team],
    ['Year', card.year ? String(card.year) : null],
    ['Manufacturer', card.brand],
    ['Set', card.set],
    ['Card number', card.cardNumber],
    ['Parallel / variety', card.variant],
    ['Serial numbered', card.serialNumber],
    ['Rookie card', card.rookieCard ? 'Yes' : null],
    ['Autographed', card.autograph ? 'Yes' : null],
    ['Memorabilia', card.memorabilia ? 'Yes' : null],
    ['Certification number', card.grader ? card.certNumber : null],
    ['Condition', card.conditionLabel],
    ['Condition notes', conditionNotes(card)],
  ];
  const present = details.filter((detail): detail is [string, string] => Boolean(detail[1]));
  let html = '';
  for (const most of DETAIL_LENGTHS) {
    html = cardDescriptionHtml(
      title,
      present.map(([label, value]) => [label, shortened(value, most)]),
    );
    if (html.length <= PRODUCT_DESCRIPTION_MAX_LENGTH) break;
  }
  return html;
}

function cardDescriptionHtml(title: string, details: [string, string][]): string {
  return [
    `<h2>${escapeHtml(title)}</h2>`,
    '<ul>',
    ...details.map(([label, value]) => `<li><b>${label}:</b> ${escapeHtml(value)}</li>`),
    '</ul>',
    '<p>The pictures show the card you will receive.</p>',
  ].join('\n');
}

/**
 * A lot's description: what it is and each card in it. A lot too large for eBay's 4000 characters lists its cards
 * in order until the limit and says how many more there are ("…and 37 more cards."), so it always fits.
 */
export function lotDescription(title: string, members: { line: string }[]): string {
  const lines = members.map(
    (member) => `<li>${escapeHtml(shortened(member.line, LOT_LINE_MAX_LENGTH))}</li>`,
  );
  let listed = lines.length;
  let html = lotDescriptionHtml(title, lines, listed);
  if (html.length <= PRODUCT_DESCRIPTION_MAX_LENGTH) return html;
  // Each line listed costs its length and a line break: start from the most that can fit, then step back.
  const room = PRODUCT_DESCRIPTION_MAX_LENGTH - lotDescriptionHtml(title, lines, 0).length;
  let used = 0;
  listed = 0;
  while (listed < lines.length && used + lines[listed].length + 1 <= room) {
    used += lines[listed].length + 1;
    listed++;
  }
  html = lotDescriptionHtml(title, lines, listed);
  while (html.length > PRODUCT_DESCRIPTION_MAX_LENGTH && listed > 0) {
    listed--;
    html = lotDescriptionHtml(title, lines, listed);
  }
  return html;
}

function lotDescriptionHtml(title: string, lines: string[], listed: number): string {
  const count = lines.length;
  const unlisted = count - listed;
  const intro =
    unlisted === 0
      ? `${count} cards, listed below.`
      : `${count} cards; the first ${listed} are listed below.`;
  return [
    `<h2>${escapeHtml(title)}</h2>`,
    `<p>${intro} The pictures show the cards you will receive.</p>`,
    '<ol>',
    ...lines.slice(0, listed),
    '</ol>',
    ...(unlisted > 0 ? [`<p>…and ${unlisted} more ${unlisted === 1 ? 'card' : 'cards'}.</p>`] : []),
  ].join('\n');
}

/** The text cut at a word's end to at most `most` characters, "…" saying it was cut. */
function shortened(text: string, most: number): string {
  return text.length <= most ? text : `${withinLength(text, most - 1)}…`;
}

/** Words buyers search for this card: who, what, when, and its selling points. */
export function cardKeywords(card: SpecificsSource): string[] {
  const words = [
    card.player,
    card.team,
    card.year ? String(card.year) : null,
    card.brand,
    card.set,
    card.sport ? `${card.sport} card` : null,
    card.cardNumber ? `#${card.cardNumber}` : null,
    card.variant,
    card.rookieCard ? 'rookie card' : null,
    card.autograph ? 'autograph' : null,
    card.memorabilia ? 'relic' : null,
    card.serialNumber ? 'serial numbered' : null,
    card.grader && card.grade ? `${card.grader} ${card.grade}` : null,
  ];
  const seen = new Set<string>();
  return words.flatMap((word) => {
    const text = word?.trim();
    if (!text || seen.has(text.toLowerCase())) return [];
    seen.add(text.toLowerCase());
    return [text];
  });
}

/** The spec's "special features": what sets the card apart. */
export function cardFeatures(card: SpecificsSource): string[] {
  return [
    card.rookieCard ? 'Rookie Card' : null,
    card.autograph ? 'Autographed' : null,
    card.memorabilia ? 'Memorabilia / Relic' : null,
    card.serialNumber ? `Serial Numbered ${card.serialNumber}` : null,
    card.variant ? `Parallel: ${card.variant}` : null,
    card.grader && card.grade ? `Graded ${card.grader} ${card.grade}` : null,
  ].filter((feature): feature is string => feature !== null);
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
