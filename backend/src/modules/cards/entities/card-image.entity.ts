import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { CardImageType } from '@pennant/contracts';
import type { Card } from './card.entity';

/** One uploaded image of a card (front, back, ...); the object itself lives in storage under `objectKey`. */
@Entity({ tableName: 'card_image' })
export class CardImage {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne('Card', { fieldName: 'card_id', deleteRule: 'cascade' })
  card!: Card;

  /** Order within the card; the primary image is first. */
  @Property({ type: 'smallint' })
  position!: number;

  @Property({ type: 'text' })
  objectKey!: string;

  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'text', nullable: true })
  thumbnailUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  name: string | null = null;

  @Property({ type: 'text' })
  type: CardImageType = 'front';

  @Property({ type: 'boolean' })
  isPrimary: boolean = false;

  @Property({ type: 'text' })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  /** 180 when identification read the photo upside down: its eBay picture is sent turned upright. */
  @Property({ type: 'smallint' })
  uprightTurn: 0 | 180 = 0;

  /** The image's SHA-256 (hex), kept when identification reads it: the same photo on two cards. */
  @Property({ type: 'text', nullable: true })
  sha256: string | null = null;
}
