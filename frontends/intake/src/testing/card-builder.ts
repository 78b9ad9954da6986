import type { Card } from '@pennant/contracts';

let sequence = 0;

/** A card as GET /api/cards answers it: identified, with prices; override what a test is about. */
export function buildCard(overrides: Partial<Card> = {}): Card {
  sequence += 1;
  return {
    id: `card-${sequence}`,
    status: 'identified',
    imageUrl: `/objects/dealer/card-${sequence}-front.jpg`,
    thumbnailUrl: `/objects/dealer/card-${sequence}-front.thumb.jpg`,
    frontUrl: `/objects/dealer/card-${sequence}-front.jpg`,
    backUrl: null,
    images: [],
    player: 'Mike Trout',
    team: 'Los Angeles Angels',
    sport: 'baseball',
    year: 2011,
    brand: 'Topps',
    set: 'Update',
    cardNumber: 'US175',
    variant: null,
    condition: null,
    grader: null,
    grade: null,
    certNumber: null,
    serialNumber: null,
    rookieCard: true,
    autograph: false,
    memorabilia: false,
    confidence: '0.95',
    needsCheck: false,
    doubtfulFields: [],
    candidates: null,
    estimatedLow: '120.00',
    estimatedHigh: '180.00',
    marketValue: '150.00',
    listPrice: '162.00',
    cardCondition: null,
    storageBox: null,
    storageRow: null,
    storageSlot: null,
    pricing: null,
    lotKey: null,
    correctedFields: [],
    error: null,
    createdAt: `2026-11-22T06:00:${String(sequence % 60).padStart(2, '0')}.000Z`,
    updatedAt: '2026-11-22T06:05:00.000Z',
    identifiedAt: '2026-11-22T06:05:00.000Z',
    approvedAt: null,
    ...overrides,
  };
}
