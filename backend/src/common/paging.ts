import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `?page=`: which page of a list, from 1. */
export const PageNumberField = () =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, default: 1 }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'page must be a whole number' }),
    Min(1),
    Max(100_000),
  );

/** `?pageSize=`: how many to a page, at most `max`. */
export const PageSizeField = (max: number, fallback: number) =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: max, default: fallback }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'pageSize must be a whole number' }),
    Min(1),
    Max(max),
  );
