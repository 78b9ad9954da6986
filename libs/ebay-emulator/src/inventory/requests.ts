import type { Request } from 'express';
import type { EbayErrorDetail } from '@pennant/ebay-openapi';
import { ApiFailure } from '../core/api-error';
import { errorDomainForPath } from '../core/api-domains';
import type { EmulatorContext } from '../core/context';
import { systemError } from '../core/errors';
import { InventoryErrors } from './inventory-errors';

/** What every Inventory write checks first: the SKU and the Content-Language header. */

const SKU = /^[A-Za-z0-9]{1,50}$/;
const CONTENT_LANGUAGE = /^[a-z]{2}-[A-Z]{2}$/;
export const MAX_BULK_ENTRIES = 25;

/** eBay's rule: letters and digits only, at most 50 (a `/` would also break the path). */
export function requireValidSku(sku: unknown): string {
  if (typeof sku !== 'string' || !SKU.test(sku))
    throw new ApiFailure(400, InventoryErrors.invalidSku());
  return sku;
}

/** Item create/replace and offer create/update need `Content-Language` (en-US and the like). */
export function requireContentLanguage(req: Request): void {
  const value = req.get('content-language');
  if (!value || !CONTENT_LANGUAGE.test(value.trim())) {
    throw new ApiFailure(400, InventoryErrors.invalidValue('header Content-Language'));
  }
}

/** `requests` of a bulk call: an array of at most `max` objects, or the call's own error. */
export function bulkRequests(
  body: Record<string, unknown>,
  tooMany: () => ReturnType<typeof InventoryErrors.tooManyItems>,
  max = MAX_BULK_ENTRIES,
): Array<Record<string, unknown>> {
  const requests = body.requests;
  if (!Array.isArray(requests) || requests.length === 0) {
    throw new ApiFailure(400, InventoryErrors.invalidValue('requests'));
  }
  if (requests.length > max) throw new ApiFailure(400, tooMany());
  return requests.map((entry) =>
    typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {},
  );
}

/** 200 when every entry of a bulk call succeeded, 207 when any failed. */
export function bulkStatus(responses: ReadonlyArray<{ statusCode?: number }>): number {
  return responses.every((entry) => (entry.statusCode ?? 500) < 300) ? 200 : 207;
}

/**
 * One entry of a bulk answer: 200, or the entry's own status and errors. A fault injected on the
 * call's entries refuses this one with eBay's system error before it is served.
 */
export async function bulkEntryResult(
  context: EmulatorContext,
  req: Request,
  run: () => Promise<void> | void,
): Promise<{ statusCode: number; errors?: EbayErrorDetail[] }> {
  const path = req.path;
  const fault = context.faults.takeEntry('api', path);
  if (fault) {
    return {
      statusCode: fault.status,
      errors: [systemError(errorDomainForPath(path), fault.errorId)],
    };
  }
  try {
    await run();
    return { statusCode: 200 };
  } catch (error) {
    if (error instanceof ApiFailure) return { statusCode: error.status, errors: error.errors };
    throw error;
  }
}
