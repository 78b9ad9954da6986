import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  CARD_SPORTS,
  type BrandSuggestion,
  type CardSport,
  type CatalogBrandsQuery,
  type CatalogCard,
  type CatalogCardQuery,
  type CatalogPlayersQuery,
  type CatalogSetsQuery,
  type ChecklistCard,
  type PlayerSuggestion,
  type SetSuggestion,
} from '@pennant/contracts';

const MAX_QUERY = 100;
export const MAX_SUGGESTIONS = 25;

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** `?q=`: what the dealer typed so far (empty answers no suggestions). */
const TypedField = () =>
  applyDecorators(
    ApiProperty({ example: 'gretz', maxLength: MAX_QUERY }),
    trimmed(),
    IsString({ message: 'q must be text' }),
    MaxLength(MAX_QUERY, { message: `q must be at most ${MAX_QUERY} characters` }),
  );

const TextFilter = (name: string, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ example, maxLength: MAX_QUERY }),
    IsOptional(),
    trimmed(),
    IsString({ message: `${name} must be text` }),
    MaxLength(MAX_QUERY, { message: `${name} must be at most ${MAX_QUERY} characters` }),
  );

const SportFilter = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: CARD_SPORTS }),
    IsOptional(),
    IsIn(CARD_SPORTS, { message: `sport must be one of ${CARD_SPORTS.join(', ')}` }),
  );

const YearFilter = () =>
  applyDecorators(
    ApiPropertyOptional({ example: 1991, minimum: 1860, maximum: 2100 }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'year must be a four-digit year' }),
    Min(1860, { message: 'year must be 1860 or later' }),
    Max(2100, { message: 'year must be 2100 or earlier' }),
  );

const LimitField = () =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: MAX_SUGGESTIONS, default: 10 }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'limit must be a whole number' }),
    Min(1, { message: 'limit must be at least 1' }),
    Max(MAX_SUGGESTIONS, { message: `limit must be at most ${MAX_SUGGESTIONS}` }),
  );

export class CatalogPlayersQueryDto implements CatalogPlayersQuery {
  @TypedField() q!: string;
  @SportFilter() sport?: CardSport;
  @YearFilter() year?: number;
  @TextFilter('team', 'Minnesota Twins') team?: string;
  @LimitField() limit?: number;
}

export class CatalogBrandsQueryDto implements CatalogBrandsQuery {
  @TypedField() q!: string;
  @LimitField() limit?: number;
}

export class CatalogSetsQueryDto implements CatalogSetsQuery {
  @TypedField() q!: string;
  @TextFilter('brand', 'Upper Deck') brand?: string;
  @YearFilter() year?: number;
  @SportFilter() sport?: CardSport;
  @LimitField() limit?: number;
}

export class CatalogCardQueryDto implements CatalogCardQuery {
  @ApiProperty({ example: 'Wayne Gretzky', maxLength: MAX_QUERY })
  @trimmed()
  @IsString({ message: 'player must be text' })
  @IsNotEmpty({ message: 'player is required' })
  @MaxLength(MAX_QUERY, { message: `player must be at most ${MAX_QUERY} characters` })
  player!: string;
  @YearFilter() year?: number;
  @SportFilter() sport?: CardSport;
  @TextFilter('brand', 'Upper Deck') brand?: string;
  @TextFilter('set', 'Upper Deck') set?: string;
  @TextFilter('cardNumber', '15') cardNumber?: string;
}

export class PlayerSuggestionDto implements PlayerSuggestion {
  @ApiProperty({ example: 'Wayne Gretzky' }) name!: string;
  @ApiProperty({ enum: CARD_SPORTS }) sport!: string;
  @ApiProperty({ nullable: true, type: Number, example: 1979 }) from!: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 1999 }) to!: number | null;
  @ApiProperty({ type: String, isArray: true, example: ['Los Angeles Kings'] }) teams!: string[];
}

export class BrandSuggestionDto implements BrandSuggestion {
  @ApiProperty({ example: 'Upper Deck' }) name!: string;
  @ApiProperty({ example: 1989 }) since!: number;
}

export class SetSuggestionDto implements SetSuggestion {
  @ApiProperty({ example: 'Topps Update - Rainbow Foil' }) name!: string;
  @ApiProperty({ example: 'Topps' }) brand!: string;
  @ApiProperty({ nullable: true, type: Number }) from!: number | null;
  @ApiProperty({ nullable: true, type: Number }) to!: number | null;
  @ApiProperty({ type: String, isArray: true }) sports!: string[];
}

export class ChecklistCardDto implements ChecklistCard {
  @ApiProperty() year!: number;
  @ApiProperty() brand!: string;
  @ApiProperty() set!: string;
  @ApiProperty() cardNumber!: string;
  @ApiProperty() rookieCard!: boolean;
}

export class CatalogCardDto implements CatalogCard {
  @ApiProperty({ example: 'Wayne Gretzky' }) player!: string;
  @ApiProperty({ nullable: true, enum: CARD_SPORTS }) sport!: string | null;
  @ApiProperty({ nullable: true, type: Number }) year!: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'His only team that season' })
  team!: string | null;
  @ApiProperty({ type: String, isArray: true }) teams!: string[];
  @ApiProperty({ nullable: true, type: String }) brand!: string | null;
  @ApiProperty({ nullable: true, type: String }) set!: string | null;
  @ApiProperty({ nullable: true, type: String }) cardNumber!: string | null;
  @ApiProperty() inCatalog!: boolean;
  @ApiProperty({ type: ChecklistCardDto, isArray: true }) checklist!: ChecklistCardDto[];
}
