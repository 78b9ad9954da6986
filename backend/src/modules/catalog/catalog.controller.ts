import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogService } from './catalog.service';
import {
  BrandSuggestionDto,
  CatalogBrandsQueryDto,
  CatalogCardDto,
  CatalogCardQueryDto,
  CatalogPlayersQueryDto,
  CatalogSetsQueryDto,
  PlayerSuggestionDto,
  SetSuggestionDto,
} from './dto/catalog.dto';

/** The catalogs behind the correction type-ahead; signed-in dealers only, like every /api route. */
@ApiTags('catalog')
@Controller('api/catalog')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('players')
  @ApiOperation({
    summary:
      "Players whose names begin as typed: the team's, sport's and year's first when given, then the others",
  })
  @ApiOkResponse({ type: PlayerSuggestionDto, isArray: true })
  players(@Query() query: CatalogPlayersQueryDto): PlayerSuggestionDto[] {
    return this.catalog.players(query);
  }

  @Get('brands')
  @ApiOperation({ summary: 'Card makers whose names begin as typed' })
  @ApiOkResponse({ type: BrandSuggestionDto, isArray: true })
  brands(@Query() query: CatalogBrandsQueryDto): BrandSuggestionDto[] {
    return this.catalog.brands(query);
  }

  @Get('sets')
  @ApiOperation({
    summary: 'Sets whose names begin as typed, of the brand, year and sport when given',
  })
  @ApiOkResponse({ type: SetSuggestionDto, isArray: true })
  sets(@Query() query: CatalogSetsQueryDto): SetSuggestionDto[] {
    return this.catalog.sets(query);
  }

  @Get('card')
  @ApiOperation({
    summary:
      "A card's other fields from its player and year: team that season, the checklisted card",
  })
  @ApiOkResponse({ type: CatalogCardDto })
  card(@Query() query: CatalogCardQueryDto): CatalogCardDto {
    return this.catalog.card(query);
  }
}
