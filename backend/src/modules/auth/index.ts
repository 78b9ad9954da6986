export { AuthModule } from './auth.module';
export { EbayConnectionService } from './ebay-connection.service';
export { SESSION_COOKIE } from './session-cookie';
