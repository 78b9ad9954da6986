import { Body, Controller, HttpCode, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { UPLOAD_MAX_FILES } from '@pennant/contracts';
import { CurrentDealerId } from '../../common';
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
  @Post('upload-url')
  @HttpCode(200)
  @ApiOkResponse({ type: UploadUrlResponseDto })
  async uploadUrl(
    @CurrentDealerId() dealerId: string,
    @Body() body: UploadUrlRequestDto,
  ): Promise<UploadUrlResponseDto> {
    return { uploadURL: await this.uploads.createUploadUrl(dealerId, body?.name) };
  }

  /**
   * Files sent directly. Each file is checked by content; refusals are listed by file name, and
   * the request answers 400 only when no file was accepted (or more than 50 were sent).
   */
  @Post('upload')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: MultipartUploadRequestDto })
  @ApiOkResponse({ type: MultipartUploadResponseDto })
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
  ): Promise<MultipartUploadResponseDto> {
    return this.uploads.uploadFiles(dealerId, files ?? []);
  }
}
