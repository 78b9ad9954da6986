import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentDealerId, destroySession, Public, RateLimit } from '../../common';
import { SESSION_COOKIE } from './session-cookie';
import { AuthService } from './auth.service';
import { outcomeUrl, type ConsentOutcome } from './consent-outcome';
import { ConsentUrl, EbayCallbackGuard, EbaySignInGuard, Outcome } from './ebay-auth.guards';
import { CurrentUserDto } from './dto/auth.dto';
import { SessionsService } from './sessions.service';

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
  ) {}

  @Public()
  @RateLimit('signIn')
  @UseGuards(EbaySignInGuard)
  @Get('login')
  @ApiFoundResponse({
    description:
      "Redirects to eBay's consent page (first to PUBLIC_URL when opened on another host)",
  })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-ins from this address' })
  login(@ConsentUrl() consentUrl: string, @Res() response: Response): void {
    response.redirect(302, consentUrl);
  }

  @Public()
  @RateLimit('signIn')
  @UseGuards(EbayCallbackGuard)
  @Get('auth/ebay/callback')
  @ApiFoundResponse({
    description: 'Back from eBay: redirects to /?ebay_auth=... or /dashboard?ebay_connected=...',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-ins from this address' })
  callback(@Outcome() outcome: ConsentOutcome, @Res() response: Response): void {
    response.redirect(302, outcomeUrl(outcome));
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
    if (request.isAuthenticated()) {
      await new Promise<void>((resolve, reject) =>
        request.logout((error) => (error ? reject(error) : resolve())),
      );
    }
    // The row goes (whatever passport left), so the session ends on the server, not only here.
    if (request.session) await destroySession(request);
    response.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /**
   * Every session of the dealer ends, this one too: a dealer who left Pennant signed in elsewhere (a shared
   * computer, a lost phone), or whose eBay account was taken over, closes every door at once.
   */
  @Post('logout/everywhere')
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Every one of the dealer's sessions is ended" })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  async logoutEverywhere(
    @CurrentDealerId() dealerId: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.sessions.endAllFor(dealerId);
    await this.logout(request, response);
  }
}
