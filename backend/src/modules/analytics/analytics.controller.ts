import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentDealerId } from '../../common';
import { SalesAnalyticsDto, SalesAnalyticsQueryDto } from './dto/sales-analytics.dto';
import { SalesAnalyticsService } from './sales-analytics.service';

@ApiTags('analytics')
@Controller('api/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: SalesAnalyticsService) {}

  @Get('sales')
  @ApiOperation({
    summary:
      "Sales totals, daily sales and insights for a period or days in the dealer's time zone",
  })
  @ApiOkResponse({ type: SalesAnalyticsDto })
  @ApiBadRequestResponse({ description: 'A period or range that is not one, each field named' })
  sales(
    @CurrentDealerId() dealerId: string,
    @Query() query: SalesAnalyticsQueryDto,
  ): Promise<SalesAnalyticsDto> {
    return this.analytics.sales(dealerId, query);
  }
}
