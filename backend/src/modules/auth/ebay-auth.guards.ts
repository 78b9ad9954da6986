import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import passport from 'passport';
import type { OAuthFlow } from '../../common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { publicAddressFor } from './canonical-address';
import { otherAccountOf, type ConsentOutcome, type ConsentSuccess } from './consent-outcome';
import { EBAY_STRATEGY } from './ebay.strategy';
import { OAuthStateStore, stateCheckOf } from './oauth-state.store';

const CONSENT_URL = Symbol('consentUrl');
const OUTCOME = Symbol('consentOutcome');
type WithConsent = Request & { [CONSENT_URL]?: string; [OUTCOME]?: ConsentOutcome };

/** Where the consent guard sends the browser: eBay's consent page, or PUBLIC_URL first. */
export const ConsentUrl = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<WithConsent>()[CONSENT_URL],
);

/** How the callback guard found the consent ended. */
export const Outcome = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<WithConsent>()[OUTCOME],
);

/**
 * Starts eBay consent through the passport strategy (a fresh state in the session) and keeps the
 * consent URL for the handler, which redirects to it or answers it as JSON. A browser that came
 * on another host than PUBLIC_URL is sent there first, before any state is kept.
 */
abstract class EbayConsentGuard implements CanActivate {
  protected abstract readonly flow: OAuthFlow;
  /** Browser navigations go to PUBLIC_URL first; a JSON call answers the URL wherever it is. */
  protected readonly viaPublicUrl: boolean = true;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithConsent>();
    const elsewhere = this.viaPublicUrl
      ? publicAddressFor(request, this.config.publicUrl)
      : undefined;
    request[CONSENT_URL] = elsewhere ?? (await consentUrl(request, this.flow));
    return true;
  }
}

@Injectable()
export class EbaySignInGuard extends EbayConsentGuard {
  protected readonly flow = 'login';
}

@Injectable()
export class EbayReconnectGuard extends EbayConsentGuard {
  protected readonly flow = 'connect';
}

@Injectable()
export class EbayReconnectUrlGuard extends EbayConsentGuard {
  protected readonly flow = 'connect';
  protected override readonly viaPublicUrl = false;
}

/**
 * Runs the strategy's first step and catches the redirect it makes, so the handler decides how to
 * send it (a 302 for a navigation, JSON for `POST /api/ebay/connect/start`).
 */
function consentUrl(request: Request, flow: OAuthFlow): Promise<string> {
  return new Promise((resolve, reject) => {
    let location: string | undefined;
    const capture = {
      statusCode: 200,
      setHeader(name: string, value: string) {
        if (name.toLowerCase() === 'location') location = value;
      },
      end() {
        if (location) resolve(location);
        else reject(new Error('eBay consent did not redirect'));
      },
    } as unknown as Response;
    // passport-oauth2 hands an object `state` option to the state store (which keeps the flow).
    const options = { state: { flow } } as unknown as passport.AuthenticateOptions;
    const fail = (error: unknown) => reject(error ?? new Error('eBay consent did not start'));
    passport.authenticate(EBAY_STRATEGY, options, fail)(request, capture, fail);
  });
}

/**
 * eBay's return: with a code, the strategy checks the state (single use, this browser's), exchanges
 * the code and validates the dealer; a sign-in then logs the dealer in, which gives the browser a
 * new session id. A decline (or a return without a code) only settles the state. Every ending is an
 * outcome the handler turns into the spec's redirect; nothing here answers 401.
 */
@Injectable()
export class EbayCallbackGuard extends AuthGuard(EBAY_STRATEGY) {
  private readonly logger = new Logger('Auth');

  constructor(private readonly states: OAuthStateStore) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithConsent>();
    const code = firstOf(request.query.code);
    const error = firstOf(request.query.error);
    if (!code || error !== undefined) {
      const check = await this.states.settle(
        request,
        firstOf(request.query.state),
        error !== undefined,
      );
      request[OUTCOME] = check.valid
        ? { flow: check.flow, result: 'cancelled' }
        : { flow: check.flow, result: 'error', reason: 'state' };
      return true;
    }
    await super.canActivate(context);
    const outcome = request[OUTCOME];
    if (outcome?.result === 'success' && outcome.flow === 'login') await super.logIn(request);
    return true;
  }

  override handleRequest<TUser = ConsentSuccess | null>(
    error: unknown,
    user: ConsentSuccess | false,
    info: { reason?: 'state'; flow?: OAuthFlow } | undefined,
    context: ExecutionContext,
  ): TUser {
    const request = context.switchToHttp().getRequest<WithConsent>();
    const flow = info?.flow ?? stateCheckOf(request)?.flow ?? 'login';
    if (user) {
      request[OUTCOME] = user;
      return user as TUser;
    }
    if (info?.reason === 'state') {
      request[OUTCOME] = { flow, result: 'error', reason: 'state' };
    } else {
      if (error) this.logger.error(`eBay ${flow} failed: ${describe(error)}`);
      else this.logger.warn(`eBay ${flow} refused: not the signed-in dealer's eBay account`);
      const otherAccount = otherAccountOf(request);
      request[OUTCOME] = otherAccount
        ? { flow, result: 'error', reason: 'other_account', username: otherAccount }
        : { flow, result: 'error' };
    }
    // A failed reconnect leaves the dealer signed in: keep the session's user for this request.
    return (request.user ?? null) as TUser;
  }
}

/** A repeated query parameter arrives as an array; only the first counts. */
function firstOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstOf(value[0]);
  return typeof value === 'string' ? value : undefined;
}

function describe(error: unknown): string {
  const cause = (error as { oauthError?: unknown }).oauthError;
  const message = error instanceof Error ? error.message : String(error);
  return cause instanceof Error ? `${message}: ${cause.message}` : message;
}
