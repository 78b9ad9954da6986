import { parseYear } from './card-form';
import { foldName } from './suggestions';
import {
  CARD_SPORTS,
  type CardEditableField,
  type CardSport,
  type CatalogCard,
  type CatalogCardQuery,
} from '@pennant/contracts';

/** What the form holds of the fields a correction may fill (text as typed, the year as text). */
export interface FillableValues {
  player: string;
  team: string;
  sport: string;
  year: string;
  brand: string;
  set: string;
  cardNumber: string;
}

/** One field that saving will fill from the rosters and checklists. */
export interface FilledField {
  field: 'team' | 'sport' | 'year' | 'brand' | 'set' | 'cardNumber';
  label: string;
  value: string;
}

const LABELS: Record<FilledField['field'], string> = {
  team: 'Team',
  sport: 'Sport',
  year: 'Year',
  brand: 'Brand',
  set: 'Set',
  cardNumber: 'Number',
};

export function knownSport(sport: string | null | undefined): CardSport | undefined {
  return CARD_SPORTS.find((known) => known === sport?.trim().toLowerCase());
}

/**
 * The year the form holds, once it is whole: "1991" or "91-92", not "19" on the way to "1991" (two digits alone are
 * read as a year when the cursor leaves the field).
 */
export function typedYear(year: string | null | undefined): number | undefined {
  const text = year?.trim() ?? '';
  return text.length >= 4 ? (parseYear(text) ?? undefined) : undefined;
}

/** GET /api/catalog/card's question for the player and year in the form (null without a player). */
export function catalogCardQuery(values: FillableValues): CatalogCardQuery | null {
  const player = values.player.trim();
  if (!player) return null;
  return {
    player,
    year: typedYear(values.year),
    sport: knownSport(values.sport),
    brand: values.brand.trim() || undefined,
    set: values.set.trim() || undefined,
    cardNumber: values.cardNumber.trim() || undefined,
  };
}

/** The answer is about the player and year now in the form, not an earlier keystroke's. */
export function previewIsFor(preview: CatalogCard, query: CatalogCardQuery): boolean {
  return (
    foldName(preview.player) === foldName(query.player) &&
    (query.year === undefined || preview.year === null || preview.year === query.year)
  );
}

/**
 * What the server will fill when the new player or year is saved, as it does it: the sport and the team that
 * season for a player in the catalogs, and year, brand, set and number when exactly one checklisted card fits.
 * Fields the dealer corrected (before, or now in the form) are kept, and so is what already reads the same.
 */
export function fieldsFilled(
  values: FillableValues,
  preview: CatalogCard,
  kept: ReadonlySet<CardEditableField>,
): FilledField[] {
  const proposals: [FilledField['field'], string | number | null][] = [];
  if (preview.inCatalog) proposals.push(['sport', preview.sport], ['team', preview.team]);
  if (preview.checklist.length === 1) {
    const [entry] = preview.checklist;
    proposals.push(
      ['year', entry.year],
      ['brand', entry.brand],
      ['set', entry.set],
      ['cardNumber', entry.cardNumber],
    );
  }
  return proposals
    .filter(([field, value]) => value !== null && !kept.has(field))
    .map(([field, value]) => ({ field, label: LABELS[field], value: String(value) }))
    .filter(({ field, value }) => foldText(values[field]) !== foldText(value));
}

function foldText(text: string): string {
  return text.trim().toLowerCase();
}
