import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiPreconditionFailedResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Public, RateLimit, validationFailed } from '../../common';
import { RateLimitRefusals } from '../../http';
import {
  AccountDeletionService,
  type AccountDeletionNotification,
} from './account-deletion.service';
import { AuthError } from './auth.errors';
import { ChallengeResponseDto } from './dto/auth.dto';

/**
 * eBay's challenge codes are short (a UUID's 36 characters in eBay's example; the emulator sends 64 hex digits).
 * A longer one is not eBay's: it is refused before it is hashed or echoed into anything.
 */
export const MAX_CHALLENGE_CODE_LENGTH = 128;

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
    if (challengeCode.length > MAX_CHALLENGE_CODE_LENGTH)
      throw validationFailed([
        {
          field: 'challenge_code',
          message: `challenge_code must be at most ${MAX_CHALLENGE_CODE_LENGTH} characters (it has ${challengeCode.length})`,
        },
      ]);
    return { challengeResponse: this.deletion.challengeResponse(challengeCode) };
  }

  @Public()
  @RateLimitRefusals('webhook')
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
