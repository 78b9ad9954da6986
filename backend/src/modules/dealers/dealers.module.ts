import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Dealer } from './entities/dealer.entity';
import { DealersService } from './dealers.service';
import { KnownTimeZones } from './time-zones';

@Module({
  imports: [MikroOrmModule.forFeature([Dealer])],
  providers: [DealersService, KnownTimeZones],
  exports: [DealersService],
})
export class DealersModule {}
