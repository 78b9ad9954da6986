export { CardsModule } from './cards.module';
export { CardsService } from './cards.service';
export {
  CARD_IDENTIFICATION_JOB,
  type CardIdentificationJob,
} from './jobs/card-identification.job';
