import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentDealerId, IdParam, validationFailed } from '../../common';
import { DashboardService } from './dashboard.service';
import {
  CardPreparationDto,
  DashboardStatsDto,
  DashboardStatsQueryDto,
  ListingDto,
  ListingsQueryDto,
  PublishListingsDto,
  PublishListingsResponseDto,
  RepriceListingsDto,
  RepriceListingsResponseDto,
  OrderSyncStatusDto,
  SyncListingsResponseDto,
  UpdateListingDto,
} from './dto/listing.dto';
import { ListingsService } from './listings.service';
import { PublisherService } from './publishing/publisher.service';
import { ListingStatusService } from './status/listing-status.service';

@ApiTags('listings')
@Controller('api')
export class ListingsController {
  constructor(
    private readonly listings: ListingsService,
    private readonly publisher: PublisherService,
    private readonly status: ListingStatusService,
    private readonly dashboard: DashboardService,
  ) {}

  @Get('listings')
  @ApiOperation({
    summary: 'One page of listings, newest first; X-Total-Count says how many in all',
  })
  @ApiOkResponse({ type: ListingDto, isArray: true })
  async list(
    @CurrentDealerId() dealerId: string,
    @Query() query: ListingsQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ListingDto[]> {
    const page = await this.listings.list(dealerId, query);
    response.setHeader('X-Total-Count', String(page.total));
    return page.items;
  }

  @Post('listings/publish')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Queues the listings of cards and lots for eBay; progress arrives as listing events',
  })
  @ApiAcceptedResponse({ type: PublishListingsResponseDto })
  @ApiConflictResponse({
    description: 'The selling setup is not finished: each missing piece named',
  })
  publish(
    @CurrentDealerId() dealerId: string,
    @Body() body: PublishListingsDto,
  ): Promise<PublishListingsResponseDto> {
    if (!body.cardIds?.length && !body.lotIds?.length)
      throw validationFailed([
        {
          field: 'cardIds',
          message: 'name at least one card (cardIds) or lot (lotIds) to publish',
        },
      ]);
    return this.publisher.request(dealerId, body);
  }

  @Post('listings/reprice')
  @HttpCode(200)
  @ApiOperation({ summary: 'New prices: drafts at once, live listings through eBay in batches' })
  @ApiOkResponse({ type: RepriceListingsResponseDto })
  reprice(
    @CurrentDealerId() dealerId: string,
    @Body() body: RepriceListingsDto,
  ): Promise<RepriceListingsResponseDto> {
    return this.listings.reprice(dealerId, body.items);
  }

  @Get('listings/sync')
  @ApiOperation({
    summary: 'Where bringing orders in from eBay stands: how far, and whether it fails',
  })
  @ApiOkResponse({ type: OrderSyncStatusDto })
  syncStatus(@CurrentDealerId() dealerId: string): Promise<OrderSyncStatusDto> {
    return this.status.syncStatus(dealerId);
  }

  @Post('listings/sync')
  @HttpCode(200)
  @ApiOperation({ summary: 'Brings eBay orders in now and marks what sold' })
  @ApiOkResponse({ type: SyncListingsResponseDto })
  sync(@CurrentDealerId() dealerId: string): Promise<SyncListingsResponseDto> {
    return this.status.syncOrders(dealerId);
  }

  @Get('listings/:id')
  @ApiOkResponse({ type: CardPreparationDto })
  @ApiNotFoundResponse({ description: 'No such listing of this dealer' })
  get(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('a listing id')) id: string,
  ): Promise<CardPreparationDto> {
    return this.listings.get(dealerId, id);
  }

  @Patch('listings/:id')
  @ApiOperation({
    summary: 'Edits a listing; a live one takes a new price only (re-priced on eBay)',
  })
  @ApiOkResponse({ type: CardPreparationDto })
  update(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('a listing id')) id: string,
    @Body() body: UpdateListingDto,
  ): Promise<CardPreparationDto> {
    return this.listings.update(dealerId, id, body);
  }

  @Post('listings/:id/end')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends a live listing on eBay (it can be relisted)' })
  @ApiOkResponse({ type: ListingDto })
  end(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('a listing id')) id: string,
  ): Promise<ListingDto> {
    return this.listings.end(dealerId, id);
  }

  @Post('listings/:id/relist')
  @HttpCode(202)
  @ApiOperation({ summary: 'Publishes an ended or refused listing again' })
  @ApiAcceptedResponse({ type: ListingDto })
  relist(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('a listing id')) id: string,
  ): Promise<ListingDto> {
    return this.listings.relist(dealerId, id);
  }

  @Get('dashboard/stats')
  @ApiOkResponse({ type: DashboardStatsDto })
  stats(
    @CurrentDealerId() dealerId: string,
    @Query() query: DashboardStatsQueryDto,
  ): Promise<DashboardStatsDto> {
    return this.dashboard.stats(dealerId, query.range ?? 'this-month', query.start, query.end);
  }
}
