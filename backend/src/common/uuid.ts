import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { validationFailed } from './validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or body id can be a row's id at all (anything else is simply not found). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/**
 * `@Param('id', new IdParam('a card id'))`: a path id that cannot be anyone's id answers 400 naming
 * the parameter, as the billing routes' param DTOs do; a well-formed id of no row of the dealer's
 * (another dealer's included) still answers 404 from the query.
 */
export class IdParam implements PipeTransform<string, string> {
  constructor(private readonly what: string) {}

  transform(value: string, metadata: ArgumentMetadata): string {
    if (typeof value === 'string' && isUuid(value)) return value;
    const field = metadata.data ?? 'id';
    throw validationFailed([{ field, message: `${field} must be ${this.what} (a UUID)` }]);
  }
}
