import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentDealerId } from '../../common';
import { ListingsService } from './listings.service';
import { DashboardService } from './dashboard.service';
import {
  DashboardStatsDto,
  DashboardStatsQueryDto,
  ListingDto,
  ListingsQueryDto,
} from './dto/listing.dto';

@ApiTags('listings')
@Controller('api')
export class ListingsController {
  constructor(
    private readonly listings: ListingsService,
    private readonly dashboard: DashboardService,
  ) {}

  @Get('listings')
  @ApiOkResponse({ type: ListingDto, isArray: true })
  list(
    @CurrentDealerId() dealerId: string,
    @Query() query: ListingsQueryDto,
  ): Promise<ListingDto[]> {
    return this.listings.list(dealerId, query.status);
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
