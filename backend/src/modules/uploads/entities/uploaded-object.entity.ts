import { Entity, EntityRepositoryType, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { UploadContentType } from '@pennant/contracts';
import { UploadedObjectRepository } from '../repositories/uploaded-object.repository';

/**
 * `pending`: an upload URL was handed out; `receiving`: a PUT to it is being read (so a second PUT
 * is refused); `stored`: the image was checked by content and has a thumbnail.
 */
export type UploadedObjectStatus = 'pending' | 'receiving' | 'stored';

/** One uploaded image and who owns it: ownership checks are lookups here. */
@Entity({ tableName: 'uploaded_object', repository: () => UploadedObjectRepository })
export class UploadedObject {
  [EntityRepositoryType]?: UploadedObjectRepository;

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  dealerId!: string;

  /** `<dealerId>/<uuid>` */
  @Property({ type: 'text', unique: true })
  key!: string;

  /**
   * S3 only: the key the upload URL was presigned for, once the checked bytes were copied to `key`
   * (which no URL grants), so a later PUT to the URL changes nothing Pennant serves or uses.
   */
  @Property({ type: 'text', nullable: true, unique: true })
  uploadKey: string | null = null;

  @Property({ type: 'text' })
  status: UploadedObjectStatus = 'pending';

  /** The client's own key for this upload (Idempotency-Key), unique per dealer. */
  @Property({ type: 'text', nullable: true })
  clientKey: string | null = null;

  /** The file's name when the client said it. */
  @Property({ type: 'text', nullable: true })
  name: string | null = null;

  @Property({ type: 'text', nullable: true })
  contentType: UploadContentType | null = null;

  @Property({ type: 'integer', nullable: true })
  size: number | null = null;

  @Property({ type: 'text', nullable: true })
  thumbnailKey: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  storedAt: Date | null = null;

  /** When a card (or another user of images) first took it; never-used uploads can be cleaned up. */
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
