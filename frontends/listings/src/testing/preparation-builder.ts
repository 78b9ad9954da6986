import type { CardPreparation } from '@pennant/contracts';

/** A prepared single as GET /api/listings/:id answers it; override what a test is about. */
export function buildPreparation(overrides: Partial<CardPreparation> = {}): CardPreparation {
  return {
    listingId: 'listing-1',
    cardId: 'card-1',
    lotId: null,
    title: '2004 Topps Elmer Dessens #396',
    format: 'fixed_price',
    startingPrice: '1.07',
    buyItNowPrice: null,
    auctionDuration: null,
    category: { id: '261328', name: 'Sports Trading Card Singles' },
    condition: 'Ungraded: Near mint or better',
    conditionId: 'USED_VERY_GOOD',
    conditionDescriptors: [{ id: '40001', name: 'Card Condition', value: 'Near Mint or Better' }],
    cardCondition: 'near_mint_or_better',
    features: [],
    description: '<h2>2004 Topps Elmer Dessens #396</h2>',
    keywords: ['Elmer Dessens', '2004', 'Topps'],
    aspects: { Sport: ['Baseball'], 'Player/Athlete': ['Elmer Dessens'], Season: ['2004'] },
    aspectCheck: { missingRequired: [], missingRecommended: ['Features'], completeness: 84 },
    marketValue: '0.99',
    sku: 'BB1RR2S0089TOCJWIE',
    pictures: ['/objects/d/front', '/objects/d/back'],
    pictureTurns: [0, 0],
    lotSize: null,
    status: 'ready',
    problems: [],
    warnings: [],
    publishErrors: [],
    editedFields: [],
    listingStatus: 'draft',
    url: null,
    ...overrides,
  };
}
