import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { RecognitionModule } from '../../integrations/recognition';
import { CatalogModule } from '../catalog';
import { DealersModule } from '../dealers';
import { PricingModule } from '../pricing';
import { UploadsModule } from '../uploads';
import { CardIdentificationService } from './card-identification.service';
import { CardEventBus } from './card-events';
import { CardLifecycle } from './card-lifecycle';
import { CardPricer } from './card-pricer';
import { CardReresolver } from './card-reresolver';
import { CardsController } from './cards.controller';
import { CardsService } from './cards.service';
import { Card } from './entities/card.entity';
import { CardImage } from './entities/card-image.entity';
import { Lot } from './entities/lot.entity';
import { CardIdentificationProcessor } from './jobs/card-identification.processor';
import { CardRepricing } from './jobs/card-repricing';
import { CardImageUsage } from './card-image-usage';

/** Cards: processing photos into identified cards, review, approval and lotting. */
@Module({
  imports: [
    MikroOrmModule.forFeature([Card, CardImage, Lot]),
    RecognitionModule,
    CatalogModule,
    DealersModule,
    PricingModule,
    UploadsModule,
  ],
  providers: [
    CardsService,
    CardIdentificationService,
    CardIdentificationProcessor,
    CardRepricing,
    CardEventBus,
    CardPricer,
    CardReresolver,
    CardLifecycle,
    CardImageUsage,
  ],
  controllers: [CardsController],
  exports: [CardsService, CardLifecycle],
})
export class CardsModule {}
