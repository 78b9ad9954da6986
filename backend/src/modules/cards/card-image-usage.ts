import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UploadsService } from '../uploads';
import { CardImage } from './entities/card-image.entity';

/** Tells the uploads cleanup which images belong to cards, so it never removes them. */
@Injectable()
export class CardImageUsage implements OnModuleInit {
  constructor(
    private readonly uploads: UploadsService,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.uploads.registerUsage((keys) => this.keysInUse(keys));
  }

  async keysInUse(keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const images = await this.em
      .fork()
      .find(CardImage, { objectKey: { $in: keys } }, { fields: ['objectKey'] });
    return images.map((image) => image.objectKey);
  }
}
