import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentDealerId, IdParam } from '../../common';
import { CsvImportService } from './csv/csv-import.service';
import {
  ImportOrdersDto,
  ImportOrdersResponseDto,
  OrderDto,
  OrdersQueryDto,
  UpdateOrderLineDto,
} from './dto/orders.dto';
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
  updateLine(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('an order id')) id: string,
    @Param('lineId', new IdParam('an order line id')) lineId: string,
    @Body() body: UpdateOrderLineDto,
  ): Promise<OrderDto> {
    return this.orders.setListedThroughPennant(dealerId, id, lineId, body.listedThroughPennant);
  }
}
