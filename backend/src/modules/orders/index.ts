export { OrdersModule } from './orders.module';
export {
  OrdersService,
  type OrderSyncResult,
  type SalesTotals,
  type SyncedLine,
} from './orders.service';
