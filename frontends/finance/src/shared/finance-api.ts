import {
  apiFile,
  apiRequest,
  queryPath,
  revalidateUnder,
  useApi,
  useApiPage,
  writeThen,
} from '@pennant/api-client';
import type {
  OrderSyncStatus,
  BillingCycle,
  BillingStats,
  ImportOrdersRequest,
  ImportOrdersResponse,
  Invoice,
  ListOrdersQuery,
  MarkInvoicePaidResponse,
  Order,
  PaymentMethodState,
  PaymentSetupResponse,
  SalesAnalytics,
  SalesPeriod,
  SettingsResponse,
  SyncListingsResponse,
  UpdateOrderLineRequest,
} from '@pennant/contracts';

export const ORDERS_PATH = '/api/orders';
export const SALES_ANALYTICS_PATH = '/api/analytics/sales';
export const BILLING_PATH = '/api/billing';
export const BILLING_CYCLES_PATH = `${BILLING_PATH}/cycles`;
export const BILLING_STATS_PATH = `${BILLING_PATH}/stats`;
export const INVOICES_PATH = `${BILLING_PATH}/invoices`;
export const PAYMENT_METHOD_PATH = `${BILLING_PATH}/payment-method`;
/** The signed-in dealer: its `paymentSetup` changes when a payment method is set up. */
export const CURRENT_USER_KEY = '/api/auth/user';

/**
 * The orders of the days given as a CSV file for the books (GET /api/orders/export.csv): one row per item, dated in
 * the dealer's time zone; the file's name is the server's.
 */
export async function exportOrders(days: { start: string; end: string }) {
  const { text, fileName } = await apiFile(
    queryPath(`${ORDERS_PATH}/export.csv`, { startDate: days.start, endDate: days.end }),
  );
  return { csv: text, fileName: fileName ?? `pennant-sales-${days.start}-to-${days.end}.csv` };
}

/** GET /api/orders with its filter; the address is the SWR key. */
export function ordersKey({ startDate, endDate, source, page, pageSize }: ListOrdersQuery = {}) {
  return queryPath(ORDERS_PATH, { startDate, endDate, source, page, pageSize });
}

/** Either a named period or both ends of a custom range (YYYY-MM-DD, the dealer's time zone). */
export type SalesRange = { period: SalesPeriod } | { startDate: string; endDate: string };

export function salesAnalyticsKey(range: SalesRange): string {
  return 'period' in range
    ? queryPath(SALES_ANALYTICS_PATH, { period: range.period })
    : queryPath(SALES_ANALYTICS_PATH, { startDate: range.startDate, endDate: range.endDate });
}

export function billingCyclesKey(year?: number): string {
  return queryPath(BILLING_CYCLES_PATH, { year });
}

export function invoiceKey(id: string): string {
  return `${INVOICES_PATH}/${encodeURIComponent(id)}`;
}

export function useSalesAnalytics(range: SalesRange | null) {
  return useApi<SalesAnalytics>(range ? salesAnalyticsKey(range) : null);
}

/** The dealer's settings (the shell's Settings page reads the same): their time zone counts the days of sales. */
const SETTINGS_PATH = '/api/settings';

/** The dealer's time zone, once known: order dates are shown as days there, as the sales figures count them. */
export function useDealerTimeZone(): string | undefined {
  return useApi<SettingsResponse>(SETTINGS_PATH).data?.profile.timeZone;
}

export function useOrdersPage(query: ListOrdersQuery) {
  return useApiPage<Order>(ordersKey(query));
}

/** The dealer's billing cycles, of one year or (without it) all of them, newest first. */
export function useBillingCycles(year?: number) {
  return useApi<BillingCycle[]>(billingCyclesKey(year));
}

export function useBillingStats() {
  return useApi<BillingStats>(BILLING_STATS_PATH);
}

export function useInvoice(id: string) {
  return useApi<Invoice>(invoiceKey(id));
}

export function usePaymentMethod() {
  return useApi<PaymentMethodState>(PAYMENT_METHOD_PATH);
}

const ORDER_SYNC_PATH = '/api/listings/sync';

/**
 * Everything a finance write can change: orders, figures, cycles, invoices, the payment method, the user, and
 * whether orders come in from eBay.
 */
const READS_A_WRITE_CHANGES = [
  ORDERS_PATH,
  SALES_ANALYTICS_PATH,
  BILLING_PATH,
  CURRENT_USER_KEY,
  ORDER_SYNC_PATH,
];

function write<T>(call: () => Promise<T>): Promise<T> {
  return writeThen(call, () => revalidateUnder(READS_A_WRITE_CHANGES));
}

/** Brings eBay's orders in now (the server also does every five minutes) and marks what sold. */
export function syncOrders(): Promise<SyncListingsResponse> {
  return write(() => apiRequest<SyncListingsResponse>('POST', ORDER_SYNC_PATH));
}

/** Where bringing orders in from eBay stands: a failing sync leaves the figures short of the latest sales. */
const SYNC_STATUS_REFRESH_MS = 60_000;

export function useOrderSyncStatus() {
  // Read again every minute: the five-minute sync may fail, or work again, while the page is open.
  return useApi<OrderSyncStatus>(ORDER_SYNC_PATH, { refreshInterval: SYNC_STATUS_REFRESH_MS });
}

export function importOrders(request: ImportOrdersRequest): Promise<ImportOrdersResponse> {
  return write(() =>
    apiRequest<ImportOrdersResponse>('POST', `${ORDERS_PATH}/import-csv`, request),
  );
}

export function markLineListedThroughPennant(
  orderId: string,
  lineId: string,
  listedThroughPennant: boolean,
): Promise<Order> {
  const path = `${ORDERS_PATH}/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}`;
  const body: UpdateOrderLineRequest = { listedThroughPennant };
  return write(() => apiRequest<Order>('PATCH', path, body));
}

export function generateBilling(year: number, month: number): Promise<BillingCycle> {
  return write(() => apiRequest<BillingCycle>('POST', `${BILLING_PATH}/generate/${year}/${month}`));
}

export function createInvoice(cycleId: string): Promise<Invoice> {
  return write(() =>
    apiRequest<Invoice>('POST', `${BILLING_PATH}/invoice/${encodeURIComponent(cycleId)}`),
  );
}

export function markInvoicePaid(invoiceId: string): Promise<MarkInvoicePaidResponse> {
  return write(() =>
    apiRequest<MarkInvoicePaidResponse>('POST', `${invoiceKey(invoiceId)}/mark-paid`),
  );
}

export function setUpPaymentMethod(): Promise<PaymentSetupResponse> {
  return write(() => apiRequest<PaymentSetupResponse>('POST', `${PAYMENT_METHOD_PATH}/setup`));
}

export function confirmPaymentMethod(setupIntentId: string): Promise<PaymentMethodState> {
  return write(() =>
    apiRequest<PaymentMethodState>('POST', `${PAYMENT_METHOD_PATH}/confirm`, { setupIntentId }),
  );
}

/** The server's message for a failed call (what the toasts show), or the error's own text. */
export { errorText } from '@pennant/api-client';

/**
 * The month "Generate Current Month" bills: the calendar month in the dealer's time zone when it is
 * known (the sales figures carry it), else in the browser's.
 */
export function currentMonth(timeZone?: string, now = new Date()): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return { year: Number(parts.year), month: Number(parts.month) };
}
