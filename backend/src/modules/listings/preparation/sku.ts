import crypto from 'node:crypto';

/** eBay's SKU rule: letters and digits only, at most 50 (error 25707 otherwise). */
export const SKU_PATTERN = /^[A-Za-z0-9]{1,50}$/;

export interface StorageLocation {
  box: string | null;
  row: string | null;
  slot: string | null;
}

/**
 * A card's SKU: where the dealer keeps it (box, row, slot, so a sold card is found in seconds)
 * then a short part unique to the card: "B12R03S045" + "K7Q2M9". Made once, when the listing is
 * first prepared, and kept for life: eBay knows the listing by it, so a retry never lists twice.
 */
export function cardSku(cardId: string, storage: StorageLocation): string {
  const place = [
    marked('B', storage.box),
    marked('R', storage.row),
    marked('S', storage.slot),
  ].join('');
  return `${place}${place ? '' : 'PN'}${uniquePart(cardId)}`.replace(/[^A-Za-z0-9]/g, '');
}

/** "12" -> "B12"; a box the dealer already calls "B12" stays "B12" (not "BB12"). */
function marked(letter: string, value: string | null): string {
  if (!value) return '';
  const upper = value.toUpperCase();
  return upper.startsWith(letter) ? upper : `${letter}${upper}`;
}

/** A lot's SKU: "LOT" and a part unique to the lot. */
export function lotSku(lotId: string): string {
  return `LOT${uniquePart(lotId)}`;
}

/** Eight characters from the id's hash, upper-case base 36: about 2.8 million million values. */
function uniquePart(id: string): string {
  const hash = crypto.createHash('sha256').update(id).digest();
  return BigInt(`0x${hash.subarray(0, 8).toString('hex')}`)
    .toString(36)
    .toUpperCase()
    .padStart(8, '0')
    .slice(-8);
}
