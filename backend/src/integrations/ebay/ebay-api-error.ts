import type { EbayErrorDetail } from '@pennant/ebay-openapi';

/** eBay's error body: the REST envelope (`errors`), or OAuth's `error` and `error_description`. */
interface EbayErrorBody {
  errors?: EbayErrorDetail[];
  error?: string;
  error_description?: string;
}

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

  /**
   * A failed answer of a typed client call. openapi-fetch has already read the body into its `error` (parsed JSON,
   * or the text when it was not JSON): the response itself has nothing left to read.
   */
  static fromAnswer(response: Response, body: unknown): EbayApiError {
    const { errors, error, error_description } = asErrorBody(body);
    if (error)
      return new EbayApiError(response.status, [], `${error}: ${error_description ?? ''}`.trim());
    return new EbayApiError(response.status, Array.isArray(errors) ? errors : []);
  }

  /** A failed answer of a plain fetch, its body not read yet. */
  static async fromResponse(response: Response): Promise<EbayApiError> {
    const text = await response.text().catch(() => '');
    return EbayApiError.fromAnswer(response, parsedOrNothing(text));
  }
}

function asErrorBody(body: unknown): EbayErrorBody {
  return typeof body === 'object' && body !== null ? (body as EbayErrorBody) : {};
}

/** Not JSON: the status is all there is to keep. */
function parsedOrNothing(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function describe(status: number, errors: EbayErrorDetail[], oauthError?: string): string {
  if (oauthError) return `eBay OAuth ${status}: ${oauthError}`;
  const first = errors[0];
  return first ? `eBay ${status} (${first.errorId}): ${first.message}` : `eBay answered ${status}`;
}
