import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import {
  LOTTING_MODES,
  MARKUP_PERCENT_MAX,
  MONEY_MAX,
  ONBOARDING_STEPS,
  PRICING_BASES,
  type LottingMode,
  type OnboardingState,
  type PricingBasis,
  type PricingSettings,
  type Profile,
  type SettingsResponse,
} from '@pennant/contracts';
import { DecimalFromNumber, IsDecimalInRange } from '../../../common';
import { TIME_ZONE_MESSAGE, intlCanonicalName } from '../../dealers';

const PRICING_BASIS_MESSAGE = `pricingBasis must be one of ${PRICING_BASES.join(', ')}`;
const LOTTING_MODE_MESSAGE = `lottingMode must be one of ${LOTTING_MODES.join(', ')}`;

/** Names Intl does not know; whether PostgreSQL knows the zone too is DealersService's check. */
@ValidatorConstraint({ name: 'isTimeZone' })
class IsIanaTimeZone implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && intlCanonicalName(value) !== undefined;
  }
  defaultMessage(): string {
    return TIME_ZONE_MESSAGE;
  }
}

export class UpdatePricingRulesDto {
  @ApiPropertyOptional({ enum: PRICING_BASES })
  @IsOptional()
  @IsIn(PRICING_BASES, { message: PRICING_BASIS_MESSAGE })
  pricingBasis?: PricingBasis;

  @ApiPropertyOptional({ example: '8.00', description: 'Percent, 0.00 to 100.00' })
  @IsOptional()
  @DecimalFromNumber()
  @IsDecimalInRange('0.00', MARKUP_PERCENT_MAX)
  defaultMarkupPercent?: string;

  @ApiPropertyOptional({ example: '4.00', description: 'USD, at least 0.00' })
  @IsOptional()
  @DecimalFromNumber()
  @IsDecimalInRange('0.00', MONEY_MAX)
  minSingleFmv?: string;

  @ApiPropertyOptional({ enum: LOTTING_MODES })
  @IsOptional()
  @IsIn(LOTTING_MODES, { message: LOTTING_MODE_MESSAGE })
  lottingMode?: LottingMode;
}

export class UpdateDealerSettingsDto {
  @ApiPropertyOptional({ enum: PRICING_BASES })
  @IsOptional()
  @IsIn(PRICING_BASES, { message: PRICING_BASIS_MESSAGE })
  pricingBasis?: PricingBasis;

  @ApiPropertyOptional({ example: '8.00' })
  @IsOptional()
  @DecimalFromNumber()
  @IsDecimalInRange('0.00', MARKUP_PERCENT_MAX)
  defaultMarkupPercent?: string;

  @ApiPropertyOptional({ example: '4.00' })
  @IsOptional()
  @DecimalFromNumber()
  @IsDecimalInRange('0.00', MONEY_MAX)
  minSingleFmv?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'autoApprove must be true or false' })
  autoApprove?: boolean;
}

export class UpdateProfileDto {
  @ApiPropertyOptional({ nullable: true, maxLength: 120 })
  @IsOptional()
  @IsString({ message: 'storeName must be text' })
  @MaxLength(120, { message: 'storeName must be at most 120 characters' })
  storeName?: string | null;

  @ApiPropertyOptional({ example: 'America/New_York' })
  @IsOptional()
  @Validate(IsIanaTimeZone)
  timeZone?: string;
}

export class OnboardingStepDto {
  @ApiProperty({ minimum: 1, maximum: ONBOARDING_STEPS })
  @IsInt({ message: 'step must be a whole number from 1 to 4' })
  @Min(1, { message: 'step must be a whole number from 1 to 4' })
  @Max(ONBOARDING_STEPS, { message: 'step must be a whole number from 1 to 4' })
  step!: number;
}

export class PricingSettingsDto implements PricingSettings {
  @ApiProperty({ enum: PRICING_BASES }) pricingBasis!: PricingBasis;
  @ApiProperty({ example: '8.00' }) defaultMarkupPercent!: string;
  @ApiProperty({ example: '4.00' }) minSingleFmv!: string;
  @ApiProperty({ enum: LOTTING_MODES }) lottingMode!: LottingMode;
  @ApiProperty() autoApprove!: boolean;
}

export class ProfileDto implements Profile {
  @ApiProperty({ nullable: true, type: String }) storeName!: string | null;
  @ApiProperty({ nullable: true, type: String }) email!: string | null;
  @ApiProperty({ example: 'America/New_York' }) timeZone!: string;
}

export class SettingsEbayAccountDto {
  @ApiProperty() ebayUserId!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}

export class SettingsResponseDto implements SettingsResponse {
  @ApiProperty({ type: SettingsEbayAccountDto, nullable: true })
  ebayAccount!: SettingsEbayAccountDto | null;
  @ApiProperty({ type: PricingSettingsDto }) settings!: PricingSettingsDto;
  @ApiProperty({ type: ProfileDto }) profile!: ProfileDto;
}

export class OnboardingStateDto implements OnboardingState {
  @ApiProperty() onboardingStep!: number;
  @ApiProperty() onboardingComplete!: boolean;
}
