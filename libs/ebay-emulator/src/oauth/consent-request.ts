import { findApp, type EmulatorContext } from '../core/context';
import type { EmulatorApp } from '../types';
import { parseScopes, unknownScopes } from './scopes';

/** The parameters of `GET /oauth2/authorize`, checked as eBay checks them before showing consent. */

export interface ConsentRequest {
  app: EmulatorApp;
  scopes: string[];
  /** The parameters to carry through the form, as received. */
  params: ConsentParams;
}

export interface ConsentParams {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  state?: string;
  prompt?: string;
  locale?: string;
}

export class ConsentRequestError extends Error {}

export type RawParams = Record<string, unknown>;

export function parseConsentRequest(context: EmulatorContext, raw: RawParams): ConsentRequest {
  const app = requireApp(context, stringParam(raw, 'client_id'));
  const redirectUri = stringParam(raw, 'redirect_uri');
  if (redirectUri !== app.ruName) {
    throw new ConsentRequestError('redirect_uri must be the RuName registered for this client_id.');
  }
  const responseType = stringParam(raw, 'response_type');
  if (responseType !== 'code') throw new ConsentRequestError('response_type must be "code".');
  const scope = stringParam(raw, 'scope');
  const scopes = requireScopes(scope);
  return {
    app,
    scopes,
    params: {
      client_id: app.clientId,
      redirect_uri: app.ruName,
      response_type: responseType,
      scope: scope ?? '',
      state: stringParam(raw, 'state'),
      prompt: stringParam(raw, 'prompt'),
      locale: stringParam(raw, 'locale'),
    },
  };
}

function requireApp(context: EmulatorContext, clientId: string | undefined): EmulatorApp {
  if (!clientId) throw new ConsentRequestError('client_id is required.');
  const app = findApp(context, clientId);
  if (!app)
    throw new ConsentRequestError(`client_id "${clientId}" is not a registered application.`);
  return app;
}

function requireScopes(scope: string | undefined): string[] {
  const scopes = parseScopes(scope);
  if (!scopes) throw new ConsentRequestError('scope is required.');
  const unknown = unknownScopes(scopes);
  if (unknown.length > 0) {
    throw new ConsentRequestError(`The requested scope is invalid: ${unknown.join(' ')}`);
  }
  return scopes;
}

/** A single string value; repeated parameters count as absent. */
export function stringParam(raw: RawParams, name: string): string | undefined {
  const value = raw[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
