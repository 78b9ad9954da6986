import {
  Controller,
  Get,
  HttpCode,
  Param,
  Put,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public, signedInDealerId } from '../../common';
import { isObjectKey } from '../../integrations/storage';
import { objectPath } from './object-references';
import { UploadsService } from './uploads.service';
import { UploadsError } from './uploads.errors';
import type { UploadedImageDto } from './dto/uploads.dto';

/**
 * `/objects/<dealer>/<object>`: the images themselves. GET serves an image to its owner's session or
 * to a signed URL; PUT is where a local-storage upload URL sends its one file. Both authorise
 * themselves (session or signature), hence public to the global guard.
 */
@ApiExcludeController()
@Controller('objects')
export class ObjectsController {
  constructor(private readonly uploads: UploadsService) {}

  @Public()
  @Get(':owner/:name')
  async read(
    @Param('owner') owner: string,
    @Param('name') name: string,
    @Query() query: Record<string, unknown>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const key = keyOf(owner, name);
    const object = await this.uploads.openForRead(key, {
      dealerId: signedInDealerId(request),
      query,
    });
    // Objects never change once stored; private, as they belong to one dealer.
    response.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(object.data, {
      type: object.contentType,
      length: object.data.length,
    });
  }

  @Public()
  @Put(':owner/:name')
  @HttpCode(200)
  receive(
    @Param('owner') owner: string,
    @Param('name') name: string,
    @Query() query: Record<string, unknown>,
    @Req() request: Request,
  ): Promise<UploadedImageDto> {
    const declared = Number(request.headers['content-length']);
    return this.uploads.receiveUpload(
      keyOf(owner, name),
      query,
      request,
      Number.isFinite(declared) ? declared : undefined,
    );
  }
}

function keyOf(owner: string, name: string): string {
  const key = `${owner}/${name}`;
  if (!isObjectKey(key)) throw UploadsError.imageNotFound(objectPath(key));
  return key;
}
