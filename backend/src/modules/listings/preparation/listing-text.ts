import type { SpecificsSource } from './item-specifics';

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
 * details, its condition, and that the pictures show the card itself.
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
  return [
    `<h2>${escapeHtml(title)}</h2>`,
    '<ul>',
    ...details
      .filter((detail): detail is [string, string] => Boolean(detail[1]))
      .map(([label, value]) => `<li><b>${label}:</b> ${escapeHtml(value)}</li>`),
    '</ul>',
    '<p>The pictures show the card you will receive.</p>',
  ].join('\n');
}

/** A lot's description: what it is and each card in it. */
export function lotDescription(title: string, members: { line: string }[]): string {
  return [
    `<h2>${escapeHtml(title)}</h2>`,
    `<p>${members.length} cards, listed below. The pictures show the cards you will receive.</p>`,
    '<ol>',
    ...members.map((member) => `<li>${escapeHtml(member.line)}</li>`),
    '</ol>',
  ].join('\n');
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
