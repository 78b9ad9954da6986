import { BadRequestException } from '@nestjs/common';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { createValidationPipe } from './validation';

class UrlRequest {
  @IsString()
  @MinLength(1, { message: 'url must not be empty' })
  @MaxLength(20)
  url!: string;

  @IsOptional()
  @IsString()
  @MaxLength(5)
  note?: string;
}

/** The 400 body the pipe answers for `body` sent as a UrlRequest. */
async function refusal(body: unknown): Promise<{ message: string; errors: unknown[] }> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: UrlRequest });
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse() as { message: string; errors: unknown[] };
  }
  throw new Error('the pipe let the request through');
}

describe('PennantValidationPipe messages', () => {
  it('says a required field left out is required, not what its last rule checks', async () => {
    expect(await refusal({})).toMatchObject({
      message: 'url is required',
      errors: [{ field: 'url', message: 'url is required' }],
    });
  });

  it('says a required field sent as null must not be null', async () => {
    expect(await refusal({ url: null })).toMatchObject({ message: 'url must not be null' });
  });

  it("keeps a rule's own message for a value that was sent", async () => {
    expect((await refusal({ url: 'x'.repeat(21) })).message).toBe(
      'url must be shorter than or equal to 20 characters',
    );
    expect((await refusal({ url: '' })).message).toBe('url must not be empty');
    expect((await refusal({ url: 'ok', note: 'too long' })).message).toBe(
      'note must be shorter than or equal to 5 characters',
    );
  });
});
