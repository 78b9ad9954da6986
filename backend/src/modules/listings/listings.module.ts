import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AuthModule } from '../auth';
import { CardsModule } from '../cards';
import { DealersModule } from '../dealers';
import { OrdersModule } from '../orders';
import { UploadsModule } from '../uploads';
import { DashboardService } from './dashboard.service';
import { ActiveInventoryReport } from './ebay/active-inventory-report';
import { CategoryMetadata } from './ebay/category-metadata';
import { MediaUploader } from './ebay/media-uploader';
import { SellerApis } from './ebay/seller-apis';
import { Listing } from './entities/listing.entity';
import { SellingSetup } from './entities/selling-setup.entity';
import { ListingCrons } from './jobs/listing-crons';
import { ListingJobs } from './jobs/listing-jobs';
import { ListingEvents } from './listing-events';
import { ListingsController } from './listings.controller';
import { ListingsService } from './listings.service';
import { LotsService } from './lots.service';
import { PreparationController } from './preparation.controller';
import { PreparationService } from './preparation/preparation.service';
import { PublisherService } from './publishing/publisher.service';
import { SellingSetupController } from './selling-setup.controller';
import { SellingSetupService } from './selling-setup.service';
import { ListingStatusService } from './status/listing-status.service';

/**
 * From approved card to live eBay listing: the selling setup, preparation, publishing in bulk,
 * re-pricing, lots, status kept true by orders and reports, and the dashboard built on them.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([Listing, SellingSetup]),
    AuthModule,
    CardsModule,
    DealersModule,
    OrdersModule,
    UploadsModule,
  ],
  providers: [
    ListingsService,
    DashboardService,
    PreparationService,
    PublisherService,
    SellingSetupService,
    LotsService,
    ListingStatusService,
    ListingEvents,
    ListingJobs,
    ListingCrons,
    SellerApis,
    MediaUploader,
    CategoryMetadata,
    ActiveInventoryReport,
  ],
  controllers: [ListingsController, PreparationController, SellingSetupController],
  exports: [ListingsService],
})
export class ListingsModule {}
