export { OrdersModule } from './orders.module';
export {
  OrdersService,
  type BillableLine,
  type OrderSyncResult,
  type SalesTotals,
  type SyncedLine,
} from './orders.service';
export type { ListingLink } from './listing-match';
