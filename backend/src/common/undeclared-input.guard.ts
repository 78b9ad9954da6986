import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { CUSTOM_ROUTE_ARGS_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { Request } from 'express';
import { currentDealerIdOf } from './session';
import { type FieldError, validationFailed } from './validation';

/** What a handler reads of the request: its body, its query string, or more than its parameters tell. */
type DeclaredInput = { body: boolean; query: boolean } | 'unknown';

interface RouteArgument {
  factory?: unknown;
}

/** Parameters read from elsewhere in the request: the path, headers, the client's address. */
const NEITHER_BODY_NOR_QUERY = new Set(
  [RouteParamtypes.PARAM, RouteParamtypes.HEADERS, RouteParamtypes.IP, RouteParamtypes.HOST].map(
    String,
  ),
);

const declaredByHandler = new WeakMap<object, DeclaredInput>();

/**
 * A handler that takes no body or no query string refuses one, as a DTO refuses a property it does
 * not declare: `POST /api/listings/sync {"since": …}` or `GET /api/cards/pending?page=2` would
 * otherwise succeed while ignoring what the client asked for. Handlers that read the request
 * themselves (`@Req()`, `@Res()`, sign-in guards' decorators, uploads) are left to their own checks.
 */
@Injectable()
export class UndeclaredInputGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const declared = declaredInputOf(context.getClass(), context.getHandler());
    if (declared === 'unknown') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const undeclared = [
      ...(declared.query ? [] : Object.keys(request.query ?? {}).map(unknownProperty)),
      ...(declared.body ? [] : undeclaredBody(request.body)),
    ];
    if (undeclared.length > 0) throw validationFailed(undeclared);
    return true;
  }
}

function declaredInputOf(controller: object, handler: { name: string }): DeclaredInput {
  const known = declaredByHandler.get(handler);
  if (known) return known;
  const declared = readDeclaredInput(controller, handler.name);
  declaredByHandler.set(handler, declared);
  return declared;
}

function readDeclaredInput(controller: object, handlerName: string): DeclaredInput {
  const args: Record<string, RouteArgument> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handlerName) ?? {};
  const declared = { body: false, query: false };
  for (const [key, argument] of Object.entries(args)) {
    const [type] = key.split(':');
    if (type === String(RouteParamtypes.BODY)) declared.body = true;
    else if (type === String(RouteParamtypes.QUERY)) declared.query = true;
    else if (NEITHER_BODY_NOR_QUERY.has(type)) continue;
    else if (type.endsWith(CUSTOM_ROUTE_ARGS_METADATA) && argument.factory === currentDealerIdOf)
      continue;
    else return 'unknown';
  }
  return declared;
}

function unknownProperty(field: string): FieldError {
  return { field, message: `property ${field} should not exist` };
}

const NO_BODY: FieldError = { field: 'body', message: 'This request takes no body' };

/** An absent or empty body is no body; anything else is input the handler would ignore. */
function undeclaredBody(body: unknown): FieldError[] {
  if (body === undefined || body === null) return [];
  if (Array.isArray(body)) return body.length === 0 ? [] : [NO_BODY];
  if (typeof body === 'object') return Object.keys(body).map(unknownProperty);
  return [NO_BODY];
}
