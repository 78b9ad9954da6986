import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AuthModule } from '../auth';
import { EbayOrders } from './ebay/ebay-orders';
import { Order } from './entities/order.entity';
import { OrderLineItem } from './entities/order-line-item.entity';
import { OrderSync } from './entities/order-sync.entity';
import { OrdersService } from './orders.service';

/** Orders and their lines, whichever way they arrive (synced from eBay today); sales totals. */
@Module({
  imports: [MikroOrmModule.forFeature([Order, OrderLineItem, OrderSync]), AuthModule],
  providers: [OrdersService, EbayOrders],
  exports: [OrdersService],
})
export class OrdersModule {}
