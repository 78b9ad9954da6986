import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A dealer's eBay OAuth grant; tokens are sealed with AES-256-GCM before they reach the database. */
@Entity({ tableName: 'ebay_connection' })
export class EbayConnection {
  @PrimaryKey({ type: 'uuid' })
  dealerId!: string;

  @Property({ type: 'text' })
  ebayUserId!: string;

  @Property({ type: 'text' })
  username!: string;

  /** Space-separated scopes the dealer consented to. */
  @Property({ type: 'text' })
  scopes!: string;

  @Property({ type: 'text' })
  accessTokenSealed!: string;

  @Property({ type: 'datetime' })
  accessTokenExpiresAt!: Date;

  @Property({ type: 'text' })
  refreshTokenSealed!: string;

  @Property({ type: 'datetime' })
  refreshTokenExpiresAt!: Date;

  @Property({ type: 'datetime' })
  connectedAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
