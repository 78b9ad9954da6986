import { Controller, Delete, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentDealerId } from '../../common';
import { EbayConnectionService } from './ebay-connection.service';
import { ConsentUrl, EbayReconnectGuard, EbayReconnectUrlGuard } from './ebay-auth.guards';
import { ConnectStartResponseDto, EbayAccountDto } from './dto/auth.dto';

@ApiTags('ebay')
@Controller('api/ebay')
export class EbayAccountController {
  constructor(private readonly connections: EbayConnectionService) {}

  @Get('account')
  @ApiOkResponse({ type: EbayAccountDto })
  @ApiNotFoundResponse({ description: 'No eBay account is connected' })
  account(@CurrentDealerId() dealerId: string): Promise<EbayAccountDto> {
    return this.connections.getAccount(dealerId);
  }

  @UseGuards(EbayReconnectGuard)
  @Get('connect')
  @ApiFoundResponse({
    description: "Redirects to eBay's consent page; returns to /dashboard?ebay_connected=...",
  })
  connect(@ConsentUrl() consentUrl: string, @Res() response: Response): void {
    response.redirect(302, consentUrl);
  }

  @UseGuards(EbayReconnectUrlGuard)
  @Post('connect/start')
  @HttpCode(200)
  @ApiOkResponse({ type: ConnectStartResponseDto })
  connectStart(@ConsentUrl() consentUrl: string): ConnectStartResponseDto {
    return { redirectUrl: consentUrl };
  }

  @Delete('disconnect')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The eBay tokens are deleted; the dealer stays signed in' })
  async disconnect(@CurrentDealerId() dealerId: string): Promise<void> {
    await this.connections.disconnect(dealerId);
  }
}
