import { FIRST_QUERY_DAY, LAST_QUERY_DAY } from '@pennant/contracts';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsOptional,
  Validate,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';

dayjs.extend(customParseFormat);

/**
 * The days a query may name. Beyond them a day's instants leave what PostgreSQL and ISO strings
 * hold (9999-12-31 plus a day is year 10000): a client's typo must answer 400, not 500.
 */
export { FIRST_QUERY_DAY, LAST_QUERY_DAY };

/** Whether a YYYY-MM-DD day lies within the days a query may name. */
export function isQueryableDay(day: string): boolean {
  return day >= FIRST_QUERY_DAY && day <= LAST_QUERY_DAY;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one), within the days a query may name. */
@ValidatorConstraint({ name: 'isCalendarDay' })
export class IsCalendarDay implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return (
      typeof value === 'string' &&
      dayjs(value, 'YYYY-MM-DD', true).isValid() &&
      isQueryableDay(value)
    );
  }

  defaultMessage(args: ValidationArguments): string {
    return typeof args.value === 'string' && dayjs(args.value, 'YYYY-MM-DD', true).isValid()
      ? `${args.property} must be from ${FIRST_QUERY_DAY} to ${LAST_QUERY_DAY}`
      : `${args.property} must be a real date written YYYY-MM-DD`;
  }
}

/** An optional query day, YYYY-MM-DD, checked to be a real date. */
export const CalendarDayField = (example: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ example, description }),
    IsOptional(),
    Validate(IsCalendarDay),
  );
