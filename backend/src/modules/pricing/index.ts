export { PricingModule } from './pricing.module';
export { PricingService, type PriceQuote, type AnalysisRequest } from './pricing.service';
export { comparablesSearchKey, type CardToPrice } from './card-search';
