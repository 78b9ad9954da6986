import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config';

/**
 * What Stripe's card form needs (Stripe's security guide, "Content Security Policy"): Stripe.js from
 * js.stripe.com, its Elements iframes (and 3-D Secure's through hooks.stripe.com), and its API. The
 * Address Element's Google Maps origins are left out: the billing page does not use it.
 */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * Security headers on every answer (helmet): a Content-Security-Policy that lets the shell load its
 * remotes from wherever their manifests are configured (a CDN included), the images it shows and
 * the uploads it sends, and Stripe's card form when billing is on Stripe; no framing by anyone
 * (clickjacking); no referrer; nosniff; and HSTS when a TLS-terminating proxy is in front
 * (TRUST_PROXY).
 */
export function securityHeaders(config: AppConfig, uploadOrigins: string[]): RequestHandler {
  const remoteOrigins = unique(
    config.frontends.remotes
      .map((remote) => remote.manifestUrl)
      .filter((url) => /^https?:\/\//.test(url))
      .map((url) => new URL(url).origin),
  );
  const self = ["'self'", ...remoteOrigins];
  const stripe = config.billing.stripe ? STRIPE_SOURCES : undefined;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'script-src': [...self, ...(stripe?.script ?? [])],
        // antd writes its CSS-in-JS into <style> elements at run time.
        'style-src': [...self, "'unsafe-inline'"],
        'img-src': [...self, 'data:', 'blob:'],
        'font-src': [...self, 'data:'],
        'connect-src': unique([...self, ...uploadOrigins, ...(stripe?.connect ?? [])]),
        ...(stripe ? { 'frame-src': stripe.frame } : {}),
        'worker-src': ["'self'", 'blob:'],
        ...(config.trustProxy ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.trustProxy
      ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false }
      : false,
    // Remotes and their assets may be loaded by a shell on another origin (see http/frontends.ts).
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
