import { escapeHtml, renderPage } from '../core/html';
import type { ConsentParams, ConsentRequest } from './consent-request';

/** The sign-in and consent page of the emulated auth.ebay.com. */

export interface ConsentPageOptions {
  /** Where the router is mounted, so the form posts back relative to it. */
  baseUrl: string;
  request: ConsentRequest;
  username?: string;
  error?: string;
}

export const CONSENT_PAGE_TITLE = 'Sign in or Register | eBay';

export function renderConsentPage({
  baseUrl,
  request,
  username,
  error,
}: ConsentPageOptions): string {
  const body = `<h1>Sign in to eBay</h1>
<p><strong>${escapeHtml(request.app.clientId)}</strong> is requesting access to your eBay account:</p>
<ul class="scopes">
${request.scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('\n')}
</ul>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(`${baseUrl}/oauth2/authorize`)}">
${hiddenFields(request.params)}
<label for="username">Username</label>
<input type="text" id="username" name="username" autocomplete="username" autofocus value="${escapeHtml(username ?? '')}">
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password">
<p class="hint">New to this emulator? The password you enter at your first sign-in becomes your account's password.</p>
<div class="actions">
<button type="submit" name="action" value="agree" class="primary">Agree</button>
<button type="submit" name="action" value="decline" class="secondary">Decline</button>
</div>
</form>`;
  return renderPage({ title: CONSENT_PAGE_TITLE, body, lang: pageLanguage(request.params.locale) });
}

function hiddenFields(params: ConsentParams): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}

/** eBay locales look like `de-DE` or `en_US`; HTML wants the hyphenated form. */
export function pageLanguage(locale: string | undefined): string {
  return locale && /^[a-z]{2}[-_][A-Z]{2}$/.test(locale) ? locale.replace('_', '-') : 'en';
}
