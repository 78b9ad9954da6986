import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { EbayAnalysisResponse } from '@pennant/contracts';
import { EbayAnalysisRequestDto, EbayAnalysisResponseDto } from './dto/ebay-analysis.dto';
import { PricingService } from './pricing.service';

@ApiTags('pricing')
@Controller('api')
export class PricingController {
  constructor(private readonly pricing: PricingService) {}

  @Post('cards/ebay-analysis')
  @HttpCode(200)
  @ApiOkResponse({
    type: EbayAnalysisResponseDto,
    description:
      'Comparables from eBay; on failure success is false with the reason and no figures',
  })
  analyze(@Body() body: EbayAnalysisRequestDto): Promise<EbayAnalysisResponse> {
    return this.pricing.analyze(body);
  }
}
