import {
  Body,
  Controller,
  Headers,
  HttpCode,
  Post,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiHeader,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { UPLOAD_MAX_FILES } from '@pennant/contracts';
import { CurrentDealerId, RateLimit } from '../../common';
import { clientKeyOf, IDEMPOTENCY_KEY_HEADER } from './client-key';
import { limitedMemoryStorage, type ReceivedFile } from './multipart-storage';
import { UploadsService } from './uploads.service';
import {
  MultipartUploadRequestDto,
  MultipartUploadResponseDto,
  UploadUrlRequestDto,
  UploadUrlResponseDto,
} from './dto/uploads.dto';

@ApiTags('uploads')
@Controller('api/cards')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /** The spec's call: a signed, expiring URL; the file then goes to it as one PUT. */
  @RateLimit('uploads')
  @Post('upload-url')
  @HttpCode(200)
  @ApiOkResponse({ type: UploadUrlResponseDto })
  @ApiHeader(IDEMPOTENCY_KEY_HEADER)
  @ApiTooManyRequestsResponse({ description: 'Too many uploads this minute' })
  async uploadUrl(
    @CurrentDealerId() dealerId: string,
    @Body() body: UploadUrlRequestDto,
    @Headers('idempotency-key') idempotencyKey?: unknown,
  ): Promise<UploadUrlResponseDto> {
    const clientKey = clientKeyOf(idempotencyKey);
    return { uploadURL: await this.uploads.createUploadUrl(dealerId, body?.name, clientKey) };
  }

  /**
   * Files sent directly. Each file is checked by content; refusals are listed by file name, and
   * the request answers 400 only when no file was accepted (or more than 50 were sent).
   */
  @RateLimit('uploads')
  @Post('upload')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: MultipartUploadRequestDto })
  @ApiOkResponse({ type: MultipartUploadResponseDto })
  @ApiHeader(IDEMPOTENCY_KEY_HEADER)
  @ApiTooManyRequestsResponse({ description: 'Too many uploads this minute' })
  // One more than the limit reaches our storage engine, which refuses it by name.
  @UseInterceptors(
    FilesInterceptor('files', UPLOAD_MAX_FILES + 1, {
      storage: limitedMemoryStorage(),
      defParamCharset: 'utf8',
    }),
  )
  upload(
    @CurrentDealerId() dealerId: string,
    @UploadedFiles() files: ReceivedFile[] | undefined,
    @Headers('idempotency-key') idempotencyKey?: unknown,
  ): Promise<MultipartUploadResponseDto> {
    return this.uploads.uploadFiles(dealerId, files ?? [], clientKeyOf(idempotencyKey));
  }
}
