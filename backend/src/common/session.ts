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
    /** An eBay consent in progress: its state, which flow started it, and when. */
    oauth?: { state: string; flow: OAuthFlow; startedAt: number };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** The signed-in dealer, as passport's session serializer restores it on each request. */
    interface User {
      dealerId: string;
    }
  }
}

const IS_PUBLIC = 'pennant:isPublic';
/** Marks a route that answers without a session (landing data, sign-in, eBay webhooks). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Every route needs a signed-in dealer (passport's session) unless it is marked @Public(). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    if (!signedInDealerId(context.switchToHttp().getRequest<Request>()))
      throw new UnauthorizedError();
    return true;
  }
}

/** The signed-in dealer's id, or undefined. */
export function signedInDealerId(request: Request): string | undefined {
  return request.isAuthenticated?.() ? request.user?.dealerId : undefined;
}

/** The signed-in dealer's id (the guard has already checked it exists). */
export function currentDealerIdOf(_data: unknown, context: ExecutionContext): string {
  const dealerId = signedInDealerId(context.switchToHttp().getRequest<Request>());
  if (!dealerId) throw new UnauthorizedError();
  return dealerId;
}

/** The signed-in dealer's id as a handler's parameter. */
export const CurrentDealerId = createParamDecorator(currentDealerIdOf);

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
