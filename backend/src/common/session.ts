import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { UnauthorizedError } from './domain-error';

export type OAuthFlow = 'login' | 'connect';

declare module 'express-session' {
  interface SessionData {
    dealerId?: string;
    oauth?: { state: string; flow: OAuthFlow; startedAt: number };
  }
}

const IS_PUBLIC = 'pennant:isPublic';

/** Marks a route that answers without a session (landing data, sign-in, eBay webhooks). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Every route needs a signed-in dealer unless it is marked @Public(). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.session?.dealerId) throw new UnauthorizedError();
    return true;
  }
}

/** The signed-in dealer's id (the guard has already checked it exists). */
export const CurrentDealerId = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<Request>();
  const dealerId = request.session?.dealerId;
  if (!dealerId) throw new UnauthorizedError();
  return dealerId;
});

export function regenerateSession(request: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    request.session.regenerate((error) => (error ? reject(error) : resolve())),
  );
}

export function saveSession(request: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    request.session.save((error) => (error ? reject(error) : resolve())),
  );
}

export function destroySession(request: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    request.session.destroy((error) => (error ? reject(error) : resolve())),
  );
}
