import { BadRequestException } from '@nestjs/common';
import {
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
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

  @IsOptional()
  @IsInt({ message: 'year must be a whole number' })
  @Min(1800)
  @Max(2100)
  year?: number;

  @IsOptional()
  @Matches(/^[A-Z]+$/, { message: 'code must be capital letters' })
  @MinLength(2, { message: 'code must be at least 2 letters' })
  code?: string;
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
    expect((await refusal({ url: 'ok', year: 2200 })).message).toBe(
      'year must not be greater than 2100',
    );
  });

  it('says a value of the wrong kind is of the wrong kind, not that it is out of range', async () => {
    expect(await refusal({ url: 'ok', year: 'abc' })).toMatchObject({
      message: 'year must be a whole number',
      errors: [{ field: 'year', message: 'year must be a whole number' }],
    });
    expect((await refusal({ url: 7 })).message).toBe('url must be a string');
  });

  it('gives one message a field when several of its rules fail', async () => {
    const { errors } = await refusal({ url: 'ok', code: 'x' });
    expect(errors).toHaveLength(1);
  });
});
