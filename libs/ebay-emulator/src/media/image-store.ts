import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

/**
 * The bytes of uploaded pictures, kept out of the state file: in a folder beside it
 * (`<state>-images/`), or in memory when the emulator has no state file.
 */
export interface ImageStore {
  save(imageId: string, bytes: Buffer): void;
  load(imageId: string): Buffer | undefined;
}

const IMAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function createImageStore(stateFile?: string): ImageStore {
  return stateFile ? folderStore(imageFolderOf(stateFile)) : memoryStore();
}

export function imageFolderOf(stateFile: string): string {
  return join(dirname(stateFile), `${basename(stateFile, extname(stateFile))}-images`);
}

function memoryStore(): ImageStore {
  const images = new Map<string, Buffer>();
  return {
    save: (imageId, bytes) => {
      images.set(imageId, bytes);
    },
    load: (imageId) => images.get(imageId),
  };
}

function folderStore(folder: string): ImageStore {
  const pathOf = (imageId: string) => {
    if (!IMAGE_ID.test(imageId)) throw new Error(`not an image id: ${imageId}`);
    return join(folder, `${imageId}.jpg`);
  };
  return {
    save(imageId, bytes) {
      mkdirSync(folder, { recursive: true });
      const temporary = `${pathOf(imageId)}.${process.pid}.tmp`;
      writeFileSync(temporary, bytes);
      renameSync(temporary, pathOf(imageId));
    },
    load(imageId) {
      if (!IMAGE_ID.test(imageId)) return undefined;
      const path = pathOf(imageId);
      return existsSync(path) ? readFileSync(path) : undefined;
    },
  };
}
