import { Module } from '@nestjs/common';
import { CardsModule } from '../cards';
import { DealersModule } from '../dealers';
import { AuthModule } from '../auth';
import { SettingsController } from './settings.controller';

/** The dealer's profile, pricing rules, automation and onboarding progress. */
@Module({
  imports: [DealersModule, AuthModule, CardsModule],
  controllers: [SettingsController],
})
export class SettingsModule {}
