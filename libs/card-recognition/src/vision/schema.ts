import type { Identification } from '../types';

const VISION_CARD_PROPERTIES = {
  player: { type: ['string', 'null'], description: "The player's full name as printed" },
  team: { type: ['string', 'null'], description: 'Team: city and nickname' },
  sport: {
    type: ['string', 'null'],
    enum: ['baseball', 'basketball', 'football', 'hockey', null],
  },
  year: {
    type: ['integer', 'null'],
    description: 'Year of issue; for a season such as 1991-92, its first year',
  },
  brand: {
    type: ['string', 'null'],
    description: 'Manufacturer, e.g. Topps, Upper Deck, Panini',
  },
  set: {
    type: ['string', 'null'],
    description: 'Set name as the hobby calls it, e.g. Stadium Club, Topps Heritage',
  },
  cardNumber: {
    type: ['string', 'null'],
    description: 'Card number as printed, prefix included (e.g. McD-26, US123)',
  },
  variant: {
    type: ['string', 'null'],
    description: 'Insert, parallel or refractor name, if any',
  },
  rookieCard: { type: 'boolean' },
  autograph: { type: 'boolean' },
  memorabilia: {
    type: 'boolean',
    description: 'Relic, patch, jersey or other game-used material',
  },
  serialNumber: { type: ['string', 'null'], description: 'Serial numbering such as 23/99' },
  grader: { type: ['string', 'null'], enum: ['PSA', 'BGS', 'SGC', 'CGC', null] },
  grade: { type: ['string', 'null'] },
  certNumber: { type: ['string', 'null'] },
} as const;

/** The structured result asked of the vision model (JSON schema, strict structured outputs: every field required). */
export const VISION_CARD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(VISION_CARD_PROPERTIES),
  properties: VISION_CARD_PROPERTIES,
};

/** What the model answers: the identification's fields, with the slab label flattened. */
export type VisionCard = Pick<
  Identification,
  | 'player'
  | 'team'
  | 'sport'
  | 'year'
  | 'brand'
  | 'set'
  | 'cardNumber'
  | 'variant'
  | 'rookieCard'
  | 'autograph'
  | 'memorabilia'
  | 'serialNumber'
> & { grader: string | null; grade: string | null; certNumber: string | null };
