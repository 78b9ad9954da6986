import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentDealerId, IdParam } from '../../common';
import { CardDto } from '../cards';
import {
  BulkPrepareDto,
  BulkPrepareResponseDto,
  CardPreparationDto,
  LotDto,
  PrepareQueryDto,
} from './dto/listing.dto';
import { LotsService } from './lots.service';
import { PreparationService } from './preparation/preparation.service';

@ApiTags('listings')
@Controller('api')
export class PreparationController {
  constructor(
    private readonly preparation: PreparationService,
    private readonly lots: LotsService,
  ) {}

  @Post('cards/bulk-prepare')
  @HttpCode(200)
  @ApiOperation({ summary: "Prepares approved cards' listings; each card answers alone" })
  @ApiOkResponse({ type: BulkPrepareResponseDto })
  bulkPrepare(
    @CurrentDealerId() dealerId: string,
    @Body() body: BulkPrepareDto,
  ): Promise<BulkPrepareResponseDto> {
    return this.preparation.prepareCards(dealerId, body.cardIds);
  }

  @Post('cards/:id/prepare-listing')
  @HttpCode(200)
  @ApiOperation({ summary: "Prepares one approved card's listing (regenerate=true drops edits)" })
  @ApiOkResponse({ type: CardPreparationDto })
  prepareCard(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('a card id')) id: string,
    @Query() query: PrepareQueryDto,
  ): Promise<CardPreparationDto> {
    return this.preparation.prepareCard(dealerId, id, { regenerate: query.regenerate === 'true' });
  }

  @Get('lots')
  @ApiOkResponse({ type: LotDto, isArray: true })
  listLots(@CurrentDealerId() dealerId: string): Promise<LotDto[]> {
    return this.lots.list(dealerId);
  }

  @Post('lots/:id/prepare-listing')
  @HttpCode(200)
  @ApiOkResponse({ type: CardPreparationDto })
  prepareLot(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('a lot id')) id: string,
    @Query() query: PrepareQueryDto,
  ): Promise<CardPreparationDto> {
    return this.lots.prepare(dealerId, id, query.regenerate === 'true');
  }

  @Post('lots/:id/dissolve')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Opens a lot up: its cards go back to approved, those marked Check to review',
  })
  @ApiOkResponse({ type: CardDto, isArray: true })
  dissolve(
    @CurrentDealerId() dealerId: string,
    @Param('id', new IdParam('a lot id')) id: string,
  ): Promise<CardDto[]> {
    return this.lots.dissolve(dealerId, id);
  }
}
