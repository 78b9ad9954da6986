import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { EbayAnalysisResponse, PriceSource } from '@pennant/contracts';

const PRICE_SOURCES: PriceSource[] = ['sold', 'active', 'own_sales', 'dealer', 'none'];
const FIRST_CARD_YEAR = 1860;

/** The spec's client sends the year as a number or a string; both mean the same season. */
const YearFromString = () =>
  Transform(({ value }) =>
    typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? Number(value) : value,
  );

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class EbayAnalysisRequestDto {
  @ApiProperty({ example: 'Mike Trout', maxLength: 100 })
  @trimmed()
  @IsString({ message: 'player must be text' })
  @IsNotEmpty({ message: 'player is required' })
  @MaxLength(100, { message: 'player must be at most 100 characters' })
  player!: string;

  @ApiPropertyOptional({
    example: 2011,
    description: 'Season or copyright year (number or string)',
  })
  @IsOptional()
  @YearFromString()
  @IsInt({ message: 'year must be a four-digit year' })
  @Min(FIRST_CARD_YEAR, { message: `year must be ${FIRST_CARD_YEAR} or later` })
  @Max(2100, { message: 'year must be 2100 or earlier' })
  year?: number;

  @ApiPropertyOptional({ example: 'Topps', maxLength: 60 })
  @IsOptional()
  @trimmed()
  @IsString({ message: 'brand must be text' })
  @MaxLength(60, { message: 'brand must be at most 60 characters' })
  brand?: string;

  @ApiPropertyOptional({ example: 'baseball', maxLength: 30 })
  @IsOptional()
  @trimmed()
  @IsString({ message: 'sport must be text' })
  @MaxLength(30, { message: 'sport must be at most 30 characters' })
  sport?: string;
}

export class PriceRangeDto {
  @ApiProperty({ example: '4.50' }) low!: string;
  @ApiProperty({ example: '12.00' }) high!: string;
}

export class EbayAnalysisDto {
  @ApiProperty({ example: '7.25', description: 'Mean of the comparables after outlier removal' })
  averagePrice!: string;
  @ApiProperty({ type: PriceRangeDto }) priceRange!: PriceRangeDto;
  @ApiProperty({ description: 'Comparables kept after outlier removal' }) sampleSize!: number;
  @ApiProperty({
    enum: PRICE_SOURCES,
    description: 'sold (Marketplace Insights) or active (Browse)',
  })
  source!: PriceSource;
}

export class EbayAnalysisResponseDto implements EbayAnalysisResponse {
  @ApiProperty() success!: boolean;
  @ApiProperty({ type: EbayAnalysisDto, nullable: true }) analysis!: EbayAnalysisDto | null;
  @ApiPropertyOptional({
    example: 'eBay comparison failed: eBay 503 (25001): A system error has occurred.',
  })
  error?: string;
}
