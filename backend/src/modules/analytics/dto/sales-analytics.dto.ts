import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SALES_PERIODS, type SalesAnalytics, type SalesPeriod } from '@pennant/contracts';
import { CalendarDayField } from '../../../common';

export class SalesAnalyticsQueryDto {
  @ApiPropertyOptional({ enum: SALES_PERIODS, default: 'month' })
  @IsOptional()
  @IsIn(SALES_PERIODS, { message: `period must be one of ${SALES_PERIODS.join(', ')}` })
  period?: SalesPeriod;

  @CalendarDayField('2026-11-01', "First day, in the dealer's time zone") startDate?: string;

  @CalendarDayField('2026-11-30', 'Last day (inclusive)') endDate?: string;
}

class SalesRangeDto {
  @ApiProperty({ example: '2026-11-01' }) start!: string;
  @ApiProperty({ example: '2026-11-25' }) end!: string;
  @ApiProperty({ example: 'America/New_York' }) timeZone!: string;
}

class SalesTotalsDto {
  @ApiProperty({ example: '1250.00' }) grossSales!: string;
  @ApiProperty({ example: '1200.00' }) netAfterFee!: string;
  @ApiProperty({ example: '20.00' }) platformFee!: string;
  @ApiProperty() orders!: number;
  @ApiProperty({ example: '30.00' }) refunds!: string;
  @ApiProperty({ example: '160.00' }) ebayFees!: string;
}

class DailySalesDto {
  @ApiProperty({ example: '2026-11-05' }) date!: string;
  @ApiProperty({ example: '45.00' }) sales!: string;
}

class SalesTrendsDto {
  @ApiProperty({ type: DailySalesDto, isArray: true }) dailySales!: DailySalesDto[];
  @ApiProperty({ nullable: true, type: String, example: '1.6' }) feePercentage!: string | null;
}

class AverageSaleDto {
  @ApiProperty() key!: string;
  @ApiProperty() sales!: number;
  @ApiProperty({ example: '24.50' }) average!: string;
}

class GradedAverageDto {
  @ApiProperty({ enum: ['graded', 'raw'] }) key!: 'graded' | 'raw';
  @ApiProperty() sales!: number;
  @ApiProperty({ example: '24.50' }) average!: string;
}

class InventoryAgeDto {
  @ApiProperty({ example: '0-7' }) bucket!: string;
  @ApiProperty() listings!: number;
  @ApiProperty({ example: '350.00' }) value!: string;
}

class SalesInsightsDto {
  @ApiProperty({ nullable: true, type: String, example: '35.0' })
  sellThroughPercent!: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 6.5 }) medianDaysToSell!: number | null;
  @ApiProperty({ nullable: true, type: String, example: '13.1' }) ebayFeePercent!: string | null;
  @ApiProperty({ type: AverageSaleDto, isArray: true }) averageSaleBySet!: AverageSaleDto[];
  @ApiProperty({ type: AverageSaleDto, isArray: true }) averageSaleByPlayer!: AverageSaleDto[];
  @ApiProperty({ type: GradedAverageDto, isArray: true }) gradedVsRaw!: GradedAverageDto[];
  @ApiProperty({ type: InventoryAgeDto, isArray: true }) inventoryAge!: InventoryAgeDto[];
}

export class SalesAnalyticsDto implements SalesAnalytics {
  @ApiProperty({ type: SalesRangeDto }) range!: SalesRangeDto;
  @ApiProperty({ type: SalesTotalsDto }) totals!: SalesTotalsDto;
  @ApiProperty({ type: SalesTrendsDto }) trends!: SalesTrendsDto;
  @ApiProperty({ type: SalesInsightsDto }) insights!: SalesInsightsDto;
}
