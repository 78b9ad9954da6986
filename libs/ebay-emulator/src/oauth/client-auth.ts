import type { EmulatorContext } from '../core/context';
import { findApp } from '../core/context';
import type { EmulatorApp } from '../types';
import { invalidClient } from './oauth-errors';

/** HTTP Basic client authentication: `Authorization: Basic base64(client_id:client_secret)`. */

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export function parseBasicAuthorization(header: string | undefined): ClientCredentials | undefined {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
}

export function authenticateClient(
  context: EmulatorContext,
  header: string | undefined,
): EmulatorApp {
  const credentials = parseBasicAuthorization(header);
  const app = credentials && findApp(context, credentials.clientId);
  if (!credentials || !app || app.clientSecret !== credentials.clientSecret) throw invalidClient();
  return app;
}
