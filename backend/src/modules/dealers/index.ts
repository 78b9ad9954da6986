export { DealersModule } from './dealers.module';
export {
  DealersService,
  type DealerSummary,
  type EbayIdentity,
  type ErasureStep,
} from './dealers.service';
export { TIME_ZONE_MESSAGE, intlCanonicalName } from './time-zones';
