import type { ListingStatus } from '@pennant/contracts';
import { DomainError } from '../../common';
import { EbayApiError } from '../../integrations/ebay';

export enum ListingsErrorCode {
  ListingNotFound = 'LISTING_NOT_FOUND',
  SetupIncomplete = 'SELLING_SETUP_INCOMPLETE',
  PostalCodeNeeded = 'POSTAL_CODE_NEEDED',
  NotEditable = 'LISTING_NOT_EDITABLE',
  InvalidTransition = 'LISTING_INVALID_TRANSITION',
  ListingLive = 'LISTING_LIVE',
  CardSold = 'CARD_SOLD',
  ApprovalKept = 'LISTING_APPROVAL_KEPT',
  EbayRefused = 'EBAY_REFUSED',
  EbayUnavailable = 'EBAY_UNAVAILABLE',
  SoldOnEbay = 'LISTING_SOLD_ON_EBAY',
  PublishingUnavailable = 'PUBLISHING_UNAVAILABLE',
  NotRelistable = 'LISTING_NOT_RELISTABLE',
}

/** What a dealer reads when the job queue cannot take a publishing job (Redis unreachable). */
export const PUBLISHING_UNAVAILABLE =
  'Publishing is unavailable right now: nothing was sent to eBay, try again in a minute';

export class ListingsError extends DomainError {
  static notFound(): ListingsError {
    return new ListingsError(ListingsErrorCode.ListingNotFound, 'Listing not found', 404);
  }

  /** The dealer cannot publish yet: each missing piece is named. */
  static setupIncomplete(missing: string[]): ListingsError {
    return new ListingsError(
      ListingsErrorCode.SetupIncomplete,
      `Before publishing to eBay: ${missing.join('; ')}.`,
      409,
      missing.map((message) => ({ field: 'sellingSetup', message })),
    );
  }

  static postalCodeNeeded(): ListingsError {
    return new ListingsError(
      ListingsErrorCode.PostalCodeNeeded,
      'postalCode is needed to create the location cards ship from',
      400,
      [{ field: 'postalCode', message: 'postalCode is needed to create a ship-from location' }],
    );
  }

  static notEditable(status: string, what: string): ListingsError {
    return new ListingsError(
      ListingsErrorCode.NotEditable,
      `A listing that is ${status} on eBay takes a new price only; ${what} cannot change now`,
      409,
    );
  }

  static invalidTransition(action: string, status: string): ListingsError {
    return new ListingsError(
      ListingsErrorCode.InvalidTransition,
      `Cannot ${action} a listing that is ${status}`,
      409,
    );
  }

  /** A card with a live listing is not deleted: the buyer could buy a card that is gone. */
  static listingLive(): ListingsError {
    return new ListingsError(
      ListingsErrorCode.ListingLive,
      'This card is listed on eBay: end the listing first, then delete the card',
      409,
    );
  }

  /** A card that sold is the record of its sale (refunded or not): its order, its line on a bill and their picture. */
  static cardSold(): ListingsError {
    return new ListingsError(
      ListingsErrorCode.CardSold,
      'This card sold on eBay: it stays as the record of the sale (its order and bill show it)',
      409,
    );
  }

  /** The card's listing went to eBay (publishing, live, sold or ended): its approval stays. */
  static approvalKept(status: ListingStatus): ListingsError {
    const what: Record<ListingStatus, string> = {
      draft: 'has a prepared listing',
      error: 'has a listing eBay refused',
      publishing: 'is being published on eBay',
      active: 'is listed on eBay: end the listing instead',
      sold: 'has sold on eBay',
      ended: 'was listed on eBay: relist it, or delete the card',
    };
    return new ListingsError(
      ListingsErrorCode.ApprovalKept,
      `Approval kept: this card ${what[status]}`,
      409,
    );
  }

  /** The dealer asked to end a listing that had sold on eBay meanwhile: the card has a buyer. */
  static soldOnEbay(): ListingsError {
    return new ListingsError(
      ListingsErrorCode.SoldOnEbay,
      'This listing sold on eBay before it could be ended: the card has a buyer, ship it',
      409,
    );
  }

  /** Listings not queued for publishing: they are as they were, to publish again once the queue is back. */
  static publishingUnavailable(): ListingsError {
    return new ListingsError(ListingsErrorCode.PublishingUnavailable, PUBLISHING_UNAVAILABLE, 503);
  }

  /** Relist cannot publish the listing: why (its problems, its card deleted, its lot changed). */
  static relistRefused(reason: string): ListingsError {
    return new ListingsError(ListingsErrorCode.NotRelistable, reason, 409);
  }

  static ebayRefused(message: string): ListingsError {
    return new ListingsError(ListingsErrorCode.EbayRefused, message, 409);
  }

  /** eBay failed where the dealer is waiting: said plainly, not as our own failure, with what to do about it. */
  static ebayUnavailable(error: EbayApiError): ListingsError {
    return new ListingsError(ListingsErrorCode.EbayUnavailable, ebayFailureText(error), 502);
  }
}

const EBAY_SILENT = 'eBay did not answer in time. Please try again in a few minutes.';

/** The call never got an answer: it timed out (EBAY_CALL_TIMEOUT_MS) or the network failed, on every try. */
function unanswered(error: unknown): boolean {
  // By name: fetch's DOMException may come from another realm than this module's Error.
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return (
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    (name === 'TypeError' && message === 'fetch failed')
  );
}

/**
 * What a dealer can do about eBay's failure: wait when eBay limits Pennant's calls, try again later when eBay is
 * down, reconnect when eBay no longer takes the account's token; a refusal is eBay's own words, as trying again
 * would get the same answer.
 */
export function ebayFailureText(error: EbayApiError): string {
  if (error.status === 429)
    return 'eBay is limiting how often Pennant may call it for your account. Please wait a minute, then try again.';
  if (error.status === 401 || error.status === 403)
    return 'eBay no longer accepts Pennant for your account. Reconnect eBay in Settings, then try again.';
  const reason = error.errors[0]?.message;
  if (error.status >= 400 && error.status < 500)
    return `eBay refused the request: ${reason ?? `it answered ${error.status} without a reason`}.`;
  if (error.status < 400) return EBAY_SILENT;
  return `eBay is not answering right now (it answered ${error.status}). Please try again in a few minutes.`;
}

/** Runs an eBay call on behalf of a waiting dealer, turning eBay's failure into a 502 that says so. */
export async function askEbay<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof EbayApiError) throw ListingsError.ebayUnavailable(error);
    if (unanswered(error))
      throw new ListingsError(ListingsErrorCode.EbayUnavailable, EBAY_SILENT, 502);
    throw error;
  }
}
