import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DealersModule } from '../dealers';
import { OrdersModule } from '../orders';
import { Listing } from './entities/listing.entity';
import { ListingsService } from './listings.service';
import { DashboardService } from './dashboard.service';
import { ListingsController } from './listings.controller';

/** The dealer's listings and the dashboard built on them and on orders. */
@Module({
  imports: [MikroOrmModule.forFeature([Listing]), DealersModule, OrdersModule],
  providers: [ListingsService, DashboardService],
  controllers: [ListingsController],
  exports: [ListingsService],
})
export class ListingsModule {}
