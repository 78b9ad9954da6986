import { Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentDealerId, destroySession, Public } from '../../common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { publicAddressFor } from './canonical-address';
import { SESSION_COOKIE } from './session-cookie';
import { AuthService } from './auth.service';
import { CurrentUserDto } from './dto/auth.dto';

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('login')
  @ApiFoundResponse({
    description:
      "Redirects to eBay's consent page (first to PUBLIC_URL when opened on another host)",
  })
  async login(@Req() request: Request, @Res() response: Response): Promise<void> {
    const publicAddress = publicAddressFor(request, this.config.publicUrl);
    if (publicAddress) return response.redirect(302, publicAddress);
    response.redirect(302, await this.auth.startConsent(request, 'login'));
  }

  @Public()
  @Get('auth/ebay/callback')
  @ApiFoundResponse({
    description: 'Back from eBay: redirects to /?ebay_auth=... or /dashboard?ebay_connected=...',
  })
  async callback(
    @Req() request: Request,
    @Res() response: Response,
    @Query('code') code?: string,
    @Query('state') state?: string,
    @Query('error') error?: string,
  ): Promise<void> {
    const target = await this.auth.completeConsent(request, {
      code: first(code),
      state: first(state),
      error: first(error),
    });
    response.redirect(302, target);
  }

  @Get('auth/user')
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiUnauthorizedResponse({ description: '{ "message": "Unauthorized" } when not signed in' })
  user(@CurrentDealerId() dealerId: string): Promise<CurrentUserDto> {
    return this.auth.currentUser(dealerId);
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The session is ended' })
  async logout(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    if (request.session) await destroySession(request);
    response.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}

/** A repeated query parameter arrives as an array; only the first counts. */
function first(value: unknown): string | undefined {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === 'string' ? value : undefined;
}
