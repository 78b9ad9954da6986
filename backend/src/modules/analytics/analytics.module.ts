import { Module } from '@nestjs/common';
import { DealersModule } from '../dealers';
import { AnalyticsController } from './analytics.controller';
import { SalesAnalyticsService } from './sales-analytics.service';

/** What the dealer sold and earned, read in SQL over orders, their lines, listings and cards. */
@Module({
  imports: [DealersModule],
  controllers: [AnalyticsController],
  providers: [SalesAnalyticsService],
})
export class AnalyticsModule {}
