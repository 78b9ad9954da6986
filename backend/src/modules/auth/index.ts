export { AuthModule } from './auth.module';
export { EbayConnectionService } from './ebay-connection.service';
export { isEbayConnectionLost } from './auth.errors';
export { SESSION_COOKIE } from './session-cookie';
