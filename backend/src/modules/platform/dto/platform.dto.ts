import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  PlatformMetrics,
  PublicContact,
  RemoteDescriptor,
  RemotesConfig,
  Testimonial,
} from '@pennant/contracts';

export class RemoteDescriptorDto implements RemoteDescriptor {
  @ApiProperty({ example: 'listings' }) name!: string;
  @ApiProperty({ example: '/remotes/listings/mf-manifest.json' }) manifestUrl!: string;
}

export class RemotesConfigDto implements RemotesConfig {
  @ApiProperty({ type: RemoteDescriptorDto, isArray: true }) remotes!: RemoteDescriptorDto[];
}

export class PlatformMetricsDto implements PlatformMetrics {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'null until PUBLIC_METRICS_MIN_DEALERS dealers have signed up',
  })
  dealers!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'null while fewer dealers than the threshold have identified cards',
  })
  cardsProcessed!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '12300.00',
    description: 'Whole hundreds; null while fewer dealers than the threshold have sales',
  })
  salesVolume!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Measured by the identification benchmark; null until measured',
  })
  identificationAccuracyPercent!: string | null;
}

export class PublicContactDto implements PublicContact {
  @ApiProperty({ type: String, nullable: true, example: 'support@example.com' })
  supportEmail!: string | null;
}

export class TestimonialDto implements Testimonial {
  @ApiProperty() quote!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional() business?: string;
}

export class QueueHealthDto {
  @ApiProperty({ description: 'Jobs waiting for a process to take them' }) waiting!: number;
  @ApiProperty({ description: 'Jobs running now' }) active!: number;
  @ApiProperty({
    description: 'Jobs failed for good (kept 7 days with Redis; since start without it)',
  })
  failed!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Seconds the oldest waiting job has waited; over 300 the status is degraded',
  })
  oldestWaitingSeconds!: number | null;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty() database!: boolean;
  @ApiProperty({
    description:
      'The photo storage answers: the local folder can be written, or the S3 bucket takes the credentials',
  })
  storage!: boolean;
  @ApiPropertyOptional({ description: 'Present when REDIS_URL is configured' }) redis?: boolean;
  @ApiPropertyOptional({
    type: QueueHealthDto,
    description: 'The job queue; absent when it cannot be read (Redis down)',
  })
  queue?: QueueHealthDto;
}
