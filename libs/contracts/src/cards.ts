import type { Listing, UngradedCondition } from './listings';
import type { DecimalString } from './settings';

/** Upload limits from the spec (section 9); the server enforces them whatever the client does. */
export const UPLOAD_MAX_FILES = 50;
export const UPLOAD_MAX_FILE_BYTES = 10_485_760;
/** The longest file name an upload keeps (it names the card's image and the refusals). */
export const UPLOAD_FILE_NAME_MAX = 255;
export const UPLOAD_ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'image/webp',
] as const;
export type UploadContentType = (typeof UPLOAD_ACCEPTED_TYPES)[number];
export const THUMBNAIL_SIZE = 200;

export const CARD_STATUSES = ['processing', 'identified', 'error', 'approved', 'lotted'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const CARD_IMAGE_TYPES = ['front', 'back', 'edge', 'surface', 'corner', 'other'] as const;
export type CardImageType = (typeof CARD_IMAGE_TYPES)[number];

const SIDE_WORDS: Record<string, 'front' | 'back'> = {
  front: 'front',
  fr: 'front',
  f: 'front',
  back: 'back',
  bk: 'back',
  b: 'back',
};
/** "card7_back", "card 7 FRONT", "card7-b", "card7.fr". */
const SIDE_AFTER_SEPARATOR = /^(.*?)[\s._-]+(front|back|fr|bk|f|b)$/i;
/** The Trading Card Database's downloads: "56699-Mc-1Fr", "56699-Mc-1Bk", "62768-NNOFr" (its number in capitals). */
const SIDE_GLUED = /^(.*[A-Za-z0-9])(Fr|Bk)$/;

/**
 * The side of a card a photo's file name tells, and the card's name without it; null when the name says
 * nothing about the side. The upload page and the batch pairing both read names by this one rule.
 */
export function cardSideInFileName(name: string): { card: string; side: 'front' | 'back' } | null {
  const stem = name.replace(/\.[a-z0-9]{2,5}$/i, '');
  const match = SIDE_AFTER_SEPARATOR.exec(stem) ?? SIDE_GLUED.exec(stem);
  return match ? { card: match[1], side: SIDE_WORDS[match[2].toLowerCase()] } : null;
}

/** How a batch's photos become cards (`ProcessBatchRequest.pairing`). */
export const BATCH_PAIRINGS = ['none', 'alternate', 'names'] as const;
export type BatchPairing = (typeof BATCH_PAIRINGS)[number];

/** A photo of a batch: which card it goes to (0, 1, 2, … in the order cards first appear) and its side there. */
export interface PairedPhoto {
  card: number;
  type: CardImageType;
}

/**
 * The card and side each photo of a batch gets with a pairing; the server groups a batch by it and the upload page
 * labels the photos by it. One card per image: every photo a front. Scanner order: front, back, front, back. By file
 * name: the side the name says, a photo naming no side a card (and front) of its own, and a second photo of a side
 * already taken by that name an "other" photo of the card.
 */
export function pairBatchPhotos(
  names: ReadonlyArray<string | null>,
  pairing: BatchPairing,
): PairedPhoto[] {
  if (pairing === 'none') return names.map((_, index) => ({ card: index, type: 'front' }));
  if (pairing === 'alternate') {
    return names.map((_, index) => ({
      card: Math.floor(index / 2),
      type: index % 2 === 0 ? 'front' : 'back',
    }));
  }
  const named = new Map<string, { card: number; sides: Set<'front' | 'back'> }>();
  let cards = 0;
  return names.map((name): PairedPhoto => {
    const found = name ? cardSideInFileName(name) : null;
    if (!found) return { card: cards++, type: 'front' };
    const key = found.card.toLowerCase();
    const entry = named.get(key) ?? { card: cards++, sides: new Set() };
    named.set(key, entry);
    if (entry.sides.has(found.side)) return { card: entry.card, type: 'other' };
    entry.sides.add(found.side);
    return { card: entry.card, type: found.side };
  });
}

/** Card fields a dealer may correct; a corrected field is listed in `correctedFields`. */
export const CARD_EDITABLE_FIELDS = [
  'player',
  'team',
  'sport',
  'year',
  'brand',
  'set',
  'cardNumber',
  'variant',
  'condition',
  'grader',
  'grade',
  'certNumber',
  'serialNumber',
  'rookieCard',
  'autograph',
  'memorabilia',
  'estimatedLow',
  'estimatedHigh',
  'marketValue',
  'listPrice',
  'cardCondition',
  'storageBox',
  'storageRow',
  'storageSlot',
] as const;
export type CardEditableField = (typeof CARD_EDITABLE_FIELDS)[number];

/** The fields the engine identifies, weighs and may doubt. */
export const IDENTIFIED_FIELDS = ['player', 'year', 'brand', 'set', 'cardNumber'] as const;
export type IdentifiedField = (typeof IDENTIFIED_FIELDS)[number];

/** A player the card may show, for a quick correction: the engine's choice first, then the next best. */
export interface PlayerCandidate {
  name: string;
  sport: string | null;
  /** First and last season played, where the catalog knows them. */
  from: number | null;
  to: number | null;
  /** Teams around the card's year (all teams when the year is not known). */
  teams: string[];
  /** 0..1: how well the card's text fits this player. */
  score: number;
  /** 'ocr': the name as read, found in no catalog (offered, never chosen). */
  source: 'catalog' | 'checklist' | 'dealer' | 'ocr';
}

/** A brand or set the card may show. */
export interface NamedCandidate {
  name: string;
  /** 0..1: how well the card's text fits it. */
  score: number;
}

/** The engine's alternatives for a card, best first. */
export interface CardCandidates {
  player: PlayerCandidate[];
  brand: NamedCandidate[];
  set: NamedCandidate[];
}

export interface CardImage {
  id: string;
  /** Same-origin path to the image, e.g. /objects/<dealer>/<key>.jpg (served only to its owner). */
  url: string;
  thumbnailUrl: string | null;
  name: string | null;
  type: CardImageType;
  isPrimary: boolean;
  /**
   * Degrees the photo is turned to stand upright, as identification found it: 180 for a card photographed upside
   * down (its eBay picture is sent turned, and the screens draw it turned), else 0.
   */
  uprightTurn: UprightTurn;
}

/** Degrees a photo is turned to stand upright: 180 for a card photographed upside down, else 0. */
export type UprightTurn = 0 | 180;

/** Where the price came from, so the screen can say it. */
export type PriceSource = 'sold' | 'active' | 'own_sales' | 'dealer' | 'none';

export interface CardPricing {
  source: PriceSource;
  sampleSize: number;
  /** Why there is no price, e.g. "eBay comparison failed: 503 Service Unavailable". */
  error: string | null;
  /** Link to sold comparisons on eBay. */
  soldSearchUrl: string | null;
  /**
   * eBay's search failed (an outage, a limit), so the figures are missing or from before: Pennant prices the card
   * again by itself while it awaits review (`CARD_REPRICE_MINUTES`), and the dealer can ask now.
   */
  ebayUnavailable: boolean;
}

export interface Card {
  id: string;
  status: CardStatus;
  /** Primary image (front where known). */
  imageUrl: string | null;
  thumbnailUrl: string | null;
  /** The turn that stands `imageUrl` and `thumbnailUrl` upright. */
  imageTurn: UprightTurn;
  frontUrl: string | null;
  backUrl: string | null;
  images: CardImage[];
  player: string | null;
  team: string | null;
  sport: string | null;
  year: number | null;
  brand: string | null;
  set: string | null;
  cardNumber: string | null;
  /** Insert, parallel or variation name. */
  variant: string | null;
  condition: string | null;
  grader: string | null;
  grade: string | null;
  certNumber: string | null;
  /** Serial numbering as printed, e.g. "23/99". */
  serialNumber: string | null;
  rookieCard: boolean;
  autograph: boolean;
  memorabilia: boolean;
  /** Decimal 0 to 1 as a string, e.g. "0.93"; null until identified. */
  confidence: DecimalString | null;
  /**
   * Identified under IDENTIFIED_MIN_CONFIDENCE with doubtful fields the dealer has not corrected, or made from the same
   * photos as an earlier card (samePhotosAs): the screen says "Check" (amber) instead of "Identified", Approve asks
   * first and Approve All skips it.
   */
  needsCheck: boolean;
  /**
   * An earlier card of the dealer's made from the same photos (the same stack uploaded twice): this one reads "Check"
   * so it is not listed twice; deleting either card clears it.
   */
  samePhotosAs: string | null;
  /** Fields the engine doubts that the dealer has not corrected, in screen order. */
  doubtfulFields: IdentifiedField[];
  /** The engine's alternatives, offered first by the correction type-ahead; null before identification. */
  candidates: CardCandidates | null;
  /** The market's range: 25th to 75th percentile of the comparables (no markup). */
  estimatedLow: DecimalString | null;
  estimatedHigh: DecimalString | null;
  /** What the market pays: the dealer's pricing basis over the comparables (no markup). */
  marketValue: DecimalString | null;
  /** What the listing will ask: the market value plus the dealer's markup. */
  listPrice: DecimalString | null;
  /** An ungraded card's condition for eBay; null means Settings' default. */
  cardCondition: UngradedCondition | null;
  /** Where the dealer keeps the card (box, row, slot): the start of its eBay SKU. */
  storageBox: string | null;
  storageRow: string | null;
  storageSlot: string | null;
  pricing: CardPricing | null;
  lotKey: string | null;
  correctedFields: CardEditableField[];
  /** What went wrong when status is error. */
  error: string | null;
  createdAt: string;
  updatedAt: string;
  identifiedAt: string | null;
  approvedAt: string | null;
}

/** POST /api/cards/upload-url */
export interface UploadUrlResponse {
  uploadURL: string;
}

/** POST /api/cards/upload (multipart, field "files") */
export interface MultipartUploadResponse {
  uploaded: {
    name: string;
    url: string;
    thumbnailUrl: string;
    contentType: UploadContentType;
    size: number;
  }[];
  errors: { name: string; error: string }[];
}

export interface ProcessImageInput {
  url: string;
  name?: string;
  type?: CardImageType;
  isPrimary?: boolean;
}

/** POST /api/cards/process */
export interface ProcessCardRequest {
  imageUrl: string;
  images?: ProcessImageInput[];
}

/** POST /api/cards/process-batch */
export interface ProcessBatchRequest {
  imageUrls: string[];
  /** `none` (default): one card per image; `alternate`: front, back, front, back; `names`: *_front / *_back. */
  pairing?: BatchPairing;
  /** File names for the URLs, same order; used by `names` pairing. */
  names?: string[];
  /** Where this batch is stored: each card gets the box and row, and slots counting up from `firstSlot`. */
  storage?: { box?: string; row?: string; firstSlot?: number };
}

export interface ProcessBatchResponse {
  processed: Card[];
  errors: { imageUrl: string; error: string }[];
}

/**
 * The orders /cards lists cards in: `newest` (the default) and `oldest` by upload, `value` by the high estimate
 * (most valuable first), `player` alphabetically, `confidence` least sure first. Cards without the sorted figure
 * come last.
 */
export const CARD_SORTS = ['newest', 'oldest', 'value', 'player', 'confidence'] as const;
export type CardSort = (typeof CARD_SORTS)[number];

/** GET /api/cards query */
export interface ListCardsQuery {
  status?: CardStatus;
  q?: string;
  sort?: CardSort;
  page?: number;
  pageSize?: number;
}

export interface CardPage {
  items: Card[];
  total: number;
  page: number;
  pageSize: number;
  /** Figures over all the dealer's cards, whatever the filter (the /cards stat tiles). */
  summary?: CardSummary;
}

export interface CardSummary {
  total: number;
  byStatus: Partial<Record<CardStatus, number>>;
  /** Sum of estimatedHigh over all the dealer's cards. */
  estimatedHighTotal: DecimalString;
  /** Identified cards that read "Check" (needsCheck): the engine is not sure of them and the dealer has not settled it. */
  toCheck: number;
}

/**
 * PATCH /api/cards/:id: each changed field becomes the dealer's. Choosing a new player or year fills the fields the
 * dealer has not corrected from the rosters and checklists (team that season; set and number when one checklisted
 * card fits), then re-prices.
 */
export type UpdateCardRequest = Partial<Pick<Card, CardEditableField>> & {
  /** Doubtful fields the dealer looked at and keeps as they are: they count as the dealer's, no longer doubtful. */
  confirmedFields?: IdentifiedField[];
};

/** POST /api/cards/approve-all */
export interface ApproveAllRequest {
  /** Only these cards; all pending cards when absent. */
  cardIds?: string[];
}
export interface ApproveAllResponse {
  approved: number;
  /** The cards this request approved (another tab's approvals meanwhile are not among them): what Undo takes back. */
  approvedIds: string[];
  /** Cards left for the dealer to look at one by one: no price yet, or "Check" (see Card.needsCheck). */
  skipped: { cardId: string; reason: 'no_price' | 'check' }[];
}

/** POST /api/cards/unapprove: approvals undone (the cards go back to review) until they are published. */
export interface UnapproveRequest {
  cardIds: string[];
}
export interface UnapproveResponse {
  /** The cards back in review. */
  cards: Card[];
  /** Cards whose approval stays, and why (e.g. already published on eBay). */
  errors: CardRefusal[];
}

/** A card an action for several cards left as it was, and why. */
export interface CardRefusal {
  cardId: string;
  error: string;
}

/** POST /api/cards/delete: several cards removed at once with their photos; each card answers alone. */
export interface DeleteCardsRequest {
  cardIds: string[];
}
export interface DeleteCardsResponse {
  /** The cards removed. */
  deleted: string[];
  /** Cards kept, and why (e.g. listed on eBay, or not found). */
  errors: CardRefusal[];
}

/** POST /api/cards/retry: failed cards identified again from the same photos; each card answers alone. */
export interface RetryCardsRequest {
  cardIds: string[];
}
export interface RetryCardsResponse {
  /** The cards back in processing. */
  cards: Card[];
  /** Cards left as they were, and why (e.g. not failed). */
  errors: CardRefusal[];
}

/** POST /api/cards/reprice: price cards awaiting review from eBay again, now. */
export interface RepriceCardsRequest {
  cardIds: string[];
}
export interface RepriceCardsResponse {
  /** The cards priced again (a card eBay failed again says so in its pricing). */
  cards: Card[];
  /** Cards left as they were, and why (e.g. approved already). */
  errors: CardRefusal[];
}

/** POST /api/cards/lot-low-fmv */
export interface LotLowFmvResponse {
  lotted: number;
  lots: { lotKey: string; cardIds: string[] }[];
}

/** GET /api/cards/lot-low-fmv: what POST would do now, changing nothing. */
export interface LotLowFmvPreview {
  /** Cards waiting for review, valued under the minimum single FMV. */
  cards: number;
  /** Of those, cards marked Check (Card.needsCheck): their lots are named from what was read on them. */
  check: number;
  /** The lots they would join (by the dealer's lotting mode). */
  lots: number;
  /**
   * Of those lots, the ones that would hold a single card (with the cards already in them): a lot is listed from two
   * cards, so such a lot waits for more cards of its kind, or is opened up to list its card alone.
   */
  single: number;
  /** The dealer's minimum single FMV, a decimal string. */
  minSingleFmv: string;
}

/** POST /api/cards/ebay-analysis */
export interface EbayAnalysisRequest {
  player: string;
  year?: number | string;
  brand?: string;
  sport?: string;
}
export interface EbayAnalysisResponse {
  success: boolean;
  analysis: {
    averagePrice: DecimalString;
    priceRange: { low: DecimalString; high: DecimalString };
    sampleSize: number;
    source: PriceSource;
  } | null;
  error?: string;
}

/** GET /api/cards/events: server-sent events, one per change to a card or a listing. */
export type CardEvent =
  | { type: 'card.updated'; cardId: string; card: Card }
  | { type: 'card.deleted'; cardId: string }
  | { type: 'listing.updated'; listingId: string; cardId: string | null; listing: Listing };
