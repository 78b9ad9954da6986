export { CatalogModule } from './catalog.module';
export { CatalogService } from './catalog.service';
