import type { AccountApi, InventoryApi } from '@pennant/ebay-openapi';

/**
 * What the emulator remembers of one seller (an eBay account), as written to the state file.
 * Money is in integer cents; times are epoch milliseconds of the emulator clock.
 */

type Inventory = InventoryApi.components['schemas'];
type Account = AccountApi.components['schemas'];

export type FulfillmentPolicyRecord = Account['FulfillmentPolicy'] & {
  fulfillmentPolicyId: string;
};
export type PaymentPolicyRecord = Account['PaymentPolicy'] & { paymentPolicyId: string };
export type ReturnPolicyRecord = Account['ReturnPolicy'] & { returnPolicyId: string };
export type LocationRecord = Inventory['InventoryLocationResponse'] & {
  merchantLocationKey: string;
};

export interface InventoryItemRecord {
  sku: string;
  locale: string;
  /** The item as last put, without the SKU (a full replace). */
  item: Inventory['InventoryItem'];
}

export type OfferFormat = 'FIXED_PRICE' | 'AUCTION';

export interface OfferRecord {
  offerId: string;
  sku: string;
  marketplaceId: string;
  format: OfferFormat;
  /** The offer's other fields as last created or replaced. */
  details: Omit<Inventory['EbayOfferDetailsWithKeys'], 'sku' | 'marketplaceId' | 'format'>;
  status: 'PUBLISHED' | 'UNPUBLISHED';
  /** The listing this offer last created (kept after it ends, for the offer's `listing`). */
  listingId?: string;
}

/**
 * Why a listing ended. ENDED_ON_SITE: the seller ended it on eBay's site (the offer stays published, its listing
 * ENDED); REMOVED_BY_EBAY: eBay ended it (a policy), EBAY_ENDED to the Inventory API.
 */
export type ListingEndReason =
  'SOLD' | 'WITHDRAWN' | 'DELETED' | 'EXPIRED' | 'UNSOLD' | 'ENDED_ON_SITE' | 'REMOVED_BY_EBAY';

export interface ConditionDescriptorRecord {
  name: string;
  values?: string[];
  additionalInfo?: string;
}

/** What a listing shows, copied from the item and offer at publish and at each revision. */
export interface ListingContent {
  title: string;
  description: string;
  imageUrls: string[];
  aspects: Record<string, string[]>;
  condition?: string;
  conditionDescription?: string;
  conditionDescriptors: ConditionDescriptorRecord[];
  categoryId: string;
  /** Buy It Now price, or the auction's start price. */
  priceCents: number;
  reservePriceCents?: number;
  bestOfferEnabled: boolean;
  lotSize?: number;
  shippingCents: number;
  /** Where the item ships from (the offer's inventory location). */
  itemLocation?: { city?: string; stateOrProvince?: string; postalCode?: string; country: string };
}

export interface ListingRecord extends ListingContent {
  listingId: string;
  offerId: string;
  sku: string;
  sellerUserId: string;
  format: OfferFormat;
  status: 'ACTIVE' | 'ENDED';
  endReason?: ListingEndReason;
  startedAt: number;
  /** Auctions end at a set time; GTC listings have none. */
  endsAt?: number;
  endedAt?: number;
  /** Units still for sale. */
  quantity: number;
  soldQuantity: number;
  bidCount: number;
  /** Revisions on the Pacific day `revisionDay`: eBay allows 250 a day. */
  revisionDay?: string;
  revisionCount: number;
}

export interface RefundRecord {
  refundId: string;
  amountCents: number;
  date: number;
  lineItemId?: string;
}

export interface OrderLineRecord {
  lineItemId: string;
  listingId: string;
  offerId: string;
  sku: string;
  title: string;
  quantity: number;
  unitPriceCents: number;
  deliveryCents: number;
  /** Sales tax eBay collects and remits: never the seller's money. */
  taxCents: number;
  soldFormat: OfferFormat;
  /** The final value fee of this line (the per-order fee is on the order). */
  variableFeeCents: number;
}

/** The cancellation request that cancelled an order, as getOrder's cancelStatus.cancelRequests shows it. */
export interface CancelRequestRecord {
  cancelRequestId: string;
  /** Who asked: 'Buyer' or 'Seller', as eBay spells it. */
  initiator: 'Buyer' | 'Seller';
  reason: string;
  requestedAt: number;
}

export interface OrderRecord {
  orderId: string;
  sellerUserId: string;
  buyerUsername: string;
  buyerState: string;
  creationDate: number;
  lastModifiedDate: number;
  lineItems: OrderLineRecord[];
  refunds: RefundRecord[];
  cancelledAt?: number;
  cancelRequest?: CancelRequestRecord;
  fixedFeeCents: number;
}

export interface FeeRecord {
  feeType: string;
  cents: number;
  memo?: string;
}

export interface TransactionRecord {
  transactionId: string;
  transactionType: 'SALE' | 'REFUND';
  orderId: string;
  date: number;
  amountCents: number;
  bookingEntry: 'CREDIT' | 'DEBIT';
  buyerUsername: string;
  lines: Array<{ lineItemId: string; feeBasisCents: number; fees: FeeRecord[] }>;
}

export interface ActiveInventoryRow {
  sku: string;
  itemId: string;
  priceCents: number;
  quantity: number;
  bidCount?: number;
  format: OfferFormat;
}

export interface FeedTaskRecord {
  taskId: string;
  feedType: string;
  schemaVersion: string;
  creationDate: number;
  completionDate: number;
  listingFormat?: OfferFormat;
  rows: ActiveInventoryRow[];
}

export interface SellerRecord {
  optedInPrograms: string[];
  fulfillmentPolicies: Record<string, FulfillmentPolicyRecord>;
  paymentPolicies: Record<string, PaymentPolicyRecord>;
  returnPolicies: Record<string, ReturnPolicyRecord>;
  locations: Record<string, LocationRecord>;
  inventoryItems: Record<string, InventoryItemRecord>;
  offers: Record<string, OfferRecord>;
  listings: Record<string, ListingRecord>;
  orders: Record<string, OrderRecord>;
  transactions: TransactionRecord[];
  feedTasks: Record<string, FeedTaskRecord>;
}

export function emptySeller(): SellerRecord {
  return {
    optedInPrograms: [],
    fulfillmentPolicies: {},
    paymentPolicies: {},
    returnPolicies: {},
    locations: {},
    inventoryItems: {},
    offers: {},
    listings: {},
    orders: {},
    transactions: [],
    feedTasks: {},
  };
}

/** A picture uploaded to the Media API; its bytes live in the image store, not in the state file. */
export interface ImageRecord {
  imageId: string;
  userId: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: number;
  expiresAt: number;
}
