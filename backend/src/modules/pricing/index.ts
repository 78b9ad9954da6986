export { PricingModule } from './pricing.module';
export { PricingService, type PriceQuote, type AnalysisRequest } from './pricing.service';
export type { CardToPrice } from './card-search';
