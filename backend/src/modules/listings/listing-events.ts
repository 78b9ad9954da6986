import { Injectable } from '@nestjs/common';
import { CardsService } from '../cards';
import type { Listing } from './entities/listing.entity';
import { toListingView } from './listing.mapper';

/** Listing changes on the dealer's live stream (GET /api/cards/events), beside card changes. */
@Injectable()
export class ListingEvents {
  constructor(private readonly cards: CardsService) {}

  async announce(listing: Listing): Promise<void> {
    await this.cards.announce(listing.dealerId, {
      type: 'listing.updated',
      listingId: listing.id,
      cardId: listing.cardId,
      listing: toListingView(listing),
    });
  }

  async announceAll(listings: Listing[]): Promise<void> {
    await Promise.all(listings.map((listing) => this.announce(listing)));
  }
}
