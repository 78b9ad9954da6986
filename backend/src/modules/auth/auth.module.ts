import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PassportModule } from '@nestjs/passport';
import { DealersModule } from '../dealers';
import { UploadsModule } from '../uploads';
import { EbayConnection } from './entities/ebay-connection.entity';
import { AuthService } from './auth.service';
import { EbayConnectionService } from './ebay-connection.service';
import { SessionsService } from './sessions.service';
import { AccountDeletionService } from './account-deletion.service';
import { AuthController } from './auth.controller';
import { EbayAccountController } from './ebay-account.controller';
import { AccountDeletionController } from './account-deletion.controller';
import { OAuthStateStore } from './oauth-state.store';
import { EbayStrategy } from './ebay.strategy';
import { SessionSerializer } from './session.serializer';

/**
 * Sign-in with eBay (passport: the eBay OAuth strategy and the session serializer), sessions, the
 * dealer's eBay connection and eBay's account deletion webhook.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([EbayConnection]),
    PassportModule.register({ session: true }),
    DealersModule,
    UploadsModule,
  ],
  providers: [
    AuthService,
    EbayConnectionService,
    SessionsService,
    AccountDeletionService,
    OAuthStateStore,
    EbayStrategy,
    SessionSerializer,
  ],
  controllers: [AuthController, EbayAccountController, AccountDeletionController],
  exports: [EbayConnectionService],
})
export class AuthModule {}
