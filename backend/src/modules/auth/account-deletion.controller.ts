import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiPreconditionFailedResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Public, RateLimit } from '../../common';
import {
  AccountDeletionService,
  type AccountDeletionNotification,
} from './account-deletion.service';
import { AuthError } from './auth.errors';
import { ChallengeResponseDto } from './dto/auth.dto';

/** eBay's marketplace account deletion endpoint (registered in the eBay developer portal). */
@ApiTags('ebay')
@Controller('api/ebay/account-deletion')
export class AccountDeletionController {
  constructor(private readonly deletion: AccountDeletionService) {}

  @Public()
  @RateLimit('webhook')
  @Get()
  @ApiOkResponse({ type: ChallengeResponseDto })
  challenge(@Query('challenge_code') challengeCode?: string): ChallengeResponseDto {
    if (typeof challengeCode !== 'string' || !challengeCode) throw AuthError.missingChallenge();
    return { challengeResponse: this.deletion.challengeResponse(challengeCode) };
  }

  @Public()
  @RateLimit('webhook')
  @Post()
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Signature verified; the eBay user's data is erased" })
  @ApiPreconditionFailedResponse({ description: 'The X-EBAY-SIGNATURE does not verify' })
  async notify(
    @Headers('x-ebay-signature') signature: string | undefined,
    @Body() body: Record<string, unknown>,
  ): Promise<void> {
    await this.deletion.handle(signature, body as AccountDeletionNotification);
  }
}
