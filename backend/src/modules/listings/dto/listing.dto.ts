import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import {
  DASHBOARD_RANGES,
  type DashboardRange,
  type DashboardStats,
  type Listing,
  type ListingStatus,
} from '@pennant/contracts';

const LISTING_STATUSES: ListingStatus[] = [
  'draft',
  'published',
  'active',
  'sold',
  'ended',
  'error',
];

export class ListingDto implements Listing {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ nullable: true, type: String, maxLength: 80 }) title!: string | null;
  @ApiProperty({ nullable: true, type: String }) condition!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '12.50' }) listPrice!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: LISTING_STATUSES }) status!: ListingStatus;
  @ApiProperty({ nullable: true, type: String }) url!: string | null;
}

export class ListingsQueryDto {
  @ApiPropertyOptional({ enum: LISTING_STATUSES })
  @IsOptional()
  @IsIn(LISTING_STATUSES, { message: `status must be one of ${LISTING_STATUSES.join(', ')}` })
  status?: ListingStatus;
}

const DATE_MESSAGE = 'must be a date written YYYY-MM-DD';

export class DashboardStatsQueryDto {
  @ApiPropertyOptional({ enum: DASHBOARD_RANGES, default: 'this-month' })
  @IsOptional()
  @IsIn(DASHBOARD_RANGES, { message: `range must be one of ${DASHBOARD_RANGES.join(', ')}` })
  range?: DashboardRange;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'First day, for range=custom' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: `start ${DATE_MESSAGE}` })
  start?: string;

  @ApiPropertyOptional({
    example: '2026-11-30',
    description: 'Last day (inclusive), for range=custom',
  })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: `end ${DATE_MESSAGE}` })
  end?: string;
}

export class DashboardRangeDto {
  @ApiProperty({ example: '2026-11-01' }) start!: string;
  @ApiProperty({ example: '2026-11-30' }) end!: string;
}

export class DashboardStatsDto implements DashboardStats {
  @ApiProperty() itemsListed!: number;
  @ApiProperty() soldCount!: number;
  @ApiProperty({ example: '0.00' }) grossSales!: string;
  @ApiProperty({ example: '0.00', description: 'Gross sales minus refunds minus the platform fee' })
  netAfterFee!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '2.0',
    description: 'Fee as a percent of gross sales; null without sales',
  })
  effectiveFeePercent!: string | null;
  @ApiProperty({ type: DashboardRangeDto }) range!: DashboardRangeDto;
}
