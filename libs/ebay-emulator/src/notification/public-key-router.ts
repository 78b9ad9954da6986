import { Router } from 'express';
import { EBAY_APIS, EBAY_SCOPES, EbayErrorDetail, NotificationApi } from '@pennant/ebay-openapi';
import { requireBearer } from '../core/bearer';
import type { EmulatorContext } from '../core/context';
import { sendErrors } from '../core/errors';
import {
  ensureSigningKey,
  oneLinePublicKeyPem,
  SIGNATURE_ALGORITHM,
  SIGNATURE_DIGEST,
} from './signing-key';

/** Notification API: `GET /commerce/notification/v1/public_key/{public_key_id}` (app token). */

export type PublicKeyResponse = NotificationApi.components['schemas']['PublicKey'];

export const PUBLIC_KEY_PATH = `${EBAY_APIS.notification.basePath}/public_key/:public_key_id`;

export function createPublicKeyRouter(context: EmulatorContext): Router {
  const router = Router();
  router.get(
    PUBLIC_KEY_PATH,
    requireBearer(context, { grant: 'app', anyScope: [EBAY_SCOPES.api] }),
    (req, res) => {
      const key = ensureSigningKey(context.store);
      if (req.params.public_key_id !== key.kid) {
        sendErrors(res, 404, invalidKeyId());
        return;
      }
      const body: PublicKeyResponse = {
        key: oneLinePublicKeyPem(key),
        algorithm: SIGNATURE_ALGORITHM,
        digest: SIGNATURE_DIGEST,
      };
      res.json(body);
    },
  );
  return router;
}

function invalidKeyId(): EbayErrorDetail {
  return {
    errorId: 195001,
    domain: 'API_NOTIFICATION',
    category: 'REQUEST',
    message: 'The specified key id is invalid.',
  };
}
