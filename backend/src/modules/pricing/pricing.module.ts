import { Module } from '@nestjs/common';
import { DealersModule } from '../dealers';
import { EbayComparables } from './ebay-comparables';
import { PricingController } from './pricing.controller';
import { PricingService } from './pricing.service';

/** Prices from eBay comparables (Marketplace Insights or Browse) with the dealer's rules. */
@Module({
  imports: [DealersModule],
  providers: [PricingService, EbayComparables],
  controllers: [PricingController],
  exports: [PricingService],
})
export class PricingModule {}
