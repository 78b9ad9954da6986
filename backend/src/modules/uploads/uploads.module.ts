import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { StorageModule } from '../../integrations/storage';
import { DealersModule } from '../dealers';
import { UploadedObject } from './entities/uploaded-object.entity';
import { UploadsService } from './uploads.service';
import { UploadsController } from './uploads.controller';
import { ObjectsController } from './objects.controller';
import { ImageInspector } from './image-inspection';
import { UploadsCleanupProcessor } from './jobs/uploads-cleanup.processor';
import { UploadsCleanupCron } from './crons/uploads-cleanup.cron';
import { ObjectSweeps } from './repositories/object-sweeps';

/** Card images: upload URLs, the local PUT receiver, multipart uploads and /objects/... */
@Module({
  imports: [MikroOrmModule.forFeature([UploadedObject]), StorageModule, DealersModule],
  providers: [
    UploadsService,
    ImageInspector,
    ObjectSweeps,
    UploadsCleanupProcessor,
    UploadsCleanupCron,
  ],
  controllers: [UploadsController, ObjectsController],
  exports: [UploadsService],
})
export class UploadsModule {}
