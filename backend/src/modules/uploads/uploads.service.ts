import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import {
  UPLOAD_FILE_NAME_MAX as FILE_NAME_MAX,
  UPLOAD_MAX_FILE_BYTES,
  type MultipartUploadResponse,
} from '@pennant/contracts';
import { APP_CONFIG, type AppConfig } from '../../config';
import {
  isObjectKey,
  isObjectOwner,
  OBJECT_STORAGE,
  ObjectTooLargeError,
  StorageUnavailableError,
  UploadUrlSigner,
  type ObjectStorage,
} from '../../integrations/storage';
import { DomainError } from '../../common';
import { DealersService } from '../dealers';
import { ImageInspector, TOO_LARGE_REASON, type InspectedImage } from './image-inspection';
import { keyOfReference, objectPath, originalKeyOf, thumbnailKeyOf } from './object-references';
import { readLimited } from './request-body';
import type { ReceivedFile } from './multipart-storage';
import { UploadsError } from './uploads.errors';
import type { OwnedImage } from './uploads.types';
import type { UploadedObject } from './entities/uploaded-object.entity';
import { UploadedObjectRepository } from './repositories/uploaded-object.repository';
import { ObjectSweeps } from './repositories/object-sweeps';

/** After its URL expires, an upload still gets this long before the cleanup takes it. */
const CLEANUP_GRACE_MS = 10 * 60_000;

export interface AbandonedUploads {
  /** Uploads that never finished (pending, or cut off while receiving). */
  pending: number;
  /** Stored images nothing used. */
  unused: number;
  /** Half-written files of interrupted writes. */
  partialFiles: number;
  /** Objects removed by sweeps that came due (erased dealers' late files, used upload URLs' keys). */
  swept: number;
}

export interface ServedObject {
  data: Buffer;
  contentType: string;
}

/** Who asks to read an object: a signed-in dealer, or a request carrying a signed URL's query. */
export interface ReadAccess {
  dealerId?: string;
  query: Record<string, unknown>;
}

/** Answers which of the given storage keys a module still uses (cards register theirs). */
export type UploadUsage = (keys: string[]) => Promise<string[]>;

