import { Module } from '@nestjs/common';
import { DealersModule } from '../dealers';
import { CardsModule } from '../cards';
import { OrdersModule } from '../orders';
import { StorageModule } from '../../integrations/storage';
import { PlatformService } from './platform.service';
import { PlatformController } from './platform.controller';

/** Public, session-less data: runtime frontend configuration, live landing-page figures, health. */
@Module({
  imports: [DealersModule, OrdersModule, CardsModule, StorageModule],
  providers: [PlatformService],
  controllers: [PlatformController],
})
export class PlatformModule {}
