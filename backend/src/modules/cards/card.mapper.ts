import type { Card as CardView, CardImage as CardImageView } from '@pennant/contracts';
import { toDecimalString } from '../../common';
import type { Card } from './entities/card.entity';
import type { CardImage } from './entities/card-image.entity';
import { needsCheck, openDoubts } from './review-state';

/** The card as the API sends it: decimals as two-place strings, dates as ISO strings. */
export function toCardView(card: Card): CardView {
  const images = card.images.isInitialized()
    ? [...card.images.getItems()].sort((a, b) => a.position - b.position).map(toImageView)
    : [];
  const primary = images.find((image) => image.isPrimary) ?? images[0] ?? null;
  return {
    id: card.id,
    status: card.status,
    imageUrl: primary?.url ?? null,
    thumbnailUrl: primary?.thumbnailUrl ?? null,
    imageTurn: primary?.uprightTurn ?? 0,
    frontUrl: images.find((image) => image.type === 'front')?.url ?? primary?.url ?? null,
    backUrl: images.find((image) => image.type === 'back')?.url ?? null,
    images,
    player: card.player,
    team: card.team,
    sport: card.sport,
    year: card.year,
    brand: card.brand,
    set: card.set,
    cardNumber: card.cardNumber,
    variant: card.variant,
    condition: card.condition,
    grader: card.grader,
    grade: card.grade,
    certNumber: card.certNumber,
    serialNumber: card.serialNumber,
    rookieCard: card.rookieCard,
    autograph: card.autograph,
    memorabilia: card.memorabilia,
    confidence: decimalOrNull(card.confidence),
    needsCheck: needsCheck(card),
    samePhotosAs: card.samePhotosAs,
    doubtfulFields: card.status === 'identified' ? openDoubts(card) : [],
    candidates: card.candidates,
    estimatedLow: decimalOrNull(card.estimatedLow),
    estimatedHigh: decimalOrNull(card.estimatedHigh),
    marketValue: decimalOrNull(card.marketValue),
    listPrice: decimalOrNull(card.listPrice),
    cardCondition: card.cardCondition,
    storageBox: card.storageBox,
    storageRow: card.storageRow,
    storageSlot: card.storageSlot,
    // Pricing stored before the flag existed never said eBay failed in a way Pennant retries.
    pricing: card.pricing && {
      ...card.pricing,
      ebayUnavailable: card.pricing.ebayUnavailable ?? false,
    },
    lotKey: card.lotKey,
    correctedFields: [...card.correctedFields],
    error: card.error,
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
    identifiedAt: card.identifiedAt?.toISOString() ?? null,
    approvedAt: card.approvedAt?.toISOString() ?? null,
  };
}

function toImageView(image: CardImage): CardImageView {
  return {
    id: image.id,
    url: image.url,
    thumbnailUrl: image.thumbnailUrl,
    name: image.name,
    type: image.type,
    isPrimary: image.isPrimary,
    uprightTurn: image.uprightTurn,
  };
}

function decimalOrNull(value: string | null): string | null {
  return value === null ? null : toDecimalString(value);
}
