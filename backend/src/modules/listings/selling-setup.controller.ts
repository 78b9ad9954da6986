import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentDealerId } from '../../common';
import {
  CreateSellingDefaultsDto,
  SellingSetupDto,
  UpdateSellingSetupDto,
} from './dto/listing.dto';
import { askEbay } from './listings.errors';
import { SellingSetupService } from './selling-setup.service';

@ApiTags('selling')
@Controller('api/selling/setup')
export class SellingSetupController {
  constructor(private readonly setup: SellingSetupService) {}

  @Get()
  @ApiOperation({ summary: 'Policies, location and defaults, and what still blocks publishing' })
  @ApiOkResponse({ type: SellingSetupDto })
  view(@CurrentDealerId() dealerId: string): Promise<SellingSetupDto> {
    return askEbay(() => this.setup.view(dealerId));
  }

  @Put()
  @ApiOkResponse({ type: SellingSetupDto })
  update(
    @CurrentDealerId() dealerId: string,
    @Body() body: UpdateSellingSetupDto,
  ): Promise<SellingSetupDto> {
    return askEbay(() => this.setup.update(dealerId, body));
  }

  @Post('opt-in')
  @HttpCode(200)
  @ApiOperation({ summary: "Turns on business policies for the dealer's eBay account" })
  @ApiOkResponse({ type: SellingSetupDto })
  optIn(@CurrentDealerId() dealerId: string): Promise<SellingSetupDto> {
    return askEbay(() => this.setup.optIn(dealerId));
  }

  @Post('defaults')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Creates what is missing: opt-in, shipping, payment and return policies, location',
  })
  @ApiOkResponse({ type: SellingSetupDto })
  createDefaults(
    @CurrentDealerId() dealerId: string,
    @Body() body: CreateSellingDefaultsDto,
  ): Promise<SellingSetupDto> {
    return askEbay(() => this.setup.createDefaults(dealerId, body));
  }
}
