import { EntityRepository } from '@mikro-orm/postgresql';
import type { UploadContentType } from '@pennant/contracts';
import type { UploadedObject } from '../entities/uploaded-object.entity';

export interface StoredImageFacts {
  contentType: UploadContentType;
  size: number;
  thumbnailKey: string;
}

export class UploadedObjectRepository extends EntityRepository<UploadedObject> {
  findByKey(key: string): Promise<UploadedObject | null> {
    return this.findOne({ key }, { refresh: true });
  }

  /** Atomically takes a pending upload for one PUT; false when another PUT has it or had it. */
  async claimForUpload(key: string): Promise<boolean> {
    return (await this.nativeUpdate({ key, status: 'pending' }, { status: 'receiving' })) === 1;
  }

  /** A refused PUT gives the URL back, so the dealer can send the right file. */
  async releaseClaim(key: string): Promise<void> {
    await this.nativeUpdate({ key, status: 'receiving' }, { status: 'pending' });
  }

  /** False when the upload is gone (its account was erased while the file was being written). */
  async markStored(key: string, facts: StoredImageFacts): Promise<boolean> {
    const updated = await this.nativeUpdate(
      { key },
      { ...facts, status: 'stored', storedAt: new Date() },
    );
    return updated === 1;
  }

  /**
   * A direct S3 upload, checked, now lives under `finalKey`; its presigned key stays as
   * `uploadKey` so the upload URL still names it. False when another request adopted it first or
   * the upload is gone.
   */
  async adopt(uploadKey: string, finalKey: string, facts: StoredImageFacts): Promise<boolean> {
    const updated = await this.nativeUpdate(
      { key: uploadKey, status: 'pending' },
      { ...facts, key: finalKey, uploadKey, status: 'stored', storedAt: new Date() },
    );
    return updated === 1;
  }

  /** The upload a key names: its stored key, or the key its S3 upload URL was presigned for. */
  findByKeyOrUploadKey(key: string): Promise<UploadedObject | null> {
    return this.findOne({ $or: [{ key }, { uploadKey: key }] }, { refresh: true });
  }

  /** False when the client key is already taken (a retry racing this one). */
  async insertPending(
    dealerId: string,
    key: string,
    name: string | null,
    clientKey: string | null = null,
  ): Promise<boolean> {
    const rows = await this.getEntityManager()
      .getConnection()
      .execute<Array<{ key: string }>>(
        `INSERT INTO uploaded_object (dealer_id, key, name, client_key, status, created_at)
         VALUES (?, ?, ?, ?, 'pending', now())
         ON CONFLICT (dealer_id, client_key) WHERE client_key IS NOT NULL DO NOTHING
         RETURNING key`,
        [dealerId, key, name, clientKey],
      );
    return rows.length === 1;
  }

  findByClientKey(dealerId: string, clientKey: string): Promise<UploadedObject | null> {
    return this.findOne({ dealerId, clientKey }, { refresh: true });
  }

  /** The oldest uploads made before `cutoff` that nothing has used, whatever their status. */
  unusedBefore(cutoff: Date, limit: number): Promise<UploadedObject[]> {
    return this.find(
      { createdAt: { $lt: cutoff }, usedAt: null },
      { orderBy: { createdAt: 'asc' }, limit },
    );
  }

  async markUsed(keys: string[]): Promise<void> {
    if (keys.length > 0)
      await this.nativeUpdate({ key: { $in: keys }, usedAt: null }, { usedAt: new Date() });
  }

  findByKeys(keys: string[]): Promise<UploadedObject[]> {
    return keys.length === 0 ? Promise.resolve([]) : this.find({ key: { $in: keys } });
  }

  async keysOfDealer(dealerId: string): Promise<string[]> {
    const rows = await this.find({ dealerId }, { fields: ['key'] });
    return rows.map((row) => row.key);
  }

  async deleteByDealer(dealerId: string): Promise<void> {
    await this.nativeDelete({ dealerId });
  }

  async deleteByKeys(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.nativeDelete({ key: { $in: keys } });
  }
}
