import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PricingSettings, SettingsResponse } from '@pennant/contracts';
import { CurrentDealerId } from '../../common';
import { CardsService } from '../cards';
import { DealersService } from '../dealers';
import { EbayConnectionService } from '../auth';
import {
  OnboardingStateDto,
  OnboardingStepDto,
  PricingSettingsDto,
  ProfileDto,
  SettingsResponseDto,
  UpdateDealerSettingsDto,
  UpdatePricingRulesDto,
  UpdateProfileDto,
} from './dto/settings.dto';

@ApiTags('settings')
@Controller('api')
export class SettingsController {
  constructor(
    private readonly dealers: DealersService,
    private readonly connections: EbayConnectionService,
    private readonly cards: CardsService,
  ) {}

  @Get('settings')
  @ApiOkResponse({ type: SettingsResponseDto })
  settings(@CurrentDealerId() dealerId: string): Promise<SettingsResponse> {
    return this.settingsResponse(dealerId);
  }

  @Put('settings')
  @ApiOkResponse({
    type: SettingsResponseDto,
    description: 'The pricing rules as saved, with the rest of the settings',
  })
  async updatePricingRules(
    @CurrentDealerId() dealerId: string,
    @Body() body: UpdatePricingRulesDto,
  ): Promise<SettingsResponse> {
    await this.savePricingRules(dealerId, body);
    return this.settingsResponse(dealerId);
  }

  @Put('dealer/settings')
  @ApiOkResponse({ type: PricingSettingsDto })
  updateDealerSettings(@CurrentDealerId() dealerId: string, @Body() body: UpdateDealerSettingsDto) {
    return this.savePricingRules(dealerId, body);
  }

  /** Saves the rules; a new markup reprices the cards still awaiting review. */
  private async savePricingRules(
    dealerId: string,
    body: UpdatePricingRulesDto | UpdateDealerSettingsDto,
  ): Promise<PricingSettings> {
    const before = await this.dealers.getPricingSettings(dealerId);
    const saved = await this.dealers.updatePricingSettings(dealerId, body);
    if (saved.defaultMarkupPercent !== before.defaultMarkupPercent)
      await this.cards.repriceAwaitingReview(dealerId);
    return saved;
  }

  @Put('profile')
  @ApiOkResponse({ type: ProfileDto })
  updateProfile(@CurrentDealerId() dealerId: string, @Body() body: UpdateProfileDto) {
    return this.dealers.updateProfile(dealerId, body);
  }

  @Put('onboarding/step')
  @ApiOkResponse({ type: OnboardingStateDto })
  onboardingStep(@CurrentDealerId() dealerId: string, @Body() body: OnboardingStepDto) {
    return this.dealers.setOnboardingStep(dealerId, body.step);
  }

  @Put('onboarding/complete')
  @ApiOkResponse({ type: OnboardingStateDto })
  completeOnboarding(@CurrentDealerId() dealerId: string) {
    return this.dealers.completeOnboarding(dealerId);
  }

  private async settingsResponse(dealerId: string): Promise<SettingsResponse> {
    const [settings, profile, account] = await Promise.all([
      this.dealers.getPricingSettings(dealerId),
      this.dealers.getProfile(dealerId),
      this.connections.findAccount(dealerId),
    ]);
    return {
      ebayAccount: account
        ? { ebayUserId: account.ebayUserId, expiresAt: account.expiresAt }
        : null,
      settings,
      profile,
    };
  }
}
