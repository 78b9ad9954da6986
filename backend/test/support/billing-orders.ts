import type { BillingCycle } from '@pennant/contracts';
import type { Agent } from './sign-in';
import type { TestApp } from './test-app';

export interface SeededSale {
  orderId: string;
  lineId: string;
  ebayOrderId: string;
}

/** The current month in New York (the default time zone), as generate takes it. */
export function currentMonth(): { year: number; month: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  return { year, month };
}

let seeded = 0;

/**
 * An order with one line listed through Pennant, written as the orders module stores it. For edge
 * cases (month edges in a time zone, many months) where going through eBay's emulator would only
 * make the test slower; the end-to-end tests buy through the emulator.
 */
export async function insertSale(
  app: TestApp,
  dealerId: string,
  sale: { orderedAt: string; amount: string; refund?: string; cancelled?: boolean; title?: string },
): Promise<SeededSale> {
  seeded += 1;
  const ebayOrderId = `27-${String(seeded).padStart(5, '0')}-${Date.now() % 100000}`;
  const [order] = await app.query<{ id: string }>(
    `INSERT INTO customer_order (dealer_id, ebay_order_id, total_price, refund_amount, ordered_at,
       source, cancel_state)
     VALUES ($1, $2, $3, $4, $5, 'ebay', $6) RETURNING id`,
    [
      dealerId,
      ebayOrderId,
      sale.amount,
      sale.refund ?? '0.00',
      sale.orderedAt,
      sale.cancelled ? 'CANCELED' : 'NONE_REQUESTED',
    ],
  );
  const [line] = await app.query<{ id: string }>(
    `INSERT INTO order_line_item (order_id, dealer_id, line_item_id, title, item_price,
       refund_amount, listed_through_pennant)
     VALUES ($1, $2, $3, $4, $5, $6, true) RETURNING id`,
    [
      order.id,
      dealerId,
      `${ebayOrderId}-1`,
      sale.title ?? `Card sold ${sale.orderedAt}`,
      sale.amount,
      sale.refund ?? '0.00',
    ],
  );
  return { orderId: order.id, lineId: line.id, ebayOrderId };
}

/** A refund that reaches Pennant later (as a sync would record it on the line). */
export async function refundLine(app: TestApp, lineId: string, refund: string): Promise<void> {
  await app.query(`UPDATE order_line_item SET refund_amount = $2 WHERE id = $1`, [lineId, refund]);
}

/** The line's price changed since it was sold (an order re-imported, eBay's adjustment). */
export async function setLinePrice(app: TestApp, lineId: string, price: string): Promise<void> {
  await app.query(`UPDATE order_line_item SET item_price = $2 WHERE id = $1`, [lineId, price]);
}

export async function dealerIdOf(agent: Agent): Promise<string> {
  return (await agent.get('/api/auth/user').expect(200)).body.id;
}

/** POST /api/billing/generate/{year}/{month}, expecting the cycle. */
export async function generateCycle(
  agent: Agent,
  year: number,
  month: number,
): Promise<BillingCycle> {
  return (await agent.post(`/api/billing/generate/${year}/${month}`).expect(200)).body;
}
