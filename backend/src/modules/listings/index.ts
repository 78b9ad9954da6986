export { ListingsModule } from './listings.module';
export { ListingsService } from './listings.service';
