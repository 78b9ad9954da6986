import type { DecimalString } from './settings';

/** Where an order came from: eBay's Fulfillment API (synced) or a CSV the dealer imported. */
export const ORDER_SOURCES = ['ebay', 'csv'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** One line of an order: what sold, for how much, and which Pennant listing and card it was. */
export interface OrderLine {
  id: string;
  /** eBay's line item id (an imported order without lines has one line named after the order). */
  lineItemId: string;
  title: string | null;
  sku: string | null;
  legacyItemId: string | null;
  quantity: number;
  /** Item price times quantity. */
  itemPrice: DecimalString;
  shipping: DecimalString;
  discount: DecimalString;
  /** What the line is worth to the dealer: item price + shipping − discounts, without eBay's tax. */
  saleAmount: DecimalString;
  refundAmount: DecimalString;
  /** eBay's fees on this line (Finances API), or null when eBay has not reported them. */
  ebayFee: DecimalString | null;
  listingId: string | null;
  cardId: string | null;
  /** True when the line counts toward Pennant's fee: it matched a Pennant listing or the dealer said so. */
  listedThroughPennant: boolean;
}

/** GET /api/orders: one page, newest first; the total is in the X-Total-Count header. */
export interface Order {
  id: string;
  ebayOrderId: string;
  buyer: string | null;
  totalPrice: DecimalString;
  shippingPaid: DecimalString;
  refundAmount: DecimalString;
  orderedAt: string;
  source: OrderSource;
  /** eBay's fees on the whole order (totalMarketplaceFee), when known. */
  marketplaceFee: DecimalString | null;
  /** eBay's cancel state: NONE_REQUESTED, IN_PROGRESS or CANCELED; null for imported orders. */
  cancelState: string | null;
  lines: OrderLine[];
}

/** GET /api/orders query: dates are YYYY-MM-DD in the dealer's time zone, both inclusive. */
export interface ListOrdersQuery {
  startDate?: string;
  endDate?: string;
  source?: OrderSource;
  page?: number;
  pageSize?: number;
}

/**
 * PATCH /api/orders/{orderId}/lines/{lineId}: the dealer says whether the line counts toward
 * Pennant's fee (an imported order's line listed through Pennant); answers the Order.
 */
export interface UpdateOrderLineRequest {
  listedThroughPennant: boolean;
}

/** One CSV row as the client parsed it: the spec's columns, values as read (strings). */
export interface CsvOrderRow {
  ebayOrderId?: string;
  buyer?: string;
  totalPrice?: string;
  shippingPaid?: string;
  refundAmount?: string;
  orderedAt?: string;
  /** Optional: an eBay item number or a Pennant SKU, matched to the dealer's listings. */
  itemNumber?: string;
  sku?: string;
  title?: string;
  /** "true" when the dealer says the order was listed through Pennant. */
  listedThroughPennant?: string;
}

/** The spec's columns, the first line of a Pennant CSV. */
export const CSV_ORDER_SPEC_COLUMNS = [
  'ebayOrderId',
  'buyer',
  'totalPrice',
  'shippingPaid',
  'refundAmount',
  'orderedAt',
] as const satisfies ReadonlyArray<keyof CsvOrderRow>;

/** Every field a CSV row may have: the spec's columns, then the optional ones. */
export const CSV_ORDER_ROW_FIELDS = [
  ...CSV_ORDER_SPEC_COLUMNS,
  'itemNumber',
  'sku',
  'title',
  'listedThroughPennant',
] as const satisfies ReadonlyArray<keyof CsvOrderRow>;

/** POST /api/orders/import-csv */
export interface ImportOrdersRequest {
  csvData: CsvOrderRow[];
}

export interface ImportOrdersError {
  /** The row's line in the file: the header is line 1, so the first row is line 2. */
  line: number;
  message: string;
}

export interface ImportOrdersResponse {
  imported: number;
  updated: number;
  errors: ImportOrdersError[];
}

export const SALES_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

/** GET /api/analytics/sales?period= or ?startDate=&endDate= (YYYY-MM-DD, dealer's time zone). */
export interface SalesAnalytics {
  range: { start: string; end: string; timeZone: string };
  totals: {
    grossSales: DecimalString;
    /** Gross − refunds − Pennant's fee. */
    netAfterFee: DecimalString;
    platformFee: DecimalString;
    orders: number;
    refunds: DecimalString;
    /** eBay's fees on these orders, when eBay reported them. */
    ebayFees: DecimalString;
  };
  trends: {
    /** Every day of the range in the dealer's time zone, with 0.00 on days without sales. */
    dailySales: { date: string; sales: DecimalString }[];
    /** Pennant's fee as a percent of gross sales, one decimal ("2.0"); null without sales. */
    feePercentage: string | null;
  };
  /** Beyond the spec: what sells and how fast. */
  insights: {
    /** Listings sold in the range ÷ listings live at any time in it, percent with one decimal. */
    sellThroughPercent: string | null;
    medianDaysToSell: number | null;
    /** eBay's fees as a percent of gross sales, one decimal. */
    ebayFeePercent: string | null;
    averageSaleBySet: { key: string; sales: number; average: DecimalString }[];
    averageSaleByPlayer: { key: string; sales: number; average: DecimalString }[];
    gradedVsRaw: { key: 'graded' | 'raw'; sales: number; average: DecimalString }[];
    /** What is still listed, by how long it has been live. */
    inventoryAge: { bucket: string; listings: number; value: DecimalString }[];
  };
}

export const BILLING_CYCLE_STATUSES = [
  'pending',
  'invoiced',
  'paid',
  'payment_failed',
  'no_charge',
] as const;
export type BillingCycleStatus = (typeof BILLING_CYCLE_STATUSES)[number];

const BILLING_STATUS_LABELS: Record<BillingCycleStatus, string> = {
  pending: 'Pending',
  invoiced: 'Invoiced',
  paid: 'Paid',
  payment_failed: 'Failed',
  no_charge: 'No charge',
};

/** A billing cycle's or invoice's status as dealers read it, on screen and on the PDF (the spec's Failed). */
export function billingStatusLabel(status: BillingCycleStatus): string {
  return BILLING_STATUS_LABELS[status] ?? status;
}

/** "eBay account phonedealer (user ID fogzmd4812Y)": the name the dealer knows, and the id eBay files it under. */
export function ebayAccount(billedTo: Invoice['billedTo']): string | null {
  const { ebayUsername, ebayUserId } = billedTo;
  if (ebayUsername && ebayUserId && ebayUsername !== ebayUserId)
    return `eBay account ${ebayUsername} (user ID ${ebayUserId})`;
  const either = ebayUsername ?? ebayUserId;
  return either ? `eBay account ${either}` : null;
}

/** GET /api/billing/cycles?year=, POST /api/billing/generate/{year}/{month} */
export interface BillingCycle {
  id: string;
  /** YYYY-MM-DD, the first and last day of the month in the dealer's time zone. */
  periodStart: string;
  periodEnd: string;
  grossSales: DecimalString;
  refunds: DecimalString;
  /** Refunds on sales billed in earlier cycles that arrived after those were invoiced. */
  credits: DecimalString;
  netSales: DecimalString;
  revenueSharePercent: DecimalString;
  feeDue: DecimalString;
  /** A fee below the payment provider's minimum charge, carried to the next month. */
  carriedOver: DecimalString;
  /** The fee carried in from earlier months (each below the minimum charge), part of feeDue. */
  carriedIn: DecimalString;
  /** Credits larger than this month's net sales: the rest, in sales, credited next month (the fee is never negative). */
  creditCarriedOver: DecimalString;
  status: BillingCycleStatus;
  invoice: InvoiceSummary | null;
}

/** GET /api/billing/stats */
export interface BillingStats {
  totalGrossSales: DecimalString;
  totalFeesPaid: DecimalString;
  totalFeesPending: DecimalString;
  averageMonthlyFee: DecimalString;
  /**
   * The fee on sales no billing cycle holds yet: the month's so far until it is generated, and a sale that came in after
   * its month was invoiced. Billed with the next cycle generated.
   */
  feesNotYetBilled: DecimalString;
  /**
   * The fee the next bill credits back: sales billed before and refunded, cancelled or lowered since, that no
   * cycle has credited yet.
   */
  creditNotYetBilled: DecimalString;
}

export type PaymentProviderName = 'local' | 'stripe';

export interface InvoiceSummary {
  id: string;
  /** Gapless per issuer, e.g. "PEN-2026-000042". */
  number: string;
  issuedAt: string;
  /** When a bank transfer is due (`INVOICE_PAYMENT_DAYS` after issue); null when Stripe charges the card at once. */
  dueAt: string | null;
  /** Not paid by its due date. */
  overdue: boolean;
  total: DecimalString;
  status: BillingCycleStatus;
  provider: PaymentProviderName;
  /** GET: the PDF. */
  pdfUrl: string;
  /** The provider's page to pay it (Stripe's hosted invoice), null for the local provider. */
  paymentUrl: string | null;
  /** The time zone its month was billed in (the dealer's then): its dates are days there. */
  timeZone: string;
}

export interface InvoiceLine {
  description: string;
  ebayOrderId: string | null;
  orderedAt: string | null;
  saleAmount: DecimalString;
  /** A sale line's refund known when it was billed (its fee is on the sale less it); 0.00 on other lines. */
  refund: DecimalString;
  fee: DecimalString;
  /** sale, credit (a refund after invoicing) or carry (a fee carried from an earlier month). */
  kind: 'sale' | 'credit' | 'carry';
}

/** POST /api/billing/invoice/{cycleId}, GET /api/billing/invoices/{id} */
export interface Invoice extends InvoiceSummary {
  cycleId: string;
  periodStart: string;
  periodEnd: string;
  /** `paymentInstructions`: how to pay (bank details), as the operator set them when it was issued; may be empty. */
  issuer: { name: string; address: string; paymentInstructions: string };
  /** Who the invoice is to: the store, its email and its eBay account (the username the dealer knows it by). */
  billedTo: {
    storeName: string | null;
    email: string | null;
    ebayUserId: string | null;
    /** Null on an invoice issued before usernames were kept with it. */
    ebayUsername: string | null;
  };
  lines: InvoiceLine[];
  netSales: DecimalString;
  revenueSharePercent: DecimalString;
  /**
   * The sums of the lines the total is worked out from: sales − refunds = netSales; (netSales − credits) ×
   * revenueSharePercent, plus a fee carried from an earlier month, = total. Credits are positive amounts.
   */
  sums: {
    sales: DecimalString;
    refunds: DecimalString;
    credits: DecimalString;
    carriedFee: DecimalString;
  };
}

/** Issued before its month ended (the dealer chose to): the sales after it go to the next month's bill. */
export function invoicedEarly(
  invoice: Pick<Invoice, 'issuedAt' | 'periodEnd' | 'timeZone'>,
): boolean {
  return dayIn(invoice.issuedAt, invoice.timeZone) <= invoice.periodEnd;
}

/** The calendar day (YYYY-MM-DD) an instant (ISO text) falls on in a time zone, as an invoice prints it. */
export function dayIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/**
 * The local provider (embedded default) records an invoice as sent and lets the dealer mark it paid:
 * POST /api/billing/invoices/{id}/mark-paid answers the Invoice. With Stripe it answers 409.
 */
export type MarkInvoicePaidResponse = Invoice;

/** GET /api/billing/payment-method */
export interface PaymentMethodState {
  provider: PaymentProviderName;
  /** Stripe's publishable key for the card form; null for the local provider. */
  publishableKey: string | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
}

/** POST /api/billing/payment-method/setup: a SetupIntent's client secret for the card form. */
export interface PaymentSetupResponse {
  provider: PaymentProviderName;
  clientSecret: string | null;
}
