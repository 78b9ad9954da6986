import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Order } from './entities/order.entity';
import { OrdersService } from './orders.service';

/** Orders that come back from eBay (imports arrive with the orders issue); sales totals for the dashboard. */
@Module({
  imports: [MikroOrmModule.forFeature([Order])],
  providers: [OrdersService],
  exports: [OrdersService],
})
export class OrdersModule {}
