import {
  ArrayType,
  Cascade,
  Collection,
  Entity,
  EntityRepositoryType,
  OneToMany,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type {
  CardCandidates,
  CardEditableField,
  CardPricing,
  IdentifiedField,
  CardStatus,
  UngradedCondition,
} from '@pennant/contracts';
import { CardRepository } from '../repositories/card.repository';
import { CardImage } from './card-image.entity';

/** One physical card: its images, what identification made of them, its value and review state. */
@Entity({ tableName: 'card', repository: () => CardRepository })
export class Card {
  [EntityRepositoryType]?: CardRepository;

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  dealerId!: string;

  @Property({ type: 'text' })
  status: CardStatus = 'processing';

  @OneToMany(() => CardImage, (image) => image.card, {
    cascade: [Cascade.ALL],
    orphanRemoval: true,
    orderBy: { position: 'asc' },
  })
  images = new Collection<CardImage>(this);

  @Property({ type: 'text', nullable: true })
  player: string | null = null;

  @Property({ type: 'text', nullable: true })
  team: string | null = null;

  @Property({ type: 'text', nullable: true })
  sport: string | null = null;

  @Property({ type: 'smallint', nullable: true })
  year: number | null = null;

  @Property({ type: 'text', nullable: true })
  brand: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'set' })
  set: string | null = null;

  @Property({ type: 'text', nullable: true })
  cardNumber: string | null = null;

  @Property({ type: 'text', nullable: true })
  variant: string | null = null;

  @Property({ type: 'text', nullable: true })
  condition: string | null = null;

  @Property({ type: 'text', nullable: true })
  grader: string | null = null;

  @Property({ type: 'text', nullable: true })
  grade: string | null = null;

  @Property({ type: 'text', nullable: true })
  certNumber: string | null = null;

  @Property({ type: 'text', nullable: true })
  serialNumber: string | null = null;

  @Property({ type: 'boolean' })
  rookieCard: boolean = false;

  @Property({ type: 'boolean' })
  autograph: boolean = false;

  @Property({ type: 'boolean' })
  memorabilia: boolean = false;

  /** 0.00 to 1.00 */
  @Property({ type: 'decimal', precision: 3, scale: 2, nullable: true })
  confidence: string | null = null;

  /** Fields the engine doubts (their evidence is right less than 90% of the time). */
  @Property({ type: ArrayType, columnType: 'text[]' })
  doubtfulFields: IdentifiedField[] = [];

  /** The engine's alternatives for player, brand and set, for the correction type-ahead. */
  @Property({ type: 'json', columnType: 'jsonb', nullable: true })
  candidates: CardCandidates | null = null;

  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  estimatedLow: string | null = null;

  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  estimatedHigh: string | null = null;

  /** What the market pays: the dealer's basis over the comparables, without markup. */
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  marketValue: string | null = null;

  /** What the listing asks: the market value plus the dealer's markup. */
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  listPrice: string | null = null;

  @Property({ type: 'text', nullable: true })
  cardCondition: UngradedCondition | null = null;

  @Property({ type: 'text', nullable: true })
  storageBox: string | null = null;

  @Property({ type: 'text', nullable: true })
  storageRow: string | null = null;

  @Property({ type: 'text', nullable: true })
  storageSlot: string | null = null;

  @Property({ type: 'json', columnType: 'jsonb', nullable: true })
  pricing: CardPricing | null = null;

  @Property({ type: 'text', nullable: true })
  lotKey: string | null = null;

  /** The open or listed lot the card belongs to (status lotted). */
  @Property({ type: 'uuid', nullable: true })
  lotId: string | null = null;

  /** An earlier card of the dealer with the same photos: this one is likely the same card made twice. */
  @Property({ type: 'uuid', nullable: true })
  samePhotosAs: string | null = null;

  /** Fields the dealer corrected: identification never overwrites them. */
  @Property({ type: ArrayType, columnType: 'text[]' })
  correctedFields: CardEditableField[] = [];

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  identifiedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  approvedAt: Date | null = null;
}
