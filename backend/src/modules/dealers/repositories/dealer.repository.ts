import { EntityRepository } from '@mikro-orm/postgresql';
import type { Dealer } from '../entities/dealer.entity';

export class DealerRepository extends EntityRepository<Dealer> {
  findByEbayUserId(ebayUserId: string): Promise<Dealer | null> {
    return this.findOne({ ebayUserId });
  }
}
