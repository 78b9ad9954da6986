import { Transform } from 'class-transformer';
import {
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { MONEY_MAX } from '@pennant/contracts';
import { isDecimalString, toCents } from './money';

/** The most one amount given to Pennant may be (contracts' MONEY_MAX). */
export const MAX_MONEY = MONEY_MAX;
export const MAX_MONEY_CENTS = toCents(MAX_MONEY);
/** The largest amount a money column holds: numeric(12, 2). A sum of many amounts is checked against it. */
export const MONEY_COLUMN_MAX_CENTS = 9_999_999_999_99;

/** Accepts a JSON number too, as the string it was written as (8.5 -> "8.5"). */
export const DecimalFromNumber = () =>
  Transform(({ value }) =>
    typeof value === 'number' && Number.isFinite(value) ? String(value) : value,
  );

/**
 * A non-negative decimal with at most two places, between min and max inclusive
 * (compared in cents, never as floats). The message names the field and the range.
 */
export function IsDecimalInRange(min: string, max: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isDecimalInRange',
      target: target.constructor,
      propertyName,
      options,
      constraints: [min, max],
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string' || !isDecimalString(value.trim())) return false;
          const cents = toCents(value);
          return cents >= toCents(min) && cents <= toCents(max);
        },
        defaultMessage(args: ValidationArguments) {
          return `${args.property} must be a decimal from ${min} to ${max} with at most two places (got ${JSON.stringify(args.value)})`;
        },
      },
    });
}
