import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
} from 'class-validator';
import {
  ORDER_SOURCES,
  type CsvOrderRow,
  type ImportOrdersError,
  type ImportOrdersRequest,
  type ImportOrdersResponse,
  type ListOrdersQuery,
  type Order,
  type OrderLine,
  type OrderSource,
  type UpdateOrderLineRequest,
} from '@pennant/contracts';
import { CalendarDayField, PageNumberField, PageSizeField } from '../../../common';

/** At most this many CSV rows a request; a client sends a bigger file in chunks. */
export const MAX_CSV_ROWS = 10_000;

export class OrderLineDto implements OrderLine {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '10000000001' }) lineItemId!: string;
  @ApiProperty({ nullable: true, type: String }) title!: string | null;
  @ApiProperty({ nullable: true, type: String }) sku!: string | null;
  @ApiProperty({ nullable: true, type: String }) legacyItemId!: string | null;
  @ApiProperty() quantity!: number;
  @ApiProperty({ example: '12.50' }) itemPrice!: string;
  @ApiProperty({ example: '4.00' }) shipping!: string;
  @ApiProperty({ example: '0.00' }) discount!: string;
  @ApiProperty({ example: '16.50', description: 'Item + shipping − discounts, no eBay tax' })
  saleAmount!: string;
  @ApiProperty({ example: '0.00' }) refundAmount!: string;
  @ApiProperty({ nullable: true, type: String, example: '2.49' }) ebayFee!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) listingId!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) cardId!: string | null;
  @ApiProperty() listedThroughPennant!: boolean;
}

export class OrderDto implements Order {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '12-34567-89012' }) ebayOrderId!: string;
  @ApiProperty({ nullable: true, type: String }) buyer!: string | null;
  @ApiProperty({ example: '16.50' }) totalPrice!: string;
  @ApiProperty({ example: '4.00' }) shippingPaid!: string;
  @ApiProperty({ example: '0.00' }) refundAmount!: string;
  @ApiProperty({ format: 'date-time' }) orderedAt!: string;
  @ApiProperty({ enum: ORDER_SOURCES }) source!: OrderSource;
  @ApiProperty({ nullable: true, type: String, example: '2.49' }) marketplaceFee!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'NONE_REQUESTED' })
  cancelState!: string | null;
  @ApiProperty({ type: OrderLineDto, isArray: true }) lines!: OrderLineDto[];
}

/** GET /api/orders/export.csv: the list's filter, without pages (the file holds them all). */
export class ExportOrdersQueryDto implements Omit<ListOrdersQuery, 'page' | 'pageSize'> {
  @CalendarDayField('2026-11-01', "First day, in the dealer's time zone") startDate?: string;

  @CalendarDayField('2026-11-30', 'Last day (inclusive)') endDate?: string;

  @ApiPropertyOptional({ enum: ORDER_SOURCES })
  @IsOptional()
  @IsIn(ORDER_SOURCES, { message: `source must be one of ${ORDER_SOURCES.join(', ')}` })
  source?: OrderSource;
}

export class OrdersQueryDto extends ExportOrdersQueryDto implements ListOrdersQuery {
  @PageNumberField() page?: number;
  @PageSizeField(200, 50) pageSize?: number;
}

export class UpdateOrderLineDto implements UpdateOrderLineRequest {
  @ApiProperty({ description: 'Whether the line counts toward Pennant’s fee' })
  @IsBoolean({ message: 'listedThroughPennant must be true or false' })
  listedThroughPennant!: boolean;
}

export class ImportOrdersDto implements ImportOrdersRequest {
  @ApiProperty({
    description: `Rows as parsed from the CSV (header is line 1), at most ${MAX_CSV_ROWS}`,
    type: 'array',
    items: { type: 'object' },
    example: [
      {
        ebayOrderId: '12-34567-89012',
        buyer: 'card_fan',
        totalPrice: '16.50',
        shippingPaid: '4.00',
        refundAmount: '0',
        orderedAt: '2026-11-01',
      },
    ],
  })
  @IsArray({ message: 'csvData must be a list of rows' })
  @ArrayNotEmpty({ message: 'csvData must contain at least one row' })
  @ArrayMaxSize(MAX_CSV_ROWS, {
    message: `csvData may hold at most ${MAX_CSV_ROWS} rows: send a bigger file in parts`,
  })
  @IsObject({ each: true, message: 'each row of csvData must be an object of column values' })
  csvData!: CsvOrderRow[];
}

export class ImportOrdersErrorDto implements ImportOrdersError {
  @ApiProperty({ example: 3, description: 'Line in the file; the header is line 1' }) line!: number;
  @ApiProperty({ example: 'totalPrice must be a decimal amount such as 12.50' }) message!: string;
}

export class ImportOrdersResponseDto implements ImportOrdersResponse {
  @ApiProperty() imported!: number;
  @ApiProperty() updated!: number;
  @ApiProperty({ type: ImportOrdersErrorDto, isArray: true }) errors!: ImportOrdersErrorDto[];
}
