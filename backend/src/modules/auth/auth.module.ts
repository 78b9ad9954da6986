import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
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

/** Sign-in with eBay, sessions, the dealer's eBay connection and eBay's account deletion webhook. */
@Module({
  imports: [MikroOrmModule.forFeature([EbayConnection]), DealersModule, UploadsModule],
  providers: [AuthService, EbayConnectionService, SessionsService, AccountDeletionService],
  controllers: [AuthController, EbayAccountController, AccountDeletionController],
  exports: [EbayConnectionService],
})
export class AuthModule {}
