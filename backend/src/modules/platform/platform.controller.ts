import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common';
import { PlatformService } from './platform.service';
import {
  HealthDto,
  PlatformMetricsDto,
  PublicContactDto,
  RemotesConfigDto,
  TestimonialDto,
} from './dto/platform.dto';

@ApiTags('platform')
@Controller('api')
export class PlatformController {
  constructor(private readonly platform: PlatformService) {}

  @Public()
  @Get('config/remotes')
  @ApiOkResponse({
    type: RemotesConfigDto,
    description: 'Where the shell loads each micro-frontend manifest from',
  })
  remotes(@Res({ passthrough: true }) response: Response): RemotesConfigDto {
    response.setHeader('Cache-Control', 'no-cache');
    return this.platform.remotes();
  }

  @Public()
  @Get('public/metrics')
  @ApiOkResponse({ type: PlatformMetricsDto })
  metrics(): Promise<PlatformMetricsDto> {
    return this.platform.metrics();
  }

  @Public()
  @Get('public/contact')
  @ApiOkResponse({ type: PublicContactDto, description: 'SUPPORT_EMAIL, or null when unset' })
  contact(): PublicContactDto {
    return this.platform.contact();
  }

  @Public()
  @Get('public/testimonials')
  @ApiOkResponse({ type: TestimonialDto, isArray: true })
  testimonials(): Promise<TestimonialDto[]> {
    return this.platform.testimonials();
  }

  @Public()
  @Get('health')
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthDto> {
    const health = await this.platform.health();
    response.status(health.status === 'ok' ? 200 : 503);
    return health;
  }
}