/**
 * Card images: signed upload URLs, the PUT receiver (local storage), multipart uploads, serving
 * to owners, and the ownership checks the cards module relies on. Every image is checked by
 * content and thumbnailed before anything uses it.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly signer: UploadUrlSigner,
    private readonly objects: UploadedObjectRepository,
    private readonly inspector: ImageInspector,
    private readonly sweeps: ObjectSweeps,
    private readonly dealers: DealersService,
  ) {}

  private readonly usages: UploadUsage[] = [];

  /** A module that keeps uploads (cards) says which keys it uses, so the cleanup leaves them. */
  registerUsage(usage: UploadUsage): void {
    this.usages.push(usage);
  }

  /**
   * An absolute URL that takes one PUT of one image for this dealer. With a client key
   * (Idempotency-Key), asking again answers a URL for the same upload, never a second one.
   */
  async createUploadUrl(dealerId: string, name?: string, clientKey?: string): Promise<string> {
    const key = await this.pendingKey(dealerId, name ?? null, clientKey);
    const expiresAt = new Date(Date.now() + this.config.storage.uploadUrlTtlSeconds * 1000);
    return this.storage.presignUpload(key, expiresAt, UPLOAD_MAX_FILE_BYTES);
  }

  /** The local driver's PUT receiver: checks the signature, takes the one PUT, checks the image. */
  async receiveUpload(
    key: string,
    query: Record<string, unknown>,
    body: Readable,
    declaredLength: number | undefined,
  ): Promise<OwnedImage> {
    const { check, maxBytes } = this.signer.verify('PUT', key, query);
    if (check === 'expired') throw UploadsError.uploadUrlExpired();
    const upload = check === 'valid' ? await this.objects.findByKey(key) : null;
    if (!upload) throw UploadsError.uploadUrlInvalid();
    const name = upload.name ?? 'The uploaded file';
    if (declaredLength !== undefined && declaredLength > maxBytes) {
      body.resume();
      throw UploadsError.fileTooLarge(name, TOO_LARGE_REASON);
    }
    if (!(await this.objects.claimForUpload(key))) {
      body.resume();
      throw UploadsError.alreadyUploaded();
    }
    try {
      const received = await readLimited(body, maxBytes);
      if (received.tooLarge) throw UploadsError.fileTooLarge(name, TOO_LARGE_REASON);
      const image = await this.inspector.inspect(name, received.data);
      await this.store(key, received.data, image);
      return this.ownedImage(key, image);
    } catch (error) {
      await this.objects.releaseClaim(key);
      throw error;
    }
  }

  /**
   * Multipart upload: stores each acceptable image; refusals name their file. With a client key
   * (Idempotency-Key), the n-th file is the same upload as the n-th file of any earlier request
   * with that key: a retried batch stores only what the first attempt did not.
   */
  async uploadFiles(
    dealerId: string,
    files: ReceivedFile[],
    clientKey?: string,
  ): Promise<MultipartUploadResponse> {
    if (files.length === 0) throw UploadsError.noFiles();
    const result: MultipartUploadResponse = { uploaded: [], errors: [] };
    for (const [index, file] of files.entries()) {
      try {
        const fileKey = clientKey === undefined ? undefined : `${clientKey}#${index}`;
        const image = await this.storeReceivedFile(dealerId, file, fileKey);
        result.uploaded.push({ name: file.originalname, ...image });
      } catch (error) {
        // A refusal names its file; storage that cannot be reached fails the whole request (503, try again).
        if (!(error instanceof DomainError) || error.status >= 500) throw error;
        result.errors.push({ name: file.originalname, error: error.message });
      }
    }
    if (result.uploaded.length === 0) throw UploadsError.batchRefused(result.errors);
    return result;
  }

  /** An object for GET /objects/...: to its owner's session or to a valid signed URL, else 404. */
  async openForRead(key: string, access: ReadAccess): Promise<ServedObject> {
    const upload = await this.objects.findByKey(originalKeyOf(key));
    if (!upload || upload.status !== 'stored' || !this.mayRead(key, upload, access))
      throw UploadsError.imageNotFound(objectPath(key));
    const data = await this.storage.get(key, UPLOAD_MAX_FILE_BYTES);
    if (!data) throw UploadsError.imageNotFound(objectPath(key));
    const isThumbnail = key !== upload.key;
    return {
      data,
      contentType: isThumbnail ? 'image/jpeg' : (upload.contentType ?? 'application/octet-stream'),
    };
  }

  /**
   * The dealer's own uploaded image behind an upload URL (query string and all) or an
   * `/objects/...` path. Refuses anything else with a message naming the reference.
   */
  async resolveOwnedImage(dealerId: string, urlOrPath: string): Promise<OwnedImage> {
    const key = keyOfReference(urlOrPath, this.storage, this.config.publicUrl);
    if (!key) throw UploadsError.notAnUpload(urlOrPath);
    const upload = await this.objects.findByKeyOrUploadKey(key);
    if (!upload || upload.dealerId !== dealerId) throw UploadsError.imageNotFound(urlOrPath);
    if (upload.status !== 'stored' && this.storage.driver !== 's3')
      throw UploadsError.notUploaded(urlOrPath);
    const image =
      upload.status === 'stored'
        ? this.ownedImageOf(upload)
        : await this.adoptDirectUpload(upload, urlOrPath);
    // Taken by a card: the cleanup of abandoned uploads leaves it alone from now on.
    await this.objects.markUsed([image.key]);
    return image;
  }

  /** The bytes of an uploaded image (a key or its `/objects/...` path). */
  async readObject(keyOrPath: string): Promise<Buffer> {
    const key = this.keyOf(keyOrPath);
    const data = key ? await this.storage.get(key, UPLOAD_MAX_FILE_BYTES) : null;
    if (!data) throw UploadsError.imageNotFound(keyOrPath);
    return data;
  }

  /** A URL that reads the image without a session until it expires (for outside readers). */
  signedReadUrl(keyOrPath: string, ttlSeconds = 3600): Promise<string> {
    const key = this.keyOf(keyOrPath);
    if (!key) throw UploadsError.imageNotFound(keyOrPath);
    return this.storage.presignRead(key, new Date(Date.now() + ttlSeconds * 1000));
  }

  /** Removes images (keys or `/objects/...` paths) with their thumbnails and records. */
  async deleteImages(keysOrPaths: string[]): Promise<void> {
    const keys = keysOrPaths
      .map((reference) => this.keyOf(reference))
      .filter((key): key is string => key !== null)
      .map(originalKeyOf);
    if (keys.length === 0) return;
    const presigned = (await this.objects.findByKeys(keys)).flatMap((upload) =>
      upload.uploadKey ? [upload.uploadKey] : [],
    );
    const objectKeys = [...keys.flatMap((key) => [key, thumbnailKeyOf(key)]), ...presigned];
    try {
      await this.storage.delete(objectKeys);
    } catch (error) {
      // The card is gone already, and the dealer told so: the photos are removed by the cleanup once the storage
      // answers again (a sweep, kept in the database), never left in the bucket with no record naming them. A
      // refusal that will not pass (a policy, an object lock) is the operator's to see, not a sweep stuck forever.
      if (!(error instanceof StorageUnavailableError)) throw error;
      await this.sweeps.schedule(objectKeys, new Date());
      this.logger.warn(
        `${objectKeys.length} object(s) of a deleted card left for the cleanup: ${error.reason}`,
      );
    }
    await this.objects.deleteByKeys(keys);
  }

  /**
   * Removes everything a dealer ever stored (account erasure): their whole prefix, whatever wrote
   * it and whether or not a record names it, then the records. A presigned S3 URL cannot be revoked
   * and a request already past the session check may still be writing, so the prefix is swept
   * again once every URL handed out has expired (a database record the cleanup job takes up, so a
   * restart does not lose it). Scheduled first: a failure below leaves it, and the sweep checks the
   * dealer is really gone before it removes anything.
   */
  async eraseDealerFiles(dealerId: string): Promise<number> {
    await this.sweeps.schedule([ownerTarget(dealerId)], this.afterLastUploadUrl());
    const removed = await this.storage.deleteOwner(dealerId).catch((error: unknown) => {
      // A photo still arriving through a signed URL can keep the folder from going (ENOTEMPTY): the sweep
      // just scheduled removes what is left, and the erasure of the dealer's data must not stop here.
      this.logger.warn(
        `Dealer ${dealerId}: files not all removed now (${(error as Error).message}); the sweep removes the rest`,
      );
      return 0;
    });
    await this.objects.deleteByDealer(dealerId);
    return removed;
  }

  private keyOf(reference: string): string | null {
    return keyOfReference(reference, this.storage, this.config.publicUrl);
  }

  private mayRead(key: string, upload: UploadedObject, access: ReadAccess): boolean {
    if (UploadUrlSigner.isSigned(access.query))
      return this.signer.verify('GET', key, access.query).check === 'valid';
    return access.dealerId !== undefined && access.dealerId === upload.dealerId;
  }

  private async storeReceivedFile(
    dealerId: string,
    file: ReceivedFile,
    clientKey: string | undefined,
  ): Promise<OwnedImage> {
    if (file.originalname.includes('\u0000'))
      throw UploadsError.invalidImage('files', 'a file name must not contain a NUL character');
    const nameCharacters = [...file.originalname];
    if (nameCharacters.length > FILE_NAME_MAX)
      throw UploadsError.invalidImage(
        `${nameCharacters.slice(0, 40).join('')}…`,
        `has a name of ${nameCharacters.length} characters: at most ${FILE_NAME_MAX} are accepted`,
      );
    if (file.body.tooLarge) throw UploadsError.fileTooLarge(file.originalname, TOO_LARGE_REASON);
    const earlier = clientKey ? await this.objects.findByClientKey(dealerId, clientKey) : null;
    if (earlier?.status === 'stored') return this.ownedImageOf(earlier);
    const image = await this.inspector.inspect(file.originalname, file.body.data);
    const key = await this.pendingKey(dealerId, file.originalname, clientKey);
    await this.store(key, file.body.data, image);
    return this.ownedImage(key, image);
  }

  /** A new pending upload, or the one a client key already names. */
  private async pendingKey(
    dealerId: string,
    name: string | null,
    clientKey: string | undefined,
  ): Promise<string> {
    if (clientKey !== undefined) {
      const earlier = await this.objects.findByClientKey(dealerId, clientKey);
      // Once a file arrived (and, on S3, was checked), no new URL may write over it.
      if (earlier && earlier.status !== 'pending') throw this.alreadyUploaded(earlier);
      if (earlier) return earlier.key;
    }
    const key = `${dealerId}/${randomUUID()}`;
    const inserted = await this.objects
      .insertPending(dealerId, key, name, clientKey ?? null)
      .catch((error: unknown) => {
        // The account was erased while this request was past its session check.
        if (error instanceof ForeignKeyConstraintViolationException)
          throw UploadsError.uploadGone();
        throw error;
      });
    if (inserted || clientKey === undefined) return key;
    // Two retries raced: the other one's row won.
    const winner = await this.objects.findByClientKey(dealerId, clientKey);
    if (!winner) throw new Error(`Upload with client key ${clientKey} vanished`);
    if (winner.status !== 'pending') throw this.alreadyUploaded(winner);
    return winner.key;
  }

  /**
   * Removes what crashed or abandoned uploads left once their URL can no longer be used: pending
   * uploads, stored images no card (or other user) took, and half-written files. Bounded per run.
   */
  async cleanUpAbandoned(now = new Date(), batch = 500): Promise<AbandonedUploads> {
    const cutoff = new Date(
      now.getTime() - this.config.storage.uploadUrlTtlSeconds * 1000 - CLEANUP_GRACE_MS,
    );
    const candidates = await this.objects.unusedBefore(cutoff, batch);
    const stored = candidates
      .filter((upload) => upload.status === 'stored')
      .map((upload) => upload.key);
    // Uses recorded before the mark existed, or a card made while this ran: asked, never assumed.
    const used = new Set<string>();
    for (const usage of this.usages) for (const key of await usage(stored)) used.add(key);
    await this.objects.markUsed([...used]);
    const abandoned = candidates.filter((upload) => !used.has(upload.key));
    if (abandoned.length > 0) {
      await this.storage.delete(abandoned.flatMap(objectKeysOf));
      await this.objects.deleteByKeys(abandoned.map((upload) => upload.key));
    }
    const partialFiles = await this.storage.removeLeftovers(cutoff);
    return {
      pending: abandoned.filter((upload) => upload.status !== 'stored').length,
      unused: abandoned.filter((upload) => upload.status === 'stored').length,
      partialFiles,
      swept: await this.runDueSweeps(now, batch),
    };
  }

  /** Sweeps whose signed URLs have all expired; answers how many objects they removed. */
  private async runDueSweeps(now: Date, batch: number): Promise<number> {
    let removed = 0;
    for (const sweep of await this.sweeps.due(now, batch)) {
      const owner = ownerOfTarget(sweep.target);
      if (owner !== null) {
        // An erasure that failed after scheduling this (eBay retries it) leaves a live dealer.
        if (!(await this.dealers.findSummary(owner)))
          removed += await this.storage.deleteOwner(owner);
      } else if (isObjectKey(sweep.target)) {
        await this.storage.delete([sweep.target]);
        removed += 1;
      }
      await this.sweeps.done(sweep.id);
    }
    return removed;
  }

  private alreadyUploaded(upload: UploadedObject): UploadsError {
    return upload.status === 'stored'
      ? UploadsError.alreadyUploadedAs(objectPath(upload.key))
      : UploadsError.alreadyUploaded();
  }

  /** When every upload URL handed out until now has expired, with the cleanup's grace. */
  private afterLastUploadUrl(): Date {
    return new Date(Date.now() + this.config.storage.uploadUrlTtlSeconds * 1000 + CLEANUP_GRACE_MS);
  }

  /**
   * An S3 upload went straight to the bucket, past the API: its size and content are checked the
   * first time it is used, and a refused object is removed. The upload URL stays valid until it
   * expires and could replace the object, so the checked bytes themselves are stored under a new
   * key no URL was presigned for; the presigned key is removed now and swept again once its URL
   * has expired.
   */
  private async adoptDirectUpload(upload: UploadedObject, reference: string): Promise<OwnedImage> {
    const name = upload.name ?? reference;
    const data = await this.readUpload(upload.key, name);
    if (!data) throw UploadsError.notUploaded(reference);
    let image: InspectedImage;
    try {
      image = await this.inspector.inspect(name, data);
    } catch (error) {
      if (error instanceof DomainError) await this.storage.delete([upload.key]);
      throw error;
    }
    const finalKey = `${upload.dealerId}/${randomUUID()}`;
    await this.writeImage(finalKey, data, image);
    if (!(await this.objects.adopt(upload.key, finalKey, this.factsOf(finalKey, image)))) {
      // Another request adopted it first, or the account was erased meanwhile.
      await this.storage.delete([finalKey, thumbnailKeyOf(finalKey)]);
      const winner = await this.objects.findByKeyOrUploadKey(upload.key);
      if (winner?.status === 'stored') return this.ownedImageOf(winner);
      throw UploadsError.uploadGone();
    }
    await this.sweeps.schedule([upload.key], this.afterLastUploadUrl());
    await this.storage.delete([upload.key]);
    return this.ownedImage(finalKey, image);
  }

  /** The bytes sent to an upload URL, at most the size limit (a larger object is removed). */
  private async readUpload(key: string, name: string): Promise<Buffer | null> {
    try {
      return await this.storage.get(key, UPLOAD_MAX_FILE_BYTES);
    } catch (error) {
      if (!(error instanceof ObjectTooLargeError)) throw error;
      await this.storage.delete([key]);
      throw UploadsError.fileTooLarge(name, TOO_LARGE_REASON);
    }
  }

  /**
   * Writes the image and its thumbnail, then marks it stored. When the upload is gone meanwhile
   * (its account was erased while this ran), what was written is removed again.
   */
  private async store(key: string, data: Buffer, image: InspectedImage): Promise<void> {
    try {
      await this.writeImage(key, data, image);
    } catch (error) {
      if (await this.objects.findByKey(key)) throw error;
      await this.removeQuietly([key, thumbnailKeyOf(key)]);
      throw UploadsError.uploadGone();
    }
    if (!(await this.objects.markStored(key, this.factsOf(key, image)))) {
      await this.storage.delete([key, thumbnailKeyOf(key)]);
      throw UploadsError.uploadGone();
    }
  }

  private async writeImage(key: string, data: Buffer, image: InspectedImage): Promise<void> {
    await this.storage.put(key, data, image.contentType);
    await this.storage.put(thumbnailKeyOf(key), image.thumbnail, 'image/jpeg');
  }

  /** For files of an erased account: the erasure's own sweep removes whatever this could not. */
  private async removeQuietly(keys: string[]): Promise<void> {
    await this.storage.delete(keys).catch(() => undefined);
  }

  private factsOf(key: string, image: InspectedImage) {
    return { contentType: image.contentType, size: image.size, thumbnailKey: thumbnailKeyOf(key) };
  }

  private ownedImage(key: string, image: InspectedImage): OwnedImage {
    return {
      key,
      url: objectPath(key),
      thumbnailUrl: objectPath(thumbnailKeyOf(key)),
      contentType: image.contentType,
      size: image.size,
    };
  }

  private ownedImageOf(upload: UploadedObject): OwnedImage {
    return {
      key: upload.key,
      url: objectPath(upload.key),
      thumbnailUrl: objectPath(upload.thumbnailKey ?? thumbnailKeyOf(upload.key)),
      contentType: upload.contentType!,
      size: upload.size!,
    };
  }
}

/** A sweep target naming everything one dealer stored. */
function ownerTarget(dealerId: string): string {
  return `${dealerId}/`;
}

function ownerOfTarget(target: string): string | null {
  const owner = target.endsWith('/') ? target.slice(0, -1) : null;
  return owner !== null && isObjectOwner(owner) ? owner : null;
}

/** Every object an upload may have in storage: the image, its thumbnail, its presigned key. */
function objectKeysOf(upload: UploadedObject): string[] {
  const keys = [upload.key, upload.thumbnailKey ?? thumbnailKeyOf(upload.key)];
  return upload.uploadKey ? [...keys, upload.uploadKey] : keys;
}
