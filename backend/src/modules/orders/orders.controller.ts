import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentDealerId, IdParam } from '../../common';
import { CsvImportService } from './csv/csv-import.service';
import {
  ExportOrdersQueryDto,
  ImportOrdersDto,
  ImportOrdersResponseDto,
  OrderDto,
  OrdersQueryDto,
  UpdateOrderLineDto,
} from './dto/orders.dto';
import { exportFileName, ordersCsv } from './orders-csv';
import { OrdersQueryService } from './orders-query.service';

@ApiTags('orders')
@Controller('api/orders')
export class OrdersController {
  constructor(
    private readonly orders: OrdersQueryService,
    private readonly csv: CsvImportService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'One page of orders, newest first; X-Total-Count says how many in all',
  })
  @ApiOkResponse({ type: OrderDto, isArray: true })
  async list(
    @CurrentDealerId() dealerId: string,
    @Query() query: OrdersQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OrderDto[]> {
    const page = await this.orders.list(dealerId, query);
    response.setHeader('X-Total-Count', String(page.total));
    return page.items;
  }

  @Get('export.csv')
  @ApiOperation({
    summary:
      "The filter's orders as a CSV file for the books: one row per line, dated in the dealer's time zone",
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv, as an attachment', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'A malformed filter, or more orders than one file holds' })
  async exportCsv(
    @CurrentDealerId() dealerId: string,
    @Query() query: ExportOrdersQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const { orders, timeZone } = await this.orders.export(dealerId, query);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="${exportFileName(query.startDate, query.endDate)}"`,
    );
    return ordersCsv(orders, timeZone);
  }

  @Post('import-csv')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Imports orders from CSV rows: good rows in one go, bad rows reported by line',
  })
  @ApiOkResponse({ type: ImportOrdersResponseDto })
  @ApiBadRequestResponse({ description: 'The body is not {csvData: [rows]} or has too many rows' })
  importCsv(
    @CurrentDealerId() dealerId: string,
    @Body() body: ImportOrdersDto,
  ): Promise<ImportOrdersResponseDto> {
    return this.csv.import(dealerId, body.csvData);
  }

  @Patch(':id/lines/:lineId')
  @ApiOperation({ summary: 'Marks a line as listed through Pennant (it counts toward the fee)' })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ description: 'No such order line of this dealer' })
  @ApiConflictResponse({
    description:
      'The line is a sale of a Pennant listing: it counts toward the fee and cannot be unmarked',
  })
  updateLine(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('an order id')) id: string,
    @Param('lineId', new IdParam('an order line id')) lineId: string,
    @Body() body: UpdateOrderLineDto,
  ): Promise<OrderDto> {
    return this.orders.setListedThroughPennant(dealerId, id, lineId, body.listedThroughPennant);
  }
}
