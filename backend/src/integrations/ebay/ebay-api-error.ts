import type { EbayErrorDetail } from '@pennant/ebay-openapi';

/** A call to eBay that failed after retries: keeps the status and eBay's first error. */
export class EbayApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: EbayErrorDetail[],
    readonly oauthError?: string,
  ) {
    super(describe(status, errors, oauthError));
    this.name = 'EbayApiError';
  }

  get firstErrorId(): number | undefined {
    return this.errors[0]?.errorId;
  }

  static async fromResponse(response: Response): Promise<EbayApiError> {
    const text = await response.text().catch(() => '');
    let body: { errors?: EbayErrorDetail[]; error?: string; error_description?: string } = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      // not JSON: keep the status only
    }
    if (body.error) {
      return new EbayApiError(
        response.status,
        [],
        `${body.error}: ${body.error_description ?? ''}`.trim(),
      );
    }
    return new EbayApiError(response.status, body.errors ?? []);
  }
}

function describe(status: number, errors: EbayErrorDetail[], oauthError?: string): string {
  if (oauthError) return `eBay OAuth ${status}: ${oauthError}`;
  const first = errors[0];
  return first ? `eBay ${status} (${first.errorId}): ${first.message}` : `eBay answered ${status}`;
}
