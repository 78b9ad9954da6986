import type { EntityManager } from '@mikro-orm/postgresql';
import type { LineFee } from './ebay/ebay-finances';
import { money } from './order-amounts';

/** Writes eBay's fee on each of the dealer's lines that eBay reported, in one statement. */
export async function storeLineFees(
  em: EntityManager,
  dealerId: string,
  fees: LineFee[],
): Promise<void> {
  if (fees.length === 0) return;
  await em.execute(
    `UPDATE order_line_item l SET ebay_fee = fee.amount, updated_at = now()
       FROM jsonb_to_recordset(?::jsonb) AS fee(ebay_order_id text, line_item_id text, amount numeric)
       JOIN customer_order o ON o.ebay_order_id = fee.ebay_order_id AND o.dealer_id = ?
      WHERE l.order_id = o.id AND l.line_item_id = fee.line_item_id
        AND l.ebay_fee IS DISTINCT FROM fee.amount`,
    [
      JSON.stringify(
        fees.map((fee) => ({
          ebay_order_id: fee.ebayOrderId,
          line_item_id: fee.lineItemId,
          amount: money(fee.feeCents),
        })),
      ),
      dealerId,
    ],
  );
}
