export { OrdersModule } from './orders.module';
export { OrdersService, type SalesTotals } from './orders.service';
