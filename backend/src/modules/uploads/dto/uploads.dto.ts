import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  UPLOAD_ACCEPTED_TYPES,
  UPLOAD_FILE_NAME_MAX,
  type MultipartUploadResponse,
  type UploadContentType,
  type UploadUrlResponse,
} from '@pennant/contracts';

export class UploadUrlRequestDto {
  @ApiPropertyOptional({
    description: 'The file name, so a refusal of the PUT can name the file',
    example: 'IMG_0412.HEIC',
    maxLength: UPLOAD_FILE_NAME_MAX,
    minLength: 1,
    pattern: '\\S',
  })
  @IsOptional()
  @IsString()
  // It names the file in the PUT's refusals ("notes.jpg is not a JPEG…") and the card's image: a blank one
  // would name nothing. Left out, the refusal says "The uploaded file".
  @Matches(/\S/, { message: 'name must not be empty or blank: leave it out if the file has none' })
  @MaxLength(UPLOAD_FILE_NAME_MAX)
  name?: string;
}

export class UploadUrlResponseDto implements UploadUrlResponse {
  @ApiProperty({
    description:
      'Absolute, signed and expiring URL that takes one PUT of one image (JPEG, PNG, HEIC/HEIF or WebP, at most 10485760 bytes)',
  })
  uploadURL!: string;
}

export class UploadedImageDto {
  @ApiProperty({ description: 'Storage key', example: '2f1c.../9a7e...' }) key!: string;
  @ApiProperty({
    description: 'Where the image is served to its owner',
    example: '/objects/2f1c.../9a7e...',
  })
  url!: string;
  @ApiProperty({ description: 'Its 200x200 JPEG thumbnail' }) thumbnailUrl!: string;
  @ApiProperty({ enum: UPLOAD_ACCEPTED_TYPES, description: 'Detected from the content' })
  contentType!: UploadContentType;
  @ApiProperty({ description: 'Bytes' }) size!: number;
}

class MultipartUploadedDto {
  @ApiProperty() name!: string;
  @ApiProperty() url!: string;
  @ApiProperty() thumbnailUrl!: string;
  @ApiProperty({ enum: UPLOAD_ACCEPTED_TYPES }) contentType!: UploadContentType;
  @ApiProperty() size!: number;
}

class MultipartRefusalDto {
  @ApiProperty() name!: string;
  @ApiProperty({
    example: 'notes.jpg is not a JPEG, PNG, HEIC/HEIF or WebP image (its content was checked)',
  })
  error!: string;
}

export class MultipartUploadResponseDto implements MultipartUploadResponse {
  @ApiProperty({ type: MultipartUploadedDto, isArray: true }) uploaded!: MultipartUploadedDto[];
  @ApiProperty({ type: MultipartRefusalDto, isArray: true }) errors!: MultipartRefusalDto[];
}

export class MultipartUploadRequestDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'At most 50 images of at most 10485760 bytes each',
  })
  files!: unknown[];
}
