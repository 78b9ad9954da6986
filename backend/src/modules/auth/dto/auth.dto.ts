import { ApiProperty } from '@nestjs/swagger';
import type { ConnectStartResponse, CurrentUser, EbayAccount } from '@pennant/contracts';

export class CurrentUserDto implements CurrentUser {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() username!: string;
  @ApiProperty() isEbayConnected!: boolean;
  @ApiProperty({ nullable: true, type: String }) firstName!: string | null;
  @ApiProperty({ nullable: true, type: String }) lastName!: string | null;
  @ApiProperty({ nullable: true, type: String }) email!: string | null;
  @ApiProperty({ minimum: 1, maximum: 4 }) onboardingStep!: number;
  @ApiProperty() onboardingComplete!: boolean;
  @ApiProperty() ebayConnected!: boolean;
  @ApiProperty() settingsConfigured!: boolean;
  @ApiProperty() paymentSetup!: boolean;
}

export class EbayAccountDto implements EbayAccount {
  @ApiProperty() username!: string;
  @ApiProperty() ebayUserId!: string;
  @ApiProperty({
    format: 'date-time',
    description: 'When the eBay grant expires and the dealer must reconnect',
  })
  expiresAt!: string;
}

export class ConnectStartResponseDto implements ConnectStartResponse {
  @ApiProperty({ description: "eBay's consent page; send the browser there" }) redirectUrl!: string;
}

export class ChallengeResponseDto {
  @ApiProperty({ description: 'hex(sha256(challengeCode + verificationToken + endpoint))' })
  challengeResponse!: string;
}
