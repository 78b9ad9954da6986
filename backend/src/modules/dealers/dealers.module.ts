import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Dealer } from './entities/dealer.entity';
import { DealersService } from './dealers.service';

@Module({
  imports: [MikroOrmModule.forFeature([Dealer])],
  providers: [DealersService],
  exports: [DealersService],
})
export class DealersModule {}
