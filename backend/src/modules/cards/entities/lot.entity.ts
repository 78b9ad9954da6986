import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export type LotStatus = 'open' | 'listed' | 'sold';

/**
 * Low-value cards grouped under one lot key ("1991 Upper Deck"), listed as one eBay listing.
 * Cards lotted under a key join its open lot; a listed lot takes no new members.
 */
@Entity({ tableName: 'lot' })
export class Lot {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  dealerId!: string;

  @Property({ type: 'text' })
  lotKey!: string;

  @Property({ type: 'text' })
  status: LotStatus = 'open';

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
