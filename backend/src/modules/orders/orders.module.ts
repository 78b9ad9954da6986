import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AuthModule } from '../auth';
import { DealersModule } from '../dealers';
import { CsvImportService } from './csv/csv-import.service';
import { EbayFinances } from './ebay/ebay-finances';
import { EbayOrders } from './ebay/ebay-orders';
import { Order } from './entities/order.entity';
import { OrderLineItem } from './entities/order-line-item.entity';
import { OrderSync } from './entities/order-sync.entity';
import { OrdersController } from './orders.controller';
import { OrdersQueryService } from './orders-query.service';
import { OrdersService } from './orders.service';

/**
 * Orders and their lines, whichever way they arrive (synced from eBay with eBay's fees per line,
 * or imported from CSV); the dealer's orders list; sales totals.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([Order, OrderLineItem, OrderSync]),
    AuthModule,
    DealersModule,
  ],
  controllers: [OrdersController],
  providers: [OrdersService, OrdersQueryService, CsvImportService, EbayOrders, EbayFinances],
  exports: [OrdersService],
})
export class OrdersModule {}
