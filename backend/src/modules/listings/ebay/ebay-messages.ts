import type { EbayErrorDetail } from '@pennant/ebay-openapi';

/** eBay's own retry-later answers: a system error, or another call on the same SKU at the same time. */
export const RETRYABLE_ERROR_IDS = new Set([25001, 25025]);
/** A duplicate offer: eBay names the existing offer, which Pennant reuses. */
export const DUPLICATE_OFFER_IDS = new Set([25002, 25729]);

const SETTINGS = 'Settings, under Selling on eBay';

/**
 * eBay's refusal in words a dealer can act on (the §13 list of error ids), with eBay's own message
 * kept after it so nothing is lost.
 */
export function dealerMessage(error: EbayErrorDetail): string {
  const advice = adviceFor(error);
  const ebaySays = withoutIds(error.longMessage || error.message);
  return advice ? `${advice} (eBay: ${ebaySays})` : `eBay refused the listing: ${ebaySays}`;
}

function adviceFor(error: EbayErrorDetail): string | null {
  const id = error.errorId;
  if (id === 25029)
    return `eBay needs the item specific ${aspectNamed(error)}: add it in Edit Listing`;
  if (id === 25021)
    return "eBay refused the card's condition: edit the card's Grader and Grade on /cards, or choose the card condition in Edit Listing";
  if (id === 25014 || id === 25015 || id === 25501)
    return 'eBay refused the pictures: each must be a clear photo of at least 500 px on its longest side';
  if (id >= 25007 && id <= 25009)
    return `A business policy is missing or not valid for eBay US: choose your shipping, payment and return policies in ${SETTINGS}`;
  if (id === 25035 || id === 25036)
    return `A business policy was not found on eBay: choose your policies again in ${SETTINGS}`;
  if (id === 25012)
    return `eBay does not know where the card ships from: choose a ship-from location in ${SETTINGS}`;
  if (id === 25003) return 'eBay refused the price: change it in Edit Listing';
  if (id === 25020) return 'eBay refused the package details: check the shipping policy';
  if (id === 25026)
    return 'Your eBay account has reached its selling limits: ask eBay to raise them, then publish again';
  if (id === 25096 || id === 25097)
    return 'eBay has put this listing on hold: see the message in your eBay account';
  if (id === 25707) return 'eBay refused the SKU: it may hold letters and digits only, at most 50';
  if (id === 25016 || id === 25017)
    return 'eBay needs more details: check the description and price';
  if (id === 25018)
    return 'Your eBay seller account is not complete: finish it on eBay, then publish again';
  if (id === 20403) return `Turn on business policies for your eBay account in ${SETTINGS}`;
  if (id === 25038 || id === 25039 || id === 25040)
    return "eBay does not allow changing this listing now: it has a bid or a Best Offer, or under 12 hours are left (an auction's starting bid can change only before its first bid)";
  return null;
}

/**
 * eBay's text without the ids it names its fields by, which mean nothing to a dealer: "Grade (27502) is a required
 * field." -> "Grade is a required field."
 */
function withoutIds(text: string): string {
  return text.replace(/\s*\(\d{5}\)/g, '');
}

/** "Sport is required for this category" -> '"Sport"'; 'it names' when eBay did not say which. */
function aspectNamed(error: EbayErrorDetail): string {
  const named = error.parameters?.find((parameter) => /aspect|name/i.test(parameter.name))?.value;
  const fromMessage = /^(.+?) is required for this category/i.exec(error.message)?.[1];
  const name = named ?? fromMessage;
  return name ? `"${name}"` : 'it names';
}
