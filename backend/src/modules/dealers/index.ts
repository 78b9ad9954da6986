export { DealersModule } from './dealers.module';
export { DealersService, type DealerSummary, type EbayIdentity } from './dealers.service';
