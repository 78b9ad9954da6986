import { Router } from 'express';
import { EBAY_APIS, EBAY_SCOPES, IdentityApi } from '@pennant/ebay-openapi';
import { findAccountByUserId } from '../core/accounts';
import { getCaller, requireBearer } from '../core/bearer';
import type { EmulatorContext } from '../core/context';
import { resourceNotFound, sendErrors } from '../core/errors';
import type { AccountRecord } from '../core/state';

/** Identity API on the apiz host: `GET /commerce/identity/v1/user/` (trailing slash, as eBay has it). */

export type UserResponse = IdentityApi.components['schemas']['UserResponse'];

export const GET_USER_PATH = `${EBAY_APIS.identity.basePath}/user/`;

export function createIdentityRouter(context: EmulatorContext): Router {
  const router = Router({ strict: true });
  router.get(
    GET_USER_PATH,
    requireBearer(context, { grant: 'user', anyScope: [EBAY_SCOPES.identityReadonly] }),
    (_req, res) => {
      const { userId } = getCaller(res).record;
      const account = userId ? findAccountByUserId(context.store.state, userId) : undefined;
      if (account) res.json(toUserResponse(account));
      else sendErrors(res, 404, resourceNotFound());
    },
  );
  return router;
}

export function toUserResponse(account: AccountRecord): UserResponse {
  return {
    userId: account.userId,
    username: account.username,
    accountType: 'INDIVIDUAL',
    registrationMarketplaceId: 'EBAY_US',
    status: 'CONFIRMED',
    individualAccount: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
    },
  };
}
