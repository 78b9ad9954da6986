import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { BadRequestError } from './domain-error';

/** What a body that is JSON but not an object answers (a list, a string, a number, null). */
export const NOT_AN_OBJECT = 'The request body must be a JSON object';

/** Deeper JSON than this is refused before anything walks it (no request needs more than a few). */
export const MAX_INPUT_DEPTH = 32;

/** Where @nestjs/swagger keeps each DTO property's @ApiProperty options. */
const API_PROPERTY_METADATA = 'swagger/apiModelProperties';

export type FieldError = { field: string; message: string };

/** Flattens class-validator errors into `{ field, message }` pairs, nested fields as `a.b`. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    return [...ownErrors(error, field), ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/** Rules that say what kind of value a field takes: when one fails, the others' messages only mislead. */
const KIND_RULES = new Set([
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
  'isObject',
  'isEnum',
  'isIn',
  'isUuid',
  'isDateString',
  'isIso8601',
]);

/**
 * One message a field, the one that tells the client what to change. class-validator runs a field's rules last
 * written first, so the first to fail was often not the point: "imageUrl must be shorter than or equal to 2048
 * characters" for a URL never sent, "year must not be greater than 2100" for "abc". A field left out is required, one
 * sent as null must not be null, a value of the wrong kind says its kind; otherwise the first rule to fail speaks.
 */
function ownErrors(error: ValidationError, field: string): FieldError[] {
  if (!error.constraints) return [];
  if (error.value === undefined) return [{ field, message: `${field} is required` }];
  if (error.value === null) return [{ field, message: `${field} must not be null` }];
  const failed = Object.entries(error.constraints);
  const [, message] = failed.find(([rule]) => KIND_RULES.has(rule)) ?? failed[0];
  return [{ field, message }];
}

export function validationFailed(details: FieldError[]): BadRequestException {
  return new BadRequestException({
    code: 'VALIDATION_FAILED',
    message: details.map((d) => d.message).join('; ') || 'The request is not valid',
    errors: details,
  });
}

/**
 * Rules every endpoint gets, old and new, before and after its DTO's own validation:
 * - input nested deeper than MAX_INPUT_DEPTH is refused (no stack overflow further down);
 * - a NUL character in any text, key or value, of the body, query or path is refused naming the
 *   field (PostgreSQL cannot store it, and no dealer types one);
 * - `null` is refused naming the field unless the DTO's @ApiProperty says `nullable: true`, so
 *   "not given" (leave as is) and "clear it" stay distinct and the OpenAPI document says which;
 * - unknown properties and bad values answer 400 naming each field (class-validator).
 */
export class PennantValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => validationFailed(flattenValidationErrors(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    const prefix = metadata.type === 'param' ? (metadata.data ?? '') : '';
    assertShallow(value, metadata.type);
    // Every body a handler takes is an object (a DTO, or eBay's notification): a list would reach
    // the DTO as properties "0", "1"… and be refused as such, which says nothing of what is wrong.
    if (metadata.type === 'body' && metadata.data === undefined && Array.isArray(value))
      throw new BadRequestError('INVALID_JSON', NOT_AN_OBJECT, [
        { field: 'body', message: NOT_AN_OBJECT },
      ]);
    const nul = findNul(value, prefix);
    if (nul !== undefined) throw validationFailed([nulError(nul)]);
    const result = await super.transform(value, metadata);
    const nulls = findForbiddenNulls(result, metadata.metatype);
    if (nulls.length > 0)
      throw validationFailed(
        nulls.map((field) => ({ field, message: `${field} must not be null` })),
      );
    return result;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new PennantValidationPipe();
}

/** Query strings reach some handlers without a DTO: a NUL in any of them is refused up front. */
export function refuseNulInQuery(request: Request, response: Response, next: NextFunction): void {
  const field = findNul(request.query, '');
  if (field === undefined) return next();
  refuseQuery(response, nulError(field));
}

/**
 * A parameter given twice (`?status=active&status=sold`) reaches a handler as a list, and was refused with the
 * type's message ("status must be a string"), which names nothing the client did wrong: it is refused saying so.
 */
export function refuseRepeatedQuery(
  request: Request,
  response: Response,
  next: NextFunction,
): void {
  const repeated = Object.entries(request.query ?? {}).find(([, value]) => Array.isArray(value));
  if (!repeated) return next();
  const [field] = repeated;
  refuseQuery(response, {
    field,
    message: `${field} is given more than once: give it once (a list is one value, comma-separated)`,
  });
}

/** A query string refused before any handler, in the error shape the validation pipe answers. */
function refuseQuery(response: Response, error: FieldError): void {
  response
    .status(400)
    .json({ statusCode: 400, code: 'VALIDATION_FAILED', message: error.message, errors: [error] });
}

function nulError(field: string): FieldError {
  const name = field || 'the value';
  return { field: name, message: `${name} must not contain a NUL character` };
}

function assertShallow(value: unknown, where: string): void {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH)
      throw new BadRequestException({
        code: 'INPUT_TOO_DEEP',
        message: `The ${where === 'body' ? 'request body' : where} nests deeper than ${MAX_INPUT_DEPTH} levels`,
      });
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
}

/** The path (`a.b[2]`) of the first text with a NUL character, in a key or a value. */
export function findNul(value: unknown, prefix: string): string | undefined {
  const stack: Array<[unknown, string]> = [[value, prefix]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = Array.isArray(current) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return childPath;
      stack.push([child, childPath]);
    }
  }
  return undefined;
}

/** Properties of validated DTOs (nested ones included) that are null without being nullable. */
function findForbiddenNulls(value: unknown, metatype: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value))
    return value.flatMap((item, index) =>
      findForbiddenNulls(item, item?.constructor, `${prefix}[${index}]`),
    );
  const dto = value.constructor;
  if (!isDto(dto) || (typeof metatype === 'function' && !(value instanceof metatype))) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const field = prefix ? `${prefix}.${key}` : key;
    if (child === null) return isNullable(dto, key) ? [] : [field];
    return findForbiddenNulls(child, child?.constructor, field);
  });
}

function isDto(type: unknown): type is abstract new (...args: never[]) => object {
  return typeof type === 'function' && type !== Object && type !== Array;
}

function isNullable(dto: abstract new (...args: never[]) => object, property: string): boolean {
  const options = Reflect.getMetadata(API_PROPERTY_METADATA, dto.prototype, property) as
    { nullable?: boolean } | undefined;
  return options?.nullable === true;
}
