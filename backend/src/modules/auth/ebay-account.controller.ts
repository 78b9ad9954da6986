import { Controller, Delete, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentDealerId } from '../../common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { publicAddressFor } from './canonical-address';
import { AuthService } from './auth.service';
import { EbayConnectionService } from './ebay-connection.service';
import { ConnectStartResponseDto, EbayAccountDto } from './dto/auth.dto';

@ApiTags('ebay')
@Controller('api/ebay')
export class EbayAccountController {
  constructor(
    private readonly auth: AuthService,
    private readonly connections: EbayConnectionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('account')
  @ApiOkResponse({ type: EbayAccountDto })
  @ApiNotFoundResponse({ description: 'No eBay account is connected' })
  account(@CurrentDealerId() dealerId: string): Promise<EbayAccountDto> {
    return this.connections.getAccount(dealerId);
  }

  @Get('connect')
  @ApiFoundResponse({
    description: "Redirects to eBay's consent page; returns to /dashboard?ebay_connected=...",
  })
  async connect(
    @CurrentDealerId() _dealerId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const publicAddress = publicAddressFor(request, this.config.publicUrl);
    if (publicAddress) return response.redirect(302, publicAddress);
    response.redirect(302, await this.auth.startConsent(request, 'connect'));
  }

  @Post('connect/start')
  @HttpCode(200)
  @ApiOkResponse({ type: ConnectStartResponseDto })
  async connectStart(
    @CurrentDealerId() _dealerId: string,
    @Req() request: Request,
  ): Promise<ConnectStartResponseDto> {
    return { redirectUrl: await this.auth.startConsent(request, 'connect') };
  }

  @Delete('disconnect')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The eBay tokens are deleted; the dealer stays signed in' })
  async disconnect(@CurrentDealerId() dealerId: string): Promise<void> {
    await this.connections.disconnect(dealerId);
  }
}
