import { isUtf8 } from 'node:buffer';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { BadRequestError, DomainError, NOT_AN_OBJECT } from '../common';
import { comparablePath, isUnderAny } from './same-origin';

export interface JsonBodiesOptions {
  /** Path prefixes that are Pennant's own API. */
  protect: string[];
  /** Paths that take files as multipart/form-data instead. */
  multipart: string[];
}

/**
 * The API's bodies are JSON with a JSON content type (the spec's calls). Any other body would reach
 * a handler as no body at all: `PATCH /api/cards/:id` sent as text/plain or as a form would answer
 * 200 having changed nothing, or 400 about fields the client did send. It is refused with 415 saying
 * what to send; a request with no body (none, or Content-Length: 0) passes whatever its type.
 */
export function jsonBodiesOnly(options: JsonBodiesOptions): RequestHandler {
  return (request: Request, _response: Response, next: NextFunction) => {
    if (!isUnderAny(request.path, options.protect)) return next();
    if (!hasBody(request)) return next();
    const type = mediaType(request);
    const takesFiles = takesMultipart(request.path, options.multipart);
    if (type === 'application/json') return next();
    if (type === 'multipart/form-data' && takesFiles) return next();
    const expected = takesFiles
      ? 'multipart/form-data (files in the "files" field)'
      : 'JSON (Content-Type: application/json)';
    const sent = type?.slice(0, 100) ?? 'a body without a Content-Type';
    next(
      new DomainError(
        'UNSUPPORTED_MEDIA_TYPE',
        `The request body must be ${expected}, not ${sent}`,
        415,
      ),
    );
  };
}

function takesMultipart(path: string, multipart: string[]): boolean {
  return multipart.some((multipartPath) => comparablePath(multipartPath) === comparablePath(path));
}

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  if (request.headers['transfer-encoding'] !== undefined) return true;
  return length !== undefined && length !== '0';
}

function mediaType(request: Request): string | undefined {
  const header = request.headers['content-type'];
  const type = header?.split(';')[0].trim().toLowerCase();
  return type || undefined;
}

/** What body-parser attaches to the error of a body it could not parse. */
interface BodyParseError {
  type?: unknown;
  body?: unknown;
  message: string;
}

/**
 * A body that is not JSON answers 400 saying so (Nest would otherwise pass on body-parser's bare
 * "Unexpected end of JSON input", which names neither the body nor JSON). A JSON value other than
 * an object or a list (`null`, `7`, `"text"`) is refused as such: no request takes one. A list
 * parses, and is refused the same way where a handler reads the body (PennantValidationPipe): a
 * handler that takes no body says so instead.
 */
export function explainUnreadableBody(
  error: unknown,
  _request: Request,
  _response: Response,
  next: NextFunction,
): void {
  const failed = error as BodyParseError | undefined;
  if (failed?.type !== 'entity.parse.failed') return next(error);
  const text = typeof failed.body === 'string' ? failed.body.trimStart() : '';
  const message =
    text !== '' && !text.startsWith('{') && !text.startsWith('[')
      ? NOT_AN_OBJECT
      : `The request body is not valid JSON: ${failed.message}`;
  next(new BadRequestError('INVALID_JSON', message, [{ field: 'body', message }]));
}

const NOT_UTF8 = 'The request body is not valid UTF-8: send JSON text encoded as UTF-8';

/**
 * JSON is UTF-8. The parser reads bytes that are not as U+FFFD, so a card's title sent in Latin-1 ("Pokémon" as
 * one byte for é) would be saved with "�" in it: such a body is refused instead, from the bytes the parser kept
 * (request.rawBody, which Nest keeps for Stripe's webhook signature).
 */
export function refuseBodyNotUtf8(request: Request, _response: Response, next: NextFunction): void {
  const raw = (request as Request & { rawBody?: unknown }).rawBody;
  if (!Buffer.isBuffer(raw) || isUtf8(raw)) return next();
  next(new BadRequestError('INVALID_ENCODING', NOT_UTF8, [{ field: 'body', message: NOT_UTF8 }]));
}
