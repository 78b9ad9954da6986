import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  isObjectKey,
  isObjectOwner,
  ObjectTooLargeError,
  type ObjectStorage,
} from './object-storage';
import { UploadUrlSigner } from './upload-url-signer';

/**
 * Files under DATA_DIR/objects, served by the API at `/objects/<key>`. Upload URLs are that same
 * path with an HMAC signature; the API's PUT receiver checks it (see modules/uploads).
 */
export class LocalObjectStorage implements ObjectStorage {
  readonly driver = 'local' as const;

  constructor(
    private readonly dir: string,
    private readonly publicUrl: string,
    readonly signer: UploadUrlSigner,
  ) {}

  async presignUpload(key: string, expiresAt: Date, maxBytes: number): Promise<string> {
    const query = this.signer.sign({
      method: 'PUT',
      key,
      expires: unixSeconds(expiresAt),
      maxBytes,
    });
    return `${this.publicUrl}/objects/${key}?${query}`;
  }

  async presignRead(key: string, expiresAt: Date): Promise<string> {
    const query = this.signer.sign({
      method: 'GET',
      key,
      expires: unixSeconds(expiresAt),
      maxBytes: 0,
    });
    return `${this.publicUrl}/objects/${key}?${query}`;
  }

  keyOfUploadUrl(url: URL): string | null {
    if (url.origin !== new URL(this.publicUrl).origin) return null;
    const match = /^\/objects\/(.+)$/.exec(url.pathname);
    return match && isObjectKey(match[1]) ? match[1] : null;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${file}.${crypto.randomBytes(6).toString('hex')}.partial`;
    await fs.writeFile(partial, data);
    await fs.rename(partial, file);
  }

  async get(key: string, maxBytes: number): Promise<Buffer | null> {
    let file: fs.FileHandle;
    try {
      file = await fs.open(this.fileOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      // Sized on the open file, so what is read is what was measured.
      if ((await file.stat()).size > maxBytes) throw new ObjectTooLargeError(key, maxBytes);
      return await file.readFile();
    } finally {
      await file.close();
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fs.stat(this.fileOf(key))).size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.fileOf(key), { force: true })));
  }

  async deleteOwner(owner: string): Promise<number> {
    if (!isObjectOwner(owner)) throw new Error(`Not an object owner: ${owner}`);
    const folder = path.join(this.dir, owner);
    const names = await fs.readdir(folder).catch((error: unknown) => {
      if (isMissing(error)) return [] as string[];
      throw error;
    });
    // A file written while the folder is being emptied makes rmdir fail with ENOTEMPTY: try again a few times.
    await fs.rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    return names.length;
  }

  /** The folder is there (or can be made) and this process may write in it. */
  async isReachable(): Promise<boolean> {
    try {
      await fs.mkdir(this.dir, { recursive: true });
      await fs.access(this.dir, fs.constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }

  /** `*.partial` files of writes cut short (the process died between write and rename). */
  async removeLeftovers(before: Date): Promise<number> {
    let removed = 0;
    const owners = await fs.readdir(this.dir).catch(() => [] as string[]);
    for (const owner of owners) {
      const folder = path.join(this.dir, owner);
      const names = await fs.readdir(folder).catch(() => [] as string[]);
      for (const name of names.filter((entry) => entry.endsWith('.partial'))) {
        const file = path.join(folder, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat && stat.mtime < before) {
          await fs.rm(file, { force: true });
          removed += 1;
        }
      }
    }
    return removed;
  }

  private fileOf(key: string): string {
    if (!isObjectKey(key)) throw new Error(`Not an object key: ${key}`);
    return path.join(this.dir, ...key.split('/'));
  }
}

function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
