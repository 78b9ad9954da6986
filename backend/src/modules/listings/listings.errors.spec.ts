import { EbayApiError } from '../../integrations/ebay';
import { askEbay, ebayFailureText, ListingsError } from './listings.errors';

const failure = (status: number, message?: string) =>
  new EbayApiError(
    status,
    message ? [{ errorId: 25001, domain: 'API_INVENTORY', category: 'REQUEST', message }] : [],
  );

describe("eBay's failure as the dealer reads it", () => {
  it('says to wait when eBay limits the calls, and to reconnect when eBay no longer takes the token', () => {
    expect(ebayFailureText(failure(429))).toMatch(/limiting .* wait a minute/);
    expect(ebayFailureText(failure(401))).toMatch(/Reconnect eBay in Settings/);
  });

  it("gives eBay's own reason for a refusal, without asking to try again", () => {
    const text = ebayFailureText(failure(400, 'The offer is not published'));
    expect(text).toBe('eBay refused the request: The offer is not published.');
  });

  it('asks to try again later when eBay is down, naming no code of our own', () => {
    expect(ebayFailureText(failure(503))).toBe(
      'eBay is not answering right now (it answered 503). Please try again in a few minutes.',
    );
  });

  it('answers 502 saying eBay did not answer when every try timed out', async () => {
    const timedOut = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    const refusal = askEbay(() => Promise.reject(timedOut));
    await expect(refusal).rejects.toBeInstanceOf(ListingsError);
    await expect(refusal).rejects.toMatchObject({
      message: 'eBay did not answer in time. Please try again in a few minutes.',
    });
  });
});
