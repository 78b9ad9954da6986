import fs from 'node:fs/promises';
import path from 'node:path';
import type { Card, ProcessCardRequest, UploadUrlResponse } from '@pennant/contracts';

/** A dealer's HTTP session with a running Pennant, signed in through the eBay emulator's OAuth. */
export class PennantClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /**
   * GET /api/login → emulator consent → agree as `username` → callback → session cookie. The
   * emulator keeps the password an account gives at its first sign-in.
   */
  async signIn(username: string, password = 'pennant-run-password'): Promise<void> {
    const consentUrl = await this.redirectOf(await this.send('GET', '/api/login'));
    const consent = await this.send('GET', consentUrl);
    const fields = consentFormFields(await consent.text());
    const form = new URLSearchParams({ ...fields, username, password, action: 'agree' });
    const answer = await this.send('POST', '/__ebay/auth/oauth2/authorize', form);
    const done = await this.send('GET', await this.redirectOf(answer));
    const landing = await this.redirectOf(done);
    if (!landing.includes('ebay_auth=success')) throw new Error(`Sign-in failed: ${landing}`);
  }

  /** The spec's upload: ask for a signed URL, PUT the file to it; answers the URL. */
  async uploadImage(file: string): Promise<string> {
    return this.uploadBytes(await fs.readFile(file), path.basename(file));
  }

  async uploadBytes(data: Buffer, name: string): Promise<string> {
    const { uploadURL } = await this.json<UploadUrlResponse>('POST', '/api/cards/upload-url', {
      name,
    });
    const response = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(data) });
    if (!response.ok) throw new Error(`PUT ${name}: ${response.status} ${await response.text()}`);
    return uploadURL;
  }

  /** POST /api/cards/process; the card comes back identified, or still processing after the bound. */
  processCard(front: string | null, back: string | null): Promise<Card> {
    const images = [
      ...(front ? [{ url: front, type: 'front' as const, isPrimary: true }] : []),
      ...(back ? [{ url: back, type: 'back' as const, isPrimary: !front }] : []),
    ];
    if (images.length === 0) throw new Error('A card needs a front or a back image');
    const request: ProcessCardRequest = { imageUrl: images[0].url, images };
    return this.json<Card>('POST', '/api/cards/process', request);
  }

  getCard(id: string): Promise<Card> {
    return this.json<Card>('GET', `/api/cards/${id}`);
  }

  async json<T>(method: string, route: string, body?: unknown): Promise<T> {
    const response = await this.send(
      method,
      route,
      body === undefined ? undefined : JSON.stringify(body),
    );
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  /** A request with the session's cookies, redirects not followed. */
  async send(method: string, route: string, body?: string | URLSearchParams): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    const response = await fetch(new URL(route, this.baseUrl), {
      method,
      body,
      headers,
      redirect: 'manual',
    });
    this.remember(response);
    return response;
  }

  private async redirectOf(response: Response): Promise<string> {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location)
      throw new Error(
        `Expected a redirect from ${response.url}, got ${response.status}: ${await response.text()}`,
      );
    return location;
  }

  private remember(response: Response): void {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The fields of the emulator's consent form, to answer it as a browser would. */
function consentFormFields(html: string): Record<string, string> {
  const inputs = html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g);
  const decode = (value: string) =>
    value.replace(/&(amp|quot|#39|lt|gt);/g, (_, entity: string) => HTML_ENTITIES[entity]);
  return Object.fromEntries([...inputs].map(([, name, value]) => [name, decode(value)]));
}

const HTML_ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' };
