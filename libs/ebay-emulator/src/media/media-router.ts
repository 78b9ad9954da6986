import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import multer from 'multer';
import { EBAY_APIS, EBAY_SCOPES, type EbayImageResponse } from '@pennant/ebay-openapi';
import { ApiFailure, apiHandler, parseJson, callerUserId, jsonBody } from '../core/api-error';
import { requireBearer } from '../core/bearer';
import type { EmulatorContext } from '../core/context';
import { sendErrors, tooManyRequests } from '../core/errors';
import { randomAlphanumeric } from '../core/ids';
import { hostBaseUrl } from '../core/public-urls';
import { createSlidingWindow } from '../core/sliding-window';
import { getEntry, setEntry } from '../core/state';
import type { ImageRecord } from '../selling/records';
import { inspectImage, toEpsJpeg } from './image-processing';
import type { ImageStore } from './image-store';
import { MediaErrors } from './media-errors';
import { downloadPicture, isHttpsUrl, MAX_IMAGE_BYTES, picturePath } from './pictures';

/**
 * Media API images on the apim host: createImageFromFile (multipart, part `image`),
 * createImageFromUrl and getImage, limited to 50 POSTs per 5 s per user; and the pictures
 * themselves at /images/g/<id>/s-l1600.jpg, for listings and browsers.
 */

const BASE = EBAY_APIS.media.basePath;
const IMAGE_TTL_MS = 30 * 86_400_000;
const IMAGE_ID_LENGTH = 22;
export const MEDIA_RATE_LIMIT = { maxCalls: 50, windowMs: 5_000 };

export function createMediaRouter(context: EmulatorContext, images: ImageStore): Router {
  const router = Router();
  const { maxCalls, windowMs } = context.options.mediaRateLimit ?? MEDIA_RATE_LIMIT;
  const window = createSlidingWindow(maxCalls, windowMs);
  const user = requireBearer(context, { grant: 'user', anyScope: [EBAY_SCOPES.sellInventory] });
  const limited: express.RequestHandler = (_req, res, next) => {
    const verdict = window.tryAcquire(callerUserId(res));
    if (verdict.ok) next();
    else {
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))));
      sendErrors(res, 429, tooManyRequests());
    }
  };
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1 },
  });
  router.post(
    `${BASE}/image/create_image_from_file`,
    user,
    limited,
    upload.single('image'),
    apiHandler(async (req, res) => {
      if (!req.file) throw new ApiFailure(400, MediaErrors.missingFile());
      await createImage(context, images, req, res, req.file.buffer);
    }),
    uploadErrors,
  );
  router.post(
    `${BASE}/image/create_image_from_url`,
    user,
    limited,
    parseJson,
    apiHandler(async (req, res) => {
      const imageUrl = jsonBody(req).imageUrl;
      if (!isHttpsUrl(imageUrl)) throw new ApiFailure(400, MediaErrors.invalidUrl());
      const bytes = await downloadPicture(context, imageUrl);
      if (!bytes) throw new ApiFailure(400, MediaErrors.unreachable(imageUrl));
      await createImage(context, images, req, res, bytes);
    }),
  );
  router.get(`${BASE}/image/:image_id`, user, (req, res) => {
    const image = getEntry(context.store.state.images, String(req.params.image_id));
    if (!image || image.userId !== callerUserId(res) || image.expiresAt < context.clock.now()) {
      sendErrors(res, 404, MediaErrors.imageNotFound(String(req.params.image_id)));
      return;
    }
    res.json(imageResponse(context, req, image));
  });
  router.get('/images/g/:imageId/:file', (req, res, next) => {
    const bytes = /^s-l\d+\.jpg$/.test(String(req.params.file))
      ? images.load(String(req.params.imageId))
      : undefined;
    if (!bytes) {
      next();
      return;
    }
    res.type('image/jpeg').set('Cache-Control', 'public, max-age=86400').send(bytes);
  });
  return router;
}

async function createImage(
  context: EmulatorContext,
  images: ImageStore,
  req: Request,
  res: Response,
  bytes: Buffer,
): Promise<void> {
  const verdict = await inspectImage(bytes);
  if (!verdict.ok) {
    if (verdict.reason === 'too-small' && verdict.size) {
      throw new ApiFailure(400, MediaErrors.tooSmall(verdict.size.width, verdict.size.height));
    }
    throw new ApiFailure(
      400,
      verdict.reason === 'animated' ? MediaErrors.animated() : MediaErrors.unreadable(),
    );
  }
  const eps = await toEpsJpeg(bytes);
  const imageId = randomAlphanumeric(IMAGE_ID_LENGTH);
  images.save(imageId, eps.jpeg);
  const now = context.clock.now();
  const record: ImageRecord = {
    imageId,
    userId: callerUserId(res),
    width: eps.width,
    height: eps.height,
    bytes: eps.jpeg.length,
    createdAt: now,
    expiresAt: now + IMAGE_TTL_MS,
  };
  context.store.update((state) => setEntry(state.images, imageId, record));
  res
    .status(201)
    .location(`${hostBaseUrl(context, req, 'apim')}${BASE}/image/${imageId}`)
    .json(imageResponse(context, req, record));
}

function imageResponse(
  context: EmulatorContext,
  req: Request,
  image: ImageRecord,
): EbayImageResponse {
  return {
    imageUrl: `${hostBaseUrl(context, req, 'apim')}${picturePath(image.imageId)}`,
    expirationDate: new Date(image.expiresAt).toISOString(),
  };
}

/** multer's own failures (file too large, a part that is not `image`) in eBay's envelope. */
const uploadErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof multer.MulterError)) {
    next(error);
    return;
  }
  if (error.code === 'LIMIT_FILE_SIZE') sendErrors(res, 400, MediaErrors.tooLarge(MAX_IMAGE_BYTES));
  else sendErrors(res, 400, MediaErrors.missingFile());
};
