export { CardsModule } from './cards.module';
export { CardsService, type ListableCard, type LotWithCards } from './cards.service';
export { CardLifecycle, type CardRef, type LotRef } from './card-lifecycle';
export type { LotStatus } from './entities/lot.entity';
export {
  CARD_IDENTIFICATION_JOB,
  type CardIdentificationJob,
} from './jobs/card-identification.job';
export { CardDto } from './dto/card.dto';
export { lotKeyForBuyers } from './lotting';
export { CardRepricing } from './jobs/card-repricing';
