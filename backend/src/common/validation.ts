import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Flattens class-validator errors into `{ field, message }` pairs, nested fields as `a.b`. */
export function flattenValidationErrors(
  errors: ValidationError[],
  prefix = '',
): Array<{ field: string; message: string }> {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/** Whitelisting validation: unknown properties and bad values answer 400 naming each field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const details = flattenValidationErrors(errors);
      return new BadRequestException({
        code: 'VALIDATION_FAILED',
        message: details.map((d) => d.message).join('; ') || 'The request is not valid',
        errors: details,
      });
    },
  });
}
