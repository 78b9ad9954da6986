import type { Response } from 'express';
import type { EbayErrorDetail, EbayErrorEnvelope } from '@pennant/ebay-openapi';

/** eBay's REST error envelope and the errors every API shares. */

export function sendErrors(res: Response, status: number, ...errors: EbayErrorDetail[]): void {
  const body: EbayErrorEnvelope = { errors };
  res.status(status).json(body);
}

export function invalidAccessToken(): EbayErrorDetail {
  return {
    errorId: 1001,
    domain: 'OAuth',
    category: 'REQUEST',
    message: 'Invalid access token',
    longMessage: 'Invalid access token. Check the value of the Authorization HTTP request header.',
  };
}

export function accessDenied(): EbayErrorDetail {
  return {
    errorId: 1100,
    domain: 'ACCESS',
    category: 'REQUEST',
    message: 'Access denied',
    longMessage: 'Insufficient permissions to fulfill the request.',
  };
}

export function tooManyRequests(errorId = 2001): EbayErrorDetail {
  return {
    errorId,
    domain: 'ACCESS',
    category: 'REQUEST',
    message: 'Too many requests. The request limit has been reached for the resource.',
  };
}

export function resourceNotFound(): EbayErrorDetail {
  return {
    errorId: 2002,
    domain: 'ACCESS',
    category: 'REQUEST',
    message: 'Resource not found',
    longMessage: 'A resource (URI) associated with the request could not be resolved.',
  };
}

export function invalidRequest(): EbayErrorDetail {
  return {
    errorId: 2004,
    domain: 'ACCESS',
    category: 'REQUEST',
    message: 'Invalid request',
    longMessage: 'The request has errors. For help, see the documentation for this API.',
  };
}

export function internalError(): EbayErrorDetail {
  return {
    errorId: 2003,
    domain: 'ACCESS',
    category: 'APPLICATION',
    message: 'Internal error',
    longMessage:
      'There was a problem with an eBay internal system or process. Contact eBay developer support for assistance.',
  };
}

const SYSTEM_ERROR_MESSAGES: Record<number, string> = {
  25001: 'A system error has occurred.',
  25025: 'Concurrent access of Inventory or InventoryItemGroup. Please try again later',
};

export function systemError(domain: string, errorId = 25001): EbayErrorDetail {
  return {
    errorId,
    domain,
    category: 'APPLICATION',
    message: SYSTEM_ERROR_MESSAGES[errorId] ?? SYSTEM_ERROR_MESSAGES[25001],
  };
}
