import type { EntityManager } from '@mikro-orm/postgresql';

export interface ListingLink {
  lineId: string;
  listingId: string;
  cardId: string | null;
}

/**
 * The dealer's Pennant listing each line sold, matched as the order sync does: by SKU first, then
 * by eBay item number (the listing's eBay listing id). Lines without a match are left out.
 */
export async function matchLinesToListings(
  em: EntityManager,
  dealerId: string,
  lineIds: string[],
): Promise<ListingLink[]> {
  if (lineIds.length === 0) return [];
  const links = await em.execute<{ line_id: string; listing_id: string; card_id: string | null }[]>(
    `SELECT DISTINCT ON (l.id) l.id AS line_id, li.id AS listing_id, li.card_id
       FROM order_line_item l
       JOIN listing li ON li.dealer_id = l.dealer_id
        AND (li.sku = l.sku OR li.ebay_listing_id = l.legacy_item_id)
      WHERE l.dealer_id = ? AND l.id IN (SELECT jsonb_array_elements_text(?::jsonb)::uuid)
      ORDER BY l.id, (li.sku = l.sku) DESC NULLS LAST`,
    [dealerId, JSON.stringify(lineIds)],
  );
  return links.map((link) => ({
    lineId: link.line_id,
    listingId: link.listing_id,
    cardId: link.card_id,
  }));
}
