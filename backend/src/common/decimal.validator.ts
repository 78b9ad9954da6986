import { Transform } from 'class-transformer';
import {
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { isDecimalString, toCents } from './money';

/** The largest amount a money column holds: numeric(12, 2). */
export const MAX_MONEY = '9999999999.99';

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
