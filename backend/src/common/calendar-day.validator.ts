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

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
@ValidatorConstraint({ name: 'isCalendarDay' })
export class IsCalendarDay implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && dayjs(value, 'YYYY-MM-DD', true).isValid();
  }

  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a real date written YYYY-MM-DD`;
  }
}

/** An optional query day, YYYY-MM-DD, checked to be a real date. */
export const CalendarDayField = (example: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ example, description }),
    IsOptional(),
    Validate(IsCalendarDay),
  );
