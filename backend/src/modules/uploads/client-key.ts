import type { ApiHeaderOptions } from '@nestjs/swagger';
import { BadRequestError } from '../../common';

const CLIENT_KEY = /^[\x21-\x7e]{1,128}$/;

export const IDEMPOTENCY_KEY_HEADER: ApiHeaderOptions = {
  name: 'Idempotency-Key',
  required: false,
  description:
    "The client's own key for this upload (1-128 visible ASCII characters, e.g. a UUID). Sent again " +
    'with a retry, it names the same upload: upload-url answers a URL for the same object while ' +
    'nothing has arrived there (409 naming the image once it has), and a multipart batch stores ' +
    'only the files (by position) the earlier attempt did not.',
};

/** The Idempotency-Key header, checked; undefined when absent. */
export function clientKeyOf(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !CLIENT_KEY.test(header))
    throw new BadRequestError(
      'IDEMPOTENCY_KEY_INVALID',
      'Idempotency-Key must be 1-128 visible ASCII characters',
      [{ field: 'Idempotency-Key', message: 'must be 1-128 visible ASCII characters' }],
    );
  return header;
}
