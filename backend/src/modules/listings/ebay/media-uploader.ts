import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config';
import { EBAY_APIS } from '@pennant/ebay-openapi';
import {
  EBAY_ENDPOINTS,
  EbayApiError,
  fetchWithBackoff,
  type EbayEndpoints,
  type FetchLike,
} from '../../../integrations/ebay';
import { EbayConnectionService } from '../../auth';

/**
 * eBay's Media API allows 50 calls per 5 seconds per user. Pennant keeps under it in each process
 * (a sliding window per dealer) and backs off on a 429 all the same, since other processes or tools
 * may use the same account.
 */
const MEDIA_WINDOW_MS = 5_000;
const MEDIA_CALLS_PER_WINDOW = 50;
const MEDIA_BACKOFF = { retries: 6, baseDelayMs: 1_000, maxDelayMs: 20_000 };

/** Answer of createImageFromFile (the Media contract we hold covers video only; typed from eBay's docs). */
interface CreatedImage {
  imageUrl?: string;
  expirationDate?: string;
}

/** Uploads listing pictures to eBay's picture service, which gives the URLs a listing may use. */
@Injectable()
export class MediaUploader {
  private readonly windows = new Map<string, number[]>();

  constructor(
    @Inject(EBAY_ENDPOINTS) private readonly endpoints: EbayEndpoints,
    private readonly connections: EbayConnectionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The eBay URL of an uploaded JPEG (createImageFromFile, multipart field `image`). */
  async upload(
    dealerId: string,
    image: Buffer,
    name: string,
    fetchImpl?: FetchLike,
  ): Promise<string> {
    await this.takeTurn(dealerId);
    const send = fetchWithBackoff(fetchImpl ?? ((request) => fetch(request)), {
      ...MEDIA_BACKOFF,
      timeoutMs: this.config.ebay.callTimeoutMs,
    });
    const tokens = this.connections.accessTokenSource(dealerId);
    const url = `${this.endpoints.apimBaseUrl}${EBAY_APIS.media.basePath}/image/create_image_from_file`;
    const request = async (token: string) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), name);
      return send(
        new Request(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        }),
      );
    };
    let response = await request(await tokens.current());
    if (response.status === 401) response = await request(await tokens.refresh());
    if (!response.ok) throw await EbayApiError.fromResponse(response);
    const body = (await response.json().catch(() => ({}))) as CreatedImage;
    const imageUrl = body.imageUrl ?? (await this.imageUrlFrom(response, tokens));
    if (!imageUrl) throw new EbayApiError(response.status, [], 'eBay gave no picture URL');
    return imageUrl;
  }

  /** Some answers give only a Location to the image: its getImage answer has the URL. */
  private async imageUrlFrom(
    response: Response,
    tokens: { current(): Promise<string> },
  ): Promise<string | undefined> {
    const location = response.headers.get('location');
    if (!location) return undefined;
    const answer = await fetch(location, {
      headers: { Authorization: `Bearer ${await tokens.current()}` },
    });
    return answer.ok ? ((await answer.json()) as CreatedImage).imageUrl : undefined;
  }

  /** Waits until the dealer's last 5 seconds hold fewer than 50 calls, then takes one. */
  private async takeTurn(dealerId: string): Promise<void> {
    for (;;) {
      const now = Date.now();
      const recent = (this.windows.get(dealerId) ?? []).filter((at) => now - at < MEDIA_WINDOW_MS);
      if (recent.length < MEDIA_CALLS_PER_WINDOW) {
        recent.push(now);
        this.windows.set(dealerId, recent);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, MEDIA_WINDOW_MS - (now - recent[0]) + 5));
    }
  }
}
